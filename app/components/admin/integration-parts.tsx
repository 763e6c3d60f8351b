/**
 * Pieces the provider screens (/admin/ezee, /admin/pesapal) share: the outcome of a
 * button, the active badge, key/value facts with the provider's call health,
 * field errors and table column headings.
 */

import { formatHotelDateTime } from "../../../core/format";

/** The shared text-control look (ui/input.tsx), under the name the provider tabs use. */
export { CONTROL_CLASS as INPUT } from "~/components/ui/input";
/** The header row of a stacked table (ui/table.tsx). */
export { TableHead as ColumnHeads } from "~/components/ui/table";

/** What a provider screen's button left (through the admin API), shown above the tabs. */
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
