/**
 * The pages outside the admin layout, where no session exists yet (sign-in, its code step,
 * forgotten and reset password, an invitation, the first setup), share one frame: a card in
 * the middle of the screen with the page's title, its form's alert and plain text links.
 */

import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

const WIDTHS = { sm: "max-w-sm", md: "max-w-md" } as const;

export function SignInFrame({
  title,
  width = "sm",
  children,
}: {
  title: string;
  width?: keyof typeof WIDTHS;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-sand-50 px-4">
      <div
        className={`w-full ${WIDTHS[width]} rounded-2xl bg-white p-6 shadow-lg ring-1 ring-sand-200`}
      >
        <h1 className="font-display text-3xl text-ink">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** The form's failure, announced at once; nothing when there is none. */
export function FormAlert({
  id,
  className,
  children,
}: {
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  if (!children) return null;
  return (
    <p
      id={id}
      role="alert"
      className={cn(className, "rounded-lg bg-coral-500/10 p-3 text-sm font-medium text-danger")}
    >
      {children}
    </p>
  );
}

/** A text link to another of these pages, as tall as a tap target. */
export function SignInLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center font-semibold text-ocean-700 underline"
    >
      {children}
    </Link>
  );
}

/** The account's e-mail address; `describedBy` names the form's alert while one shows. */
export function EmailField({
  value,
  describedBy,
  maxLength,
}: {
  value: string | undefined;
  describedBy: string | undefined;
  maxLength?: number;
}) {
  return (
    <Field id="email" label="E-mail">
      <Input
        name="email"
        type="email"
        autoComplete="username"
        required
        maxLength={maxLength}
        defaultValue={value}
        aria-describedby={describedBy}
      />
    </Field>
  );
}
