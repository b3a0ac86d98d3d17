import { BANGLE_GUIDE_TEXTS, RING_GUIDE_TEXTS } from "@nagai/contracts/size-guide-texts";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { matchesEtag, type SizeGuideName, type SizeGuidesService } from "./size-guides.service.ts";

const tags = ["size-guides"];
/**
 * The address names no version, so caches ask again after an hour (as for the storefront's
 * unhashed files); the ETag makes that a 304 until a release changes the bytes.
 */
const CACHE_CONTROL = "public, max-age=3600";
/**
 * Chromium shows a PDF in a viewer page made around it under the answer's policy: the
 * `default-src 'none'` every other non-page answer gets (plugins/security-headers.ts) leaves that
 * viewer blank. Framing stays refused, as for pictures.
 */
const PDF_CSP = "frame-ancestors 'none'";

const GUIDES: { name: SizeGuideName; path: string; title: string }[] = [
  { name: "ring", path: RING_GUIDE_TEXTS.pdfPath, title: RING_GUIDE_TEXTS.heading },
  { name: "bangle", path: BANGLE_GUIDE_TEXTS.pdfPath, title: BANGLE_GUIDE_TEXTS.heading },
];

/**
 * The spec's two static files (spec 001 section 7), written by our code from the guides' tables
 * (decision 029). Registered before the storefront: its build's own files under /assets/ are
 * Vite's content-hashed names, one route each, and never these two.
 */
export const sizeGuideRoutes: FastifyPluginAsync<{ sizeGuides: SizeGuidesService }> = async (
  app,
  { sizeGuides },
) => {
  for (const guide of GUIDES) {
    const filename = guide.path.slice(guide.path.lastIndexOf("/") + 1);
    app.get(
      guide.path,
      {
        schema: {
          tags,
          summary: `The printable ${guide.title} (PDF, A4)`,
          response: {
            200: {
              description: "The PDF, with an ETag",
              content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } },
            },
            304: z.null().describe("Not modified: If-None-Match named the current ETag"),
          },
        },
      },
      async (request, reply) => {
        const pdf = await sizeGuides.getPdf(guide.name);
        reply
          .header("etag", pdf.etag)
          .header("cache-control", CACHE_CONTROL)
          .header("content-security-policy", PDF_CSP);
        if (matchesEtag(request.headers["if-none-match"], pdf.etag)) return reply.code(304).send();
        return reply
          .type("application/pdf")
          .header("content-disposition", `inline; filename="${filename}"`)
          .send(pdf.bytes);
      },
    );
  }
};
