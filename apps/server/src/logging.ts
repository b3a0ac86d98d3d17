import { createRequire } from "node:module";
import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/**
 * What the log must never hold (issue 9, item 8): OTPs, passwords, tokens, cookies. Fastify logs
 * every request's URL, and verify-otp carries its code in the query; errors carry the values of
 * failed queries. Three layers keep them out, whoever writes the log line:
 *
 * - the request serializer writes the URL with secret query values replaced;
 * - the error serializer keeps named, harmless fields only (never a query's `params`) and scrubs
 *   the message and stack;
 * - every string handed to the logger is scrubbed (`name=value` and `"name": value` pairs with a
 *   secret name, bearer tokens, JWTs, and digits written next to the word OTP), and every logged
 *   object's secret fields are censored (`censorSecrets`).
 */

export const REDACTED = "[redacted]";

/** A parameter or field whose value is a secret: otp, password, newPassword, token, authKey… */
const SECRET_NAME = /otp|pass|pwd|token|secret|auth|cookie|session|signature|^code$|key$/i;

/** Fields of logged objects that are censored, at the object's top level or one below (`censorSecrets`). */
const SECRET_FIELDS = new Set([
  "password",
  "newPassword",
  "oldPassword",
  "confirmPassword",
  "otp",
  "token",
  "authKey",
  // Request and response headers (Node writes their names in lower case).
  "authorization",
  "cookie",
  "set-cookie",
]);

/**
 * Keys of a logged object that only an allow-list serializer writes (`loggerOptions`): `req` and
 * `err` here, `res` Fastify's (its status code). Nothing else of them reaches the line.
 */
const SERIALIZED_KEYS = new Set(["req", "res", "err"]);

function isSecretName(raw: string): boolean {
  let name = raw.replaceAll("+", " ");
  try {
    name = decodeURIComponent(name);
  } catch {
    // A badly encoded name is judged as written.
  }
  return SECRET_NAME.test(name);
}

/** The URL with the value of every secret query parameter replaced: `?otp=123456` → `?otp=[redacted]`. */
export function redactUrl(url: string): string {
  const start = url.indexOf("?");
  if (start < 0) return url;
  const pairs = url
    .slice(start + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      if (equals < 0 || !isSecretName(pair.slice(0, equals))) return pair;
      return `${pair.slice(0, equals)}=${REDACTED}`;
    });
  return `${url.slice(0, start)}?${pairs.join("&")}`;
}

const NAME_VALUE = /([\w%.[\]-]+)=([^&\s"'<>]*)/g;
const JSON_FIELD = /"([\w.-]+)"(\s*:\s*)("(?:[^"\\]|\\.)*"|-?[\d.]+)/g;
const BEARER = /\b(Bearer|Basic)\s+[\w~+/.=-]+/gi;
const JWT = /\beyJ[\w-]{5,}\.[\w-]+\.[\w-]+/g;
/** Four to eight digits within a few words of "OTP", before or after ("272461 is your Nagai OTP"). */
const DIGITS_NEAR_OTP = /\b\d{4,8}\b(?=[^\n]{0,40}\botp\b)|(?<=\botp\b[^\n]{0,40})\b\d{4,8}\b/gi;
/** Drizzle's DrizzleQueryError writes the query's parameters into its message: password hashes, codes. */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;

/** Any text about to be logged, with secrets replaced. */
export function scrubText(text: string): string {
  return text
    .replace(QUERY_PARAMS, `\nparams: ${REDACTED}`)
    .replace(NAME_VALUE, (pair, name: string) => (isSecretName(name) ? `${name}=${REDACTED}` : pair))
    .replace(JSON_FIELD, (field, name: string, colon: string) =>
      SECRET_NAME.test(name) ? `"${name}"${colon}"${REDACTED}"` : field,
    )
    .replace(BEARER, (_match, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(DIGITS_NEAR_OTP, REDACTED);
}

/** Fields of an error worth logging, none of which holds a value from the request. */
const ERROR_FIELDS = [
  "code",
  "statusCode",
  "errno",
  "syscall",
  "address",
  "port",
  "severity",
  "table",
  "column",
  "constraint",
  "routine",
] as const;

/** pino's shape of a logged error. */
type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/**
 * Errors are logged by an allow-list rather than pino's default (every enumerable field): a
 * database error's `params`, `detail` or `where`, or a socket error's `rawPacket`, may hold a
 * shopper's values.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (typeof error !== "object" || error === null) {
    return { type: typeof error, message: scrubText(String(error)), stack: "" };
  }
  const source = error as Record<string, unknown>;
  const serialized: SerializedError = {
    type: (error as { constructor?: { name?: string } }).constructor?.name ?? "Object",
    message: scrubText(String(source.message ?? "")),
    stack: typeof source.stack === "string" ? scrubText(source.stack) : "",
  };
  // A failed query's SQL has placeholders, not values.
  if (typeof source.query === "string") serialized.query = scrubText(source.query);
  for (const field of ERROR_FIELDS) {
    const value = source[field];
    if (typeof value === "string" || typeof value === "number") serialized[field] = scrubText(String(value));
  }
  if (depth < 3 && source.cause !== undefined) serialized.cause = serializeError(source.cause, depth + 1);
  if (depth < 3 && Array.isArray(source.errors)) {
    serialized.errors = source.errors.slice(0, 5).map((inner) => serializeError(inner, depth + 1));
  }
  return serialized;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The record with the values `replace` changes, copied when one changes: else the record itself. */
function replacing(
  record: Record<string, unknown>,
  replace: (name: string, value: unknown) => unknown,
): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const name of Object.keys(record)) {
    const value = record[name];
    const replaced = replace(name, value);
    if (replaced === value) continue;
    copy ??= { ...record };
    copy[name] = replaced;
  }
  return copy ?? record;
}

const censorField = (name: string, value: unknown) => (SECRET_FIELDS.has(name) ? REDACTED : value);

function censorTopLevel(key: string, value: unknown): unknown {
  if (SERIALIZED_KEYS.has(key)) return value;
  if (SECRET_FIELDS.has(key)) return REDACTED;
  return isRecord(value) ? replacing(value, censorField) : value;
}

/**
 * pino's `formatters.log`: the object of a log call with every secret field replaced, at its top
 * level (`{ token }`) or one below (`{ body: { password } }`, `{ headers: { cookie } }`). What it
 * changes is copied; the caller's objects are never written to. A line with none (every request's
 * line) costs a look at each key, less than pino's own `redact` with the same wildcard paths
 * (bench/README.md).
 */
export function censorSecrets(object: Record<string, unknown>): Record<string, unknown> {
  return replacing(object, censorTopLevel);
}

/** Fastify's request serializer, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Where log lines go: stdout unless a test captures them. */
export interface LogDestination {
  write(line: string): void;
}

/**
 * How lines are written to standard output: one readable line each when a person watches a
 * terminal, JSON lines for whatever reads a pipe or a file (a log collector, `npm start > log`).
 * The output decides, not NODE_ENV, as in fastify/demo: a production server under a process
 * manager writes JSON, and one started by hand in a terminal is read by the person who started it.
 */
export type LogFormat = "pretty" | "json";

export function logFormatFor(output: { isTTY?: boolean }): LogFormat {
  return output.isTTY === true ? "pretty" : "json";
}

/** A line's message, then its request (`GET /api/v1/cart`), status and time in milliseconds. */
function prettyMessage(line: Record<string, unknown>, messageKey: string): string {
  const parts = [String(line[messageKey] ?? "")];
  const { req, res, responseTime } = line;
  if (isRecord(req)) parts.push(`${req.method} ${req.url}`);
  if (isRecord(res)) parts.push(String(res.statusCode));
  if (typeof responseTime === "number") parts.push(`${responseTime.toFixed(1)} ms`);
  return parts.join(" ");
}

/**
 * pino-pretty as a stream on this thread, written synchronously like pino's own stdout: loaded
 * only for a terminal, so JSON output never loads it.
 */
function prettyStream(): LogDestination {
  const require = createRequire(import.meta.url);
  const { build } = require("pino-pretty") as typeof import("pino-pretty");
  return build({
    sync: true,
    translateTime: "SYS:HH:MM:ss.l",
    ignore: "pid,hostname,reqId,req,res,responseTime",
    messageFormat: prettyMessage,
    singleLine: true,
  });
}

/**
 * The logger options of the whole shop (Fastify's `logger`, which is pino's options). Without a
 * stream, lines go to standard output in the format it asks for (`logFormatFor`).
 */
export function loggerOptions(level: string, stream?: LogDestination, format = logFormatFor(process.stdout)) {
  const destination = stream ?? (format === "pretty" ? prettyStream() : undefined);
  return {
    level,
    serializers: { req: serializeRequest, err: serializeError },
    formatters: { log: censorSecrets },
    hooks: {
      // Every string argument, message or interpolated value, of every logger and its children.
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === "string" ? scrubText(arg) : arg)),
        );
      },
    },
    ...(destination ? { stream: destination } : {}),
  };
}

/**
 * Fastify's request log (its `logController`), with one line per request at info where Fastify
 * writes two: when the request is answered, with its method and URL (`req`), status (`res`) and
 * time. The line Fastify writes as a request comes is written at debug: at info it is a second
 * line of every request for the server's one thread to write (bench/README.md). A request
 * whose client leaves before the answer gets its line from `logAbortedRequest`. Every other line
 * (errors, a route not found) is Fastify's own.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, "request errored");
    else reply.log.info(fields, "request completed");
  }
}

/**
 * Fastify's `onRequestAbort` hook: the one line of a request whose client left before it was
 * answered (the connection closed while its body came or its handler ran), which would otherwise
 * leave no trace at info.
 */
export function logAbortedRequest(request: FastifyRequest, done: () => void): void {
  request.log.info({ req: request }, "request aborted");
  done();
}
