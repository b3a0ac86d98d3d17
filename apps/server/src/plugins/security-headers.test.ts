import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import Fastify, { type LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeImage } from "../modules/media/media.public.ts";
import { createDiskMediaStore, mediaDirectory } from "../providers/media-store/media-store.public.ts";
import { aProduct, insertProducts } from "../testing/catalog-fixtures.ts";
import { createTestApp, type TestApp, WEB_BUILD_DIR } from "../testing/test-app.ts";
import { inlineScriptHashes, PERMISSIONS_POLICY, securityHeadersPlugin } from "./security-headers.ts";

// Decision 012: every answer's headers, the pages' CSP with a nonce per render or the hashes of a
// kept page's scripts, and who may keep what. Serves the storefront's build: run `npm run build` first.

let t: TestApp;
let sno: number;
let picture: string;
const LISTING = "/shop-left?itemName=rings";
const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=30";

beforeAll(async () => {
  t = await createTestApp({}, { web: true });
  const [ring] = await insertProducts(t.db, aProduct({ productName: "Lotus Band" }));
  sno = ring!.sno;
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"/>');
  picture = await storeImage(t.db, createDiskMediaStore(mediaDirectory(t.dataDir)), svg, "product");
  await t.catalogueSettled();
});

afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

function expectCommonHeaders(response: LightMyRequestResponse, what: string) {
  expect(response.headers["x-content-type-options"], what).toBe("nosniff");
  expect(response.headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(response.headers["permissions-policy"], what).toBe(PERMISSIONS_POLICY);
  expect(response.headers["x-frame-options"], what).toBe("DENY");
  expect(response.headers["cross-origin-opener-policy"], what).toBe("same-origin");
  expect(String(response.headers["content-security-policy"]), what).toContain("frame-ancestors 'none'");
  // Served over plain http with no https PUBLIC_ORIGIN: HSTS would be ignored, and wrong.
  expect(response.headers["strict-transport-security"], what).toBeUndefined();
}

/** The directives of a policy, by name. */
function directives(policy: unknown): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of String(policy).split(";")) {
    const [name = "", ...values] = part.trim().split(/\s+/);
    if (name) parsed.set(name, values);
  }
  return parsed;
}

/**
 * Why a page was not kept, said when the test fails (it can fail on PostgreSQL under CI's load,
 * with its first answer "200, x-cache none"): the first answer, the listing index against the
 * catalogue, and the home sections that showed their error text.
 */
async function whyNotKept(url: string, first: LightMyRequestResponse, kept: LightMyRequestResponse) {
  if (kept.headers["x-cache"] === "HIT") return url;
  const ready = await get("/api/v1/health/ready");
  // The home sections' error texts (apps/web/app/routes/home/home-texts.ts).
  const failed = first.body.match(/Error loading [^<]*|We're unable to load [^<]*/g) ?? [];
  return (
    `${url}: first answer ${first.statusCode}, x-cache ${first.headers["x-cache"] ?? "none"};` +
    ` ready ${ready.statusCode} ${ready.body}; sections failed: ${JSON.stringify(failed)}`
  );
}

/** Every inline script a browser would run: no src, not a data block such as JSON-LD. */
function inlineScripts(html: string): { attributes: string; text: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map(([, attributes = "", text = ""]) => ({ attributes, text }))
    .filter(
      ({ attributes }) => !/\bsrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes),
    );
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("headers on every answer", () => {
  it("are on pages, the API, 404s, errors, media, assets, the sitemap and robots.txt", async () => {
    const asset = readdirSync(path.join(WEB_BUILD_DIR, "client/assets")).find((name) => name.endsWith(".js"));
    const answers: [string, string, number][] = [
      ["page", "/", 200],
      ["rendered page", "/login", 200],
      ["404 page", "/no-such-page", 404],
      ["API", "/api/v1/product/items/filter?page=0&pageSize=5", 200],
      ["API 404", "/api/v1/no-such-call", 404],
      ["API error", "/api/v1/product/items/filter?page=-1", 400],
      ["personal API", "/api/v1/user/profile", 401],
      ["media", `/media/${picture.replace("800.jpg", "240.webp")}`, 200],
      ["media 404", "/media/0000/240.webp", 404],
      ["asset", `/assets/${asset}`, 200],
      ["static file", "/favicon.svg", 200],
      ["sitemap", "/sitemap.xml", 200],
      ["robots", "/robots.txt", 200],
    ];
    for (const [what, url, status] of answers) {
      const response = await get(url);
      expect(response.statusCode, what).toBe(status);
      expectCommonHeaders(response, what);
    }
  });

  it("let nothing run or load in a document made of an answer that is not a page", async () => {
    for (const url of ["/api/v1/product/items/filter?page=0&pageSize=5", "/api/v1/nope", "/robots.txt"]) {
      expect(directives((await get(url)).headers["content-security-policy"]).get("default-src"), url).toEqual(
        ["'none'"],
      );
    }
    // A picture opened on its own is loaded again by the document the browser makes around it.
    const media = await get(`/media/${picture}`);
    expect(media.headers["content-security-policy"]).toBe("frame-ancestors 'none'");
  });

  it("add HSTS when the shop is served over https, by the request or the public origin", async () => {
    // The plugin alone: the whole app's HSTS-less http answers are checked above.
    async function serve(options: { publicOrigin?: string }, trustProxy: boolean) {
      const app = Fastify({ trustProxy });
      await app.register(securityHeadersPlugin, options);
      app.get("/", async () => ({ ok: true }));
      return app;
    }
    const behindProxy = await serve({}, true);
    const hsts = "max-age=31536000; includeSubDomains";
    expect((await behindProxy.inject("/")).headers["strict-transport-security"]).toBeUndefined();
    const https = await behindProxy.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(https.headers["strict-transport-security"]).toBe(hsts);
    // Without a trusted proxy, a client cannot make the answer say so.
    const direct = await serve({}, false);
    const claimed = await direct.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(claimed.headers["strict-transport-security"]).toBeUndefined();
    const publicHttps = await serve({ publicOrigin: "https://nagai.in" }, false);
    expect((await publicHttps.inject("/")).headers["strict-transport-security"]).toBe(hsts);
    const publicHttp = await serve({ publicOrigin: "http://localhost:3000" }, false);
    expect((await publicHttp.inject("/")).headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("the pages' Content-Security-Policy", () => {
  it("is strict: no inline script but the page's own, nothing from elsewhere", async () => {
    const policy = directives((await get("/login")).headers["content-security-policy"]);
    const scripts = policy.get("script-src") ?? [];
    expect(scripts[0]).toBe("'self'");
    expect(scripts.slice(1)).toEqual([expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}==' ?$/)]);
    expect(scripts.join(" ")).not.toMatch(/unsafe/);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("style-src")).toEqual(["'self'"]);
    for (const name of ["default-src", "img-src", "media-src", "font-src", "connect-src"]) {
      expect(policy.get(name), name).toEqual(["'self'"]);
    }
  });

  it("gives each rendered page a fresh nonce that every inline script carries", async () => {
    const nonces: string[] = [];
    // The auth pages are rendered for each request, never kept (the shared pages are, decision 057).
    for (const [url, headers] of [
      ["/register", { cookie: "seen=1" }],
      ["/register", {}],
      ["/login", {}],
      ["/login", {}],
    ] as const) {
      const page = await get(url, headers);
      expect(page.headers["x-cache"]).toBeUndefined();
      const nonce = /'nonce-([^']+)'/.exec(String(page.headers["content-security-policy"]))?.[1];
      expect(nonce).toBeDefined();
      nonces.push(nonce!);
      const scripts = inlineScripts(page.body);
      expect(scripts.length).toBeGreaterThanOrEqual(4);
      for (const script of scripts) expect(script.attributes).toContain(` nonce="${nonce}"`);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it("admits exactly a kept page's scripts by their hashes, the same for every shopper", async () => {
    for (const url of ["/", LISTING, `/shop-detail/${sno}`, "/shop-detail/999999"]) {
      const first = await get(url);
      const kept = await get(url);
      expect(kept.headers["x-cache"], await whyNotKept(url, first, kept)).toBe("HIT");
      expect(kept.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
      const scripts = directives(kept.headers["content-security-policy"]).get("script-src") ?? [];
      expect(scripts[0]).toBe("'self'");
      expect(scripts.join(" ")).not.toMatch(/nonce|unsafe/);
      // The render's nonce is not left in a page everyone gets.
      expect(kept.body).not.toContain("nonce=");
      const inline = inlineScripts(kept.body);
      expect(inline.length, url).toBeGreaterThanOrEqual(4);
      expect(new Set(scripts.slice(1)), url).toEqual(new Set(inline.map(({ text }) => sha256(text))));
    }
  });

  it("hashes only the scripts carrying the render's nonce, as the browser reads their text", () => {
    const html =
      '<script nonce="n1">a()\r\nb()\r</script><script>evil()</script>' +
      '<script type="application/ld+json">{}</script><script nonce="n2">c()</script >';
    expect(inlineScriptHashes(html, "n1")).toEqual([sha256("a()\nb()\n")]);
    expect(inlineScriptHashes(html, "n2")).toEqual([sha256("c()")]);
  });
});

describe("who may keep an answer", () => {
  it("no cache keeps a page rendered for a shopper, a page that sets a cookie, or the auth pages", async () => {
    const number = "9812345670";
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/user/register",
      payload: { username: "hdr1", email: "hdr1@gmail.com", contactNumber: number, password: "secret1" },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.headers["cache-control"]).toBe("private, no-store");
    const outbox = await get("/api/v1/dev/outbox");
    expect(outbox.headers["cache-control"]).toBe("private, no-store");
    const otp = /\b(\d{6})\b/.exec(JSON.stringify(outbox.json()))![1];
    const verified = await t.app.inject({
      method: "POST",
      url: `/api/v1/auth/user/verify-otp?contactNumber=${number}&otp=${otp}`,
    });
    expect(verified.statusCode).toBe(200);
    const cookie = { cookie: `user_token=${verified.json().token}` };
    const profile = await get("/api/v1/user/profile", cookie);
    expect(profile.statusCode).toBe(200);
    expect(profile.headers["cache-control"]).toBe("private, no-store");
    // The router decodes the path: the rule follows the route, not the text of the URL.
    const encoded = await get("/api/v1/%75ser/profile", cookie);
    expect(encoded.statusCode).toBe(200);
    expect(encoded.headers["cache-control"]).toBe("private, no-store");

    // A page rendered for the shopper is theirs; a shared page is the visitor's (decision 057).
    const own = await get("/dashboard", cookie);
    expect(own.body).toContain("hdr1");
    expect(own.headers["cache-control"]).toBe("private, no-store");
    const shared = await get(LISTING, cookie);
    expect(shared.body).not.toContain("hdr1");
    expect(shared.headers["cache-control"]).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect((await get("/change-password", cookie)).headers["cache-control"]).toBe("private, no-store");

    for (const url of ["/login", "/register", "/forgot-password"]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["cache-control"], url).toBe("private, no-store");
    }
    const login = await t.app.inject({
      method: "POST",
      url: "/login",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:80" },
      payload: new URLSearchParams({ contactOrEmailOrUsername: number, password: "secret1" }).toString(),
    });
    expect(login.headers["set-cookie"]).toBeDefined();
    expect(login.headers["cache-control"]).toBe("private, no-store");
  });

  it("leaves the shared pages, media and assets cacheable, and the API's others uncached", async () => {
    expect((await get(LISTING)).headers["cache-control"]).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect((await get(`/media/${picture}`)).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    const asset = readdirSync(path.join(WEB_BUILD_DIR, "client/assets"))[0];
    expect((await get(`/assets/${asset}`)).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await get("/sitemap.xml")).headers["cache-control"]).toBe("public, max-age=3600");
    expect((await get("/api/v1/product/items/filter?page=0&pageSize=5")).headers["cache-control"]).toBe(
      "no-store",
    );
  });
});
