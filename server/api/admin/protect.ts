import type { Context, MiddlewareHandler } from "hono";
import type { HonoEnv } from "../../context";
import { AppError } from "../../errors";
import { pageContentChanged } from "../../page-cache";
import { decideStaffRequest, isSafeMethod } from "../../services/admin/gate";
import { sessionTokenFrom } from "../../services/admin/sessions";

/** The admin session token of a request (the cookie's name depends on the mode). */
export const sessionToken = (c: Context<HonoEnv>) =>
  sessionTokenFrom(c.req.header("cookie"), c.var.services.env.isProduction);

/**
 * Every /api/admin/* call passes the one staff gate (server/services/admin/gate.ts); a
 * refusal is its JSON error with the gate's code: 401 `unauthorized`, 403 `role_refused`,
 * 403 `two_factor_required`, 403 `forbidden` (a change from another site).
 */
export const requireAdmin: MiddlewareHandler<HonoEnv> = async (c, next) => {
  const decision = await decideStaffRequest(c.var.services, {
    method: c.req.method,
    url: c.req.url,
    pathname: c.req.path,
    cookie: c.req.header("cookie"),
    origin: c.req.header("origin"),
  });
  if (!decision.pass) throw new AppError(decision.code, decision.message);
  const { mustEnrolTwoFactor: _, ...admin } = decision.admin;
  c.set("admin", admin);
  c.header("Cache-Control", "no-store");
  if (isSafeMethod(c.req.method)) return next();
  try {
    await next();
  } finally {
    // Any staff change may show on a public page: drop the cached pages everywhere.
    await pageContentChanged(c.var.services, `admin ${c.req.method} ${c.req.path}`);
  }
};
