import { Form, Link, NavLink, Outlet } from "react-router";
import { adminMiddleware, signedInAdmin } from "~/admin/session.server";
import { RouteErrorPage } from "~/components/shell/error-page";
import { type AdminRole, ROLE_LABELS, roleMayUse } from "~core/admin-roles";
import { getSiteSettings } from "~server/services/platform/settings";
import type { Route } from "./+types/layout";

/** The admin screens, grouped the way the front office thinks about them. */
const GROUPS = [
  {
    label: "Front office",
    links: [
      { to: "/admin", label: "Dashboard", end: true },
      { to: "/admin/front-desk", label: "Front desk" },
      { to: "/admin/bookings", label: "Bookings" },
      { to: "/admin/calendar", label: "Occupancy" },
      { to: "/admin/housekeeping", label: "Housekeeping" },
      { to: "/admin/cash-up", label: "Cash-up" },
      { to: "/admin/night-audit", label: "Night audit" },
      { to: "/admin/reports", label: "Reports" },
      { to: "/admin/messages", label: "Messages" },
      { to: "/admin/feedback", label: "Feedback" },
      { to: "/admin/subscribers", label: "Subscribers" },
    ],
  },
  {
    label: "Content",
    links: [
      { to: "/admin/rooms", label: "Rooms" },
      { to: "/admin/rates", label: "Rates" },
      { to: "/admin/promo-codes", label: "Promo codes" },
      { to: "/admin/gallery", label: "Gallery" },
      { to: "/admin/restaurants", label: "Restaurants" },
      { to: "/admin/packages", label: "Packages" },
      { to: "/admin/testimonials", label: "Testimonials" },
      { to: "/admin/social-posts", label: "Social posts" },
      { to: "/admin/blog", label: "Journal" },
      { to: "/admin/translations", label: "Translations" },
    ],
  },
  {
    label: "Hotel and providers",
    links: [
      { to: "/admin/settings", label: "Settings" },
      { to: "/admin/policies", label: "Policy pages" },
      { to: "/admin/pesapal", label: "Pesapal" },
      { to: "/admin/ezee", label: "eZee" },
      { to: "/admin/staff", label: "Staff" },
      { to: "/admin/audit", label: "Audit log" },
      { to: "/admin/backup", label: "Backups" },
    ],
  },
];

/** The main landmark's id, the skip link's target. */
export const ADMIN_MAIN_ID = "main";

/**
 * The first thing the keyboard reaches on every admin page (WCAG 2.4.1): hidden until it has
 * the focus, it moves the focus past the header and the menu to the page itself.
 */
export function SkipLink() {
  return (
    <a
      href={`#${ADMIN_MAIN_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:inline-flex focus:min-h-11 focus:items-center focus:rounded-lg focus:bg-white focus:px-4 focus:font-semibold focus:text-ocean-900 focus:shadow-lg"
    >
      Skip to main content
    </a>
  );
}

/** The menu shows only what the account's role may open (core/admin-roles.ts). */
function AdminNav({ accountRole }: { accountRole: AdminRole | null }) {
  return (
    <nav aria-label="Admin" className="space-y-5 text-sm">
      {GROUPS.map((group) => ({
        ...group,
        links: group.links.filter(
          (link) => accountRole === null || roleMayUse(accountRole, link.to),
        ),
      }))
        .filter((group) => group.links.length > 0)
        .map((group) => (
          <div key={group.label}>
            <p className="px-3 text-xs font-semibold uppercase tracking-wide text-ink-muted">
              {group.label}
            </p>
            <ul className="mt-1 grid grid-cols-2 gap-x-2 sm:grid-cols-3 lg:grid-cols-1">
              {group.links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.end}
                    className={({ isActive }) =>
                      `flex min-h-11 items-center rounded-lg px-3 ${
                        isActive
                          ? "bg-ocean-900 font-semibold text-white"
                          : "text-ink hover:bg-sand-100"
                      }`
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </nav>
  );
}

export function meta() {
  return [{ title: "Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

/**
 * Every page below /admin: signed-in admins only (others go to the sign-in page and back).
 * The middleware, not a loader, is the gate: it runs for every request of every child route.
 */
export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const admin = signedInAdmin(context);
  const { brandName } = await getSiteSettings(context.services.db);
  return { admin, brandName };
}

/** The admin area (English); the public header, footer and widgets are not shown here. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-white">
      <SkipLink />
      <header className="bg-ocean-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-2">
          <Link to="/admin" className="inline-flex min-h-11 items-center font-display text-lg">
            {loaderData.brandName ? `${loaderData.brandName} admin` : "Hotel admin"}
          </Link>
          <div className="flex flex-wrap items-center gap-x-3 text-sm">
            <span className="text-ocean-100">
              {loaderData.admin.name} ({ROLE_LABELS[loaderData.admin.role]})
            </span>
            <NavLink
              to="/admin/account"
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center rounded-lg px-3 font-semibold underline hover:bg-white/10 ${isActive ? "bg-white/10" : ""}`
              }
            >
              My account
            </NavLink>
            <Form method="post" action="/admin/logout">
              <button
                type="submit"
                className="min-h-11 rounded-lg bg-white/10 px-3 font-semibold hover:bg-white/20"
              >
                Sign out
              </button>
            </Form>
            <Form method="post" action="/admin/logout">
              <input type="hidden" name="everywhere" value="1" />
              <button
                type="submit"
                className="min-h-11 rounded-lg px-3 text-ocean-100 underline hover:text-white"
              >
                Sign out everywhere
              </button>
            </Form>
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
        {/* Phones and tablets: the menu folds away (works without JavaScript). */}
        {/* No menu while the account must set up two-factor sign-in: nothing else opens. */}
        {loaderData.admin.mustEnrolTwoFactor ? (
          <div className="hidden lg:block" />
        ) : (
          <>
            <details className="group border-b border-sand-200 py-2 lg:hidden">
              <summary className="flex min-h-11 cursor-pointer items-center rounded-lg px-3 font-semibold text-ocean-900">
                Menu
              </summary>
              <div className="pb-3 pt-2">
                <AdminNav accountRole={loaderData.admin.role} />
              </div>
            </details>
            <aside className="hidden py-8 lg:block">
              <AdminNav accountRole={loaderData.admin.role} />
            </aside>
          </>
        )}
        <main id={ADMIN_MAIN_ID} tabIndex={-1} className="min-w-0 py-8 focus:outline-none">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/**
 * A failing admin screen keeps the menu, so the admin can go on elsewhere: the English
 * error page, never the error's message or stack (the log has them, with the request id).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="min-h-screen bg-white">
      <SkipLink />
      <header className="bg-ocean-900 text-white">
        <div className="mx-auto flex max-w-7xl items-center px-4 py-2">
          <a href="/admin" className="inline-flex min-h-11 items-center font-display text-lg">
            Admin
          </a>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
        <aside className="py-8">
          <AdminNav accountRole={null} />
        </aside>
        <main id={ADMIN_MAIN_ID} tabIndex={-1} className="min-w-0 focus:outline-none">
          <RouteErrorPage error={error} lang="en" home="/admin" />
        </main>
      </div>
    </div>
  );
}
