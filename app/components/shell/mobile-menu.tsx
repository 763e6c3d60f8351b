import { Menu } from "lucide-react";
import { type ComponentProps, lazy } from "react";
import { useTranslation } from "react-i18next";
import { DeferredPopup } from "~/components/ui/deferred-popup";

const MobileMenuPopup = lazy(() => import("./mobile-menu-popup"));

export function MobileMenuTrigger(props: ComponentProps<"button">) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      {...props}
      className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-ocean-50 xl:hidden"
      aria-label={t("nav.openMenu")}
    >
      <Menu aria-hidden="true" className="size-6" />
    </button>
  );
}

/** Below 1280 px; the dialog's code loads when the page is idle or on first tap. */
export function MobileMenu() {
  return (
    <DeferredPopup
      placeholder={(open) => <MobileMenuTrigger aria-expanded={false} onClick={open} />}
      popup={(defaultOpen) => <MobileMenuPopup defaultOpen={defaultOpen} />}
    />
  );
}
