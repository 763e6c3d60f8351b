import { data, Form, Link, redirect, useNavigation } from "react-router";
import { safeNext } from "~/admin/session.server";
import { FormAlert, SignInFrame, SignInLink } from "~/components/admin/sign-in-frame";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { readFormData } from "~/form-data.server";
import { SecondFactorSchema } from "~core/schemas/account";
import { deviceCookies, deviceTokenFrom } from "~server/services/admin/devices";
import {
  challengeCookies,
  challengeTokenFrom,
  openChallenge,
} from "~server/services/admin/login-challenges";
import { verifySecondFactor } from "~server/services/admin/second-factor";
import { sessionCookie } from "~server/services/admin/sessions";
import type { Route } from "./+types/login-verify";

export function meta() {
  return [{ title: "Sign-in code | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

/** The second step of signing in: only with an open challenge from the password step. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  const token = challengeTokenFrom(request.headers.get("cookie"));
  const challenge = await openChallenge(context.services.db, token);
  if (!challenge) {
    const headers = new Headers();
    for (const cookie of challengeCookies(null, context.services.env.isProduction)) {
      headers.append("Set-Cookie", cookie);
    }
    throw redirect(
      `/admin/login?note=expired${next === "/admin" ? "" : `&next=${encodeURIComponent(next)}`}`,
      {
        headers,
      },
    );
  }
  return data({ next }, { headers: { "Cache-Control": "no-store" } });
}

/** Checks the code; right: the session starts (and the device cookie) and the admin opens. */
export async function action({ request, context }: Route.ActionArgs) {
  const cookies = request.headers.get("cookie");
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  const form = await readFormData(request);
  const parsed = SecondFactorSchema.safeParse({ code: String(form.get("code") ?? "") });
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]?.message ?? "Enter the code." }, { status: 400 });
  }
  const secure = context.services.env.isProduction;
  const result = await verifySecondFactor(context.services, {
    challengeToken: challengeTokenFrom(cookies),
    code: parsed.data.code,
    ip: context.clientIp,
    deviceToken: deviceTokenFrom(cookies),
  });
  if (!result.ok) {
    const headers = new Headers();
    if (result.retryAfterSeconds) headers.set("Retry-After", String(result.retryAfterSeconds));
    if (result.challengeEnded) {
      for (const cookie of challengeCookies(null, secure)) headers.append("Set-Cookie", cookie);
    }
    return data(
      { error: result.message, ended: result.challengeEnded ?? false },
      { status: result.status, headers },
    );
  }
  const headers = new Headers({ "Set-Cookie": sessionCookie(result.token, secure) });
  for (const cookie of [
    ...deviceCookies(result.deviceToken, secure),
    ...challengeCookies(null, secure),
  ]) {
    headers.append("Set-Cookie", cookie);
  }
  throw redirect(next, { headers });
}

export default function AdminLoginVerify({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const ended = actionData && "ended" in actionData && actionData.ended;
  return (
    <SignInFrame title="Enter your sign-in code">
      <FormAlert id="code-error" className="mt-4">
        {actionData?.error}
      </FormAlert>
      {ended ? (
        <p className="mt-4">
          <SignInLink to="/admin/login">Sign in again</SignInLink>
        </p>
      ) : (
        <Form method="post" className="mt-4 grid gap-4">
          <p className="text-sm text-ink-muted">
            Open your authenticator app and enter the 6-digit code it shows for this site. Lost your
            phone? Enter one of your recovery codes instead.
          </p>
          <Field id="code" label="Code" hint="6 digits, or a recovery code such as abcde-fghij">
            <Input
              name="code"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              required
              maxLength={40}
              autoFocus
              aria-describedby={actionData?.error ? "code-hint code-error" : "code-hint"}
            />
          </Field>
          <Button type="submit" disabled={busy}>
            {busy ? "Checking..." : "Sign in"}
          </Button>
          <Link
            to="/admin/login"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-ocean-700 underline"
          >
            Start again with your password
          </Link>
        </Form>
      )}
    </SignInFrame>
  );
}
