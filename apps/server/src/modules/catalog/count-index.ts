import type { ProductFilter } from "./product-filter.ts";

/** The columns a listing filters on, one row a piece. */
export interface CountRow {
  itemName: string;
  subItemName: string;
  catName: string;
  metalId: number | null;
  sizeId: number | null;
  sizeName: string | null;
  gender: string;
  occasion: string;
  materialFinish: string;
  colorAccents: string;
  stoneUnit: string | null;
  giftIdeas: string | null;
  inStock: boolean;
  newArrival: boolean;
  topTrending: boolean;
  bestDesign: boolean;
  featured: boolean;
  pricePaise: number;
}

type Field = Exclude<keyof CountRow, "pricePaise">;

/** Which row field each filter key tests, and how the filter's value is keyed. */
const FIELDS: { [K in keyof ProductFilter]?: Field } = {
  itemName: "itemName",
  subItemName: "subItemName",
  catName: "catName",
  metalId: "metalId",
  sizeId: "sizeId",
  sizeName: "sizeName",
  gender: "gender",
  occasion: "occasion",
  materialFinish: "materialFinish",
  colorAccent: "colorAccents",
  stoneUnit: "stoneUnit",
  giftIdeas: "giftIdeas",
  inStock: "inStock",
  newArrival: "newArrival",
  topTrending: "topTrending",
  bestDesign: "bestDesign",
  featured: "featured",
};

/**
 * Counts the pieces a listing filter matches from one bitset per (column, value), the way search
 * engines count facets: an AND of a few bitsets and a popcount take microseconds, where SQL's
 * count(*) reads every matching row (milliseconds for a broad filter, and PGlite runs one query at
 * a time). Built from the catalogue at one version; the listing asks it only at that version and
 * counts in SQL otherwise, and for free-text search. See docs/decisions/003-listing-counts.md.
 */
export class CountIndex {
  private readonly bitsets = new Map<string, Uint32Array>();
  private readonly prices: Int32Array;
  private readonly words: number;

  constructor(
    readonly version: number,
    rows: CountRow[],
  ) {
    this.words = Math.ceil(rows.length / 32);
    this.prices = Int32Array.from(rows, (row) => row.pricePaise);
    rows.forEach((row, position) => {
      for (const field of Object.values(FIELDS)) {
        const key = keyOf(field, row[field]);
        let bits = this.bitsets.get(key);
        if (!bits) {
          bits = new Uint32Array(this.words);
          this.bitsets.set(key, bits);
        }
        bits[position >>> 5]! |= 1 << (position & 31);
      }
    });
  }

  /** How many pieces match, or undefined when this index cannot answer (free-text search). */
  count(filter: ProductFilter): number | undefined {
    if (filter.search !== undefined) return undefined;
    const wanted: Uint32Array[] = [];
    for (const [name, field] of Object.entries(FIELDS) as [keyof ProductFilter, Field][]) {
      const value = filter[name];
      if (value === undefined) continue;
      const bits = this.bitsets.get(keyOf(field, value));
      if (!bits) return 0;
      wanted.push(bits);
    }
    const min = filter.minPricePaise ?? Number.NEGATIVE_INFINITY;
    const max = filter.maxPricePaise ?? Number.POSITIVE_INFINITY;
    const priced = filter.minPricePaise !== undefined || filter.maxPricePaise !== undefined;
    let total = 0;
    for (let word = 0; word < this.words; word++) {
      let bits = word === this.words - 1 ? this.lastWordMask() : 0xffffffff;
      for (const set of wanted) bits &= set[word]!;
      if (bits === 0) continue;
      if (!priced) {
        total += popcount(bits);
        continue;
      }
      while (bits !== 0) {
        const lowest = bits & -bits;
        const price = this.prices[word * 32 + (31 - Math.clz32(lowest))]!;
        if (price >= min && price <= max) total++;
        bits ^= lowest;
      }
    }
    return total;
  }

  private lastWordMask(): number {
    const used = this.prices.length % 32;
    return used === 0 ? 0xffffffff : (1 << used) - 1;
  }
}

function keyOf(field: Field, value: unknown): string {
  const text = field === "subItemName" ? String(value).toLowerCase() : String(value);
  return `${field}\u0000${text}`;
}

function popcount(bits: number): number {
  let n = bits - ((bits >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * Keeps the index of the current catalogue version. A version it does not have yet starts one
 * rebuild in the background and answers undefined (the caller counts in SQL) until it is ready.
 */
export function createCountIndexHolder(loadRows: () => Promise<CountRow[]>) {
  let index: CountIndex | undefined;
  let building: number | undefined;
  return {
    at(version: number): CountIndex | undefined {
      if (index?.version === version) return index;
      if (building !== version) {
        building = version;
        loadRows()
          .then((rows) => {
            if (building === version) index = new CountIndex(version, rows);
          })
          .catch(() => {
            // Counting falls back to SQL; the next request tries again.
          })
          .finally(() => {
            if (building === version) building = undefined;
          });
      }
      return undefined;
    },
  };
}
