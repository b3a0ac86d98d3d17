import type { ApiFetch } from "./api";

/**
 * What the server bridge (apps/server/src/plugins/web.ts, `getLoadContext`) gives every loader
 * and action. It is declared here, on the web's side, because the web must never import server
 * code; the bridge builds an object of this shape.
 */
export interface WebLoadContext {
  /** Calls the API in-process through Fastify, carrying the page request's cookie. */
  fetchApi: ApiFetch;
  /**
   * The shop's public origin (https://nagai.in) for absolute URLs: canonical links and Open
   * Graph images. PUBLIC_ORIGIN when configured, else the page request's own protocol and host.
   */
  origin: string;
  /**
   * This render's Content-Security-Policy nonce, for the inline scripts React Router writes
   * (entry.server.tsx, root.tsx). Never put it in loader data: a kept page's data is everyone's.
   * Undefined under Vite's dev server, whose policy allows inline scripts.
   */
  cspNonce?: string;
}

declare module "react-router" {
  interface AppLoadContext extends WebLoadContext {}
}
