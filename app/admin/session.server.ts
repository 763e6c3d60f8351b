/** Admin pages on the server: who is signed in, and the guards every admin page uses. */

import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { createContext, redirect } from "react-router";
import type { PageContext } from "~/load-context";
import { pageContentChanged } from "~server/page-cache";
import {
  decideStaffRequest,
  FOREIGN_ORIGIN_MESSAGE,
  isOwnOrigin,
  isSafeMethod,
} from "~server/services/admin/gate";
import type { AdminIdentity } from "~server/services/admin/sessions";
import { ENROLMENT_PAGE } from "~server/services/admin/two-factor";

/** Where to go after signing in: only paths inside the admin (no open redirect). */
export function safeNext(value: string | null | undefined): string {
  return value && /^\/admin(\/[\w\-/?=&%.]*)?$/.test(value) && !value.startsWith("/admin/login")
    ? value
    : "/admin";
}

/**
 * The signed-in admin of an admin page, from the one staff gate
 * (server/services/admin/gate.ts), or the gate's refusal as a page answers it: no session, a
 * redirect to the sign-in page that comes back here; two-factor still to set up, a redirect
 * to the page that sets it up; a role or Origin refused, a 403 page with the gate's message.
 */
export async function requireAdminPage(
  request: Request,
  context: PageContext,
): Promise<AdminIdentity> {
  const url = new URL(request.url);
  const decision = await decideStaffRequest(context.services, {
    method: request.method,
    url: request.url,
    pathname: url.pathname.replace(/\.data$/, ""),
    cookie: request.headers.get("cookie"),
    origin: request.headers.get("origin"),
  });
  if (decision.pass) return decision.admin;
  switch (decision.code) {
    case "unauthorized":
      // React Router's own parameters of a `.data` request are not part of the page's address.
      url.searchParams.delete("_routes");
      url.searchParams.delete("index");
      throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
    case "two_factor_required":
      throw redirect(ENROLMENT_PAGE);
    default:
      throw new Response(decision.message, { status: 403 });
  }
}

/** Form posts outside the admin layout (signing out) must come from the site itself too. */
export function assertSameOrigin(request: Request, context: PageContext): void {
  const origin = request.headers.get("origin");
  if (!isOwnOrigin({ url: request.url, origin }, context.services.env.publicUrl)) {
    throw new Response(FOREIGN_ORIGIN_MESSAGE, { status: 403 });
  }
}

/** The signed-in admin of this request, set by `adminMiddleware` (read with `signedInAdmin`). */
export const adminContext = createContext<AdminIdentity | null>(null);

/**
 * The admin layout's middleware: every page below /admin asks the one staff gate here
 * (requireAdminPage). React Router runs a route's middleware for every request that matches
 * it, document or `.data`, even when `?_routes=` names a single child loader or the request
 * posts to a child's action; a loader alone would be skipped there. Nothing below /admin may
 * be cached by a browser or a proxy.
 */
export const adminMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const admin = await requireAdminPage(request, context);
  context.set(adminContext, admin);
  let response: Response;
  try {
    response = await next();
  } finally {
    // A staff change through a page action: drop the cached public pages everywhere.
    if (!isSafeMethod(request.method)) {
      await pageContentChanged(context.services, "admin page action");
    }
  }
  response.headers.set("Cache-Control", "no-store");
  return response;
};

/** The signed-in admin in an admin loader or action (the middleware has checked it). */
export function signedInAdmin(context: Readonly<RouterContextProvider>): AdminIdentity {
  const admin = context.get(adminContext);
  // Only reachable if a route under /admin were moved out of the admin layout.
  if (!admin) throw new Response("Sign in first.", { status: 401 });
  return admin;
}
