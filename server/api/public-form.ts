import type { Context } from "hono";
import type { HonoEnv } from "../context";
import { AppError } from "../errors";
import { hitRateLimit } from "../services/platform/rate-limit";
import { clientIp } from "./client-ip";

/**
 * Counts one submission of a public form against the caller's address (the
 * `publicForm` limit of RATE_LIMITS); past the limit, 429 with Retry-After.
 * Counted before validation, so a bot sending garbage is limited too.
 */
/**
 * The feedback form's own limits (RATE_LIMITS.feedbackBurst and feedbackHour): one
 * address may be a lobby tablet or the hotel's Wi-Fi, where many guests share it.
 */
export async function limitFeedback(c: Context<HonoEnv>): Promise<void> {
  const { db } = c.var.services;
  for (const name of ["feedbackBurst", "feedbackHour"] as const) {
    const limit = await hitRateLimit(db, name, clientIp(c));
    if (!limit.allowed) {
      c.header("Retry-After", String(limit.retryAfterSeconds));
      throw new AppError("rate_limited", "Too many requests. Please try again later.");
    }
  }
}

export async function limitPublicForm(c: Context<HonoEnv>, form: string): Promise<void> {
  const limit = await hitRateLimit(c.var.services.db, "publicForm", `${form}:${clientIp(c)}`);
  if (!limit.allowed) {
    c.header("Retry-After", String(limit.retryAfterSeconds));
    throw new AppError("rate_limited", "Too many requests. Please try again later.");
  }
}
