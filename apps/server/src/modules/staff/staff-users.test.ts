// The console's staff management (issue 25 items 1 and 8, decision 045): admins add, disable and
// change staff; every change is audited, and a disable or new password ends the member's sessions.
import { STAFF_USER_MESSAGES } from "@nagai/contracts/staff-users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { auditOf } from "../audit/audit.public.ts";
import { createAccountKit } from "../auth/account-test-kit.ts";
import { createStaffKit } from "./staff-test-kit.ts";

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop?.close());

const staffKit = createStaffKit(() => shop, { firstNumber: 9_404_000_000 });
const { call, anAddress } = createAccountKit(() => shop, {
  firstNumber: 9_405_000_000,
  addressPrefix: "10.50",
});
let nextNumber = 9_406_000_000;
const aNewMember = (overrides: Record<string, unknown> = {}) => ({
  name: "Kavya S",
  phone: String(nextNumber++),
  role: "ROLE_STAFF",
  password: "S3cure#Pass",
  ...overrides,
});

describe("GET|POST|PATCH /api/v1/staff/users", () => {
  it("lets an admin add a member, who then signs in; the addition is audited", async () => {
    const admin = await staffKit.aStaffMember("ROLE_ADMIN");
    const body = aNewMember();
    const added = await call("POST", "/staff/users", { headers: admin.headers, body });
    expect(added.statusCode).toBe(201);
    const member = added.json();
    expect(member).toEqual({
      id: expect.any(Number),
      name: body.name,
      phone: body.phone,
      role: "ROLE_STAFF",
      disabled: false,
      createdAt: expect.any(String),
    });
    const list = await call("GET", "/staff/users", { headers: admin.headers });
    // The list shows each member's audit entries: here, the addition.
    expect(list.json().content).toContainEqual({
      ...member,
      audit: [expect.objectContaining({ action: "staff.add", staffName: admin.name, before: null })],
    });
    expect(JSON.stringify(list.json())).not.toMatch(/password|argon/i);
    const login = await call("POST", "/staff/auth/login", {
      body: { phone: body.phone, password: body.password },
      ip: anAddress(),
    });
    expect(login.statusCode).toBe(200);
    const audit = await auditOf(shop.db, "staff", member.id);
    expect(audit).toMatchObject([
      {
        staffId: admin.id,
        staffName: admin.name,
        action: "staff.add",
        before: null,
        after: { phone: body.phone },
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain(body.password);

    const again = await call("POST", "/staff/users", {
      headers: admin.headers,
      body: { ...body, name: "Other" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(STAFF_USER_MESSAGES.phoneTaken);
  });

  it("refuses every call to a member who is not an admin, and changes nothing", async () => {
    const staff = await staffKit.aStaffMember("ROLE_STAFF");
    const other = await staffKit.aStaffMember("ROLE_STAFF");
    for (const [method, url, body] of [
      ["GET", "/staff/users", undefined],
      ["POST", "/staff/users", aNewMember()],
      ["PATCH", `/staff/users/${other.id}`, { disabled: true }],
      ["PATCH", `/staff/users/${staff.id}`, { role: "ROLE_ADMIN" }],
    ] as const) {
      const refused = await call(method, url, { headers: staff.headers, body });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().message).toBe("Only an admin may do this");
    }
    expect((await call("GET", "/staff/me", { headers: other.headers })).statusCode).toBe(200);
    expect((await call("GET", "/staff/me", { headers: staff.headers })).json().role).toBe("ROLE_STAFF");
  });

  it("ends a disabled member's sessions and sign-ins; enabling lets them sign in again", async () => {
    const admin = await staffKit.aStaffMember("ROLE_ADMIN");
    const member = await staffKit.aStaffMember("ROLE_STAFF");
    const disabled = await call("PATCH", `/staff/users/${member.id}`, {
      headers: admin.headers,
      body: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ id: member.id, disabled: true });
    expect((await call("GET", "/staff/me", { headers: member.headers })).statusCode).toBe(401);
    const login = () =>
      call("POST", "/staff/auth/login", {
        body: { phone: member.phone, password: member.password },
        ip: anAddress(),
      });
    expect((await login()).statusCode).toBe(401);
    const enabled = await call("PATCH", `/staff/users/${member.id}`, {
      headers: admin.headers,
      body: { disabled: false },
    });
    expect(enabled.json().disabled).toBe(false);
    // The old token stays ended: a disable raised the member's token version.
    expect((await call("GET", "/staff/me", { headers: member.headers })).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(200);
    const audit = await auditOf(shop.db, "staff", member.id);
    expect(audit.map((entry) => [entry.action, entry.before?.disabled, entry.after?.disabled])).toEqual([
      ["staff.disable", false, true],
      ["staff.enable", true, false],
    ]);
  });

  it("sets a new password, which ends the member's sessions; changes the role", async () => {
    const admin = await staffKit.aStaffMember("ROLE_ADMIN");
    const member = await staffKit.aStaffMember("ROLE_STAFF");
    const changed = await call("PATCH", `/staff/users/${member.id}`, {
      headers: admin.headers,
      body: { password: "N3w#Password" },
    });
    expect(changed.statusCode).toBe(200);
    expect((await call("GET", "/staff/me", { headers: member.headers })).statusCode).toBe(401);
    const ip = anAddress();
    const old = await call("POST", "/staff/auth/login", {
      body: { phone: member.phone, password: member.password },
      ip,
    });
    expect(old.statusCode).toBe(401);
    const fresh = await call("POST", "/staff/auth/login", {
      body: { phone: member.phone, password: "N3w#Password" },
      ip,
    });
    expect(fresh.statusCode).toBe(200);

    const promoted = await call("PATCH", `/staff/users/${member.id}`, {
      headers: admin.headers,
      body: { role: "ROLE_ADMIN" },
    });
    expect(promoted.json().role).toBe("ROLE_ADMIN");
    const audit = await auditOf(shop.db, "staff", member.id);
    expect(audit.map((entry) => entry.action)).toEqual(["staff.password", "staff.role"]);
    expect(JSON.stringify(audit)).not.toContain("N3w#Password");
  });

  it("keeps an admin from disabling themselves or changing their own role", async () => {
    const admin = await staffKit.aStaffMember("ROLE_ADMIN");
    for (const body of [{ disabled: true }, { role: "ROLE_STAFF" }]) {
      const refused = await call("PATCH", `/staff/users/${admin.id}`, { headers: admin.headers, body });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(STAFF_USER_MESSAGES.notYourself);
    }
    expect((await call("GET", "/staff/me", { headers: admin.headers })).json().role).toBe("ROLE_ADMIN");
  });

  it("refuses bad input with 400 and a clear message, an unknown member with 404, never 5xx", async () => {
    const admin = await staffKit.aStaffMember("ROLE_ADMIN");
    const bad: [Record<string, unknown>, string][] = [
      [aNewMember({ phone: "12345" }), "Mobile number must be exactly 10 digits"],
      [aNewMember({ password: "short" }), "Password must be at least 8 characters"],
      [aNewMember({ password: "nouppercase1#" }), "Password must contain at least one uppercase letter"],
      [aNewMember({ role: "ROLE_USER" }), "role"],
      [aNewMember({ name: "  " }), STAFF_USER_MESSAGES.nameRequired],
      [aNewMember({ name: "x".repeat(81) }), STAFF_USER_MESSAGES.nameTooLong],
      [aNewMember({ name: "Ka\u0000vya" }), "NUL"],
      [{ name: "Only a name" }, "Mobile number"],
    ];
    for (const [body, message] of bad) {
      const refused = await call("POST", "/staff/users", { headers: admin.headers, body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(refused.json()), JSON.stringify(body)).toContain(message);
    }
    const patch = (id: string, body: unknown) =>
      call("PATCH", `/staff/users/${id}`, { headers: admin.headers, body });
    expect((await patch("999999", { disabled: true })).statusCode).toBe(404);
    for (const id of ["abc", "0", "-1", "1.5", "99999999999", "1e3"]) {
      expect((await patch(id, { disabled: true })).statusCode, id).toBe(400);
    }
    const empty = await patch(String(admin.id), {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(STAFF_USER_MESSAGES.nothingToChange);
    expect((await patch(String(admin.id), { disabled: "yes" })).statusCode).toBe(400);
    expect((await call("DELETE", `/staff/users/${admin.id}`, { headers: admin.headers })).statusCode).toBe(
      404,
    );
    expect((await call("PUT", "/staff/users", { headers: admin.headers, body: {} })).statusCode).toBe(404);
  });
});
