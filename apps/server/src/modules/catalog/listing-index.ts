import { paiseToRupees } from "@nagai/contracts/money";
import type { FacetKey, ListingFacet } from "@nagai/contracts/product";
import type { ProductFilter, ProductListRequest } from "./product-filter.ts";
import { type SuggestedListing, SuggestIndex } from "./suggest-index.ts";

/** A piece as the search box's suggestions show it. */
export interface PieceSuggestion {
  SNO: number;
  name: string;
  price: number;
  /** The first picture's media path, or null. */
  image: string | null;
}

/** What the index keeps of a piece: the filtered columns, the sort keys and its API JSON. */
export interface IndexedPiece {
  sno: number;
  productName: string;
  purity: string;
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
  stock: number;
  newArrival: boolean;
  topTrending: boolean;
  bestDesign: boolean;
  featured: boolean;
  pricePaise: number;
  ratePaise: number;
  grossAmountPaise: number;
  gstAmountPaise: number;
  grandTotalPaise: number;
  rank: number;
  /** The piece as the API shows it, serialized once; it ends with PRICE_AND_STOCK's fields. */
  json: string;
}

/** A piece's price as product_prices holds it: what a change of rates patches (decision 050). */
export interface PiecePrice {
  sno: number;
  pricePaise: number;
  ratePaise: number;
  grossAmountPaise: number;
  gstAmountPaise: number;
  grandTotalPaise: number;
}

/**
 * The catalogue's three counters (migration 0033, decision 050): `version` moves with any change,
 * `piecesVersion` with a change of products, `pricesVersion` with a change of prices.
 */
export interface CatalogVersions {
  version: number;
  piecesVersion: number;
  pricesVersion: number;
}

/**
 * The last fields of every piece's JSON (toProduct writes them last, in this order): the index
 * keeps each piece's JSON without them and writes them from its arrays, which the price feed and
 * the stock feed patch in place.
 */
const PRICE_AND_STOCK = ',"RATE":';

/** Which piece field each filter key tests. */
const FIELDS = {
  itemName: (p: IndexedPiece) => p.itemName,
  subItemName: (p: IndexedPiece) => p.subItemName.toLowerCase(),
  catName: (p: IndexedPiece) => p.catName,
  metalId: (p: IndexedPiece) => p.metalId,
  sizeId: (p: IndexedPiece) => p.sizeId,
  sizeName: (p: IndexedPiece) => p.sizeName,
  gender: (p: IndexedPiece) => p.gender,
  occasion: (p: IndexedPiece) => p.occasion,
  materialFinish: (p: IndexedPiece) => p.materialFinish,
  colorAccent: (p: IndexedPiece) => p.colorAccents,
  stoneUnit: (p: IndexedPiece) => p.stoneUnit,
  giftIdeas: (p: IndexedPiece) => p.giftIdeas,
  inStock: (p: IndexedPiece) => p.stock > 0,
  newArrival: (p: IndexedPiece) => p.newArrival,
  topTrending: (p: IndexedPiece) => p.topTrending,
  bestDesign: (p: IndexedPiece) => p.bestDesign,
  featured: (p: IndexedPiece) => p.featured,
} satisfies { [K in keyof ProductFilter]?: (piece: IndexedPiece) => unknown };

type FilterKey = keyof typeof FIELDS;
const FILTER_KEYS = Object.keys(FIELDS) as FilterKey[];

/**
 * The catalogue of one version, held for browsing: one bitset per (filtered column, value), the
 * pieces in each sort order, and each piece's JSON. A listing is an AND of a few bitsets, a walk
 * along the sort order and a join of strings — a fraction of a millisecond where SQL needs a round
 * trip per query and a read of every matching row to count them. The SQL in listing-queries.ts
 * stays the definition of a filter: listing-index.test.ts checks the two agree, page by page.
 * See docs/decisions/003-listing-read-model.md.
 */
export class ListingIndex {
  private readonly bitsets = new Map<string, Uint32Array>();
  /** Each piece's JSON without its PRICE_AND_STOCK fields, which pieceJson adds. */
  private readonly heads: string[];
  /** Prices in byPrice order, to find a price range's stretch of it by binary search. */
  private sortedPrices: Int32Array;
  /** cuts[k]: the bitset of the k × PRICE_CUT cheapest pieces; a price range is built from two. */
  private cuts: Uint32Array[] = [];
  /** Positions in (price ASC, SNO ASC) order; read backwards for price DESC. */
  private byPrice: Int32Array;
  /** Positions in (rank DESC, SNO DESC) order; read backwards for relevance ASC. */
  private readonly byRank: Int32Array;
  /** Each position's place in byPrice and in byRank, to sort a few matches without walking it all. */
  private pricePlace: Int32Array;
  /** The smallest power of two above the number of pieces: see priceKey. */
  private readonly positionFactor: number;
  private readonly rankPlace: Int32Array;
  private readonly words: number;
  /** Each position's SNO, ascending (pieces come in SNO order): a piece's position by binary search. */
  private readonly snos: Int32Array;
  /** Each position's pieces available: what setAvailable compares with and pieceJson writes. */
  private readonly stock: Int32Array;
  /** Each position's price and its lines, in paise: what setPrices patches and pieceJson writes. */
  private prices: Int32Array;
  private rates: Int32Array;
  private grosses: Int32Array;
  private gsts: Int32Array;
  private grandTotals: Int32Array;
  /** The catalogue's version whose answers this index gives: moved by setPrices. */
  version: number;
  /** The products and prices of the catalogue this index holds (decision 050). */
  readonly piecesVersion: number;
  /** The search box's suggestions, over the same pieces (decision 052). */
  private readonly suggestions: SuggestIndex;
  pricesVersion: number;

  constructor(
    versions: CatalogVersions | number,
    pieces: IndexedPiece[],
    private readonly priceCut = PRICE_CUT,
  ) {
    const labels =
      typeof versions === "number"
        ? { version: versions, piecesVersion: versions, pricesVersion: versions }
        : versions;
    this.version = labels.version;
    this.piecesVersion = labels.piecesVersion;
    this.pricesVersion = labels.pricesVersion;
    this.words = Math.ceil(pieces.length / 32);
    this.heads = pieces.map((p) => {
      const end = p.json.lastIndexOf(PRICE_AND_STOCK);
      if (end < 0) throw new Error("A piece's JSON must end with its prices and stock (toProduct)");
      return p.json.slice(0, end);
    });
    this.snos = Int32Array.from(pieces, (p) => p.sno);
    this.stock = Int32Array.from(pieces, (p) => p.stock);
    this.prices = Int32Array.from(pieces, (p) => p.pricePaise);
    this.rates = Int32Array.from(pieces, (p) => p.ratePaise);
    this.grosses = Int32Array.from(pieces, (p) => p.grossAmountPaise);
    this.gsts = Int32Array.from(pieces, (p) => p.gstAmountPaise);
    this.grandTotals = Int32Array.from(pieces, (p) => p.grandTotalPaise);
    if (this.snos.some((sno, i) => i > 0 && sno <= this.snos[i - 1]!)) {
      throw new Error("The listing index takes pieces in ascending SNO order");
    }
    pieces.forEach((piece, position) => {
      for (const key of FILTER_KEYS) setBit(this.bitsOf(keyOf(key, FIELDS[key](piece))), position);
    });
    const positions = Array.from(pieces.keys());
    this.byRank = Int32Array.from(
      [...positions].sort((a, b) => pieces[b]!.rank - pieces[a]!.rank || pieces[b]!.sno - pieces[a]!.sno),
    );
    this.rankPlace = placesOf(this.byRank);
    this.suggestions = new SuggestIndex(pieces, this.byRank);
    this.positionFactor = 2 ** Math.ceil(Math.log2(pieces.length + 1));
    if (this.positionFactor > 2 ** 22) throw new Error("The listing index holds at most 4,194,303 pieces");
    this.byPrice = new Int32Array(0);
    this.pricePlace = new Int32Array(0);
    this.sortedPrices = new Int32Array(0);
    this.useOrder(this.placesByPrice(this.prices, this.orderByPrice(this.prices)));
  }

  /**
   * A position's key in the price order: price × factor + position, so that the typed array's own
   * sort (several times faster than a comparator) sorts by price, then SNO (positions are in SNO
   * order). Exact: a price is below 2^31 (Int32Array) and the factor at most 2^22, so every key is
   * an integer below 2^53.
   */
  private priceKey(prices: Int32Array, position: number): number {
    return prices[position]! * this.positionFactor + position;
  }

  /** The price order from scratch. */
  private orderByPrice(prices: Int32Array): Int32Array {
    const n = prices.length;
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) keys[i] = this.priceKey(prices, i);
    keys.sort();
    const byPrice = new Int32Array(n);
    for (let i = 0; i < n; i++) byPrice[i] = keys[i]! % this.positionFactor;
    return byPrice;
  }

  /**
   * The price order after some pieces' prices moved: the moved pieces sorted alone and merged into
   * the order of the rest in one pass (a rate change moves a fifth of the catalogue).
   */
  private reorderByPrice(prices: Int32Array, moved: readonly number[]): Int32Array {
    // Plain loops over locals, no call a piece: this runs once per change of rates, so mostly
    // before the JIT has compiled it (bench/HISTORY.md, decision 050).
    const n = prices.length;
    const factor = this.positionFactor;
    const before = this.byPrice;
    const m = moved.length;
    const movedKeys = new Float64Array(m);
    for (let i = 0; i < m; i++) movedKeys[i] = prices[moved[i]!]! * factor + moved[i]!;
    movedKeys.sort();
    const isMoved = new Uint8Array(n);
    for (let i = 0; i < m; i++) isMoved[moved[i]!] = 1;
    const byPrice = new Int32Array(n);
    let k = 0;
    let j = 0;
    for (let i = 0; i < n; i++) {
      const position = before[i]!;
      if (isMoved[position] === 1) continue;
      const key = prices[position]! * factor + position;
      while (j < m && movedKeys[j]! < key) byPrice[k++] = movedKeys[j++]! % factor;
      byPrice[k++] = position;
    }
    while (j < m) byPrice[k++] = movedKeys[j++]! % factor;
    return byPrice;
  }

  /** What is read from the price order: each position's place, the prices in order, the cuts. */
  private placesByPrice(prices: Int32Array, byPrice: Int32Array) {
    const n = byPrice.length;
    const sortedPrices = new Int32Array(n);
    for (let i = 0; i < n; i++) sortedPrices[i] = prices[byPrice[i]!]!;
    const cuts: Uint32Array[] = [];
    const cut = new Uint32Array(this.words);
    for (let i = 0; i <= n; i++) {
      if (i % this.priceCut === 0) cuts.push(cut.slice());
      if (i < n) setBit(cut, byPrice[i]!);
    }
    return { byPrice, pricePlace: placesOf(byPrice), sortedPrices, cuts };
  }

  private useOrder(order: ReturnType<ListingIndex["placesByPrice"]>): void {
    this.byPrice = order.byPrice;
    this.pricePlace = order.pricePlace;
    this.sortedPrices = order.sortedPrices;
    this.cuts = order.cuts;
  }

  get size(): number {
    return this.heads.length;
  }

  /** The piece as the API shows it (toProduct's JSON), with its prices and stock as patched. */
  private pieceJson(position: number): string {
    return `${this.heads[position]}${PRICE_AND_STOCK}${paiseToRupees(this.rates[position]!)},"GrossAmount":${paiseToRupees(this.grosses[position]!)},"GSTAmount":${paiseToRupees(this.gsts[position]!)},"GrandTotal":${paiseToRupees(this.grandTotals[position]!)},"Stock":${this.stock[position]}}`;
  }

  /**
   * Patches prices (decision 050): each listed piece's lines, and, when a price moved, the price
   * order, without rebuilding the index (bench/HISTORY.md has the figures). The new arrays are
   * made beside the current ones, `pause` (a turn of the event loop, in the server) between the
   * steps, and put in place at once with the versions the prices were read at: listings served
   * meanwhile see the old prices, and none sees a mix. Pieces the index does not hold are ignored
   * (off sale, or added since its build, which the pieces version rebuilds). One call at a time:
   * the holder makes them in turn. Answers how many pieces changed price.
   */
  async setPrices(
    prices: readonly PiecePrice[],
    versions: CatalogVersions,
    pause: () => Promise<void> = async () => {},
  ): Promise<number> {
    await pause();
    const next = {
      prices: this.prices.slice(),
      rates: this.rates.slice(),
      grosses: this.grosses.slice(),
      gsts: this.gsts.slice(),
      grandTotals: this.grandTotals.slice(),
    };
    const moved: number[] = [];
    for (const price of prices) {
      const position = this.positionOf(price.sno);
      if (position === undefined) continue;
      if (next.prices[position] !== price.pricePaise) moved.push(position);
      next.prices[position] = price.pricePaise;
      next.rates[position] = price.ratePaise;
      next.grosses[position] = price.grossAmountPaise;
      next.gsts[position] = price.gstAmountPaise;
      next.grandTotals[position] = price.grandTotalPaise;
    }
    let order: ReturnType<ListingIndex["placesByPrice"]> | undefined;
    if (moved.length > 0) {
      await pause();
      const byPrice = this.reorderByPrice(next.prices, moved);
      await pause();
      order = this.placesByPrice(next.prices, byPrice);
      await pause();
    }
    this.prices = next.prices;
    this.rates = next.rates;
    this.grosses = next.grosses;
    this.gsts = next.gsts;
    this.grandTotals = next.grandTotals;
    if (order) this.useOrder(order);
    this.version = versions.version;
    this.pricesVersion = versions.pricesVersion;
    return moved.length;
  }

  /** Up to `limit` pieces and listing rows the typed words find (decision 052). */
  suggest(
    typed: readonly string[],
    limit: number,
  ): { pieces: PieceSuggestion[]; categories: SuggestedListing[] } {
    const pieces = this.suggestions.pieces(typed, limit).map((position) => {
      // The head is the piece's JSON without its last fields: closed, it parses.
      const head = JSON.parse(`${this.heads[position]!}}`) as { PRODUCTNAME: string; ImagePath: string[] };
      return {
        SNO: this.snos[position]!,
        name: head.PRODUCTNAME,
        price: paiseToRupees(this.prices[position]!),
        image: head.ImagePath[0] ?? null,
      };
    });
    return { pieces, categories: this.suggestions.listingsFor(typed, limit) };
  }

  /**
   * Patches a piece's availability in place (decision 020): its in-stock bit and the `Stock` of
   * its JSON. Stock is not part of the catalogue version, so a sale never rebuilds the index.
   * A piece the index does not hold (added after its build) is left to the next build.
   */
  setAvailable(sno: number, available: number): void {
    const position = this.positionOf(sno);
    if (position === undefined || this.stock[position] === available) return;
    const wasInStock = this.stock[position]! > 0;
    this.stock[position] = available;
    if (wasInStock === available > 0) return;
    clearBit(this.bitsOf(keyOf("inStock", wasInStock)), position);
    setBit(this.bitsOf(keyOf("inStock", available > 0)), position);
  }

  /** Every piece's availability at once; a piece absent from `available` has none. */
  setAllAvailable(available: ReadonlyMap<number, number>): void {
    for (const sno of this.snos) this.setAvailable(sno, available.get(sno) ?? 0);
  }

  /**
   * Whether a change of this piece's availability can change a listing of `filter` (decision
   * 020): only a piece that the filter's other conditions match can enter, leave or move its
   * answer. A piece the index does not hold (added since its build) and a search, which the index
   * does not answer, always can.
   */
  concerns(filter: ProductFilter, sno: number, facets: readonly FacetKey[] = []): boolean {
    const position = this.positionOf(sno);
    if (filter.search !== undefined || position === undefined) return true;
    // With facets counted, a piece that misses one facet's own value still counts for that
    // facet's other values (decision 055): only a second miss among them, or any other, rules it out.
    let facetMisses = 0;
    for (const key of FILTER_KEYS) {
      const value = filter[key];
      if (key === "inStock" || value === undefined) continue;
      const bits = this.bitsets.get(keyOf(key, key === "subItemName" ? String(value).toLowerCase() : value));
      if (bits && (bits[position >>> 5]! & (1 << (position & 31))) !== 0) continue;
      if (!(facets as readonly string[]).includes(key) || ++facetMisses > 1) return false;
    }
    const price = this.sortedPrices[this.pricePlace[position]!]!;
    if (filter.minPricePaise !== undefined && price < filter.minPricePaise) return false;
    return filter.maxPricePaise === undefined || price <= filter.maxPricePaise;
  }

  private positionOf(sno: number): number | undefined {
    let low = 0;
    let high = this.snos.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.snos[middle]! < sno) low = middle + 1;
      else high = middle;
    }
    return this.snos[low] === sno ? low : undefined;
  }

  private bitsOf(name: string): Uint32Array {
    let bits = this.bitsets.get(name);
    if (!bits) {
      bits = new Uint32Array(this.words);
      this.bitsets.set(name, bits);
    }
    return bits;
  }

  /** The page and the total, or undefined when the index cannot answer (free-text search). */
  list(request: ProductListRequest): { total: number; items: string[] } | undefined {
    const matches = this.match(request.filter);
    if (!matches) return undefined;
    let total = 0;
    for (let word = 0; word < matches.length; word++) total += popcount(matches[word]!);

    const byPrice = request.sortBy === "price";
    const forwards = byPrice === (request.sortDirection === "ASC");
    // Sorted by price, the matches lie in the price range's stretch of the order: walk only that.
    const [from, to] = byPrice ? this.priceStretch(request.filter) : [0, this.heads.length];
    const skip = request.page * request.pageSize;
    if (skip >= total) return { total, items: [] };
    const wanted = Math.min(request.pageSize, total - skip);
    // Walking the sort order until the page is full visits about n × needed / total positions;
    // gathering the matches and sorting them costs about total × log2(total) comparisons, each
    // several times a step of the walk. Take the cheaper: the sort only for very few matches.
    const walk = ((to - from) * (skip + wanted)) / total;
    const sort = total * Math.log2(total + 1) * SORT_STEP_COST;
    const positions =
      sort < walk
        ? this.sortedMatches(matches, total, byPrice ? this.pricePlace : this.rankPlace, forwards)
        : this.walkOrder(matches, byPrice ? this.byPrice : this.byRank, forwards, skip + wanted, from, to);
    const items: string[] = new Array(wanted);
    for (let i = 0; i < wanted; i++) items[i] = this.pieceJson(positions[skip + i]!);
    return { total, items };
  }

  /**
   * Each facet's values with the pieces the listing would show were that value chosen: the
   * matches of every filter but the facet's own, counted against each value's bitset (decision
   * 055). Undefined when the index cannot answer the listing (free-text search).
   */
  countFacets(
    filter: ProductFilter,
    facets: Readonly<Record<FacetKey, readonly string[]>>,
  ): ListingFacet[] | undefined {
    const all = this.match(filter);
    if (!all) return undefined;
    return (Object.keys(facets) as FacetKey[]).map((key) => {
      const matches = filter[key] === undefined ? all : this.match(filter, key)!;
      const values = facets[key].map((value) => {
        const bits = this.bitsets.get(keyOf(key, value));
        let count = 0;
        if (bits)
          for (let word = 0; word < matches.length; word++) count += popcount(matches[word]! & bits[word]!);
        return { value, count };
      });
      return { key, values };
    });
  }

  private sortedMatches(
    matches: Uint32Array,
    total: number,
    place: Int32Array,
    forwards: boolean,
  ): Int32Array {
    const found = new Int32Array(total);
    let k = 0;
    for (let word = 0; word < matches.length; word++) {
      for (let bits = matches[word]! | 0; bits !== 0; bits &= bits - 1) {
        found[k++] = word * 32 + (31 - Math.clz32(bits & -bits));
      }
    }
    return found.sort(forwards ? (a, b) => place[a]! - place[b]! : (a, b) => place[b]! - place[a]!);
  }

  /** The matches among order[from, to), in order or backwards, until `needed` are found. */
  private walkOrder(
    matches: Uint32Array,
    order: Int32Array,
    forwards: boolean,
    needed: number,
    from: number,
    to: number,
  ): Int32Array {
    const found = new Int32Array(needed);
    let k = 0;
    for (let i = 0; i < to - from && k < needed; i++) {
      const position = order[forwards ? from + i : to - 1 - i]!;
      if ((matches[position >>> 5]! & (1 << (position & 31))) !== 0) found[k++] = position;
    }
    return found;
  }

  /** The stretch [from, to) of byPrice whose prices lie within the filter's bounds. */
  private priceStretch(filter: ProductFilter): [number, number] {
    const from = filter.minPricePaise === undefined ? 0 : this.firstPriceAbove(filter.minPricePaise - 1);
    const to =
      filter.maxPricePaise === undefined ? this.heads.length : this.firstPriceAbove(filter.maxPricePaise);
    return [from, Math.max(from, to)];
  }

  private firstPriceAbove(price: number): number {
    let low = 0;
    let high = this.sortedPrices.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sortedPrices[middle]! <= price) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** A new bitset of the `count` cheapest pieces: the nearest cut below, and the few after it. */
  private cheapest(count: number): Uint32Array {
    const k = Math.floor(count / this.priceCut);
    const bits = this.cuts[k]!.slice();
    for (let i = k * this.priceCut; i < count; i++) setBit(bits, this.byPrice[i]!);
    return bits;
  }

  /** The pieces the filter matches, leaving out the condition on `except` (a facet's own). */
  private match(filter: ProductFilter, except?: FilterKey): Uint32Array | undefined {
    if (filter.search !== undefined) return undefined;
    const wanted: Uint32Array[] = [];
    for (const key of FILTER_KEYS) {
      const value = filter[key];
      if (value === undefined || key === except) continue;
      const bits = this.bitsets.get(keyOf(key, key === "subItemName" ? String(value).toLowerCase() : value));
      if (!bits) return new Uint32Array(this.words);
      wanted.push(bits);
    }
    if (filter.minPricePaise !== undefined || filter.maxPricePaise !== undefined) {
      const [from, to] = this.priceStretch(filter);
      const inRange = this.cheapest(to);
      const below = this.cheapest(from);
      for (let word = 0; word < this.words; word++) inRange[word]! &= ~below[word]!;
      wanted.push(inRange);
    }
    const matches = new Uint32Array(this.words);
    const used = this.heads.length % 32;
    const sets = wanted.length;
    for (let word = 0; word < this.words; word++) {
      let bits = word === this.words - 1 && used !== 0 ? (1 << used) - 1 : -1;
      for (let j = 0; j < sets && bits !== 0; j++) bits &= wanted[j]![word]!;
      matches[word] = bits;
    }
    return matches;
  }
}

function setBit(bits: Uint32Array, position: number): void {
  bits[position >>> 5]! |= 1 << (position & 31);
}

function clearBit(bits: Uint32Array, position: number): void {
  bits[position >>> 5]! &= ~(1 << (position & 31));
}

function placesOf(order: Int32Array): Int32Array {
  const places = new Int32Array(order.length);
  for (let i = 0; i < order.length; i++) places[order[i]!] = i;
  return places;
}

function keyOf(key: FilterKey, value: unknown): string {
  return `${key}\u0000${String(value)}`;
}

function popcount(bits: number): number {
  let n = bits - ((bits >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Pieces between two cumulative price bitsets: memory (n / PRICE_CUT bitsets) against work. */
const PRICE_CUT = 2048;

/** A comparison of the sort, in steps of the walk along the sort order (measured, roughly). */
const SORT_STEP_COST = 8;
