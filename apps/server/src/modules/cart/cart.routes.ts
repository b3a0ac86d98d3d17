import {
  CART_LIMITS,
  CartByPhoneQuerySchema,
  CartCreateBodySchema,
  CartDeleteResponseSchema,
  CartListSchema,
  CartRowChangeSchema,
  CartRowParamsSchema,
  CartUpdateBodySchema,
} from "@nagai/contracts/cart";
import { ErrorResponseSchema } from "@nagai/contracts/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type RequireUser, signedInUser } from "../auth/auth.public.ts";
import type { CartService } from "./cart.service.ts";

const tags = ["cart"];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  503: ErrorResponseSchema,
};
const ownPhone =
  "The caller is the token's shopper: a `phone` other than theirs is a 404, as for a number with no cart.";

export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService; requireUser: RequireUser }> = async (
  app,
  { cart, requireUser },
) => {
  app.get(
    "/cart/by-phone",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The signed-in shopper's cart, with the catalogue's names, prices and stock",
        description: `${ownPhone} A piece the catalogue no longer has shows null fields and stock 0.`,
        querystring: CartByPhoneQuerySchema,
        response: { 200: CartListSchema, ...errors },
      },
    },
    async (request) => cart.list(signedInUser(request), request.query.phone),
  );

  app.post(
    "/cart/create",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Put a piece in the signed-in shopper's cart",
        description:
          `The piece is itemTagSno, else itemSno; itemName, price and image are ignored. ${ownPhone} ` +
          "A piece already in the cart is a 409 ALREADY_IN_CART (change its quantity with PUT /cart/update); " +
          "sold out or fewer in stock than asked is a 409 OUT_OF_STOCK; an unknown piece a 404; " +
          `a cart of ${CART_LIMITS.maxRows} pieces is full (409 LIST_FULL).`,
        body: CartCreateBodySchema,
        response: { 201: CartRowChangeSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await cart.create(signedInUser(request), request.body)),
  );

  app.put(
    "/cart/update",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Set the quantity of a row of the signed-in shopper's cart",
        description:
          `The row is \`id\` (or \`sno\`); another shopper's row is a 404. Quantity 1 to the piece's stock ` +
          `(at most ${CART_LIMITS.maxQuantity}): more than in stock is a 409 OUT_OF_STOCK. ${ownPhone}`,
        body: CartUpdateBodySchema,
        response: { 200: CartRowChangeSchema, ...errors },
      },
    },
    async (request) => cart.update(signedInUser(request), request.body),
  );

  app.delete(
    "/cart/delete/:id",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Remove a row from the signed-in shopper's cart",
        description: "Another shopper's row is a 404.",
        params: CartRowParamsSchema,
        response: { 200: CartDeleteResponseSchema, ...errors },
      },
    },
    async (request) => cart.remove(signedInUser(request), request.params.id),
  );
};
