import { isUtf8 } from "node:buffer";
import { ErrorResponseSchema } from "@nagai/contracts/errors";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { badRequest } from "../http-errors.ts";

/** The parts of a request a route's schema may declare, as Fastify names them. */
const PARTS = [
  ["querystring", "query"],
  ["params", "params"],
  ["body", "body"],
] as const;
/** Fields named in one answer: enough to fix a form, too few to make the answer big. */
const MAX_FIELDS = 10;

export const NUL_MESSAGE = "must not contain NUL characters";
export const NOT_UTF8_MESSAGE = "The request body is not valid UTF-8.";

/**
 * Text holding a NUL character (U+0000) is refused with a 400 naming the field, before the route's
 * schema and handler run: PostgreSQL cannot keep it in text (22021) or jsonb (22P05), so it
 * would otherwise end as a 500 deep in a query. One guard over every route that declares a query,
 * path or body schema, rather than a refinement on each Zod string, also covers values the schemas
 * pass through unchecked (`roles: z.unknown()`), keys, and routes written later. Pages declare no
 * schema: their loaders and actions call the API, where this guard answers.
 *
 * The OpenAPI document says so (openapi.ts) and lists a 400 on every such route.
 *
 * A JSON body that is not valid UTF-8 is refused too (400), before it is parsed: decoded as
 * Fastify does, each broken sequence became U+FFFD, and a contact message or an e-mail address was
 * kept changed from what the client sent. Otherwise the body is parsed by Fastify's own parser,
 * with its guards against `__proto__` and `constructor` keys.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    if (!isUtf8(body as Buffer)) return done(badRequest(NOT_UTF8_MESSAGE), undefined);
    parseJson(request, (body as Buffer).toString("utf8"), done);
  });

  app.addHook("onRoute", (route) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (!schema || !PARTS.some(([declared]) => schema[declared] !== undefined)) return;
    const response = (schema.response ?? {}) as Record<string, unknown>;
    if (response[400] === undefined && response["4xx"] === undefined) {
      schema.response = { ...response, 400: ErrorResponseSchema };
    }
  });

  app.addHook("preValidation", async (request: FastifyRequest) => {
    const schema = request.routeOptions.schema as Record<string, unknown> | undefined;
    if (!schema) return;
    const fields = new Map<string, string>();
    for (const [declared, part] of PARTS) {
      if (schema[declared] !== undefined) findNul(request[part], fields);
    }
    if (fields.size > 0) throw badRequest([...fields.values()].join("; "), Object.fromEntries(fields));
  });
});

/**
 * Adds `name: "name must not contain NUL characters"` for each string or key holding U+0000 (in
 * a Map: a field may be called `__proto__`).
 * Walks with its own stack: a body may nest thousands of levels deep within the 1 MB limit.
 */
function findNul(value: unknown, fields: Map<string, string>) {
  const stack: [string, unknown][] = [["", value]];
  while (stack.length > 0 && fields.size < MAX_FIELDS) {
    const [path, item] = stack.pop()!;
    if (typeof item === "string") {
      if (item.includes("\u0000")) fields.set(path || "request", `${path || "The request"} ${NUL_MESSAGE}`);
      continue;
    }
    if (item === null || typeof item !== "object") continue;
    for (const [key, child] of Object.entries(item)) {
      // A key with NUL is named visibly: the answer must not carry the character back.
      const name = key.replaceAll("\u0000", "\\0");
      const childPath = path ? `${path}.${name}` : name;
      if (key.includes("\u0000")) fields.set(childPath, `${childPath} ${NUL_MESSAGE}`);
      else stack.push([childPath, child]);
    }
  }
}
