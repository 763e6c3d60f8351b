import { Form, NavLink, Outlet } from "react-router";
import { requireAdminPage } from "~/admin/session.server";
import type { Route } from "./+types/layout";

const LINKS = [
  { to: "/admin", label: "Dashboard", end: true },
  { to: "/admin/bookings", label: "Bookings" },
  { to: "/admin/messages", label: "Messages" },
  { to: "/admin/feedback", label: "Feedback" },
  { to: "/admin/subscribers", label: "Subscribers" },
  { to: "/admin/rooms", label: "Rooms" },
  { to: "/admin/blog", label: "Journal" },
  { to: "/admin/ezee", label: "eZee" },
  { to: "/admin/pesapal", label: "Pesapal" },
];

export function meta() {
  return [{ title: "Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

/** Every page below /admin: signed-in admins only (others go to the sign-in page and back). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { admin: await requireAdminPage(request, context) };
}

/** The admin area (English); the public header, footer and widgets are not shown here. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-white">
      <header className="bg-ocean-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <nav aria-label="Admin" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  `inline-flex min-h-11 items-center ${isActive ? "font-semibold underline" : ""}`
                }
              >
                {link.label}
              </NavLink>
            ))}
          </nav>
          <div className="flex items-center gap-3 text-sm">
            <span className="text-ocean-100">{loaderData.admin.name}</span>
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
      <main className="mx-auto max-w-6xl px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}
