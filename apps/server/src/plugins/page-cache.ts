import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type PageEncoding = "br" | "gzip" | "identity";

export interface CachedPage {
  status: number;
  /** The page's headers, less the cache's own marker. */
  headers: [string, string][];
  body: Buffer;
}

/** The stock a page shows (decision 020): these pieces', or every piece's (a listing filtered on it). */
export interface PageStock {
  pieces: number[];
  anyPiece: boolean;
}

/** A piece's entry in the index of pages by piece: a Set slot and a number, counted generously. */
const PIECE_REFERENCE_BYTES = 64;

interface Entry {
  version: number;
  /** The page's ETag: its catalogue version and a digest of its bytes (decision 057). */
  etag: string;
  stock: PageStock;
  page: CachedPage;
  /** The body compressed, made on the first request that accepts each encoding. */
  encoded: Partial<Record<"br" | "gzip", Buffer>>;
}

/**
 * Whole pages rendered for shoppers who are not signed in, by URL, each with the catalogue version
 * it was rendered at: a page of another version is rendered again, as the API's answers are
 * (decision 002). Least recently used pages go first once `maxBytes` of bodies (and the index of
 * pages by piece) are held. See docs/decisions/008-page-rendering.md.
 *
 * Stock is not counted by the catalogue version (decision 020): each page is indexed by the pieces
 * it shows, and `forgetPieces` drops the pages showing a piece whose availability changed, and
 * those filtered on availability, leaving every other page. A page rendered while such a change
 * came in is not kept (see `stockChanges`).
 */
export function createPageCache(maxBytes: number) {
  const entries = new Map<string, Entry>();
  const byPiece = new Map<number, Set<string>>();
  const onAnyPiece = new Set<string>();
  let stockChanges = 0;
  let bytes = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= sizeOf(entry);
    onAnyPiece.delete(key);
    for (const sno of entry.stock.pieces) {
      const keys = byPiece.get(sno);
      keys?.delete(key);
      if (keys?.size === 0) byPiece.delete(sno);
    }
  }

  function trim() {
    while (bytes > maxBytes) remove(entries.keys().next().value as string);
  }

  return {
    /** The page and its body in `encoding`, or undefined when this version has none. */
    get(
      key: string,
      version: number,
      encoding: PageEncoding,
    ): { page: CachedPage; body: Buffer; etag: string } | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.version !== version) {
        remove(key);
        return undefined;
      }
      // Re-insert to keep the Map in least-recently-used order.
      entries.delete(key);
      entries.set(key, entry);
      if (encoding === "identity") return { page: entry.page, body: entry.page.body, etag: entry.etag };
      let body = entry.encoded[encoding];
      if (!body) {
        body = compress(entry.page.body, encoding);
        entry.encoded[encoding] = body;
        bytes += body.length;
        trim();
      }
      return { page: entry.page, body, etag: entry.etag };
    },

    /**
     * Keeps a page, unless a stock change came in since `stockChangesBefore` (read before it was
     * rendered): the page may show the stock before it.
     */
    set(key: string, version: number, page: CachedPage, stock: PageStock, stockChangesBefore: number): void {
      if (page.body.length > maxBytes || stockChangesBefore !== stockChanges) return;
      remove(key);
      const entry: Entry = {
        version,
        etag: etagOf(version, page.body),
        stock: { pieces: [...new Set(stock.pieces)], anyPiece: stock.anyPiece },
        page,
        encoded: {},
      };
      entries.set(key, entry);
      if (stock.anyPiece) onAnyPiece.add(key);
      for (const sno of entry.stock.pieces) {
        let keys = byPiece.get(sno);
        if (!keys) {
          keys = new Set();
          byPiece.set(sno, keys);
        }
        keys.add(key);
      }
      bytes += sizeOf(entry);
      trim();
    },

    /** How many stock changes came in: read before rendering a page, handed to `set`. */
    get stockChanges() {
      return stockChanges;
    },

    /** Drops the pages that show these pieces, and those that depend on every piece's stock. */
    forgetPieces(snos: Iterable<number>): void {
      stockChanges++;
      for (const key of [...onAnyPiece]) remove(key);
      for (const sno of snos) for (const key of [...(byPiece.get(sno) ?? [])]) remove(key);
    },

    /** Drops every page that depends on stock (a reader too far behind the change log). */
    forgetAllStock(): void {
      stockChanges++;
      for (const [key, entry] of [...entries]) {
        if (entry.stock.anyPiece || entry.stock.pieces.length > 0) remove(key);
      }
    },

    get size() {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * Weak: the same page goes out in three encodings. The version makes it change with the catalogue
 * whatever the bytes; the digest, with stock (which the version does not count, decision 020) and
 * with a new build.
 */
function etagOf(version: number, body: Buffer): string {
  return `W/"${version}-${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
}

function sizeOf(entry: Entry): number {
  return (
    entry.page.body.length +
    (entry.encoded.br?.length ?? 0) +
    (entry.encoded.gzip?.length ?? 0) +
    entry.stock.pieces.length * PIECE_REFERENCE_BYTES
  );
}

/**
 * Made once per page and version, on the event loop. Brotli 6 keeps a page smaller than the 4
 * that compression uses for other answers, for a few milliseconds once per page; 11 would hold
 * the event loop far longer (decision 008).
 */
function compress(body: Buffer, encoding: "br" | "gzip"): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 6,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body);
}

/**
 * The encoding to answer in for an Accept-Encoding header: brotli, then gzip, else none. A
 * q=0 refuses an encoding; other weights are not ranked (browsers send none).
 */
export function chooseEncoding(acceptEncoding: string | undefined): PageEncoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return "identity";
}
