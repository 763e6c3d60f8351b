import { data, Form, redirect, useNavigation } from "react-router";
import { HiddenUsername, NewPasswordFields } from "~/components/admin/password-fields";
import { FormAlert, SignInFrame, SignInLink } from "~/components/admin/sign-in-frame";
import { Button } from "~/components/ui/button";
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

export default function AdminResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const gone = loaderData.email === null || actionData?.gone;
  return (
    <SignInFrame title="Choose a new password" width="md">
      {gone ? (
        <>
          <p role="alert" className="mt-4 text-ink">
            {RESET_GONE}
          </p>
          <p className="mt-2">
            <SignInLink to="/admin/forgot-password">Ask for a new link</SignInLink>
          </p>
        </>
      ) : (
        <Form method="post" className="mt-4 grid gap-4">
          <p className="text-ink">
            For <strong className="[overflow-wrap:anywhere]">{loaderData.email}</strong>. Every
            session of this account ends; sign in afterwards with the new password.
          </p>
          <FormAlert>{actionData?.error}</FormAlert>
          <HiddenUsername email={loaderData.email ?? ""} />
          <NewPasswordFields label="New password" minimumInLabel maxLength={200} />
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : "Set the new password"}
          </Button>
        </Form>
      )}
    </SignInFrame>
  );
}
