import { ArrowLeft, ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "./button";

/**
 * A text link with an arrow that turns with the reading direction: "more" points on
 * (after the text), "back" points back (before it).
 */
export function ArrowLink({
  to,
  direction = "more",
  className,
  children,
}: {
  to: string;
  direction?: "more" | "back";
  className?: string;
  children: ReactNode;
}) {
  const Arrow = direction === "back" ? ArrowLeft : ArrowRight;
  const arrow = <Arrow aria-hidden="true" className="size-4 rtl:rotate-180" />;
  return (
    <ButtonLink to={to} variant="link" className={className}>
      {direction === "back" ? arrow : null}
      {children}
      {direction === "more" ? arrow : null}
    </ButtonLink>
  );
}
