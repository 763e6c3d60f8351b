import { data, Form, redirect } from "react-router";
import { NewPasswordFields } from "~/components/admin/password-fields";
import { FormAlert, SignInFrame } from "~/components/admin/sign-in-frame";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { readFormData } from "~/form-data.server";
import { CreateAdminSchema } from "~core/schemas/admin";
import { AdminInputError, createFirstAdmin, setupTokenValid } from "~server/services/admin/admins";
import { createSession, sessionCookie } from "~server/services/admin/sessions";
import type { Route } from "./+types/setup";

export function meta() {
  return [
    { title: "First admin account | Admin" },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { valid: await setupTokenValid(context.services.db, token) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const form = await readFormData(request);
  const values = {
    name: String(form.get("name") ?? ""),
    email: String(form.get("email") ?? ""),
    password: String(form.get("password") ?? ""),
    confirm: String(form.get("confirm") ?? ""),
  };
  const parsed = CreateAdminSchema.safeParse(values);
  const keep = { name: values.name, email: values.email };
  if (!parsed.success) {
    return data(
      { ...keep, error: parsed.error.issues[0]?.message ?? "Check the form." },
      { status: 400 },
    );
  }
  try {
    const admin = await createFirstAdmin(context.services.db, token, parsed.data);
    const session = await createSession(context.services.db, admin.id);
    throw redirect("/admin", {
      headers: { "Set-Cookie": sessionCookie(session, context.services.env.isProduction) },
    });
  } catch (error) {
    if (error instanceof AdminInputError)
      return data({ ...keep, error: error.message }, { status: 400 });
    throw error;
  }
}

export default function AdminSetup({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SignInFrame title="Create the first admin account" width="md">
      {!loaderData.valid ? (
        <p role="alert" className="mt-4 text-ink">
          This setup link is no longer valid: an admin account exists already, or the server was
          restarted and printed a new link. Sign in at{" "}
          <a className="font-semibold text-ocean-700 underline" href="/admin/login">
            /admin/login
          </a>
          , or run <code>npm run admin:create</code> on the server.
        </p>
      ) : (
        <Form method="post" className="mt-6 grid gap-4">
          <FormAlert>{actionData?.error}</FormAlert>
          {[
            {
              name: "name",
              label: "Your name",
              type: "text",
              auto: "name",
              value: actionData?.name,
            },
            {
              name: "email",
              label: "E-mail",
              type: "email",
              auto: "username",
              value: actionData?.email,
            },
          ].map((field) => (
            <Field key={field.name} id={field.name} label={field.label}>
              <Input
                name={field.name}
                type={field.type}
                autoComplete={field.auto}
                required
                defaultValue={field.value}
              />
            </Field>
          ))}
          <NewPasswordFields label="Password" minimumInLabel />
          <Button type="submit">Create account and sign in</Button>
        </Form>
      )}
    </SignInFrame>
  );
}
