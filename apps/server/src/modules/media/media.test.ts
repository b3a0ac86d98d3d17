import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskMediaStore, mediaDirectory } from "../../providers/media-store/media-store.public.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { storeFile, storeImage } from "./media.service.ts";

let t: TestApp;
let stored: string;

beforeAll(async () => {
  t = await createTestApp();
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><circle cx="50" cy="50" r="40" fill="gold"/></svg>',
  );
  stored = await storeImage(t.db, createDiskMediaStore(mediaDirectory(t.dataDir)), svg, "product");
});

afterAll(() => t.close());

describe("media", () => {
  it("stores every width in AVIF, WebP and JPEG under a content-hash key", async () => {
    expect(stored).toMatch(/^[0-9a-f]{20}\/800\.jpg$/);
    const key = stored.split("/")[0];
    for (const width of [240, 480, 800]) {
      for (const [format, type] of [
        ["avif", "image/avif"],
        ["webp", "image/webp"],
        ["jpg", "image/jpeg"],
      ]) {
        const response = await t.app.inject(`/media/${key}/${width}.${format}`);
        expect(response.statusCode, `${width}.${format}`).toBe(200);
        expect(response.headers["content-type"]).toBe(type);
        const metadata = await sharp(response.rawPayload).metadata();
        expect(metadata.width).toBe(width);
      }
    }
  });

  it("encodes a variant on its first request and serves it from disk after", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="teal"/></svg>',
    );
    const path800 = await storeImage(t.db, createDiskMediaStore(mediaDirectory(t.dataDir)), svg, "product");
    const key = path800.split("/")[0]!;
    const file = path.join(mediaDirectory(t.dataDir), key, "480.webp");
    expect(existsSync(file)).toBe(false);
    const [first, second] = await Promise.all([
      t.app.inject(`/media/${key}/480.webp`),
      t.app.inject(`/media/${key}/480.webp`),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    expect(existsSync(file)).toBe(true);
    expect(readdirSync(path.dirname(file)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    const again = await t.app.inject(`/media/${key}/480.webp`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("refuses widths and formats the asset's kind does not have", async () => {
    const key = stored.split("/")[0];
    for (const file of ["123.jpg", "480.gif", "480.webp.bak", "source"]) {
      expect((await t.app.inject(`/media/${key}/${file}`)).statusCode, file).toBe(404);
    }
  });

  it("lets browsers and CDNs keep a file for a year", async () => {
    const response = await t.app.inject(`/media/${stored}`);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("stores the same picture once", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><circle cx="50" cy="50" r="40" fill="gold"/></svg>',
    );
    expect(await storeImage(t.db, createDiskMediaStore(mediaDirectory(t.dataDir)), svg, "product")).toBe(
      stored,
    );
  });

  it("answers a missing file with the JSON 404 and never leaves the media folder", async () => {
    const missing = await t.app.inject("/media/nothing/800.jpg");
    expect(missing.statusCode).toBe(404);
    const outside = await t.app.inject("/media/..%2f..%2fetc%2fpasswd");
    expect(outside.statusCode).toBe(404);
  });

  it("answers a video's byte range (a seek), and a name the browser holds with 304", async () => {
    const clip = Buffer.from(Array.from({ length: 100 }, (_, i) => i));
    const name = await storeFile(createDiskMediaStore(mediaDirectory(t.dataDir)), clip, "webm", "video/webm");
    const part = await t.app.inject({ url: `/media/${name}`, headers: { range: "bytes=10-19" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe("bytes 10-19/100");
    expect(part.headers["content-type"]).toBe("video/webm");
    expect([...part.rawPayload]).toEqual(Array.from({ length: 10 }, (_, i) => i + 10));
    expect(
      (await t.app.inject({ url: `/media/${name}`, headers: { range: "bytes=-5" } })).rawPayload.length,
    ).toBe(5);
    expect((await t.app.inject({ url: `/media/${name}`, headers: { range: "bytes=200-" } })).statusCode).toBe(
      416,
    );
    const whole = await t.app.inject(`/media/${name}`);
    expect(whole.rawPayload.equals(clip)).toBe(true);
    const again = await t.app.inject({
      url: `/media/${name}`,
      headers: { "if-none-match": whole.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});
