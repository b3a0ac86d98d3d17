import { ErrorResponseSchema } from "@nagai/contracts/errors";
import { RECENTLY_VIEWED_LIMITS } from "@nagai/contracts/recently-viewed";
import {
  ItemNumberListChangeSchema,
  ItemNumberListSchema,
  ItemSnoQuerySchema,
} from "@nagai/contracts/wishlist";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type RequireUser, signedInUser } from "../auth/auth.public.ts";
import type { RecentlyViewedService } from "./recently-viewed.service.ts";

const tags = ["recently viewed"];

export const recentlyViewedRoutes: FastifyPluginAsyncZod<{
  recentlyViewed: RecentlyViewedService;
  requireUser: RequireUser;
}> = async (app, { recentlyViewed, requireUser }) => {
  app.post(
    "/recently-viewed/add",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Record that the signed-in shopper viewed a piece",
        description:
          `No body. A piece viewed again moves to the front; only the newest ${RECENTLY_VIEWED_LIMITS.maxItems} ` +
          "are kept. An unknown piece is a 404.",
        querystring: ItemSnoQuerySchema,
        response: {
          200: ItemNumberListChangeSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request) => recentlyViewed.record(signedInUser(request).id, request.query.itemSno),
  );

  app.get(
    "/recently-viewed/list",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The signed-in shopper's recently viewed pieces: numbers, newest first",
        response: { 200: ItemNumberListSchema, 401: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request) => recentlyViewed.list(signedInUser(request).id),
  );
};
