/**
 * What /api/health checks: the database answers, DATA_DIR takes writes, and the mail
 * outbox is being delivered. Each check has its own short time limit, so a locked or
 * unreachable database makes health answer "degraded" promptly instead of hanging.
 */
import { sql } from "drizzle-orm";
import type { AppServices } from "../../context";
import { checkDataDir } from "../../data-dir";

export type HealthPart = "database" | "data_dir" | "mail_outbox";

/** Longest one check may take before it counts as failing. */
export const HEALTH_CHECK_TIMEOUT_MS = 2000;
/** Due mail still unsent this long after it was due means nobody is delivering it. */
const MAIL_OVERDUE = "15 minutes";
/** A message still pending after this many failed attempts means delivery keeps failing. */
const MAIL_FAILED_ATTEMPTS = 3;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`health check timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function mailOutboxHealthy(db: AppServices["db"]): Promise<boolean> {
  const [row] = rowsOf<{ stuck: boolean }>(
    await db.execute(sql`
      SELECT EXISTS (
        SELECT 1 FROM mail_outbox
        WHERE status = 'pending'
          AND (next_attempt_at < now() - ${MAIL_OVERDUE}::interval
            OR (attempts >= ${MAIL_FAILED_ATTEMPTS} AND last_error IS NOT NULL))
      ) AS stuck`),
  );
  return row?.stuck !== true;
}

/**
 * The failing parts, empty when all is well. Failures are logged (with the error) so the
 * operator sees why; the answer names the part only.
 */
export async function failingParts(
  services: Pick<AppServices, "db" | "env">,
  log: Pick<AppServices["logger"], "error">,
  timeoutMs = HEALTH_CHECK_TIMEOUT_MS,
): Promise<HealthPart[]> {
  const check = async (part: HealthPart, run: () => Promise<boolean | undefined>) => {
    try {
      return (await withTimeout(run(), timeoutMs)) === false ? part : null;
    } catch (error) {
      log.error({ err: error, part }, `health check: ${part} failing`);
      return part;
    }
  };
  const [database, dataDir] = await Promise.all([
    check("database", async () => {
      await services.db.execute(sql`SELECT 1`);
      return true;
    }),
    check("data_dir", async () => {
      await checkDataDir(services.env.dataDir);
      return true;
    }),
  ]);
  // The outbox lives in the database: only worth asking when the database answers. A
  // mail query that cannot answer (a held lock, a timeout) is the database failing; the
  // outbox fails only when it answers that mail is stuck.
  let databasePart = database;
  let mail: HealthPart | null = null;
  if (!database) {
    try {
      if (!(await withTimeout(mailOutboxHealthy(services.db), timeoutMs))) mail = "mail_outbox";
    } catch (error) {
      log.error({ err: error, part: "database" }, "health check: database failing");
      databasePart = "database";
    }
  }
  return [databasePart, dataDir, mail].filter((part): part is HealthPart => part !== null);
}
