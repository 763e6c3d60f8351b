/**
 * Starts the requests that reach the app one per turn of the event loop, in the order they
 * came (server/app.ts#nodeListener).
 *
 * Node (libuv) accepts at most one new connection per turn of its event loop, and a turn runs
 * every request whose data arrived since the last one. A public page costs milliseconds of
 * CPU, so under load one turn held the work of dozens of requests, and a connection opened
 * then waited dozens of turns to be accepted: measured at 50 connections on two cores, a few
 * requests waited over 2 s in the kernel although none took over 0.5 s once Node read it
 * (a bare `node:http` server doing 4 ms of work per request shows the same). Started one per
 * turn, every turn holds about one request's work, so connections are accepted and sockets
 * read while the queue drains, and waiting is first come, first served.
 *
 * Only the start is paced: a request waiting on the database or a provider does not hold
 * the next one back.
 */
export interface Pacer {
  /** Runs `start` in a later turn, after everything queued before it. */
  run(start: () => void): void;
  /** Requests queued and not yet started. */
  readonly waiting: number;
}

export function createPacer(): Pacer {
  const queue: (() => void)[] = [];
  let scheduled = false;
  const turn = () => {
    const start = queue.shift();
    if (queue.length > 0) setImmediate(turn);
    else scheduled = false;
    start?.();
  };
  return {
    run(start) {
      queue.push(start);
      if (!scheduled) {
        scheduled = true;
        setImmediate(turn);
      }
    },
    get waiting() {
      return queue.length;
    },
  };
}
