import type { ReactNode } from "react";
import { cn } from "./cn";

/** A "Loading…" line with a spinner, announced politely (role status). */
export function LoadingStatus({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <p role="status" className={cn("flex items-center gap-3 text-ink-muted", className)}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-ocean-700 border-t-transparent"
      />
      {children}
    </p>
  );
}
