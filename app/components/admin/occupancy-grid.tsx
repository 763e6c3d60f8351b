/**
 * The occupancy grid: room types down the side (kept in view while the nights scroll
 * sideways), nights across, each cell the rooms held of the room type's total with the rate
 * calendar's restrictions. A cell is a link (works before scripts run) that opens the
 * bookings behind it below the grid; its accessible name says it all, e.g.
 * "Garden Twin, 12 December: 3 of 8 sold, closed (stop-sell)".
 */

import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import type { GridCellDto, OccupancyGridDto } from "~core/reports";
import type { RoomGridDto, RoomRunDto } from "~core/schemas/rooms";

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});
const weekdayFormat = new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: "UTC" });
const monthFormat = new Intl.DateTimeFormat("en-GB", { month: "short", timeZone: "UTC" });
const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** "12 December". */
export const gridDay = (date: string) => dayFormat.format(noon(date));
/** Saturday and Sunday. */
export const isWeekend = (date: string) => [0, 6].includes(noon(date).getUTCDay());

/** The restrictions of a night: short badge text and the words a screen reader says. */
export function cellBadges(cell: GridCellDto): { short: string; long: string; tone: string }[] {
  return [
    cell.closed
      ? { short: "Closed", long: "closed (stop-sell)", tone: "bg-danger text-white" }
      : null,
    cell.closedToArrival
      ? { short: "No arr.", long: "closed to arrival", tone: "bg-sand-200 text-ink" }
      : null,
    cell.closedToDeparture
      ? { short: "No dep.", long: "closed to departure", tone: "bg-sand-200 text-ink" }
      : null,
    cell.minStay !== null
      ? {
          short: `Min ${cell.minStay}`,
          long: `minimum stay ${cell.minStay} nights`,
          tone: "bg-ocean-50 text-ocean-800",
        }
      : null,
    cell.maxStay !== null
      ? {
          short: `Max ${cell.maxStay}`,
          long: `maximum stay ${cell.maxStay} nights`,
          tone: "bg-ocean-50 text-ocean-800",
        }
      : null,
  ].filter((badge) => badge !== null);
}

/** The cell's shade: darker as the night fills up. */
function fillTone(sold: number, total: number, weekend: boolean): string {
  if (total > 0 && sold >= total) return "bg-ocean-800 text-white";
  if (total > 0 && sold / total >= 0.75) return "bg-ocean-100 text-ink";
  if (sold > 0) return "bg-ocean-50 text-ink";
  return weekend ? "bg-sand-50 text-ink" : "bg-white text-ink";
}

/** The address of the grid starting on `from`, with a cell open or not, by type or number. */
export function gridAddress(
  from: string,
  cell?: { roomTypeId: number; night: string } | null,
  view: GridView = "types",
) {
  const params = new URLSearchParams({ from });
  if (cell) {
    params.set("roomTypeId", String(cell.roomTypeId));
    params.set("night", cell.night);
  }
  if (view === "rooms") params.set("view", "rooms");
  return `/admin/calendar?${params.toString()}`;
}

/** The grid by room type (rooms sold of each type) or by room number (who is in each room). */
export type GridView = "types" | "rooms";

export function OccupancyGrid({ grid }: { grid: OccupancyGridDto }) {
  const caption = `Rooms sold per night from ${gridDay(grid.nights[0] ?? grid.from)} to ${gridDay(
    grid.nights.at(-1) ?? grid.from,
  )}`;
  return (
    <section
      className="relative mt-4 max-w-full overflow-x-auto rounded-xl ring-1 ring-sand-200"
      // The box scrolls on a phone: it takes focus so the keyboard can scroll it too.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
      tabIndex={0}
      aria-label={`${caption} (scrolls sideways)`}
    >
      <table className="border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{caption}</caption>
        <NightsHead grid={grid} corner="Room type" />
        <tbody>
          {grid.roomTypes.map((type) => (
            <tr key={type.id}>
              <th
                scope="row"
                className="sticky start-0 z-10 border-b border-e border-sand-200 bg-white p-2 text-start align-top font-semibold text-ink"
              >
                {type.name}
                <span className="block text-xs font-normal text-ink-muted">
                  {type.totalRooms} rooms
                </span>
              </th>
              {type.cells.map((cell) => (
                <GridCell
                  key={cell.night}
                  cell={cell}
                  from={grid.from}
                  today={cell.night === grid.today}
                  roomType={type}
                  open={
                    grid.selected?.roomTypeId === type.id && grid.selected.cell.night === cell.night
                  }
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function GridCell({
  cell,
  from,
  roomType,
  today,
  open,
}: {
  cell: GridCellDto;
  from: string;
  roomType: { id: number; name: string; totalRooms: number };
  today: boolean;
  open: boolean;
}) {
  const badges = cellBadges(cell);
  return (
    <td
      data-night={cell.night}
      data-room-type={roomType.id}
      className={cn(
        "border-b border-sand-200 p-0 align-top",
        fillTone(cell.sold, roomType.totalRooms, isWeekend(cell.night)),
        today &&
          "shadow-[inset_2px_0_0_var(--color-coral-700),inset_-2px_0_0_var(--color-coral-700)]",
      )}
    >
      <Link
        to={`${gridAddress(from, { roomTypeId: roomType.id, night: cell.night })}#cell-bookings`}
        preventScrollReset
        aria-current={open ? "true" : undefined}
        className={cn(
          "flex min-h-16 w-full flex-col items-center gap-1 p-1.5 text-center no-underline hover:underline",
          open && "outline-3 -outline-offset-3 outline-coral-600",
        )}
      >
        <span className="sr-only">
          {roomType.name}, {gridDay(cell.night)}:{" "}
        </span>
        <span className="font-semibold tabular-nums">
          {cell.sold}
          <span aria-hidden="true">/</span>
          <span className="sr-only"> of </span>
          {roomType.totalRooms}
          <span className="sr-only"> sold</span>
        </span>
        {cell.onHold > 0 ? (
          <span className="text-xs">
            <span className="sr-only">, </span>
            {cell.onHold} held
          </span>
        ) : null}
        {badges.length > 0 ? (
          <span className="flex flex-col items-center gap-0.5">
            {badges.map((badge) => (
              <span
                key={badge.short}
                className={cn("rounded px-1 text-[0.7rem] font-semibold leading-4", badge.tone)}
              >
                <span aria-hidden="true">{badge.short}</span>
                <span className="sr-only">, {badge.long}</span>
              </span>
            ))}
          </span>
        ) : null}
      </Link>
    </td>
  );
}

/** The nights across the top of both grids, today marked. */
function NightsHead({ grid, corner }: { grid: OccupancyGridDto; corner: string }) {
  return (
    <thead>
      <tr>
        <th
          scope="col"
          className="sticky start-0 z-20 min-w-28 border-b border-e border-sand-200 bg-sand-100 p-2 text-start text-ink"
        >
          {corner}
        </th>
        {grid.nights.map((night) => {
          const today = night === grid.today;
          return (
            <th
              key={night}
              scope="col"
              data-night={night}
              className={cn(
                "min-w-16 border-b border-sand-200 p-1.5 text-center font-normal",
                !today && "text-ink",
                today
                  ? "bg-coral-700 text-white"
                  : isWeekend(night)
                    ? "bg-sand-200"
                    : "bg-sand-100",
              )}
            >
              <span className="block text-xs">{weekdayFormat.format(noon(night))}</span>
              <span className="block font-semibold">
                {Number(night.slice(8))} {monthFormat.format(noon(night))}
              </span>
              {today ? <span className="block text-xs font-semibold">Today</span> : null}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

const RUN_TONE: Record<RoomRunDto["kind"], string> = {
  stay: "bg-ocean-100 text-ink",
  free: "bg-white text-ink-muted",
  out_of_order: "bg-sand-200 text-ink",
};

/**
 * The grid by room number: each room's nights, a stay over several nights one cell (linked to
 * its booking), then a line of the rooms sold each night that have no number yet.
 */
export function RoomNumberGrid({ grid, rooms }: { grid: OccupancyGridDto; rooms: RoomGridDto }) {
  const caption = `Rooms by number from ${gridDay(grid.nights[0] ?? grid.from)} to ${gridDay(
    grid.nights.at(-1) ?? grid.from,
  )}`;
  return (
    <section
      className="relative mt-4 max-w-full overflow-x-auto rounded-xl ring-1 ring-sand-200"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
      tabIndex={0}
      aria-label={`${caption} (scrolls sideways)`}
    >
      <table className="border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{caption}</caption>
        <NightsHead grid={grid} corner="Room" />
        {rooms.roomTypes.map((type) => (
          <tbody key={type.id}>
            <tr>
              <th
                scope="colgroup"
                colSpan={grid.nights.length + 1}
                className="border-b border-sand-200 bg-sand-50 p-2 text-start font-semibold text-ink"
              >
                <span className="sticky start-2">
                  {type.name}
                  {type.rooms.length === 0 ? (
                    <span className="ms-2 font-normal text-ink-muted">
                      No room of this type has a number yet.
                    </span>
                  ) : null}
                </span>
              </th>
            </tr>
            {type.rooms.map((room) => (
              <tr key={room.id}>
                <th
                  scope="row"
                  className="sticky start-0 z-10 border-b border-e border-sand-200 bg-white p-2 text-start font-semibold text-ink"
                >
                  {room.number}
                  {room.floor ? (
                    <span className="block text-xs font-normal text-ink-muted">
                      Floor {room.floor}
                    </span>
                  ) : null}
                </th>
                {room.runs.map((run) => (
                  <RoomRunCell key={run.night} run={run} room={room.number} nights={grid.nights} />
                ))}
              </tr>
            ))}
            {type.unassigned.some((count) => count > 0) ? (
              <tr>
                <th
                  scope="row"
                  className="sticky start-0 z-10 border-b border-e border-sand-200 bg-white p-2 text-start text-xs font-normal text-ink"
                >
                  No number yet
                </th>
                {type.unassigned.map((count, index) => (
                  <td
                    key={grid.nights[index]}
                    className={cn(
                      "border-b border-sand-200 p-1.5 text-center tabular-nums",
                      count > 0 ? "bg-coral-500/10 font-semibold text-ink" : "text-ink-muted",
                    )}
                  >
                    {count > 0 ? count : <span className="sr-only">0</span>}
                  </td>
                ))}
              </tr>
            ) : null}
          </tbody>
        ))}
      </table>
    </section>
  );
}

function RoomRunCell({ run, room, nights }: { run: RoomRunDto; room: string; nights: string[] }) {
  const last = nights[nights.indexOf(run.night) + run.span - 1] ?? run.night;
  const when =
    run.span > 1 ? `${gridDay(run.night)} to ${gridDay(last)}` : `night of ${gridDay(run.night)}`;
  return (
    <td
      colSpan={run.span}
      data-night={run.night}
      className={cn("border-b border-s border-sand-200 p-0 align-top", RUN_TONE[run.kind])}
    >
      {run.booking ? (
        <Link
          to={`/admin/bookings/${run.booking.id}`}
          className={cn(
            "flex min-h-11 flex-col justify-center p-1.5 text-start no-underline hover:underline",
            // A one-night stay keeps the night's column as wide as the others (text cut short
            // on screen; a screen reader still reads it whole).
            run.span === 1 && "max-w-20",
          )}
        >
          <span className="sr-only">
            Room {room}, {when}:{" "}
          </span>
          <span className="truncate font-semibold">{run.booking.guest}</span>
          <span className="truncate font-mono text-xs">{run.booking.reference}</span>
          {run.booking.stayStatus === "in_house" ? <span className="text-xs">In house</span> : null}
        </Link>
      ) : (
        <span className="flex min-h-11 items-center justify-center p-1.5 text-xs">
          <span className="sr-only">
            Room {room}, {when}:{" "}
          </span>
          {run.kind === "out_of_order" ? "Out of order" : <span className="sr-only">free</span>}
        </span>
      )}
    </td>
  );
}
