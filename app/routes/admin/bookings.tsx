import { data, Form } from "react-router";
import { BookingLink } from "~/components/admin/booking-link";
import { Pager } from "~/components/admin/pager";
import { Button, ButtonLink } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Cell, Table, TableRow } from "~/components/ui/table";
import { hotelToday } from "~core/dates";
import { formatDate, formatKsh } from "~core/format";
import {
  BOOKING_SOURCE_LABELS,
  BOOKING_SOURCES,
  STAY_STATUS_LABELS,
  STAY_STATUSES,
} from "~core/front-office";
import { AdminBookingFilterSchema } from "~core/schemas/admin";
import { listBookings } from "~server/services/booking/admin-bookings";
import { readPaging } from "~server/services/platform/paging";
import type { Route } from "./+types/bookings";

const STATUSES = [
  { value: "", label: "All" },
  { value: "confirmed", label: "Confirmed" },
  { value: "pending_payment", label: "Awaiting payment" },
  { value: "cancelled", label: "Cancelled" },
  { value: "expired", label: "Expired" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const arrivalParam = params.get("arrival") ?? "";
  const filter = {
    q: params.get("q") ?? "",
    status: params.get("status") ?? "",
    arrival: arrivalParam === "today" ? hotelToday() : arrivalParam,
    stay: params.get("stay") ?? "",
    source: params.get("source") ?? "",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
    bookedFrom: params.get("bookedFrom") ?? "",
    bookedTo: params.get("bookedTo") ?? "",
  };
  const parsed = AdminBookingFilterSchema.safeParse(filter);
  const paging = readPaging(params);
  if (!parsed.success || !paging.ok) {
    const errors: Record<string, string> = paging.ok ? {} : { ...paging.errors };
    for (const issue of parsed.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
    return data({ filter, errors, bookings: [], paging: null }, { status: 400 });
  }
  const errors: Record<string, string> = {};
  const { rows, paging: page } = await listBookings(
    context.services.db,
    { ...parsed.data, from: paging.query.from, to: paging.query.to },
    paging.query,
  );
  return { filter, errors, bookings: rows, paging: page };
}

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  const { filter, errors, bookings, paging } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">Bookings</h1>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/admin/front-desk" variant="secondary">
            Front desk
          </ButtonLink>
          <ButtonLink to="/admin/bookings/new">New booking</ButtonLink>
        </div>
      </div>
      <Form method="get" className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <Field id="q" label="Reference, guest or e-mail" error={errors.q}>
          <Input name="q" type="search" defaultValue={filter.q} />
        </Field>
        <Field id="status" label="Status" error={errors.status}>
          <Select name="status" defaultValue={filter.status}>
            {STATUSES.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="arrival" label="Arrival date" error={errors.arrival}>
          <Input name="arrival" type="date" defaultValue={filter.arrival} />
        </Field>
        <Field id="stay" label="Stay status" error={errors.stay}>
          <Select name="stay" defaultValue={filter.stay}>
            <option value="">All</option>
            {STAY_STATUSES.map((stay) => (
              <option key={stay} value={stay}>
                {STAY_STATUS_LABELS[stay]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="source" label="Came in by" error={errors.source}>
          <Select name="source" defaultValue={filter.source}>
            <option value="">All</option>
            {BOOKING_SOURCES.map((source) => (
              <option key={source} value={source}>
                {BOOKING_SOURCE_LABELS[source]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="from" label="Check-in from" error={errors.from}>
          <Input name="from" type="date" defaultValue={filter.from} />
        </Field>
        <Field id="to" label="Check-in to" error={errors.to}>
          <Input name="to" type="date" defaultValue={filter.to} />
        </Field>
        <Field id="bookedFrom" label="Booked from" error={errors.bookedFrom}>
          <Input name="bookedFrom" type="date" defaultValue={filter.bookedFrom} />
        </Field>
        <Field id="bookedTo" label="Booked to" error={errors.bookedTo}>
          <Input name="bookedTo" type="date" defaultValue={filter.bookedTo} />
        </Field>
        <Button type="submit">Search</Button>
      </Form>
      {bookings.length === 0 ? (
        <p className="mt-8 text-ink-muted">No bookings match.</p>
      ) : (
        <Table
          columns={["Reference", "Guest", "Room", "Stay", "Total", "Status"]}
          className="md:min-w-[48rem]"
        >
          {bookings.map((booking) => (
            <TableRow key={booking.id}>
              <Cell className="font-mono">
                <BookingLink id={booking.id}>{booking.reference}</BookingLink>
              </Cell>
              <Cell label="Guest">
                {booking.firstName} {booking.lastName}
                <span className="block break-all text-xs text-ink-muted">{booking.email}</span>
              </Cell>
              <Cell label="Room">
                {booking.roomName} × {booking.roomCount}
              </Cell>
              <Cell label="Stay">
                {formatDate(booking.checkIn)} – {formatDate(booking.checkOut)}
              </Cell>
              <Cell label="Total" className="tabular-nums">
                {formatKsh(booking.totalAmount)}
                {booking.promoCode ? (
                  <span className="block text-xs text-ink-muted">
                    {booking.promoCode} −{formatKsh(booking.discount)}
                  </span>
                ) : null}
              </Cell>
              <Cell label="Status">
                {STATUSES.find((s) => s.value === booking.status)?.label ?? booking.status}
                <span className="block text-xs text-ink-muted">
                  {STAY_STATUS_LABELS[booking.stayStatus]} · {BOOKING_SOURCE_LABELS[booking.source]}
                </span>
              </Cell>
            </TableRow>
          ))}
        </Table>
      )}
      {paging ? <Pager paging={paging} label="Bookings" /> : null}
    </>
  );
}
