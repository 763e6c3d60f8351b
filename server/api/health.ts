import { Hono } from "hono";
import type { HonoEnv } from "../context";
import { failingParts } from "../services/ops/health";

/**
 * 200 `{ status: "ok", database }` when the database, DATA_DIR and the mail outbox work;
 * 503 `{ status: "degraded", database, failing: [...] }` naming what does not.
 */
export const healthApi = new Hono<HonoEnv>().get("/health", async (c) => {
  const { dbKind, isReady } = c.var.services;
  c.header("Cache-Control", "no-store");
  if (!isReady()) return c.json({ status: "starting", database: dbKind }, 503);
  const failing = await failingParts(c.var.services, c.var.log);
  if (failing.length > 0) {
    c.header("Retry-After", "30");
    return c.json({ status: "degraded", database: dbKind, failing }, 503);
  }
  return c.json({ status: "ok", database: dbKind });
});
