const MODULE_PRELOAD = '<link rel="modulepreload"';

/**
 * Marks the document's module preloads (React Router's <Scripts />) low priority, so that on a
 * slow network the stylesheet and the largest picture arrive before the code that hydrates the
 * page: the server's HTML is already readable and its links and search form work without it.
 * See docs/decisions/008-page-rendering.md for what this changed in Lighthouse.
 */
export function lowerScriptPriority(html: string): string {
  return html.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`);
}
