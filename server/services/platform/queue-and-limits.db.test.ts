import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../db/test-database";
import { claimJobs, completeJob, enqueueJob, failJob } from "./job-queue";
import { hitRateLimit, RATE_LIMITS } from "./rate-limit";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.destroy();
});

describe("job queue", () => {
  it("hands each due job to one claimer and deduplicates by key", async () => {
    for (let i = 0; i < 6; i++) await enqueueJob(t.db, "mail", { i }, { dedupeKey: `mail-${i}` });
    await enqueueJob(t.db, "mail", { i: 0, again: true }, { dedupeKey: "mail-0" });
    await enqueueJob(t.db, "mail", { later: true }, { runAt: new Date(Date.now() + 3600_000) });
    const [a, b, c] = await Promise.all([
      claimJobs(t.db, "mail", 3),
      claimJobs(t.db, "mail", 3),
      claimJobs(t.db, "mail", 3),
    ]);
    const claimed = [...a!, ...b!, ...c!].map((job) => job.payload.i);
    expect(claimed.sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await claimJobs(t.db, "mail", 10)).toEqual([]);
    for (const job of [...a!, ...b!, ...c!]) await completeJob(t.db, job.id);
    const done = await t.db.select().from(jobs).where(eq(jobs.status, "done"));
    expect(done).toHaveLength(6);
  });

  it("retries a failed job later and gives up after maxAttempts", async () => {
    await enqueueJob(t.db, "push", { n: 1 }, { maxAttempts: 2 });
    const [first] = await claimJobs(t.db, "push", 1);
    await failJob(t.db, first!, "provider down");
    expect(await claimJobs(t.db, "push", 1)).toEqual([]); // backing off
    await t.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, first!.id));
    const [second] = await claimJobs(t.db, "push", 1);
    expect(second!.attempts).toBe(2);
    await failJob(t.db, second!, "still down");
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, first!.id));
    expect(row!.status).toBe("failed");
    expect(row!.lastError).toBe("still down");
  });
});

describe("rate limits", () => {
  it("allows the limit, refuses the next, and counts per subject", async () => {
    const { limit } = RATE_LIMITS.login;
    for (let i = 0; i < limit; i++) {
      expect((await hitRateLimit(t.db, "login", "1.2.3.4")).allowed).toBe(true);
    }
    const refused = await hitRateLimit(t.db, "login", "1.2.3.4");
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(RATE_LIMITS.login.windowSeconds);
    expect((await hitRateLimit(t.db, "login", "5.6.7.8")).allowed).toBe(true);
  });

  it("starts a new window once the old one has passed", async () => {
    for (let i = 0; i < 8; i++) await hitRateLimit(t.db, "login", "9.9.9.9");
    await t.db.execute(
      sql`UPDATE rate_limits SET reset_at = now() - interval '1 second' WHERE key = 'login:9.9.9.9'`,
    );
    const fresh = await hitRateLimit(t.db, "login", "9.9.9.9");
    expect(fresh.allowed).toBe(true);
    expect(fresh.remaining).toBe(RATE_LIMITS.login.limit - 1);
  });
});
