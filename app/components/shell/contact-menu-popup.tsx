import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { ContactTrigger } from "./contact-menu";
import { CONTACT_LINKS, withLang } from "./nav-links";

export default function ContactMenuPopup({ defaultOpen }: { defaultOpen: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <ContactTrigger />
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
