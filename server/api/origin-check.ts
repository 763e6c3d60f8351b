import type { MiddlewareHandler } from "hono";
import type { HonoEnv } from "../context";
import { AppError } from "../errors";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by another site's page: a browser always
 * sends Origin on cross-origin POST/PUT/PATCH/DELETE, so a foreign one is a 403.
 */
export const originCheck: MiddlewareHandler<HonoEnv> = async (c, next) => {
  if (!SAFE.has(c.req.method)) {
    const origin = c.req.header("origin");
    if (origin) {
      const allowed = new Set([
        new URL(c.var.services.env.publicUrl).origin,
        new URL(c.req.url).origin,
      ]);
      if (!allowed.has(origin))
        throw new AppError("forbidden", "Cross-site requests are not allowed.");
    }
  }
  await next();
};
