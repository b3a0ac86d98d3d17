import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { type CachedPage, chooseEncoding, createPageCache } from "./page-cache.ts";

const aPage = (text: string): CachedPage => ({
  status: 200,
  headers: [["content-type", "text/html; charset=utf-8"]],
  body: Buffer.from(text),
});

/** A page that shows no piece. */
const NO_STOCK = { pieces: [], anyPiece: false };

describe("page cache", () => {
  it("answers a page at the version it was rendered at, and forgets it at another", () => {
    const cache = createPageCache(1024);
    cache.set("/a", 1, aPage("one"), NO_STOCK, 0);
    expect(cache.get("/a", 1, "identity")?.body.toString()).toBe("one");
    expect(cache.get("/a", 2, "identity")).toBeUndefined();
    // The old version is gone for good, not kept beside the new one.
    expect(cache.get("/a", 1, "identity")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("compresses a body once per encoding, to what decompresses to the page", () => {
    const cache = createPageCache(64 * 1024);
    const html = "<p>Temple gold</p>".repeat(200);
    cache.set("/", 1, aPage(html), NO_STOCK, 0);
    const br = cache.get("/", 1, "br")?.body;
    const gzip = cache.get("/", 1, "gzip")?.body;
    expect(brotliDecompressSync(br!).toString()).toBe(html);
    expect(gunzipSync(gzip!).toString()).toBe(html);
    expect(br!.length).toBeLessThan(html.length / 10);
    expect(cache.get("/", 1, "br")?.body).toBe(br);
  });

  it("drops the least recently used pages once the bytes held pass the limit", () => {
    const cache = createPageCache(10);
    cache.set("/a", 1, aPage("aaaa"), NO_STOCK, 0);
    cache.set("/b", 1, aPage("bbbb"), NO_STOCK, 0);
    cache.get("/a", 1, "identity");
    cache.set("/c", 1, aPage("cccc"), NO_STOCK, 0);
    expect(cache.get("/b", 1, "identity")).toBeUndefined();
    expect(cache.get("/a", 1, "identity")).toBeDefined();
    expect(cache.get("/c", 1, "identity")).toBeDefined();
  });

  it("counts compressed copies against the limit", () => {
    const cache = createPageCache(400);
    // Random text barely compresses: its gzip copy is as big as the page.
    cache.set("/a", 1, aPage(randomBytes(75).toString("hex")), NO_STOCK, 0);
    cache.set("/b", 1, aPage(randomBytes(75).toString("hex")), NO_STOCK, 0);
    expect(cache.size).toBe(2);
    // /b's gzip copy takes the bytes held past 400: /a, the least recently used, goes.
    cache.get("/b", 1, "gzip");
    expect(cache.get("/a", 1, "identity")).toBeUndefined();
    expect(cache.get("/b", 1, "identity")).toBeDefined();
  });

  it("forgets the pages showing a piece whose stock changed, and those filtered on stock, and no other", () => {
    const cache = createPageCache(64 * 1024);
    cache.set("/ring", 1, aPage("ring"), { pieces: [7], anyPiece: false }, 0);
    cache.set("/rings", 1, aPage("rings"), { pieces: [7, 8], anyPiece: false }, 0);
    cache.set("/in-stock", 1, aPage("in stock"), { pieces: [9], anyPiece: true }, 0);
    cache.set("/chain", 1, aPage("chain"), { pieces: [9], anyPiece: false }, 0);
    cache.forgetPieces([7]);
    expect(cache.get("/ring", 1, "identity")).toBeUndefined();
    expect(cache.get("/rings", 1, "identity")).toBeUndefined();
    expect(cache.get("/in-stock", 1, "identity")).toBeUndefined();
    expect(cache.get("/chain", 1, "identity")?.body.toString()).toBe("chain");
  });

  it("does not keep a page rendered while a stock change came in", () => {
    const cache = createPageCache(64 * 1024);
    const before = cache.stockChanges;
    cache.forgetPieces([3]);
    cache.set("/ring", 1, aPage("ring"), { pieces: [7], anyPiece: false }, before);
    expect(cache.size).toBe(0);
    cache.set("/ring", 1, aPage("ring"), { pieces: [7], anyPiece: false }, cache.stockChanges);
    expect(cache.size).toBe(1);
  });

  it("keeps nothing bigger than itself, and nothing at all at 0 bytes", () => {
    const small = createPageCache(3);
    small.set("/a", 1, aPage("four"), NO_STOCK, 0);
    expect(small.size).toBe(0);
    const off = createPageCache(0);
    off.set("/a", 1, aPage("x"), NO_STOCK, 0);
    expect(off.get("/a", 1, "identity")).toBeUndefined();
  });
});

describe("chooseEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["GZIP", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br; q=0.0, gzip;q=0", "identity"],
    ["br;q=0.5", "br"],
    ["deflate, *", "identity"],
  ])("answers %j with %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
