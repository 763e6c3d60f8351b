import { lazy, Suspense, useEffect } from "react";
import { useLocation } from "react-router";
import { useIdleReady } from "./use-idle-ready";
import { dismissToastsOfOtherPages, useToasts } from "./use-toast";

const ToasterRadix = lazy(() => import("./toaster-radix"));

/** The notification region; Radix Toast loads when the page is idle or with the first toast. */
export function Toaster() {
  const [ready] = useIdleReady();
  const pending = useToasts().length > 0;
  const { pathname } = useLocation();
  useEffect(() => dismissToastsOfOtherPages(pathname), [pathname]);
  if (!ready && !pending) return null;
  return (
    <Suspense fallback={null}>
      <ToasterRadix />
    </Suspense>
  );
}
