import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PAGE_CACHE_CATALOGUE, PAGE_CACHE_HEADER } from "@nagai/contracts/constants";
import { describe, expect, it } from "vitest";
import { CATALOGUE_ONLY, cataloguePageHeaders, rootPageHeaders } from "./page-cache";

const none = new Headers();
const said = new Headers(CATALOGUE_ONLY);
const args = (loaderHeaders: Headers, parentHeaders: Headers, errorHeaders?: Headers) => ({
  loaderHeaders,
  parentHeaders,
  errorHeaders,
  actionHeaders: none,
});
const kept = (init: HeadersInit) => new Headers(init).get(PAGE_CACHE_HEADER) === PAGE_CACHE_CATALOGUE;

describe("page cache headers (decision 008)", () => {
  const root = new Headers(rootPageHeaders(args(said, none)));
  const rootFailed = new Headers(rootPageHeaders(args(none, none)));

  it("lets a page be kept when the root's loader and the page's both said so", () => {
    expect(kept(cataloguePageHeaders(args(said, root)))).toBe(true);
  });

  it("keeps no page whose root (the rates) or own loader did not load everything", () => {
    expect(kept(cataloguePageHeaders(args(said, rootFailed)))).toBe(false);
    expect(kept(cataloguePageHeaders(args(none, root)))).toBe(false);
  });

  it("reads a thrown 404's headers in place of the loader's", () => {
    expect(kept(cataloguePageHeaders(args(none, root, said)))).toBe(true);
    expect(kept(cataloguePageHeaders(args(said, root, none)))).toBe(false);
  });

  it("gives a route without `headers`, which inherits the root's whole, nothing the server keeps", () => {
    expect(kept(root)).toBe(false);
  });
});

describe("shared pages (decision 057)", () => {
  const routesDir = fileURLToPath(new URL("../routes", import.meta.url));
  const routes = readdirSync(routesDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".test.ts"))
    .map((file) => ({ file, source: readFileSync(path.join(routesDir, file), "utf8") }));

  it("are the routes that may be kept: each says both, or neither", () => {
    const keepable = routes.filter((route) =>
      route.source.includes("export const headers = cataloguePageHeaders;"),
    );
    const shared = routes.filter((route) => route.source.includes("export const handle = SHARED_PAGE;"));
    expect(keepable.length).toBeGreaterThan(20);
    expect(shared.map((route) => route.file).sort()).toEqual(keepable.map((route) => route.file).sort());
  });

  it("never ask who the shopper is: their render gets no cookie", () => {
    const shared = routes.filter((route) => route.source.includes("export const handle = SHARED_PAGE;"));
    for (const route of shared)
      expect(route.source, route.file).not.toMatch(/findUser|requireUser|session\.server|get\("cookie"\)/);
  });
});
