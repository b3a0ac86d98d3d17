import { GIFT_IDEAS, ITEM_NAMES, OCCASIONS } from "@nagai/contracts/constants";
import { allowedEdits, SearchVocabulary } from "./search-spelling.ts";
import { SEARCH_SYNONYMS } from "./search-synonyms.ts";

/** What the suggestions read of a piece: the words a shopper types to find it. */
export interface SuggestedPiece {
  productName: string;
  itemName: string;
  subItemName: string;
  catName: string;
  purity: string;
}

/** A row of the suggestions that opens a listing: a category, a sub-item, a collection, an occasion. */
export interface SuggestedListing {
  label: string;
  href: string;
}

/** Words that narrow nothing: skipped, so "rings for women" suggests as "rings women" does. */
const STOP_WORDS = new Set(["a", "an", "and", "for", "in", "of", "on", "the", "to", "with"]);

/** The words of a text, as suggestions compare them: lower case, letters and digits. */
export function suggestWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
}

/** A stretch of word ids: the words of the sorted vocabulary from `from` up to, not with, `to`. */
type Range = readonly [from: number, to: number];

/** Pieces gathered to sort rather than walking every piece in rank order; a tenth of 100,000. */
const GATHER_AT_MOST = 10_000;

/**
 * Suggestions as a shopper types (issue 27, decision 052), from memory: every word of every piece
 * (name, category, sub-item, metal, purity) in one sorted vocabulary, so the words a typed prefix
 * begins are one stretch of ids; each piece's word ids; and each word's pieces in rank order. A
 * query's pieces are those that have, for every typed word, a word in its stretch (or a word its
 * synonym means, or, when no word begins so, the nearest by edits), best ranked first: the rarest
 * typed word's pieces are walked in rank order and the others checked against each piece's few
 * words, so a query reads a few dozen pieces, not the catalogue.
 */
export class SuggestIndex {
  private readonly words: string[];
  private readonly vocabulary: SearchVocabulary;
  /** Piece p's word ids: pieceWords[pieceStart[p] .. pieceStart[p + 1]). */
  private readonly pieceStart: Int32Array;
  private readonly pieceWords: Int32Array;
  /** Word w's pieces as places in rank order, ascending: places[placeStart[w] .. placeStart[w + 1]). */
  private readonly placeStart: Int32Array;
  private readonly places: Int32Array;
  private readonly listings: { row: SuggestedListing; words: string[] }[];

  /**
   * `pieces` in position order; `byRank`: positions best ranked first (the listing index's
   * relevance order).
   */
  constructor(
    pieces: readonly SuggestedPiece[],
    private readonly byRank: Int32Array,
  ) {
    const wordsOf = pieces.map((piece) =>
      suggestWords(
        `${piece.productName} ${piece.itemName} ${piece.subItemName} ${piece.catName} ${piece.purity}`,
      ),
    );
    const counts = new Map<string, number>();
    for (const words of wordsOf)
      for (const word of new Set(words)) counts.set(word, (counts.get(word) ?? 0) + 1);
    this.words = [...counts.keys()].sort();
    this.vocabulary = new SearchVocabulary(this.words.map((word) => ({ word, pieces: counts.get(word)! })));
    const idOf = new Map(this.words.map((word, id) => [word, id]));

    this.pieceStart = new Int32Array(pieces.length + 1);
    const ids: number[] = [];
    wordsOf.forEach((words, position) => {
      for (const word of new Set(words)) ids.push(idOf.get(word)!);
      this.pieceStart[position + 1] = ids.length;
    });
    this.pieceWords = Int32Array.from(ids);

    // Each word's pieces in rank order: a counting sort by word, walking the pieces by rank.
    this.placeStart = new Int32Array(this.words.length + 1);
    for (const id of this.pieceWords) this.placeStart[id + 1]!++;
    for (let w = 0; w < this.words.length; w++) this.placeStart[w + 1]! += this.placeStart[w]!;
    const next = this.placeStart.slice(0, this.words.length);
    this.places = new Int32Array(this.pieceWords.length);
    byRank.forEach((position, place) => {
      for (let at = this.pieceStart[position]!; at < this.pieceStart[position + 1]!; at++) {
        this.places[next[this.pieceWords[at]!]!++] = place;
      }
    });

    this.listings = listingRows(pieces).map((row) => ({ row, words: suggestWords(row.label) }));
  }

  /** The positions of up to `limit` pieces the typed words find, best ranked first. */
  pieces(typed: readonly string[], limit: number): number[] {
    const wanted = typed.filter((word) => !STOP_WORDS.has(word));
    const found = this.piecesOf(
      wanted.map((word) => this.rangesOf(word, false)),
      limit,
    );
    if (found.length > 0 || wanted.length === 0) return found;
    // Nothing: a word may be a slip of one that begins otherwise, beside words it does begin
    // ("mang tikka": mango and mangalsutra begin so, the maang tikka is meant). Each word is read
    // again with its nearest words by edits too.
    return this.piecesOf(
      wanted.map((word) => this.rangesOf(word, true)),
      limit,
    );
  }

  private piecesOf(terms: Range[][], limit: number): number[] {
    if (terms.length === 0 || terms.some((ranges) => ranges.length === 0)) return [];
    const sizes = terms.map((ranges) => ranges.reduce((sum, [from, to]) => sum + this.placesIn(from, to), 0));
    const rarest = sizes.indexOf(Math.min(...sizes));
    const others = terms.filter((_, at) => at !== rarest);
    const found: number[] = [];
    const take = (place: number) => {
      const position = this.byRank[place]!;
      if (others.every((ranges) => this.hasWordIn(position, ranges))) found.push(position);
      return found.length >= limit;
    };
    if (sizes[rarest]! > GATHER_AT_MOST) {
      // A common word (every "gold" piece): matches come early in rank order, walk it.
      const all = [terms[rarest]!, ...others];
      for (let place = 0; place < this.byRank.length; place++) {
        const position = this.byRank[place]!;
        if (all.every((ranges) => this.hasWordIn(position, ranges))) found.push(position);
        if (found.length >= limit) break;
      }
      return found;
    }
    const places = this.gather(terms[rarest]!);
    for (const place of places) if (take(place)) break;
    return found;
  }

  /** Listing rows (categories, sub-items, collections, occasions) whose label the typed words find. */
  listingsFor(typed: readonly string[], limit: number): SuggestedListing[] {
    const wanted = typed.filter((word) => !STOP_WORDS.has(word));
    if (wanted.length === 0) return [];
    const found = this.listingsMeaning(
      wanted.map((word) => [word, ...(SEARCH_SYNONYMS[word] ?? [])]),
      limit,
    );
    if (found.length > 0) return found;
    // As for pieces: each word read again with its nearest words by edits too.
    return this.listingsMeaning(
      wanted.map((word) => [word, ...(SEARCH_SYNONYMS[word] ?? []), ...this.nearestTo(word)]),
      limit,
    );
  }

  /** Listing rows whose label has, for each typed word, a word its first meaning begins or another means. */
  private listingsMeaning(meanings: string[][], limit: number): SuggestedListing[] {
    const rows: SuggestedListing[] = [];
    for (const { row, words } of this.listings) {
      const found = meanings.every((meant) =>
        meant.some((word, at) =>
          words.some((labelWord) => (at === 0 ? labelWord.startsWith(word) : sameWord(labelWord, word))),
        ),
      );
      if (found) rows.push(row);
      if (rows.length >= limit) break;
    }
    return rows;
  }

  /**
   * The ids a typed word stands for: the words it begins, the words its synonym means, and when
   * no word begins so, the nearest words by edits ("rnig" → ring).
   */
  private rangesOf(word: string, withNearest: boolean): Range[] {
    const ranges: Range[] = [];
    const begun = this.prefixRange(word);
    if (begun[0] < begun[1]) ranges.push(begun);
    for (const meant of SEARCH_SYNONYMS[word] ?? []) {
      const id = this.idOf(meant);
      if (id !== undefined) ranges.push([id, id + 1]);
    }
    if (ranges.length === 0 || withNearest) {
      for (const near of this.nearestTo(word)) {
        const id = this.idOf(near)!;
        ranges.push([id, id + 1]);
      }
    }
    return ranges;
  }

  /** The vocabulary's words nearest to a typed word by edits ("rnig" → ring), three at most. */
  private nearestTo(word: string): string[] {
    return this.vocabulary.nearest(word, allowedEdits(word), 3);
  }

  private prefixRange(prefix: string): Range {
    const from = this.lowerBound(prefix);
    // Every word beginning with the prefix sorts before the prefix followed by the last code unit.
    const to = this.lowerBound(`${prefix}\uffff`);
    return [from, to];
  }

  private idOf(word: string): number | undefined {
    const at = this.lowerBound(word);
    return this.words[at] === word ? at : undefined;
  }

  private lowerBound(text: string): number {
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.words[middle]! < text) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private placesIn(from: number, to: number): number {
    return this.placeStart[to]! - this.placeStart[from]!;
  }

  /** The rank places of the pieces of these words, ascending, each once. */
  private gather(ranges: readonly Range[]): Int32Array {
    if (ranges.length === 1 && ranges[0]![1] - ranges[0]![0] === 1) {
      const [id] = ranges[0]!;
      return this.places.subarray(this.placeStart[id]!, this.placeStart[id + 1]!);
    }
    const parts = ranges.map(([from, to]) =>
      this.places.subarray(this.placeStart[from]!, this.placeStart[to]!),
    );
    const all = new Int32Array(parts.reduce((sum, part) => sum + part.length, 0));
    let at = 0;
    for (const part of parts) {
      all.set(part, at);
      at += part.length;
    }
    all.sort();
    // A piece with two words of the stretch ("ring", "rings") appears twice: keep one.
    let kept = 0;
    for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[kept++] = all[i]!;
    return all.subarray(0, kept);
  }

  private hasWordIn(position: number, ranges: readonly Range[]): boolean {
    for (let at = this.pieceStart[position]!; at < this.pieceStart[position + 1]!; at++) {
      const id = this.pieceWords[at]!;
      for (const [from, to] of ranges) if (id >= from && id < to) return true;
    }
    return false;
  }
}

/** One word for another, plural or not ("anklet", "anklets"). */
function sameWord(a: string, b: string): boolean {
  return a === b || a === `${b}s` || b === `${a}s`;
}

const listingHref = (params: Record<string, string>) => `/shop-left?${new URLSearchParams(params)}`;

/** The listings suggestions may offer, categories first, then the sub-items the catalogue has. */
function listingRows(pieces: readonly SuggestedPiece[]): SuggestedListing[] {
  const rows: SuggestedListing[] = ITEM_NAMES.map((itemName) => ({
    label: itemName,
    href: listingHref({ itemName }),
  }));
  const subItems = new Map<string, SuggestedListing>();
  for (const { itemName, subItemName } of pieces) {
    const key = `${itemName}\u0000${subItemName}`;
    if (subItemName === "" || subItems.has(key)) continue;
    subItems.set(key, {
      label: `${subItemName} in ${itemName}`,
      href: listingHref({ itemName, subItemName }),
    });
  }
  rows.push(...[...subItems.values()].sort((a, b) => (a.label < b.label ? -1 : 1)));
  rows.push(
    { label: "New Arrivals", href: listingHref({ new_arrivals: "true" }) },
    { label: "Top Trending", href: listingHref({ top_trending: "true" }) },
    { label: "Best Design", href: listingHref({ best_design: "true" }) },
    { label: "Featured", href: listingHref({ featured: "true" }) },
  );
  const occasionLabels: Record<(typeof OCCASIONS)[number], string> = {
    DAILY_WEAR: "Daily Wear",
    WEDDING: "Wedding",
    TRADITIONAL: "Traditional",
  };
  for (const occasion of OCCASIONS) {
    rows.push({ label: `${occasionLabels[occasion]} jewellery`, href: listingHref({ occasion }) });
  }
  const giftLabels: Record<(typeof GIFT_IDEAS)[number], string> = {
    for_him: "Gifts for Him",
    for_her: "Gifts for Her",
  };
  for (const giftIdeas of GIFT_IDEAS)
    rows.push({ label: giftLabels[giftIdeas], href: listingHref({ giftIdeas }) });
  return rows;
}
