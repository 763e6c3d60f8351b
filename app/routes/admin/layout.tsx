import { NavLink, Outlet } from "react-router";

const LINKS = [
  { to: "/admin", label: "Dashboard", end: true },
  { to: "/admin/rooms", label: "Rooms" },
  { to: "/admin/blog", label: "Journal" },
  { to: "/admin/ezee", label: "eZee" },
  { to: "/admin/pesapal", label: "Pesapal" },
];

export function meta() {
  return [{ title: "Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

/** The admin area (English); the public header, footer and widgets are not shown here. */
export default function AdminLayout() {
  return (
    <div className="min-h-screen bg-white">
      <header className="bg-ocean-900 text-white">
        <nav
          aria-label="Admin"
          className="mx-auto flex max-w-6xl flex-wrap gap-4 px-4 py-3 text-sm"
        >
          {LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.end}
              className={({ isActive }) => (isActive ? "font-semibold underline" : "")}
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}
