import { ErrorResponseSchema } from "@nagai/contracts/errors";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SeoService } from "./seo.service.ts";

const tags = ["seo"];
/** Crawlers come back for these; an hour keeps a changed catalogue from looking stale for long. */
const CACHE_CONTROL = "public, max-age=3600";
const xml = (description: string) => ({
  description,
  content: { "application/xml": { schema: z.string() } },
});

export interface SeoRoutesOptions {
  seo: SeoService;
  /** PUBLIC_ORIGIN: the shop's address for absolute URLs; unset, each request's own. */
  publicOrigin?: string;
}

/**
 * Outside /api/v1 (crawlers look for these at the root) and registered before the storefront,
 * whose catch-all route would otherwise answer them with the 404 page.
 */
export const seoRoutes: FastifyPluginAsyncZod<SeoRoutesOptions> = async (app, { seo, publicOrigin }) => {
  const originOf = (request: FastifyRequest) => publicOrigin ?? `${request.protocol}://${request.host}`;
  const sendXml = (reply: FastifyReply, body: string) =>
    reply.header("cache-control", CACHE_CONTROL).type("application/xml; charset=utf-8").send(body);

  app.get(
    "/sitemap.xml",
    {
      schema: {
        tags,
        summary: "Every product page and public page, or an index of sitemap parts",
        response: { 200: xml("A sitemap, or a sitemap index when the shop has more pages than one holds") },
      },
    },
    async (request, reply) => sendXml(reply, await seo.sitemap(originOf(request))),
  );

  app.get(
    "/sitemaps/pages.xml",
    {
      schema: {
        tags,
        summary: "The public pages and category listings (a part of the sitemap index)",
        response: { 200: xml("A sitemap") },
      },
    },
    async (request, reply) => sendXml(reply, await seo.pagesSitemap(originOf(request))),
  );

  app.get(
    "/sitemaps/:file",
    {
      schema: {
        tags,
        summary: "Product pages, part n of the sitemap index: products-<n>.xml",
        params: z.object({ file: z.string() }),
        response: {
          200: xml("A sitemap"),
          404: ErrorResponseSchema.describe("A name other than products-<n>.xml, or a part past the last"),
        },
      },
    },
    async (request, reply) => {
      const part = /^products-(\d{1,6})\.xml$/.exec(request.params.file)?.[1];
      const body = part === undefined ? null : await seo.productSitemap(originOf(request), Number(part));
      if (body === null) return reply.callNotFound();
      return sendXml(reply, body);
    },
  );

  app.get(
    "/robots.txt",
    {
      schema: {
        tags,
        summary: "Crawler rules and the sitemap's address",
        response: { 200: { description: "robots.txt", content: { "text/plain": { schema: z.string() } } } },
      },
    },
    async (request, reply) =>
      reply
        .header("cache-control", CACHE_CONTROL)
        .type("text/plain; charset=utf-8")
        .send(seo.robots(originOf(request))),
  );
};
