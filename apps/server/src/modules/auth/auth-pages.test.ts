// The account pages' side of issue 9 (decision 010), through the storefront's production build.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

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
