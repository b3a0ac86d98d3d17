import type { ProductFilter, ProductListRequest } from "./product-filter.ts";

/** What the index keeps of a piece: the filtered columns, the sort keys and its API JSON. */
export interface IndexedPiece {
  sno: number;
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
  rank: number;
  /** The piece as the API shows it, serialized once. */
  json: string;
}

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
  private readonly json: string[];
  /** Prices in byPrice order, to find a price range's stretch of it by binary search. */
  private readonly sortedPrices: Int32Array;
  /** cuts[k]: the bitset of the k × PRICE_CUT cheapest pieces; a price range is built from two. */
  private readonly cuts: Uint32Array[] = [];
  /** Positions in (price ASC, SNO ASC) order; read backwards for price DESC. */
  private readonly byPrice: Int32Array;
  /** Positions in (rank DESC, SNO DESC) order; read backwards for relevance ASC. */
  private readonly byRank: Int32Array;
  /** Each position's place in byPrice and in byRank, to sort a few matches without walking it all. */
  private readonly pricePlace: Int32Array;
  private readonly rankPlace: Int32Array;
  private readonly words: number;
  /** Each position's SNO, ascending (pieces come in SNO order): a piece's position by binary search. */
  private readonly snos: Int32Array;
  /** Each position's pieces available, as its JSON says: what setAvailable compares with. */
  private readonly stock: Int32Array;

  constructor(
    readonly version: number,
    pieces: IndexedPiece[],
    private readonly priceCut = PRICE_CUT,
  ) {
    this.words = Math.ceil(pieces.length / 32);
    this.json = pieces.map((p) => p.json);
    this.snos = Int32Array.from(pieces, (p) => p.sno);
    this.stock = Int32Array.from(pieces, (p) => p.stock);
    if (this.snos.some((sno, i) => i > 0 && sno <= this.snos[i - 1]!)) {
      throw new Error("The listing index takes pieces in ascending SNO order");
    }
    pieces.forEach((piece, position) => {
      for (const key of FILTER_KEYS) setBit(this.bitsOf(keyOf(key, FIELDS[key](piece))), position);
    });
    const positions = Array.from(pieces.keys());
    this.byPrice = Int32Array.from(
      [...positions].sort(
        (a, b) => pieces[a]!.pricePaise - pieces[b]!.pricePaise || pieces[a]!.sno - pieces[b]!.sno,
      ),
    );
    this.byRank = Int32Array.from(
      [...positions].sort((a, b) => pieces[b]!.rank - pieces[a]!.rank || pieces[b]!.sno - pieces[a]!.sno),
    );
    this.pricePlace = placesOf(this.byPrice);
    this.rankPlace = placesOf(this.byRank);
    this.sortedPrices = Int32Array.from(this.byPrice, (position) => pieces[position]!.pricePaise);
    const cut = new Uint32Array(this.words);
    for (let i = 0; i <= this.byPrice.length; i++) {
      if (i % priceCut === 0) this.cuts.push(cut.slice());
      if (i < this.byPrice.length) setBit(cut, this.byPrice[i]!);
    }
  }

  get size(): number {
    return this.json.length;
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
    const json = this.json[position]!;
    // toProduct writes Stock last: the JSON ends with "Stock":n}.
    this.json[position] = `${json.slice(0, json.lastIndexOf(STOCK_FIELD))}${STOCK_FIELD}${available}}`;
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
  concerns(filter: ProductFilter, sno: number): boolean {
    const position = this.positionOf(sno);
    if (filter.search !== undefined || position === undefined) return true;
    for (const key of FILTER_KEYS) {
      const value = filter[key];
      if (key === "inStock" || value === undefined) continue;
      const bits = this.bitsets.get(keyOf(key, key === "subItemName" ? String(value).toLowerCase() : value));
      if (!bits || (bits[position >>> 5]! & (1 << (position & 31))) === 0) return false;
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
    const [from, to] = byPrice ? this.priceStretch(request.filter) : [0, this.json.length];
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
    for (let i = 0; i < wanted; i++) items[i] = this.json[positions[skip + i]!]!;
    return { total, items };
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
      filter.maxPricePaise === undefined ? this.json.length : this.firstPriceAbove(filter.maxPricePaise);
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

  private match(filter: ProductFilter): Uint32Array | undefined {
    if (filter.search !== undefined) return undefined;
    const wanted: Uint32Array[] = [];
    for (const key of FILTER_KEYS) {
      const value = filter[key];
      if (value === undefined) continue;
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
    const used = this.json.length % 32;
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

const STOCK_FIELD = '"Stock":';

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
