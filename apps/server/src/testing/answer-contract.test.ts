import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ErrorResponseSchema } from "@nagai/contracts/errors";
import { build } from "esbuild";
import type { FastifyInstance, FastifyReply } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { applyMigrations } from "../db/migrate.ts";
import { checkAnswersAgainstDocument, takeContractViolations } from "./answer-contract.ts";
import { openTestDatabase } from "./test-app.ts";

/**
 * The check every API test runs (decision 039), shown refusing answers that drift from the
 * document: routes added for this file only, beside the shop's own, answer what their schema
 * does not say, the way the catalogue sends its pre-built JSON text past the serializer.
 */
const Drift = z.object({ name: z.string(), pricePaise: z.number().int() });

function driftRoutes(app: FastifyInstance) {
  const schema = { tags: ["test"], response: { 200: Drift, 404: ErrorResponseSchema } };
  const sendText = (text: string) => async (_request: unknown, reply: FastifyReply) =>
    reply.type("application/json; charset=utf-8").send(text);
  app.get("/api/v1/test/kept", { schema }, sendText('{"name":"Ring","pricePaise":1200}'));
  app.get("/api/v1/test/wrong-type", { schema }, sendText('{"name":"Ring","pricePaise":"12.00"}'));
  app.get("/api/v1/test/extra-field", { schema }, sendText('{"name":"Ring","pricePaise":1200,"cost":900}'));
  app.get("/api/v1/test/not-json", { schema }, sendText("{name:"));
  // A status the schema does not declare (the typed reply would not allow it).
  app.get("/api/v1/test/teapot", { schema }, async (_request, reply: FastifyReply) =>
    reply.code(418).send({ status: "error", error: "TEAPOT", message: "no" }),
  );
  app.get("/api/v1/test/as-text", { schema }, async (_request, reply) =>
    reply.type("text/plain").send("Ring"),
  );
  app.get("/api/v1/test/hidden", { schema: { hide: true } }, async () => ({ ok: true }));
  app.get("/a-page", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/html").send("<p>not the API</p>"),
  );
}

let app: FastifyInstance;
let database: DatabaseHandle;
let dropDatabase: () => Promise<void>;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "nagai-contract-"));
  const opened = await openTestDatabase();
  database = opened.handle;
  dropDatabase = opened.drop;
  await applyMigrations(database);
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  app = await buildApp({ config, database, logger: false, testHooks: checkAnswersAgainstDocument });
  // After the shop's plugins, so the document lists these routes as it lists the shop's.
  await app.register(async (routes) => driftRoutes(routes));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await dropDatabase?.();
  await rm(dataDir, { recursive: true, force: true });
});

async function violationsOf(url: string) {
  const response = await app.inject(url);
  return { status: response.statusCode, violations: takeContractViolations() };
}

describe("the answer contract", () => {
  it("lets an answer that keeps its document pass, pre-built text or not", async () => {
    expect(await violationsOf("/api/v1/test/kept")).toEqual({ status: 200, violations: [] });
    expect((await violationsOf("/api/v1/product/todayrate")).violations).toEqual([]);
  });

  it("refuses a pre-built answer whose field has the wrong type, naming the route, the status and the field", async () => {
    const { status, violations } = await violationsOf("/api/v1/test/wrong-type");
    expect(status).toBe(200);
    expect(violations).toEqual([
      {
        route: "GET /api/v1/test/wrong-type",
        status: 200,
        problem: expect.stringMatching(/^\/pricePaise must be integer \[schema openapi#\/.*\/type\]$/),
      },
    ]);
  });

  it("refuses a field the document does not name, and a body that is not JSON", async () => {
    expect((await violationsOf("/api/v1/test/extra-field")).violations).toEqual([
      expect.objectContaining({
        problem: expect.stringContaining("must NOT have additional properties (cost)"),
      }),
    ]);
    expect((await violationsOf("/api/v1/test/not-json")).violations).toEqual([
      expect.objectContaining({ problem: 'the body is not JSON: "{name:"' }),
    ]);
  });

  it("refuses a status the document does not list, and a media type the status does not list", async () => {
    expect((await violationsOf("/api/v1/test/teapot")).violations).toEqual([
      {
        route: "GET /api/v1/test/teapot",
        status: 418,
        problem: expect.stringContaining("status 418 is not in the document"),
      },
    ]);
    expect((await violationsOf("/api/v1/test/as-text")).violations).toEqual([
      expect.objectContaining({
        problem: "answered as text/plain; the document lists application/json for 200",
      }),
    ]);
  });

  it("refuses an /api answer of a route the document leaves out, and checks an unknown path's error", async () => {
    expect((await violationsOf("/api/v1/test/hidden")).violations).toEqual([
      expect.objectContaining({
        status: 200,
        problem: expect.stringContaining("no operation in the document"),
      }),
    ]);
    expect(await violationsOf("/api/v1/no-such-route")).toEqual({ status: 404, violations: [] });
  });

  it("leaves pages and other answers outside the API unchecked", async () => {
    expect(await violationsOf("/a-page")).toEqual({ status: 200, violations: [] });
  });

  it("is never part of the production server: its bundle holds nothing from testing/", async () => {
    const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../server.ts");
    const result = await build({
      entryPoints: [server],
      bundle: true,
      platform: "node",
      format: "esm",
      write: false,
      metafile: true,
      packages: "external",
      logLevel: "silent",
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((input) => input.endsWith("apps/server/src/app.ts"))).toBe(true);
    expect(inputs.filter((input) => input.includes("/testing/"))).toEqual([]);
  });
});
