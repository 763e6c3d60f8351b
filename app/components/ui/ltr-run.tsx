import { formatKsh } from "~core/format";
import { cn } from "./cn";

/**
 * A run of text that reads left to right and stays on one line: an amount, a room's
 * "22 m²", a signed difference. Isolated as its own left-to-right run (`<bdi dir="ltr">`),
 * so an Arabic page neither moves the minus sign to the far end ("KSh 4,500−") nor the
 * unit before the number ("m² 22"), and never wrapped, so a phone line cannot part
 * "KSh" from its number.
 */
export function LtrRun({ children, className }: { children: string; className?: string }) {
  return (
    <bdi dir="ltr" className={cn("whitespace-nowrap", className)}>
      {children}
    </bdi>
  );
}

/** An amount in shillings ("KSh 5,500", "−KSh 1,500") as an unbroken left-to-right run. */
export function Money({
  amount,
  sign = "",
  className,
}: {
  amount: number;
  /** A discount's "−" or a surcharge's "+", kept before "KSh" in every language. */
  sign?: "" | "−" | "+";
  className?: string;
}) {
  return <LtrRun className={className}>{`${sign}${formatKsh(amount)}`}</LtrRun>;
}
