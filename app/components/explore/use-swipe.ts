import { type PointerEvent, useRef } from "react";

/** Horizontal swipe of at least 50 px (touch or pen) calls onSwipe with "left" or "right". */
export function useSwipe(onSwipe: (direction: "left" | "right") => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType === "mouse") return;
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= 50 && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? "left" : "right");
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
