import type { ReactNode } from "react";
import { cn } from "./cn";

/** A list of short facts, each after a coral dot; two columns from the small breakpoint. */
export function DotList({
  items,
  className,
}: {
  items: readonly { key: string; text: ReactNode }[];
  className?: string;
}) {
  return (
    <ul className={cn("grid text-ink sm:grid-cols-2", className)}>
      {items.map(({ key, text }) => (
        <li key={key} className="flex gap-2">
          <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-coral-600" />
          {text}
        </li>
      ))}
    </ul>
  );
}
