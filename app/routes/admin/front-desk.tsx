import { BookingLink } from "~/components/admin/booking-link";
import { BookingRooms } from "~/components/admin/booking-rooms";
import { StayActions } from "~/components/admin/stay-actions";
import { ButtonLink } from "~/components/ui/button";
import { Cell, Table, TableRow } from "~/components/ui/table";
import { hotelTimeZone, hotelToday } from "~core/dates";
import { formatDate, formatKsh } from "~core/format";
import { BOOKING_SOURCE_LABELS, STAY_STATUS_LABELS } from "~core/front-office";
import { formatPhoneInternational } from "~core/phone";
import type { BookingRoomsDto } from "~core/schemas/rooms";
import type { FrontDeskRowDto } from "~core/types";
import { frontDeskOverview } from "~server/services/booking/stay-operations";
import { bookingRooms } from "~server/services/property/room-numbers";
import type { Route } from "./+types/front-desk";

export function meta() {
  return [{ title: "Front desk | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const overview = await frontDeskOverview(context.services.db);
  // Today's arrivals' room numbers, chosen before the check-in button (rooms by number).
  const roomNumbers: Record<number, BookingRoomsDto> = {};
  for (const row of overview.today.arrivals) {
    roomNumbers[row.id] = await bookingRooms(context.services.db, row.id);
  }
  return {
    ...overview,
    roomNumbers,
    now: hotelToday(),
    zone: hotelTimeZone(),
  };
}

const dayFormat = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
  return (date: string) => format.format(new Date(`${date}T12:00:00Z`));
};
/** "Saturday" */
const weekday = dayFormat({ weekday: "long" });
/** "Sat, Nov 28": the lists' dates are all near today. */
const shortDay = dayFormat({ weekday: "short", month: "short", day: "numeric" });

function stateText(row: FrontDeskRowDto): string {
  if (row.status === "pending_payment") return "Awaiting payment";
  return STAY_STATUS_LABELS[row.stayStatus];
}

/** One list of bookings with their stay actions (cards on a phone, a table from md). */
function StayList({
  title,
  rows,
  today,
  empty,
  id,
  actions = true,
  roomNumbers = {},
}: {
  title: string;
  rows: FrontDeskRowDto[];
  today: string;
  empty: string;
  id: string;
  /** The stay actions (today's lists and the guests in house). */
  actions?: boolean;
  /** Room numbers by booking id (today's arrivals). */
  roomNumbers?: Record<number, BookingRoomsDto>;
}) {
  const columns = ["Guest", "Room", "Stay", "Status"];
  return (
    <div className="mt-6">
      <h3 id={id} className="text-lg font-semibold text-ink">
        {title} <span className="font-normal text-ink-muted">({rows.length})</span>
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-ink-muted">{empty}</p>
      ) : (
        <Table
          caption={title}
          columns={actions ? [...columns, { key: "actions", label: "Actions" }] : columns}
          className="md:w-full md:min-w-[48rem] md:table-fixed"
          wrapperClassName="mt-3"
        >
          {rows.map((row) => (
            <TableRow key={row.id}>
              <Cell as="th" scope="row" className="font-semibold">
                <BookingLink id={row.id}>
                  {row.firstName} {row.lastName}
                </BookingLink>
                <span className="block font-mono text-xs font-normal text-ink-muted">
                  {row.reference} · {BOOKING_SOURCE_LABELS[row.source]}
                </span>
                <span className="block text-xs font-normal text-ink-muted">
                  {formatPhoneInternational(row.phone)}
                </span>
              </Cell>
              <Cell label="Room">
                {row.roomName} × {row.roomCount}
                <span className="block text-xs text-ink-muted">
                  {row.adults} adult{row.adults === 1 ? "" : "s"}
                  {row.children > 0
                    ? `, ${row.children} child${row.children === 1 ? "" : "ren"}`
                    : ""}
                </span>
                {roomNumbers[row.id] ? (
                  <BookingRooms rooms={roomNumbers[row.id]!} mayAssign compact />
                ) : null}
              </Cell>
              <Cell label="Stay">
                {shortDay(row.checkIn)} – {shortDay(row.checkOut)}
                <span className="block text-xs text-ink-muted">
                  {row.nights} night{row.nights === 1 ? "" : "s"} · {formatKsh(row.totalAmount)}
                  {row.notes > 0 ? ` · ${row.notes} note${row.notes === 1 ? "" : "s"}` : ""}
                </span>
                <span
                  className={`block text-xs ${row.balance > 0 ? "font-semibold text-danger" : "text-ink-muted"}`}
                >
                  {row.balance > 0
                    ? `Balance due ${formatKsh(row.balance)}`
                    : row.balance < 0
                      ? `In credit ${formatKsh(-row.balance)}`
                      : "Settled"}
                </span>
              </Cell>
              <Cell label="Status">
                {stateText(row)}
                {row.stayStatus === "expected" && row.checkIn < today ? (
                  <span className="block text-xs text-danger">
                    Due since {shortDay(row.checkIn)}
                  </span>
                ) : null}
              </Cell>
              {actions ? (
                <Cell>
                  <StayActions booking={row} today={today} />
                </Cell>
              ) : null}
            </TableRow>
          ))}
        </Table>
      )}
    </div>
  );
}

/** Today's and tomorrow's arrivals and departures in hotel time, and the guests in house. */
export default function AdminFrontDesk({ loaderData }: Route.ComponentProps) {
  const { today, tomorrow, inHouse, now } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">Front desk</h1>
        <ButtonLink to="/admin/bookings/new">New booking</ButtonLink>
      </div>
      <p className="mt-2 text-ink-muted">
        Dates in hotel time ({loaderData.zone}). In house now: {inHouse.length}.
      </p>
      {[
        { key: "today", name: "Today", lists: today },
        { key: "tomorrow", name: "Tomorrow", lists: tomorrow },
      ].map(({ key, name, lists }) => (
        <section key={key} aria-labelledby={`day-${key}`} className="mt-8">
          <h2 id={`day-${key}`} className="font-display text-2xl text-ink">
            {name}, {weekday(lists.date)} {formatDate(lists.date)}
          </h2>
          <StayList
            id={`${key}-arrivals`}
            title="Arrivals"
            rows={lists.arrivals}
            today={now}
            empty="No arrivals."
            actions={key === "today"}
            roomNumbers={key === "today" ? loaderData.roomNumbers : undefined}
          />
          <StayList
            id={`${key}-departures`}
            title="Departures"
            rows={lists.departures}
            today={now}
            empty="No departures."
            actions={key === "today"}
          />
        </section>
      ))}
      <section aria-labelledby="in-house" className="mt-8">
        <h2 id="in-house" className="font-display text-2xl text-ink">
          In house
        </h2>
        <StayList
          id="in-house-list"
          title="Checked in"
          rows={inHouse}
          today={now}
          empty="No guest is checked in."
        />
      </section>
    </>
  );
}
