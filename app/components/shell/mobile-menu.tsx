import { Menu } from "lucide-react";
import { type ComponentProps, lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useIdleReady } from "~/components/ui/use-idle-ready";

const MobileMenuPopup = lazy(() => import("./mobile-menu-popup"));

export function MobileMenuTrigger(props: ComponentProps<"button">) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      {...props}
      className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-ocean-50 md:hidden"
      aria-label={t("nav.openMenu")}
    >
      <Menu aria-hidden="true" className="size-6" />
    </button>
  );
}

/** Below 768 px; the dialog's code loads when the page is idle or on first tap. */
export function MobileMenu() {
  const [ready, loadNow] = useIdleReady();
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const placeholder = (
    <MobileMenuTrigger
      aria-expanded={false}
      onClick={() => {
        setOpenOnLoad(true);
        loadNow();
      }}
    />
  );
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MobileMenuPopup defaultOpen={openOnLoad} />
    </Suspense>
  );
}
