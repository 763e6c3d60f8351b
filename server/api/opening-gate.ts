/**
 * A hotel whose staff have not saved its settings takes nothing from guests yet: its pages
 * say it is opening soon (app/root.tsx), and the guests' JSON API refuses what those
 * pages would have sent (a booking, a message, a subscription, feedback) with the same
 * 503 and Retry-After. Reading (rooms, availability) and the staff's API work as always.
 */
import type { MiddlewareHandler } from "hono";
import type { HonoEnv } from "../context";
import { siteSettingsSaved } from "../services/platform/settings";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
const GUEST_WRITES = /^\/api\/(bookings|contact|newsletter|feedback)(\/|$)/;

/** When to ask again: an hour (setting a hotel up takes a while). */
export const OPENING_RETRY_SECONDS = 3600;
export const OPENING_MESSAGE =
  "This hotel's website is being set up: it takes no bookings or messages yet. Please try again later.";

export const openingGate: MiddlewareHandler<HonoEnv> = async (c, next) => {
  if (
    READS.has(c.req.method) ||
    !GUEST_WRITES.test(c.req.path) ||
    (await siteSettingsSaved(c.var.services.db))
  ) {
    return next();
  }
  c.header("Retry-After", String(OPENING_RETRY_SECONDS));
  return c.json({ message: OPENING_MESSAGE, code: "unavailable" }, 503);
};
