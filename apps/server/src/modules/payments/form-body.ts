import type { FastifyInstance } from "fastify";

/**
 * Lets the routes of one plugin take `application/x-www-form-urlencoded` bodies, as a browser's
 * form and the gateway's callbacks send them: each name once (the last value wins), every value
 * text. Registered inside the payment plugins only, so no other route starts taking forms.
 */
export function acceptForms(app: FastifyInstance): void {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
