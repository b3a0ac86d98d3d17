import { type SQL, sql } from "drizzle-orm";

/**
 * What one module writes inside another's statement, so that writes of several modules that must
 * succeed or fail together cost one round trip (an order: its rows, the pieces' stock, the cart;
 * decision 021, written in orders/order-statement.ts, decision 041). The statement that takes them
 * is written
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
