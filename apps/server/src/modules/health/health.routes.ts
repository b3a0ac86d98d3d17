import { ERROR_CODES, ErrorResponseSchema } from "@nagai/contracts/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DATABASE_RETRY_AFTER_SECONDS, databaseAnswers } from "../../db/availability.ts";
import type { Database } from "../../db/client.ts";
import type { CatalogService } from "../catalog/catalog.public.ts";

/** A probe waits this long for `select 1`; a database slower than that is not fit for traffic. */
const DATABASE_CHECK_MS = 2000;

const ReadySchema = z.object({
  status: z.literal("ready"),
  listingIndex: z.string().describe("ready, too large (SQL serves listings) or failed (SQL serves listings)"),
  catalogueVersion: z.number().int(),
  listingIndexVersion: z.number().int().nullable().describe("Behind catalogueVersion while a rebuild runs"),
});

/**
 * For load balancers: a process answers 503 while it shuts down, while its database does not
 * answer a `select 1` within DATABASE_CHECK_MS, and until listings come from memory (decision
 * 003), so traffic reaches it only when it can serve it, and fast. Liveness needs no route of its
 * own: any answer will do (a process whose database is away is alive and recovers by itself).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService; db: Database }> = async (
  app,
  { catalog, db },
) => {
  app.get(
    "/health/ready",
    {
      schema: {
        tags: ["operations"],
        summary:
          "Ready for traffic: 200 once the listing index is built (or not needed) and the database answers; 503 while not, or shutting down",
        response: { 200: ReadySchema, 503: ErrorResponseSchema },
      },
    },
    async (_request, reply) => {
      const notReady = (error: string, message: string, retryAfter: number) =>
        reply.code(503).header("retry-after", String(retryAfter)).send({ status: "error", error, message });
      if (app.draining) return notReady("NOT_READY", "This process is shutting down", 5);
      if (!(await databaseAnswers(db, DATABASE_CHECK_MS))) {
        return notReady(
          ERROR_CODES.unavailable,
          "The database does not answer",
          DATABASE_RETRY_AFTER_SECONDS,
        );
      }
      const { state, catalogueVersion, indexVersion } = await catalog.listingIndexStatus();
      if (state === "empty" || state === "building") {
        return notReady("NOT_READY", `The listing index is ${state}`, 1);
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
