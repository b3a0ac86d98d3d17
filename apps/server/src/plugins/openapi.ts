import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { TOKEN_COOKIE } from "@nagai/contracts/auth";
import { ErrorResponseSchema } from "@nagai/contracts/errors";
import { STAFF_TOKEN_COOKIE } from "@nagai/contracts/staff";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { requiresSignedInUser } from "../modules/auth/auth.public.ts";

/** The token of a signed-in shopper: `Authorization: Bearer` (the mobile app), or the web's cookie. */
export const SESSION_SECURITY = [{ bearerAuth: [] }, { cookieAuth: [] }];
/** A route that reads the token when one comes and answers without one too (logout). */
export const OPTIONAL_SESSION_SECURITY = [...SESSION_SECURITY, {}];
/** A staff member's token (decision 045): Bearer (a shop-floor app) or the console's cookie. */
export const STAFF_SECURITY = [{ staffBearerAuth: [] }, { staffCookieAuth: [] }];
export const OPTIONAL_STAFF_SECURITY = [...STAFF_SECURITY, {}];
/** Every route under here but sign-in runs `requireStaff` (app.ts): the document says so. */
const STAFF_ROUTE = /^\/api\/v1\/staff\/(?!auth\/)/;

type Transform = typeof jsonSchemaTransform;
type TransformObject = typeof jsonSchemaTransformObject;
type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The OpenAPI document is generated from the routes' Zod schemas; served with its UI at /api/docs.
 * It is the API's contract (decision 039): tests check every answer against it
 * (testing/answer-contract.ts) and `npm run lint:openapi` lints it with Redocly's recommended rules.
 */
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
          "naming the field (`<field> must not contain NUL characters`). A personal route takes the token " +
          "that login answers as `Authorization: Bearer <token>` (the mobile app) or as the `user_token` " +
          "cookie (the web); without a valid one it answers 401.",
      },
      servers: [{ url: "/" }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "JWT",
            description: "The token that login, verify-otp and change-password answer.",
          },
          cookieAuth: {
            type: "apiKey",
            in: "cookie",
            name: TOKEN_COOKIE,
            description: "The same token, as the HttpOnly cookie those calls set for the web.",
          },
          staffBearerAuth: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "JWT",
            description:
              "A staff token, as POST /api/v1/staff/auth/verify-otp answers it; never a shopper's.",
          },
          staffCookieAuth: {
            type: "apiKey",
            in: "cookie",
            name: STAFF_TOKEN_COOKIE,
            description: "The same staff token, as the HttpOnly cookie verify-otp sets for the console.",
          },
        },
      },
    },
    transform: describeOperation,
    transformObject: finishDocument,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  // Fastify reads the body of any request that may carry one, whatever the route's schema, and
  // answers 400 (not JSON), 413 (over the 1 MB limit) or 415 (a media type no parser takes)
  // before the route runs (plugins/errors.ts): the document lists them on every such route.
  // A personal route answers 401 without a valid token (requireUser). A route that reads the
  // database answers 503 with Retry-After while it is away (plugins/errors.ts): all but robots.txt
  // and the size guides' PDFs, which are made without it. Any route answers 500 with the error
  // shape on a failure nobody foresaw (plugins/errors.ts), logged with its cause.
  app.addHook("onRoute", (route) => {
    const schema = route.schema as JsonObject | undefined;
    if (!schema || schema.hide) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const response = (schema.response ?? {}) as JsonObject;
    schema.response = {
      ...(methods.some((method) => BODY_METHODS.has(method))
        ? {
            400: ErrorResponseSchema,
            413: ErrorResponseSchema.describe("The body is larger than 1 MB"),
            415: ErrorResponseSchema.describe("The body's media type is not one the route reads"),
          }
        : {}),
      ...(requiresSignedInUser(route.preHandler) ? { 401: ErrorResponseSchema } : {}),
      500: UNFORESEEN_FAILURE,
      ...(WITHOUT_DATABASE.test(route.url) ? {} : { 503: DATABASE_AWAY }),
      ...response,
    };
  });
});

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const WITHOUT_DATABASE = /^\/(robots\.txt|assets\/)/;
const UNFORESEEN_FAILURE = ErrorResponseSchema.describe(
  "A failure the server did not foresee (INTERNAL_ERROR); it is logged, and the request may be retried",
);
const DATABASE_AWAY = ErrorResponseSchema.describe(
  "The database is away (DATABASE_UNAVAILABLE, with Retry-After), or another service the route needs",
);

/**
 * One route's part of the document: what fastify-type-provider-zod makes of its Zod schemas, plus
 * - `security`: the token for a route whose preHandler is `requireUser`, none for the others
 *   unless the route names its own (logout reads a token when one comes);
 * - a response that can only be `null` (a 204, a 303) is a response without a body.
 */
const describeOperation: Transform = (input) => {
  const output = jsonSchemaTransform(input);
  const schema = output.schema as JsonObject;
  if (schema.hide) return output;
  schema.security ??= STAFF_ROUTE.test(input.route.url)
    ? STAFF_SECURITY
    : requiresSignedInUser(input.route.preHandler)
      ? SESSION_SECURITY
      : [];
  if (isObject(schema.response)) {
    for (const [status, response] of Object.entries(schema.response)) {
      if (isObject(response) && isNullOnly(response)) {
        schema.response[status] = { type: "null", description: response.description };
      }
    }
  }
  return output;
};

/** Zod's `z.null()` in OpenAPI 3.0: a nullable string whose one value is null. */
const isNullOnly = (schema: JsonObject) =>
  schema.nullable === true &&
  Array.isArray(schema.enum) &&
  schema.enum.length === 1 &&
  schema.enum[0] === null;

/**
 * The whole document, once every route is in it:
 * - every operation has an operationId, from its method and path (`operationIdOf`);
 * - `nullable` stands beside a `type`, as OpenAPI 3.0 requires (`typedNullable`);
 * - a component schema no operation reaches is left out (fastify-type-provider-zod writes an input
 *   and an output version of every registered schema, and most are used one way only).
 */
const finishDocument: TransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as JsonObject & {
    paths?: Record<string, Record<string, JsonObject>>;
    components?: { schemas?: Record<string, unknown> };
  };
  const seen = new Map<string, string>();
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const operationId = operationIdOf(method, path);
      const other = seen.get(operationId);
      if (other) throw new Error(`operationId ${operationId} of ${method} ${path} is also ${other}'s`);
      seen.set(operationId, `${method} ${path}`);
      operation.operationId ??= operationId;
    }
  }
  typedNullable(document);
  const schemas = document.components?.schemas;
  if (schemas) {
    const used = new Set<string>();
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) {
        for (const item of value) visit(item);
        return;
      }
      if (!isObject(value)) return;
      const ref = value.$ref;
      if (typeof ref === "string" && ref.startsWith("#/components/schemas/")) {
        const name = ref.slice("#/components/schemas/".length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      }
      for (const child of Object.values(value)) visit(child);
    };
    visit(document.paths);
    for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  }
  return document;
};

/**
 * `getProductItemsFilter` for GET /api/v1/product/items/filter, `getOrderByOrderId` for
 * GET /api/v1/order/{orderId}: the method, then each word of the path after /api/v1.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/v1(?=\/)/, "")
    .split("/")
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      return parameter ? ["by", parameter] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join("");
}

/**
 * OpenAPI 3.0's `nullable` means nothing without a `type` beside it. Zod writes a nullable union
 * as `{ nullable, anyOf }` and a nullable reference as `{ nullable, allOf: [$ref] }`: the first
 * becomes a union whose first typed member is nullable, the second a union of the reference and
 * null (3.0 has no null type: a nullable schema whose one value is null, as Zod writes `z.null()`).
 */
function typedNullable(document: JsonObject): void {
  const schemas = ((document.components as JsonObject | undefined)?.schemas ?? {}) as Record<string, unknown>;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isObject(value)) return;
    for (const child of Object.values(value)) visit(child);
    if (value.nullable !== true || value.type !== undefined) return;
    const members = (value.anyOf ?? value.oneOf) as JsonObject[] | undefined;
    const typed = members?.find((member) => member.type !== undefined);
    if (typed) {
      typed.nullable = true;
      delete value.nullable;
      return;
    }
    const allOf = value.allOf as JsonObject[] | undefined;
    const ref = allOf?.length === 1 ? allOf[0]!.$ref : undefined;
    const target = typeof ref === "string" ? schemas[ref.replace("#/components/schemas/", "")] : undefined;
    if (isObject(target) && target.type !== undefined) {
      delete value.nullable;
      delete value.allOf;
      value.anyOf = [{ $ref: ref }, { type: target.type, nullable: true, enum: [null] }];
      return;
    }
    throw new Error(`a nullable schema with no type to stand beside: ${JSON.stringify(value)}`);
  };
  visit(document.paths);
  visit(schemas);
}
