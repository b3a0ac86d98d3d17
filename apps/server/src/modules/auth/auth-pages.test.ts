// The account pages' side of issue 9 (decision 010), through the storefront's production build.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOSTILE_REDIRECTS, staysOn } from "../../testing/hostile-redirects.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createAccountKit } from "./account-test-kit.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { web: true });
});
afterAll(() => t.close());

/** A verified account's session token. */
async function aSession(number: string): Promise<string> {
  const post = (url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: `/api/v1${url}`, payload, remoteAddress: "127.0.0.1" });
  await post("/auth/user/register", {
    username: `page${number}`,
    email: `page${number}@gmail.com`,
    contactNumber: number,
    password: "secret1",
  });
  const outbox = await t.app.inject({ url: "/api/v1/dev/outbox", remoteAddress: "127.0.0.1" });
  const code = outbox.json().data[0].body.match(/\b(\d{6})\b/)[1];
  return (await post(`/auth/user/verify-otp?contactNumber=${number}&otp=${code}`)).json().token;
}

const logout = (headers: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/logout",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: "",
  });
const profile = (token: string) =>
  t.app.inject({ url: "/api/v1/user/profile", headers: { authorization: `Bearer ${token}` } });

describe("/logout", () => {
  it("refuses another site's POST, keeping the session", async () => {
    const token = await aSession("9200000001");
    for (const origin of ["https://evil.example", "null", "http://localhost.evil.example"]) {
      const response = await logout({ origin, cookie: `user_token=${token}`, host: "localhost" });
      expect(response.statusCode).toBe(403);
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
    expect((await profile(token)).statusCode).toBe(200);
  });

  it("ends the session for the shop's own form: the token is refused afterwards", async () => {
    const token = await aSession("9200000002");
    const response = await logout({
      origin: "http://localhost",
      host: "localhost",
      cookie: `user_token=${token}`,
    });
    expect([response.statusCode, response.headers.location]).toEqual([302, "/login"]);
    expect(String(response.headers["set-cookie"])).toMatch(/^user_token=; /);
    expect((await profile(token)).statusCode).toBe(401);
  });
});

describe("a badly encoded session cookie", () => {
  it("is no session on pages: a normal page, and the login page for a personal one", async () => {
    const cookie = "user_token=%E0%A4%A";
    const home = await t.app.inject({ url: "/", headers: { cookie } });
    expect(home.statusCode).toBe(200);
    const personal = await t.app.inject({ url: "/change-password", headers: { cookie } });
    expect(personal.statusCode).toBe(302);
    expect(personal.headers.location).toMatch(/^\/login\?redirectTo=/);
    expect((await t.app.inject({ url: "/login", headers: { cookie } })).statusCode).toBe(200);
  });
});

describe("where logging in sends the shopper (issue 23, item 2)", () => {
  const accounts = createAccountKit(() => t, { firstNumber: 9_201_000_000, addressPrefix: "10.201" });
  let nextAddress = 1;

  /** The login form as the page posts it, from an address of its own (the login limits count per address). */
  async function logIn(path: string, fields: Record<string, string>) {
    const { number, password } = await accounts.anAccount();
    return t.app.inject({
      method: "POST",
      url: path,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        host: "localhost",
        origin: "http://localhost",
      },
      remoteAddress: `10.202.0.${nextAddress++}`,
      payload: new URLSearchParams({ contactOrEmailOrUsername: number, password, ...fields }).toString(),
    });
  }

  it("goes home, signed in, for a redirectTo or lastVisited that would leave the shop", async () => {
    for (const target of HOSTILE_REDIRECTS) {
      for (const [path, fields] of [
        [`/login?redirectTo=${encodeURIComponent(target)}`, {}],
        ["/login", { lastVisited: target }],
      ] as const) {
        const answer = await logIn(path, fields);
        expect([answer.statusCode, answer.headers.location], `${path} ${target}`).toEqual([302, "/"]);
        expect(String(answer.headers["set-cookie"])).toMatch(/^user_token=[^;]+\./);
      }
    }
  });

  it("says the same to the single-fetch request of a hydrated page, and the page it goes to is ours", async () => {
    for (const target of HOSTILE_REDIRECTS) {
      const query = `?redirectTo=${encodeURIComponent(target)}`;
      // The hydrated form (its `enhanced` field): the page shows the toast and then navigates.
      const enhanced = await logIn(`/login.data${query}`, { enhanced: "1" });
      expect(enhanced.statusCode, target).toBe(200);
      expect(enhanced.body, target).not.toMatch(/evil/);
      expect(enhanced.body).toContain('"to","/"');
      // A single-fetch post without it is answered with React Router's redirect (a 202 with the target).
      const plain = await logIn(`/login.data${query}`, {});
      expect(plain.statusCode, target).toBe(202);
      expect(`${plain.body} ${plain.headers.location ?? ""}`, target).not.toMatch(/evil/);
    }
  });

  it("still comes back to a path of the shop, query and all", async () => {
    const back = "/shop-detail/7?from=card";
    const answer = await logIn(`/login?redirectTo=${encodeURIComponent(back)}`, {});
    expect([answer.statusCode, answer.headers.location]).toEqual([302, back]);
    const normalised = await logIn(`/login?redirectTo=${encodeURIComponent("/a/../shop-detail/7")}`, {});
    expect(normalised.headers.location).toBe("/shop-detail/7");
    expect(staysOn("https://shop.example", normalised.headers.location)).toBe(true);
  });
});
