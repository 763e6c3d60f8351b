/**
 * Admin tables that fit a phone: below the md breakpoint each row is a card (the column
 * headers are hidden and each cell shows its own label), from md on a plain table.
 * One set of elements at every width, so no button or link is there twice.
 */

import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "./cn";

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
 * A stacked table with its column headers. `className` sets the table's width from md
 * on (for example "md:min-w-[40rem]"); the wrapper scrolls sideways when it is wider.
 */
export function Table({
  columns,
  caption,
  className,
  headCellClassName,
  wrapperClassName = "mt-6",
  children,
}: {
  columns: readonly Column[];
  /** A caption for screen readers. */
  caption?: string;
  className?: string;
  headCellClassName?: string;
  wrapperClassName?: string;
  /** The rows: TableRow elements. */
  children: ReactNode;
}) {
  return (
    <div className={cn(wrapperClassName, "md:overflow-x-auto")}>
      <table className={cn(STACKED.table, className)}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <TableHead columns={columns} cellClassName={headCellClassName} />
        <tbody className={STACKED.tbody}>{children}</tbody>
      </table>
    </div>
  );
}

/** A column heading: its text, or a key and what to show when that is not plain text. */
export type Column = string | { key: string; label: ReactNode };

/** The header row of a stacked table (hidden on phones, where each cell shows its label). */
export function TableHead({
  columns,
  cellClassName = "py-2 text-start",
}: {
  columns: readonly Column[];
  cellClassName?: string;
}) {
  return (
    <thead className={STACKED.thead}>
      <tr className="border-b border-sand-200 text-ink-muted">
        {columns.map((column) => {
          const { key, label } =
            typeof column === "string" ? { key: column, label: column } : column;
          return (
            <th key={key} scope="col" className={cellClassName}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return <tr className={cn(STACKED.row, className)} {...props} />;
}

/**
 * One cell: on a phone a line of the card with its label in front (no label: the line
 * is the card's title or its actions); from md an ordinary cell.
 */
export function Cell({
  label,
  as: Tag = "td",
  scope,
  className,
  children,
}: {
  label?: string;
  as?: "td" | "th";
  scope?: "row";
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Tag
      scope={scope}
      className={cn("flex gap-3 py-1 text-start md:table-cell md:py-2", className)}
    >
      {label ? (
        <span className="w-24 shrink-0 font-sans font-normal text-ink-muted md:hidden">
          {label}
        </span>
      ) : null}
      <div className="min-w-0 flex-1">{children}</div>
    </Tag>
  );
}

/** The actions of a row, side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return <span className="flex flex-wrap gap-x-3">{children}</span>;
}

/** A link among a row's actions. */
export function RowLink({
  className,
  ...props
}: Omit<ComponentProps<typeof Link>, "className"> & { className?: string }) {
  return <Link className={cn(ROW_ACTION, className)} {...props} />;
}
