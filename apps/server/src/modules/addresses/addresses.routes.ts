import {
  ADDRESS_LIMITS,
  AddressChangeSchema,
  AddressCreateBodySchema,
  AddressDeleteResponseSchema,
  AddressListSchema,
  AddressParamsSchema,
  AddressResponseSchema,
  AddressUpdateBodySchema,
  CustomerParamsSchema,
} from "@nagai/contracts/address";
import { ErrorResponseSchema } from "@nagai/contracts/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type RequireUser, signedInUser } from "../auth/auth.public.ts";
import type { AddressesService } from "./addresses.service.ts";

const tags = ["addresses"];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  503: ErrorResponseSchema,
};
const own =
  "The caller is the token's shopper: another shopper's customerId or address id is a 404, as for one nobody has.";
const rules =
  "A field that breaks a rule is a 400 naming it with the spec's message (10-digit phone, 6-digit pincode, " +
  "the GST pattern, required fields). Text is trimmed.";

export const addressesRoutes: FastifyPluginAsyncZod<{
  addresses: AddressesService;
  requireUser: RequireUser;
}> = async (app, { addresses, requireUser }) => {
  app.post(
    "/addresses/create",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Add an address to the signed-in shopper's address book",
        description:
          `${rules} ${own} A shopper's first address is the default; isDefault makes a later one the default ` +
          `and clears the others. At most ${ADDRESS_LIMITS.maxPerShopper} addresses (409 LIST_FULL).`,
        body: AddressCreateBodySchema,
        response: { 201: AddressChangeSchema, ...errors, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addresses.create(signedInUser(request).id, request.body)),
  );

  app.get(
    "/addresses/customer/:customerId",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The signed-in shopper's addresses, oldest first",
        description: own,
        params: CustomerParamsSchema,
        response: { 200: AddressListSchema, ...errors },
      },
    },
    async (request) => addresses.list(signedInUser(request).id, request.params.customerId),
  );

  app.get(
    "/addresses/:id",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "One of the signed-in shopper's addresses",
        description: own,
        params: AddressParamsSchema,
        response: { 200: AddressResponseSchema, ...errors },
      },
    },
    async (request) => addresses.get(signedInUser(request).id, request.params.id),
  );

  app.put(
    "/addresses/update/:id",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Change one of the signed-in shopper's addresses",
        description:
          `${rules} ${own} Fields left out keep their value; an optional field sent empty or null is cleared. ` +
          "isDefault true makes it the default and clears the others in the same transaction.",
        params: AddressParamsSchema,
        body: AddressUpdateBodySchema,
        response: { 200: AddressChangeSchema, ...errors },
      },
    },
    async (request) => addresses.update(signedInUser(request).id, request.params.id, request.body),
  );

  app.delete(
    "/addresses/delete/:id",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Delete one of the signed-in shopper's addresses",
        description:
          `${own} The last address cannot be deleted (409 LAST_ADDRESS, "You must have at least one address."); ` +
          "deleting the default makes the oldest other address the default.",
        params: AddressParamsSchema,
        response: { 200: AddressDeleteResponseSchema, ...errors, 409: ErrorResponseSchema },
      },
    },
    async (request) => addresses.remove(signedInUser(request).id, request.params.id),
  );
};
