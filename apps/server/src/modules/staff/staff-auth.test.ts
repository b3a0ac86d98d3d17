// Staff sign-in (issue 25 item 2, decision 045): the password, then the OTP sent by SMS, then a
// staff session that logout ends; throttled like the shoppers' login.
import { STAFF_AUTH_MESSAGES } from "@nagai/contracts/staff-auth";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createAccountKit } from "../auth/account-test-kit.ts";
import { staffMembers } from "./staff.tables.ts";
import { createStaffKit } from "./staff-test-kit.ts";

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ LOGIN_MAX_PER_IDENTIFIER_AND_ADDRESS: "3" });
});
afterAll(async () => shop?.close());

const staffKit = createStaffKit(() => shop, { firstNumber: 9_400_000_000 });
const kit = createAccountKit(() => shop, { firstNumber: 9_401_000_000, addressPrefix: "10.46" });
const { call, anAddress, lastOtp, outboxTo } = kit;

const me = (headers: Record<string, string>) => call("GET", "/staff/me", { headers });

/** Signs a member in through both steps from `ip`; answers the verify-otp reply. */
async function signIn(member: { phone: string; password: string }, ip = anAddress()) {
  const login = await call("POST", "/staff/auth/login", {
    body: { phone: member.phone, password: member.password },
    ip,
  });
  expect(login.statusCode).toBe(200);
  expect(login.json()).toEqual({ message: STAFF_AUTH_MESSAGES.otpSent });
  return call("POST", "/staff/auth/verify-otp", {
    body: { phone: member.phone, otp: await lastOtp(member.phone) },
    ip,
  });
}

describe("staff sign-in", () => {
  it("sends an OTP after the password and answers a staff session for it, as Bearer token and cookie", async () => {
    const member = await staffKit.aStaffMember("ROLE_ADMIN");
    const verified = await signIn(member);
    expect(verified.statusCode).toBe(200);
    const session = verified.json();
    expect(session).toEqual({ token: expect.any(String), name: member.name, role: "ROLE_ADMIN" });
    const cookie = String(verified.headers["set-cookie"]);
    expect(cookie).toMatch(/^staff_token=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200$/);
    expect((await me({ authorization: `Bearer ${session.token}` })).json().id).toBe(member.id);
    expect((await me({ cookie: cookie.split(";")[0]! })).json().id).toBe(member.id);
    // A staff token is no shopper's session.
    const profile = await call("GET", "/user/profile", {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(profile.statusCode).toBe(401);
  });

  it("answers a wrong password, an unknown number and a disabled member alike, and sends them nothing", async () => {
    const member = await staffKit.aStaffMember();
    const disabled = await staffKit.aStaffMember();
    await shop.db.execute(sql`update ${staffMembers} set disabled_at = now() where id = ${disabled.id}`);
    const attempts = [
      { phone: member.phone, password: "Wrong#Pass1" },
      { phone: "9401999999", password: "S3cure#Pass" },
      { phone: disabled.phone, password: disabled.password },
    ];
    for (const body of attempts) {
      const refused = await call("POST", "/staff/auth/login", { body, ip: anAddress() });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(STAFF_AUTH_MESSAGES.invalidCredentials);
      expect(await outboxTo(body.phone)).toEqual([]);
    }
  });

  it("refuses a wrong OTP, a shopper's OTP of the same number, and a member disabled before the OTP", async () => {
    const member = await staffKit.aStaffMember();
    const ip = anAddress();
    await call("POST", "/staff/auth/login", { body: { phone: member.phone, password: member.password }, ip });
    const otp = await lastOtp(member.phone);
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, "0");
    const refused = await call("POST", "/staff/auth/verify-otp", {
      body: { phone: member.phone, otp: wrong },
      ip,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("The OTP is incorrect");

    // The same number registers as a shopper (past the 30 s between OTPs to one number): that
    // OTP is for another purpose.
    await kit.age(member.phone, 31);
    const registered = await call("POST", "/auth/user/register", {
      body: kit.registration(member.phone),
      ip: anAddress(),
    });
    expect(registered.statusCode).toBe(201);
    const shopperOtp = await lastOtp(member.phone);
    const crossed = await call("POST", "/staff/auth/verify-otp", {
      body: { phone: member.phone, otp: shopperOtp },
      ip,
    });
    expect(crossed.statusCode).toBe(400);

    await shop.db.execute(sql`update ${staffMembers} set disabled_at = now() where id = ${member.id}`);
    const late = await call("POST", "/staff/auth/verify-otp", { body: { phone: member.phone, otp }, ip });
    expect(late.statusCode).toBe(401);
    expect(late.json()).not.toHaveProperty("token");
  });

  it("ends the session on logout, in the token and the cookie, and answers a second logout the same", async () => {
    const member = await staffKit.aStaffMember();
    const { token } = (await signIn(member)).json();
    const headers = { authorization: `Bearer ${token}` };
    const out = await call("POST", "/staff/auth/logout", { headers });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers["set-cookie"])).toMatch(
      /^staff_token=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0$/,
    );
    expect((await me(headers)).statusCode).toBe(401);
    expect((await me({ cookie: `staff_token=${token}` })).statusCode).toBe(401);
    expect((await call("POST", "/staff/auth/logout", { headers })).statusCode).toBe(204);
    expect((await call("POST", "/staff/auth/logout")).statusCode).toBe(204);
  });

  it("counts password guesses per member and address before hashing: 429 with Retry-After", async () => {
    const member = await staffKit.aStaffMember();
    const ip = anAddress();
    const guess = () =>
      call("POST", "/staff/auth/login", { body: { phone: member.phone, password: "Nope#123" }, ip });
    for (let i = 0; i < 3; i++) expect((await guess()).statusCode).toBe(401);
    const limited = await guess();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Even the right password waits: the limit is on the member, not on wrong answers.
    const right = await call("POST", "/staff/auth/login", {
      body: { phone: member.phone, password: member.password },
      ip,
    });
    expect(right.statusCode).toBe(429);
    // Another address still may (the member's total is higher).
    expect((await signIn(member)).statusCode).toBe(200);
  });

  it("refuses bad input with 400 and a clear message, never 5xx", async () => {
    const bodies: unknown[] = [
      { phone: "12345", password: "x" },
      { phone: "9400000000" },
      { phone: "9400000000", password: "" },
      { phone: "9400000000", password: "x".repeat(129) },
      { phone: "94000\u000000000", password: "S3cure#Pass" },
      { phone: 9400000000, password: "S3cure#Pass" },
      [],
    ];
    for (const body of bodies) {
      const answer = await call("POST", "/staff/auth/login", { body, ip: anAddress() });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().message).toBeTruthy();
    }
    for (const otp of ["12345", "abcdef", "1".repeat(1000), "99999999999999999999"]) {
      const answer = await call("POST", "/staff/auth/verify-otp", {
        body: { phone: "9400000000", otp },
        ip: anAddress(),
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe("Please enter a valid 6-digit OTP");
    }
    const get = await call("GET", "/staff/auth/login");
    expect(get.statusCode).toBe(404);
  });
});
