import { ChevronDown } from "lucide-react";
import { type ComponentProps, lazy } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { DeferredPopup } from "~/components/ui/deferred-popup";
import { CONTACT_LINKS } from "./nav-links";

const ContactMenuPopup = lazy(() => import("./contact-menu-popup"));

/** The Contact button; the Radix menu behind it loads when the page is idle or on first click. */
export function ContactTrigger(props: ComponentProps<"button">) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = CONTACT_LINKS.some((link) => pathname === link.to);
  return (
    <button
      type="button"
      aria-haspopup="menu"
      {...props}
      className={`inline-flex min-h-11 items-center gap-1 whitespace-nowrap text-sm font-medium hover:text-ocean-700 ${
        active ? "text-ocean-700 underline decoration-2 underline-offset-8" : "text-ink"
      }`}
    >
      {t("nav.contactMenu")}
      <ChevronDown aria-hidden="true" className="size-4" />
    </button>
  );
}

export function ContactMenu() {
  return (
    <DeferredPopup
      placeholder={(open) => <ContactTrigger aria-expanded={false} onClick={open} />}
      popup={(defaultOpen) => <ContactMenuPopup defaultOpen={defaultOpen} />}
    />
  );
}
