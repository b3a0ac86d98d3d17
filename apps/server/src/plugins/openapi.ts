import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

/** The OpenAPI document is generated from the routes' Zod schemas; served with its UI at /api/docs. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Nagai API",
        version: "1.0.0",
        description:
          "The REST API of the Nagai jewellery shop, used by the storefront and the mobile app. " +
          "Money is in rupees with two decimals. Errors are { status: 'error', error, message, fields? }. " +
          "Text holding a NUL character (U+0000) anywhere in a query, path or body is refused with a 400 " +
          "naming the field (`<field> must not contain NUL characters`).",
      },
      servers: [{ url: "/" }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
});
