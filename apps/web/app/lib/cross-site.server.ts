/**
 * Whether a POST comes from another site's form. React Router refuses such a POST to a page (its
 * check of `Origin` against the request's own origin), but a route without a page (a resource
 * route: /logout, /wishlist/change, /cart/change) is left to check for itself. Both compare with
 * the origin of the request's URL, which the server bridge makes the shop's PUBLIC_ORIGIN when it
 * is configured (apps/server/src/plugins/web.ts, decision 011): behind a TLS proxy the browser
 * sends `https://shop`, while the process is spoken to in plain HTTP. A request without `Origin`
 * (not a browser's cross-site form) passes, as it does there.
 */
export function isCrossSite(request: Request): boolean {
  const origin = request.headers.get("origin");
  return origin !== null && origin !== new URL(request.url).origin;
}
