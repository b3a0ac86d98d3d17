// The /gallery, /gallery-two and /classification pages (issue 12 item 5) through the storefront's
// production build, on a catalogue written for the test: what each page shows of it, without
// JavaScript, and that the page cache keeps them. Run after `npm run build` (`npm test` builds first).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;

/** Pieces by what the pages should do with them. */
const written = {
  bestDesigns: [] as number[],
  /** A best design sharing the first one's picture: the gallery shows that picture once. */
  samePicture: 0,
  newArrivals: [] as number[],
  /** Plain rings; the new arrivals are rings too (the fixtures' default). */
  rings: [] as number[],
  anklet: 0,
  trending: [] as number[],
};

beforeAll(async () => {
  t = await createTestApp({}, { web: true });
  const best = await insertProducts(
    t.db,
    ...Array.from({ length: 14 }, (_, i) =>
      aProduct({
        productName: `Best Design ${i + 1}`,
        itemName: i % 2 ? "Earrings" : "Necklaces",
        subItemName: i % 2 ? "Jhumkas" : "Chokers",
        bestDesign: true,
        imagePaths: [`best${i}/800.jpg`],
      }),
    ),
  );
  written.bestDesigns = best.map((piece) => piece.sno);
  const [twin] = await insertProducts(
    t.db,
    aProduct({
      productName: "Best Design Twin",
      itemName: "Earrings",
      subItemName: "Studs",
      bestDesign: true,
      imagePaths: ["best0/800.jpg"],
    }),
  );
  written.samePicture = twin!.sno;
  const fresh = await insertProducts(
    t.db,
    ...Array.from({ length: 11 }, (_, i) =>
      aProduct({ productName: `New Arrival ${i + 1}`, newArrival: true, imagePaths: [`new${i}/800.jpg`] }),
    ),
  );
  written.newArrivals = fresh.map((piece) => piece.sno);
  const rings = await insertProducts(
    t.db,
    ...Array.from({ length: 5 }, (_, i) => aProduct({ productName: `Plain Ring ${i + 1}` })),
  );
  written.rings = rings.map((piece) => piece.sno);
  const [anklet] = await insertProducts(
    t.db,
    aProduct({
      productName: "Silver Payal",
      itemName: "Bracelets",
      subItemName: "Anklets",
      catName: "Silver",
    }),
  );
  written.anklet = anklet!.sno;
  const trending = await insertProducts(
    t.db,
    aProduct({
      productName: "Trending Kada",
      itemName: "Bracelets",
      subItemName: "Kadas",
      topTrending: true,
    }),
    aProduct({
      productName: "Trending Studs",
      itemName: "Earrings",
      subItemName: "Studs",
      topTrending: true,
    }),
  );
  written.trending = trending.map((piece) => piece.sno);
  await t.catalogueSettled();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: { host: "localhost" } });

/** The pieces the page's links open, in order, each once. */
function linkedPieces(html: string): number[] {
  return [...new Set([...html.matchAll(/href="\/shop-detail\/(\d+)"/g)].map((match) => Number(match[1])))];
}

/** The HTML of one element found by its id, up to the next tag of the same name at its depth (enough for a panel). */
function section(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  expect(start, id).toBeGreaterThan(-1);
  const open = html.lastIndexOf("<", start);
  const end = html.indexOf("</section>", start);
  return html.slice(open, end);
}

function expectHead(html: string, title: string, path: string) {
  expect(html).toContain(`<title>${title}</title>`);
  expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
  expect(html).toContain(`<link rel="canonical" href="http://localhost${path}"`);
  // Our own pictures only: no other site's image, frame or script.
  expect(html).not.toMatch(/<(img|source|script|iframe)[^>]+(src|srcset)="https?:/);
}

/** Asked once already by the test: kept since, and answered from the page cache unchanged. */
async function expectKept(path: string, firstBody: string) {
  const again = await get(path);
  expect(again.headers["x-cache"], path).toBe("HIT");
  expect(again.body).toBe(firstBody);
}

/** The gallery's list of pictures (the header and footer have links of their own). */
function galleryList(html: string): string {
  const start = html.indexOf('<ul class="photo-gallery');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</ul>", start));
}

/** The opening tag of an element says whether it is hidden. */
const openingTag = (html: string) => html.slice(0, html.indexOf(">") + 1);

describe("/gallery and /gallery-two", () => {
  it("show best designs in a grid, one thumbnail per picture, each a link to its piece", async () => {
    const page = await get("/gallery");
    expect(page.statusCode).toBe(200);
    expectHead(page.body, "Gallery: Our Best Designs | Nagai", "/gallery");
    expect(page.body).toMatch(/<h1[^>]*>Gallery<\/h1>/);
    expect(page.body).toContain('class="photo-gallery photo-gallery--grid"');
    const pieces = linkedPieces(galleryList(page.body));
    expect(pieces).toHaveLength(12);
    const bestDesigns = [...written.bestDesigns, written.samePicture];
    expect(pieces.every((sno) => bestDesigns.includes(sno))).toBe(true);
    // Two pieces with one picture: the picture shows once.
    const sharing = [written.bestDesigns[0], written.samePicture];
    expect(pieces.filter((sno) => sharing.includes(sno))).toHaveLength(1);
    expect(galleryList(page.body).match(/\/media\/best0\/240\.avif/g)).toHaveLength(1);
    // Each thumbnail's picture comes through our media pipeline, named by the piece.
    expect(page.body).toContain('srcSet="/media/best0/240.avif 240w');
    expect(page.body).toMatch(/<img[^>]+alt="Best Design 14"/);
    await expectKept("/gallery", page.body);
  });

  it("/gallery-two shows ten new arrivals as a mosaic, two of them large", async () => {
    const page = await get("/gallery-two");
    expect(page.statusCode).toBe(200);
    expectHead(page.body, "Gallery: New Arrivals | Nagai", "/gallery-two");
    expect(page.body).toContain('class="photo-gallery photo-gallery--mosaic"');
    const pieces = linkedPieces(galleryList(page.body));
    expect(pieces).toHaveLength(10);
    expect(pieces.every((sno) => written.newArrivals.includes(sno))).toBe(true);
    expect(page.body.match(/photo-gallery__item--large/g)).toHaveLength(2);
    await expectKept("/gallery-two", page.body);
  });
});

describe("/classification", () => {
  it("shows the six tabs as links, Rings open with real rings, the others' cards hidden, and the trending list", async () => {
    const page = await get("/classification");
    expect(page.statusCode).toBe(200);
    expectHead(
      page.body,
      "Jewellery by Category: Rings, Earrings, Necklaces and More | Nagai",
      "/classification",
    );
    const labels = [...page.body.matchAll(/class="classification__tab"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
    expect(labels).toEqual(["Rings", "Earrings", "Necklaces", "Bracelets", "Armlets", "Anklets"]);
    for (const tab of ["rings", "earrings", "necklaces", "bracelets", "armlets", "anklets"]) {
      expect(page.body).toContain(`href="/classification?tab=${tab}"`);
    }
    // Before hydration the open tab is the current link (the ARIA roles come with the script).
    expect(page.body).toMatch(/aria-current="page"[^>]*>Rings</);
    const rings = section(page.body, "classification-panel-rings");
    expect(openingTag(rings)).not.toContain("hidden");
    const shownRings = linkedPieces(rings);
    expect(shownRings).toHaveLength(4);
    // The new arrivals are rings too (the fixtures' default).
    const allRings = [...written.rings, ...written.newArrivals];
    expect(shownRings.every((sno) => allRings.includes(sno))).toBe(true);
    expect(rings).toContain('href="/shop-left?itemName=Rings" data-discover="true">See all rings (16)</a>');
    expect(section(page.body, "classification-panel-anklets")).toMatch(/^<section[^>]* hidden=""/);
    const trending = section(page.body, "trending-title");
    expect(trending).toContain("Trending Products");
    expect(linkedPieces(trending).sort()).toEqual([...written.trending].sort());
    await expectKept("/classification", page.body);
  });

  it("opens the tab that ?tab= names; anklets found by sub-item, armlets empty but not broken", async () => {
    const anklets = await get("/classification?tab=anklets");
    const panel = section(anklets.body, "classification-panel-anklets");
    expect(openingTag(panel)).not.toContain("hidden");
    expect(linkedPieces(panel)).toEqual([written.anklet]);
    expect(panel).toContain("See all anklets (1)");
    expect(section(anklets.body, "classification-panel-rings")).toMatch(/^<section[^>]* hidden=""/);

    const armlets = await get("/classification?tab=ARMLETS");
    expect(armlets.statusCode).toBe(200);
    const empty = section(armlets.body, "classification-panel-armlets");
    expect(empty).toContain("We have no armlets in the shop just now.");
    expect(empty).toContain('href="/shop-left"');
    expect(linkedPieces(empty)).toEqual([]);

    // A tab we do not have is the first one, not an error.
    const unknown = await get("/classification?tab=%00%3Cscript%3E");
    expect(unknown.statusCode).toBe(200);
    expect(openingTag(section(unknown.body, "classification-panel-rings"))).not.toContain("hidden");
  });
});
