/**
 * Data retention: rows that hold guests' data or only pile up are deleted once they
 * are no longer needed. Sent and failed mail after MAIL_RETENTION_DAYS, finished jobs
 * after JOB_RETENTION_DAYS, the audit log after AUDIT_RETENTION_DAYS, rate-limit
 * windows, sessions, password reset links, pending two-factor sign-ins and caches as soon
 * as they have ended. Queued mail and jobs, live sessions, open reset links and open
 * sign-ins are never touched.
 *
 * Each DELETE takes at most `batchSize` rows (locked with SKIP LOCKED, so two processes
 * pruning at once share the work instead of waiting) and repeats its condition, so a row
 * changed meanwhile (a failed push resent, a session used) is re-checked and kept.
 */
import { type SQL, sql } from "drizzle-orm";
import type { AppServices } from "../../context";
import type { Database } from "../../db/client";
import { SETUP_KEY } from "../admin/admins";
import { CHALLENGE_MAX_ATTEMPTS } from "../admin/login-challenges";
import { SESSION_IDLE_MS } from "../admin/sessions";
import { startIntervalWorker } from "../platform/interval-worker";
import { hitRateLimit } from "../platform/rate-limit";

const DAY_MS = 86_400_000;
/** eZee availability is read for 2 minutes; older rows are dead (a day of margin). */
const EZEE_CACHE_KEEP_MS = DAY_MS;

export interface RetentionPolicy {
  mailDays: number;
  jobDays: number;
  auditDays: number;
  /** Rows per DELETE statement (default 1,000). */
  batchSize?: number;
}

export interface PruneCounts {
  mailOutbox: number;
  jobs: number;
  rateLimits: number;
  sessions: number;
  passwordResets: number;
  loginChallenges: number;
  setupTokens: number;
  ezeeAvailabilityCache: number;
  auditLog: number;
}

export interface PruneOptions {
  /** Stops between batches (shutdown). */
  signal?: AbortSignal;
  /** Called after every statement (logs, tests). */
  onBatch?: (table: keyof PruneCounts, deleted: number) => void;
}

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

/** Deletes what the policy no longer keeps, as of `now`. Returns the rows deleted per table. */
export async function pruneExpiredData(
  db: Database,
  now: Date,
  policy: RetentionPolicy,
  options: PruneOptions = {},
): Promise<PruneCounts> {
  const batchSize = policy.batchSize ?? 1000;
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const mailCutoff = before(policy.mailDays * DAY_MS);
  const jobCutoff = before(policy.jobDays * DAY_MS);
  const auditCutoff = before(policy.auditDays * DAY_MS);
  const nowIso = now.toISOString();

  const prune = async (
    table: keyof PruneCounts,
    target: string,
    keys: string[],
    condition: SQL,
  ): Promise<number> => {
    // The batch's columns get their own names, so the condition's names stay unambiguous.
    const columns = sql.raw(keys.map((key, i) => `${key} AS batch_${i}`).join(", "));
    const join = sql.raw(keys.map((key, i) => `t.${key} = batch.batch_${i}`).join(" AND "));
    let total = 0;
    while (!options.signal?.aborted) {
      // MATERIALIZED: the batch is picked once (a subquery may be run again per row).
      const result = await db.execute(sql`
        WITH batch AS MATERIALIZED (
          SELECT ${columns} FROM ${sql.raw(target)} WHERE ${condition}
          LIMIT ${batchSize} FOR UPDATE SKIP LOCKED
        )
        DELETE FROM ${sql.raw(target)} AS t USING batch WHERE ${join} AND ${condition}
        RETURNING 1`);
      const deleted = rowsOf(result).length;
      total += deleted;
      options.onBatch?.(table, deleted);
      if (deleted < batchSize) break;
    }
    return total;
  };

  return {
    mailOutbox: await prune(
      "mailOutbox",
      "mail_outbox",
      ["id"],
      // A failed row's next_attempt_at is its last attempt (plus at most an hour).
      sql`((status = 'sent' AND sent_at < ${mailCutoff}::timestamptz)
        OR (status = 'failed' AND next_attempt_at < ${mailCutoff}::timestamptz))`,
    ),
    jobs: await prune(
      "jobs",
      "jobs",
      ["id"],
      sql`(status IN ('done', 'failed') AND finished_at < ${jobCutoff}::timestamptz)`,
    ),
    rateLimits: await prune(
      "rateLimits",
      "rate_limits",
      ["key"],
      sql`reset_at <= ${nowIso}::timestamptz`,
    ),
    sessions: await prune(
      "sessions",
      "sessions",
      ["token_hash"],
      sql`(expires_at <= ${nowIso}::timestamptz
        OR last_seen_at <= ${before(SESSION_IDLE_MS)}::timestamptz)`,
    ),
    // A reset link is spent once used (or voided by a newer one) or past its 30 minutes.
    passwordResets: await prune(
      "passwordResets",
      "admin_password_resets",
      ["id"],
      sql`(used_at IS NOT NULL OR expires_at <= ${nowIso}::timestamptz)`,
    ),
    // A second sign-in step ends after 5 minutes or 5 wrong codes.
    loginChallenges: await prune(
      "loginChallenges",
      "admin_login_challenges",
      ["token_hash"],
      sql`(expires_at <= ${nowIso}::timestamptz OR attempts >= ${CHALLENGE_MAX_ATTEMPTS})`,
    ),
    // The first-admin setup link is spent once an admin exists.
    setupTokens: await prune(
      "setupTokens",
      "app_meta",
      ["key"],
      sql`(key = ${SETUP_KEY} AND EXISTS (SELECT 1 FROM admin_users))`,
    ),
    ezeeAvailabilityCache: await prune(
      "ezeeAvailabilityCache",
      "ezee_availability_cache",
      ["ezee_room_type_id", "night"],
      sql`fetched_at < ${before(EZEE_CACHE_KEEP_MS)}::timestamptz`,
    ),
    auditLog: await prune(
      "auditLog",
      "audit_log",
      ["id"],
      sql`created_at < ${auditCutoff}::timestamptz`,
    ),
  };
}

type Services = Pick<AppServices, "db" | "env" | "logger">;

/**
 * Prunes at start and about once an hour across all processes: every 10 minutes each
 * process asks the shared `rate_limits` row, which lets one in per hour (started by
 * server/run.ts only, like the other workers).
 */
export function startRetentionWorker(services: Services, intervalMs = 10 * 60_000) {
  return startIntervalWorker({
    name: "retention prune",
    intervalMs,
    logger: services.logger,
    run: async (signal) => {
      const turn = await hitRateLimit(services.db, "retention", "all");
      if (!turn.allowed) return;
      const counts = await pruneExpiredData(services.db, new Date(), services.env.retention, {
        signal,
      });
      const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
      if (total > 0) services.logger.info(counts, "retention: expired data deleted");
      else services.logger.debug(counts, "retention: nothing to delete");
    },
  });
}
