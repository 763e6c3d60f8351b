import { useRef } from "react";

/**
 * Focus back on the control that opened a dialog when it closes. A Radix dialog opened
 * from state (no Dialog.Trigger) has nothing to return to and leaves focus on the page's
 * body. Call `remember()` when opening and pass `onCloseAutoFocus` to Dialog.Content;
 * when the opener is gone (its row deleted), `fallback` gets focus instead.
 */
export function useReturnFocus(fallback?: () => HTMLElement | null | undefined) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    remember() {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus(event: Event) {
      const target = opener.current?.isConnected ? opener.current : fallback?.();
      opener.current = null;
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}
