/**
 * Admin tables that fit a phone: below the md breakpoint each row is a card (the column
 * headers are hidden and each cell shows its own label), from md on a plain table.
 * One set of elements at every width, so no button or link is there twice.
 */
import type { ReactNode } from "react";

export const STACKED = {
  table: "block w-full text-start text-sm md:table",
  thead: "hidden md:table-header-group",
  tbody: "grid gap-3 md:table-row-group",
  row: "block rounded-xl p-3 ring-1 ring-sand-200 md:table-row md:rounded-none md:border-b md:border-sand-100 md:p-0 md:ring-0",
};

/** A link or button in a table row: at least 44 px to tap. */
export const ROW_ACTION =
  "inline-flex min-h-11 min-w-11 items-center justify-center font-semibold text-ocean-700 underline";

/**
 * One cell: on a phone a line of the card with its label in front (no label: the line
 * is the card's title or its actions); from md an ordinary cell.
 */
export function Cell({
  label,
  as: Tag = "td",
  scope,
  className = "",
  children,
}: {
  label?: string;
  as?: "td" | "th";
  scope?: "row";
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Tag scope={scope} className={`flex gap-3 py-1 text-start md:table-cell md:py-2 ${className}`}>
      {label ? (
        <span className="w-24 shrink-0 font-sans font-normal text-ink-muted md:hidden">
          {label}
        </span>
      ) : null}
      <div className="min-w-0 flex-1">{children}</div>
    </Tag>
  );
}
