import { data, Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Cell, Table, TableRow } from "~/components/ui/table";
import { hotelToday } from "~core/dates";
import { formatDate, formatKsh } from "~core/format";
import { AdminBookingFilterSchema } from "~core/schemas/admin";
import { listBookings } from "~server/services/booking/admin-bookings";
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
  };
  const parsed = AdminBookingFilterSchema.safeParse(filter);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return data({ filter, errors, bookings: [] }, { status: 400 });
  }
  const errors: Record<string, string> = {};
  return { filter, errors, bookings: await listBookings(context.services.db, parsed.data) };
}

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  const { filter, errors, bookings } = loaderData;
  return (
    <>
      <h1 className="font-display text-3xl text-ink">Bookings</h1>
      <Form method="get" className="mt-6 grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
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
        <Button type="submit">Search</Button>
      </Form>
      {bookings.length === 0 ? (
        <p className="mt-8 text-ink-muted">No bookings match.</p>
      ) : (
        <Table
          columns={["Reference", "Guest", "Room", "Stay", "Total", "Status"]}
          className="md:min-w-[44rem]"
        >
          {bookings.map((booking) => (
            <TableRow key={booking.id}>
              <Cell className="font-mono">
                <Link
                  to={`/admin/bookings/${booking.id}`}
                  className="inline-flex min-h-11 items-center text-ocean-700 underline"
                >
                  {booking.reference}
                </Link>
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
              </Cell>
            </TableRow>
          ))}
        </Table>
      )}
    </>
  );
}
