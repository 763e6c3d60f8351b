import type { Context, MiddlewareHandler } from "hono";
import { type AdminRole, ROLE_LABELS, roleMayUse } from "~core/admin-roles";
import type { HonoEnv } from "../../context";
import { AppError } from "../../errors";
import { pageContentChanged } from "../../page-cache";
import { sessionAdmin, sessionTokenFrom } from "../../services/admin/sessions";
import {
  ENROLMENT_MESSAGE,
  mayUseWhileEnrolling,
  mustEnrolTwoFactor,
} from "../../services/admin/two-factor";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/** 403 for a signed-in account whose role does not include this part of the admin. */
export const forbiddenForRole = (role: AdminRole) =>
  new AppError(
    "role_refused",
    `Your role (${ROLE_LABELS[role]}) does not include this part of the admin. Ask an owner if you need it.`,
  );

/**
 * Every /api/admin/* call: 401 JSON without a valid session, 403 for a role that does not
 * reach the path, 403 `two_factor_required` for an account that must still set up
 * two-factor sign-in (the owners require it) outside the few calls that set it up, then
 * 403 when a state-changing request does not come from the site's own pages (Origin must
 * be present and ours: the browser sends the cookie along with a forged request too).
 */
/** The admin session token of a request (the cookie's name depends on the mode). */
export const sessionToken = (c: Context<HonoEnv>) =>
  sessionTokenFrom(c.req.header("cookie"), c.var.services.env.isProduction);

export const requireAdmin: MiddlewareHandler<HonoEnv> = async (c, next) => {
  const admin = await sessionAdmin(c.var.services.db, sessionToken(c));
  if (!admin) throw new AppError("unauthorized", "Sign in to use the admin area.");
  // The role, in the same place as the session: no route below can be reached without it.
  if (!roleMayUse(admin.role, c.req.path)) throw forbiddenForRole(admin.role);
  // Two-factor required by the owners: until it is on, only the set-up calls.
  if (
    !mayUseWhileEnrolling(c.req.method, c.req.path) &&
    (await mustEnrolTwoFactor(c.var.services.db, admin))
  ) {
    throw new AppError("two_factor_required", ENROLMENT_MESSAGE);
  }
  if (!SAFE.has(c.req.method)) {
    const origin = c.req.header("origin");
    const own = new Set([new URL(c.var.services.env.publicUrl).origin, new URL(c.req.url).origin]);
    if (!origin || !own.has(origin)) {
      throw new AppError("forbidden", "Admin changes must come from the site's own pages.");
    }
  }
  c.set("admin", { id: admin.id, email: admin.email, name: admin.name, role: admin.role });
  c.header("Cache-Control", "no-store");
  if (SAFE.has(c.req.method)) return next();
  try {
    await next();
  } finally {
    // Any staff change may show on a public page: drop the cached pages everywhere.
    await pageContentChanged(c.var.services, `admin ${c.req.method} ${c.req.path}`);
  }
};
