/**
 * The one gate of every staff request: an admin page (document, `.data` or form post,
 * through the admin layout's middleware, app/admin/session.server.ts) and every call of the
 * admin API (server/api/admin/protect.ts) ask it, and each only turns its decision into its
 * own answer (a redirect or a page's 403; a JSON error).
 *
 * In this order: a valid session; a role that reaches the path; the two-factor rule (an
 * account the owners require it of may only set it up); and for a state-changing request an
 * Origin that is the site's own (the browser sends the cookie with a forged request too).
 */
import { type AdminRole, ROLE_LABELS, roleMayUse } from "~core/admin-roles";
import type { Database } from "../../db/client";
import { type AdminIdentity, sessionAdmin, sessionTokenFrom } from "./sessions";
import {
  ENROLMENT_MESSAGE,
  ENROLMENT_PAGE,
  mayUseWhileEnrolling,
  mustEnrolTwoFactor,
} from "./two-factor";

/** What a refused staff request is told, by the code every transport answers with. */
export type StaffRefusal =
  | { code: "unauthorized"; message: string }
  | { code: "role_refused"; message: string }
  | { code: "two_factor_required"; message: string }
  | { code: "forbidden"; message: string };

export type StaffDecision = { pass: true; admin: AdminIdentity } | ({ pass: false } & StaffRefusal);

/** Methods that change nothing: no Origin needed, and no cached page is dropped. */
export const isSafeMethod = (method: string) => ["GET", "HEAD", "OPTIONS"].includes(method);

export const roleRefusedMessage = (role: AdminRole) =>
  `Your role (${ROLE_LABELS[role]}) does not include this part of the admin. Ask an owner if you need it.`;

export const SIGN_IN_MESSAGE = "Sign in to use the admin area.";
export const FOREIGN_ORIGIN_MESSAGE = "Changes must come from the site's own pages.";

export interface StaffRequest {
  method: string;
  /** The full address this process saw (its origin is one of the site's own). */
  url: string;
  /** The page's or API's path, without a `.data` suffix. */
  pathname: string;
  cookie: string | null | undefined;
  origin: string | null | undefined;
}

/** Whether a request comes from the site's own pages: PUBLIC_URL's origin or its own. */
export function isOwnOrigin(request: Pick<StaffRequest, "url" | "origin">, publicUrl: string) {
  const own = new Set([new URL(publicUrl).origin, new URL(request.url).origin]);
  return Boolean(request.origin && own.has(request.origin));
}

/** The one decision: may this staff request pass, and as whom. */
export async function decideStaffRequest(
  services: { db: Database; env: { isProduction: boolean; publicUrl: string } },
  request: StaffRequest,
): Promise<StaffDecision> {
  const { db, env } = services;
  const admin = await sessionAdmin(db, sessionTokenFrom(request.cookie, env.isProduction));
  if (!admin) return { pass: false, code: "unauthorized", message: SIGN_IN_MESSAGE };
  if (!roleMayUse(admin.role, request.pathname)) {
    return { pass: false, code: "role_refused", message: roleRefusedMessage(admin.role) };
  }
  const mustEnrol = await mustEnrolTwoFactor(db, admin);
  const settingUp =
    request.pathname === ENROLMENT_PAGE || mayUseWhileEnrolling(request.method, request.pathname);
  if (mustEnrol && !settingUp) {
    return { pass: false, code: "two_factor_required", message: ENROLMENT_MESSAGE };
  }
  if (!isSafeMethod(request.method) && !isOwnOrigin(request, env.publicUrl)) {
    return { pass: false, code: "forbidden", message: FOREIGN_ORIGIN_MESSAGE };
  }
  return {
    pass: true,
    admin: {
      id: admin.id,
      email: admin.email,
      name: admin.name,
      role: admin.role,
      ...(mustEnrol ? { mustEnrolTwoFactor: true } : {}),
    },
  };
}
