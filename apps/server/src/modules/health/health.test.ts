import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /health/ready", () => {
  it("answers 503 with Retry-After while the listing index builds, then 200", async () => {
    await insertProducts(t.db, aProduct(), aProduct());
    const first = await t.app.inject("/api/v1/health/ready");
    if (first.statusCode === 503) {
      expect(first.headers["retry-after"]).toBe("1");
      expect(first.json()).toMatchObject({ status: "error", error: "NOT_READY" });
    }
    await vi.waitFor(
      async () => {
        const ready = await t.app.inject("/api/v1/health/ready");
        expect(ready.statusCode).toBe(200);
        expect(ready.json()).toMatchObject({ status: "ready", listingIndex: "ready" });
        expect(ready.json().listingIndexVersion).toBe(ready.json().catalogueVersion);
      },
      { timeout: 10_000, interval: 50 },
    );
  });
});
