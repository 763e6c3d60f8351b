import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/** Every route change scrolls smoothly to the top (instantly with reduced motion). */
export function useScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new pathname
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Back and forward keep their position (ScrollRestoration restores it).
    if (navigationType === "POP") return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  }, [pathname, navigationType]);
}
