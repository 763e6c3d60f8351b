/**
 * Shown after a save refused as stale (someone saved the same item meanwhile): what
 * is typed stays in the form, and this lists the values saved meanwhile beside it.
 */
import { useEffect, useId, useState } from "react";
import { type ApiResult, type StaleDiff, type StaleState, staleState } from "./admin-form";

export function StaleNotice({ diffs, className = "" }: { diffs: StaleDiff[]; className?: string }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`mt-4 rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200 ${className}`}
    >
      <h2 id={id} className="font-semibold text-ink">
        Current values
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Your changes are still in the form. Save again to replace the current values with yours, or
        reload the page to start from the current values.
      </p>
      {diffs.length === 0 ? (
        <p className="mt-2 text-sm text-ink">The saved values match what you typed.</p>
      ) : (
        <dl className="mt-3 grid gap-3">
          {diffs.map((diff) => (
            <div key={diff.name} className="text-sm">
              <dt className="font-semibold text-ink">{diff.label}</dt>
              <dd className="whitespace-pre-line text-ink">
                Now: {diff.current === "" ? "(empty)" : diff.current}
              </dd>
              <dd className="whitespace-pre-line text-ink-muted">
                Yours: {diff.typed === "" ? "(empty)" : diff.typed}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/**
 * The version a form saves from (the loaded one, or the current one after a 409
 * "stale") and the stale notice's state. `check` takes a save's answer.
 */
export function useVersion(loaded: number | undefined) {
  const [version, setVersion] = useState(loaded);
  const [stale, setStale] = useState<StaleState | null>(null);
  useEffect(() => setVersion(loaded), [loaded]);
  return {
    version,
    stale,
    check(result: ApiResult, form: HTMLFormElement) {
      const conflict = result.ok ? null : staleState(result, form);
      setStale(conflict);
      if (conflict) setVersion(conflict.version);
      return conflict;
    },
    reset: () => setStale(null),
  };
}
