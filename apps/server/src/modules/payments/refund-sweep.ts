import type { FastifyBaseLogger } from "fastify";
import { createRepeatingJob, type RepeatingJob } from "../../repeating-job.ts";

/**
 * How often each process looks for REQUESTED refunds to send again. A refund's backoff
 * (REFUND_RETRY_BACKOFF, refunds.repository.ts) decides when it is due; this only bounds how late
 * after that it is sent.
 */
export const REFUND_SWEEP_INTERVAL_MS = 30_000;

/**
 * Runs `sweep` every `intervalMs` in this process (decision 038). Every process of the shop runs
 * one: each refund is claimed with SKIP LOCKED before it is sent, so sweeps running at once share
 * the refunds and none sends one twice at the same time. One sweep at a time here, and `stop`
 * waits for a sweep under way (repeating-job.ts).
 */
export function createRefundSweep(
  sweep: () => Promise<unknown>,
  log: FastifyBaseLogger,
  intervalMs = REFUND_SWEEP_INTERVAL_MS,
): RepeatingJob {
  // A database outage fails a sweep; the next one tries again.
  return createRepeatingJob(sweep, intervalMs, (error) =>
    log.warn({ err: error }, "sending requested refunds again failed"),
  );
}
