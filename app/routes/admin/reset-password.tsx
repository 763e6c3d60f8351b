import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { readFormData } from "~/form-data.server";
import { RESET_GONE, ResetPasswordSchema } from "~core/schemas/account";
import { AppError } from "~server/errors";
import { openPasswordReset, resetPassword } from "~server/services/admin/password-reset";
import type { Route } from "./+types/reset-password";

export function meta() {
  return [
    { title: "Choose a new password | Admin" },
    { name: "robots", content: "noindex, nofollow" },
    // The link's token must not leak to another site through the Referer header.
    { name: "referrer", content: "no-referrer" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const open = await openPasswordReset(context.services.db, token);
  return data(
    { email: open?.email ?? null },
    { headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } },
  );
}

/** Sets the new password once; the account then signs in as usual (two-factor included). */
export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const form = await readFormData(request);
  const parsed = ResetPasswordSchema.safeParse({
    password: String(form.get("password") ?? ""),
    confirm: String(form.get("confirm") ?? ""),
  });
  if (!parsed.success) {
    return data(
      { error: parsed.error.issues[0]?.message ?? "Check the form.", gone: false },
      { status: 400 },
    );
  }
  try {
    await resetPassword(context.services.db, token, parsed.data.password);
  } catch (error) {
    if (error instanceof AppError) {
      return data(
        { error: error.message, gone: error.code === "conflict" },
        { status: error.status },
      );
    }
    throw error;
  }
  throw redirect("/admin/login?note=reset");
}

function AskAgain() {
  return (
    <Link
      to="/admin/forgot-password"
      className="inline-flex min-h-11 items-center font-semibold text-ocean-700 underline"
    >
      Ask for a new link
    </Link>
  );
}

export default function AdminResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const gone = loaderData.email === null || actionData?.gone;
  return (
    <main className="flex min-h-screen items-center justify-center bg-sand-50 px-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-lg ring-1 ring-sand-200">
        <h1 className="font-display text-3xl text-ink">Choose a new password</h1>
        {gone ? (
          <>
            <p role="alert" className="mt-4 text-ink">
              {RESET_GONE}
            </p>
            <p className="mt-2">
              <AskAgain />
            </p>
          </>
        ) : (
          <Form method="post" className="mt-4 grid gap-4">
            <p className="text-ink">
              For <strong className="[overflow-wrap:anywhere]">{loaderData.email}</strong>. Every
              session of this account ends; sign in afterwards with the new password.
            </p>
            {actionData?.error ? (
              <p
                role="alert"
                className="rounded-lg bg-coral-500/10 p-3 text-sm font-medium text-danger"
              >
                {actionData.error}
              </p>
            ) : null}
            <input
              type="hidden"
              name="username"
              autoComplete="username"
              value={loaderData.email ?? ""}
            />
            <Field id="password" label="New password (at least 12 characters)">
              <Input
                name="password"
                type="password"
                autoComplete="new-password"
                required
                minLength={12}
                maxLength={200}
              />
            </Field>
            <Field id="confirm" label="New password again">
              <Input
                name="confirm"
                type="password"
                autoComplete="new-password"
                required
                minLength={12}
                maxLength={200}
              />
            </Field>
            <Button type="submit" disabled={busy}>
              {busy ? "Saving..." : "Set the new password"}
            </Button>
          </Form>
        )}
      </div>
    </main>
  );
}
