import type { LightMyRequestResponse } from "fastify";
import { createAccountKit } from "../modules/auth/account-test-kit.ts";
import type { TestApp } from "./test-app.ts";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** A signed-in shopper as the mobile app calls the API: a Bearer token on every request. */
export interface Shopper {
  number: string;
  token: string;
  call(method: Method, url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

/**
 * Shoppers for the tests of the personal lists (cart, wishlist, recently viewed): each a
 * registered, verified account (account-test-kit.ts) that calls /api/v1 with its own token.
 */
export function createShopperKit(
  app: () => TestApp,
  options: { firstNumber: number; addressPrefix: string },
) {
  const accounts = createAccountKit(app, options);

  async function aShopper(): Promise<Shopper> {
    const { number, token } = await accounts.anAccount();
    return {
      number,
      token,
      call: (method, url, body) =>
        app().app.inject({
          method,
          url: `/api/v1${url}`,
          headers: { authorization: `Bearer ${token}` },
          ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
        }),
    };
  }

  /** A request with no session at all. */
  const anonymous = (method: Method, url: string, body?: unknown) =>
    app().app.inject({
      method,
      url: `/api/v1${url}`,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });

  return { aShopper, anonymous };
}
