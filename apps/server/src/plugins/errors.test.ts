import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { openTestDatabase } from "../testing/test-app.ts";
import { errorsPlugin } from "./errors.ts";

let database: { handle: DatabaseHandle; drop: () => Promise<void> };
const app = Fastify();

beforeAll(async () => {
  database = await openTestDatabase();
  await app.register(errorsPlugin);
  // A route that hands its query value to PostgreSQL as it is, as a schema that lets too much
  // through would: the database's own refusal must reach the client as a 400, not a 500.
  app.get("/cast", async (request) => {
    const { value, type } = request.query as { value: string; type: string };
    const cast = {
      int: sql`${value}::int`,
      numeric: sql`${value}::numeric(12,2)`,
      text: sql`${value}::text`,
    }[type];
    await database.handle.db.execute(sql`select ${cast} as value`);
    return { ok: true };
  });
  app.get("/boom", async () => {
    throw new Error("a bug");
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.handle.close();
  await database.drop();
});

describe("database input errors", () => {
  it.each([
    ["a number out of range (22003)", "int", "99999999999999999999"],
    ["a numeric overflow (22003)", "numeric", "1e308"],
    ["text that is not a number (22P02)", "int", "twelve"],
    ["a NUL character (22021)", "text", "a\u0000b"],
  ])("answer 400 for %s", async (_name, type, value) => {
    const answer = await app.inject({ url: "/cast", query: { type, value } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      status: "error",
      error: "VALIDATION_FAILED",
      message: "A value in the request is not valid.",
    });
  });

  it("still answer 500 for anything else, without detail", async () => {
    const answer = await app.inject("/boom");
    expect(answer.statusCode).toBe(500);
    expect(answer.json().message).toBe("Something went wrong. Please try again.");
  });
});
