import { type SQL, sql } from "drizzle-orm";

/**
 * What one module writes inside another's statement, so that writes of several modules that must
 * succeed or fail together cost one round trip (an order: its rows, the pieces' stock, the cart;
 * decision 021). The statement that takes them is written
 *
 *   with ${parts.before} own_rows as (insert … where ${parts.allowed} returning …) ${parts.after(sql`own_rows`)}
 *   select …, ${parts.answer} as parts
 *
 * `before`: CTEs, each followed by a comma, run first. `allowed`: SQL boolean; the statement's own
 * write goes ahead only when it holds. `after(rows)`: CTEs, each preceded by a comma, that write for
 * the rows of the CTE `rows` (which has a column `id`), and nothing when it has none. `answer`: text
 * (or null) answered beside the statement's own answer.
 */
export interface StatementParts {
  before: SQL;
  allowed: SQL;
  after(rows: SQL): SQL;
  answer: SQL;
}

/** No other module writes alongside. */
export const NO_PARTS: StatementParts = {
  before: sql``,
  allowed: sql`true`,
  after: () => sql``,
  answer: sql`null::text`,
};

/** Several modules' parts in one statement: all before, all allowed, all after; the first's answer. */
export function combineParts(first: StatementParts, ...others: StatementParts[]): StatementParts {
  const all = [first, ...others];
  return {
    before: sql.join(
      all.map((parts) => parts.before),
      sql` `,
    ),
    allowed: sql.join(
      all.map((parts) => sql`(${parts.allowed})`),
      sql` and `,
    ),
    after: (rows) =>
      sql.join(
        all.map((parts) => parts.after(rows)),
        sql` `,
      ),
    answer: first.answer,
  };
}
