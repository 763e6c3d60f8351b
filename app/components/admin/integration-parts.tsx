/**
 * Pieces the provider screens (/admin/ezee, /admin/pesapal) share: the screen with its
 * tabs, the sending of a button's intent and its outcome, the active badge, notices and
 * key/value facts with the provider's call health.
 */

import { type FormEvent, type ReactNode, useState } from "react";
import { useRevalidator } from "react-router";
import { formValues } from "~/components/admin/admin-form";
import { cn } from "~/components/ui/cn";
import { TabList, TabPanel } from "~/components/ui/tabs";
import { formatHotelDateTime } from "~core/format";

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

/**
 * The buttons of a provider screen: a form's intent (the pressed button's value or a
 * hidden `intent` field) runs through `run`, then the screen's data is read again.
 */
export function useProviderIntent<R extends ActionOutcome>(
  run: (values: Record<string, string>) => Promise<R>,
) {
  const revalidator = useRevalidator();
  const [result, setResult] = useState<R>();
  const [busyIntent, setBusyIntent] = useState("");
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const values = formValues(event.currentTarget, submitter);
    setBusyIntent(values.intent ?? "");
    const outcome = await run(values);
    if (outcome.ok) await revalidator.revalidate();
    setResult(outcome);
    setBusyIntent("");
  };
  return { result, busyIntent, onSubmit };
}

export interface ProviderTab<T extends string> {
  value: T;
  label: string;
  content: ReactNode;
  /** The panel's classes besides its top margin. */
  className?: string;
}

/** A provider screen: title and status, what the link does, the last outcome, the tabs. */
export function ProviderScreen<T extends string>({
  title,
  badge,
  intro,
  result,
  label,
  idPrefix,
  tabs,
  tab,
  onTab,
}: {
  title: string;
  badge?: ReactNode;
  intro: ReactNode;
  result: ActionOutcome | undefined;
  /** The tab list's accessible name. */
  label: string;
  idPrefix: string;
  tabs: readonly ProviderTab<T>[];
  tab: T;
  onTab: (tab: T) => void;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">{title}</h1>
        {badge ? <p className="text-sm">{badge}</p> : null}
      </div>
      <p className="mt-2 text-ink-muted">{intro}</p>
      {result ? <ActionNotice result={result} /> : null}
      <TabList
        label={label}
        items={tabs}
        value={tab}
        onChange={onTab}
        idPrefix={idPrefix}
        look="underline"
        panels="each"
        className="mt-6"
      />
      {tabs.map((item) => (
        <TabPanel
          key={item.value}
          idPrefix={idPrefix}
          value={item.value}
          selected={tab}
          className={cn("mt-6", item.className)}
        >
          {item.content}
        </TabPanel>
      ))}
    </>
  );
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

/** A grey box saying what to do first (sync, activate). */
export function NoticeBox({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="rounded-lg bg-sand-50 p-4 text-ink">
      {children}
    </p>
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
