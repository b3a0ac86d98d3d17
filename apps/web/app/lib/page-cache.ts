import { PAGE_CACHE_CATALOGUE, PAGE_CACHE_HEADER, SHARED_PAGE_HANDLE } from "@nagai/contracts/constants";
import type { HeadersFunction } from "react-router";

/**
 * The `handle` of a page that is the same HTML for everyone, signed in or not (decision 057): the
 * server renders it without the shopper's cookie, so its loaders never see who asks, and answers
 * everyone from the page cache. Such a page also exports `headers = cataloguePageHeaders`, and its
 * loaders say `CATALOGUE_ONLY` when everything loaded well (page-cache.test.ts checks the pair).
 */
export const SHARED_PAGE = SHARED_PAGE_HANDLE;

/**
 * A loader's headers saying that everything it loaded came from the catalogue (products,
 * banners, rates: all that the catalogue version counts) and loaded well. The server may then keep
 * the whole page for shoppers who are not signed in until the catalogue changes
 * (apps/server/src/plugins/page-cache.ts, docs/decisions/008-page-rendering.md). A page showing a
 * failure must not send them, or the failure would be kept too.
 */
export const CATALOGUE_ONLY = { [PAGE_CACHE_HEADER]: PAGE_CACHE_CATALOGUE };

/**
 * The root's word to the page below, with a value of its own: a route without `headers` inherits
 * its parent's headers whole, and must not pass for a page that said "catalogue" itself.
 */
const ROOT_CATALOGUE_ONLY = { [PAGE_CACHE_HEADER]: `${PAGE_CACHE_CATALOGUE}-root` };

function says(headers: Headers | undefined, word: Record<string, string>): boolean {
  return headers?.get(PAGE_CACHE_HEADER) === word[PAGE_CACHE_HEADER];
}

/** The root route's `headers`: hands its loader's word (the rates loaded) down to the page. */
export const rootPageHeaders: HeadersFunction = ({ loaderHeaders }) =>
  says(loaderHeaders, CATALOGUE_ONLY) ? ROOT_CATALOGUE_ONLY : {};

/**
 * A page route's `headers`: the page may be kept only when the root and the page's own loader
 * (or the 404 it threw) both said so. A route without this export is never kept.
 */
export const cataloguePageHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders, errorHeaders }) =>
  says(parentHeaders, ROOT_CATALOGUE_ONLY) && says(errorHeaders ?? loaderHeaders, CATALOGUE_ONLY)
    ? CATALOGUE_ONLY
    : {};

/**
 * The `headers` of the pages that take a password or an OTP, or sign a shopper in or out: no
 * cache, the browser's own included, may keep them (docs/decisions/012-security-headers.md). The
 * server adds the same to every page of a request with a cookie and every page that sets one.
 */
export const privatePageHeaders: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
