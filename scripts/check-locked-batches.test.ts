import { describe, expect, it } from "vitest";
import { findLockedBatches } from "./check-locked-batches.ts";

// The statements decision 058 refuses and the two forms it keeps, as the server writes them.

describe("check-locked-batches", () => {
  it("finds a SKIP LOCKED batch in an in (…) subquery, on the line where it starts", () => {
    const source = [
      "await db.execute(sql`",
      "  update outbox set attempts = attempts + 1",
      "  where id in (",
      "    select id from outbox where state = 'pending' and (expires_at is null or expires_at > now())",
      "    order by id limit 10 for update skip locked)`);",
    ].join("\n");
    expect(findLockedBatches(source)).toEqual([{ line: 3, text: "in ( select" }]);
  });

  it("finds Drizzle's inArray over a query built with skipLocked", () => {
    const source = [
      "const due = db.select({ id: refunds.id }).from(refunds).limit(1).for('update', { skipLocked: true });",
      "const other = db.select({ id: refunds.id }).from(refunds);",
      "await db.update(refunds).set({ attempts: 1 }).where(inArray(refunds.id, due));",
      "await db.update(refunds).set({ attempts: 1 }).where(inArray(refunds.id, other));",
    ].join("\n");
    expect(findLockedBatches(source)).toEqual([{ line: 3, text: "inArray(refunds.id, due)" }]);
  });

  it("leaves the materialized CTE, the scalar subquery and an in (…) without SKIP LOCKED", () => {
    const source = [
      "await db.execute(sql`",
      "  with due as materialized (",
      "    select id from outbox where (claimed_until is null) order by id limit 3 for update skip locked)",
      "  update outbox set attempts = attempts + 1 where id in (select id from due)`);",
      "const due = db.select({ id: refunds.id }).from(refunds).limit(1).for('update', { skipLocked: true });",
      "await db.execute(sql`update refunds set attempts = 1",
      "  where id = (select id from refunds order by id limit 1 for update skip locked)`);",
      "await db.execute(sql`select o.id from orders o where o.id in (select id from held)",
      "  order by o.id limit 5 for no key update of o skip locked`);",
    ].join("\n");
    expect(findLockedBatches(source)).toEqual([]);
  });
});
