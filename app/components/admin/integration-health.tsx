import { Link } from "react-router";
import { formatHotelDateTime } from "~core/format";
import type { IntegrationStatus } from "~core/types";

function when(value: string | null): string {
  return formatHotelDateTime(value);
}

/**
 * The dashboard's "Integration health" panel: one card per provider link. `mayOpen` tells
 * which admin pages the account's role may open: the provider's screen and the fallbacks'
 * settings are links only for a role that may use them (front office sees the health, not
 * the configuration).
 */
export function IntegrationHealthPanel({
  items,
  mayOpen,
}: {
  items: IntegrationStatus[];
  mayOpen: (path: string) => boolean;
}) {
  return (
    <section aria-labelledby="integration-health" className="mt-10">
      <h2 id="integration-health" className="font-display text-2xl text-ink">
        Integration health
      </h2>
      <ul className="mt-3 grid gap-4 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.provider} className="rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-ink">
                {mayOpen(`/admin/${item.provider}`) ? (
                  <Link
                    to={`/admin/${item.provider}`}
                    className="inline-flex min-h-11 items-center hover:underline"
                  >
                    {item.label}
                  </Link>
                ) : (
                  <span className="inline-flex min-h-11 items-center">{item.label}</span>
                )}
              </h3>
              <span
                className={`rounded-full px-3 py-0.5 text-sm font-semibold ${item.isActive ? "bg-palm-600/10 text-palm-700" : "bg-sand-100 text-ink-muted"}`}
              >
                {item.isActive ? "Active" : "Inactive"}
              </span>
            </div>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm [overflow-wrap:anywhere]">
              <dt className="text-ink-muted">Last successful call</dt>
              <dd className="text-ink">{when(item.lastSuccessAt)}</dd>
              <dt className="text-ink-muted">Last error</dt>
              <dd className={item.lastError ? "text-danger" : "text-ink"}>
                {item.lastError ? `${item.lastError} (${when(item.lastErrorAt)})` : "none"}
              </dd>
              <dt className="text-ink-muted">Fallback</dt>
              <dd className={item.failing ? "font-semibold text-danger" : "text-ink"}>
                {item.fallback}
                {item.failing ? " In force now: the last call failed." : ""}
                {mayOpen("/admin/settings") ? (
                  <>
                    {" "}
                    <Link
                      to="/admin/settings#s-fallbacks"
                      className="inline-flex min-h-11 items-center text-ocean-700 underline"
                    >
                      Change
                    </Link>
                  </>
                ) : null}
              </dd>
              {item.queues.map((queue) => (
                <div key={queue.label} className="contents">
                  <dt className="text-ink-muted">{queue.label}</dt>
                  <dd className="tabular-nums text-ink">{queue.count}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
