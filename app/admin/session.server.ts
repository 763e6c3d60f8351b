/** Admin pages on the server: who is signed in, and the guards every admin page uses. */

import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { createContext, redirect } from "react-router";
import type { PageContext } from "~/load-context";
import { ROLE_LABELS, roleMayUse } from "~core/admin-roles";
import { pageContentChanged } from "~server/page-cache";
import {
  type AdminIdentity,
  sessionAdmin,
  sessionTokenFrom,
} from "~server/services/admin/sessions";
import { ENROLMENT_PAGE, mustEnrolTwoFactor } from "~server/services/admin/two-factor";

/** Where to go after signing in: only paths inside the admin (no open redirect). */
export function safeNext(value: string | null | undefined): string {
  return value && /^\/admin(\/[\w\-/?=&%.]*)?$/.test(value) && !value.startsWith("/admin/login")
    ? value
    : "/admin";
}

/** The signed-in admin, or a redirect to the sign-in page that comes back here. */
export async function requireAdminPage(
  request: Request,
  context: PageContext,
): Promise<AdminIdentity> {
  const admin = await sessionAdmin(
    context.services.db,
    sessionTokenFrom(request.headers.get("cookie"), context.services.env.isProduction),
  );
  if (!admin) {
    const url = new URL(request.url);
    // React Router's own parameters of a `.data` request are not part of the page's address.
    url.searchParams.delete("_routes");
    url.searchParams.delete("index");
    throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "");
  // The role, checked with the session for every page, document or data request.
  if (!roleMayUse(admin.role, pathname)) {
    throw new Response(
      `Your role (${ROLE_LABELS[admin.role]}) does not include this part of the admin. Ask an owner if you need it.`,
      { status: 403 },
    );
  }
  // The owners require two-factor sign-in: an account without it can only set it up.
  const mustEnrol = await mustEnrolTwoFactor(context.services.db, admin);
  if (mustEnrol && pathname !== ENROLMENT_PAGE) throw redirect(ENROLMENT_PAGE);
  return {
    id: admin.id,
    email: admin.email,
    name: admin.name,
    role: admin.role,
    ...(mustEnrol ? { mustEnrolTwoFactor: true } : {}),
  };
}

/** Form posts of the admin pages must come from the site itself (like /api/admin). */
export function assertSameOrigin(request: Request, context: PageContext): void {
  const origin = request.headers.get("origin");
  const own = new Set([
    new URL(context.services.env.publicUrl).origin,
    new URL(request.url).origin,
  ]);
  if (!origin || !own.has(origin)) {
    throw new Response("Admin changes must come from the site's own pages.", { status: 403 });
  }
}

/** The signed-in admin of this request, set by `adminMiddleware` (read with `signedInAdmin`). */
export const adminContext = createContext<AdminIdentity | null>(null);

/**
 * The one gate of every page below /admin (the admin layout's middleware). React Router
 * runs a route's middleware for every request that matches it, document or `.data`, even
 * when `?_routes=` names a single child loader or the request posts to a child's action;
 * a loader alone would be skipped there. No session: a redirect to the sign-in page. A
 * state-changing request must also come from the site's own pages. Nothing below /admin
 * may be cached by a browser or a proxy.
 */
export const adminMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const admin = await requireAdminPage(request, context);
  if (request.method !== "GET" && request.method !== "HEAD") assertSameOrigin(request, context);
  context.set(adminContext, admin);
  let response: Response;
  try {
    response = await next();
  } finally {
    // A staff change through a page action: drop the cached public pages everywhere.
    if (request.method !== "GET" && request.method !== "HEAD") {
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
