import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";

/** A page that answers within this time changes without a bar flashing up. */
export const PROGRESS_DELAY_MS = 250;

/**
 * A thin bar at the top of the screen while the next page loads (or a form is sent),
 * shown once the wait passes PROGRESS_DELAY_MS. Indeterminate: a progressbar without a
 * value; it slides unless the guest prefers reduced motion (app.css).
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!shown) return null;
  return (
    <div
      role="progressbar"
      aria-label={t("pageLoading")}
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-ocean-100"
    >
      <div className="nav-progress h-full w-1/3 bg-coral-600" />
    </div>
  );
}
