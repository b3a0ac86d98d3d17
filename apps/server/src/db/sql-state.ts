/** SQLSTATEs the services answer as a client's conflict rather than a defect. */
export const SQL_STATES = {
  uniqueViolation: "23505",
  foreignKeyViolation: "23503",
} as const;

/** The SQLSTATE behind an error, pg's or PGlite's, bare or wrapped by Drizzle as the `cause`. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    cause = cause.cause;
  }
  return undefined;
}
