import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type PageEncoding = "br" | "gzip" | "identity";

export interface CachedPage {
  status: number;
  /** The page's headers, less the cache's own marker. */
  headers: [string, string][];
  body: Buffer;
}

interface Entry {
  version: number;
  page: CachedPage;
  /** The body compressed, made on the first request that accepts each encoding. */
  encoded: Partial<Record<"br" | "gzip", Buffer>>;
}

/**
 * Whole pages rendered for shoppers who are not signed in, by URL, each with the catalogue version
 * it was rendered at: a page of another version is rendered again, as the API's answers are
 * (decision 002). Least recently used pages go first once `maxBytes` of bodies are held.
 * See docs/decisions/008-page-rendering.md.
 */
export function createPageCache(maxBytes: number) {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= sizeOf(entry);
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
    ): { page: CachedPage; body: Buffer } | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.version !== version) {
        remove(key);
        return undefined;
      }
      // Re-insert to keep the Map in least-recently-used order.
      entries.delete(key);
      entries.set(key, entry);
      if (encoding === "identity") return { page: entry.page, body: entry.page.body };
      let body = entry.encoded[encoding];
      if (!body) {
        body = compress(entry.page.body, encoding);
        entry.encoded[encoding] = body;
        bytes += body.length;
        trim();
      }
      return { page: entry.page, body };
    },

    set(key: string, version: number, page: CachedPage): void {
      if (page.body.length > maxBytes) return;
      remove(key);
      const entry: Entry = { version, page, encoded: {} };
      entries.set(key, entry);
      bytes += sizeOf(entry);
      trim();
    },

    get size() {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

function sizeOf(entry: Entry): number {
  return entry.page.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);
}

/**
 * Made once per page and version, on the event loop. Brotli 6 takes about 2 ms for the home
 * page's 160 KB and keeps it 12% smaller than the 4 that compression uses for other answers;
 * 11 would take 140 ms (measured for decision 008).
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
