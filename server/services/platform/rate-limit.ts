/**
 * Fixed-window rate limits counted in the database, so every server process
 * shares one count per key. One upsert per check; no read-modify-write race.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/** The one catalogue of limits (a new form adds its limit here). */
export const RATE_LIMITS = {
  publicForm: { limit: 10, windowSeconds: 10 * 60 },
  /**
   * Guest feedback: a reception tablet or the hotel Wi-Fi at a busy check-out
   * sends one form every minute or two from one address, far below both; a script sending
   * forms in a loop meets the first within a minute, a slow one the second within the hour.
   */
  feedbackBurst: { limit: 12, windowSeconds: 60 },
  feedbackHour: { limit: 150, windowSeconds: 60 * 60 },
  login: { limit: 5, windowSeconds: 15 * 60 },
  /** "Forgot password": per e-mail address and per client address, counted for any address. */
  passwordResetEmail: { limit: 3, windowSeconds: 60 * 60 },
  passwordResetClient: { limit: 10, windowSeconds: 60 * 60 },
  /** A signed-in account proving itself again (current password, authenticator code). */
  accountCheck: { limit: 5, windowSeconds: 15 * 60 },
  /** Per hour; the count is BOOKING_RATE_LIMIT (env.bookingRateLimit), this is the default. */
  booking: { limit: 20, windowSeconds: 60 * 60 },
  /** Not a guest limit: one process per day runs the clean-up of unused uploads. */
  mediaSweep: { limit: 1, windowSeconds: 24 * 60 * 60 },
  /** Not a guest limit: one process per hour prunes expired data (retention.ts). */
  retention: { limit: 1, windowSeconds: 60 * 60 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

export async function hitRateLimit(
  db: Database,
  name: RateLimitName,
  subject: string,
  /** A configured count replacing the catalogue's (same window). */
  limitOverride?: number,
): Promise<RateLimitResult> {
  const { windowSeconds } = RATE_LIMITS[name];
  const limit = limitOverride ?? RATE_LIMITS[name].limit;
  const key = `${name}:${subject}`;
  const result = await db.execute<{ count: number; retry: number }>(sql`
    INSERT INTO rate_limits (key, count, reset_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now()
        THEN now() + make_interval(secs => ${windowSeconds}) ELSE rate_limits.reset_at END
    RETURNING count, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (reset_at - now()))))::int AS retry`);
  const row = (result as unknown as { rows: { count: number; retry: number }[] }).rows[0]!;
  const count = Number(row.count);
  return {
    allowed: count <= limit,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: Number(row.retry),
  };
}

/** The current count of a limit without counting a hit (e.g. failed logins only count failures). */
export async function peekRateLimit(
  db: Database,
  name: RateLimitName,
  subject: string,
): Promise<RateLimitResult> {
  const { limit } = RATE_LIMITS[name];
  const result = await db.execute<{ count: number; retry: number }>(sql`
    SELECT count, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (reset_at - now()))))::int AS retry
    FROM rate_limits WHERE key = ${`${name}:${subject}`} AND reset_at > now()`);
  const row = (result as unknown as { rows: { count: number; retry: number }[] }).rows[0];
  const count = row ? Number(row.count) : 0;
  return {
    allowed: count < limit,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: row ? Number(row.retry) : 0,
  };
}

/** A place taken in a limit; `window` names the window it was taken in (for a refund). */
export interface RateLimitReservation extends RateLimitResult {
  key: string;
  window: string;
}

/**
 * Takes a place in a limit before slow work (e.g. a password hash): the same atomic
 * upsert as `hitRateLimit`, so parallel callers each see their own count and no more
 * than `limit` of them get through.
 */
export async function reserveRateLimit(
  db: Database,
  name: RateLimitName,
  subject: string,
): Promise<RateLimitReservation> {
  const { limit, windowSeconds } = RATE_LIMITS[name];
  const key = `${name}:${subject}`;
  const result = await db.execute(sql`
    INSERT INTO rate_limits (key, count, reset_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now()
        THEN now() + make_interval(secs => ${windowSeconds}) ELSE rate_limits.reset_at END
    RETURNING count, reset_at::text AS window,
      GREATEST(0, CEIL(EXTRACT(EPOCH FROM (reset_at - now()))))::int AS retry`);
  const row = (result as unknown as { rows: { count: number; window: string; retry: number }[] })
    .rows[0]!;
  const count = Number(row.count);
  return {
    allowed: count <= limit,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: Number(row.retry),
    key,
    window: row.window,
  };
}

/** Gives a reserved place back, unless its window has ended meanwhile. */
export async function refundRateLimit(
  db: Database,
  reservation: RateLimitReservation,
): Promise<void> {
  await db.execute(sql`
    UPDATE rate_limits SET count = GREATEST(0, count - 1)
    WHERE key = ${reservation.key} AND reset_at = ${reservation.window}::timestamptz`);
}
