import { data, Form, redirect } from "react-router";
import { HiddenUsername, NewPasswordFields } from "~/components/admin/password-fields";
import { FormAlert, SignInFrame } from "~/components/admin/sign-in-frame";
import { Button } from "~/components/ui/button";
import { readFormData } from "~/form-data.server";
import { ROLE_LABELS } from "~core/admin-roles";
import { AcceptInviteSchema, INVITE_GONE } from "~core/schemas/staff";
import { AppError } from "~server/errors";
import { sessionCookie } from "~server/services/admin/sessions";
import { acceptInvite, openInvite } from "~server/services/admin/staff";
import type { Route } from "./+types/invite";

export function meta() {
  return [
    { title: "Join the admin | Admin" },
    { name: "robots", content: "noindex, nofollow" },
    // The link's token must not leak to another site through the Referer header.
    { name: "referrer", content: "no-referrer" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const invite = await openInvite(context.services.db, token);
  return data(
    { invite: invite ? { name: invite.name, email: invite.email, role: invite.role } : null },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** Sets the password of an invited colleague: the account is created and signed in. */
export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const form = await readFormData(request);
  const parsed = AcceptInviteSchema.safeParse({
    password: String(form.get("password") ?? ""),
    confirm: String(form.get("confirm") ?? ""),
  });
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]?.message ?? "Check the form." }, { status: 400 });
  }
  try {
    const { sessionToken } = await acceptInvite(context.services.db, token, parsed.data.password);
    throw redirect("/admin", {
      headers: { "Set-Cookie": sessionCookie(sessionToken, context.services.env.isProduction) },
    });
  } catch (error) {
    if (error instanceof AppError) {
      return data({ error: error.message }, { status: error.status });
    }
    throw error;
  }
}

export default function AdminInvite({ loaderData, actionData }: Route.ComponentProps) {
  const { invite } = loaderData;
  return (
    <SignInFrame title="Join the admin" width="md">
      {!invite ? (
        <p role="alert" className="mt-4 text-ink">
          {INVITE_GONE}{" "}
          <a className="font-semibold text-ocean-700 underline" href="/admin/login">
            Sign in
          </a>{" "}
          if you have an account already.
        </p>
      ) : (
        <Form method="post" className="mt-6 grid gap-4">
          <p className="text-ink">
            Welcome, {invite.name}. You join as <strong>{ROLE_LABELS[invite.role]}</strong> with{" "}
            <strong>{invite.email}</strong>. Choose your password.
          </p>
          <FormAlert>{actionData?.error}</FormAlert>
          <HiddenUsername email={invite.email} />
          <NewPasswordFields label="Password" minimumInLabel />
          <Button type="submit">Set password and sign in</Button>
        </Form>
      )}
    </SignInFrame>
  );
}
