import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "../modules/subscriptions/subscriptions.tables.ts";
import { aProduct, insertProducts } from "../testing/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { NOT_UTF8_MESSAGE } from "./input-guard.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertProducts(t.db, aProduct());
  await t.catalogueSettled();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: "POST", url: `/api/v1${url}`, payload: payload as Record<string, unknown> });

describe("NUL characters", () => {
  it("are refused in a query with a 400 naming the field, where PostgreSQL answered 500", async () => {
    const answer = await t.app.inject("/api/v1/category_image/get?itemName=Rings%00&subItemName=a");
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      status: "error",
      error: "VALIDATION_FAILED",
      message: "itemName must not contain NUL characters",
      fields: { itemName: "itemName must not contain NUL characters" },
    });
  });

  it("are refused in the search text of a listing", async () => {
    const answer = await t.app.inject("/api/v1/product/items/filter?itemName=ring%00s");
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual({ itemName: "itemName must not contain NUL characters" });
  });

  it("are refused in login and register fields before any query", async () => {
    const login = await post("/auth/user/login", {
      contactOrEmailOrUsername: "a\u0000b",
      password: "secret1",
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().fields).toEqual({
      contactOrEmailOrUsername: "contactOrEmailOrUsername must not contain NUL characters",
    });

    const register = await post("/auth/user/register", {
      username: "nul\u0000user",
      email: "nul@gmail.com",
      contactNumber: "9000000001",
      password: "secret\u00001",
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().fields).toEqual({
      username: "username must not contain NUL characters",
      password: "password must not contain NUL characters",
    });
  });

  it("are found in values the schema passes through and in keys", async () => {
    const register = await post("/auth/user/register", {
      username: "someone",
      email: "someone@gmail.com",
      contactNumber: "9000000002",
      password: "secret1",
      roles: [{ name: "ROLE\u0000USER" }],
      "extra\u0000": 1,
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().fields).toEqual({
      "roles.0.name": "roles.0.name must not contain NUL characters",
      "extra\\0": "extra\\0 must not contain NUL characters",
    });
  });

  it("leave other text alone: a listing with odd but storable text still answers", async () => {
    const answer = await t.app.inject(
      `/api/v1/product/items/filter?itemName=${encodeURIComponent("%E0%A4%A \\ ' ó 😀")}`,
    );
    expect(answer.statusCode).toBe(200);
  });

  it("are documented: the API's description says so and every route with input lists its 400", async () => {
    const document = (await t.app.inject("/api/docs/json")).json();
    expect(document.info.description).toContain("must not contain NUL characters");
    type Operation = { parameters?: unknown[]; requestBody?: unknown; responses: Record<string, unknown> };
    const paths = Object.entries(document.paths) as [string, Record<string, Operation>][];
    for (const [path, operations] of paths) {
      for (const [method, operation] of Object.entries(operations)) {
        const takesInput = (operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined;
        if (takesInput && !path.includes("{*}")) {
          expect(operation.responses["400"], `${method} ${path}`).toBeDefined();
        }
      }
    }
  });
});

describe("JSON bodies that are not UTF-8", () => {
  const subscribe = (payload: Buffer | string, contentType = "application/json") =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/subscriptions",
      headers: { "content-type": contentType },
      payload,
    });
  const jsonWith = (email: Buffer) => Buffer.concat([Buffer.from('{"email":"'), email, Buffer.from('"}')]);

  it("are refused with a 400 that says so, where the broken bytes were kept as U+FFFD", async () => {
    for (const broken of [
      Buffer.from([0x61, 0xff, 0x40, 0x67]),
      Buffer.from([0x61, 0xc0, 0x80]), // an overlong NUL
      Buffer.from([0x61, 0xed, 0xa0, 0x80]), // a surrogate
      Buffer.from([0x61, 0xe0, 0xa4]), // a sequence cut short
    ]) {
      const email = Buffer.concat([broken, Buffer.from("@gmail.com")]);
      const answer = await subscribe(jsonWith(email), "application/json; charset=utf-8");
      expect(answer.statusCode, email.toString("hex")).toBe(400);
      expect(answer.json().message).toBe(NOT_UTF8_MESSAGE);
    }
  });

  it("leave UTF-8 text and Fastify's guards as they were", async () => {
    // Tamil in the address: valid UTF-8, kept exactly as sent.
    const tamil = `அனு${Date.now()}@gmail.com`;
    expect((await subscribe(jsonWith(Buffer.from(tamil)))).statusCode).toBeLessThan(300);
    const kept = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, tamil));
    expect(kept).toHaveLength(1);
    const poisoned = await subscribe('{"email":"a@gmail.com","__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(400);
    expect((await subscribe("{not json")).statusCode).toBe(400);
  });
});
