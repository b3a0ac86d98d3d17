import type { FastifyBaseLogger } from "fastify";
import { createRepeatingJob, type RepeatingJob } from "../../repeating-job.ts";

/**
 * How often each process looks for unpaid ONLINE orders whose hold expired: an order is cancelled
 * and its pieces are back on sale at most this long after its 15 minutes.
 */
export const ORDER_SWEEP_INTERVAL_MS = 10_000;

/**
 * Runs `sweep` every `intervalMs` in this process. Every process of the shop runs one: the sweep
 * locks the orders it settles with SKIP LOCKED, so sweeps running at once share the work and
 * none settles an order twice. One sweep at a time here, and `stop` waits for a sweep under way
 * (repeating-job.ts).
 */
export function createOrderExpiry(
  sweep: (now: Date) => Promise<unknown>,
  log: FastifyBaseLogger,
  intervalMs = ORDER_SWEEP_INTERVAL_MS,
): RepeatingJob {
  // A database outage fails a sweep; the next one tries again.
  return createRepeatingJob(
    () => sweep(new Date()),
    intervalMs,
    (error) => log.warn({ err: error }, "expiring unpaid orders failed"),
  );
}
