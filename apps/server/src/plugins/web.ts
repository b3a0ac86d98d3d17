import { existsSync } from "node:fs";
import type { OutgoingHttpHeaders } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { pathToFileURL } from "node:url";
import middie from "@fastify/middie";
import fastifyStatic from "@fastify/static";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, InjectOptions } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";

export type WebOptions = { mode: "production"; buildDir: string } | { mode: "development"; webRoot: string };

/** Prefixes owned by other plugins: their unknown paths keep the API's JSON 404, not the 404 page. */
const NOT_PAGES = /^\/(api|media|assets)(\/|\?|$)/;
const PAGE_METHODS: HTTPMethods[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
/** Headers of the page request that the in-process API call carries: who the shopper is, and their language. */
const FORWARDED_HEADERS = ["cookie", "authorization", "accept-language"] as const;
/** Vite writes content-hashed names under /assets/, so they never change; anything else may. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT_LIVED = "public, max-age=3600";
const SERVER_BUILD_MODULE = "virtual:react-router/server-build";

/**
 * The storefront behind the API: React Router renders every path that no other plugin owns.
 * A plain Fastify route rather than an Express adapter keeps Fastify's hooks (compression,
 * logging) and its speed: the prototype measured an Express bridge costing the API about 65%.
 */
export async function webPlugin(
  app: FastifyInstance,
  options: WebOptions & { /** PUBLIC_ORIGIN, when configured. */ publicOrigin?: string },
) {
  // Pages take any body unparsed: React Router's actions read forms and JSON themselves.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  const handleRequest =
    options.mode === "production"
      ? createRequestHandler(await serveProductionBuild(app, options.buildDir), "production")
      : createRequestHandler(await startViteDevServer(app, options.webRoot), "development");

  app.route({
    method: PAGE_METHODS,
    url: "*",
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      if (NOT_PAGES.test(request.url)) {
        reply.callNotFound();
        return reply;
      }
      const response = await handleRequest(
        createWebRequest(request, reply),
        createLoadContext(app, request, options.publicOrigin),
      );
      return sendWebResponse(reply, response);
    },
  });
}

async function serveProductionBuild(app: FastifyInstance, buildDir: string): Promise<ServerBuild> {
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
  return (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
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

function createWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  // Lets loaders stop their work when the shopper goes away mid-render.
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const init: RequestInit = { method: request.method, headers, signal: controller.signal };
  if (request.method !== "GET" && request.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(request.raw);
    init.duplex = "half";
  }
  return new Request(new URL(request.url, `${request.protocol}://${request.host}`), init);
}

/** The web's WebLoadContext (apps/web/app/lib/load-context.ts): loaders call the API without a socket. */
function createLoadContext(app: FastifyInstance, page: FastifyRequest, publicOrigin: string | undefined) {
  const forwarded: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = page.headers[name];
    if (typeof value === "string") forwarded[name] = value;
  }
  return {
    origin: publicOrigin ?? `${page.protocol}://${page.host}`,
    async fetchApi(
      url: string,
      init: { method?: string; headers?: Record<string, string>; body?: string } = {},
    ): Promise<Response> {
      if (!url.startsWith("/api/")) throw new Error(`fetchApi serves API paths only, not ${url}`);
      const result = await app.inject({
        method: (init.method ?? "GET") as InjectOptions["method"],
        url,
        headers: { ...forwarded, ...init.headers },
        payload: init.body,
      });
      const empty = result.statusCode === 204 || result.statusCode === 304 || init.method === "HEAD";
      return new Response(empty ? null : result.rawPayload, {
        status: result.statusCode,
        headers: toHeaders(result.headers),
      });
    },
  };
}

function sendWebResponse(reply: FastifyReply, response: Response): FastifyReply {
  reply.status(response.status);
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
