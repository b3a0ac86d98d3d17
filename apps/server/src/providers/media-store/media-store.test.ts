import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, GetObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import type { FastifyInstance } from "fastify";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { storeImage } from "../../modules/media/media.public.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createMediaStore, createS3MediaStore, type MediaStore } from "./media-store.public.ts";

// A real S3-compatible server (s3rver, in this process, on a port of its own), not a mock.
const BUCKET = "nagai-media-test";
let s3: S3rver;
let s3Folder: string;
let env: Record<string, string>;
let t: TestApp;
let other: FastifyInstance;
let store: MediaStore & { client: ReturnType<typeof createS3MediaStore>["client"] };
/** A shop of its own on a fresh embedded database takes 20 s on a busy machine. */
const APP_TEST_TIMEOUT = 120_000;

const svg = (fill: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="${fill}"/></svg>`,
  );

beforeAll(async () => {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";
  s3Folder = mkdtempSync(path.join(tmpdir(), "nagai-s3rver-"));
  s3 = new S3rver({ port: 0, address: "127.0.0.1", directory: s3Folder, silent: true });
  const { port } = await s3.run();
  env = {
    MEDIA_S3_BUCKET: BUCKET,
    MEDIA_S3_REGION: "ap-south-1",
    MEDIA_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    MEDIA_S3_ACCESS_KEY_ID: "S3RVER",
    MEDIA_S3_SECRET_ACCESS_KEY: "S3RVER",
    MEDIA_S3_FORCE_PATH_STYLE: "true",
  };
  store = createS3MediaStore({
    bucket: BUCKET,
    region: "ap-south-1",
    endpoint: env.MEDIA_S3_ENDPOINT,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  });
  await store.client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  t = await createTestApp(env);
  other = await t.anotherProcess();
}, APP_TEST_TIMEOUT);

afterAll(async () => {
  await t?.close();
  await s3?.close();
  rmSync(s3Folder, { recursive: true, force: true });
});

describe("the S3 media store", () => {
  it("puts and gets bytes, says what it has, and never writes other content over a name", async () => {
    const name = "0123456789abcdef0123/file.webm";
    expect(await store.has(name)).toBe(false);
    expect(await store.read(name)).toBeUndefined();
    await store.write(name, Buffer.from("first"), "video/webm");
    expect(await store.has(name)).toBe(true);
    expect((await store.read(name))?.toString()).toBe("first");
    await store.write(name, Buffer.from("second"), "video/webm");
    expect((await store.read(name))?.toString()).toBe("first");
    const object = await store.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: name }));
    expect(object.ContentType).toBe("video/webm");
  });

  it("refuses a name that is not a media name before it reaches the bucket", async () => {
    await expect(store.read("../../etc/passwd")).rejects.toThrow(/Not a media name/);
    await expect(store.write("abc/../x", Buffer.from("x"), "text/plain")).rejects.toThrow(/Not a media name/);
  });

  it("is the app's store when MEDIA_S3_* is set: a variant encoded on request is written to the bucket, served with a year's cache, and nothing goes to disk", async () => {
    const stored = await storeImage(
      t.db,
      createMediaStore(loadConfig({ ...env, DATA_DIR: t.dataDir })),
      svg("teal"),
      "product",
    );
    const key = stored.split("/")[0]!;
    expect(await store.has(`${key}/source`)).toBe(true);
    expect(await store.has(`${key}/480.webp`)).toBe(false);
    const first = await t.app.inject(`/media/${key}/480.webp`);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("image/webp");
    expect(first.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await sharp(first.rawPayload).metadata()).width).toBe(480);
    expect((await store.read(`${key}/480.webp`))?.equals(first.rawPayload)).toBe(true);
    const again = await t.app.inject(`/media/${key}/480.webp`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await t.app.inject(`/media/${key}/source`)).statusCode).toBe(404);
    expect(existsSync(path.join(t.dataDir, "media"))).toBe(false);
  });

  it("two apps on one bucket serve each other's uploads and variants, reading the bucket", async () => {
    const stored = await storeImage(
      t.db,
      createMediaStore(loadConfig({ ...env, DATA_DIR: t.dataDir })),
      svg("gold"),
      "product",
    );
    const key = stored.split("/")[0]!;
    // Encoded by the first app, served by the second.
    const encoded = await t.app.inject(`/media/${key}/240.avif`);
    expect(encoded.statusCode).toBe(200);
    const served = await other.inject(`/media/${key}/240.avif`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(encoded.rawPayload)).toBe(true);
    // A variant only the bucket has (put there by a third machine, say): the second app answers
    // those very bytes rather than encoding its own.
    const marker = await sharp({ create: { width: 240, height: 240, channels: 3, background: "red" } })
      .jpeg()
      .toBuffer();
    await store.client.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: `${key}/240.jpg`,
        Body: marker,
        ContentType: "image/jpeg",
      }),
    );
    const fromBucket = await other.inject(`/media/${key}/240.jpg`);
    expect(fromBucket.statusCode).toBe(200);
    expect(fromBucket.rawPayload.equals(marker)).toBe(true);
  });

  it("answers 404 for what the bucket does not hold", async () => {
    expect((await other.inject("/media/0123456789abcdef9999/800.jpg")).statusCode).toBe(404);
  });
});

describe("MEDIA_S3_* settings", () => {
  const base = { NODE_ENV: "test" };
  it("names the missing variable of a partial set", () => {
    expect(() => loadConfig({ ...base, MEDIA_S3_BUCKET: "shop-media" })).toThrow(
      /MEDIA_S3_REGION: must be set/,
    );
    expect(() => loadConfig({ ...base, MEDIA_S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(
      /MEDIA_S3_BUCKET: must be set[\s\S]*MEDIA_S3_REGION: must be set/,
    );
    expect(() =>
      loadConfig({
        ...base,
        MEDIA_S3_BUCKET: "shop-media",
        MEDIA_S3_REGION: "ap-south-1",
        MEDIA_S3_ACCESS_KEY_ID: "AKIA",
      }),
    ).toThrow(
      /MEDIA_S3_SECRET_ACCESS_KEY: MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() =>
      loadConfig({ ...base, MEDIA_S3_BUCKET: "Shop_Media", MEDIA_S3_REGION: "ap-south-1" }),
    ).toThrow(/MEDIA_S3_BUCKET: must be a bucket name/);
  });

  it("takes a bucket and region alone (the SDK's own credentials, e.g. an instance role), in production too", () => {
    const config = loadConfig({ ...base, MEDIA_S3_BUCKET: "shop-media", MEDIA_S3_REGION: "ap-south-1" });
    expect(createMediaStore(config).description).toBe("the bucket shop-media (ap-south-1)");
    expect(createMediaStore(loadConfig(base)).description).toMatch(/^the folder .*media$/);
  });
});
