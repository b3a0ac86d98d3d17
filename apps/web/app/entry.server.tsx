import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router";
import { withoutModulePreloads } from "./lib/module-preloads";
import { NonceContext } from "./lib/nonce";

/**
 * The server answers pages with this build's own React Router, so that one copy, bundled in its
 * production build, both handles the request and renders it (decision 013; plugins/web.ts).
 */
export { createRequestHandler } from "react-router";

/** A render still unfinished after this long is cut off; its error boundary's HTML is sent instead. */
export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering (docs/decisions/008-page-rendering.md). No page
 * streams deferred data, so a stream would only add work: one finished body is cheaper to send,
 * can be cached whole (plugins/page-cache.ts) and always carries its content length.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Every inline script carries this render's nonce, which the page's CSP names (decision 012).
  const nonce = loadContext.cspNonce;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method === "HEAD")
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeout);
        const html = withoutModulePreloads(Buffer.concat(chunks).toString("utf8"));
        resolve(new Response(html, { status: responseStatusCode, headers: responseHeaders }));
        callback();
      },
    });
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(sink);
        },
        onShellError(error) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error) {
          responseStatusCode = 500;
          // An error before the shell is rejected above and logged by React Router with its page.
          if (shellRendered) console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
