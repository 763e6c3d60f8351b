import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { readFormData } from "~/form-data.server";
import { ForgotPasswordSchema, RESET_SENT } from "~core/schemas/account";
import { requestPasswordReset } from "~server/services/admin/password-reset";
import type { Route } from "./+types/forgot-password";

export function meta() {
  return [{ title: "Forgot password | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export function loader() {
  return data(null, { headers: { "Cache-Control": "no-store" } });
}

/** The same answer for every address: an e-mail goes out only to an active account. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const email = String(form.get("email") ?? "").slice(0, 254);
  const parsed = ForgotPasswordSchema.safeParse({ email });
  if (!parsed.success) {
    return data(
      {
        email,
        sent: false,
        error: parsed.error.issues[0]?.message ?? "Enter your e-mail address.",
      },
      { status: 400 },
    );
  }
  const result = await requestPasswordReset(context.services, {
    email: parsed.data.email,
    ip: context.clientIp,
  });
  if (!result.ok) {
    const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
    return data(
      {
        email,
        sent: false,
        error: `Too many requests for a reset link. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  return data({ email, sent: true, error: null });
}

export default function AdminForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <main className="flex min-h-screen items-center justify-center bg-sand-50 px-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-lg ring-1 ring-sand-200">
        <h1 className="font-display text-3xl text-ink">Forgot your password?</h1>
        {actionData?.sent ? (
          <>
            <p role="status" className="mt-4 rounded-lg bg-ocean-50 p-3 text-ink">
              {RESET_SENT}
            </p>
            <p className="mt-3 text-sm text-ink-muted">
              Nothing arrived? Check the spam folder, or ask an owner of the admin.
            </p>
          </>
        ) : (
          <Form method="post" className="mt-4 grid gap-4">
            <p className="text-sm text-ink-muted">
              Enter the e-mail address of your admin account. We send you a link to choose a new
              password.
            </p>
            {actionData?.error ? (
              <p
                id="forgot-error"
                role="alert"
                className="rounded-lg bg-coral-500/10 p-3 text-sm font-medium text-danger"
              >
                {actionData.error}
              </p>
            ) : null}
            <Field id="email" label="E-mail">
              <Input
                name="email"
                type="email"
                autoComplete="username"
                required
                maxLength={254}
                defaultValue={actionData?.email}
                aria-describedby={actionData?.error ? "forgot-error" : undefined}
              />
            </Field>
            <Button type="submit" disabled={busy}>
              {busy ? "Sending..." : "Send me a link"}
            </Button>
          </Form>
        )}
        <p className="mt-4 text-sm">
          <Link
            to="/admin/login"
            className="inline-flex min-h-11 items-center font-semibold text-ocean-700 underline"
          >
            Back to sign-in
          </Link>
        </p>
      </div>
    </main>
  );
}
