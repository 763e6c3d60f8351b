import { useCallback, useEffect, useState } from "react";

/**
 * True once the browser is idle after hydration (or at once when asked). Interactive
 * widgets whose code is not needed for the first paint (menus, dialogs, toasts) load
 * then, so they never compete with the page's content on a slow phone.
 */
export function useIdleReady(): [ready: boolean, requestNow: () => void] {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setReady(true), 1000);
    return () => clearTimeout(timer);
  }, []);
  return [ready, useCallback(() => setReady(true), [])];
}
