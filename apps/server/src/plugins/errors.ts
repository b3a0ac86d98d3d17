import type { ErrorResponse } from "@nagai/contracts/errors";
import { ERROR_CODES } from "@nagai/contracts/errors";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../db/availability.ts";
import { HttpError } from "../http-errors.ts";

/**
 * Every error leaves as `{ status: "error", error, message, fields? }` (DESIGN.md section 4).
 * Bad input is a 400 naming each field; a database that is away (restarting, refusing connections,
 * closed) is a 503 with Retry-After, so clients and load balancers retry instead of giving up;
 * anything else unexpected is logged and answered without detail.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers ?? {})
        .send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name =
          issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || error.validationContext || "request";
        fields[name] ??= issue.message ?? "is invalid";
      }
      const message = Object.values(fields).join("; ");
      return reply.code(400).send(body(ERROR_CODES.validation, message, fields));
    }
    const sqlState = findDataException(error);
    if (sqlState) {
      // The last line behind the schemas: a value PostgreSQL refused is the client's, not ours.
      // Logged, because it means a schema lets through what the database cannot take.
      request.log.warn({ err: error, sqlState }, "database refused a value from the request");
      return reply.code(400).send(body(ERROR_CODES.validation, "A value in the request is not valid."));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: unparseable JSON, too large a body, unsupported media type.
      return reply.code(status).send(body(clientErrorCode(status), error.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return reply
        .code(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send(
          body(
            ERROR_CODES.unavailable,
            "The shop cannot reach its database just now. Please try again shortly.",
          ),
        );
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send(body(ERROR_CODES.internal, "Something went wrong. Please try again."));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(body(ERROR_CODES.notFound, `No route for ${request.method} ${request.url.split("?")[0]}`));
  });
});

/**
 * The SQLSTATE of a PostgreSQL "data exception" (class 22: a number out of range 22003, text that
 * is not a number 22P02, a NUL or bad byte 22021/22P05, a bad LIKE escape 22025…) behind an
 * error, whether pg's or PGlite's, bare or wrapped by Drizzle as the `cause`.
 */
function findDataException(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code)) return code;
    cause = cause.cause;
  }
  return undefined;
}

function body(error: string, message: string, fields?: Record<string, string>): ErrorResponse {
  return fields ? { status: "error", error, message, fields } : { status: "error", error, message };
}

function clientErrorCode(status: number): string {
  if (status === 401) return ERROR_CODES.unauthorized;
  if (status === 403) return ERROR_CODES.forbidden;
  if (status === 404) return ERROR_CODES.notFound;
  if (status === 409) return ERROR_CODES.conflict;
  if (status === 429) return ERROR_CODES.tooManyRequests;
  return ERROR_CODES.validation;
}
