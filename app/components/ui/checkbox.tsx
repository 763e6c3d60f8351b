import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn";

/** A checkbox with its label beside it, the whole row a 44 px touch target. */
export function Checkbox({
  label,
  className,
  ...props
}: Omit<ComponentProps<"input">, "type" | "className"> & {
  label: ReactNode;
  /** Classes of the row (the label). */
  className?: string;
}) {
  return (
    <label className={cn("flex min-h-11 items-center gap-3 text-ink", className)}>
      <input type="checkbox" className="size-5 shrink-0 accent-ocean-700" {...props} />
      {label}
    </label>
  );
}
