/**
 * The daily cash-up (/admin/cash-up?date=): the payments taken at the front desk on one hotel
 * day (midnight to midnight, hotel time), their totals per payment method and per staff
 * member, and each payment. Every list adds up to the day's total. The same figures are
 * GET /api/admin/cash-up?date=.
 */
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Cell, Table, TableRow } from "~/components/ui/table";
import { hotelTimeZone, hotelToday } from "~core/dates";
import type { CashUpLine } from "~core/folio";
import { formatHotelDateTime, formatKsh } from "~core/format";
import { addDaysIso, isIsoDate } from "~core/pricing";
import { cashUp } from "~server/services/booking/desk-payments";
import type { Route } from "./+types/cash-up";

export function meta() {
  return [{ title: "Cash-up | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("date") ?? "";
  const today = hotelToday();
  const valid = isIsoDate(asked);
  const date = valid ? asked : today;
  return {
    day: await cashUp(context.services.db, date),
    today,
    zone: hotelTimeZone(),
    error: asked && !valid ? "Enter a date as YYYY-MM-DD." : null,
  };
}

function Totals({ title, lines, total }: { title: string; lines: CashUpLine[]; total: number }) {
  return (
    <Table columns={[title, "Payments", "Amount"]} caption={`Totals by ${title.toLowerCase()}`}>
      {lines.map((line) => (
        <TableRow key={line.key}>
          <Cell as="th" scope="row" className="font-semibold">
            {line.label}
          </Cell>
          <Cell label="Payments">{line.count}</Cell>
          <Cell label="Amount" className="tabular-nums">
            {formatKsh(line.amount)}
          </Cell>
        </TableRow>
      ))}
      <TableRow className="font-semibold">
        <Cell as="th" scope="row">
          Total
        </Cell>
        <Cell label="Payments">{lines.reduce((sum, line) => sum + line.count, 0)}</Cell>
        <Cell label="Amount" className="tabular-nums">
          {formatKsh(total)}
        </Cell>
      </TableRow>
    </Table>
  );
}

export default function AdminCashUp({ loaderData }: Route.ComponentProps) {
  const { day, today, zone, error } = loaderData;
  return (
    <>
      <h1 className="font-display text-3xl text-ink">Cash-up</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">
        Payments taken at the front desk on {day.dateLabel}, from midnight to midnight hotel time (
        {zone}), by payment method and by staff member. Online payments are in the reports.
      </p>
      <nav aria-label="Days" className="mt-4 flex flex-wrap gap-3">
        <Link
          className="inline-flex min-h-11 items-center text-ocean-700 underline"
          to={`/admin/cash-up?date=${addDaysIso(day.date, -1)}`}
        >
          Previous day
        </Link>
        {day.date !== today ? (
          <Link
            className="inline-flex min-h-11 items-center text-ocean-700 underline"
            to={`/admin/cash-up?date=${today}`}
          >
            Today
          </Link>
        ) : null}
        {day.date < today ? (
          <Link
            className="inline-flex min-h-11 items-center text-ocean-700 underline"
            to={`/admin/cash-up?date=${addDaysIso(day.date, 1)}`}
          >
            Next day
          </Link>
        ) : null}
      </nav>
      <Form method="get" className="mt-4 grid gap-3 sm:grid-cols-[16rem_auto] sm:items-end">
        <Field id="cash-up-date" label="Hotel day" error={error ?? undefined}>
          <Input name="date" type="date" defaultValue={day.date} />
        </Field>
        <Button type="submit" className="justify-self-start">
          Show
        </Button>
      </Form>
      <p className="mt-6 text-lg font-semibold text-ink">
        {`Total taken at the desk: ${formatKsh(day.total)} (${day.count} ${day.count === 1 ? "payment" : "payments"})`}
      </p>
      <h2 className="mt-8 font-display text-2xl text-ink">By payment method</h2>
      <Totals title="Method" lines={day.byMethod} total={day.total} />
      <h2 className="mt-8 font-display text-2xl text-ink">By staff member</h2>
      {day.byStaff.length === 0 ? (
        <p className="mt-3 text-ink-muted">No payment was taken at the desk on this day.</p>
      ) : (
        <Totals title="Staff member" lines={day.byStaff} total={day.total} />
      )}
      <h2 className="mt-8 font-display text-2xl text-ink">Payments</h2>
      {day.payments.length === 0 ? (
        <p className="mt-3 text-ink-muted">None.</p>
      ) : (
        <Table
          columns={["Time", "Booking", "Method", "Reference", "Taken by", "Amount"]}
          caption="The day's desk payments"
        >
          {day.payments.map((payment) => (
            <TableRow key={payment.id}>
              <Cell label="Time">{formatHotelDateTime(payment.createdAt)}</Cell>
              <Cell label="Booking">
                <Link
                  className="inline-flex min-h-11 items-center font-mono text-ocean-700 underline"
                  to={`/admin/bookings/${payment.bookingId}`}
                >
                  {payment.bookingReference}
                </Link>{" "}
                {payment.guest}
              </Cell>
              <Cell label="Method">{payment.methodName}</Cell>
              <Cell label="Reference" className="font-mono">
                {payment.reference ?? "—"}
              </Cell>
              <Cell label="Taken by">{payment.receivedBy}</Cell>
              <Cell label="Amount" className="tabular-nums">
                {formatKsh(payment.amount)}
              </Cell>
            </TableRow>
          ))}
        </Table>
      )}
    </>
  );
}
