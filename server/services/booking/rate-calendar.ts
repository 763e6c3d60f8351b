/**
 * Reading the rate calendar (room_rates) for the price engine: each room type's base
 * rates with the nights staff changed (core/rate-calendar.ts decides what they mean).
 * Staff write it through rate-admin.ts, eZee's rates feed through property/rates-feed.ts.
 */
import { and, gte, inArray, lte } from "drizzle-orm";
import { addDaysIso } from "~core/pricing";
import {
  nearestAllowedStay,
  RateCalendar,
  restrictionMessage,
  type StayRestriction,
} from "~core/rate-calendar";
import type { RoomRatesDto } from "~core/types";
import type { Database } from "../../db/client";
import { roomRates, type roomTypes } from "../../db/schema";
import { AppError } from "../../errors";
import { getSiteSettings } from "../platform/settings";

type RateRow = typeof roomRates.$inferSelect;

/**
 * The rows in force for some room types (all when `roomTypeIds` is omitted) and nights,
 * one per room type and night at most. Staff's rows and eZee's are both kept: while the
 * site setting `ratesSource` is "ezee", a night the feed priced is read from eZee's row and
 * any other night from the staff's; with "site", only the staff's rows count, so switching
 * back brings the hotel's own prices back as they were.
 */
export async function effectiveRateRows(
  db: Pick<Database, "select">,
  range: { roomTypeIds?: readonly number[]; from: string; to: string },
): Promise<RateRow[]> {
  const ids = range.roomTypeIds;
  if (ids && ids.length === 0) return [];
  const [settings, rows] = await Promise.all([
    getSiteSettings(db as Database),
    db
      .select()
      .from(roomRates)
      .where(
        and(
          ids ? inArray(roomRates.roomTypeId, [...ids]) : undefined,
          gte(roomRates.night, range.from),
          lte(roomRates.night, range.to),
        ),
      ),
  ]);
  if (settings.ratesSource !== "ezee") return rows.filter((row) => row.source === "site");
  const fromEzee = new Set(
    rows.filter((row) => row.source === "ezee").map((row) => `${row.roomTypeId} ${row.night}`),
  );
  return rows.filter(
    (row) => row.source === "ezee" || !fromEzee.has(`${row.roomTypeId} ${row.night}`),
  );
}

type RoomRow = Pick<
  typeof roomTypes.$inferSelect,
  "rateSingleBedOnly" | "rateSingleBreakfast" | "rateDoubleBedOnly" | "rateDoubleBreakfast"
>;

/** A room type's four base rates. */
export function baseRates(room: RoomRow): RoomRatesDto {
  return {
    singleBedOnly: room.rateSingleBedOnly,
    singleBreakfast: room.rateSingleBreakfast,
    doubleBedOnly: room.rateDoubleBedOnly,
    doubleBreakfast: room.rateDoubleBreakfast,
  };
}

/**
 * The calendars of several room types for the nights from `from` to `to`, both
 * included (a stay reads its check-out date too: closed to departure).
 */
export async function loadRateCalendars(
  db: Pick<Database, "select">,
  rooms: readonly { id: number; rates: RoomRatesDto }[],
  from: string,
  to: string,
): Promise<Map<number, RateCalendar>> {
  const rows = await effectiveRateRows(db, {
    roomTypeIds: rooms.map((room) => room.id),
    from,
    to,
  });
  return new Map(
    rooms.map((room) => [
      room.id,
      new RateCalendar(
        room.rates,
        rows.filter((row) => row.roomTypeId === room.id),
      ),
    ]),
  );
}

export async function loadRateCalendar(
  db: Pick<Database, "select">,
  room: { id: number; rates: RoomRatesDto },
  from: string,
  to: string,
): Promise<RateCalendar> {
  const calendars = await loadRateCalendars(db, [room], from, to);
  return calendars.get(room.id) ?? new RateCalendar(room.rates);
}

/** How far around the asked dates a suggestion is looked for. */
export const SUGGESTION_REACH_DAYS = 21;

/** The nights a stay's calendar reads: the stay and what a suggestion may reach. */
export function stayWindow(checkIn: string, checkOut: string): { from: string; to: string } {
  return {
    from: addDaysIso(checkIn, -SUGGESTION_REACH_DAYS),
    to: addDaysIso(checkOut, SUGGESTION_REACH_DAYS + 31),
  };
}

/** A stay the rate calendar does not sell: 409 with the rule and the nearest dates that work. */
export class StayRestrictedError extends AppError {
  constructor(
    readonly restriction: StayRestriction,
    readonly suggestion: { checkIn: string; checkOut: string } | null,
  ) {
    super("restricted", restrictionMessage(restriction));
  }
}

/** Why the calendar does not sell a stay, and the nearest allowed one; null when it does. */
export interface StayRules {
  restriction: StayRestriction;
  suggestion: { checkIn: string; checkOut: string } | null;
}

/**
 * One room type's calendar around a stay (the stay and the reach of a suggestion), and
 * what it says of the stay. `earliest` is the first arrival a suggestion may give.
 */
export async function stayCalendar(
  db: Pick<Database, "select">,
  room: { id: number; rates: RoomRatesDto },
  stay: { checkIn: string; checkOut: string },
  earliest: string,
): Promise<{ calendar: RateCalendar; rules: StayRules | null }> {
  const window = stayWindow(stay.checkIn, stay.checkOut);
  const calendar = await loadRateCalendar(db, room, window.from, window.to);
  const restriction = calendar.restriction(stay.checkIn, stay.checkOut);
  if (!restriction) return { calendar, rules: null };
  const suggestion = nearestAllowedStay(calendar, stay.checkIn, stay.checkOut, {
    earliest,
    reach: SUGGESTION_REACH_DAYS,
  });
  return { calendar, rules: { restriction, suggestion } };
}

/** The calendar of a stay it sells; a stay it does not is refused (409 `restricted`). */
export async function sellingCalendar(
  db: Pick<Database, "select">,
  room: { id: number; rates: RoomRatesDto },
  stay: { checkIn: string; checkOut: string },
  today: string,
): Promise<RateCalendar> {
  const { calendar, rules } = await stayCalendar(db, room, stay, today);
  if (rules) throw new StayRestrictedError(rules.restriction, rules.suggestion);
  return calendar;
}

/**
 * The calendar of a stay for a booking or a change: a stay its rules refuse is refused
 * (409 `restricted`) unless staff book despite them (`override`), which only staff may
 * ask; `overridden` is then the rule set aside, for the audit log. Rooms are never
 * overridden: the inventory's constraint refuses a sold-out stay whatever this says.
 */
export async function stayRates(
  db: Pick<Database, "select">,
  room: RoomRow & { id: number },
  stay: { checkIn: string; checkOut: string },
  today: string,
  override = false,
): Promise<{ calendar: RateCalendar; overridden: StayRestriction | null }> {
  const { calendar, rules } = await stayCalendar(
    db,
    { id: room.id, rates: baseRates(room) },
    stay,
    today,
  );
  if (rules && !override) throw new StayRestrictedError(rules.restriction, rules.suggestion);
  return { calendar, overridden: rules?.restriction ?? null };
}
