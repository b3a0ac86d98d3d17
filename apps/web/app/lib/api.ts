import type {
  AddressChange,
  AddressCreateInput,
  AddressDeleteResponse,
  AddressList,
  AddressUpdateInput,
} from "@nagai/contracts/address";
import type { Profile } from "@nagai/contracts/auth";
import type {
  CartCreateBody,
  CartDeleteResponseSchema,
  CartList,
  CartRowChange,
} from "@nagai/contracts/cart";
import type {
  Banner,
  BudgetCategory,
  CategoryBanner,
  CategoryImage,
  FestivalBanner,
  MainCategoryImage,
  OccasionBanner,
  OfferBanner,
  Testimonial,
  TodayRate,
  Video,
} from "@nagai/contracts/catalog";
import {
  IDEMPOTENCY_HEADER,
  PAYMENT_SALE,
  type SORT_DIRECTIONS,
  type SORT_KEYS,
} from "@nagai/contracts/constants";
import type { DeliveryAnswer } from "@nagai/contracts/delivery-texts";
import type {
  OrderCreated,
  OrderDetail,
  OrderHistory,
  OrderQuote,
  OrderQuoteRequest,
  OrderRequest,
} from "@nagai/contracts/order";
import type { PaymentInitiateSaleResponse } from "@nagai/contracts/payment";
import type { Product, ProductListResponse } from "@nagai/contracts/product";
import type { RateHistory } from "@nagai/contracts/rates";
import type { ShopperState } from "@nagai/contracts/shopper-state";
import type { ItemNumberList, ItemNumberListChange } from "@nagai/contracts/wishlist";
import type { z } from "zod";

// Only types come from the contracts here: importing their Zod schemas would put Zod in the browser bundle.

export const API_BASE = "/api/v1";

/** The part of `fetch`'s options the client uses; the server bridge implements the same shape. */
export interface ApiRequestInit {
  method?: string;
  headers?: Record<string, string>;
  /** JSON text, or a picture's bytes for the console's uploads. */
  body?: string | Uint8Array<ArrayBuffer>;
}

/** Takes a path that starts with /api/ and answers like `fetch`. */
export type ApiFetch = (url: string, init?: ApiRequestInit) => Promise<Response>;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    /** A 400's message for each field it refused, as the API names them. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * One answer as a form's action reads it (log in, register, contact, ...): whether it was refused,
 * its JSON body, and the API's Set-Cookie lines (the session cookie) to pass on with the page's answer.
 */
export interface ApiAnswer {
  ok: boolean;
  status: number;
  body: Record<string, unknown>;
  cookies: Headers;
}

export interface ProductListQuery {
  page: number;
  pageSize: number;
  sortBy?: (typeof SORT_KEYS)[number];
  sortDirection?: (typeof SORT_DIRECTIONS)[number];
  [filter: string]: string | number | undefined;
}

export interface ApiClient {
  getTodayRates(): Promise<TodayRate>;
  listProducts(query: ProductListQuery): Promise<ProductListResponse>;
  /** One piece by SNO; the API answers 404 (an ApiError with status 404) for an unknown one. */
  getProduct(sno: number): Promise<Product>;
  /** A metal's rates over the last `days` days, with the one in force before them (the product page's chart). */
  getRateHistory(metal: string, days: number): Promise<RateHistory>;
  listBanners(): Promise<Banner[]>;
  listOccasionBanners(): Promise<OccasionBanner[]>;
  listOfferBanners(): Promise<OfferBanner[]>;
  listMainCategoryImages(): Promise<MainCategoryImage[]>;
  listFestivalBanners(): Promise<FestivalBanner[]>;
  listVideos(): Promise<Video[]>;
  listCategoryBanners(): Promise<CategoryBanner[]>;
  listBudgetCategories(): Promise<BudgetCategory[]>;
  listTestimonials(): Promise<Testimonial[]>;
  getCategoryImage(itemName: string, subItemName?: string): Promise<CategoryImage>;
  /** Pieces by SNO, in the order asked; unknown numbers are left out. At most 200 numbers. */
  getProductsBySno(snos: readonly number[]): Promise<Product[]>;
  /** Whether and how fast the shop delivers to a PIN code; an invalid one is an ApiError with status 400. */
  checkDelivery(pincode: string): Promise<DeliveryAnswer>;

  // The signed-in shopper's own lists: the API reads who they are from the session cookie.
  listFavourites(): Promise<ItemNumberList>;
  addFavourite(itemSno: number): Promise<ItemNumberListChange>;
  removeFavourite(itemSno: number): Promise<ItemNumberListChange>;
  getCart(phone: string): Promise<CartList>;
  addToCart(entry: CartCreateBody): Promise<CartRowChange>;
  updateCartItem(id: number, quantity: number): Promise<CartRowChange>;
  removeCartItem(id: number): Promise<z.infer<typeof CartDeleteResponseSchema>>;
  listRecentlyViewed(): Promise<ItemNumberList>;
  addRecentlyViewed(itemSno: number): Promise<ItemNumberListChange>;
  /** The shopper's addresses; `customerId` is their own profile id (another is a 404). */
  listAddresses(customerId: number): Promise<AddressList>;
  createAddress(address: AddressCreateInput): Promise<AddressChange>;
  updateAddress(id: number, changes: AddressUpdateInput): Promise<AddressChange>;
  deleteAddress(id: number): Promise<AddressDeleteResponse>;
  /** A page of the shopper's orders, newest first; `page` is zero-based. */
  listOrders(query: { page: number; size: number }): Promise<OrderHistory>;
  /** One of the shopper's orders by its public id; anyone else's, or none, is a 404. */
  getOrder(orderId: string): Promise<OrderDetail>;
  /** Starts paying the shopper's ONLINE order: the gateway's redirectURI and tranCtx (decision 023). */
  initiatePayment(orderId: string): Promise<PaymentInitiateSaleResponse>;
  /** The address of the gateway's page for a tranCtx that initiatePayment answered. */
  getPaymentAddress(sale: Pick<PaymentInitiateSaleResponse, "redirectURI" | "tranCtx">): Promise<string>;
  /** What these pieces cost now and whether they can still be ordered; reserves nothing. */
  quoteOrder(request: OrderQuoteRequest): Promise<OrderQuote>;
  /** Places an order; the same `idempotencyKey` again answers the first order, never a second. */
  createOrder(order: OrderRequest, idempotencyKey: string): Promise<OrderCreated>;
  /** Cancels the shopper's order within the policy's window (decision 038); answers it as it is after. */
  cancelOrder(orderId: string, reason: string): Promise<OrderDetail>;
  /** The shopper the request's session names; a refused token is an ApiError with status 401. */
  getProfile(): Promise<Profile>;
  /** The caller's own state for a shared page (decision 057): a visitor is `signedIn: false`. */
  getShopperState(): Promise<ShopperState>;
  /**
   * POSTs a form's values and answers whatever the API said, refusals included, for the form to
   * show (no ApiError). `body` goes as JSON; `query` in the URL (verify-otp takes its values
   * there). With neither, no content type is sent: the API refuses an empty JSON body.
   */
  post(
    path: string,
    values?: { body?: Record<string, unknown>; query?: Record<string, string> },
  ): Promise<ApiAnswer>;
}

/** What every request of one client carries besides its own headers (a newer session's token, say). */
export interface ApiClientOptions {
  headers?: Record<string, string>;
}

/**
 * The storefront's one way to the API, with two transports behind it. Loaders and actions pass
 * their load context: during server rendering its `fetchApi` runs the API in the same process (no
 * socket, no second request through the network). Without it (in the browser) the client uses
 * `fetch` with the page's own cookies.
 */
export function createApiClient(
  context?: { fetchApi?: ApiFetch },
  { headers: always = {} }: ApiClientOptions = {},
): ApiClient {
  const transport = context?.fetchApi ?? fetchFromBrowser;
  const fetchApi: ApiFetch = (url, init = {}) =>
    transport(url, { ...init, headers: { ...init.headers, ...always } });

  async function getJson<T>(path: string): Promise<T> {
    return send<T>("GET", path);
  }

  async function request(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { accept: "application/json", ...extraHeaders };
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetchApi(`${API_BASE}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw await readApiError(response);
    return response;
  }

  async function send<T>(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    return (await (await request(method, path, body, extraHeaders)).json()) as T;
  }

  /** The spec's lists answer `{ status, data: [...] }`; pages want the array. */
  async function getList<T>(path: string): Promise<T[]> {
    return (await getJson<{ data: T[] }>(path)).data;
  }

  return {
    getTodayRates: () => getJson<TodayRate>("/product/todayrate"),
    listProducts: (query) => getJson<ProductListResponse>(`/product/items/filter?${toSearchParams(query)}`),
    getProduct: async (sno) => {
      const [product] = await getJson<Product[]>(`/product/getSnofilter?sno=${encodeURIComponent(sno)}`);
      if (!product) throw new ApiError("Product not found", 404, "NOT_FOUND");
      return product;
    },
    getRateHistory: (metal, days) =>
      getJson<RateHistory>(`/product/rate-history?metal=${encodeURIComponent(metal)}&days=${days}`),
    listBanners: () => getList<Banner>("/banner/list"),
    listOccasionBanners: () => getList<OccasionBanner>("/occasion_banner/list"),
    listOfferBanners: () => getList<OfferBanner>("/offer_banner/list"),
    listMainCategoryImages: () => getList<MainCategoryImage>("/mainCategory_images/list"),
    listFestivalBanners: () => getList<FestivalBanner>("/festival_banner/list"),
    listVideos: () => getList<Video>("/videos/list"),
    listCategoryBanners: () => getList<CategoryBanner>("/category_banner/list"),
    listBudgetCategories: () => getJson<BudgetCategory[]>("/budget-categories/all"),
    listTestimonials: () => getList<Testimonial>("/testimonials/list"),
    getCategoryImage: (itemName, subItemName) =>
      getJson<CategoryImage>(
        `/category_image/get?${toSearchParams({ itemName, ...(subItemName ? { subItemName } : {}) })}`,
      ),
    getProductsBySno: async (snos) =>
      snos.length === 0
        ? []
        : (await getJson<{ data: Product[] }>(`/product/by-sno?${toSearchParams({ snos: snos.join(",") })}`))
            .data,
    checkDelivery: (pincode) => getJson<DeliveryAnswer>(`/delivery/pincode/${encodeURIComponent(pincode)}`),

    listFavourites: () => getJson<ItemNumberList>("/favorites/list"),
    addFavourite: (itemSno) => send("POST", `/favorites/add?${toSearchParams({ itemSno })}`),
    removeFavourite: (itemSno) => send("DELETE", `/favorites/remove/${encodeURIComponent(itemSno)}`),
    getCart: (phone) => getJson<CartList>(`/cart/by-phone?${toSearchParams({ phone })}`),
    addToCart: (entry) => send("POST", "/cart/create", entry),
    updateCartItem: (id, quantity) => send("PUT", "/cart/update", { id, quantity }),
    removeCartItem: (id) => send("DELETE", `/cart/delete/${encodeURIComponent(id)}`),
    listRecentlyViewed: () => getJson<ItemNumberList>("/recently-viewed/list"),
    addRecentlyViewed: (itemSno) => send("POST", `/recently-viewed/add?${toSearchParams({ itemSno })}`),
    listAddresses: (customerId) =>
      getJson<AddressList>(`/addresses/customer/${encodeURIComponent(customerId)}`),
    createAddress: (address) => send("POST", "/addresses/create", address),
    updateAddress: (id, changes) => send("PUT", `/addresses/update/${encodeURIComponent(id)}`, changes),
    deleteAddress: (id) => send("DELETE", `/addresses/delete/${encodeURIComponent(id)}`),
    listOrders: (query) => getJson<OrderHistory>(`/order/history?${toSearchParams(query)}`),
    getOrder: (orderId) => getJson<OrderDetail>(`/order/${encodeURIComponent(orderId)}`),
    // The spec's client sends the sale's constants too; the server decides the amount and the rest.
    initiatePayment: (orderId) =>
      send("POST", "/payment/initiate-sale", {
        merchantTxnNo: orderId,
        currencyCode: PAYMENT_SALE.currencyCode,
        payType: PAYMENT_SALE.payType,
        transactionType: PAYMENT_SALE.transactionType,
      }),
    // The spec's one answer in plain text.
    getPaymentAddress: async ({ redirectURI, tranCtx }) =>
      (await request("POST", "/payment/redirect-url", { redirectURI, tranCtx })).text(),
    quoteOrder: (request) => send("POST", "/order/quote", request),
    createOrder: (order, idempotencyKey) =>
      send("POST", "/order/create", order, { [IDEMPOTENCY_HEADER]: idempotencyKey }),
    cancelOrder: (orderId, reason) =>
      send("POST", `/order/${encodeURIComponent(orderId)}/cancel`, { reason }),
    getProfile: () => getJson<Profile>("/user/profile"),
    getShopperState: () => getJson<ShopperState>("/user/state"),
    post: async (path, { body, query } = {}) => {
      const search = query ? `?${new URLSearchParams(query)}` : "";
      const headers: Record<string, string> = { accept: "application/json" };
      if (body) headers["content-type"] = "application/json";
      const response = await fetchApi(`${API_BASE}${path}${search}`, {
        method: "POST",
        headers,
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const cookies = new Headers();
      for (const line of response.headers.getSetCookie()) cookies.append("set-cookie", line);
      const parsed: unknown = response.status === 204 ? null : await response.json().catch(() => null);
      const answer = typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
      return { ok: response.ok, status: response.status, body: answer, cookies };
    },
  };
}

/** The text an error state shows; the spec's pages fall back to "Unknown error". */
export function getErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Unknown error";
}

function fetchFromBrowser(url: string, init?: ApiRequestInit): Promise<Response> {
  if (typeof document === "undefined") {
    // A relative URL has no meaning in Node; a loader must hand over its load context.
    throw new Error(
      `No fetchApi in the load context for ${url}: pass the loader's context to createApiClient`,
    );
  }
  return fetch(url, { ...init, credentials: "same-origin" });
}

async function readApiError(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { message?: unknown; error?: unknown; fields?: unknown };
    if (typeof body.message === "string") {
      return new ApiError(
        body.message,
        response.status,
        typeof body.error === "string" ? body.error : undefined,
        readFields(body.fields),
      );
    }
  } catch {
    // Not JSON (a proxy's error page, say): the status line is all there is to report.
  }
  return new ApiError(
    `The server answered ${response.status} ${response.statusText}`.trim(),
    response.status,
  );
}

function readFields(value: unknown): Record<string, string> | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(value)) {
    if (typeof message === "string") fields[name] = message;
  }
  return fields;
}

function toSearchParams(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return params.toString();
}
