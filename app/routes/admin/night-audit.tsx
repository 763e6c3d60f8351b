/**
 * The night audit (/admin/night-audit): the hotel's business date and exactly what is still
 * open on it (arrivals not checked in, departures not checked out, balances open, no-shows to
 * record), each with a link to the booking where the desk acts, and "Close the day", which
 * records the audit and rolls the date (POST /api/admin/night-audit/close with the day shown:
 * a stale tab or a second click is refused).
 */
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { failureMessage } from "~/admin/api-client";
import { admin, send } from "~/admin/typed-api";
import { Button } from "~/components/ui/button";
import { Cell, Table, TableRow } from "~/components/ui/table";
import { toast } from "~/components/ui/use-toast";
import { formatDate, formatKsh } from "~core/format";
import {
  businessDate,
  type NightAuditItem,
  nightAuditDay,
} from "~server/services/booking/night-audit";
import type { Route } from "./+types/night-audit";

export function meta() {
  return [{ title: "Night audit | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const db = context.services.db;
  return { audit: await nightAuditDay(db, await businessDate(db)) };
}

function Items({
  title,
  action,
  items,
  empty,
}: {
  title: string;
  action: string;
  items: NightAuditItem[];
  empty: string;
}) {
  return (
    <section className="mt-8">
      <h2 className="font-display text-2xl text-ink">{`${title} (${items.length})`}</h2>
      {items.length === 0 ? (
        <p className="mt-3 text-ink-muted">{empty}</p>
      ) : (
        <Table columns={["Booking", "Guest", "Stay", "Balance", "Action"]} caption={title}>
          {items.map((item) => (
            <TableRow key={item.id}>
              <Cell label="Booking" className="font-mono">
                {item.reference}
              </Cell>
              <Cell label="Guest">{item.guest}</Cell>
              <Cell label="Stay">
                {`${item.roomName}, ${formatDate(item.checkIn)} → ${formatDate(item.checkOut)}`}
              </Cell>
              <Cell label="Balance" className="tabular-nums">
                {formatKsh(item.balance)}
              </Cell>
              <Cell label="Action">
                <Link
                  className="inline-flex min-h-11 items-center text-ocean-700 underline"
                  to={`/admin/bookings/${item.id}`}
                  aria-label={`${action}: ${item.reference}, ${item.guest}`}
                >
                  {action}
                </Link>
              </Cell>
            </TableRow>
          ))}
        </Table>
      )}
    </section>
  );
}

export default function AdminNightAudit({ loaderData }: Route.ComponentProps) {
  const { audit } = loaderData;
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const open =
    audit.counts.arrivals + audit.counts.departures + audit.counts.balances + audit.counts.noShows;

  async function close() {
    setBusy(true);
    const result = await send(() =>
      admin["night-audit"].close.$post({ json: { date: audit.date } }),
    );
    if (result.ok) {
      toast({ title: `${audit.dateLabel} is closed.` });
    } else {
      toast({
        variant: "destructive",
        title: failureMessage(result, "Failed to close the day."),
      });
    }
    await revalidator.revalidate();
    setBusy(false);
  }

  return (
    <>
      <h1 className="font-display text-3xl text-ink">Night audit</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">
        The hotel day being worked is <strong className="text-ink">{audit.dateLabel}</strong>. Clear
        what is open below, then close the day: the audit is recorded and the hotel day moves to the
        next date.
      </p>
      {audit.lastClosed ? (
        <p className="mt-2 text-sm text-ink-muted">
          {`Last closed: ${formatDate(audit.lastClosed.date)}, by ${audit.lastClosed.by} at ${audit.lastClosed.atLabel}.`}
        </p>
      ) : null}
      <Items
        title="Arrivals not checked in"
        action="Check in"
        items={audit.arrivals}
        empty="Every arrival of the day is checked in."
      />
      <Items
        title="Departures not checked out"
        action="Check out"
        items={audit.departures}
        empty="Every departure of the day is checked out."
      />
      <Items
        title="Balances open"
        action="Take payment"
        items={audit.balances}
        empty="No guest in house or departed today owes money."
      />
      <Items
        title="No-shows to record"
        action="Record no-show"
        items={audit.noShows}
        empty="No guest due who has not arrived."
      />
      <section className="mt-8 rounded-lg p-4 ring-1 ring-sand-200 sm:max-w-xl">
        <h2 className="font-semibold text-ink">Close {audit.dateLabel}</h2>
        <p className="mt-1 text-sm text-ink-muted">
          {open === 0
            ? "Nothing is open."
            : `${open} open ${open === 1 ? "item is" : "items are"} recorded with the audit.`}
        </p>
        <Button className="mt-3" disabled={busy} onClick={() => void close()}>
          Close the day
        </Button>
      </section>
    </>
  );
}
