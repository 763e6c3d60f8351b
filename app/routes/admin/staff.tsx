import { useState } from "react";
import { signedInAdmin } from "~/admin/session.server";
import { errorFor, type FieldErrors, formObject } from "~/components/admin/admin-form";
import { useAdminCall } from "~/components/admin/use-admin-call";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Cell, Table, TableRow } from "~/components/ui/table";
import { ADMIN_ROLES, type AdminRole, ROLE_LABELS } from "~core/admin-roles";
import { formatHotelDateTime } from "~core/format";
import { listStaff, type StaffAccountDto } from "~server/services/admin/staff";
import { twoFactorRequired } from "~server/services/admin/two-factor";
import type { Route } from "./+types/staff";

export function meta() {
  return [{ title: "Staff | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.services;
  return {
    ...(await listStaff(db)),
    me: signedInAdmin(context).id,
    twoFactorRequired: await twoFactorRequired(db),
  };
}

const ROLE_HELP: Record<AdminRole, string> = {
  owner: "everything, including settings, Pesapal, eZee and staff",
  front_office: "bookings, guests, payments, rates and content; not settings, providers or staff",
  content_editor:
    "rooms, photos, dining, packages and the journal; no bookings, guests or payments",
};

/** Staff accounts: invite a colleague, change a role, deactivate or reactivate an account. */
export default function AdminStaff({ loaderData }: Route.ComponentProps) {
  const { accounts, invites, me, twoFactorRequired: required } = loaderData;
  const mine = accounts.find((account) => account.id === me);
  const { busy, call } = useAdminCall();
  const [errors, setErrors] = useState<FieldErrors>({});

  async function invite(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = await call("/api/admin/staff/invites", "POST", formObject(form), {
      failure: "The invitation could not be sent.",
    });
    setErrors(result.errors);
    if (result.ok) {
      form.reset();
      setErrors({});
    }
  }

  const update = (account: StaffAccountDto, change: { role?: AdminRole; active?: boolean }) =>
    void call(`/api/admin/staff/${account.id}`, "PUT", change, {
      failure: `${account.name} could not be changed.`,
      success: `${account.name}: saved.`,
    });

  return (
    <>
      <h1 className="font-display text-3xl text-ink">Staff</h1>
      <ul className="mt-2 max-w-3xl list-disc ps-5 text-ink-muted">
        {ADMIN_ROLES.map((role) => (
          <li key={role}>
            <strong className="text-ink">{ROLE_LABELS[role]}</strong>: {ROLE_HELP[role]}.
          </li>
        ))}
      </ul>

      <section
        aria-labelledby="two-factor-policy-heading"
        className="mt-6 max-w-3xl rounded-xl bg-white p-4 ring-1 ring-sand-200"
      >
        <h2 id="two-factor-policy-heading" className="font-semibold text-ink">
          Two-factor sign-in
        </h2>
        <Checkbox
          label="Require two-factor sign-in for every account"
          checked={required}
          disabled={busy || (!required && !mine?.twoFactor)}
          aria-describedby="two-factor-policy-hint"
          onChange={(event) =>
            void call(
              "/api/admin/staff/policies/two-factor",
              "PUT",
              { required: event.currentTarget.checked },
              {
                failure: "The rule could not be changed.",
                success: event.currentTarget.checked
                  ? "Two-factor sign-in is now required for every account."
                  : "Two-factor sign-in is no longer required.",
              },
            )
          }
        />
        <p id="two-factor-policy-hint" className="text-sm text-ink-muted">
          {mine?.twoFactor
            ? "While it is on, an account without it can only set it up (under My account) before using the admin."
            : "Turn on two-factor sign-in for your own account first (My account), so the rule cannot lock you out."}
        </p>
      </section>

      <Table
        columns={["Name", "E-mail", "Role", "Two-factor", "Last sign-in", "Status"]}
        className="md:min-w-[44rem]"
        wrapperClassName="mt-6"
      >
        {accounts.map((account) => (
          <TableRow key={account.id}>
            <Cell className="font-semibold">
              {account.name}
              {account.id === me ? " (you)" : ""}
            </Cell>
            <Cell label="E-mail" className="[overflow-wrap:anywhere]">
              {account.email}
            </Cell>
            <Cell label="Role">
              {account.id === me ? (
                ROLE_LABELS[account.role]
              ) : (
                <Select
                  aria-label={`Role of ${account.name}`}
                  value={account.role}
                  disabled={busy}
                  onChange={(event) =>
                    update(account, { role: event.currentTarget.value as AdminRole })
                  }
                >
                  {ADMIN_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </option>
                  ))}
                </Select>
              )}
            </Cell>
            <Cell label="Two-factor">
              <span className="me-3">
                {account.twoFactor ? "On" : "Off"}
                {account.twoFactorLocked ? " (locked after too many wrong codes)" : ""}
              </span>
              {account.twoFactorLocked && account.id !== me ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className="me-2"
                  disabled={busy}
                  onClick={() =>
                    void call(
                      `/api/admin/staff/${account.id}/two-factor/unlock`,
                      "POST",
                      undefined,
                      {
                        failure: `${account.name}'s two-factor sign-in could not be unlocked.`,
                        success: `${account.name}: two-factor sign-in unlocked.`,
                      },
                    )
                  }
                >
                  Unlock two-factor of {account.name}
                </Button>
              ) : null}
              {account.twoFactor && account.id !== me ? (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  onClick={() => {
                    if (
                      !window.confirm(
                        `Reset ${account.name}'s two-factor sign-in? Do this only when you know they lost their phone: they are signed out and set it up again at their next sign-in.`,
                      )
                    )
                      return;
                    void call(
                      `/api/admin/staff/${account.id}/two-factor/reset`,
                      "POST",
                      undefined,
                      {
                        failure: `${account.name}'s two-factor sign-in could not be reset.`,
                        success: `${account.name}: two-factor sign-in reset.`,
                      },
                    );
                  }}
                >
                  Reset two-factor of {account.name}
                </Button>
              ) : null}
            </Cell>
            <Cell label="Last sign-in">
              {account.lastLoginAt ? formatHotelDateTime(account.lastLoginAt) : "never"}
            </Cell>
            <Cell label="Status">
              <span className="me-3">{account.active ? "Active" : "Deactivated"}</span>
              {account.id === me ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  onClick={() => {
                    if (
                      account.active &&
                      !window.confirm(
                        `Deactivate ${account.name}? They are signed out at once and cannot sign in until reactivated.`,
                      )
                    )
                      return;
                    update(account, { active: !account.active });
                  }}
                >
                  {account.active ? `Deactivate ${account.name}` : `Reactivate ${account.name}`}
                </Button>
              )}
            </Cell>
          </TableRow>
        ))}
      </Table>

      <section aria-labelledby="invites-heading" className="mt-10">
        <h2 id="invites-heading" className="font-display text-2xl text-ink">
          Invite a colleague
        </h2>
        <p className="mt-1 max-w-3xl text-ink-muted">
          They get an e-mail with a link to choose their password; it works once, for 72 hours.
        </p>
        <form
          onSubmit={invite}
          noValidate
          className="mt-4 grid max-w-3xl gap-4 rounded-xl bg-white p-4 ring-1 ring-sand-200 sm:grid-cols-2"
        >
          <Field id="invite-name" label="Name" error={errorFor(errors, "name")}>
            <Input name="name" autoComplete="off" required maxLength={80} />
          </Field>
          <Field id="invite-email" label="E-mail" error={errorFor(errors, "email")}>
            <Input name="email" type="email" autoComplete="off" required maxLength={254} />
          </Field>
          <Field id="invite-role" label="Role" error={errorFor(errors, "role")}>
            <Select name="role" defaultValue="front_office">
              {ADMIN_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </Select>
          </Field>
          <div className="flex items-end">
            <Button type="submit" disabled={busy}>
              {busy ? "Sending…" : "Send invitation"}
            </Button>
          </div>
        </form>
        {invites.length > 0 ? (
          <>
            <h3 className="mt-6 font-semibold text-ink">Open invitations</h3>
            <ul className="mt-2 grid gap-2">
              {invites.map((open) => (
                <li
                  key={open.id}
                  className="flex flex-wrap items-center gap-3 rounded-lg bg-sand-50 p-3 ring-1 ring-sand-200"
                >
                  <span className="[overflow-wrap:anywhere]">
                    {open.name} ({open.email}), {ROLE_LABELS[open.role]}, until{" "}
                    {formatHotelDateTime(open.expiresAt)}
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    onClick={() =>
                      void call(`/api/admin/staff/invites/${open.id}`, "DELETE", undefined, {
                        failure: "The invitation could not be withdrawn.",
                        success: `Invitation to ${open.email} withdrawn.`,
                      })
                    }
                  >
                    Withdraw the invitation to {open.email}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </>
  );
}
