import { data, Form, Link } from "react-router";
import { Cell, STACKED } from "~/components/admin/responsive-table";
import { hotelToday } from "../../../core/dates";
import { formatDate, formatKsh } from "../../../core/format";
import { AdminBookingFilterSchema } from "../../../core/schemas/admin";
import { listBookings } from "../../../server/services/admin-bookings";
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

const INPUT =
  "min-h-11 w-full rounded-lg border border-sand-300 bg-white px-3 text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-700";

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  const { filter, errors, bookings } = loaderData;
  return (
    <>
      <h1 className="font-display text-3xl text-ink">Bookings</h1>
      <Form method="get" className="mt-6 grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor="q" className="mb-1 block text-sm font-semibold">
            Reference, guest or e-mail
          </label>
          <input id="q" name="q" type="search" defaultValue={filter.q} className={INPUT} />
          {errors.q ? <p className="mt-1 text-sm text-danger">{errors.q}</p> : null}
        </div>
        <div>
          <label htmlFor="status" className="mb-1 block text-sm font-semibold">
            Status
          </label>
          <select id="status" name="status" defaultValue={filter.status} className={INPUT}>
            {STATUSES.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="arrival" className="mb-1 block text-sm font-semibold">
            Arrival date
          </label>
          <input
            id="arrival"
            name="arrival"
            type="date"
            defaultValue={filter.arrival}
            className={INPUT}
            aria-invalid={errors.arrival ? true : undefined}
          />
          {errors.arrival ? <p className="mt-1 text-sm text-danger">{errors.arrival}</p> : null}
        </div>
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-ocean-700 px-5 font-semibold text-white hover:bg-ocean-800"
        >
          Search
        </button>
      </Form>
      {bookings.length === 0 ? (
        <p className="mt-8 text-ink-muted">No bookings match.</p>
      ) : (
        <div className="mt-6 md:overflow-x-auto">
          <table className={`${STACKED.table} md:min-w-[44rem]`}>
            <thead className={STACKED.thead}>
              <tr className="border-b border-sand-200 text-ink-muted">
                <th scope="col" className="py-2 text-start">
                  Reference
                </th>
                <th scope="col" className="py-2 text-start">
                  Guest
                </th>
                <th scope="col" className="py-2 text-start">
                  Room
                </th>
                <th scope="col" className="py-2 text-start">
                  Stay
                </th>
                <th scope="col" className="py-2 text-start">
                  Total
                </th>
                <th scope="col" className="py-2 text-start">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className={STACKED.tbody}>
              {bookings.map((booking) => (
                <tr key={booking.id} className={STACKED.row}>
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
                  </Cell>
                  <Cell label="Status">
                    {STATUSES.find((s) => s.value === booking.status)?.label ?? booking.status}
                  </Cell>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
