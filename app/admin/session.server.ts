/** Admin pages on the server: who is signed in, and the guards every admin page uses. */

import type { AppLoadContext } from "react-router";
import { redirect } from "react-router";
import {
  type AdminIdentity,
  sessionAdmin,
  sessionTokenFrom,
} from "../../server/services/auth/sessions";

/** Where to go after signing in: only paths inside the admin (no open redirect). */
export function safeNext(value: string | null | undefined): string {
  return value && /^\/admin(\/[\w\-/?=&%.]*)?$/.test(value) && !value.startsWith("/admin/login")
    ? value
    : "/admin";
}

/** The signed-in admin, or a redirect to the sign-in page that comes back here. */
export async function requireAdminPage(
  request: Request,
  context: AppLoadContext,
): Promise<AdminIdentity> {
  const admin = await sessionAdmin(
    context.services.db,
    sessionTokenFrom(request.headers.get("cookie")),
  );
  if (!admin) {
    const url = new URL(request.url);
    throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return { id: admin.id, email: admin.email, name: admin.name };
}

/** Form posts of the admin pages must come from the site itself (like /api/admin). */
export function assertSameOrigin(request: Request, context: AppLoadContext): void {
  const origin = request.headers.get("origin");
  const own = new Set([
    new URL(context.services.env.publicUrl).origin,
    new URL(request.url).origin,
  ]);
  if (!origin || !own.has(origin)) {
    throw new Response("Admin changes must come from the site's own pages.", { status: 403 });
  }
}
