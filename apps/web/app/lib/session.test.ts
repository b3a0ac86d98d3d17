import { describe, expect, it } from "vitest";
import { loginHref, readLocalPath } from "./session";

/** What a Location header can carry: bytes, and none of them a control character or a space. */
const isHeaderSafe = (value: string) => /^[\x21-\x7e]*$/.test(value);

describe("readLocalPath (where logging in sends a shopper)", () => {
  it("keeps a path of the shop, percent-encoding what a Location header cannot carry", () => {
    expect(readLocalPath("/shop-left?itemName=rings&gender=women")).toBe(
      "/shop-left?itemName=rings&gender=women",
    );
    expect(readLocalPath("/shop-left?itemName=மோதிரம்")).toBe(
      `/shop-left?itemName=${encodeURIComponent("மோதிரம்")}`,
    );
    expect(readLocalPath("/café")).toBe("/caf%C3%A9");
    expect(readLocalPath("/a b?q=c d#e f")).toBe("/a%20b?q=c%20d#e%20f");
    expect(readLocalPath("/shop-detail/7?ring=💍")).toBe("/shop-detail/7?ring=%F0%9F%92%8D");
    // A lone surrogate (from a crafted form value) becomes U+FFFD rather than a failed answer.
    expect(readLocalPath("/x\ud800")).toBe("/x%EF%BF%BD");
    // Already encoded paths stay as they are, encoded newlines and NUL included: they are data.
    expect(readLocalPath("/shop-left?itemName=%E0%AE%AE")).toBe("/shop-left?itemName=%E0%AE%AE");
    expect(readLocalPath("/%0d%0aSet-Cookie:%20a=1")).toBe("/%0d%0aSet-Cookie:%20a=1");
    expect(readLocalPath("/%00")).toBe("/%00");
  });

  it("refuses anything that leaves the shop or is not a path", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "\\/evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\nSet-Cookie: a=1",
      "/\0",
      "shop-left",
      "",
      null,
      undefined,
      42,
    ]) {
      expect(readLocalPath(value), String(value)).toBeNull();
    }
  });

  it("refuses a path whose escapes are not UTF-8, which the shop would answer with a 400", () => {
    expect(readLocalPath("/%E0%A4%A")).toBeNull();
    expect(readLocalPath("/%")).toBeNull();
    // In the query such escapes are read leniently, so they do no harm there.
    expect(readLocalPath("/shop-left?itemName=%E0%A4%A")).toBe("/shop-left?itemName=%E0%A4%A");
  });

  it("refuses the login pages, however they are spelt", () => {
    for (const value of ["/login", "/login?x=1", "/LOGIN", "/login/", "/%6Cogin", "/register", "/logout#x"]) {
      expect(readLocalPath(value), value).toBeNull();
    }
  });

  it("answers only header-safe text for any input", () => {
    const samples = ["/é", "/ü?ä=ö", "/\u2028", "/\uFEFF", "/日本", "/a\u00A0b", "/x?y=\u0085"];
    for (const value of samples) {
      const path = readLocalPath(value);
      if (path !== null) expect(isHeaderSafe(path), `${value} → ${path}`).toBe(true);
    }
  });
});

/**
 * Issue 23, item 2: targets that a URL parser normalises into another host ("//host"), and paths
 * of the shop that look alike but stay on it. Every answer must be a path of this origin when a
 * browser resolves it against the shop, and again when it is read a second time.
 */
describe("readLocalPath against normalisation (the table)", () => {
  const SHOP = "https://shop.example";
  const hostile: string[] = [
    "/.//evil.example",
    "/..//evil.example",
    "/%2e//evil.example",
    "/%2E//evil.example",
    "/%2e%2e//evil.example",
    "/.%2e//evil.example",
    "/%2e./evil.example/..//evil.example",
    "/a/..//evil.example",
    "/a/b/../..//evil.example",
    "/a/%2e%2e//evil.example",
    "/./\\evil.example",
    "/.\\/evil.example",
    "/.\\\\evil.example",
    "/..\\\\evil.example",
    "/a/..\\\\evil.example",
    "/;/..//evil.example",
    "/././/evil.example",
    "/.//evil.example/path?q=1#h",
    "/.//evil.example:443",
    "/.//user:pass@evil.example",
    "/./%2Fevil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5Cevil.example",
    "/%5c%5cevil.example",
    "/./%5Cevil.example",
    "/.//",
    "/..//",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example",
    "https:evil.example",
    "javascript:alert(1)",
    "data:text/html,x",
    " /.//evil.example",
    "/\t/evil.example",
    "/.\t//evil.example",
    "/.\n//evil.example",
    "/./login",
    "/a/../register",
    "/%2e/logout",
  ];
  const benign: [string, string][] = [
    ["/", "/"],
    ["/shop-detail/7", "/shop-detail/7"],
    ["/shop-left?itemName=Rings&page=2", "/shop-left?itemName=Rings&page=2"],
    ["/./shop-detail/7", "/shop-detail/7"],
    ["/a/../shop-detail/7", "/shop-detail/7"],
    ["/%2e/shop-detail/7", "/shop-detail/7"],
    ["/shop-detail/7?back=//evil.example", "/shop-detail/7?back=//evil.example"],
    ["/shop-detail/7#//evil.example", "/shop-detail/7#//evil.example"],
    ["/a//b", "/a//b"],
    ["/%252e//x", "/%252e//x"],
    ["/..", "/"],
    ["/.", "/"],
    ["/http://evil.example", "/http://evil.example"],
  ];

  it.each(hostile)("refuses %j, which would leave the shop (or land on a login page)", (value) => {
    expect(readLocalPath(value)).toBeNull();
  });

  it.each(benign)("keeps %j as %j", (value, expected) => {
    expect(readLocalPath(value)).toBe(expected);
  });

  it("answers a path that a browser resolves on the shop's own origin, twice over", () => {
    expect(hostile.length + benign.length).toBeGreaterThanOrEqual(40);
    for (const value of [...hostile, ...benign.map(([input]) => input)]) {
      const path = readLocalPath(value);
      if (path === null) continue;
      const resolved = new URL(path, SHOP);
      expect(resolved.origin, value).toBe(SHOP);
      expect(readLocalPath(path), value).toBe(path);
    }
  });
});

describe("loginHref", () => {
  it("carries the page to come back to as one encoded value", () => {
    expect(loginHref("/change-password?a=1&b=2")).toBe(
      "/login?redirectTo=%2Fchange-password%3Fa%3D1%26b%3D2",
    );
  });
});
