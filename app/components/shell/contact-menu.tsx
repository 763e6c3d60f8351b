import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { CONTACT_LINKS, withLang } from "./nav-links";

export function ContactMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const active = CONTACT_LINKS.some((link) => location.pathname === link.to);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={`inline-flex min-h-11 items-center gap-1 text-sm font-medium hover:text-ocean-700 ${
          active ? "text-ocean-700 underline decoration-2 underline-offset-8" : "text-ink"
        }`}
      >
        {t("nav.contactMenu")}
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          sideOffset={6}
          className="z-50 min-w-48 rounded-lg border border-sand-200 bg-white p-1 shadow-lg"
        >
          {CONTACT_LINKS.map((link) => (
            <DropdownMenu.Item key={link.to} asChild>
              <Link
                to={withLang(link.to, location.search)}
                className="flex min-h-11 items-center rounded-md px-3 text-sm text-ink outline-none data-[highlighted]:bg-ocean-50"
                aria-current={location.pathname === link.to ? "page" : undefined}
              >
                {t(link.key)}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
