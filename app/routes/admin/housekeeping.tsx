/**
 * Housekeeping (/admin/housekeeping): every room by number, its status, who is in it tonight
 * and who arrives or leaves today, with one button per status. Made for a phone: one card per
 * room, buttons a thumb can reach. The same list is GET /api/admin/housekeeping.
 */
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { admin, send } from "~/admin/typed-api";
import { Button } from "~/components/ui/button";
import { hotelToday } from "~core/dates";
import { formatDate, formatHotelDateTime } from "~core/format";
import {
  HOUSEKEEPING_LABELS,
  HOUSEKEEPING_STATUSES,
  type HousekeepingStatus,
} from "~core/schemas/rooms";
import { housekeepingList } from "~server/services/property/room-numbers";
import type { Route } from "./+types/housekeeping";

export function meta() {
  return [{ title: "Housekeeping | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const today = hotelToday();
  return { today, rooms: await housekeepingList(context.services.db, today) };
}

const STATUS_STYLE: Record<HousekeepingStatus, string> = {
  clean: "bg-palm-600/15 text-ink",
  dirty: "bg-coral-500/15 text-ink",
  inspected: "bg-ocean-600/15 text-ink",
  out_of_order: "bg-ink/10 text-ink",
};

export default function AdminHousekeeping({ loaderData }: Route.ComponentProps) {
  const { today, rooms } = loaderData;
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState("");

  async function setStatus(id: number, number: string, status: HousekeepingStatus) {
    setBusy(id);
    const result = await send(() =>
      admin.housekeeping[":id"].$put({ param: { id: String(id) }, json: { status } }),
    );
    setBusy(null);
    if (result.ok) await revalidator.revalidate();
    setMessage(
      result.ok
        ? `Room ${number} is ${HOUSEKEEPING_LABELS[status].toLowerCase()}.`
        : result.message,
    );
  }

  return (
    <>
      <h1 className="font-display text-3xl text-ink">Housekeeping</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">
        Every room by number on {formatDate(today)}: its status, who is in it tonight, arrivals and
        departures. Check-out marks a room dirty.
      </p>
      <p role="status" className="mt-3 min-h-6 font-semibold text-ink">
        {message}
      </p>
      {rooms.length === 0 ? (
        <p className="mt-4 text-ink-muted">
          No room has a number yet. Add the rooms of each room type on its page under{" "}
          <Link className="text-ocean-700 underline" to="/admin/rooms">
            Rooms
          </Link>
          .
        </p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {rooms.map((room) => (
            <li key={room.id} className="rounded-xl border border-ink/10 bg-white p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-display text-2xl text-ink">Room {room.number}</h2>
                <span
                  className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLE[room.status]}`}
                >
                  {HOUSEKEEPING_LABELS[room.status]}
                </span>
              </div>
              <p className="text-sm text-ink-muted">
                {room.roomTypeName}
                {room.floor ? `, floor ${room.floor}` : ""}
              </p>
              <ul className="mt-2 space-y-1 text-sm text-ink">
                {room.outOfOrderToday ? (
                  <li className="font-semibold">
                    Out of order until{" "}
                    {room.outOfOrderTo ? formatDate(room.outOfOrderTo) : "further notice"}
                  </li>
                ) : null}
                {room.departing ? (
                  <li>
                    Departing today:{" "}
                    <Link
                      className="text-ocean-700 underline"
                      to={`/admin/bookings/${room.departing.bookingId}`}
                    >
                      {room.departing.guest}
                    </Link>
                  </li>
                ) : null}
                {room.tonight ? (
                  <li>
                    {room.arriving ? "Arriving today: " : "Tonight: "}
                    <Link
                      className="text-ocean-700 underline"
                      to={`/admin/bookings/${room.tonight.bookingId}`}
                    >
                      {room.tonight.guest}
                    </Link>
                  </li>
                ) : (
                  <li>Free tonight</li>
                )}
                {room.notes ? <li className="text-ink-muted">{room.notes}</li> : null}
              </ul>
              <fieldset className="mt-3">
                <legend className="sr-only">Set the status of room {room.number}</legend>
                <div className="grid grid-cols-2 gap-2">
                  {HOUSEKEEPING_STATUSES.map((status) => (
                    <Button
                      key={status}
                      size="sm"
                      variant={room.status === status ? "primary" : "secondary"}
                      aria-pressed={room.status === status}
                      disabled={busy === room.id}
                      onClick={() => setStatus(room.id, room.number, status)}
                    >
                      {HOUSEKEEPING_LABELS[status]}
                    </Button>
                  ))}
                </div>
              </fieldset>
              {room.statusChangedBy ? (
                <p className="mt-2 text-xs text-ink-muted">
                  Set by {room.statusChangedBy}
                  {room.statusChangedAt ? `, ${formatHotelDateTime(room.statusChangedAt)}` : ""}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
