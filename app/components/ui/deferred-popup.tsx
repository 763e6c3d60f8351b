import { type ReactNode, Suspense, useState } from "react";
import { useIdleReady } from "./use-idle-ready";

/**
 * A button rendered on the server whose popup code (Radix menus, dialogs) loads when
 * the page is idle, or at once on the first click, which then opens it.
 */
export function DeferredPopup({
  placeholder,
  popup,
}: {
  /** The button as it looks before the popup code is there; call `open` on click. */
  placeholder: (open: () => void) => ReactNode;
  /** The lazily loaded popup, opened at once when the button was clicked before it loaded. */
  popup: (defaultOpen: boolean) => ReactNode;
}) {
  const [ready, loadNow] = useIdleReady();
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const fallback = placeholder(() => {
    setOpenOnLoad(true);
    loadNow();
  });
  if (!ready) return fallback;
  return <Suspense fallback={fallback}>{popup(openOnLoad)}</Suspense>;
}
