import { signedInAdmin } from "~/admin/session.server";
import { PasswordSection, TwoFactorSection } from "~/components/admin/account-security";
import { ROLE_LABELS } from "~core/admin-roles";
import { accountSecurity } from "~server/services/admin/account";
import type { Route } from "./+types/account";

export function meta() {
  return [{ title: "My account | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const admin = signedInAdmin(context);
  return {
    admin,
    security: await accountSecurity(context.services, admin.id),
  };
}

/** The signed-in staff member's own account: two-factor sign-in and the password. */
export default function AdminAccount({ loaderData }: Route.ComponentProps) {
  const { admin, security } = loaderData;
  return (
    <>
      <h1 className="font-display text-3xl text-ink">My account</h1>
      <p className="mt-2 max-w-3xl text-ink-muted [overflow-wrap:anywhere]">
        {admin.name}, {admin.email} ({ROLE_LABELS[admin.role]})
      </p>
      {admin.mustEnrolTwoFactor ? (
        <p
          role="status"
          className="mt-4 max-w-3xl rounded-lg bg-coral-500/10 p-3 font-medium text-ink ring-1 ring-coral-500/40"
        >
          The hotel requires two-factor sign-in for every account. Turn it on below; the rest of the
          admin opens once it is on.
        </p>
      ) : null}
      <TwoFactorSection security={security} email={admin.email} />
      {admin.mustEnrolTwoFactor ? null : <PasswordSection email={admin.email} />}
    </>
  );
}
