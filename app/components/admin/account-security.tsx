/**
 * The sections of /admin/account: two-factor sign-in (set up with a QR code or the key as
 * text, confirmed with a code; recovery codes shown once; new codes; turning it off) and
 * changing the password. Every change goes through the admin API.
 */
import { type FormEvent, type ReactNode, useState } from "react";
import { errorFor, type FieldErrors, formObject } from "~/components/admin/admin-form";
import { HiddenUsername, NewPasswordFields } from "~/components/admin/password-fields";
import { useAdminCall } from "~/components/admin/use-admin-call";
import { Button } from "~/components/ui/button";
import { TitledCard } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { formatHotelDateTime } from "~core/format";
import { type AccountSecurity, formatRecoveryCode } from "~core/schemas/account";

/** A key typed by hand: groups of four characters. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/** The field of a 6-digit code from the authenticator app. */
function CodeField({
  id,
  error,
  label = "6-digit code",
}: {
  id: string;
  error?: string;
  label?: string;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <Input
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={7}
        required
        className="max-w-40 tracking-widest"
      />
    </Field>
  );
}

/** A change to an account with two-factor sign-in on: a form under its own heading. */
function ChangeForm({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-3 border-t border-sand-200 pt-4">
      <h3 className="font-semibold text-ink">{title}</h3>
      {children}
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="mt-4 rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200">
      <h3 id="recovery-codes-heading" className="font-semibold text-ink">
        Your recovery codes
      </h3>
      <p className="mt-1 text-sm text-ink-muted">
        Keep them somewhere safe, away from your phone (printed, or in a password manager). Each
        works once, to sign in without the app. They are shown only now.
      </p>
      <ul
        aria-labelledby="recovery-codes-heading"
        className="mt-3 grid grid-cols-2 gap-2 font-mono text-base text-ink sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 text-center ring-1 ring-sand-200">
            {formatRecoveryCode(code)}
          </li>
        ))}
      </ul>
      <Button className="mt-4" variant="secondary" onClick={onDone}>
        I have saved my recovery codes
      </Button>
    </div>
  );
}

export function TwoFactorSection({
  security,
  email,
}: {
  security: AccountSecurity;
  email: string;
}) {
  const { busy, call } = useAdminCall();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [codes, setCodes] = useState<string[] | null>(null);

  async function submit(
    event: FormEvent<HTMLFormElement>,
    path: `/api/admin/account/${string}`,
    options: { failure: string; success: string },
  ) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = await call(path, "POST", formObject(form), options);
    setErrors(result.errors);
    if (!result.ok) return;
    form.reset();
    const fresh = (result.body as { recoveryCodes?: string[] }).recoveryCodes;
    if (fresh) setCodes(fresh);
  }

  const { pending } = security;
  return (
    <TitledCard id="two-factor" title="Two-factor sign-in" className="mt-6 max-w-3xl">
      <p className="mt-2 text-ink-muted">
        Signing in then needs your password and a 6-digit code from an authenticator app on your
        phone (Google Authenticator, Microsoft Authenticator, Aegis, 1Password…).
      </p>
      {codes ? <RecoveryCodes codes={codes} onDone={() => setCodes(null)} /> : null}

      {security.twoFactorEnabled ? (
        <>
          <p className="mt-4 font-semibold text-palm-700">
            On since {formatHotelDateTime(security.twoFactorEnabledAt)}.{" "}
            <span className="font-normal text-ink">
              {security.recoveryCodesLeft} of 10 recovery codes left.
            </span>
          </p>
          <ChangeForm
            title="New recovery codes"
            onSubmit={(event) =>
              void submit(event, "/api/admin/account/two-factor/recovery-codes", {
                failure: "No new recovery codes were made.",
                success: "New recovery codes made; the old ones no longer work.",
              })
            }
          >
            <p className="text-sm text-ink-muted">
              Used some, or lost the list? New codes replace all the old ones.
            </p>
            <CodeField id="renew-code" error={errorFor(errors, "code")} />
            <div>
              <Button type="submit" variant="secondary" disabled={busy}>
                Make new recovery codes
              </Button>
            </div>
          </ChangeForm>
          <ChangeForm
            title="Turn two-factor sign-in off"
            onSubmit={(event) =>
              void submit(event, "/api/admin/account/two-factor/disable", {
                failure: "Two-factor sign-in is still on.",
                success: "Two-factor sign-in is off.",
              })
            }
          >
            {security.required ? (
              <p className="text-sm text-ink-muted">
                The hotel requires two-factor sign-in for every account, so it stays on. To move it
                to a new phone, ask an owner.
              </p>
            ) : (
              <>
                <HiddenUsername email={email} />
                <Field
                  id="disable-password"
                  label="Your password"
                  error={errorFor(errors, "password")}
                >
                  <Input
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    required
                    className="sm:max-w-sm"
                  />
                </Field>
                <CodeField id="disable-code" error={errorFor(errors, "code")} />
                <div>
                  <Button type="submit" variant="danger-outline" disabled={busy}>
                    Turn two-factor sign-in off
                  </Button>
                </div>
              </>
            )}
          </ChangeForm>
        </>
      ) : pending ? (
        <form
          noValidate
          onSubmit={(event) =>
            void submit(event, "/api/admin/account/two-factor/enable", {
              failure: "Two-factor sign-in is not on yet.",
              success: "Two-factor sign-in is on.",
            })
          }
          className="mt-4 grid gap-4"
        >
          <ol className="grid list-decimal gap-4 ps-5 text-ink">
            <li>
              Scan this QR code with your authenticator app.
              <svg
                viewBox={`0 0 ${pending.qr.size} ${pending.qr.size}`}
                width="200"
                height="200"
                role="img"
                aria-label="QR code for your authenticator app"
                shapeRendering="crispEdges"
                className="mt-2 block rounded-lg ring-1 ring-sand-200"
              >
                <rect width={pending.qr.size} height={pending.qr.size} fill="#ffffff" />
                <path d={pending.qr.path} fill="#1f2a30" />
              </svg>
            </li>
            <li>
              No camera? Add an account by hand with this key (time-based):
              <code
                data-testid="totp-secret"
                className="mt-2 block select-all rounded bg-sand-50 px-3 py-2 font-mono text-ink ring-1 ring-sand-200 [overflow-wrap:anywhere]"
              >
                {grouped(pending.secret)}
              </code>
            </li>
            <li>Enter the 6-digit code the app shows now.</li>
          </ol>
          <CodeField id="enable-code" error={errorFor(errors, "code")} />
          <div>
            <Button type="submit" disabled={busy}>
              Turn on two-factor sign-in
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-4">
          <p className="font-semibold text-ink">Off.</p>
          <Button
            className="mt-3"
            disabled={busy}
            onClick={() =>
              void call("/api/admin/account/two-factor/setup", "POST", undefined, {
                failure: "Two-factor sign-in could not be set up.",
              })
            }
          >
            Set up two-factor sign-in
          </Button>
        </div>
      )}
    </TitledCard>
  );
}

export function PasswordSection({ email }: { email: string }) {
  const { busy, call } = useAdminCall();
  const [errors, setErrors] = useState<FieldErrors>({});

  async function change(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = await call("/api/admin/account/password", "POST", formObject(form), {
      failure: "The password was not changed.",
      success: "Password changed. Your other sessions have ended.",
    });
    setErrors(result.errors);
    if (result.ok) form.reset();
  }

  return (
    <TitledCard id="password-heading" title="Password" className="mt-6 max-w-3xl">
      <form noValidate onSubmit={(event) => void change(event)} className="mt-3 grid gap-4">
        <p className="text-ink-muted">
          At least 12 characters. Changing it signs you out everywhere else.
        </p>
        <HiddenUsername email={email} />
        <Field id="current-password" label="Current password" error={errorFor(errors, "current")}>
          <Input
            name="current"
            type="password"
            autoComplete="current-password"
            required
            className="sm:max-w-sm"
          />
        </Field>
        <NewPasswordFields
          label="New password"
          ids={{ password: "new-password", confirm: "confirm-password" }}
          errors={errors}
          maxLength={200}
          className="sm:max-w-sm"
        />
        <div>
          <Button type="submit" disabled={busy}>
            Change password
          </Button>
        </div>
      </form>
    </TitledCard>
  );
}
