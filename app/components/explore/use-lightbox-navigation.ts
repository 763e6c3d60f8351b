import { useEffect, useRef } from "react";
import { useSwipe } from "./use-swipe";

type Keys = Pick<KeyboardEvent, "key" | "altKey" | "ctrlKey" | "metaKey" | "shiftKey">;

/** The index `delta` steps from `index`: round the ends when `wrap`, else stopped at them. */
export function stepIndex(index: number, delta: number, total: number, wrap: boolean): number {
  if (total <= 0) return 0;
  if (wrap) return (((index + delta) % total) + total) % total;
  return Math.min(total - 1, Math.max(0, index + delta));
}

/**
 * The index a key moves a viewer to: Left and Right go back and forward (mirrored on a
 * right-to-left page, where forward is to the left), Home and End go to the first and
 * last. Null for any other key (Escape is the dialog's, to close it), or a key with a
 * modifier (Alt+Left is the browser's Back).
 */
export function indexForKey(
  event: Keys,
  index: number,
  total: number,
  { rtl, wrap }: { rtl: boolean; wrap: boolean },
): number | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  switch (event.key) {
    case "ArrowRight":
      return stepIndex(index, rtl ? -1 : 1, total, wrap);
    case "ArrowLeft":
      return stepIndex(index, rtl ? 1 : -1, total, wrap);
    case "Home":
      return 0;
    case "End":
      return Math.max(0, total - 1);
    default:
      return null;
  }
}

/**
 * Keyboard and swipe navigation of a full-screen viewer of `total` pictures: the keys of
 * `indexForKey`, read on the document while the viewer is open (a listener on the dialog
 * missed them once focus had fallen to the body), and swipes (mirrored right to left).
 * Returns `go(delta)` for the buttons and the swipe handlers for the picture.
 */
export function useLightboxNavigation({
  index,
  total,
  rtl,
  wrap,
  onIndex,
}: {
  index: number;
  total: number;
  rtl: boolean;
  wrap: boolean;
  onIndex: (index: number) => void;
}) {
  const latest = useRef({ index, total, rtl, wrap, onIndex });
  latest.current = { index, total, rtl, wrap, onIndex };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const { index: at, total: count, onIndex: move, ...options } = latest.current;
      const next = indexForKey(event, at, count, options);
      if (next === null) return;
      event.preventDefault();
      move(next);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
  const go = (delta: number) => onIndex(stepIndex(index, delta, total, wrap));
  const swipe = useSwipe((direction) => go((direction === "left") !== rtl ? 1 : -1));
  return { go, swipe };
}
