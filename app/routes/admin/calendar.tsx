import { useEffect, useRef } from "react";
import { data, Form, Link } from "react-router";
import { BookingLink } from "~/components/admin/booking-link";
import {
  cellBadges,
  type GridView,
  gridAddress,
  gridDay,
  OccupancyGrid,
  RoomNumberGrid,
} from "~/components/admin/occupancy-grid";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Cell, Table, TableRow } from "~/components/ui/table";
import { hotelToday } from "~core/dates";
import { formatDate } from "~core/format";
import { BOOKING_SOURCE_LABELS, STAY_STATUS_LABELS } from "~core/front-office";
import { addDaysIso } from "~core/pricing";
import { GRID_DAYS, readGridQuery } from "~core/reports";
import { roomNumberGrid } from "~server/services/property/room-numbers";
import { occupancyGrid } from "~server/services/reports/occupancy-grid";
import type { Route } from "./+types/calendar";

export function meta() {
  return [{ title: "Occupancy | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

/**
 * `?from=` the first night (today by default); `roomTypeId` and `night` open a cell;
 * `view=rooms` shows the rooms by number.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = readGridQuery({
    from: params.get("from"),
    roomTypeId: params.get("roomTypeId"),
    night: params.get("night"),
  });
  const view: GridView = params.get("view") === "rooms" ? "rooms" : "types";
  const grid = await occupancyGrid(context.services.db, { from: query.from, cell: query.cell });
  const rooms = view === "rooms" ? await roomNumberGrid(context.services.db, grid) : null;
  const refused = Object.keys(query.errors).length > 0;
  return data(
    {
      grid,
      view,
      rooms,
      errors: query.errors,
      today: hotelToday(),
      previous: addDaysIso(grid.from, -GRID_DAYS),
      next: addDaysIso(grid.from, GRID_DAYS),
    },
    { status: refused ? 400 : 200 },
  );
}

const STATUS_LABELS = { confirmed: "Confirmed", pending_payment: "Awaiting payment" } as const;
const NAV_LINK = "inline-flex min-h-11 items-center font-semibold text-ocean-700 underline";

export default function AdminCalendar({ loaderData }: Route.ComponentProps) {
  const { grid, errors, today, previous, next, view, rooms } = loaderData;
  useFocusOnOpenedCell(
    grid.selected ? `${grid.selected.roomTypeId}:${grid.selected.cell.night}` : "",
  );
  return (
    <>
      <h1 className="font-display text-3xl text-ink">Occupancy</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">
        Rooms sold of each room type's rooms, night by night: confirmed bookings and bookings still
        awaiting payment (their rooms are held). Open a night to see the bookings behind it. By room
        number: who is in each room, and the rooms sold that have no number yet.
      </p>
      <nav
        aria-label="Occupancy views"
        className="mt-4 flex gap-1 rounded-lg bg-sand-100 p-1 sm:w-fit"
      >
        {(["types", "rooms"] as const).map((value) => (
          <Link
            key={value}
            to={gridAddress(grid.from, null, value)}
            aria-current={view === value ? "page" : undefined}
            className={`inline-flex min-h-11 flex-1 items-center justify-center whitespace-nowrap rounded-md px-4 text-sm font-semibold ${view === value ? "bg-white text-ocean-900 shadow-sm" : "text-ink"}`}
          >
            {value === "types" ? "By room type" : "By room number"}
          </Link>
        ))}
      </nav>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <Field id="calendar-from" label="First night" error={errors.from} className="min-w-44">
          <Input type="date" name="from" defaultValue={grid.from} />
        </Field>
        {view === "rooms" ? <input type="hidden" name="view" value="rooms" /> : null}
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Form>
      {errors.roomTypeId || errors.night ? (
        <p role="alert" className="mt-4 rounded-lg bg-coral-500/10 p-3 text-danger">
          {errors.roomTypeId ?? errors.night}
        </p>
      ) : null}
      <h2 className="mt-6 font-display text-2xl text-ink">
        {`${formatDate(grid.nights[0] ?? grid.from)} – ${formatDate(grid.nights.at(-1) ?? grid.from)}`}
      </h2>
      <nav aria-label="Weeks" className="mt-2 flex flex-wrap items-center gap-x-6 gap-y-1">
        <Link to={gridAddress(previous, null, view)} className={NAV_LINK}>
          <span aria-hidden="true">←&nbsp;</span>Previous two weeks
        </Link>
        {grid.from !== today ? (
          <Link
            to={view === "rooms" ? "/admin/calendar?view=rooms" : "/admin/calendar"}
            className={NAV_LINK}
          >
            From today
          </Link>
        ) : null}
        <Link to={gridAddress(next, null, view)} className={NAV_LINK}>
          Next two weeks<span aria-hidden="true">&nbsp;→</span>
        </Link>
      </nav>
      {grid.roomTypes.length === 0 ? (
        <p className="mt-6 text-ink-muted">
          No active room type yet. <Link to="/admin/rooms">Add rooms first.</Link>
        </p>
      ) : rooms ? (
        <RoomNumberGrid grid={grid} rooms={rooms} />
      ) : (
        <OccupancyGrid grid={grid} />
      )}
      {rooms ? <RoomLegend /> : <Legend />}
      {grid.selected && !rooms ? <CellBookings grid={grid} /> : null}
    </>
  );
}

/**
 * A cell opened by a click moves the focus to its list of bookings (a full page load
 * jumps there by the address's #cell-bookings).
 */
function useFocusOnOpenedCell(key: string) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current !== null && key && key !== shown.current) {
      document.getElementById("cell-bookings-heading")?.focus();
    }
    shown.current = key;
  }, [key]);
}

function Legend() {
  const swatch = "inline-block size-4 rounded ring-1 ring-sand-300 align-middle";
  return (
    <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-muted">
      <li>
        <span className={`${swatch} bg-ocean-50`} /> Some rooms sold
      </li>
      <li>
        <span className={`${swatch} bg-ocean-100`} /> Three quarters sold or more
      </li>
      <li>
        <span className={`${swatch} bg-ocean-800`} /> Full
      </li>
      <li>
        <span className={`${swatch} bg-sand-200`} /> Saturday and Sunday
      </li>
      <li>
        "held": awaiting payment. Closed: stop-sell. No arr./No dep.: closed to arrival/departure.
      </li>
    </ul>
  );
}

function RoomLegend() {
  const swatch = "inline-block size-4 rounded ring-1 ring-sand-300 align-middle";
  return (
    <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-muted">
      <li>
        <span className={`${swatch} bg-ocean-100`} /> A stay (opens the booking)
      </li>
      <li>
        <span className={`${swatch} bg-sand-200`} /> Out of order
      </li>
      <li>
        "No number yet": rooms sold that night without a room number; assign them on the booking or
        at check-in.
      </li>
    </ul>
  );
}

/** The bookings behind the open cell. */
function CellBookings({ grid }: { grid: Route.ComponentProps["loaderData"]["grid"] }) {
  const selected = grid.selected;
  if (!selected) return null;
  const { cell, bookings } = selected;
  const badges = cellBadges(cell);
  return (
    <section
      id="cell-bookings"
      aria-labelledby="cell-bookings-heading"
      className="mt-8 scroll-mt-4"
    >
      <h2
        id="cell-bookings-heading"
        tabIndex={-1}
        className="font-display text-2xl text-ink outline-none"
      >
        {`${selected.roomTypeName}, ${gridDay(cell.night)}: ${cell.sold} of ${selected.totalRooms} sold`}
      </h2>
      <p className="mt-1 text-ink-muted">
        Night of {formatDate(cell.night)}
        {badges.length > 0 ? `: ${badges.map((badge) => badge.long).join(", ")}` : ""}.{" "}
        <Link to={gridAddress(grid.from)} preventScrollReset className="text-ocean-700 underline">
          Close the list
        </Link>
      </p>
      {cell.inventoryBooked !== cell.sold ? (
        <p role="note" className="mt-3 max-w-3xl rounded-lg bg-sand-50 p-3 text-sm text-ink">
          The rooms counter for this night says {cell.inventoryBooked} sold; the bookings below hold{" "}
          {cell.sold}. The counter decides what guests can still book.
        </p>
      ) : null}
      {bookings.length === 0 ? (
        <p className="mt-4 text-ink-muted">No booking holds a room this night.</p>
      ) : (
        <Table
          caption={`Bookings holding ${selected.roomTypeName} rooms on ${gridDay(cell.night)}`}
          columns={["Reference", "Guest", "Stay", "Rooms", "Status", "Stay status", "Source"]}
          className="md:min-w-[48rem]"
          wrapperClassName="mt-4"
        >
          {bookings.map((booking) => (
            <TableRow key={booking.id}>
              <Cell className="font-mono">
                <BookingLink id={booking.id}>{booking.reference}</BookingLink>
              </Cell>
              <Cell label="Guest">{booking.guest}</Cell>
              <Cell label="Stay">
                {formatDate(booking.checkIn)} – {formatDate(booking.checkOut)} ({booking.nights}{" "}
                {booking.nights === 1 ? "night" : "nights"})
              </Cell>
              <Cell label="Rooms" className="tabular-nums">
                {booking.roomCount}
              </Cell>
              <Cell label="Status">{STATUS_LABELS[booking.status]}</Cell>
              <Cell label="Stay status">{STAY_STATUS_LABELS[booking.stayStatus]}</Cell>
              <Cell label="Source">{BOOKING_SOURCE_LABELS[booking.source]}</Cell>
            </TableRow>
          ))}
        </Table>
      )}
    </section>
  );
}
