/** SQLSTATEs the services answer as a client's conflict rather than a defect. */
export const SQL_STATES = {
  uniqueViolation: "23505",
  foreignKeyViolation: "23503",
  checkViolation: "23514",
} as const;

/** The database's own error behind `error`, pg's or PGlite's, bare or wrapped by Drizzle as the `cause`. */
function databaseErrorOf(error: unknown): { code: string; constraint?: unknown } | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code))
      return { code, constraint: (cause as { constraint?: unknown }).constraint };
    cause = cause.cause;
  }
  return undefined;
}

/** The SQLSTATE behind an error, pg's or PGlite's, bare or wrapped by Drizzle as the `cause`. */
export function sqlStateOf(error: unknown): string | undefined {
  return databaseErrorOf(error)?.code;
}

/** Whether `error` is the database refusing a write by the rule (constraint or trigger) `name`. */
export function isViolationOf(error: unknown, sqlState: string, name: string): boolean {
  const cause = databaseErrorOf(error);
  return cause?.code === sqlState && cause.constraint === name;
}
