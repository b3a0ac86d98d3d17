import type { FastifyBaseLogger } from "fastify";

/**
 * How often each process looks for unpaid ONLINE orders whose hold expired: an order is cancelled
 * and its pieces are back on sale at most this long after its 15 minutes.
 */
export const ORDER_SWEEP_INTERVAL_MS = 10_000;

/**
 * Runs `sweep` every `intervalMs` in this process. Every process of the shop runs one: the sweep
 * locks the orders it settles with SKIP LOCKED, so sweeps running at once share the work and
 * none settles an order twice. One sweep at a time here (a slow one is not stacked on); the timer
 * is unref'd, so it never keeps the process alive, and `stop` waits for a sweep under way.
 */
export function createOrderExpiry(
  sweep: (now: Date) => Promise<unknown>,
  log: FastifyBaseLogger,
  intervalMs = ORDER_SWEEP_INTERVAL_MS,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  function tick(): void {
    if (running) return;
    running = sweep(new Date())
      .then(() => undefined)
      // A database outage fails a sweep; the next one tries again.
      .catch((error: unknown) => log.warn({ err: error }, "expiring unpaid orders failed"))
      .finally(() => {
        running = undefined;
      });
  }

  return {
    start(): void {
      timer ??= setInterval(tick, intervalMs).unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
