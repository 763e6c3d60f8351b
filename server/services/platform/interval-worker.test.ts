import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startIntervalWorker } from "./interval-worker";

function gate() {
  let open: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe("startIntervalWorker", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs at start and on every tick, never two passes at once", async () => {
    let running = 0;
    let most = 0;
    let passes = 0;
    let current = gate();
    const worker = startIntervalWorker({
      name: "test",
      intervalMs: 1000,
      logger: { error: vi.fn() },
      run: async () => {
        passes++;
        running++;
        most = Math.max(most, running);
        await current.promise;
        running--;
      },
    });
    await flush();
    expect(passes).toBe(1);
    // Ticks while the first pass hangs are skipped.
    await vi.advanceTimersByTimeAsync(3500);
    expect(passes).toBe(1);
    current.open();
    current = gate();
    await flush();
    await vi.advanceTimersByTimeAsync(1000);
    expect(passes).toBe(2);
    expect(most).toBe(1);
    current.open();
    await worker.stop();
  });

  it("makes one pass follow a busy pass when kicked, or on a tick with busyTick 'follow'", async () => {
    let passes = 0;
    let current = gate();
    const run = async () => {
      passes++;
      await current.promise;
    };
    const kicked = startIntervalWorker({
      name: "k",
      intervalMs: 60_000,
      logger: { error: vi.fn() },
      run,
    });
    await flush();
    kicked.kick();
    kicked.kick();
    const first = current;
    current = gate();
    first.open();
    await flush();
    expect(passes).toBe(2);
    current.open();
    await kicked.stop();

    passes = 0;
    current = gate();
    const following = startIntervalWorker({
      name: "f",
      intervalMs: 1000,
      logger: { error: vi.fn() },
      run,
      busyTick: "follow",
      runAtStart: false,
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(passes).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    const held = current;
    current = gate();
    held.open();
    await flush();
    expect(passes).toBe(2);
    current.open();
    await following.stop();
  });

  it("runs again at once while a pass says more is waiting", async () => {
    let left = 3;
    const worker = startIntervalWorker({
      name: "queue",
      intervalMs: 60_000,
      logger: { error: vi.fn() },
      run: async () => --left > 0,
    });
    await flush();
    expect(left).toBe(0);
    await worker.stop();
  });

  it("logs a failed pass under its name and keeps ticking", async () => {
    const error = vi.fn();
    let passes = 0;
    const worker = startIntervalWorker({
      name: "payment sweep",
      intervalMs: 1000,
      logger: { error },
      run: async () => {
        passes++;
        if (passes === 1) throw new Error("database down");
      },
    });
    await flush();
    expect(error).toHaveBeenCalledWith({ err: expect.any(Error) }, "payment sweep failed");
    await vi.advanceTimersByTimeAsync(1000);
    expect(passes).toBe(2);
    await worker.stop();
  });

  it("stops: aborts the signal, waits for the pass in flight, and runs nothing after", async () => {
    const held = gate();
    let signal: AbortSignal | undefined;
    let passes = 0;
    let finished = false;
    const worker = startIntervalWorker({
      name: "stop",
      intervalMs: 1000,
      logger: { error: vi.fn() },
      run: async (s) => {
        passes++;
        signal = s;
        await held.promise;
        finished = true;
      },
    });
    await flush();
    const stopped = worker.stop();
    expect(signal?.aborted).toBe(true);
    let done = false;
    void stopped.then(() => {
      done = true;
    });
    await flush();
    expect(done).toBe(false);
    held.open();
    await stopped;
    expect(finished).toBe(true);
    worker.kick();
    await vi.advanceTimersByTimeAsync(5000);
    expect(passes).toBe(1);
  });
});
