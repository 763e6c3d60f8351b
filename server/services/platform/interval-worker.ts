import type { Logger } from "pino";

export interface IntervalWorker {
  /** Run now instead of at the next tick (after the run in flight, if there is one). */
  kick(): void;
  /** No new runs; aborts the signal and waits for the run in flight. */
  stop(): Promise<void>;
}

export interface IntervalWorkerOptions {
  /** Named in the log line of a failed run. */
  name: string;
  intervalMs: number;
  logger: Pick<Logger, "error">;
  /**
   * One pass. Answering `true` means more is waiting: the next pass follows at once.
   * The signal is aborted by `stop()`.
   */
  run(signal: AbortSignal): Promise<unknown>;
  /** A pass at start as well as on every tick (default true). */
  runAtStart?: boolean;
  /**
   * What a tick that finds a pass still running does: "skip" it (default), or "follow",
   * so that a pass starts again right after (for queues whose new items a running pass
   * may already have missed). A `kick()` during a pass always makes another follow.
   */
  busyTick?: "skip" | "follow";
}

/**
 * The background loop of every worker `server/run.ts` starts (mail, payments, refunds, eZee,
 * clean-ups, alerts): one pass at a time per process, a failed pass logged and retried at
 * the next tick, the timer never keeping the process alive, and a stop that waits for the
 * pass in flight. Work shared by several processes takes its turn through the database
 * (claims, rate-limit rows), not here.
 */
export function startIntervalWorker(options: IntervalWorkerOptions): IntervalWorker {
  const stopping = new AbortController();
  let inFlight: Promise<void> | undefined;
  let again = false;

  const pass = async () => {
    do {
      again = false;
      try {
        if ((await options.run(stopping.signal)) === true) again = true;
      } catch (error) {
        options.logger.error({ err: error }, `${options.name} failed`);
      }
    } while (again && !stopping.signal.aborted);
  };

  const start = (follow: boolean) => {
    if (stopping.signal.aborted) return;
    if (inFlight) {
      if (follow) again = true;
      return;
    }
    inFlight = pass().finally(() => {
      inFlight = undefined;
      // A kick between the pass's last check and here would otherwise wait a tick.
      if (again) start(false);
    });
  };

  const timer = setInterval(() => start(options.busyTick === "follow"), options.intervalMs);
  timer.unref();
  if (options.runAtStart ?? true) start(false);

  return {
    kick: () => start(true),
    async stop() {
      stopping.abort();
      clearInterval(timer);
      await inFlight;
    },
  };
}
