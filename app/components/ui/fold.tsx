import { ChevronDown } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { cn } from "./cn";

/** The width from which a fold stands open (Tailwind's `lg`, where the room page has two columns). */
const WIDE = "(min-width: 64rem)";

/**
 * A section folded away on a phone and open on a wide screen: a `<details>` whose summary
 * is the section's one heading (`id` is the heading's). Before JavaScript, CSS shows the
 * content from `lg` (`.fold-on-phone` in app.css, through `::details-content`); once
 * hydrated, a wide screen opens the `<details>` for real and takes its summary out of the
 * tab order, so what a screen reader announces ("expanded") is what is shown.
 */
export function FoldOnPhone({
  id,
  title,
  className,
  children,
  ...props
}: {
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
  "data-testid"?: string;
}) {
  const [wide, setWide] = useState(false);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return (
    <details
      {...props}
      open={wide || opened}
      onToggle={(event) => {
        if (!wide) setOpened(event.currentTarget.open);
      }}
      className={cn("group/fold fold-on-phone", className)}
    >
      <summary
        tabIndex={wide ? -1 : undefined}
        className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 [&::-webkit-details-marker]:hidden"
      >
        <h2 id={id} className="font-display text-2xl text-ink">
          {title}
        </h2>
        <ChevronDown
          aria-hidden="true"
          className="size-6 shrink-0 text-ocean-700 transition-transform group-open/fold:rotate-180 lg:hidden"
        />
      </summary>
      {children}
    </details>
  );
}
