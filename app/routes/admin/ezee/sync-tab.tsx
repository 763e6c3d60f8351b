import { callHealthFacts, FactList, NoticeBox } from "~/components/admin/integration-parts";
import { Button } from "~/components/ui/button";
import { Cell, Table, TableRow } from "~/components/ui/table";
import { formatHotelDateTime } from "~core/format";
import type { Busy, EzeeData, Submit } from "./shared";

/** Synchronization tab: sync rooms and rates, the link's health, failed booking pushes. */
export function SyncTab({
  config,
  mappings,
  ratePlans,
  ezeeTypes,
  locals,
  health,
  pushProblems,
  busy,
  busyIntent,
  onSubmit,
}: Pick<
  EzeeData,
  "config" | "mappings" | "ratePlans" | "ezeeTypes" | "locals" | "health" | "pushProblems"
> &
  Busy & { onSubmit: Submit }) {
  const syncButton = (intent: "sync-rooms" | "sync-rates", label: string, busyLabel: string) => (
    <Button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy || !config.isActive}
      aria-describedby={!config.isActive ? "ezee-sync-hint" : undefined}
    >
      {busyIntent === intent ? busyLabel : label}
    </Button>
  );
  return (
    <>
      {!config.isActive ? (
        <NoticeBox id="ezee-sync-hint">
          Synchronization is available once the configuration is active.
        </NoticeBox>
      ) : null}
      <form onSubmit={onSubmit} className="mt-4 flex flex-wrap gap-3">
        {syncButton("sync-rooms", "Sync rooms", "Syncing rooms...")}
        {syncButton("sync-rates", "Sync rates", "Syncing rates...")}
      </form>
      <FactList
        className="mt-6 sm:grid-cols-[14rem_1fr]"
        facts={[
          { term: "Last sync", value: formatHotelDateTime(config.lastSync) },
          { term: "Room types from eZee", value: String(ezeeTypes.length) },
          { term: "Rate plans from eZee", value: String(ratePlans.length) },
          { term: "Rooms mapped", value: `${mappings.length} of ${locals.length}` },
          ...callHealthFacts(health),
          ...health.queues.map((queue) => ({ term: queue.label, value: String(queue.count) })),
        ]}
      />
      <p className="mt-2 text-sm text-ink-muted">{health.fallback}</p>
      <h2 className="mt-8 font-display text-xl text-ink">Booking pushes that failed</h2>
      {pushProblems.length === 0 ? (
        <p className="mt-2 text-ink-muted">None: every booking push went through.</p>
      ) : (
        <Table
          columns={[
            "Booking",
            "Push",
            "State",
            "Last error",
            { key: "actions", label: <span className="sr-only">Actions</span> },
          ]}
          className="md:min-w-[40rem]"
          wrapperClassName="mt-3"
        >
          {pushProblems.map((push) => (
            <TableRow key={push.jobId} className="align-top">
              <Cell className="font-semibold">{push.reference ?? `#${push.bookingId}`}</Cell>
              <Cell label="Push">{push.kind === "cancel" ? "Cancellation" : "Booking"}</Cell>
              <Cell label="State">
                {push.state === "given_up"
                  ? `Given up after ${push.attempts} attempts (${formatHotelDateTime(push.gaveUpAt)})`
                  : `Retrying: attempt ${push.attempts + 1} at ${formatHotelDateTime(push.nextAttemptAt)}`}
              </Cell>
              <Cell label="Last error">
                <span className="text-danger">{push.lastError ?? ""}</span>
              </Cell>
              <Cell>
                <form onSubmit={onSubmit}>
                  <input type="hidden" name="jobId" value={push.jobId} />
                  <Button
                    type="submit"
                    variant="secondary"
                    name="intent"
                    value="resend-push"
                    disabled={busy || !config.isActive}
                  >
                    Resend now
                  </Button>
                </form>
              </Cell>
            </TableRow>
          ))}
        </Table>
      )}
    </>
  );
}
