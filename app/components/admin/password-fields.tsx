/** The fields of choosing a password: on an invitation, the first setup, a reset link and My account. */
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { MIN_ADMIN_PASSWORD } from "~core/schemas/admin";
import { errorFor, type FieldErrors } from "./admin-form";

/** A hidden username, so password managers file the password under the right account. */
export const HiddenUsername = ({ email }: { email: string }) => (
  <input type="hidden" name="username" autoComplete="username" value={email} />
);

/**
 * A new password and the same again (fields `password` and `confirm`). `label` names the
 * first ("Password", "New password"), the second is that label "again"; `minimumInLabel`
 * adds the shortest length to the first label.
 */
export function NewPasswordFields({
  label,
  minimumInLabel = false,
  ids = { password: "password", confirm: "confirm" },
  errors,
  maxLength,
  className,
}: {
  label: string;
  minimumInLabel?: boolean;
  ids?: { password: string; confirm: string };
  errors?: FieldErrors;
  maxLength?: number;
  className?: string;
}) {
  const fields = [
    {
      name: "password",
      label: minimumInLabel ? `${label} (at least ${MIN_ADMIN_PASSWORD} characters)` : label,
    },
    { name: "confirm", label: `${label} again` },
  ] as const;
  return fields.map((field) => (
    <Field
      key={field.name}
      id={ids[field.name]}
      label={field.label}
      error={errorFor(errors, field.name)}
    >
      <Input
        name={field.name}
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_ADMIN_PASSWORD}
        maxLength={maxLength}
        className={className}
      />
    </Field>
  ));
}
