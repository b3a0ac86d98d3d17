import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  CATALOGUE_METALS,
  COLOR_ACCENTS,
  GENDERS,
  GIFT_IDEAS,
  GST_PERCENT,
  IMAGE_WIDTHS,
  type ImageKind,
  ITEM_NAMES,
  MATERIAL_FINISHES,
  OCCASIONS,
  OFFER_SUB_ITEMS,
  SIZE_NAMES,
  STONE_UNITS,
} from "@nagai/contracts/constants";
import { and, count, eq, getTableColumns, gt, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PRODUCTS } from "../config.ts";
import type { Database, DatabaseHandle } from "../db/client.ts";
import { applyMigrations } from "../db/migrate.ts";
import { users } from "../modules/auth/auth.tables.ts";
import {
  budgetCategories,
  categoryBanners,
  categoryImages,
  festivalBanners,
  heroBanners,
  mainCategoryImages,
  metalRateChanges,
  metalRates,
  occasionBanners,
  offerBanners,
  productPrices,
  products,
  testimonials,
  videos,
} from "../modules/catalog/catalog.tables.ts";
import { repricePieces } from "../modules/catalog/repricing.ts";
import { stockLevels } from "../modules/inventory/inventory.tables.ts";
import { mediaAssets } from "../modules/media/media.tables.ts";
import { orderItems, orders } from "../modules/orders/orders.tables.ts";
import { createDiskMediaStore, mediaDirectory } from "../providers/media-store/media-store.public.ts";
import { openTestDatabase } from "../testing/test-app.ts";
import { GOLD_TONES, TONES, WHITE_GEMS } from "./drawings/palette.ts";
import { drawPiecePictures, type PiecePicture, UNIQUE_PICTURES_UP_TO } from "./piece-pictures.ts";
import { findStonesNamedIn } from "./piece-stones.ts";
import { generateProducts } from "./products.ts";
import { createRandom } from "./random.ts";
import { CatalogueInUseError, resetCatalogue } from "./reset.ts";
import { seedIfEmpty } from "./seed.ts";

// One default catalogue, seeded once for the file: drawing its pictures is most of a minute.
const DEFAULT_PIECES = DEMO_PRODUCTS;

let handle: DatabaseHandle;
let drop: () => Promise<void>;
let db: Database;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "nagai-seed-"));
  ({ handle, drop } = await openTestDatabase());
  db = handle.db;
  await applyMigrations(handle);
  await seedIfEmpty(db, { media: createDiskMediaStore(mediaDirectory(dataDir)), products: DEFAULT_PIECES });
}, 600_000);

afterAll(async () => {
  await handle?.close();
  await drop?.();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function distinct(column: AnyPgColumn): Promise<unknown[]> {
  const rows = await db.selectDistinct({ value: column }).from(products);
  return rows.map((row) => row.value).filter((value) => value !== null);
}

async function countProducts(where?: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .innerJoin(productPrices, eq(productPrices.sno, products.sno))
    .where(where);
  return row?.n ?? 0;
}

/** Every piece with its price lines (product_prices, decision 050). */
const pricedPieces = () =>
  db
    .select({ ...getTableColumns(products), ...getTableColumns(productPrices) })
    .from(products)
    .innerJoin(productPrices, eq(productPrices.sno, products.sno))
    .orderBy(products.sno);

describe("the default demo catalogue", () => {
  it("has the configured number of pieces", async () => {
    expect(DEFAULT_PIECES).toBeGreaterThanOrEqual(300);
    expect(await countProducts()).toBe(DEFAULT_PIECES);
  });

  it("shows every value of every filter list, and no value outside them", async () => {
    const lists: [AnyPgColumn, readonly string[]][] = [
      [products.itemName, ITEM_NAMES],
      [products.gender, GENDERS],
      [products.occasion, OCCASIONS],
      [products.sizeName, SIZE_NAMES],
      [products.colorAccents, COLOR_ACCENTS],
      [products.materialFinish, MATERIAL_FINISHES],
      [products.stoneUnit, STONE_UNITS],
      [products.giftIdeas, GIFT_IDEAS],
      [products.catName, CATALOGUE_METALS],
    ];
    for (const [column, allowed] of lists) {
      expect((await distinct(column)).sort(), column.name).toEqual([...allowed].sort());
    }
    const subItems = await distinct(products.subItemName);
    for (const wanted of [
      ...OFFER_SUB_ITEMS,
      "Couple Rings",
      "Engagement Rings",
      "Wedding Rings",
      "For Him",
      "For Her",
      "For Kids",
    ]) {
      expect(subItems).toContain(wanted);
    }
    for (const flag of [products.newArrival, products.topTrending, products.bestDesign, products.featured]) {
      expect(await countProducts(eq(flag, true)), flag.name).toBeGreaterThan(0);
    }
  });

  it("sizes only bangles and kadas, with the size id of the size", async () => {
    const sized = await db
      .select({
        itemName: products.itemName,
        subItemName: products.subItemName,
        sizeName: products.sizeName,
        sizeId: products.sizeId,
      })
      .from(products)
      .where(isNotNull(products.sizeName));
    expect(sized.length).toBeGreaterThan(0);
    for (const piece of sized) {
      expect(piece.sizeId).toBe(SIZE_NAMES.indexOf(piece.sizeName as (typeof SIZE_NAMES)[number]) + 1);
      expect(["Rings", "Necklaces", "Earrings"]).not.toContain(piece.itemName);
    }
    expect(await countProducts(and(isNotNull(products.sizeId), sql`${products.sizeName} is null`))).toBe(0);
  });

  it("has pieces in every price band of the menu, the budget cards and the gift links", async () => {
    const limits = [0, 199, 299, 399, 599, 999, 1999, 2999];
    for (let i = 1; i < limits.length; i++) {
      const inBand = and(
        gt(productPrices.pricePaise, limits[i - 1]! * 100),
        lte(productPrices.pricePaise, limits[i]! * 100),
      );
      expect(await countProducts(inBand), `₹${limits[i - 1]}–₹${limits[i]}`).toBeGreaterThan(0);
    }
    expect(await countProducts(gt(productPrices.pricePaise, 3000_00))).toBeGreaterThan(0);
    // Gold reaches the tens of thousands of rupees, and stays within the price slider (₹1,00,000).
    expect(
      await countProducts(and(eq(products.catName, "Gold"), gt(productPrices.pricePaise, 20_000_00))),
    ).toBeGreaterThan(0);
    expect(await countProducts(gt(productPrices.pricePaise, 100_000_00))).toBe(0);
    const giftBands = [999, 1999, 2999].map((max) => lte(productPrices.pricePaise, max * 100));
    for (const band of [...giftBands, gt(productPrices.pricePaise, 3000_00)]) {
      expect(await countProducts(and(eq(products.itemName, "Gift Ideas"), band))).toBeGreaterThan(0);
    }
  });

  it("prices every piece from its inputs at the starting rates, GST 3 %, each breakup adding up exactly", async () => {
    const rows = await pricedPieces();
    for (const p of rows) {
      expect(p.gstPercent).toBe(GST_PERCENT);
      expect(p.grossAmountPaise + p.gstAmountPaise).toBe(p.grandTotalPaise);
      expect(p.pricePaise).toBe(p.grandTotalPaise);
      expect(p.ratePaise).toBe(p.grandTotalPaise);
      expect(p.pricePaise).toBeGreaterThan(0);
      expect(p.netWeightGrams).toBeGreaterThan(0);
      expect(Math.round(p.netWeightGrams * 1000) / 1000).toBe(p.netWeightGrams);
      if (p.pricing === "weighed") {
        expect(p.metalValuePaise + p.makingChargesPaise + p.stoneChargesPaise + p.otherChargesPaise).toBe(
          p.grossAmountPaise,
        );
        expect(p.gstAmountPaise).toBe(Math.round((p.grossAmountPaise * GST_PERCENT) / 100));
      } else {
        expect(p.tagPricePaise).toBe(p.grandTotalPaise);
      }
    }
    // German silver is tag-priced, everything else weighed; every gold piece is hallmarked.
    expect(rows.filter((p) => p.pricing === "tag").every((p) => p.purity === "German Silver")).toBe(true);
    expect(rows.filter((p) => p.pricing === "weighed").length).toBeGreaterThan(rows.length / 2);
    const gold = rows.filter((p) => p.catName === "Gold");
    expect(gold.length).toBeGreaterThan(0);
    for (const p of gold) expect(p.huid).toMatch(/^[A-Z0-9]{6}$/);
    expect(new Set(gold.map((p) => p.huid)).size).toBe(gold.length);
    expect(rows.filter((p) => p.catName !== "Gold").every((p) => p.huid === null)).toBe(true);
  });

  it("starts the rate history with the starting rates", async () => {
    const history = await db.select().from(metalRateChanges);
    const rates = await db.select().from(metalRates);
    expect(history.map((h) => [h.metal, h.ratePaise, h.staffName]).sort()).toEqual(
      rates.map((r) => [r.metal, r.ratePaise, "Opening rate"]).sort(),
    );
  });

  it("sets the same prices as repricing would: the demo's prices are the rates' own", async () => {
    const before = await pricedPieces();
    expect(await db.transaction((tx) => repricePieces(tx, "all"))).toBe(0);
    const after = await pricedPieces();
    expect(after.map((p) => p.grandTotalPaise)).toEqual(before.map((p) => p.grandTotalPaise));
  });

  it("gives a compare-at price (MRP) above the price on about a third of the pieces only", async () => {
    const rows = await pricedPieces();
    const withMrp = rows.filter((p) => p.mrpPaise !== null);
    for (const p of withMrp) expect(p.mrpPaise!).toBeGreaterThan(p.pricePaise);
    expect(withMrp.length / rows.length).toBeGreaterThan(0.2);
    expect(withMrp.length / rows.length).toBeLessThan(0.5);
    // "50% Off" is true: the compare-at price is twice the price.
    const halfPrice = rows.filter((p) => p.subItemName === "50% Off");
    expect(halfPrice.length).toBeGreaterThan(0);
    for (const p of halfPrice) expect(Math.abs(p.mrpPaise! - 2 * p.pricePaise)).toBeLessThanOrEqual(50);
  });

  it("keeps one piece per tag, mostly one in stock, with two pictures each", async () => {
    const rows = await db.select().from(products);
    expect(new Set(rows.map((p) => p.tagNo)).size).toBe(rows.length);
    for (const p of rows) {
      expect(p.tagNo).toMatch(/^[GSO][A-Z]{2}\d{6}$/);
      expect(p.itemId).toBeGreaterThan(1000);
      expect(p.imagePaths).toHaveLength(2);
      expect(p.productName.length).toBeGreaterThan(3);
      expect(p.description.split(/(?<=\.) /).length).toBeLessThanOrEqual(3);
    }
    const levels = await db.select().from(stockLevels);
    expect(levels).toHaveLength(rows.length);
    const stocks = levels.map((level) => level.onHand);
    expect(stocks.filter((s) => s === 1).length / rows.length).toBeGreaterThan(0.75);
    expect(stocks.filter((s) => s === 0).length).toBeGreaterThan(0);
    expect(stocks.filter((s) => s > 1).length).toBeGreaterThan(0);
  });

  it("gives every piece a name of its own", async () => {
    const names = (await db.select({ name: products.productName }).from(products)).map((row) => row.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("gives every piece two pictures of its own: no two pieces share a picture or a drawing", async () => {
    const media = mediaDirectory(dataDir);
    const rows = await db.select({ paths: products.imagePaths }).from(products);
    const paths = rows.flatMap((row) => row.paths);
    expect(new Set(paths).size).toBe(2 * DEFAULT_PIECES);
    const sources = paths.map((picture) =>
      createHash("sha256")
        .update(readFileSync(path.join(media, picture.split("/")[0]!, "source")))
        .digest("hex"),
    );
    expect(new Set(sources).size).toBe(2 * DEFAULT_PIECES);
  });

  it("draws what each name says: its metal's look and every stone it names, and no coloured stone it does not", async () => {
    const media = mediaDirectory(dataDir);
    const rows = await db
      .select({
        name: products.productName,
        metal: products.catName,
        purity: products.purity,
        paths: products.imagePaths,
      })
      .from(products);
    for (const piece of rows) {
      for (const picture of piece.paths) {
        const svg = readFileSync(path.join(media, picture.split("/")[0]!, "source"), "utf8");
        expectDrawnAsNamed(svg, piece);
      }
    }
  });

  it("fills every home section, and every banner opens a listing that has pieces", async () => {
    const hero = await db.select().from(heroBanners);
    expect(hero.length).toBeGreaterThanOrEqual(3);
    for (const slide of hero) {
      expect(
        await countProducts(and(eq(products.itemName, slide.itemName!), eq(products.gender, slide.gender!))),
      ).toBeGreaterThan(0);
    }
    const occasions = await db.select().from(occasionBanners);
    expect(occasions.map((b) => b.occasion).sort()).toEqual([...OCCASIONS].sort());
    for (const b of occasions) expect(b.action.length).toBeGreaterThan(0);
    const offers = await db.select().from(offerBanners);
    expect(new Set(offers.map((b) => b.subItemName))).toEqual(new Set(OFFER_SUB_ITEMS));
    const linked = [
      ...offers,
      ...(await db.select().from(festivalBanners)),
      ...(await db.select().from(categoryBanners)),
    ];
    for (const b of linked.filter((b) => (ITEM_NAMES as readonly string[]).includes(b.itemName ?? ""))) {
      const where = and(
        eq(products.itemName, b.itemName!),
        b.subItemName ? eq(products.subItemName, b.subItemName) : undefined,
      );
      expect(await countProducts(where), `${b.itemName} / ${b.subItemName}`).toBeGreaterThan(0);
    }
    expect((await db.select().from(festivalBanners)).length).toBeGreaterThanOrEqual(4);
    const ringOccasions = (await db.select().from(categoryBanners)).filter((b) => b.itemName === "Rings");
    expect(ringOccasions.map((b) => b.subItemName).sort()).toEqual([
      "Couple Rings",
      "Engagement Rings",
      "Wedding Rings",
    ]);
    expect((await db.select().from(mainCategoryImages)).map((b) => b.itemName).sort()).toEqual(
      [...ITEM_NAMES].sort(),
    );
    const budgets = await db.select().from(budgetCategories);
    expect(budgets.map((b) => b.maxPricePaise)).toEqual(
      [199, 299, 399, 599, 999, 1999, 2999, null].map((r) => (r === null ? null : r * 100)),
    );
    for (const b of budgets) expect(b.title && b.alt).toBeTruthy();
    const headers = await db.select().from(categoryImages);
    for (const itemName of ITEM_NAMES) {
      expect(
        headers.find((h) => h.itemName === itemName && h.subItemName === null)?.images.length,
      ).toBeGreaterThan(0);
    }
    const rates = Object.fromEntries((await db.select().from(metalRates)).map((r) => [r.metal, r.ratePaise]));
    expect(rates["Gold 24K"]).toBeGreaterThan(rates["Gold 22K"]!);
    expect(rates["Gold 22K"]).toBeGreaterThan(5_000_00);
    expect(rates.Silver).toBeGreaterThan(50_00);
    expect((await db.select().from(testimonials)).length).toBeGreaterThanOrEqual(8);
    expect((await db.select().from(videos)).length).toBeGreaterThanOrEqual(1);
  });

  it("stores every picture's source as a media asset of its kind, and the clips as WebM", async () => {
    const media = mediaDirectory(dataDir);
    const pictures = new Set<string>();
    for (const p of await db.select({ paths: products.imagePaths }).from(products)) {
      for (const picture of p.paths) pictures.add(picture);
    }
    for (const table of [
      heroBanners,
      occasionBanners,
      offerBanners,
      mainCategoryImages,
      festivalBanners,
      categoryBanners,
      budgetCategories,
    ]) {
      for (const row of await db.select({ path: table.imagePath }).from(table)) pictures.add(row.path);
    }
    const clips = await db.select().from(videos);
    for (const clip of clips) pictures.add(clip.posterPath);
    expect(pictures.size).toBeGreaterThan(40);
    for (const picture of pictures) {
      const [key, file] = picture.split("/");
      const kind: ImageKind = file === "800.jpg" ? "product" : "banner";
      expect(file).toBe(`${IMAGE_WIDTHS[kind].at(-1)}.jpg`);
      // Widths and formats are encoded on first request (media.test.ts); the source must be there.
      expect(existsSync(path.join(media, key!, "source")), `${key}/source`).toBe(true);
      const [asset] = await db.select().from(mediaAssets).where(eq(mediaAssets.key, key!));
      expect(asset?.kind, key).toBe(kind);
    }
    for (const clip of clips) {
      const head = readFileSync(path.join(media, clip.videoPath)).subarray(0, 4);
      expect(head.toString("hex")).toBe("1a45dfa3");
      expect(readFileSync(path.join(media, clip.videoPath)).includes("V_VP8")).toBe(true);
    }
  });

  it("does nothing when seeded again", async () => {
    const before = { pieces: await countProducts(), heroes: (await db.select().from(heroBanners)).length };
    await seedIfEmpty(db, { media: createDiskMediaStore(mediaDirectory(dataDir)), products: DEFAULT_PIECES });
    expect({ pieces: await countProducts(), heroes: (await db.select().from(heroBanners)).length }).toEqual(
      before,
    );
  });

  it("resets only when no order holds a piece, and then restarts the numbering", async () => {
    const [user] = await db
      .insert(users)
      .values({
        username: "seedtest",
        email: "seedtest@gmail.com",
        contactNumber: "9000000001",
        passwordHash: "x",
      })
      .returning();
    const [piece] = await pricedPieces().limit(1);
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: "SEEDTEST1",
        userId: user!.id,
        customerName: "Seed Test",
        contact: "9000000001",
        placedByName: "seedtest",
        placedByContact: "9000000001",
        email: "seedtest@gmail.com",
        address: "1 Test Street, Chennai, Tamil Nadu - 600001, India",
        paymentMode: "CASH",
        subTotalPaise: piece!.pricePaise,
        totalPaise: piece!.pricePaise,
      })
      .returning();
    await db.insert(orderItems).values({
      orderId: order!.id,
      productSno: piece!.sno,
      productName: piece!.productName,
      itemId: piece!.itemId,
      tagNo: piece!.tagNo,
      pricePaise: piece!.pricePaise,
      quantity: 1,
    });
    await expect(resetCatalogue(db)).rejects.toThrow(CatalogueInUseError);
    expect(await countProducts()).toBe(DEFAULT_PIECES);

    await db.delete(orders).where(eq(orders.id, order!.id));
    const report = await resetCatalogue(db);
    expect(report.products).toBe(DEFAULT_PIECES);
    expect(await countProducts()).toBe(0);
    expect((await db.select().from(heroBanners)).length).toBe(0);
    const [next] = await db
      .execute(sql`select nextval(pg_get_serial_sequence('products', 'sno')) as sno`)
      .then((result) => (result as unknown as { rows: { sno: number | string }[] }).rows);
    expect(Number(next?.sno)).toBe(1);
  });
});

/** The look ids a picture uses: metal tones and stones (palette.ts names its gradients by them). */
function findLooksUsedBy(svg: string): { tones: Set<string>; gems: Set<string> } {
  const ids = [...svg.matchAll(/url\(#([\w-]+)\)/g)].map((match) => match[1]!);
  return {
    tones: new Set(TONES.filter((tone) => ids.some((id) => id.startsWith(`${tone}-`)))),
    gems: new Set(ids.filter((id) => id.startsWith("gem-")).map((id) => id.slice(4))),
  };
}

const TONE_OF_PURITY: Record<string, string> = {
  "22K": "gold-22k",
  "18K": "gold-18k",
  "999 Fine Silver": "fine-silver",
};

function expectDrawnAsNamed(
  svg: string,
  piece: { name: string; metal: string; purity: string | null },
): void {
  const { tones, gems } = findLooksUsedBy(svg);
  const about = `${piece.name} (${piece.metal}, ${piece.purity})`;
  // One metal per piece, and the one its name and purity say.
  expect(tones.size, about).toBe(1);
  const [tone] = [...tones];
  if (TONE_OF_PURITY[piece.purity ?? ""] && !/Gold-Plated/.test(piece.name))
    expect(tone, about).toBe(TONE_OF_PURITY[piece.purity!]);
  if (/\b22K\b/.test(piece.name)) expect(tone, about).toBe("gold-22k");
  if (/\b18K\b/.test(piece.name)) expect(tone, about).toBe("gold-18k");
  if (/Gold-Plated/.test(piece.name)) expect(tone, about).toBe("gold-plated");
  else if (/\bSilver\b/.test(piece.name)) expect(GOLD_TONES.has(tone as never), about).toBe(false);
  if (/\bOxidised\b/.test(piece.name)) expect(["oxidised", "german-silver"], about).toContain(tone);
  if (piece.metal === "Gold") expect(tone?.startsWith("gold-"), about).toBe(true);
  // Every stone the name names is drawn; a coloured stone is drawn only when the name names it.
  const named = findStonesNamedIn(piece.name, piece.metal === "Gold");
  for (const gem of named) expect([...gems], about).toContain(gem);
  for (const gem of gems) {
    if (!WHITE_GEMS.has(gem as never)) expect(named, about).toContain(gem);
  }
}

describe("the generator", () => {
  const pictures = { pathsFor: (picture: PiecePicture) => [`${picture.shape}/${picture.tone}.jpg`] };

  it("makes the same catalogue from the same seed, and a longer one starts with the shorter", () => {
    const first = [...generateProducts(createRandom(7), 400, pictures)];
    const again = [...generateProducts(createRandom(7), 400, pictures)];
    const longer = [...generateProducts(createRandom(7), 1000, pictures)];
    expect(again).toEqual(first);
    expect(longer.slice(0, 400)).toEqual(first);
    expect([...generateProducts(createRandom(8), 400, pictures)]).not.toEqual(first);
  });

  it("names pieces uniquely and draws what their names say, up to the bound of unique pictures", () => {
    const drawn: PiecePicture[] = [];
    const pieces = [
      ...generateProducts(createRandom(2026), UNIQUE_PICTURES_UP_TO, {
        pathsFor: (picture) => {
          drawn.push(picture);
          return [];
        },
      }),
    ];
    expect(new Set(pieces.map((p) => p.productName)).size).toBe(pieces.length);
    const sources = new Set<string>();
    pieces.forEach((piece, i) => {
      for (const svg of drawPiecePictures(drawn[i]!)) {
        sources.add(createHash("sha256").update(svg).digest("hex"));
        expectDrawnAsNamed(svg.toString("utf8"), {
          name: piece.productName,
          metal: piece.catName,
          purity: piece.purity ?? null,
        });
      }
    });
    // Drawn from each piece's own seed, equal drawings are already rare; the seed redraws any left.
    expect(sources.size).toBeGreaterThan(2 * pieces.length * 0.99);
  });
});
