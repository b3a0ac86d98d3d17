import { existsSync } from "node:fs";
import type { OutgoingHttpHeaders } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { pathToFileURL } from "node:url";
import middie from "@fastify/middie";
import fastifyStatic from "@fastify/static";
import { PAGE_CACHE_CATALOGUE, PAGE_CACHE_HEADER } from "@nagai/contracts/constants";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  InjectOptions,
  RouteOptions,
} from "fastify";
import type { createRequestHandler, ServerBuild } from "react-router";
import { isDatabaseUnavailable } from "../db/availability.ts";
import { piecesIn } from "../modules/catalog/catalog.public.ts";
import type { StockFeed } from "../modules/inventory/inventory.public.ts";
import {
  type CachedPage,
  chooseEncoding,
  createPageCache,
  type PageEncoding,
  type PageStock,
} from "./page-cache.ts";
import { checkPageRequest, createPageRoutes, type PageRoutes } from "./page-requests.ts";
import {
  createNonce,
  inlineScriptHashes,
  isHttps,
  PRIVATE_NO_STORE,
  pageContentSecurityPolicy,
} from "./security-headers.ts";

export type WebOptions = { mode: "production"; buildDir: string } | { mode: "development"; webRoot: string };

/** Prefixes owned by other plugins: their unknown paths keep the API's JSON 404, not the 404 page. */
const NOT_PAGES = /^\/(api|media|assets)(\/|\?|$)/;
const PAGE_METHODS: HTTPMethods[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
/**
 * Headers of the page request that the in-process API call carries: who the shopper is, their
 * language, and the address they use, so an API that writes an absolute URL without PUBLIC_ORIGIN
 * (the payment's return address) writes theirs, not the inject's "localhost:80".
 */
const FORWARDED_HEADERS = ["cookie", "authorization", "accept-language", "host"] as const;
/** What says who the shopper is: a shared page's render never gets these (decision 057). */
const IDENTITY_HEADERS: ReadonlySet<string> = new Set(["cookie", "authorization"]);
/**
 * A shared page kept by the page cache (decision 057): a browser asks again each time (a 304 while
 * its ETag still holds), a CDN may answer from its copy for 30 s and from a stale one for 30 s more
 * while it asks again behind it. So a price or stock change reaches a page at the CDN within 60 s
 * of reaching this process.
 */
const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=30";
/** A shared page rendered for one request and not kept (a failed section, a catalogue still settling). */
const NOT_KEPT = "no-cache";
/** Vite writes content-hashed names under /assets/, so they never change; anything else may. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT_LIVED = "public, max-age=3600";
const SERVER_BUILD_MODULE = "virtual:react-router/server-build";
/** A listing filtered on stock (`availability=IN_STOCK`): it changes with any piece's sale. */
const STOCK_FILTER = /[?&]availability=/i;

/**
 * The storefront behind the API: React Router renders every path that no other plugin owns.
 * A plain Fastify route rather than an Express adapter keeps Fastify's hooks (compression,
 * logging) and its speed: on the prototype an Express bridge cost the API most of its throughput.
 */
export async function webPlugin(
  app: FastifyInstance,
  options: WebOptions & {
    /** PUBLIC_ORIGIN, when configured. */
    publicOrigin?: string;
    /**
     * The catalogue version now, or undefined while some answers still show an older one: a page
     * is kept with the version it shows and rendered again at another.
     */
    settledCatalogueVersion: () => Promise<number | undefined>;
    /** Bytes of rendered pages kept for shoppers who are not signed in; 0 keeps none. */
    pageCacheBytes: number;
    /** Stock changes, which drop the kept pages that show the pieces (decision 020). */
    stockFeed: Pick<StockFeed, "listen">;
  },
) {
  // Pages take their body as bytes and React Router's actions read the form. Fastify reads it up
  // to the app's bodyLimit (1 MB, as for the API), also when it comes chunked without a length,
  // and answers 413 beyond it: no body bigger than that is ever held (decision 011).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  // Production renders with the build's own React Router and React (their production builds,
  // decision 013); development with Vite's build of the moment, read per request.
  let handleRequest: ReturnType<typeof createRequestHandler>;
  let pageRoutesOf: () => Promise<PageRoutes>;
  if (options.mode === "production") {
    const production = await serveProductionBuild(app, options.buildDir);
    handleRequest = production.handleRequest;
    const pageRoutes = createPageRoutes(production.build);
    pageRoutesOf = async () => pageRoutes;
  } else {
    const loadBuild = await startViteDevServer(app, options.webRoot);
    handleRequest = (await import("react-router")).createRequestHandler(loadBuild, "development");
    pageRoutesOf = async () => createPageRoutes(await loadBuild());
  }

  const pageCache = createPageCache(options.pageCacheBytes);
  options.stockFeed.listen((changes, everything) => {
    if (everything) pageCache.forgetAllStock();
    else pageCache.forgetPieces(changes.keys());
  });
  const development = options.mode === "development";

  const page = {
    exposeHeadRoute: false,
    // Pages are not part of the API: the OpenAPI document leaves the catch-all out.
    schema: { hide: true },
    // Before the body is read: a method or a content type no page takes is refused unread.
    onRequest: async (request) => {
      // Every page takes GET and HEAD: only the other methods are checked here. (A GET's route is
      // matched once per path and then remembered, page-requests.ts, for isSharedRead below.)
      if (request.method === "GET" || request.method === "HEAD" || NOT_PAGES.test(request.url)) return;
      checkPageRequest(request, await pageRoutesOf());
    },
    handler: async (request, reply) => {
      if (NOT_PAGES.test(request.url)) {
        reply.callNotFound();
        return reply;
      }
      // A shared page (decision 057) is rendered as for a visitor, whoever asks: the same bytes
      // for everyone, so it is kept and sent to everyone, cookie or not.
      const shared = isSharedRead(request, await pageRoutesOf());
      const key = shared && options.pageCacheBytes > 0 ? pageCacheKey(request) : undefined;
      // Undefined while listings still show an older catalogue: such a page is neither read nor kept.
      // Undefined too while the database is away: the page renders its error state (a 503, below).
      const version = key ? await options.settledCatalogueVersion().catch(unlessUnavailable) : undefined;
      const encoding = chooseEncoding(request.headers["accept-encoding"]);
      if (key && version !== undefined) {
        const hit = pageCache.get(key, version, encoding);
        if (hit) return sendPage(request, reply, hit, encoding, "HIT");
      }
      // Fresh for every render; a kept page is sent with its scripts' hashes instead (decision 012).
      // Vite's dev server gets none: its policy allows inline scripts, and React's development
      // build would report the nonce the browser hides as a hydration mismatch.
      const nonce = createNonce();
      const stockChangesBefore = pageCache.stockChanges;
      const api = createLoadContext(app, request, {
        publicOrigin: options.publicOrigin,
        cspNonce: development ? undefined : nonce,
        withIdentity: !shared,
      });
      const webRequest = createWebRequest(request, reply, options.publicOrigin, !shared);
      const response = await handleRequest(webRequest, api);
      const policy = (scriptSources: string[]) =>
        pageContentSecurityPolicy(scriptSources, {
          development,
          https: isHttps(request, options.publicOrigin),
        });
      if (key && version !== undefined && isCataloguePage(response)) {
        const page = await readPage(response, nonce, policy);
        pageCache.set(key, version, page, api.stock, stockChangesBefore);
        // Undefined only for a page bigger than the whole cache: sent as it is, compressed as usual.
        const stored = pageCache.get(key, version, encoding);
        if (stored) return sendPage(request, reply, stored, encoding, "MISS");
        return sendPage(request, reply, { page, body: page.body, etag: undefined }, "identity", "MISS");
      }
      response.headers.delete(PAGE_CACHE_HEADER);
      if (isHtml(response)) response.headers.set("content-security-policy", policy([`'nonce-${nonce}'`]));
      // A page that sets a cookie, or one rendered with the shopper's cookie or token, is that
      // shopper's alone; auth pages say so themselves (apps/web/app/lib/page-cache.ts). A shared
      // page that was not kept may be kept by nobody else either: it is asked for again.
      if (response.headers.has("set-cookie") || (!shared && carriesIdentity(request))) {
        response.headers.set("cache-control", PRIVATE_NO_STORE);
      } else if (shared) {
        response.headers.set("cache-control", NOT_KEPT);
      }
      // A page that failed because the API behind it could not reach the database says so: 503
      // with the API's Retry-After, so crawlers and monitors come back rather than record an error.
      if (response.status >= 500 && api.retryAfter !== undefined) {
        reply.header("retry-after", api.retryAfter);
        return sendWebResponse(reply, response, 503);
      }
      return sendWebResponse(reply, response);
    },
  } satisfies Omit<RouteOptions, "method" | "url">;
  app.route({ method: PAGE_METHODS, url: "*", ...page });
  // The console's forms that send a picture take up to 15 MB of it; every other page 1 MB (decision 047).
  for (const url of UPLOAD_PAGES)
    app.route({ method: "POST", url, bodyLimit: UPLOAD_PAGE_BODY_LIMIT, ...page });
}

/** Pages whose form uploads a picture (the console's photos of a piece, the home page's banners). */
const UPLOAD_PAGES = ["/staff/catalogue/:sno/photos", "/staff/catalogue/home"];
/** A 15 MB picture (STAFF_MEDIA_LIMITS.uploadMaxBytes) and the form's other fields. */
const UPLOAD_PAGE_BODY_LIMIT = 15 * 1024 * 1024 + 64 * 1024;

/**
 * A GET or HEAD of a shared page (decision 057). Any other method is an action, which runs as the
 * shopper it is sent by.
 */
function isSharedRead(request: FastifyRequest, routes: PageRoutes): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  return routes.isShared(request.url.split("?", 1)[0] ?? "/");
}

/**
 * The cache's key for a shared page's GET. Its render never sees a cookie or a token, so nobody's
 * own page can be stored or shown to another. The host is part of the key because pages carry
 * absolute URLs made from it when PUBLIC_ORIGIN is unset.
 */
function pageCacheKey(request: FastifyRequest): string | undefined {
  if (request.method !== "GET") return undefined;
  return `${request.protocol}://${request.host}${request.url}`;
}

/** A request that may be a signed-in shopper's: with any cookie, or a token. */
function carriesIdentity(request: FastifyRequest): boolean {
  for (const name of IDENTITY_HEADERS) if (request.headers[name] !== undefined) return true;
  return false;
}

/** A page that said it shows only catalogue data, found or not found, and sets no cookie. */
function isCataloguePage(response: Response): boolean {
  return (
    response.headers.get(PAGE_CACHE_HEADER) === PAGE_CACHE_CATALOGUE &&
    (response.status === 200 || response.status === 404) &&
    !response.headers.has("set-cookie") &&
    response.body !== null
  );
}

/**
 * A page to keep, as it will be sent to everyone: its inline scripts are allowed by their hashes,
 * computed once here, rather than by the render's nonce, which is taken out of the body since a
 * nonce must not be shared (docs/decisions/012-security-headers.md).
 */
async function readPage(
  response: Response,
  nonce: string,
  policy: (scriptSources: string[]) => string,
): Promise<CachedPage> {
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) {
    if (name !== PAGE_CACHE_HEADER && name !== "content-length") headers.push([name, value]);
  }
  if (!isHtml(response)) {
    return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
  }
  const rendered = await response.text();
  headers.push(["content-security-policy", policy(inlineScriptHashes(rendered, nonce))]);
  const html = rendered.replaceAll(` nonce="${nonce}"`, "");
  return { status: response.status, headers, body: Buffer.from(html) };
}

function isHtml(response: Response): boolean {
  return response.headers.get("content-type")?.startsWith("text/html") === true;
}

/**
 * A kept page, as everyone gets it: any cache may keep it for the bound SHARED_PAGE_CACHE_CONTROL
 * states, and a request that holds its ETag already gets a 304 without the body.
 */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  { page, body, etag }: { page: CachedPage; body: Buffer; etag: string | undefined },
  encoding: PageEncoding,
  cache: "HIT" | "MISS",
): FastifyReply {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header("cache-control", SHARED_PAGE_CACHE_CONTROL);
  reply.header("vary", "accept-encoding");
  reply.header("x-cache", cache);
  if (etag !== undefined) {
    reply.header("etag", etag);
    if (page.status === 200 && holdsEtag(request.headers["if-none-match"], etag)) {
      reply.status(304);
      return reply.send();
    }
  }
  // Compressed here once per page; the compression plugin leaves an encoded body alone.
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.send(body);
}

/** If-None-Match names this ETag, or any (`*`), compared weakly as RFC 9110 asks of a GET. */
function holdsEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const named = tag.trim();
    return named === "*" || named.replace(/^W\//, "") === opaque;
  });
}

/**
 * The production build, whose entry exports its own createRequestHandler: React, react-dom/server
 * and React Router are bundled into it in their production builds (apps/web/vite.config.ts), so
 * pages render with them whatever NODE_ENV says (decision 013).
 */
async function serveProductionBuild(
  app: FastifyInstance,
  buildDir: string,
): Promise<{ build: ServerBuild; handleRequest: ReturnType<typeof createRequestHandler> }> {
  const serverEntry = path.join(buildDir, "server", "index.js");
  const clientDir = path.join(buildDir, "client");
  if (!existsSync(serverEntry) || !existsSync(clientDir)) {
    throw new Error(
      `The storefront is not built (${serverEntry} is missing). Run \`npm run build\`, then start again.`,
    );
  }
  // wildcard: false registers one route per file found now, which leaves "*" free for the pages.
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: "/",
    wildcard: false,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const immutable = path.relative(clientDir, filePath).startsWith(`assets${path.sep}`);
      reply.header("cache-control", immutable ? IMMUTABLE : SHORT_LIVED);
    },
  });
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild & {
    entry: { module: { createRequestHandler?: typeof createRequestHandler } };
  };
  const handlerOf = build.entry.module.createRequestHandler;
  if (!handlerOf) {
    throw new Error(
      `The storefront's build in ${buildDir} is out of date. Run \`npm run build\`, then start again.`,
    );
  }
  return { build, handleRequest: handlerOf(build, "production") };
}

/** Vite in middleware mode, with hot reload over the shop's own port; the build is reloaded per request. */
async function startViteDevServer(
  app: FastifyInstance,
  webRoot: string,
): Promise<() => Promise<ServerBuild>> {
  // Vite is the web app's dependency (root node_modules holds an older one for vitest): load the web's.
  const vitePath = createRequire(path.join(webRoot, "package.json")).resolve("vite");
  const vite: typeof import("vite") = await import(pathToFileURL(vitePath).href);
  const devServer = await vite.createServer({
    root: webRoot,
    configFile: path.join(webRoot, "vite.config.ts"),
    appType: "custom",
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook("onClose", () => devServer.close());
  // Only this plugin's routes run the middleware, so API requests never pass through Vite.
  await app.register(middie);
  app.use(devServer.middlewares);
  return async () => {
    try {
      return (await devServer.ssrLoadModule(SERVER_BUILD_MODULE)) as ServerBuild;
    } catch (error) {
      if (error instanceof Error) devServer.ssrFixStacktrace(error);
      throw error;
    }
  };
}

/**
 * The page request as React Router sees it. Its URL's origin is the one a form's `Origin` must
 * match (React Router's check on actions, `isCrossSite` on the routes without a page): the shop's
 * PUBLIC_ORIGIN when configured, since behind a TLS proxy the browser says `https://shop` while
 * the process is spoken to in plain HTTP; else the request's own protocol (X-Forwarded-Proto only
 * from a trusted proxy) and host. Decision 011.
 */
function createWebRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  publicOrigin: string | undefined,
  withIdentity: boolean,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (!withIdentity && IDENTITY_HEADERS.has(name)) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  // Lets loaders stop their work when the shopper goes away mid-render.
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const init: RequestInit = { method: request.method, headers, signal: controller.signal };
  // The body as the content-type parser read it, within the body limit.
  if (Buffer.isBuffer(request.body)) init.body = request.body;
  // Joined, not resolved: resolved against the origin, "//" or "//host" would name another host
  // (or none, and throw).
  return new Request(`${publicOrigin ?? `${request.protocol}://${request.host}`}${request.url}`, init);
}

/** The web's WebLoadContext (apps/web/app/lib/load-context.ts): loaders call the API without a socket. */
function createLoadContext(
  app: FastifyInstance,
  page: FastifyRequest,
  {
    publicOrigin,
    cspNonce,
    withIdentity,
  }: {
    publicOrigin: string | undefined;
    cspNonce: string | undefined;
    /** False for a shared page (decision 057): its API calls go as a visitor's. */
    withIdentity: boolean;
  },
) {
  const forwarded: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    if (!withIdentity && IDENTITY_HEADERS.has(name)) continue;
    const value = page.headers[name];
    if (typeof value === "string") forwarded[name] = value;
  }
  const context = {
    origin: publicOrigin ?? `${page.protocol}://${page.host}`,
    /** Retry-After of the last API answer that was a 503: set when the database was away. */
    retryAfter: undefined as string | undefined,
    cspNonce,
    /** The stock the page shows: the pieces of the API's answers, and whether a listing was filtered on it. */
    stock: { pieces: [], anyPiece: false } as PageStock,
    async fetchApi(
      url: string,
      init: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array } = {},
    ): Promise<Response> {
      if (!url.startsWith("/api/")) throw new Error(`fetchApi serves API paths only, not ${url}`);
      const result = await app.inject({
        method: (init.method ?? "GET") as InjectOptions["method"],
        url,
        headers: { ...forwarded, ...init.headers },
        payload: init.body instanceof Uint8Array ? Buffer.from(init.body) : init.body,
        // The shopper's address, not this process's: the API's limits count per address.
        remoteAddress: page.ip,
      });
      if (result.statusCode === 503) context.retryAfter = String(result.headers["retry-after"] ?? "5");
      if (result.statusCode === 200) {
        context.stock.pieces.push(...piecesIn(result.payload));
        if (STOCK_FILTER.test(url)) context.stock.anyPiece = true;
      }
      const empty = result.statusCode === 204 || result.statusCode === 304 || init.method === "HEAD";
      return new Response(empty ? null : result.rawPayload, {
        status: result.statusCode,
        headers: toHeaders(result.headers),
      });
    },
  };
  return context;
}

function sendWebResponse(reply: FastifyReply, response: Response, status = response.status): FastifyReply {
  reply.status(status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  // reply.send() for no body: send(null) would write the text "null".
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

function toHeaders(source: OutgoingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(source)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, String(value));
  }
  return headers;
}

/** For a read the page can do without: undefined when the database is away, else the error. */
function unlessUnavailable(error: unknown): undefined {
  if (isDatabaseUnavailable(error)) return undefined;
  throw error;
}
