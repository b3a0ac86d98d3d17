import { ErrorResponseSchema } from "@nagai/contracts/errors";
import { SUBSCRIPTION_MESSAGES, SubscribedSchema } from "@nagai/contracts/subscription";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { newsletterSubscribers } from "./subscriptions.tables.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUBSCRIPTION_MAX_PER_ADDRESS_PER_HOUR: "3" });
});
afterAll(() => t.close());

let nextAddress = 1;
/** Each request from an address of its own, but where a test shares one on purpose. */
const anAddress = () => `10.29.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

function subscribe(body: unknown, { ip = anAddress(), contentType = "application/json" } = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/subscriptions",
    remoteAddress: ip,
    headers: { "content-type": contentType },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The rows for an address, compared as the unique index compares them. */
async function rowsFor(email: string) {
  return t.db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);
}

const count = async () => (await t.db.select().from(newsletterSubscribers)).length;

describe("POST /api/v1/subscriptions", () => {
  it("keeps a new address, trimmed and in lower case, and says so", async () => {
    const response = await subscribe({ email: "  Meena.R@Example.COM " });
    expect(response.statusCode).toBe(200);
    expect(SubscribedSchema.parse(response.json())).toEqual({
      status: "success",
      message: SUBSCRIPTION_MESSAGES.success,
    });
    const rows = await rowsFor("meena.r@example.com");
    expect(rows.map((row) => row.email)).toEqual(["meena.r@example.com"]);
  });

  it("answers a second subscribe of the address, in any case, exactly as the first, and keeps one row", async () => {
    const first = await subscribe({ email: "arjun@example.in" });
    const again = await subscribe({ email: "arjun@example.in" });
    const shouted = await subscribe({ email: "ARJUN@Example.IN" });
    for (const answer of [again, shouted]) {
      expect(answer.statusCode).toBe(first.statusCode);
      expect(answer.body).toBe(first.body);
    }
    expect(await rowsFor("arjun@example.in")).toHaveLength(1);
  });

  it("keeps one row when twenty subscribes of one address arrive at once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        subscribe({ email: i % 2 ? "Ravi@Example.com" : "ravi@example.COM" }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await rowsFor("ravi@example.com")).toHaveLength(1);
  });

  it("refuses a missing, broken or oversized address with a message naming it, and keeps nothing", async () => {
    const before = await count();
    const cases: [unknown, string][] = [
      [{}, SUBSCRIPTION_MESSAGES.required],
      [{ email: null }, SUBSCRIPTION_MESSAGES.required],
      [{ email: 42 }, SUBSCRIPTION_MESSAGES.required],
      [{ email: "   " }, SUBSCRIPTION_MESSAGES.required],
      [{ email: "meena@" }, SUBSCRIPTION_MESSAGES.emailInvalid],
      [{ email: "meena@example" }, SUBSCRIPTION_MESSAGES.emailInvalid],
      [{ email: "two words@example.com" }, SUBSCRIPTION_MESSAGES.emailInvalid],
      [{ email: `${"m".repeat(250)}@example.com` }, SUBSCRIPTION_MESSAGES.tooLong],
      // A long run of dots makes a careless address pattern backtrack for minutes: the length goes first.
      [{ email: `a@${"a.".repeat(400_000)} ` }, SUBSCRIPTION_MESSAGES.tooLong],
      [{ email: "meena\u0000@example.com" }, "email must not contain NUL characters"],
    ];
    for (const [body, message] of cases) {
      const started = performance.now();
      const response = await subscribe(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(ErrorResponseSchema.parse(response.json()).fields?.email).toBe(message);
      expect(performance.now() - started).toBeLessThan(5_000);
    }
    expect(await count()).toBe(before);
  });

  it("refuses a body that is not a JSON object, or too big, with a 4xx", async () => {
    const before = await count();
    const bodies: [string, string][] = [
      ["{", "application/json"],
      ["[1]", "application/json"],
      ['"meena@example.com"', "application/json"],
      ["email=meena%40example.com", "application/x-www-form-urlencoded"],
      ["meena@example.com", "text/plain"],
      [JSON.stringify({ email: "big@example.com", padding: "x".repeat(1_100_000) }), "application/json"],
    ];
    for (const [payload, contentType] of bodies) {
      const response = await subscribe(payload, { contentType });
      expect(response.statusCode, `${contentType} ${payload.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect(await count()).toBe(before);
  });

  it("limits subscribes per client address, with Retry-After, and keeps nothing past the limit", async () => {
    const ip = "10.29.200.1";
    for (let i = 0; i < 3; i++)
      expect((await subscribe({ email: `limit${i}@example.com` }, { ip })).statusCode).toBe(200);
    const refused = await subscribe({ email: "limit3@example.com" }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(ErrorResponseSchema.parse(refused.json()).message).toBe(SUBSCRIPTION_MESSAGES.tooManyRequests);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await rowsFor("limit3@example.com")).toEqual([]);
    // Another address is not held back.
    expect((await subscribe({ email: "limit3@example.com" }, { ip: "10.29.200.2" })).statusCode).toBe(200);
  });

  it("is in the OpenAPI document with its body, answers and limit", async () => {
    const document = (await t.app.inject("/api/docs/json")).json();
    const operation = document.paths["/api/v1/subscriptions"]?.post;
    expect(operation).toBeDefined();
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["200", "400", "429"]));
    const body = operation.requestBody.content["application/json"].schema.$ref.split("/").pop();
    expect(document.components.schemas[body].required).toEqual(["email"]);
    expect(operation.description).toContain("3 an hour");
  });
});
