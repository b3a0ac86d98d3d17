// The console's photos and home-page pages (issue 26 item 4, decision 047) through the storefront's
// production build, posted as a browser without JavaScript posts them: multipart uploads above the
// pages' usual 1 MB, up to the picture's 15 MB, on these two pages only.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createStaffKit } from "../staff/staff-test-kit.ts";
import { heroBanners, products } from "./catalog.tables.ts";

let t: TestApp;
let cookie: string;
const { aStaffMember } = createStaffKit(() => t, { firstNumber: 9_640_000_000 });

beforeAll(async () => {
  t = await createTestApp({}, { web: true });
  cookie = `staff_token=${(await aStaffMember()).token}`;
  await insertProducts(t.db, aProduct({ itemName: "Necklaces" }));
}, 60_000);
afterAll(() => t?.close());

const browser = { host: "localhost", origin: "http://localhost" };

/** A form as the browser encodes it: multipart when it holds a file. */
async function post(
  url: string,
  fields: Record<string, string | Blob>,
  headers: Record<string, string> = { cookie },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value as string);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return t.app.inject({
    method: "POST",
    url,
    headers: { ...browser, ...headers, "content-type": request.headers.get("content-type")! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/** A PNG of noise, which compresses badly: about 3 bytes a pixel. */
async function noisyPng(width: number): Promise<Buffer> {
  const pixels = randomBytes(width * width * 3);
  return sharp(pixels, { raw: { width, height: width, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

describe("/staff/catalogue/:sno/photos", () => {
  it("sends a visitor to sign in first", async () => {
    const visit = await t.app.inject({ url: "/staff/catalogue/1/photos" });
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe(
      `/staff/login?returnTo=${encodeURIComponent("/staff/catalogue/1/photos")}`,
    );
  });

  it("takes a picture of more than 1 MB as a multipart form, and moves and removes photos by plain forms", async () => {
    const [piece] = await insertProducts(t.db, aProduct());
    const big = await noisyPng(900);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const url = `/staff/catalogue/${piece!.sno}/photos`;
    const added = await post(url, {
      intent: "upload",
      photo: new File([big], "ring.png", { type: "image/png" }),
    });
    expect(added.statusCode, added.body.slice(0, 300)).toBe(200);
    expect(added.body).toContain("Photo added");
    const second = await post(url, {
      intent: "upload",
      photo: new File(
        [
          await sharp({ create: { width: 50, height: 50, channels: 3, background: "red" } })
            .jpeg()
            .toBuffer(),
        ],
        "r.jpg",
        { type: "image/jpeg" },
      ),
    });
    expect(second.body).toContain("Photo added");
    const paths = async () =>
      (await t.db.select().from(products).where(eq(products.sno, piece!.sno)))[0]!.imagePaths;
    const [a, b] = await paths();
    expect((await post(url, { intent: "up", path: b! })).body).toContain("Photo moved");
    expect(await paths()).toEqual([b, a]);
    expect((await post(url, { intent: "remove", path: b! })).body).toContain("Photo removed");
    expect(await paths()).toEqual([a]);
    const page = await t.app.inject({ url, headers: { cookie } });
    expect(page.body).toContain(`/media/${a}`);
  });

  it("shows the API's reason for a file that is not a picture", async () => {
    const [piece] = await insertProducts(t.db, aProduct());
    const answer = await post(`/staff/catalogue/${piece!.sno}/photos`, {
      intent: "upload",
      photo: new File(["just text"], "notes.png", { type: "image/png" }),
    });
    expect(answer.body).toContain("The file is not a picture");
  });

  it("refuses more than 15 MB there, and more than 1 MB on any other page", async () => {
    const huge = new File([Buffer.alloc(15 * 1024 * 1024 + 100 * 1024)], "huge.jpg", { type: "image/jpeg" });
    expect((await post("/staff/catalogue/1/photos", { intent: "upload", photo: huge })).statusCode).toBe(413);
    const two = new File([Buffer.alloc(2 * 1024 * 1024)], "two.jpg", { type: "image/jpeg" });
    expect((await post("/staff/users", { intent: "add", photo: two })).statusCode).toBe(413);
  });
});

describe("/staff/catalogue/home", () => {
  it("adds a hero banner with its picture, then retitles it", async () => {
    const picture = new File([await noisyPng(400)], "hero.png", { type: "image/png" });
    const added = await post("/staff/catalogue/home", {
      list: "hero-banners",
      intent: "add",
      title: "Temple Gold",
      subtitle: "",
      itemName: "Necklaces",
      gender: "Women",
      imagePath: "",
      imagePathFile: picture,
    });
    expect(added.statusCode).toBe(200);
    expect(added.body).toContain("Saved");
    const [row] = await t.db.select().from(heroBanners);
    expect([row!.title, row!.itemName, row!.gender, row!.subtitle]).toEqual([
      "Temple Gold",
      "Necklaces",
      "Women",
      "",
    ]);
    const saved = await post("/staff/catalogue/home", {
      list: "hero-banners",
      intent: "save",
      index: "0",
      title: "Festive Gold",
      subtitle: "For the season",
      itemName: "",
      gender: "",
      imagePath: row!.imagePath,
    });
    expect(saved.body).toContain("Saved");
    const [after] = await t.db.select().from(heroBanners);
    expect([after!.title, after!.subtitle, after!.itemName, after!.imagePath]).toEqual([
      "Festive Gold",
      "For the season",
      null,
      row!.imagePath,
    ]);
    const refused = await post("/staff/catalogue/home", {
      list: "hero-banners",
      intent: "save",
      index: "0",
      title: "Gold",
      itemName: "Tiaras",
      imagePath: row!.imagePath,
    });
    expect(refused.body).toContain("Tiaras is not a category of the catalogue");
  });
});
