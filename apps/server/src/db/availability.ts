import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";

/**
 * What a client is told to wait (Retry-After, seconds) while the database is away: a PostgreSQL
 * restart or failover takes a few seconds, and the pool reconnects on the next query.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors: the server is down, restarting, unreachable or cut the connection. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "ENOTFOUND",
]);

/**
 * SQLSTATEs that say "not now" rather than "this query is wrong": admin_shutdown (57P01, a
 * terminated backend), crash_shutdown (57P02), cannot_connect_now (57P03, starting up or shutting
 * down), too_many_connections (53300), and query_canceled (57014: the pool's statement_timeout or
 * an administrator's cancel, so a retry later may well succeed). Class 08 is added below.
 */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);

/**
 * Errors without a code, from pg, pg-pool and PGlite: a connection that ended mid-query, the
 * pool's connection timeout, a client or pool used after it ended, PGlite after close().
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Cannot use a pool after calling end/,
  /^Query read timeout/,
  /^PGlite is closed/,
  // The embedded database's own thread (pglite/thread.ts) has stopped or failed.
  /^The embedded database's thread/,
  // 55000 as a connection answer: the database is refusing connections (ALLOW_CONNECTIONS false).
  /is not currently accepting connections/,
];

/**
 * True when an error (or its cause: Drizzle wraps driver errors in DrizzleQueryError) says the
 * database could not be reached or dropped the connection, as opposed to a wrong query: such a
 * request deserves a 503 and a retry, not a 500.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== "object" || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
    return true;
  // Node reports a refused connection to a host with several addresses as an AggregateError.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * `select 1` within `timeoutMs`: false if the database fails or does not answer in time. The pool's
 * connection timeout bounds a hanging connect too; this bounds the whole check for readiness probes.
 */
export async function databaseAnswers(db: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
