import { data, Form, useNavigation } from "react-router";
import { EmailField, FormAlert, SignInFrame, SignInLink } from "~/components/admin/sign-in-frame";
import { Button } from "~/components/ui/button";
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
    <SignInFrame title="Forgot your password?">
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
          <FormAlert id="forgot-error">{actionData?.error}</FormAlert>
          <EmailField
            value={actionData?.email}
            describedBy={actionData?.error ? "forgot-error" : undefined}
            maxLength={254}
          />
          <Button type="submit" disabled={busy}>
            {busy ? "Sending..." : "Send me a link"}
          </Button>
        </Form>
      )}
      <p className="mt-4 text-sm">
        <SignInLink to="/admin/login">Back to sign-in</SignInLink>
      </p>
    </SignInFrame>
  );
}
