import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/**
 * The headers every answer carries (docs/decisions/012-security-headers.md): pages, the API,
 * media, assets, the sitemap, errors and 404s alike. Pages bring their own Content-Security-Policy
 * (plugins/web.ts, with `pageContentSecurityPolicy`); every other answer gets one that allows
 * nothing, so none of them can run anything or be framed if opened as a document.
 */

/**
 * Microphone for this origin only: the header's voice search (apps/web/app/lib/use-voice-search.ts).
 * Every other powerful feature is off, for us and for anything we might embed. Only features
 * Chromium knows are named: an unknown one is logged as an error on every page.
 */
export const PERMISSIONS_POLICY = [
  "microphone=(self)",
  "camera=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "hid=()",
  "midi=()",
  "display-capture=()",
  "accelerometer=()",
  "gyroscope=()",
  "magnetometer=()",
  "browsing-topics=()",
].join(", ");

/** A year, subdomains too (ASVS 5, 3.4.1 at level 2). Sent only when the shop is served over https. */
const HSTS = "max-age=31536000; includeSubDomains";

/** JSON, XML, text, scripts: a document made of one of them may load and run nothing. */
const NOTHING_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
/**
 * A picture or clip opened on its own is shown by the browser in a document it makes around it,
 * which loads the file again under this policy: `default-src 'none'` could block it.
 */
const MEDIA_CSP = "frame-ancestors 'none'";
/**
 * HTML that is not a storefront page: the API's documentation (@fastify/swagger-ui), which loads
 * its scripts from /api/docs and sets styles and data: icons from them.
 */
const OTHER_HTML_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/** An answer no cache may keep or show to anyone else. */
export const PRIVATE_NO_STORE = "private, no-store";
/**
 * The API's answers that belong to one shopper (the account, the wishlist, the cart, recently
 * viewed, orders, payments, addresses), or hand out or end a session, or show OTPs.
 */
const PERSONAL_API =
  /^\/api\/v1\/(user|auth|dev|favorites|cart|recently-viewed|order|payment|addresses)(\/|\?|$)/;

/** A fresh nonce for one page's inline scripts: 128 random bits, as CSP 3 asks. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The storefront's policy. `scriptSources` are the page's inline scripts: a `'nonce-…'` for a
 * page rendered for this answer, or `'sha256-…'` hashes for a page kept by the page cache. Any
 * other script must come from this origin (/assets). `development` is Vite's dev server, which
 * injects inline scripts and `<style>` elements and talks to the page over a WebSocket.
 *
 * Style: `<style>` elements and stylesheets only from this origin, but `style` attributes are
 * allowed (`style-src-attr 'unsafe-inline'`): React writes them into the server's HTML (carousels'
 * `--per-view`, the rates ticker's duration, the price range's fill), a nonce cannot cover an
 * attribute, and hashes of attributes need `'unsafe-hashes'`, one per value. An attribute can
 * only style, never run script, and React escapes every value it writes.
 */
export function pageContentSecurityPolicy(
  scriptSources: readonly string[],
  { development = false, https = false } = {},
): string {
  const directives = [
    "default-src 'self'",
    development ? "script-src 'self' 'unsafe-inline'" : ["script-src 'self'", ...scriptSources].join(" "),
    development ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    // Pictures, clips and fonts come from /media, /images and /assets: nothing from elsewhere.
    "img-src 'self'",
    "media-src 'self'",
    "font-src 'self'",
    development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * The `'sha256-…'` sources of a rendered page's inline scripts: those that carry the render's
 * nonce, so exactly the scripts React Router wrote and nothing a piece's text could smuggle in.
 * The browser hashes a script's text as parsed, where the HTML parser has made every CR LF and
 * lone CR an LF: the text is normalized the same way first.
 */
export function inlineScriptHashes(html: string, nonce: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi)) {
    const [, attributes = "", text = ""] = match;
    if (!attributes.includes(` nonce="${nonce}"`)) continue;
    const parsed = text.replace(/\r\n?/g, "\n");
    hashes.push(`'sha256-${createHash("sha256").update(parsed, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/** Whether the shop is served over https: the request's own protocol, or the public origin's. */
export function isHttps(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  return request.protocol === "https" || publicOrigin?.startsWith("https:") === true;
}

/** Register before every route, so that its hook sees every answer, the error handler's too. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { publicOrigin }: { publicOrigin?: string }) => {
    // A callback rather than an async hook: it runs on every answer, kept pages' thousands a second.
    app.addHook("onSend", (request, reply, payload, done) => {
      reply.header("x-content-type-options", "nosniff");
      reply.header("referrer-policy", "strict-origin-when-cross-origin");
      reply.header("permissions-policy", PERMISSIONS_POLICY);
      reply.header("x-frame-options", "DENY");
      reply.header("cross-origin-opener-policy", "same-origin");
      if (isHttps(request, publicOrigin)) reply.header("strict-transport-security", HSTS);
      if (!reply.hasHeader("content-security-policy")) {
        reply.header("content-security-policy", fallbackPolicy(reply));
      }
      setCacheControl(request, reply);
      done(null, payload);
    });
  },
  { name: "security-headers" },
);

function fallbackPolicy(reply: FastifyReply): string {
  const type = String(reply.getHeader("content-type") ?? "").toLowerCase();
  if (/^(image|video|audio)\//.test(type)) return MEDIA_CSP;
  if (type.startsWith("text/html")) return OTHER_HTML_CSP;
  return NOTHING_CSP;
}

/**
 * Anything that sets a cookie, and the API's personal answers, are never kept by any cache. Other
 * API answers that say nothing are not kept either: none carries a validator today, and a route
 * added later for one shopper (a cart, orders) is then safe before it says so. Media and /assets
 * keep their year (they set their own), pages are decided by plugins/web.ts.
 */
function setCacheControl(request: FastifyRequest, reply: FastifyReply): void {
  // The route's own path where one matched: /api/v1/%75ser/profile reaches /user/profile too.
  const path = request.routeOptions.url ?? request.url;
  if (reply.hasHeader("set-cookie") || PERSONAL_API.test(path)) {
    reply.header("cache-control", PRIVATE_NO_STORE);
  } else if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) {
    reply.header("cache-control", "no-store");
  }
}
