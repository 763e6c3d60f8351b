/**
 * Pieces the provider screens (/admin/ezee, /admin/pesapal) share: the outcome of a
 * form action, the active badge, key/value facts with the provider's call health,
 * field errors and table column headings.
 */
import type { ReactNode } from "react";
import { formatHotelDateTime } from "../../../core/format";
import { STACKED } from "./responsive-table";

export const INPUT =
  "min-h-11 w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-700 aria-[invalid=true]:border-danger";

/** What a provider screen's action answers, shown above the tabs. */
export interface ActionOutcome {
  intent: string;
  ok: boolean;
  title: string;
  message: string;
  /** The reason underneath, when it says more than the message. */
  detail?: string;
  errors?: Record<string, string>;
}

export function ActionNotice({ result }: { result: ActionOutcome }) {
  return (
    <div
      role={result.ok ? "status" : "alert"}
      className={`mt-4 rounded-lg p-3 ${result.ok ? "bg-palm-600/10 text-palm-700" : "bg-coral-500/10 text-danger"}`}
    >
      <p className="font-semibold">{result.title}</p>
      <p>{result.message}</p>
      {result.detail && result.detail !== result.message ? (
        <p className="mt-1 text-sm">{result.detail}</p>
      ) : null}
    </div>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-flex rounded-full px-3 py-1 font-semibold ${active ? "bg-palm-600/10 text-palm-700" : "bg-sand-100 text-ink-muted"}`}
    >
      {active ? "Active" : "Inactive"}
    </span>
  );
}

export interface Fact {
  term: string;
  value: string;
  /** Identifiers and URLs: monospace, broken anywhere. */
  mono?: boolean;
}

/** A provider's last successful call and last error, as two facts. */
export function callHealthFacts(health: {
  lastSuccessAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
}): Fact[] {
  return [
    { term: "Last successful call", value: formatHotelDateTime(health.lastSuccessAt) },
    {
      term: "Last error",
      value: health.lastError
        ? `${health.lastError} (${formatHotelDateTime(health.lastErrorAt)})`
        : "none",
    },
  ];
}

/** Terms beside their values from `sm` on; `className` sets the grid's columns and margin. */
export function FactList({
  facts,
  className,
  valueClassName = "",
}: {
  facts: Fact[];
  className: string;
  valueClassName?: string;
}) {
  return (
    <dl className={`grid gap-x-6 ${className}`}>
      {facts.map((fact) => (
        <div key={fact.term} className="contents">
          <dt className="py-1 text-sm text-ink-muted">{fact.term}</dt>
          <dd
            className={`py-1 text-ink ${fact.mono ? "break-all font-mono text-sm" : valueClassName}`}
          >
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-danger">
      {message}
    </p>
  ) : null;
}

/** The header row of a STACKED table (hidden on phones, where each cell shows its label). */
export function ColumnHeads({
  columns,
  cellClassName = "py-2 text-start",
}: {
  columns: (string | { key: string; label: ReactNode })[];
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
