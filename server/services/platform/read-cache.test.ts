import { describe, expect, it } from "vitest";
import { cachedRead, invalidateReadCache } from "./read-cache";

/** A thenable like a Drizzle query: every `then` runs the query again. */
function query(counter: { runs: number }, value: string): PromiseLike<string> {
  return {
    // biome-ignore lint/suspicious/noThenProperty: stands in for a Drizzle query builder
    then(onFulfilled, onRejected) {
      counter.runs += 1;
      return Promise.resolve(value).then(onFulfilled, onRejected);
    },
  };
}

describe("cachedRead", () => {
  it("runs a query-like thenable once for every reader within the TTL", async () => {
    const db = {};
    const counter = { runs: 0 };
    for (let i = 0; i < 5; i++) {
      expect(await cachedRead(db, "k", () => query(counter, "rows"))).toBe("rows");
    }
    expect(counter.runs).toBe(1);
  });

  it("reads again after an invalidation, and per database handle", async () => {
    const db = {};
    const other = {};
    const counter = { runs: 0 };
    await cachedRead(db, "content:a", () => query(counter, "one"));
    await cachedRead(other, "content:a", () => query(counter, "two"));
    expect(counter.runs).toBe(2);
    invalidateReadCache(db, "content:");
    expect(await cachedRead(db, "content:a", () => query(counter, "three"))).toBe("three");
    expect(await cachedRead(other, "content:a", () => query(counter, "four"))).toBe("two");
    expect(counter.runs).toBe(3);
  });

  it("does not keep a failed read", async () => {
    const db = {};
    await expect(cachedRead(db, "k", () => Promise.reject(new Error("down")))).rejects.toThrow();
    expect(await cachedRead(db, "k", () => Promise.resolve("up"))).toBe("up");
  });
});
