// The home page's lists in the console (issue 26 item 4): GET and PUT /api/v1/staff/home/{list}
// through the real handlers into a real database: who may, what is refused, one transaction with
// its audit entry, and the storefront's list answers following in every process.
import { ErrorResponseSchema } from "@nagai/contracts/errors";
import { HOME_LIST_SCHEMAS } from "@nagai/contracts/staff-media";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { createShopperKit } from "../../testing/shopper-test-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { auditLog } from "../audit/audit.tables.ts";
import { createStaffKit } from "../staff/staff-test-kit.ts";
import { heroBanners } from "./catalog.tables.ts";

let t: TestApp;
let other: FastifyInstance;
const { aShopper } = createShopperKit(() => t, { firstNumber: 9_621_000_000, addressPrefix: "10.221" });
const { aStaffMember } = createStaffKit(() => t, { firstNumber: 9_620_000_000 });
let member: Awaited<ReturnType<typeof aStaffMember>>;
let banner: string;
let square: string;

beforeAll(async () => {
  t = await createTestApp();
  other = await t.anotherProcess();
  member = await aStaffMember();
  await insertProducts(t.db, aProduct({ itemName: "Rings" }), aProduct({ itemName: "Necklaces" }));
  banner = await uploadPicture("banner", "maroon");
  square = await uploadPicture("product", "gold");
}, 60_000);
afterAll(async () => t?.close());

async function uploadPicture(kind: string, background: string) {
  const response = await t.app.inject({
    method: "POST",
    url: `/api/v1/staff/media?kind=${kind}`,
    headers: { ...member.headers, "content-type": "image/png" },
    payload: await sharp({ create: { width: 640, height: 240, channels: 3, background } })
      .png()
      .toBuffer(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().path as string;
}

const put = (list: string, items: unknown[], headers: Record<string, string> = member.headers) =>
  t.app.inject({ method: "PUT", url: `/api/v1/staff/home/${list}`, headers, payload: { items } });
const refusal = (response: { statusCode: number; json(): unknown }, status: number) => {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  return ErrorResponseSchema.parse(response.json());
};
const hero = (title: string, overrides: Record<string, unknown> = {}) => ({
  imagePath: banner,
  title,
  subtitle: "Made the Nagercoil way",
  itemName: "Necklaces",
  gender: "Women",
  ...overrides,
});
const listAudit = (list: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "home_list"), eq(auditLog.entityId, list)));

describe("who may edit the home page", () => {
  it("refuses no session and a shopper's token with 401", async () => {
    const shopper = await aShopper();
    refusal(await put("hero-banners", [hero("x")], {}), 401);
    refusal(await put("hero-banners", [hero("x")], { authorization: `Bearer ${shopper.token}` }), 401);
    refusal(
      await t.app.inject({
        url: "/api/v1/staff/home/videos",
        headers: { authorization: `Bearer ${shopper.token}` },
      }),
      401,
    );
  });
});

describe("PUT /api/v1/staff/home/{list}", () => {
  it("replaces the hero banners in order in one transaction, audits before and after, and the storefront follows in every process", async () => {
    const first = await put("hero-banners", [
      hero("  Temple Gold  "),
      hero("The Bridal Edit", { itemName: null, gender: null }),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const answer = HOME_LIST_SCHEMAS["hero-banners"].answer.parse(first.json());
    expect(answer.items.map((item) => item.title)).toEqual(["Temple Gold", "The Bridal Edit"]);
    const second = await put("hero-banners", [
      hero("The Bridal Edit", { itemName: null, gender: null }),
      hero("Festive Gold"),
    ]);
    expect(second.json().items.map((item: { title: string }) => item.title)).toEqual([
      "The Bridal Edit",
      "Festive Gold",
    ]);
    const rows = await t.db.select().from(heroBanners).orderBy(heroBanners.position);
    expect(rows.map((row) => [row.position, row.title, row.itemName])).toEqual([
      [0, "The Bridal Edit", null],
      [1, "Festive Gold", "Necklaces"],
    ]);
    const audit = await listAudit("hero-banners");
    expect(audit.map((entry) => entry.action)).toEqual(["home.update", "home.update"]);
    expect((audit[1]!.before as { items: { title: string }[] }).items.map((item) => item.title)).toEqual([
      "Temple Gold",
      "The Bridal Edit",
    ]);
    expect((audit[1]!.after as { items: { title: string }[] }).items.map((item) => item.title)).toEqual([
      "The Bridal Edit",
      "Festive Gold",
    ]);
    expect(second.json().audit).toHaveLength(2);
    // The same list again changes nothing and writes no entry.
    await put("hero-banners", [
      hero("The Bridal Edit", { itemName: null, gender: null }),
      hero("Festive Gold"),
    ]);
    expect(await listAudit("hero-banners")).toHaveLength(2);
    for (const app of [t.app, other]) {
      await expect
        .poll(async () => (await app.inject("/api/v1/banner/list")).body, { timeout: 10_000 })
        .toContain("Festive Gold");
    }
  });

  it("refuses an unknown category, a picture never stored, control characters and lone surrogates, changing nothing", async () => {
    const before = await t.db.select().from(heroBanners);
    expect(refusal(await put("hero-banners", [hero("A", { itemName: "Tiaras" })]), 400).message).toMatch(
      /Tiaras is not a category/,
    );
    expect(
      refusal(await put("hero-banners", [hero("A", { imagePath: "0123456789abcdef0123/1600.jpg" })]), 400)
        .message,
    ).toMatch(/not a stored picture/);
    // A stored picture, but not as the path the pipeline hands out.
    refusal(
      await put("hero-banners", [hero("A", { imagePath: banner.replace("1600.jpg", "720.jpg") })]),
      400,
    );
    expect(refusal(await put("hero-banners", [hero("Gold\u0007")]), 400).message).toMatch(/plain text/);
    expect(refusal(await put("hero-banners", [hero("Gold\ud800")]), 400).message).toMatch(/plain text/);
    refusal(await put("hero-banners", [hero("x".repeat(81))]), 400);
    refusal(await put("hero-banners", [hero("   ")]), 400);
    refusal(await put("hero-banners", [hero("A", { gender: "Robots" })]), 400);
    refusal(
      await put(
        "hero-banners",
        Array.from({ length: 41 }, (_, i) => hero(`T${i}`)),
      ),
      400,
    );
    expect(await t.db.select().from(heroBanners)).toEqual(before);
  });

  it("keeps every other list: budget bands in rupees, testimonials, category images, videos by stored path only", async () => {
    const budget = await put("budget-categories", [
      { title: "Under ₹999", minPrice: 0, maxPrice: 999, imagePath: square, alt: "Rings under 999" },
      {
        title: "₹3,000 and above",
        minPrice: 3000,
        maxPrice: null,
        imagePath: square,
        alt: "Gifts above 3000",
      },
    ]);
    expect(budget.statusCode, budget.body).toBe(200);
    const shown = await t.app.inject("/api/v1/budget-categories/all");
    expect(shown.json().map((band: { max_price: number | null }) => band.max_price)).toEqual([999, null]);
    refusal(
      await put("budget-categories", [
        { title: "Odd", minPrice: 500, maxPrice: 400, imagePath: square, alt: "x" },
      ]),
      400,
    );
    const quotes = await put("testimonials", [
      { name: "Meena", city: "Chennai", quote: "Lovely kasu mala.", rating: 5 },
    ]);
    expect(quotes.json().items).toEqual([
      { name: "Meena", city: "Chennai", quote: "Lovely kasu mala.", rating: 5 },
    ]);
    refusal(await put("testimonials", [{ name: "Meena", city: "Chennai", quote: "Hm", rating: 6 }]), 400);
    const images = await put("main-category-images", [{ itemName: "Rings", imagePath: square }]);
    expect(images.statusCode, images.body).toBe(200);
    expect(
      refusal(
        await put("videos", [
          { title: "Clip", videoPath: "0123456789abcdef0123/file.webm", posterPath: banner },
        ]),
        400,
      ).message,
    ).toMatch(/not a stored video/);
    const emptied = await put("offer-banners", []);
    expect(emptied.json().items).toEqual([]);
    expect((await listAudit("budget-categories")).length).toBe(1);
    expect((await listAudit("testimonials")).length).toBe(1);
  });

  it("answers every list with GET", async () => {
    for (const list of Object.keys(HOME_LIST_SCHEMAS)) {
      const response = await t.app.inject({ url: `/api/v1/staff/home/${list}`, headers: member.headers });
      expect(response.statusCode, list).toBe(200);
      expect(response.json().list).toBe(list);
    }
  });
});
