import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";

const LINKS = [
  { to: "/", key: "nav.home", end: true },
  { to: "/rooms", key: "nav.rooms" },
  { to: "/dining", key: "nav.dining" },
  { to: "/packages", key: "nav.packages" },
  { to: "/blog", key: "nav.journal" },
  { to: "/gallery", key: "nav.gallery" },
  { to: "/contact", key: "nav.contact" },
] as const;

/** Minimal header; the full shell (compact on scroll, mobile menu, languages) comes next. */
export function SiteHeader({ hotelName }: { hotelName: string }) {
  const { t } = useTranslation();
  return (
    <header className="border-b border-sand-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
        <a href="/" className="font-display text-xl font-semibold text-ocean-700">
          {hotelName}
        </a>
        <nav
          aria-label={t("nav.label")}
          className="order-3 w-full overflow-x-auto md:order-2 md:w-auto"
        >
          <ul className="flex gap-4 text-sm font-medium whitespace-nowrap">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={"end" in link}
                  className={({ isActive }) =>
                    `inline-block py-2 hover:text-ocean-700 ${isActive ? "text-ocean-700 underline underline-offset-4" : "text-ink"}`
                  }
                >
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <a
          href="/booking"
          className="order-2 rounded-lg bg-coral-700 px-4 py-2 text-sm font-semibold text-white hover:bg-coral-600 md:order-3"
        >
          {t("nav.bookNow")}
        </a>
      </div>
    </header>
  );
}
