import path from "node:path";
import { pathToFileURL } from "node:url";
import type { InjectOptions } from "fastify";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPasswords } from "../modules/auth/auth.public.ts";
import { users } from "../modules/auth/auth.tables.ts";
import { aProduct, insertProducts } from "../testing/catalog-fixtures.ts";
import { createTestApp, type TestApp, WEB_BUILD_DIR } from "../testing/test-app.ts";
import { createPageRoutes } from "./page-requests.ts";

// Crafted requests to the storefront's pages, through the production build, the real handler and
// a real database (docs/decisions/011-page-requests.md). Run after `npm run build`.

let t: TestApp;
let sno: number;

beforeAll(async () => {
  t = await createTestApp({}, { web: true });
  const [piece] = await insertProducts(t.db, aProduct({ productName: "Lotus Band" }));
  sno = piece!.sno;
  // Straight into the table: how an account came to be is not what these tests are about.
  await t.db.insert(users).values({
    username: "asha",
    email: "asha@gmail.com",
    contactNumber: "9876543210",
    passwordHash: await createPasswords(1).hash("secret1"),
    verifiedAt: new Date(),
  });
  await t.catalogueSettled();
});

afterAll(() => t.close());

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const FORM_PAGES = ["/login", "/register", "/forgot-password", "/change-password"];
const ACTION_PAGES = [...FORM_PAGES, "/logout"];
const READ_ONLY_PAGES = [
  "/",
  "/shop-left",
  "/shop-left-two",
  "/shop-right",
  "/shop-detail/1",
  "/no-such-page",
];

const send = (options: InjectOptions) => t.app.inject(options);

describe("methods a page does not take", () => {
  it("are a 405 naming the methods it does take, for every page", async () => {
    for (const url of ACTION_PAGES) {
      for (const method of ["PUT", "PATCH", "DELETE"] as const) {
        const page = await send({ method, url, headers: FORM, payload: "a=1" });
        expect([url, method, page.statusCode]).toEqual([url, method, 405]);
        expect(page.headers.allow).toBe("GET, HEAD, POST");
        expect(page.json()).toMatchObject({ status: "error", error: "METHOD_NOT_ALLOWED" });
      }
      // Without a body or a content type too (the issue's "PUT without a content type").
      expect((await send({ method: "PUT", url })).statusCode).toBe(405);
      expect((await send({ method: "DELETE", url })).statusCode).toBe(405);
    }
    for (const url of ["/", "/shop-left?itemName=rings", "/shop-detail/1", "/no-such-page"]) {
      for (const method of ["POST", "PUT", "DELETE"] as const) {
        const page = await send({ method, url, headers: FORM, payload: "a=1" });
        expect([url, method, page.statusCode, page.headers.allow]).toEqual([url, method, 405, "GET, HEAD"]);
      }
    }
  });

  it("leave GET and HEAD of every page, and React Router's data requests, as they were", async () => {
    for (const url of [...FORM_PAGES, ...READ_ONLY_PAGES]) {
      for (const method of ["GET", "HEAD"] as const) {
        const page = await send({ method, url });
        expect([url, method, page.statusCode < 500 && page.statusCode !== 405]).toEqual([url, method, true]);
      }
    }
    expect((await send({ url: "/login.data" })).statusCode).toBe(200);
    expect((await send({ url: "/_root.data" })).statusCode).toBe(200);
    expect((await send({ url: "/shop-left.data?itemName=rings" })).statusCode).toBe(200);
    // A hydrated form posts to the page's .data address.
    const posted = await send({
      method: "POST",
      url: "/forgot-password.data",
      headers: FORM,
      payload: "contactNumber=123",
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain("contactNumber");
  });

  it("leave other plugins' paths to them", async () => {
    expect((await send({ method: "DELETE", url: "/api/v1/no-such-call" })).statusCode).toBe(404);
    expect((await send({ method: "PUT", url: "/assets/nothing.js" })).statusCode).toBe(404);
  });
});

describe("bodies a page's form cannot be", () => {
  it("is a 415 for a content type no form of the shop sends, before any action runs", async () => {
    const bodies: [Record<string, string>, string][] = [
      [{ "content-type": "application/json" }, '{"contactOrEmailOrUsername":"asha","password":"secret1"}'],
      [{ "content-type": "text/plain" }, "contactOrEmailOrUsername=asha"],
      [{ "content-type": "application/xml" }, "<a/>"],
      [{}, "contactOrEmailOrUsername=asha"],
      [{}, ""],
    ];
    for (const url of ACTION_PAGES) {
      for (const [headers, payload] of bodies) {
        const page = await send({ method: "POST", url, headers, payload });
        expect([url, headers["content-type"], page.statusCode]).toEqual([url, headers["content-type"], 415]);
        expect(page.json()).toMatchObject({ status: "error", error: "VALIDATION_FAILED" });
        expect(page.headers["set-cookie"]).toBeUndefined();
      }
    }
  });

  it("is a 400 page saying so for a multipart body that cannot be read", async () => {
    const broken = [
      ["multipart/form-data; boundary=x", "garbage"],
      ["multipart/form-data", "--x\r\ncontent-disposition: form-data; name=a\r\n\r\n1\r\n--x--"],
      ["multipart/form-data; boundary=x", "--x\r\ncontent-disposition: form-data; name=a\r\n\r\n1"],
    ];
    for (const url of FORM_PAGES) {
      for (const [type, payload] of broken) {
        const page = await send({ method: "POST", url, headers: { "content-type": type! }, payload });
        expect([url, page.statusCode]).toEqual([url, 400]);
        expect(page.body).toContain("The form could not be read");
      }
    }
  });

  it("still reads a well-formed multipart form", async () => {
    const payload = [
      "--x",
      'content-disposition: form-data; name="contactOrEmailOrUsername"',
      "",
      "asha",
      "--x",
      'content-disposition: form-data; name="password"',
      "",
      "secret1",
      "--x--",
      "",
    ].join("\r\n");
    const page = await send({
      method: "POST",
      url: "/login",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      payload,
    });
    expect(page.statusCode).toBe(302);
    expect(String(page.headers["set-cookie"])).toContain("user_token=");
  });

  it("is a 413 beyond 1 MB, as on the API, and the body is not read", async () => {
    const big = `contactNumber=${"9".repeat(1024 * 1024)}`;
    for (const url of ["/forgot-password", "/login", "/api/v1/auth/user/login"]) {
      const headers = url.startsWith("/api/") ? { "content-type": "application/json" } : FORM;
      const answer = await send({ method: "POST", url, headers, payload: big });
      expect([url, answer.statusCode]).toEqual([url, 413]);
      expect(answer.json()).toMatchObject({ status: "error" });
    }
    // Just under the limit is read and answered by the page.
    const fits = `contactNumber=1&pad=${"a".repeat(1000 * 1000)}`;
    expect(
      (await send({ method: "POST", url: "/forgot-password", headers: FORM, payload: fits })).statusCode,
    ).toBe(200);
  });
});

describe("logging in with a redirectTo the header cannot carry as it is", () => {
  const login = (url: string, extra = "") =>
    send({
      method: "POST",
      url,
      headers: FORM,
      payload: `contactOrEmailOrUsername=asha&password=secret1${extra}`,
    });

  it("sends the shopper to that page, percent-encoded, with the session cookie", async () => {
    const search = "/shop-left?itemName=மோதிரம்";
    const encoded = `/shop-left?itemName=${encodeURIComponent("மோதிரம்")}`;
    for (const answer of [
      await login(`/login?redirectTo=${encodeURIComponent(search)}`),
      await login("/login", `&lastVisited=${encodeURIComponent(search)}`),
    ]) {
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe(encoded);
      expect(String(answer.headers["set-cookie"])).toContain("user_token=");
    }
    expect((await login(`/login?redirectTo=${encodeURIComponent("/café ring")}`)).headers.location).toBe(
      "/caf%C3%A9%20ring",
    );
    // A hydrated form gets the place to go in the action's data, encoded the same way.
    const hydrated = await login(`/login.data?redirectTo=${encodeURIComponent(search)}`, "&enhanced=1");
    expect(hydrated.statusCode).toBe(200);
    expect(hydrated.body).toContain(encoded);
  });

  it("sends the shopper home for a redirectTo outside the shop or unreadable", async () => {
    for (const target of [
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\r\n/x",
      "/\0",
      "/%E0%A4%A",
    ]) {
      const answer = await login(`/login?redirectTo=${encodeURIComponent(target)}`);
      expect([target, answer.statusCode, answer.headers.location]).toEqual([target, 302, "/"]);
    }
  });
});

describe("a session cookie no server made", () => {
  it("is no session: the pages answer as to a shopper who is not signed in", async () => {
    for (const cookie of [
      "user_token=%E0%A4%A",
      "user_token=a%00b",
      "user_token=\u00e9",
      "user_token=a.b.c%",
    ]) {
      for (const url of ["/", "/login", "/shop-left", "/_root.data"]) {
        const page = await send({ url, headers: { cookie } });
        expect([cookie, url, page.statusCode]).toEqual([cookie, url, 200]);
      }
      const page = await send({ url: "/change-password", headers: { cookie } });
      expect([cookie, page.statusCode, page.headers.location]).toEqual([
        cookie,
        302,
        `/login?redirectTo=${encodeURIComponent("/change-password")}`,
      ]);
      const login = await send({
        method: "POST",
        url: "/login",
        headers: { ...FORM, cookie },
        payload: "contactOrEmailOrUsername=asha&password=secret1",
      });
      expect([cookie, login.statusCode < 500]).toEqual([cookie, true]);
    }
  });
});

describe("listing and product addresses with absurd values", () => {
  it("never answer 5xx", async () => {
    const values = ["99999999999999999999999999", "-1", "NaN", "1e99", "%00", "a%00b", "%E0%A4%A", "", "%20"];
    const keys = [
      "itemName",
      "subItemName",
      "gender",
      "minGrandTotal",
      "maxGrandTotal",
      "priceRange",
      "metalId",
      "sizeId",
      "sortBy",
      "sortDirection",
      "show",
      "page",
      "pageSize",
      "new_arrival",
    ];
    const numeric = [
      "minGrandTotal",
      "maxGrandTotal",
      "priceRange",
      "metalId",
      "sizeId",
      "show",
      "page",
      "pageSize",
    ];
    const urls = [
      // Every key at once with each value, then the numbers one by one with the worst of them.
      ...values.map((value) => `/shop-left?${keys.map((key) => `${key}=${value}`).join("&")}`),
      ...numeric.flatMap((key) =>
        ["99999999999999999999999999", "-1", "a%00b"].map((value) => `/shop-left?${key}=${value}`),
      ),
      `/shop-left?${keys.map((key) => `${key}=1&${key}=2&${key}[]=3&${key}[a]=4`).join("&")}`,
    ];
    for (const url of urls) {
      const page = await send({ url });
      expect([url, page.statusCode < 500]).toEqual([url, true]);
    }
  });

  it("read a price no piece can have as no price filter, as they do an unreadable one", async () => {
    const page = await send({ url: "/shop-left?minGrandTotal=99999999999999999999999999" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Lotus Band");
    const range = await send({ url: "/shop-left?priceRange=99999999999999999999-99999999999999999999" });
    expect(range.statusCode).toBe(200);
  });

  it("answer a product address that names no piece with the product's 404", async () => {
    for (const value of ["1e99", "-1", "abc", "%00", "99999999999999999999", "0x1", "1.5", `${sno}%00`]) {
      const page = await send({ url: `/shop-detail/${value}` });
      expect([value, page.statusCode]).toEqual([value, 404]);
    }
    expect((await send({ url: `/shop-detail/${sno}` })).statusCode).toBe(200);
  });

  it("answer broken encodings and odd paths with a 4xx, not a 5xx", async () => {
    for (const url of [
      "/%E0%A4%A",
      "/%",
      "/shop-detail/%zz",
      "//",
      "///",
      "//evil.example",
      "/shop-left?%=%",
    ]) {
      const page = await send({ url });
      expect([url, page.statusCode < 500]).toEqual([url, true]);
    }
  });
});

describe("the route a page path matches, remembered by the process", () => {
  it("stays right for every path after far more paths than are remembered, long ones too", async () => {
    const build = (await import(
      pathToFileURL(path.join(WEB_BUILD_DIR, "server/index.js")).href
    )) as ServerBuild;
    const routes = createPageRoutes(build);
    const known = () => [
      [routes.isShared("/"), routes.methods("/").join(" ")],
      [routes.isShared("/shop-detail/7"), routes.methods("/shop-detail/7.data").join(" ")],
      [routes.isShared("/login"), routes.methods("/login").join(" ")],
      [routes.isShared("/no-such-page"), routes.methods("/no-such-page").join(" ")],
    ];
    const expected = [
      [true, "GET HEAD"],
      [true, "GET HEAD"],
      [false, "GET HEAD POST"],
      [false, "GET HEAD"],
    ];
    expect(known()).toEqual(expected);
    // 4,200 paths, past the bound of 4,096: the oldest are forgotten and matched again when they return.
    for (let index = 0; index < 2100; index++) {
      expect(routes.isShared(`/shop-detail/${index}`)).toBe(true);
      expect(routes.isShared(`/nothing-${index}`)).toBe(false);
    }
    expect(known()).toEqual(expected);
    // Longer than any remembered path: matched every time, with the same answers.
    const long = "7".repeat(2000);
    for (let round = 0; round < 2; round++) {
      expect(routes.isShared(`/shop-detail/${long}`)).toBe(true);
      expect(routes.methods(`/login/${long}`).join(" ")).toBe("GET HEAD");
    }
  });
});
