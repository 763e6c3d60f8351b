import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Elements marked data-reveal fade in once 10% of them is in view (a page
 * may pass its own bottom margin, e.g. "0px 0px -50px 0px" on dining).
 */
export function useReveal(rootMargin = "0px") {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-scan the new page's elements
  useEffect(() => {
    document.documentElement.classList.add("js-reveal");
    const elements = [
      ...document.querySelectorAll<HTMLElement>("[data-reveal]:not([data-revealed])"),
    ];
    if (!("IntersectionObserver" in window)) {
      for (const element of elements) element.dataset.revealed = "true";
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            (entry.target as HTMLElement).dataset.revealed = "true";
            observer.unobserve(entry.target);
          }
        }
      },
      { threshold: 0.1, rootMargin },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [pathname, rootMargin]);
}
