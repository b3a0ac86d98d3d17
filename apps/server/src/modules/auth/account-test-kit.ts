import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { TestApp } from "../../testing/test-app.ts";
import { otpChallenges, otpRequests, users } from "./auth.tables.ts";

/**
 * What the account tests do as a client would: API calls from an address of their choosing, a
 * fresh mobile number and address for each test (so limits never cross tests), the OTP read from
 * the dev outbox, and registered, verified accounts. `app` is read on each call: test files
 * build their app in `beforeAll`.
 */
export function createAccountKit(
  app: () => TestApp,
  { firstNumber, addressPrefix }: { firstNumber: number; addressPrefix: string },
) {
  let nextNumber = firstNumber;
  let nextAddress = 1;
  const aNumber = () => String(nextNumber++);
  const anAddress = () => `${addressPrefix}.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`;

  function call(
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    options: { body?: unknown; ip?: string; headers?: Record<string, string> } = {},
  ) {
    return app().app.inject({
      method,
      url: `/api/v1${url}`,
      payload: options.body as Record<string, unknown> | undefined,
      headers: options.headers,
      remoteAddress: options.ip ?? "127.0.0.1",
    });
  }

  async function outboxTo(number: string): Promise<{ to: string; body: string }[]> {
    const outbox = (await call("GET", "/dev/outbox")).json() as { data: { to: string; body: string }[] };
    return outbox.data.filter((entry) => entry.to === number);
  }

  /** The OTP in the newest outbox message to `number`. */
  async function lastOtp(number: string): Promise<string> {
    const code = (await outboxTo(number))[0]?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no OTP sent to ${number}`);
    return code;
  }

  /** A valid registration; `roles` is sent as the spec's client does, and the server ignores it. */
  const registration = (number: string, overrides: Record<string, unknown> = {}) => ({
    username: `user${number}`,
    email: `user${number}@gmail.com`,
    contactNumber: number,
    password: "secret1",
    roles: ["ROLE_ADMIN"],
    ...overrides,
  });

  /** Registers and verifies a new account; answers its number, password and token. */
  async function anAccount(ip = anAddress()) {
    const number = aNumber();
    const registered = await call("POST", "/auth/user/register", { body: registration(number), ip });
    expect(registered.statusCode).toBe(201);
    const verified = await call(
      "POST",
      `/auth/user/verify-otp?contactNumber=${number}&otp=${await lastOtp(number)}`,
      { ip },
    );
    expect(verified.statusCode).toBe(200);
    return { number, password: "secret1", token: verified.json().token as string };
  }

  /** Moves a number's OTPs, OTP requests and pending registration into the past by `seconds`. */
  async function age(number: string, seconds: number) {
    const { db } = app();
    const by = sql`make_interval(secs => ${seconds})`;
    await db
      .update(otpRequests)
      .set({ requestedAt: sql`${otpRequests.requestedAt} - ${by}` })
      .where(eq(otpRequests.contactNumber, number));
    await db
      .update(otpChallenges)
      .set({
        expiresAt: sql`${otpChallenges.expiresAt} - ${by}`,
        createdAt: sql`${otpChallenges.createdAt} - ${by}`,
      })
      .where(eq(otpChallenges.contactNumber, number));
    await db
      .update(users)
      .set({ pendingUntil: sql`${users.pendingUntil} - ${by}` })
      .where(eq(users.contactNumber, number));
  }

  return { aNumber, anAddress, call, outboxTo, lastOtp, registration, anAccount, age };
}
