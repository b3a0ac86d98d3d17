import { ErrorResponseSchema } from "@nagai/contracts/errors";
import {
  ItemNumberListChangeSchema,
  ItemNumberListSchema,
  ItemSnoParamsSchema,
  ItemSnoQuerySchema,
  WISHLIST_LIMITS,
} from "@nagai/contracts/wishlist";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type RequireUser, signedInUser } from "../auth/auth.public.ts";
import type { WishlistService } from "./wishlist.service.ts";

const tags = ["wishlist"];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  503: ErrorResponseSchema,
};

export const wishlistRoutes: FastifyPluginAsyncZod<{
  wishlist: WishlistService;
  requireUser: RequireUser;
}> = async (app, { wishlist, requireUser }) => {
  app.post(
    "/favorites/add",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Add a piece to the signed-in shopper's wishlist",
        description:
          "Adding a piece already there answers the same, with nothing changed. An unknown piece is a 404; " +
          `a wishlist of ${WISHLIST_LIMITS.maxItems} pieces is full (409).`,
        querystring: ItemSnoQuerySchema,
        response: { 200: ItemNumberListChangeSchema, ...errors },
      },
    },
    async (request) => wishlist.add(signedInUser(request).id, request.query.itemSno),
  );

  app.delete(
    "/favorites/remove/:itemSno",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Remove a piece from the signed-in shopper's wishlist",
        description: "A piece not in the caller's wishlist is a 404.",
        params: ItemSnoParamsSchema,
        response: { 200: ItemNumberListChangeSchema, ...errors },
      },
    },
    async (request) => wishlist.remove(signedInUser(request).id, request.params.itemSno),
  );

  app.get(
    "/favorites/list",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The signed-in shopper's wishlist: piece numbers, newest first",
        response: { 200: ItemNumberListSchema, 401: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request) => wishlist.list(signedInUser(request).id),
  );
};
