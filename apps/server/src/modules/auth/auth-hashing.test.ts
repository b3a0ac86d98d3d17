// Issue 9 item 7: limits before hashing on every route that hashes, and a cap on hashes at once.
// argon2 itself is wrapped (not replaced) so that the test can count the hashes each call spends.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

const argon = vi.hoisted(() => ({ calls: 0, running: 0, most: 0 }));
vi.mock("@node-rs/argon2", async (original) => {
  const real = await original<typeof import("@node-rs/argon2")>();
  const counted =
    <A extends unknown[], R>(work: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      argon.calls++;
      argon.most = Math.max(argon.most, ++argon.running);
      try {
        return await work(...args);
      } finally {
        argon.running--;
      }
    };
  return { ...real, hash: counted(real.hash), verify: counted(real.verify) };
});

let t: TestApp;
let nextNumber = 9_300_000_000;

beforeAll(async () => {
  t = await createTestApp({ PASSWORD_HASH_CONCURRENCY: "1", OTP_MAX_PER_ADDRESS_PER_HOUR: "3" });
});
afterAll(() => t.close());
beforeEach(() => {
  argon.calls = 0;
  argon.most = 0;
});

const aNumber = () => String(nextNumber++);
const post = (url: string, payload: Record<string, unknown>, ip = "10.3.0.1") =>
  t.app.inject({ method: "POST", url: `/api/v1${url}`, payload, remoteAddress: ip });
const registration = (number: string, overrides: Record<string, unknown> = {}) => ({
  username: `hash${number}`,
  email: `hash${number}@gmail.com`,
  contactNumber: number,
  password: "secret1",
  ...overrides,
});

describe("hashing only after the limits", () => {
  it("register: a taken name or an address over its OTP limit costs no hash", async () => {
    const ip = "10.3.1.1";
    const first = aNumber();
    expect((await post("/auth/user/register", registration(first), ip)).statusCode).toBe(201);
    expect(argon.calls).toBe(1);
    argon.calls = 0;
    const taken = await post(
      "/auth/user/register",
      registration(aNumber(), { email: `hash${first}@gmail.com` }),
      ip,
    );
    expect(taken.statusCode).toBe(409);
    for (let i = 0; i < 2; i++) await post("/auth/user/register", registration(aNumber()), ip);
    argon.calls = 0;
    const flood = await Promise.all(
      Array.from({ length: 10 }, () => post("/auth/user/register", registration(aNumber()), ip)),
    );
    expect(flood.every((answer) => answer.statusCode === 429)).toBe(true);
    expect(argon.calls).toBe(0);
  });

  it("reset-password: a wrong code costs no hash, and one address may offer at most 100 codes in 15 minutes", async () => {
    const ip = "10.3.2.1";
    const statuses = [];
    for (let i = 0; i < 105; i++) {
      const answer = await post(
        "/auth/user/reset-password",
        { contactNumber: aNumber(), otp: "123456", newPassword: "newpass1" },
        ip,
      );
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 100).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(100)).toEqual(Array(5).fill(429));
    expect(argon.calls).toBe(0);
  });
});

describe("hashes at once", () => {
  it("runs one at a time with PASSWORD_HASH_CONCURRENCY=1, queues 8 and answers any more 503 with Retry-After", async () => {
    await t.db.execute(sql`delete from rate_limit_counters`);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        post(
          "/auth/user/login",
          { contactOrEmailOrUsername: `nobody${i}`, password: "whatever1" },
          `10.3.${4 + (i % 2)}.${i + 1}`,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(argon.most).toBe(1);
    // At least the one running and the eight waiting are answered; how many more depends on how
    // fast the first hashes end while the rest arrive.
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(9);
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.length + statuses.filter((status) => status === 401).length).toBe(60);
    expect(busy[0]!.headers["retry-after"]).toBe("1");
    expect(busy[0]!.json().error).toBe("SERVICE_UNAVAILABLE");
  });
});
