import { redirect } from "react-router";
import { assertSameOrigin } from "~/admin/session.server";
import { readFormData } from "~/form-data.server";
import { audit } from "~server/services/admin/admins";
import {
  clearedSessionCookie,
  endAllSessions,
  endSession,
  sessionAdmin,
  sessionTokenFrom,
} from "~server/services/admin/sessions";
import type { Route } from "./+types/logout";

export async function loader() {
  return redirect("/admin");
}

/** Signs out (this browser, or everywhere with `everywhere=1`). */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const { db, env } = context.services;
  const token = sessionTokenFrom(request.headers.get("cookie"), context.services.env.isProduction);
  const admin = await sessionAdmin(db, token);
  const form = await readFormData(request);
  if (admin && form.get("everywhere") === "1") await endAllSessions(db, admin.id);
  else await endSession(db, token);
  if (admin) await audit(db, admin.id, "logout", "admin", String(admin.id));
  return redirect("/admin/login", {
    headers: { "Set-Cookie": clearedSessionCookie(env.isProduction) },
  });
}
