/** A job run every so often in this process: `start` begins, `stop` ends and waits for a run under way. */
export interface RepeatingJob {
  start(): void;
  stop(): Promise<void>;
  /**
   * Runs the job now rather than at the next tick; during a run, once more after it, so work
   * that arrived during the run is not left for the next tick. Nothing before `start` or after `stop`.
   */
  wake(): void;
}

/**
 * Runs `job` every `intervalMs`, one run at a time: a tick that finds the last run still under
 * way is skipped rather than stacked on. A run that fails goes to `onError`; the next tick tries
 * again. The timer is unref'd, so it never keeps the process alive.
 */
export function createRepeatingJob(
  job: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
): RepeatingJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  function tick(): void {
    if (running) return;
    running = job()
      .then(() => undefined)
      .catch(onError)
      .finally(() => {
        running = undefined;
        if (again && timer) {
          again = false;
          tick();
        }
      });
  }

  return {
    start(): void {
      timer ??= setInterval(tick, intervalMs).unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      again = false;
      await running;
    },
    wake(): void {
      if (!timer) return;
      if (running) again = true;
      else tick();
    },
  };
}
