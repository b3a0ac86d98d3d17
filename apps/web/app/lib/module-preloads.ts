const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * Takes out the module preloads that React Router's <Scripts /> writes into the head (about 30 on
 * a page), so that on a slow network the stylesheet and the largest picture do not queue behind
 * the code that hydrates the page: over HTTP/1.1 a browser opens six connections to the shop, and
 * a preload holds one until its script arrives, whatever its priority. The server's HTML is
 * readable and its links, search and forms work before any script runs; the scripts still come,
 * from the module script at the end of the body and the modules it imports. See
 * docs/decisions/008-page-rendering.md for what this changed in Lighthouse.
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}
