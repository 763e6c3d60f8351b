/**
 * A durable job queue in the database. Several server processes can run workers
 * against one PostgreSQL: a worker claims due jobs with FOR UPDATE SKIP LOCKED,
 * so no job is handed to two workers, and a crashed worker's claim expires.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { jobs } from "../../db/schema";

export type Job = typeof jobs.$inferSelect;

export async function enqueueJob(
  db: Database,
  queue: string,
  payload: Record<string, unknown>,
  options: { dedupeKey?: string; runAt?: Date; maxAttempts?: number } = {},
): Promise<void> {
  await db
    .insert(jobs)
    .values({
      queue,
      payload,
      dedupeKey: options.dedupeKey ?? null,
      runAt: options.runAt ?? new Date(),
      maxAttempts: options.maxAttempts ?? 8,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey });
}

/** Claims up to `limit` due jobs of a queue for `leaseSeconds`. */
export async function claimJobs(
  db: Database,
  queue: string,
  limit: number,
  leaseSeconds = 60,
): Promise<Job[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.queue, queue),
          sql`(${jobs.status} = 'pending' AND ${jobs.runAt} <= now())
            OR (${jobs.status} = 'running' AND ${jobs.lockedUntil} < now())`,
        ),
      )
      .orderBy(jobs.runAt, jobs.id)
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(jobs)
      .set({
        status: "running",
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(
        sql`${jobs.id} IN (${sql.join(
          due.map((job) => sql`${job.id}`),
          sql`, `,
        )})`,
      )
      .returning();
  });
}

export async function completeJob(db: Database, id: number): Promise<void> {
  await db
    .update(jobs)
    .set({ status: "done", finishedAt: new Date(), lockedUntil: null, lastError: null })
    .where(eq(jobs.id, id));
}

/** Exponential back-off (30 s, 1 min, 2 min ... capped at 1 h) until maxAttempts. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

export async function failJob(db: Database, job: Job, error: string): Promise<void> {
  const final = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set({
      status: final ? "failed" : "pending",
      lastError: error.slice(0, 2000),
      lockedUntil: null,
      runAt: sql`now() + make_interval(secs => ${retryDelaySeconds(job.attempts)})`,
      finishedAt: final ? new Date() : null,
    })
    .where(eq(jobs.id, job.id));
}
