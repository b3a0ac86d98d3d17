import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /** True once shutdown began: readiness answers 503 and every answer closes its connection. */
    readonly draining: boolean;
    /** The first step of a graceful shutdown (server.ts): see `draining`. */
    startDraining(): void;
  }
}

/**
 * The shutdown's first step as the app sees it. Between SIGTERM and the close, requests that come
 * on connections already open are answered as usual, with `Connection: close` so the client opens
 * its next one elsewhere; readiness says 503 so a load balancer stops sending. Per process: each
 * process drains on its own signal.
 */
export const drainingPlugin = fp(async (app: FastifyInstance) => {
  let draining = false;
  app.decorate("draining", {
    getter: () => draining,
  });
  app.decorate("startDraining", () => {
    draining = true;
  });
  app.addHook("onRequest", async (_request, reply) => {
    if (draining) reply.header("connection", "close");
  });
});
