import { data, Form, redirect, useNavigation } from "react-router";
import { safeNext } from "~/admin/session.server";
import { EmailField, FormAlert, SignInFrame, SignInLink } from "~/components/admin/sign-in-frame";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { readFormData } from "~/form-data.server";
import { LoginSchema } from "~core/schemas/admin";
import { signIn } from "~server/services/admin/admins";
import { deviceCookies, deviceTokenFrom } from "~server/services/admin/devices";
import { challengeCookies } from "~server/services/admin/login-challenges";
import { sessionAdmin, sessionCookie, sessionTokenFrom } from "~server/services/admin/sessions";
import { getSiteSettings } from "~server/services/platform/settings";
import type { Route } from "./+types/login";

export function meta() {
  return [{ title: "Sign in | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

/** Notes another admin page sends here with `?note=`. */
const NOTES = {
  reset: "Your password is changed. Sign in with it.",
  expired: "That sign-in has expired or had too many wrong codes. Sign in again.",
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const next = safeNext(params.get("next"));
  const admin = await sessionAdmin(
    context.services.db,
    sessionTokenFrom(request.headers.get("cookie"), context.services.env.isProduction),
  );
  if (admin) throw redirect(next);
  const note = params.get("note");
  const { brandName } = await getSiteSettings(context.services.db);
  return {
    next,
    brandName,
    note: note && note in NOTES ? NOTES[note as keyof typeof NOTES] : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const email = String(form.get("email") ?? "").slice(0, 254);
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  const parsed = LoginSchema.safeParse({ email, password: String(form.get("password") ?? "") });
  if (!parsed.success) {
    return data(
      { email, error: parsed.error.issues[0]?.message ?? "Enter your e-mail and password." },
      { status: 400 },
    );
  }
  const result = await signIn(context.services, {
    ...parsed.data,
    ip: context.clientIp,
    deviceToken: deviceTokenFrom(request.headers.get("cookie")),
  });
  if (!result.ok) {
    const headers: HeadersInit = result.retryAfterSeconds
      ? { "Retry-After": String(result.retryAfterSeconds) }
      : {};
    return data({ email, error: result.message }, { status: result.status, headers });
  }
  const secure = context.services.env.isProduction;
  if (result.secondFactor) {
    // The password was right; the code is asked on the next page (no session yet).
    const headers = new Headers();
    for (const cookie of challengeCookies(result.challengeToken, secure)) {
      headers.append("Set-Cookie", cookie);
    }
    const search = next === "/admin" ? "" : `?next=${encodeURIComponent(next)}`;
    throw redirect(`/admin/login/verify${search}`, { headers });
  }
  const headers = new Headers({ "Set-Cookie": sessionCookie(result.token, secure) });
  for (const cookie of deviceCookies(result.deviceToken, secure)) {
    headers.append("Set-Cookie", cookie);
  }
  throw redirect(next, { headers });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <SignInFrame title="Admin sign-in">
      <p className="mt-1 text-sm text-ink-muted">
        {loaderData.brandName ? `${loaderData.brandName} staff only.` : "Staff only."}
      </p>
      <Form method="post" className="mt-6 grid gap-4">
        {loaderData.note && !actionData?.error ? (
          <p role="status" className="rounded-lg bg-ocean-50 p-3 text-sm font-medium text-ink">
            {loaderData.note}
          </p>
        ) : null}
        <FormAlert id="login-error">{actionData?.error}</FormAlert>
        <EmailField
          value={actionData?.email}
          describedBy={actionData?.error ? "login-error" : undefined}
        />
        <Field id="password" label="Password">
          <Input name="password" type="password" autoComplete="current-password" required />
        </Field>
        <Button type="submit" disabled={busy}>
          {busy ? "Signing in..." : "Sign in"}
        </Button>
      </Form>
      <p className="mt-4 text-sm">
        <SignInLink to="/admin/forgot-password">Forgot password?</SignInLink>
      </p>
    </SignInFrame>
  );
}
