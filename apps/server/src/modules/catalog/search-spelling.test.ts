import type { ProductListResponse } from "@nagai/contracts/product";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { editDistance, readWord, SearchVocabulary, soundOf } from "./search-spelling.ts";
import { SEARCH_SYNONYMS } from "./search-synonyms.ts";

// How search words are read (decision 052): edits, the synonym list, "Showing results for" and
// "Did you mean", through the listing API into a real database.

describe("editDistance", () => {
  it("counts a swap of neighbouring letters as one edit, and stops past the bound", () => {
    expect(editDistance("rnig", "ring", 2)).toBe(1);
    expect(editDistance("rinng", "ring", 2)).toBe(1);
    expect(editDistance("rng", "ring", 2)).toBe(1);
    expect(editDistance("ring", "ring", 2)).toBe(0);
    expect(editDistance("necklace", "nekclace", 2)).toBe(1);
    expect(editDistance("mangalsootra", "mangalsutra", 2)).toBe(2);
    expect(editDistance("ring", "bangles", 2)).toBe(3);
    expect(editDistance("abcdef", "badcfe", 5)).toBe(3);
  });
});

describe("soundOf", () => {
  it("gives words spelt by ear the sound of the word meant", () => {
    expect(soundOf("nekles")).toBe(soundOf("necklace"));
    expect(soundOf("necklaces")).toBe(soundOf("necklace"));
    expect(soundOf("jumka")).toBe(soundOf("jhumka"));
    expect(soundOf("erring")).toBe(soundOf("earring"));
    expect(soundOf("ring")).not.toBe(soundOf("earring"));
  });
});

describe("readWord", () => {
  const vocabulary = new SearchVocabulary([
    { word: "ring", pieces: 40 },
    { word: "rings", pieces: 30 },
    { word: "rig", pieces: 1 },
    { word: "anklets", pieces: 8 },
    { word: "kada", pieces: 5 },
  ]);

  it("keeps a word the catalogue uses, and adds what a listed word means", () => {
    expect(readWord("ring", true, [], vocabulary)).toEqual({
      words: ["ring"],
      shownAs: "ring",
      corrected: false,
    });
    expect(readWord("kolusu", false, [], vocabulary).words).toEqual(SEARCH_SYNONYMS.kolusu);
    expect(readWord("kolusu", false, [], vocabulary).corrected).toBe(false);
  });

  it("corrects to the nearest words by edits, most used first, before trigram spellings", () => {
    expect(readWord("rnig", false, ["rig"], vocabulary)).toEqual({
      words: ["ring", "rig"],
      shownAs: "ring",
      corrected: true,
    });
    // "ringe" is one edit from "ring" and from "rings": both stand for it, the commoner shown.
    expect(readWord("ringe", false, [], vocabulary)).toEqual({
      words: ["ring", "rings"],
      shownAs: "ring",
      corrected: true,
    });
    // Too many edits from "necklace", but it sounds the same.
    const withNecklace = new SearchVocabulary([{ word: "necklace", pieces: 9 }]);
    expect(readWord("nekles", false, [], withNecklace)).toEqual({
      words: ["necklace"],
      shownAs: "necklace",
      corrected: true,
    });
    expect(readWord("zzzz", false, ["kada"], vocabulary)).toEqual({
      words: ["kada"],
      shownAs: "kada",
      corrected: true,
    });
    expect(readWord("zzzz", false, [], vocabulary)).toEqual({ words: [], shownAs: "zzzz", corrected: false });
  });

  it("lists only lower-case single words, none of them meaning itself alone", () => {
    for (const [word, means] of Object.entries(SEARCH_SYNONYMS)) {
      expect(word).toMatch(/^[a-z]+$/);
      expect(means.length).toBeGreaterThan(0);
      for (const meant of means) expect(meant).toMatch(/^[a-z]+$/);
      expect(means.filter((meant) => meant !== word).length, word).toBeGreaterThan(0);
    }
  });
});

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const piece = (productName: string, itemName: string, subItemName: string, description: string) =>
    aProduct({ productName, itemName, subItemName, description });
  await insertProducts(
    t.db,
    piece("Classic Gold Ring", "Rings", "Couple Rings", "A plain band."),
    piece("Peacock Jhumkas", "Earrings", "Jhumkas", "Bell-shaped drops."),
    piece("Temple Jhumki", "Earrings", "Jhumkas", "A small bell."),
    piece("Plain Kada", "Bracelets", "Kada", "A heavy round kada."),
    piece("Black Bead Mangalsutra", "Necklaces", "Mangalsutra", "Black beads and a gold pendant."),
    piece("Ghungroo Anklets", "Bracelets", "Anklets", "A pair with small bells."),
    piece("Lakshmi Oddiyanam", "Bridal", "Waist Belts", "A temple waist belt for the bride."),
    piece("Kemp Haaram", "Necklaces", "Haaram", "A long temple necklace."),
    piece("Pearl Maang Tikka", "Bridal", "Maang Tikka", "Worn on the parting."),
    piece("Silver Toe Rings", "Rings", "Toe Rings", "A pair of metti."),
  );
  await t.catalogueSettled();
});

afterAll(() => t.close());

async function search(text: string) {
  const response = await t.app.inject(
    `/api/v1/product/items/filter?pageSize=50&itemName=${encodeURIComponent(text)}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json() as ProductListResponse;
}
const names = async (text: string) => (await search(text)).data.map((piece) => piece.PRODUCTNAME).sort();

describe("a search", () => {
  it("finds a piece through a slipped letter, and says what it showed", async () => {
    const rnig = await search("rnig");
    expect(rnig.data.map((piece) => piece.PRODUCTNAME)).toContain("Classic Gold Ring");
    expect(rnig.search).toEqual({ query: "rnig", showing: "ring", didYouMean: [] });
    expect(await names("jhumkaa")).toEqual(["Peacock Jhumkas", "Temple Jhumki"]);
    expect(await names("kadda")).toEqual(["Plain Kada"]);
    expect(await names("mangalsootra")).toEqual(["Black Bead Mangalsutra"]);
    expect((await search("gold rnig")).search?.showing).toBe("gold ring");
    // A word found as typed is no correction.
    expect((await search("kada")).search).toEqual({ query: "kada", showing: null, didYouMean: [] });
  });

  it("finds pieces by their Indian names", async () => {
    expect(await names("jhumka")).toEqual(["Peacock Jhumkas", "Temple Jhumki"]);
    expect(await names("jhumki")).toEqual(["Peacock Jhumkas", "Temple Jhumki"]);
    expect(await names("thali")).toEqual(["Black Bead Mangalsutra"]);
    expect(await names("kolusu")).toEqual(["Ghungroo Anklets"]);
    expect(await names("payal")).toEqual(["Ghungroo Anklets"]);
    expect(await names("oddiyanam")).toEqual(["Lakshmi Oddiyanam"]);
    expect(await names("vaddanam")).toEqual(["Lakshmi Oddiyanam"]);
    expect(await names("haram")).toEqual(["Kemp Haaram"]);
    expect(await names("maang tikka")).toEqual(["Pearl Maang Tikka"]);
    expect(await names("mang tikka")).toEqual(["Pearl Maang Tikka"]);
    expect(await names("bichiya")).toEqual(["Silver Toe Rings"]);
    // A synonym is what the shopper meant: no "Showing results for".
    expect((await search("kolusu")).search?.showing).toBeNull();
  });

  it("offers near searches when nothing is found, never a dead end", async () => {
    const typo = await search("kemp haarxm");
    expect(typo.totalItems).toBe(1);
    const nothing = await search("kemp zzzzz");
    expect(nothing.totalItems).toBe(0);
    // Nothing near "zzzzz": the word that finds pieces is offered alone.
    expect(nothing.search?.didYouMean).toEqual(["kemp"]);
    // Each word finds pieces, together none: each alone is offered.
    const together = await search("kada mangalsutra");
    expect(together.totalItems).toBe(0);
    expect(together.search?.didYouMean).toEqual(["kada", "mangalsutra"]);
    // An unknown word farther than a correction goes: its near words are offered.
    const far = await search("axklxtx");
    expect(far.totalItems).toBe(0);
    expect(far.search?.didYouMean).toContain("anklets");
  });

  it("answers a listing that is no search without a search field", async () => {
    const response = await t.app.inject("/api/v1/product/items/filter?itemName=Rings");
    expect(response.statusCode).toBe(200);
    expect((response.json() as ProductListResponse).search).toBeUndefined();
  });
});
