import type { FastifyRequest } from "fastify";

/**
 * What the log must never hold (issue 9, item 8): OTPs, passwords, tokens, cookies. Fastify logs
 * every request's URL, and verify-otp carries its code in the query; errors carry the values of
 * failed queries. Three layers keep them out, whoever writes the log line:
 *
 * - the request serializer writes the URL with secret query values replaced;
 * - the error serializer keeps named, harmless fields only (never a query's `params`) and scrubs
 *   the message and stack;
 * - every string handed to the logger is scrubbed (`name=value` and `"name": value` pairs with a
 *   secret name, bearer tokens, JWTs, and digits written next to the word OTP), and pino's
 *   `redact` censors secret fields of logged objects.
 */

export const REDACTED = "[redacted]";

/** A parameter or field whose value is a secret: otp, password, newPassword, token, authKey… */
const SECRET_NAME = /otp|pass|pwd|token|secret|auth|cookie|session|signature|^code$|key$/i;

/** Fields of logged objects censored by pino (fast-redact paths; `*` is one level). */
const SECRET_FIELDS = [
  "password",
  "newPassword",
  "oldPassword",
  "confirmPassword",
  "otp",
  "token",
  "authKey",
];
export const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "headers.authorization",
  "headers.cookie",
  'headers["set-cookie"]',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((name) => `*.${name}`),
];

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

/** The logger options of the whole shop (Fastify's `logger`, which is pino's options). */
export function loggerOptions(level: string, stream?: LogDestination) {
  return {
    level,
    serializers: { req: serializeRequest, err: serializeError },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    hooks: {
      // Every string argument, message or interpolated value, of every logger and its children.
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === "string" ? scrubText(arg) : arg)),
        );
      },
    },
    ...(stream ? { stream } : {}),
  };
}
