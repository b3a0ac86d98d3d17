// A piece's photos and picture uploads in the console (issue 26 item 4, decision 047), through the
// real handlers into a real database and the disk media store: who may, what is refused (by the
// bytes, by size, by type), what is kept of a picture (no EXIF or GPS), reorder and remove, audit.

import { crc32, deflateSync } from "node:zlib";
import { ErrorResponseSchema } from "@nagai/contracts/errors";
import { StaffProductPhotosSchema } from "@nagai/contracts/staff-media";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskMediaStore, mediaDirectory } from "../../providers/media-store/media-store.public.ts";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { createShopperKit } from "../../testing/shopper-test-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { auditLog } from "../audit/audit.tables.ts";
import { createStaffKit } from "../staff/staff-test-kit.ts";
import { products } from "./catalog.tables.ts";

let t: TestApp;
const { aShopper } = createShopperKit(() => t, { firstNumber: 9_611_000_000, addressPrefix: "10.211" });
const { aStaffMember } = createStaffKit(() => t, { firstNumber: 9_610_000_000 });
type Member = Awaited<ReturnType<typeof aStaffMember>>;
let member: Member;

beforeAll(async () => {
  t = await createTestApp();
  member = await aStaffMember();
}, 60_000);
afterAll(async () => t?.close());

const aPicture = (background: string, format: "png" | "jpeg" | "webp" = "png") =>
  sharp({ create: { width: 300, height: 200, channels: 3, background } })
    .toFormat(format)
    .toBuffer();

const upload = (
  sno: number,
  body: Buffer,
  type = "image/png",
  headers: Record<string, string> = member.headers,
) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/staff/products/${sno}/photos`,
    headers: { ...headers, "content-type": type },
    payload: body,
  });
const arrange = (sno: number, ImagePath: unknown) =>
  t.app.inject({
    method: "PUT",
    url: `/api/v1/staff/products/${sno}/photos`,
    headers: member.headers,
    payload: { ImagePath },
  });
const refusal = (response: { statusCode: number; json(): unknown }, status: number) => {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  return ErrorResponseSchema.parse(response.json());
};
/** A PNG's signature, header and end, and a scrap of data: enough for a reader to see its size. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(width + 1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const aPiece = async () => (await insertProducts(t.db, aProduct({ imagePaths: [] })))[0]!;
const photoAudit = (sno: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "product"), eq(auditLog.entityId, String(sno))));

describe("who may change a piece's photos", () => {
  it("refuses no session and a shopper's token with 401, before reading the body", async () => {
    const piece = await aPiece();
    const shopper = await aShopper();
    const picture = await aPicture("gold");
    refusal(await upload(piece.sno, picture, "image/png", {}), 401);
    refusal(await upload(piece.sno, picture, "image/png", { authorization: `Bearer ${shopper.token}` }), 401);
    refusal(
      await t.app.inject({
        method: "GET",
        url: `/api/v1/staff/products/${piece.sno}/photos`,
        headers: { authorization: `Bearer ${shopper.token}` },
      }),
      401,
    );
    expect(await photoAudit(piece.sno)).toEqual([]);
  });
});

describe("POST /api/v1/staff/products/{sno}/photos", () => {
  it("stores the picture re-encoded, appends it to the piece, audits it, and the shop serves it", async () => {
    const piece = await aPiece();
    const first = await upload(piece.sno, await aPicture("gold"));
    expect(first.statusCode, first.body).toBe(200);
    const second = StaffProductPhotosSchema.parse(
      (await upload(piece.sno, await aPicture("teal", "webp"), "image/webp")).json(),
    );
    expect(second.ImagePath).toHaveLength(2);
    expect(second.ImagePath[0]).toBe(first.json().ImagePath[0]);
    for (const path of second.ImagePath) expect(path).toMatch(/^[0-9a-f]{20}\/800\.jpg$/);
    const [row] = await t.db.select().from(products).where(eq(products.sno, piece.sno));
    expect(row!.imagePaths).toEqual(second.ImagePath);
    const served = await t.app.inject(`/media/${second.ImagePath[1]!.replace("800.jpg", "480.webp")}`);
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(480);
    const audit = await photoAudit(piece.sno);
    expect(audit.map((entry) => entry.action)).toEqual(["product.photo.add", "product.photo.add"]);
    expect(audit[1]!.before).toEqual({ ImagePath: [second.ImagePath[0]] });
    expect(audit[1]!.after).toEqual({ ImagePath: second.ImagePath });
    expect(audit[1]!.staffId).toBe(member.id);
    await t.catalogueSettled();
    const shown = await t.app.inject(`/api/v1/product/getSnofilter?sno=${piece.sno}`);
    expect(shown.body).toContain(second.ImagePath[1]);
  });

  it("leaves a picture's EXIF and GPS data behind", async () => {
    const piece = await aPiece();
    const withExif = await sharp({ create: { width: 200, height: 200, channels: 3, background: "navy" } })
      .withExif({
        IFD0: { Copyright: "Secret Studio", Make: "PhoneCo" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "13/1 4/1 0/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "80/1 16/1 0/1",
        },
      })
      .png()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif?.toString("latin1")).toContain("Secret Studio");
    const response = await upload(piece.sno, withExif);
    expect(response.statusCode, response.body).toBe(200);
    const [path] = StaffProductPhotosSchema.parse(response.json()).ImagePath;
    const key = path!.split("/")[0]!;
    const source = await createDiskMediaStore(mediaDirectory(t.dataDir)).read(`${key}/source`);
    expect(source).toBeDefined();
    expect(source!.includes(Buffer.from("Secret Studio"))).toBe(false);
    const sourceMetadata = await sharp(source!).metadata();
    expect(sourceMetadata.exif).toBeUndefined();
    for (const file of ["800.jpg", "480.webp", "240.avif"]) {
      const served = await t.app.inject(`/media/${key}/${file}`);
      expect(served.statusCode, file).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).exif, file).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from("Secret Studio")), file).toBe(false);
    }
  });

  it("refuses a file that is not a picture with 400, whatever type it claims", async () => {
    const piece = await aPiece();
    const text = refusal(
      await upload(piece.sno, Buffer.from("%PDF-1.7 not a picture at all"), "image/jpeg"),
      400,
    );
    expect(text.message).toMatch(/not a picture/);
    const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
    expect(refusal(await upload(piece.sno, gif, "image/png"), 400).message).toMatch(/gif file/);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(refusal(await upload(piece.sno, svg, "image/png"), 400).message).toMatch(/svg file/);
    refusal(await upload(piece.sno, Buffer.alloc(0), "image/png"), 400);
    // A PNG's header with its pixels cut off: read, not decodable.
    expect(refusal(await upload(piece.sno, pngDeclaring(300, 300)), 400).message).toMatch(/cannot be read/);
    expect(await photoAudit(piece.sno)).toEqual([]);
  });

  it("refuses a decompression bomb: more pixels than allowed, whatever the file's size", async () => {
    const piece = await aPiece();
    // A PNG whose header declares 30,000 × 30,000 pixels (900 megapixels) in a few dozen bytes.
    const bomb = pngDeclaring(30_000, 30_000);
    expect(bomb.length).toBeLessThan(200);
    expect(refusal(await upload(piece.sno, bomb), 400).message).toMatch(/at most 100 megapixels/);
  });

  it("refuses 15 MB + 1 byte with 413, and another type with 415", async () => {
    const piece = await aPiece();
    refusal(await upload(piece.sno, Buffer.alloc(15 * 1024 * 1024 + 1), "image/jpeg"), 413);
    const gif = refusal(await upload(piece.sno, await aPicture("red"), "image/gif"), 415);
    expect(gif.message).toMatch(/image\/jpeg, image\/png or image\/webp/);
    refusal(
      await t.app.inject({
        method: "POST",
        url: `/api/v1/staff/products/${piece.sno}/photos`,
        headers: member.headers,
        payload: { ImagePath: ["x"] },
      }),
      415,
    );
  });

  it("answers 404 for a piece that does not exist", async () => {
    refusal(await upload(987_654, await aPicture("gold")), 404);
    refusal(await arrange(987_654, []), 404);
  });
});

describe("PUT /api/v1/staff/products/{sno}/photos", () => {
  it("reorders and removes, each change audited; an unknown or repeated path is a 400 that changes nothing", async () => {
    const piece = await aPiece();
    for (const colour of ["red", "green", "blue"]) await upload(piece.sno, await aPicture(colour));
    const [a, b, c] = StaffProductPhotosSchema.parse(
      (
        await t.app.inject({ url: `/api/v1/staff/products/${piece.sno}/photos`, headers: member.headers })
      ).json(),
    ).ImagePath;
    const reordered = await arrange(piece.sno, [c, a, b]);
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().ImagePath).toEqual([c, a, b]);
    const removed = await arrange(piece.sno, [a, c]);
    expect(removed.json().ImagePath).toEqual([a, c]);

    expect(refusal(await arrange(piece.sno, [a, "0123456789abcdef0123/800.jpg"]), 400).message).toMatch(
      /not one of this piece's photos/,
    );
    expect(refusal(await arrange(piece.sno, [a, a]), 400).message).toMatch(/twice/);
    refusal(await arrange(piece.sno, ["../../etc/passwd"]), 400);
    const [row] = await t.db.select().from(products).where(eq(products.sno, piece.sno));
    expect(row!.imagePaths).toEqual([a, c]);
    const actions = (await photoAudit(piece.sno)).map((entry) => entry.action);
    expect(actions).toEqual([
      "product.photo.add",
      "product.photo.add",
      "product.photo.add",
      "product.photo.order",
      "product.photo.remove",
    ]);
  });
});

describe("POST /api/v1/staff/media", () => {
  it("stores a banner picture and answers its path; refuses what is not a picture", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/staff/media?kind=banner",
      headers: { ...member.headers, "content-type": "image/jpeg" },
      payload: await aPicture("purple", "jpeg"),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().path).toMatch(/^[0-9a-f]{20}\/1600\.jpg$/);
    const served = await t.app.inject(`/media/${response.json().path.replace("1600.jpg", "720.webp")}`);
    expect((await sharp(served.rawPayload).metadata()).height).toBe(270);
    refusal(
      await t.app.inject({
        method: "POST",
        url: "/api/v1/staff/media",
        headers: { ...member.headers, "content-type": "image/webp" },
        payload: Buffer.from("hello"),
      }),
      400,
    );
  });
});
