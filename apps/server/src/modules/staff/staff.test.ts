// The staff foundation (decision 045): who a staff route lets in, and the audit log that cannot be
// changed. Sign-in, the CLI and the console's calls have their own tests.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { recordAudit } from "../audit/audit.public.ts";
import { auditLog } from "../audit/audit.tables.ts";
import { createAccountKit } from "../auth/account-test-kit.ts";
import { staffMembers } from "./staff.tables.ts";
import { createStaffKit } from "./staff-test-kit.ts";

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop?.close());

const staffKit = createStaffKit(() => shop);
const accounts = createAccountKit(() => shop, { firstNumber: 9_310_000_000, addressPrefix: "10.45" });
const me = (headers: Record<string, string> = {}) =>
  shop.app.inject({ method: "GET", url: "/api/v1/staff/me", headers });

describe("a staff route", () => {
  it("answers the signed-in staff member, by Bearer token or by the staff cookie", async () => {
    const member = await staffKit.aStaffMember("ROLE_ADMIN");
    const byBearer = await me(member.headers);
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.json()).toEqual({
      id: member.id,
      name: member.name,
      phone: member.phone,
      role: "ROLE_ADMIN",
    });
    const byCookie = await me({ cookie: `staff_token=${member.token}` });
    expect(byCookie.json().id).toBe(member.id);
  });

  it("refuses no token, a shopper's token, a shopper's cookie and a disabled member's token", async () => {
    expect((await me()).statusCode).toBe(401);
    const shopper = await accounts.anAccount();
    expect((await me({ authorization: `Bearer ${shopper.token}` })).statusCode).toBe(401);
    expect((await me({ cookie: `user_token=${shopper.token}` })).statusCode).toBe(401);
    const member = await staffKit.aStaffMember();
    await shop.db.execute(sql`update ${staffMembers} set disabled_at = now() where id = ${member.id}`);
    const refused = await me(member.headers);
    expect(refused.statusCode).toBe(401);
    expect(JSON.stringify(refused.json())).not.toContain(member.phone);
  });

  it("is refused a staff token on the shoppers' routes: it cannot use a cart", async () => {
    const member = await staffKit.aStaffMember();
    const cart = await shop.app.inject({
      method: "GET",
      url: "/api/v1/cart/by-phone",
      headers: member.headers,
    });
    expect(cart.statusCode).toBe(401);
  });
});

describe("the audit log", () => {
  it("keeps what is written and refuses every update, delete and truncate", async () => {
    const member = await staffKit.aStaffMember();
    await recordAudit(shop.db, {
      staff: member,
      action: "order.status",
      entityType: "order",
      entityId: 1,
      before: { status: "PENDING" },
      after: { status: "PROCESSING" },
    });
    // Drizzle wraps the database's error: its cause carries the trigger's message.
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => "done",
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(shop.db.execute(sql`update ${auditLog} set action = 'x'`))).toMatch(/append-only/);
    expect(await refusal(shop.db.execute(sql`delete from ${auditLog}`))).toMatch(/append-only/);
    expect(await refusal(shop.db.execute(sql`truncate ${auditLog}`))).toMatch(/append-only/);
    const rows = await shop.db.select().from(auditLog);
    expect(rows).toMatchObject([{ staffId: member.id, staffName: member.name, action: "order.status" }]);
  });
});
