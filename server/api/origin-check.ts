import type { Context, MiddlewareHandler } from "hono";
import type { HonoEnv } from "../context";
import { AppError } from "../errors";
import { FOREIGN_ORIGIN_MESSAGE, isOwnOrigin } from "../services/admin/gate";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

const ownOrigins = (c: Context<HonoEnv>) =>
  new Set([new URL(c.var.services.env.publicUrl).origin, new URL(c.req.url).origin]);

/**
 * The newsletter's one-click unsubscribe (RFC 8058): mail programs post it without an
 * Origin; it only ever ends one subscription named by its signed link.
 */
const WITHOUT_ORIGIN = /^\/newsletter\/unsubscribe(\.data)?\/?$/;

/**
 * Where a state-changing request must name the site itself as its Origin (a browser
 * always sends it on a POST, PUT, PATCH or DELETE): the staff's API (/api/admin,
 * /api/auth) and every page action. The guests' JSON API keeps allowing none (below).
 */
const mustNameOrigin = (path: string) =>
  path.startsWith("/api/admin/") ||
  path === "/api/admin" ||
  path.startsWith("/api/auth/") ||
  (!path.startsWith("/api/") && path !== "/api" && !WITHOUT_ORIGIN.test(path));

/**
 * The front door's check (server/app.ts), before any handler: a state-changing request
 * to the admin or a page action without a matching Origin, or with none, is a 403.
 */
export const requireOwnOrigin: MiddlewareHandler<HonoEnv> = async (c, next) => {
  if (!SAFE.has(c.req.method) && mustNameOrigin(c.req.path)) {
    // The staff gate's own rule and words (server/services/admin/gate.ts), checked here
    // before any handler and again by the gate.
    const request = { url: c.req.url, origin: c.req.header("origin") };
    if (!isOwnOrigin(request, c.var.services.env.publicUrl)) {
      throw new AppError("forbidden", FOREIGN_ORIGIN_MESSAGE);
    }
  }
  await next();
};

/**
 * Refuses state-changing requests sent by another site's page: a browser always
 * sends Origin on cross-origin POST/PUT/PATCH/DELETE, so a foreign one is a 403.
 */
export const originCheck: MiddlewareHandler<HonoEnv> = async (c, next) => {
  if (!SAFE.has(c.req.method)) {
    const origin = c.req.header("origin");
    if (origin) {
      if (!ownOrigins(c).has(origin))
        throw new AppError("forbidden", "Cross-site requests are not allowed.");
    }
  }
  await next();
};
