import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import type { Lang } from "~core/i18n/languages";
import { ContactMenu } from "./contact-menu";
import { CurrencyMenu } from "./currency-menu";
import { LanguageMenu } from "./language-menu";
import { MobileMenu } from "./mobile-menu";
import { MAIN_LINKS, withLang } from "./nav-links";

/** The header becomes compact once the page is scrolled more than 100 px. */
export const COMPACT_AFTER_PX = 100;

function useCompactHeader() {
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setCompact(window.scrollY > COMPACT_AFTER_PX);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return compact;
}

export function SiteHeader({ hotelName, lang }: { hotelName: string; lang: Lang }) {
  const { t } = useTranslation();
  const location = useLocation();
  const compact = useCompactHeader();
  return (
    <header
      data-compact={compact ? "true" : "false"}
      className={`fixed inset-x-0 top-0 z-40 border-b border-sand-200 bg-white/95 backdrop-blur transition-[height,box-shadow] duration-200 ${
        compact ? "h-14 shadow-md" : "h-16 md:h-20"
      }`}
    >
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-3 px-4">
        <Link
          to={withLang("/", location.search)}
          // A phone gives the name two lines rather than cutting it; wider screens keep one.
          className={`line-clamp-2 min-w-0 break-words font-display font-semibold leading-tight text-ocean-700 transition-[font-size] sm:line-clamp-none sm:truncate ${compact ? "text-base sm:text-lg" : "text-base sm:text-xl xl:text-lg"}`}
        >
          {hotelName}
        </Link>
        {/* The full bar needs 1280 px in the longest languages; below, the menu button. */}
        <nav aria-label={t("nav.label")} className="hidden shrink-0 xl:block">
          <ul className="flex items-center gap-3">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={withLang(link.to, location.search)}
                  end={link.end}
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center whitespace-nowrap text-sm font-medium hover:text-ocean-700 ${
                      isActive
                        ? "text-ocean-700 underline decoration-2 underline-offset-8"
                        : "text-ink"
                    }`
                  }
                >
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
            <li>
              <ContactMenu />
            </li>
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <LanguageMenu current={lang} />
          {/* On a phone the currency is chosen in the menu: the hotel's name keeps its row. */}
          <div className="max-sm:hidden">
            <CurrencyMenu />
          </div>
          <ButtonLink
            to={withLang("/booking", location.search)}
            variant="accent"
            size="sm"
            className="whitespace-nowrap max-sm:hidden"
          >
            {t("nav.bookNow")}
          </ButtonLink>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
