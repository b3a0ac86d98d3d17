import { ErrorResponseSchema } from "@nagai/contracts/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { CatalogService } from "../catalog/catalog.service.ts";

const ReadySchema = z.object({
  status: z.literal("ready"),
  listingIndex: z.string().describe("ready, too large (SQL serves listings) or failed (SQL serves listings)"),
  catalogueVersion: z.number().int(),
  listingIndexVersion: z.number().int().nullable().describe("Behind catalogueVersion while a rebuild runs"),
});

/**
 * For load balancers: a process answers 503 until listings come from memory (decision 003), so
 * traffic reaches it only once it is fast. Liveness needs no route of its own: any answer will do.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    "/health/ready",
    {
      schema: {
        tags: ["operations"],
        summary: "Ready for traffic: 200 once the listing index is built (or not needed), else 503",
        response: { 200: ReadySchema, 503: ErrorResponseSchema },
      },
    },
    async (_request, reply) => {
      const { state, catalogueVersion, indexVersion } = await catalog.listingIndexStatus();
      if (state === "empty" || state === "building") {
        return reply
          .code(503)
          .header("retry-after", "1")
          .send({ status: "error", error: "NOT_READY", message: `The listing index is ${state}` });
      }
      return {
        status: "ready" as const,
        listingIndex: state,
        catalogueVersion,
        listingIndexVersion: indexVersion,
      };
    },
  );
};
