import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { HonoEnv } from "../context";

export const healthApi = new Hono<HonoEnv>().get("/health", async (c) => {
  const { db, dbKind, isReady, log } = { ...c.var.services, log: c.var.log };
  c.header("Cache-Control", "no-store");
  if (!isReady()) return c.json({ status: "starting", database: dbKind }, 503);
  try {
    await db.execute(sql`SELECT 1`);
  } catch (error) {
    log.error({ err: error }, "health check: database unreachable");
    return c.json({ status: "unavailable", database: dbKind }, 503);
  }
  return c.json({ status: "ok", database: dbKind });
});
