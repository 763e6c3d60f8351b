import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { nodeListener } from "~server/app";
import { createPacer, type Pacer } from "~server/pace";

/** Holds the CPU for `ms` milliseconds, as a page render does. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

const until = async (check: () => boolean) => {
  for (let tries = 0; tries < 200 && !check(); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(check()).toBe(true);
};

describe("createPacer (server/pace.ts)", () => {
  it("starts queued requests in arrival order, one per turn of the event loop", async () => {
    const pacer = createPacer();
    const events: string[] = [];
    let done!: () => void;
    const finished = new Promise<void>((resolve) => {
      done = resolve;
    });
    for (const name of ["a", "b", "c", "d"]) {
      pacer.run(() => {
        events.push(name);
        busy(5);
        if (name === "d") done();
      });
    }
    expect(pacer.waiting).toBe(4);
    // Due after the first start's 5 ms: a turn between two starts runs it (timers, sockets).
    setTimeout(() => events.push("timer"), 0);
    await finished;
    expect(events.filter((event) => event !== "timer")).toEqual(["a", "b", "c", "d"]);
    const timer = events.indexOf("timer");
    expect(timer).toBeGreaterThan(0);
    expect(timer).toBeLessThan(events.length - 2);
    expect(pacer.waiting).toBe(0);
  });

  it("keeps pacing requests queued while it drains, and again after it was idle", async () => {
    const pacer = createPacer();
    const events: string[] = [];
    await new Promise<void>((resolve) => {
      pacer.run(() => {
        events.push("first");
        pacer.run(() => {
          events.push("queued while draining");
          resolve();
        });
      });
    });
    await new Promise<void>((resolve) =>
      pacer.run(() => {
        events.push("after idle");
        resolve();
      }),
    );
    expect(events).toEqual(["first", "queued while draining", "after idle"]);
  });
});

describe("nodeListener's pacing (server/app.ts)", () => {
  it("serves a waiting request once started, and never one whose client left while it waited", async () => {
    const held: (() => void)[] = [];
    const pacer: Pacer = {
      run: (start) => void held.push(start),
      get waiting() {
        return held.length;
      },
    };
    const served: string[] = [];
    const app = {
      fetch: (incoming: Request) => {
        served.push(new URL(incoming.url).pathname);
        return new Response("ok");
      },
    };
    const server = createServer(nodeListener(app, {}, pacer));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      // A client that gives up while its request waits in the queue.
      const gone = request({ host: "127.0.0.1", port, path: "/gone" });
      gone.on("error", () => {});
      gone.end();
      await until(() => held.length === 1);
      gone.destroy();
      await until(() => (server as unknown as { _connections: number })._connections === 0);
      held.shift()?.();
      // A client that waits for its turn.
      const answer = new Promise<string>((resolve, reject) => {
        const stays = request({ host: "127.0.0.1", port, path: "/stays" }, (response) => {
          let body = "";
          response.on("data", (chunk) => {
            body += chunk;
          });
          response.on("end", () => resolve(body));
        });
        stays.on("error", reject);
        stays.end();
      });
      await until(() => held.length === 1);
      expect(served).toEqual([]);
      held.shift()?.();
      expect(await answer).toBe("ok");
      expect(served).toEqual(["/stays"]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
