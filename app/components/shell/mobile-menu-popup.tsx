import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { CurrencyList } from "./currency-menu";
import { MobileMenuTrigger } from "./mobile-menu";
import { CONTACT_LINKS, MAIN_LINKS, withLang } from "./nav-links";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 items-center rounded-lg px-3 text-base font-medium ${
    isActive ? "bg-ocean-50 text-ocean-800" : "text-ink hover:bg-sand-100"
  }`;

/** Below 768 px: a dialog that traps focus, closes on Escape and locks the page's scroll. */
export default function MobileMenuPopup({ defaultOpen }: { defaultOpen: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <MobileMenuTrigger />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content className="fixed inset-y-0 end-0 z-50 flex w-[85vw] max-w-sm flex-col gap-2 overflow-y-auto bg-white p-4 shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-display text-xl">{t("nav.menuTitle")}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-sand-100"
              aria-label={t("nav.closeMenu")}
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t("nav.label")}</Dialog.Description>
          <nav aria-label={t("nav.label")}>
            <ul className="grid gap-1">
              {[...MAIN_LINKS, ...CONTACT_LINKS.map((link) => ({ ...link, end: false }))].map(
                (link) => (
                  <li key={link.to}>
                    <NavLink
                      to={withLang(link.to, location.search)}
                      end={link.end}
                      className={linkClass}
                      onClick={close}
                    >
                      {t(link.key)}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <NavLink
            to={withLang("/booking", location.search)}
            onClick={close}
            className={buttonClass({ variant: "accent", size: "lg", className: "mt-2" })}
          >
            {t("nav.bookNow")}
          </NavLink>
          <nav aria-label={t("currency.label")} className="mt-2 border-t border-sand-200 pt-2">
            <CurrencyList
              onChoose={close}
              itemClass="flex min-h-12 items-center rounded-lg px-3 text-base text-ink hover:bg-sand-100"
            />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
