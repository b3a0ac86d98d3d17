import type { Product, ProductListResponse } from "@nagai/contracts/product";
import { type APIRequestContext, expect, test } from "@playwright/test";

let numbersMade = 0;

/**
 * A verified shopper made through the API with the given request context (a page's own, so the
 * session cookie the API sets lands in its browser). `lead` is the number's first digit, one per
 * spec file, so files running at once never make the same number.
 */
export async function signUp(request: APIRequestContext, lead: string, name: string) {
  const time = String(Date.now() % 10_000_000).padStart(7, "0");
  const contactNumber = `${lead}${time}${test.info().workerIndex % 10}${numbersMade++ % 10}`;
  const account = {
    username: `${name}${contactNumber}`,
    email: `${name}${contactNumber}@gmail.com`,
    contactNumber,
    password: "first-pass",
  };
  const registered = await request.post("/api/v1/auth/user/register", { data: account });
  expect(registered.status()).toBe(201);
  let otp: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get("/api/v1/dev/outbox")).json()) as {
        data: { to: string; body: string }[];
      };
      otp = /\b(\d{6})\b/.exec(outbox.data.find((m) => m.to.endsWith(contactNumber))?.body ?? "")?.[1];
      return otp;
    })
    .toBeDefined();
  const verified = await request.post(
    `/api/v1/auth/user/verify-otp?contactNumber=${contactNumber}&otp=${otp}`,
  );
  expect(verified.status()).toBe(200);
  return account;
}

/**
 * Pieces a test may sell, `count` of them, in stock now. Every demo piece is unique and specs run
 * at once, so an order must not take a piece another test is looking at: the specs that only
 * browse or fill carts take theirs from the catalogue's first 100 (its first page), and the ones
 * that place orders take theirs from the next 100 alone (playwright.config.ts seeds 200), each
 * worker from its own share. A piece is in stock when read; one that sells between the read and
 * the order (a listing is patched within a second) is answered 409, and `placeOrder`s pass it over.
 * `accept` narrows the choice (a unique piece, say).
 */
export async function findPiecesToSell(
  request: APIRequestContext,
  count: number,
  accept: (piece: Product) => boolean = () => true,
): Promise<Product[]> {
  const response = await request.get("/api/v1/product/items/filter?page=1&pageSize=100");
  expect(response.status()).toBe(200);
  const { parallelIndex, config } = test.info();
  const pieces = ((await response.json()) as ProductListResponse).data.filter(
    (piece, position) => position % config.workers === parallelIndex && piece.Stock > 0 && accept(piece),
  );
  expect(pieces.length).toBeGreaterThanOrEqual(count);
  return pieces.slice(0, count);
}

/** The browsing specs' share of the catalogue: its first 100 pieces (see findPiecesToSell). */
export async function readBrowsingShare(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get("/api/v1/product/items/filter?page=0&pageSize=100");
  expect(response.status()).toBe(200);
  return ((await response.json()) as ProductListResponse).data;
}
