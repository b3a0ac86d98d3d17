import { readFileSync } from "node:fs";
import path from "node:path";
import { AUTH_MESSAGES } from "@nagai/contracts/auth";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createAccountKit } from "./account-test-kit.ts";
import { otpChallenges, users } from "./auth.tables.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IDENTIFIER_AND_ADDRESS: "10" });
});
afterAll(() => t.close());

const { aNumber, anAddress, call, lastOtp, registration, anAccount, age } = createAccountKit(() => t, {
  firstNumber: 9_000_000_000,
  addressPrefix: "10.0",
});
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const profile = (headers: Record<string, string>) => call("GET", "/user/profile", { headers });
const cookieOf = (response: LightMyRequestResponse) => String(response.headers["set-cookie"]);

describe("register", () => {
  it.each([
    ["username", { username: "ab" }, AUTH_MESSAGES.usernameTooShort],
    ["email", { email: "" }, AUTH_MESSAGES.emailRequired],
    ["email", { email: "asha@yahoo.com" }, AUTH_MESSAGES.emailNotGmail],
    ["email", { email: "as ha@gmail.com" }, AUTH_MESSAGES.emailInvalid],
    ["contactNumber", { contactNumber: "98765" }, AUTH_MESSAGES.mobileInvalid],
    ["contactNumber", { contactNumber: "98765abcde" }, AUTH_MESSAGES.mobileInvalid],
    ["password", { password: "12345" }, AUTH_MESSAGES.passwordTooShort],
  ])("refuses a bad %s with the spec's message", async (field, overrides, message) => {
    const response = await call("POST", "/auth/user/register", { body: registration(aNumber(), overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it("creates a ROLE_USER account whatever roles the payload names, and sends a 6-digit OTP", async () => {
    const number = aNumber();
    const response = await call("POST", "/auth/user/register", { body: registration(number) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.registered, contactNumber: number });
    const [user] = await t.db.select().from(users).where(eq(users.contactNumber, number));
    expect(user).toMatchObject({ role: "ROLE_USER", verifiedAt: null });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await lastOtp(number)).toMatch(/^\d{6}$/);
    // Stored hashed: the code itself is nowhere in the table.
    const [challenge] = await t.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.contactNumber, number));
    expect(challenge!.codeHash).not.toContain(await lastOtp(number));
  });

  it("rejects an existing account, by number, e-mail or username, with a message saying so", async () => {
    const { number } = await anAccount();
    const other = aNumber();
    for (const body of [
      registration(number, { username: `new${other}`, email: `new${other}@gmail.com` }),
      registration(other, { email: `USER${number}@gmail.com` }),
      registration(other, { username: `User${number}` }),
    ]) {
      const response = await call("POST", "/auth/user/register", { body });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toContain("already exists");
    }
  });

  it("refuses a second registration of a number awaiting its OTP, leaving the first untouched (changed by issue 9)", async () => {
    const number = aNumber();
    const ip = anAddress();
    await call("POST", "/auth/user/register", { body: registration(number), ip });
    const [before] = await t.db.select().from(users).where(eq(users.contactNumber, number));
    await age(number, 31);
    const again = await call("POST", "/auth/user/register", {
      body: registration(number, { username: `again${number}`, password: "attacker1" }),
      ip,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(AUTH_MESSAGES.registrationPending);
    expect(again.json().message).toContain("already exists");
    const [after] = await t.db.select().from(users).where(eq(users.contactNumber, number));
    const details = ({ username, email, passwordHash, updatedAt }: typeof users.$inferSelect) => ({
      username,
      email,
      passwordHash,
      updatedAt,
    });
    expect(details(after!)).toEqual(details(before!));
  });
});

describe("OTP", () => {
  it("signs in with the right code, once: the token has three parts and comes as an HttpOnly cookie too", async () => {
    const number = aNumber();
    await call("POST", "/auth/user/register", { body: registration(number) });
    const otp = await lastOtp(number);
    const verified = await call("POST", `/auth/user/verify-otp?contactNumber=${number}&otp=${otp}`);
    expect(verified.statusCode).toBe(200);
    const { token, message, error } = verified.json();
    expect([message, error]).toEqual([AUTH_MESSAGES.otpVerified, null]);
    expect(token.split(".")).toHaveLength(3);
    expect(cookieOf(verified)).toMatch(/^user_token=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    expect((await profile(bearer(token))).json()).toMatchObject({
      contactNumber: number,
      name: `user${number}`,
    });
    expect((await profile({ cookie: `user_token=${token}` })).statusCode).toBe(200);
    // Reused: the code is spent, and the number answers as one with no code open: "incorrect",
    // as an unknown or a pending number would (issue 23).
    const reused = await call("POST", `/auth/user/verify-otp?contactNumber=${number}&otp=${otp}`);
    expect([reused.statusCode, reused.json().message]).toEqual([400, AUTH_MESSAGES.otpWrong]);
  });

  it("refuses a malformed code with the spec's message", async () => {
    const response = await call("POST", `/auth/user/verify-otp?contactNumber=${aNumber()}&otp=12a456`);
    expect([response.statusCode, response.json().fields.otp]).toEqual([400, AUTH_MESSAGES.otpInvalid]);
  });

  it("allows 5 wrong tries: after them even the right code is refused", async () => {
    const number = aNumber();
    await call("POST", "/auth/user/register", { body: registration(number) });
    const otp = await lastOtp(number);
    const wrong = otp === "000000" ? "111111" : "000000";
    const messages = [];
    for (let i = 0; i < 5; i++) {
      messages.push(
        (await call("POST", `/auth/user/verify-otp?contactNumber=${number}&otp=${wrong}`)).json().message,
      );
    }
    expect(messages).toEqual([...Array(4).fill(AUTH_MESSAGES.otpWrong), AUTH_MESSAGES.otpTooManyTries]);
    const right = await call("POST", `/auth/user/verify-otp?contactNumber=${number}&otp=${otp}`);
    expect([right.statusCode, right.json().message]).toEqual([400, AUTH_MESSAGES.otpTooManyTries]);
  });

  it("expires after 10 minutes", async () => {
    const number = aNumber();
    await call("POST", "/auth/user/register", { body: registration(number) });
    const otp = await lastOtp(number);
    await age(number, 10 * 60 + 1);
    const late = await call("POST", `/auth/user/verify-otp?contactNumber=${number}&otp=${otp}`);
    expect([late.statusCode, late.json().message]).toEqual([400, AUTH_MESSAGES.otpExpired]);
  });

  it("is not resent within 30 s, nor more than 5 times an hour, answering 429 with Retry-After", async () => {
    const number = aNumber();
    const ip = anAddress();
    await call("POST", "/auth/user/register", { body: registration(number), ip });
    const tooSoon = await call("POST", "/auth/user/resend-otp", { body: { contactNumber: number }, ip });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(tooSoon.headers["retry-after"])).toBeLessThanOrEqual(30);
    for (let sent = 1; sent < 5; sent++) {
      await age(number, 31);
      expect(
        (await call("POST", "/auth/user/resend-otp", { body: { contactNumber: number }, ip })).statusCode,
      ).toBe(200);
    }
    await age(number, 31);
    const sixth = await call("POST", "/auth/user/resend-otp", { body: { contactNumber: number }, ip });
    expect(sixth.statusCode).toBe(429);
    // The first of the five was sent 5 × 31 s ago: it leaves the hour in 3600 - 155 s.
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(3000);
    // Only the newest code counts.
    await age(number, 3600);
    expect(
      (await call("POST", "/auth/user/resend-otp", { body: { contactNumber: number }, ip })).statusCode,
    ).toBe(200);
  });

  it("caps the OTPs one address may ask for in an hour at 20, known numbers or not", async () => {
    const ip = anAddress();
    for (let i = 0; i < 20; i++) {
      expect(
        (await call("POST", "/auth/user/forgot-password", { body: { contactNumber: aNumber() }, ip }))
          .statusCode,
      ).toBe(200);
    }
    const flood = await call("POST", "/auth/user/forgot-password", {
      body: { contactNumber: aNumber() },
      ip,
    });
    expect(flood.statusCode).toBe(429);
    expect(flood.json().error).toBe("TOO_MANY_REQUESTS");
    expect(
      (
        await call("POST", "/auth/user/forgot-password", {
          body: { contactNumber: aNumber() },
          ip: anAddress(),
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe("login", () => {
  it("takes the number, the e-mail or the username, and answers what the spec's client reads", async () => {
    const { number } = await anAccount();
    for (const name of [number, `USER${number}@gmail.com`, ` user${number} `]) {
      const response = await call("POST", "/auth/user/login", {
        body: { contactOrEmailOrUsername: name, password: "secret1" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: "success",
        error: null,
        message: AUTH_MESSAGES.loginSuccessful,
        contactNumber: number,
        contact: number,
      });
      expect(cookieOf(response)).toContain("HttpOnly");
    }
  });

  it("says the same for a wrong password and an unknown account, and asks for both fields", async () => {
    const { number } = await anAccount();
    const wrong = await call("POST", "/auth/user/login", {
      body: { contactOrEmailOrUsername: number, password: "nope123" },
    });
    const unknown = await call("POST", "/auth/user/login", {
      body: { contactOrEmailOrUsername: aNumber(), password: "nope123" },
    });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json().message).toBe(unknown.json().message);
    const empty = await call("POST", "/auth/user/login", {
      body: { contactOrEmailOrUsername: "", password: "" },
    });
    expect([empty.statusCode, empty.json().message]).toEqual([
      400,
      `${AUTH_MESSAGES.fillAllFields}; ${AUTH_MESSAGES.fillAllFields}`,
    ]);
  });

  it("refuses an account whose number is not proven yet, once the password is right", async () => {
    const number = aNumber();
    await call("POST", "/auth/user/register", { body: registration(number) });
    const response = await call("POST", "/auth/user/login", {
      body: { contactOrEmailOrUsername: number, password: "secret1" },
    });
    expect([response.statusCode, response.json().message]).toEqual([403, AUTH_MESSAGES.notVerified]);
  });

  it("checks at most 10 passwords per identifier from one address in 15 minutes, then answers 429 without checking (changed by issue 9)", async () => {
    const { number } = await anAccount();
    const ip = anAddress();
    const statuses = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (
          await call("POST", "/auth/user/login", {
            body: { contactOrEmailOrUsername: number, password: `wrong${i}` },
            ip,
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    const right = await call("POST", "/auth/user/login", {
      body: { contactOrEmailOrUsername: number, password: "secret1" },
      ip,
    });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(800);
    // From anywhere else the owner still gets in: a stranger's address cannot lock them out.
    const owner = await call("POST", "/auth/user/login", {
      body: { contactOrEmailOrUsername: number, password: "secret1" },
      ip: anAddress(),
    });
    expect(owner.statusCode).toBe(200);
  });
});

describe("tokens", () => {
  it("refuses malformed tokens, alg none, a foreign signature and an expired token", async () => {
    const { number, token } = await anAccount();
    const [user] = await t.db.select().from(users).where(eq(users.contactNumber, number));
    const [header, payload] = token.split(".");
    const none = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${payload}.`;
    const secret = new TextEncoder().encode(readFileSync(path.join(t.dataDir, "jwt-secret"), "utf8").trim());
    const claims = { tv: user!.tokenVersion, jti: crypto.randomUUID() };
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(user!.id))
      .setIssuer("nagai")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("x".repeat(40)));
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(user!.id))
      .setIssuer("nagai")
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    // Each differs from a valid token of ours in one claim only.
    const ours = (payload: Record<string, unknown>, subject = String(user!.id)) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(subject)
        .setIssuer("nagai")
        .setAudience("nagai-shop")
        .setIssuedAt();
    const valid = await ours(claims).setExpirationTime("1h").sign(secret);
    // Issue 9: a token of ours without an expiry (or without an id to revoke) is refused.
    const forever = await ours(claims).sign(secret);
    const noId = await ours({ tv: user!.tokenVersion }).setExpirationTime("1h").sign(secret);
    // For another audience, and naming a user id beyond the database's integers (was a 500).
    const otherAudience = await ours(claims).setAudience("nagai-admin").setExpirationTime("1h").sign(secret);
    const hugeIds = await Promise.all(
      ["2147483648", "9007199254740993", "1e3", "-1", "0"].map((sub) =>
        ours(claims, sub).setExpirationTime("1h").sign(secret),
      ),
    );
    expect((await profile(bearer(valid))).statusCode).toBe(200);
    const refused = ["abc", "a.b.c", `${header}.${payload}`, none, foreign, expired, forever, noId];
    for (const bad of [...refused, otherAudience, ...hugeIds]) {
      const response = await profile(bearer(bad));
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(AUTH_MESSAGES.notAuthenticated);
    }
    expect((await profile({ authorization: "Basic abc" })).statusCode).toBe(401);
    expect((await profile({})).statusCode).toBe(401);
  });

  it("logout clears the cookie", async () => {
    const response = await call("POST", "/auth/user/logout");
    expect(response.statusCode).toBe(204);
    expect(cookieOf(response)).toMatch(/^user_token=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0$/);
  });
});

describe("forgot and reset password", () => {
  it("answers alike for known and unknown numbers, and sends a code only to an account", async () => {
    const { number } = await anAccount();
    await age(number, 31);
    const unknown = aNumber();
    const known = await call("POST", "/auth/user/forgot-password", { body: { contactNumber: number } });
    const stranger = await call("POST", "/auth/user/forgot-password", { body: { contactNumber: unknown } });
    expect(known.json()).toEqual({ error: null, message: AUTH_MESSAGES.otpSent });
    expect(stranger.json()).toEqual(known.json());
    await expect(lastOtp(unknown)).rejects.toThrow();
  });

  it("sets the new password with the code and ends every older session", async () => {
    const { number, token } = await anAccount();
    await age(number, 31);
    await call("POST", "/auth/user/forgot-password", { body: { contactNumber: number } });
    const otp = await lastOtp(number);
    const short = await call("POST", "/auth/user/reset-password", {
      body: { contactNumber: number, otp, newPassword: "12345" },
    });
    expect(short.json().fields.newPassword).toBe(AUTH_MESSAGES.passwordTooShort);
    const reset = await call("POST", "/auth/user/reset-password", {
      body: { contactNumber: number, otp, newPassword: "newpass1" },
    });
    expect(reset.json()).toEqual({ error: null, message: AUTH_MESSAGES.passwordResetSuccessful });
    expect((await profile(bearer(token))).statusCode).toBe(401);
    const login = (password: string) =>
      call("POST", "/auth/user/login", { body: { contactOrEmailOrUsername: number, password } });
    expect((await login("secret1")).statusCode).toBe(401);
    expect((await login("newpass1")).statusCode).toBe(200);
    // A registration code cannot reset a password: codes are bound to their purpose.
    const again = await call("POST", "/auth/user/reset-password", {
      body: { contactNumber: number, otp, newPassword: "other12" },
    });
    expect([again.statusCode, again.json().message]).toEqual([400, AUTH_MESSAGES.otpWrong]);
  });
});

describe("change password", () => {
  it.each([
    [{ oldPassword: "", newPassword: "Abcdef1!" }, "oldPassword", AUTH_MESSAGES.currentPasswordRequired],
    [{ oldPassword: "secret1", newPassword: "" }, "newPassword", AUTH_MESSAGES.newPasswordRequired],
    [{ oldPassword: "secret1", newPassword: "Ab1!" }, "newPassword", AUTH_MESSAGES.newPasswordMin],
    [{ oldPassword: "secret1", newPassword: "abcdefg1!" }, "newPassword", AUTH_MESSAGES.newPasswordUppercase],
    [{ oldPassword: "secret1", newPassword: "Abcdefgh!" }, "newPassword", AUTH_MESSAGES.newPasswordNumber],
    [{ oldPassword: "secret1", newPassword: "Abcdefgh1" }, "newPassword", AUTH_MESSAGES.newPasswordSpecial],
  ])("refuses %j with the spec's message", async (body, field, message) => {
    const { token } = await anAccount();
    const response = await call("POST", "/user/change-password", { body, headers: bearer(token) });
    expect([response.statusCode, response.json().fields[field]]).toEqual([400, message]);
  });

  it("needs a session, the right current password, and then ends every other session", async () => {
    const { number, token } = await anAccount();
    const body = { oldPassword: "secret1", newPassword: "Stronger1!" };
    expect((await call("POST", "/user/change-password", { body })).statusCode).toBe(401);
    const wrong = await call("POST", "/user/change-password", {
      body: { ...body, oldPassword: "nope123" },
      headers: bearer(token),
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, AUTH_MESSAGES.currentPasswordWrong]);
    const changed = await call("POST", "/user/change-password", {
      body,
      headers: { cookie: `user_token=${token}` },
    });
    expect(changed.json()).toEqual({
      error: null,
      message: AUTH_MESSAGES.passwordChanged,
      token: expect.any(String),
    });
    const fresh = cookieOf(changed).match(/^user_token=([^;]+)/)?.[1];
    expect(changed.json().token).toBe(fresh);
    expect((await profile(bearer(token))).statusCode).toBe(401);
    expect((await profile(bearer(fresh!))).statusCode).toBe(200);
    const login = await call("POST", "/auth/user/login", {
      body: { contactOrEmailOrUsername: number, password: "Stronger1!" },
    });
    expect(login.statusCode).toBe(200);
  });

  it("answers a Bearer client the new token in the body, as login does: it keeps the session, the old token is refused (issue 23)", async () => {
    const { token } = await anAccount();
    const changed = await call("POST", "/user/change-password", {
      body: { oldPassword: "secret1", newPassword: "Stronger1!" },
      headers: bearer(token),
    });
    expect(changed.statusCode).toBe(200);
    const { token: fresh } = changed.json();
    expect(fresh.split(".")).toHaveLength(3);
    expect(fresh).not.toBe(token);
    expect((await profile(bearer(fresh))).statusCode).toBe(200);
    expect((await profile(bearer(token))).statusCode).toBe(401);
    // The body's token is a full session: it changes the password again, and is then refused too.
    const again = await call("POST", "/user/change-password", {
      body: { oldPassword: "Stronger1!", newPassword: "Stronger2!" },
      headers: bearer(fresh),
    });
    expect(again.statusCode).toBe(200);
    expect((await profile(bearer(fresh))).statusCode).toBe(401);
    expect((await profile(bearer(again.json().token))).statusCode).toBe(200);
  });
});

describe("the session cookie behind HTTPS", () => {
  it("is Secure when the shop's public origin is https, as the storefront's in-process calls are plain HTTP", async () => {
    const shop = await createTestApp({ PUBLIC_ORIGIN: "https://nagai.in" });
    try {
      const response = await shop.app.inject({ method: "POST", url: "/api/v1/auth/user/logout" });
      expect(cookieOf(response)).toMatch(/; Secure$/);
    } finally {
      await shop.close();
    }
  });
});

describe("development outbox", () => {
  it("answers only the console provider's requests from this machine's loopback, unforwarded (changed by issue 9)", async () => {
    const number = aNumber();
    await call("POST", "/auth/user/register", { body: registration(number) });
    const outbox = (options: { ip?: string; headers?: Record<string, string> }) =>
      call("GET", "/dev/outbox", options);
    expect((await outbox({ ip: "127.0.0.1" })).statusCode).toBe(200);
    expect((await outbox({ ip: "::1" })).statusCode).toBe(200);
    for (const refused of <{ ip?: string; headers?: Record<string, string> }[]>[
      { ip: "10.1.2.3" },
      { ip: "192.168.0.7" },
      { ip: "::ffff:10.0.0.1" },
      { headers: { "x-forwarded-for": "127.0.0.1" } },
      { headers: { forwarded: "for=127.0.0.1" } },
    ]) {
      const response = await outbox(refused);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toMatch(/\d{6} is your Nagai OTP/);
    }
  });

  it.each(<[string, Record<string, string>][]>[
    ["behind any proxy", { TRUST_PROXY: "true" }],
    ["behind named proxies", { TRUST_PROXY: "10.0.0.0/8" }],
    [
      "with the http provider",
      {
        SMS_PROVIDER: "http",
        SMS_HTTP_URL: "http://127.0.0.1:9/",
        SMS_HTTP_AUTH_KEY: "k",
        SMS_HTTP_TEMPLATE_ID: "t",
      },
    ],
  ])(
    "is never served %s",
    async (_, env) => {
      const shop = await createTestApp(env);
      try {
        const response = await shop.app.inject({ url: "/api/v1/dev/outbox", remoteAddress: "127.0.0.1" });
        expect(response.statusCode).toBe(404);
      } finally {
        await shop.close();
      }
      // A shop of its own: a fresh embedded database takes 20 s on a busy machine.
    },
    120_000,
  );
});

describe("OpenAPI", () => {
  it("documents every account call", async () => {
    const response = await t.app.inject("/api/docs/json");
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      "register",
      "login",
      "verify-otp",
      "resend-otp",
      "forgot-password",
      "reset-password",
      "logout",
    ]) {
      expect(paths).toContain(`/api/v1/auth/user/${path}`);
    }
    expect(paths).toEqual(expect.arrayContaining(["/api/v1/user/change-password", "/api/v1/user/profile"]));
  });
});
