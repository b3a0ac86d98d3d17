// The role matrix (issue 25 items 2 and 10, decision 045), generated from the app's route table:
// every route under /api/v1/staff/ but sign-in refuses, with 401/403/404 and never data, whoever
// is not a signed-in staff member in good standing; a route that runs requireAdmin refuses other
// staff with 403. A route added tomorrow is in this table without anyone writing a line here.

import { sql } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createAccountKit } from "../auth/account-test-kit.ts";
import { loadSecret } from "../auth/auth.public.ts";
import { requiresAdmin } from "./require-staff.ts";
import { staffMembers } from "./staff.tables.ts";
import { createStaffKit } from "./staff-test-kit.ts";

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop?.close());

const staffKit = createStaffKit(() => shop, { firstNumber: 9_407_000_000 });
const accounts = createAccountKit(() => shop, { firstNumber: 9_408_000_000, addressPrefix: "10.51" });

const SIGN_IN = /^\/api\/v1\/staff\/auth\//;
interface StaffRoute {
  method: string;
  url: string;
  admin: boolean;
}

/** Every staff route of the table but sign-in, each method on its own. */
function staffRoutes(): StaffRoute[] {
  return shop.routes
    .filter((route) => route.url.startsWith("/api/v1/staff/") && !SIGN_IN.test(route.url))
    .flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
        method: String(method),
        url: route.url,
        admin: requiresAdmin(route),
      })),
    );
}

/** A path of the route: each parameter given a plausible value (an id of 1). */
const pathOf = (url: string) => url.replace(/:[A-Za-z]+/g, "1");

/** A staff token of ours that expired an hour ago (signed as the app signs them, with its secret). */
async function anExpiredStaffToken(memberId: number): Promise<string> {
  const key = new TextEncoder().encode(loadSecret(undefined, shop.dataDir));
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ tv: 0 })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(memberId))
    .setIssuer("nagai")
    .setAudience("nagai-staff")
    .setJti(crypto.randomUUID())
    .setIssuedAt(now - 13 * 3600)
    .setExpirationTime(now - 3600)
    .sign(key);
}

/** An answer that holds no data: empty, or the error shape alone. */
function expectNoData(body: string, what: string) {
  if (body === "") return;
  const answer = JSON.parse(body) as Record<string, unknown>;
  expect(
    Object.keys(answer).every((key) => ["status", "error", "message"].includes(key)),
    what,
  ).toBe(true);
  expect(answer.status, what).toBe("error");
}

describe("the staff role matrix", () => {
  it("finds the staff routes in the route table, the admin-only ones among them", () => {
    const routes = staffRoutes();
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(["GET /api/v1/staff/me", "GET /api/v1/staff/users", "POST /api/v1/staff/users"]),
    );
    expect(routes.filter((route) => route.admin).map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        "GET /api/v1/staff/users",
        "POST /api/v1/staff/users",
        "PATCH /api/v1/staff/users/:id",
      ]),
    );
    expect(routes.find((route) => route.url === "/api/v1/staff/me")?.admin).toBe(false);
  });

  it("refuses every staff route to no token, a shopper, a disabled member, an expired, logged-out or forged staff token", async () => {
    const shopper = await accounts.anAccount();
    const disabled = await staffKit.aStaffMember("ROLE_ADMIN");
    await shop.db.execute(sql`update ${staffMembers} set disabled_at = now() where id = ${disabled.id}`);
    const admin = await staffKit.aStaffMember("ROLE_ADMIN");
    const expired = await anExpiredStaffToken(admin.id);
    const loggedOut = await staffKit.aStaffMember("ROLE_ADMIN");
    const out = await shop.app.inject({
      method: "POST",
      url: "/api/v1/staff/auth/logout",
      headers: loggedOut.headers,
    });
    expect(out.statusCode).toBe(204);
    const [header, payload] = admin.token.split(".");
    const callers: [string, Record<string, string>][] = [
      ["no token", {}],
      ["a shopper's Bearer token", { authorization: `Bearer ${shopper.token}` }],
      ["a shopper's cookie", { cookie: `user_token=${shopper.token}` }],
      ["a shopper's token in the staff cookie", { cookie: `staff_token=${shopper.token}` }],
      ["a disabled admin's token", disabled.headers],
      ["a disabled admin's cookie", { cookie: `staff_token=${disabled.token}` }],
      ["an expired staff token", { authorization: `Bearer ${expired}` }],
      ["a logged-out staff token", loggedOut.headers],
      [
        "a staff token with another signature",
        { authorization: `Bearer ${header}.${payload}.${"A".repeat(43)}` },
      ],
      ["a malformed Authorization", { authorization: "Basic YWRtaW46YWRtaW4=" }],
    ];
    const routes = staffRoutes();
    for (const route of routes) {
      for (const [who, headers] of callers) {
        const what = `${route.method} ${route.url} with ${who}`;
        const answer = await shop.app.inject({
          method: route.method as "GET",
          url: pathOf(route.url),
          headers: { ...headers, "content-type": "application/json" },
          payload: ["GET", "HEAD", "DELETE"].includes(route.method) ? undefined : "{}",
        });
        expect([401, 403, 404], what).toContain(answer.statusCode);
        expectNoData(answer.body, what);
      }
    }
    // The same admin, signed in properly, is let in: the refusals above were the callers'.
    expect((await shop.app.inject({ url: "/api/v1/staff/users", headers: admin.headers })).statusCode).toBe(
      200,
    );
  });

  it("refuses every admin route to staff with 403, whatever they send, and never data", async () => {
    const staff = await staffKit.aStaffMember("ROLE_STAFF");
    for (const route of staffRoutes().filter((candidate) => candidate.admin)) {
      for (const payload of [undefined, "{}", '{"role":"ROLE_ADMIN","disabled":false}', "not json"]) {
        if (payload !== undefined && ["GET", "HEAD", "DELETE"].includes(route.method)) continue;
        const what = `${route.method} ${route.url} with ${payload}`;
        const answer = await shop.app.inject({
          method: route.method as "GET",
          url: pathOf(route.url).replace("/1", `/${staff.id}`),
          headers: { ...staff.headers, ...(payload ? { "content-type": "application/json" } : {}) },
          payload,
        });
        expect(answer.statusCode, what).toBe(403);
        expectNoData(answer.body, what);
      }
    }
    expect((await shop.app.inject({ url: "/api/v1/staff/me", headers: staff.headers })).json().role).toBe(
      "ROLE_STAFF",
    );
  });
});
