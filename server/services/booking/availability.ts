/**
 * Rooms free per room type and night. A night without an inventory row has every
 * room of the type free; a row's `capacity - booked` is what is left. The capacity in
 * force is the room type's current total rooms: a booking writes it under the room
 * type's lock and a change of total rooms rewrites it on every night from today
 * (booking.ts, admin-rooms.ts); the smaller of the two is read here all the same.
 */
import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import { hotelToday } from "~core/dates";
import type { Lang } from "~core/i18n/languages";
import { fitParty } from "~core/party";
import { type PricingPolicy, quoteStay, stayNights } from "~core/pricing";
import { nearestAllowedStay, RateCalendar, type StayRestriction } from "~core/rate-calendar";
import type { StaySearch } from "~core/schemas/booking";
import type { SiteSettings } from "~core/settings";
import type {
  AvailableRoomDto,
  CalendarNightDto,
  HotelAvailabilityDto,
  RoomAvailabilityDto,
} from "~core/types";
import type { AppServices } from "../../context";
import type { Database } from "../../db/client";
import { roomInventory, roomTypes } from "../../db/schema";
import { listRoomTypes } from "../content/rooms";
import {
  EZEE_PAUSED_REASON,
  ezeeAvailabilityByNight,
  ezeeFreeRoomsByType,
  ezeeSalesPaused,
} from "../property/availability";
import {
  baseRates,
  loadRateCalendar,
  loadRateCalendars,
  SUGGESTION_REACH_DAYS,
  stayWindow,
} from "./rate-calendar";

/**
 * Callers pass the services to also consult eZee (when active, for mapped room
 * types, the smaller count wins); a bare database gives the local counts only.
 */
export type AvailabilitySource = Database | Pick<AppServices, "db" | "env" | "logger">;

function sourceParts(source: AvailabilitySource) {
  return "env" in source && "db" in source
    ? { db: source.db, services: source }
    : { db: source as Database, services: null };
}

export function pricingPolicy(settings: SiteSettings): PricingPolicy {
  return {
    extraGuestCharge: settings.extraGuestCharge,
    maxExtraGuests: settings.maxExtraGuests,
    lateCheckoutCharge: settings.lateCheckoutCharge,
    taxPercent: settings.taxPercent,
  };
}

/** Fewest rooms free on any night of [checkIn, checkOut), per room type id. */
export async function freeRoomsByType(
  source: AvailabilitySource,
  types: { id: number; totalRooms: number }[],
  checkIn: string,
  checkOut: string,
): Promise<Map<number, number>> {
  const { db, services } = sourceParts(source);
  const free = new Map(types.map((type) => [type.id, type.totalRooms]));
  if (types.length === 0) return free;
  const rows = await db
    .select({
      roomTypeId: roomInventory.roomTypeId,
      capacity: roomInventory.capacity,
      booked: roomInventory.booked,
    })
    .from(roomInventory)
    .where(
      and(
        inArray(
          roomInventory.roomTypeId,
          types.map((type) => type.id),
        ),
        gte(roomInventory.night, checkIn),
        lt(roomInventory.night, checkOut),
      ),
    );
  const totals = new Map(types.map((type) => [type.id, type.totalRooms]));
  for (const row of rows) {
    const capacity = Math.min(row.capacity, totals.get(row.roomTypeId) ?? row.capacity);
    const left = Math.max(0, capacity - row.booked);
    free.set(row.roomTypeId, Math.min(free.get(row.roomTypeId) ?? 0, left));
  }
  const ezee = services
    ? await ezeeFreeRoomsByType(services, [...free.keys()], checkIn, checkOut)
    : null;
  for (const [id, count] of ezee ?? []) free.set(id, Math.min(free.get(id) ?? 0, count));
  return free;
}

/** A room type the party fits and rooms are free, but the rate calendar does not sell. */
export interface RestrictedRoomDto {
  id: number;
  name: string;
  restriction: StayRestriction;
  /** The nearest stay that works (rules and local rooms), or null within reach. */
  suggestion: { checkIn: string; checkOut: string } | null;
}

/**
 * Room types with enough rooms free on every night that take the party (the shared
 * rule, core/party.ts) and that the rate calendar sells for these dates, each with the
 * all-in quote for the stay at the party's occupancy, bed only, no extras; and those
 * the calendar does not sell, with the rule and the nearest dates that work.
 */
export async function searchRoomTypes(
  source: AvailabilitySource,
  search: StaySearch,
  settings: SiteSettings,
  lang: Lang,
): Promise<{ available: AvailableRoomDto[]; restricted: RestrictedRoomDto[] }> {
  const { db } = sourceParts(source);
  const rooms = await listRoomTypes(db, lang, { withTonight: false });
  const free = await freeRoomsByType(source, rooms, search.checkIn, search.checkOut);
  const policy = pricingPolicy(settings);
  const party = { adults: search.adults, children: search.children, rooms: search.rooms };
  const offered = rooms
    .map((room) => ({
      ...room,
      available: free.get(room.id) ?? 0,
      fit: fitParty(room.capacity, party, settings.maxExtraGuests),
    }))
    .filter((room) => room.available >= search.rooms && room.fit.fits);
  const window = stayWindow(search.checkIn, search.checkOut);
  const calendars = await loadRateCalendars(db, offered, window.from, window.to);
  const available: AvailableRoomDto[] = [];
  const restricted: RestrictedRoomDto[] = [];
  const today = hotelToday();
  let freeByNight: Map<number, Map<string, number>> | null = null;
  for (const { fit, ...room } of offered) {
    const calendar = calendars.get(room.id) ?? new RateCalendar(room.rates);
    const restriction = calendar.restriction(search.checkIn, search.checkOut);
    if (restriction) {
      freeByNight ??= await localFreeByNight(db, offered, window.from, window.to);
      const nights = freeByNight.get(room.id);
      const suggestion = nearestAllowedStay(calendar, search.checkIn, search.checkOut, {
        earliest: today,
        reach: SUGGESTION_REACH_DAYS,
        allowed: (checkIn, checkOut) =>
          stayNights(checkIn, checkOut).every(
            (night) => (nights?.get(night) ?? room.totalRooms) >= search.rooms,
          ),
      });
      restricted.push({ id: room.id, name: room.name, restriction, suggestion });
      continue;
    }
    available.push({
      ...room,
      quote: quoteStay(
        calendar.rates,
        {
          checkIn: search.checkIn,
          checkOut: search.checkOut,
          roomCount: search.rooms,
          includeBreakfast: false,
          isDoubleOccupancy: fit.isDoubleOccupancy,
          extraGuests: 0,
          needsLateCheckout: false,
        },
        policy,
      ),
    });
  }
  return { available, restricted };
}

/** The search's offered room types (GET /api/rooms/available). */
export async function listAvailableRoomTypes(
  source: AvailabilitySource,
  search: StaySearch,
  settings: SiteSettings,
  lang: Lang,
): Promise<AvailableRoomDto[]> {
  return (await searchRoomTypes(source, search, settings, lang)).available;
}

/** Rooms free per night (local inventory only) for the nights of [from, to]. */
async function localFreeByNight(
  db: Database,
  types: readonly { id: number; totalRooms: number }[],
  from: string,
  to: string,
): Promise<Map<number, Map<string, number>>> {
  const out = new Map(types.map((type) => [type.id, new Map<string, number>()]));
  if (types.length === 0) return out;
  const totals = new Map(types.map((type) => [type.id, type.totalRooms]));
  const rows = await db
    .select()
    .from(roomInventory)
    .where(
      and(
        inArray(
          roomInventory.roomTypeId,
          types.map((type) => type.id),
        ),
        gte(roomInventory.night, from),
        lt(roomInventory.night, to),
      ),
    );
  for (const row of rows) {
    const capacity = Math.min(row.capacity, totals.get(row.roomTypeId) ?? row.capacity);
    out.get(row.roomTypeId)?.set(row.night, Math.max(0, capacity - row.booked));
  }
  return out;
}

/**
 * The guests' price calendar of one room type for the nights of [from, to): rooms free,
 * the price and the restrictions of each night. Three queries whatever the range (the
 * room type, its inventory rows, its rate calendar rows), plus eZee's counts when active.
 */
export async function roomAvailabilityCalendar(
  source: AvailabilitySource,
  roomTypeId: number,
  from: string,
  to: string,
): Promise<RoomAvailabilityDto | null> {
  const { db, services } = sourceParts(source);
  const [type] = await db
    .select({
      id: roomTypes.id,
      totalRooms: roomTypes.totalRooms,
      rateSingleBedOnly: roomTypes.rateSingleBedOnly,
      rateSingleBreakfast: roomTypes.rateSingleBreakfast,
      rateDoubleBedOnly: roomTypes.rateDoubleBedOnly,
      rateDoubleBreakfast: roomTypes.rateDoubleBreakfast,
    })
    .from(roomTypes)
    .where(and(eq(roomTypes.id, roomTypeId), eq(roomTypes.isActive, true)));
  if (!type) return null;
  const [rows, calendar] = await Promise.all([
    db
      .select({
        night: roomInventory.night,
        capacity: roomInventory.capacity,
        booked: roomInventory.booked,
      })
      .from(roomInventory)
      .where(
        and(
          eq(roomInventory.roomTypeId, roomTypeId),
          gte(roomInventory.night, from),
          lt(roomInventory.night, to),
        ),
      )
      .orderBy(asc(roomInventory.night)),
    loadRateCalendar(db, { id: type.id, rates: baseRates(type) }, from, to),
  ]);
  const byNight = new Map(
    rows.map((row) => [
      row.night,
      Math.max(0, Math.min(row.capacity, type.totalRooms) - row.booked),
    ]),
  );
  const ezee = services
    ? (await ezeeAvailabilityByNight(services, [roomTypeId], from, to))?.get(roomTypeId)
    : undefined;
  const nights: CalendarNightDto[] = [];
  for (const date of stayNights(from, to)) {
    const local = byNight.get(date) ?? type.totalRooms;
    const { rates, ...rules } = calendar.night(date);
    nights.push({
      date,
      available: Math.min(local, ezee?.get(date) ?? local),
      rate: rates.singleBedOnly,
      rates,
      minStay: rules.minStay,
      maxStay: rules.maxStay,
      closed: rules.closed,
      closedToArrival: rules.closedToArrival,
      closedToDeparture: rules.closedToDeparture,
    });
  }
  const paused = ezee !== undefined && ezeeSalesPaused(roomTypeId);
  return {
    roomId: type.id,
    totalRooms: type.totalRooms,
    from,
    to,
    nights,
    ...(paused ? { notice: EZEE_PAUSED_REASON } : {}),
  };
}

/**
 * The search's price calendar for the whole hotel, nights of [from, to): for each night the
 * rooms free and the lowest "from" price (single, room only) among the room types sold that
 * night (rooms free, not closed, sales not paused); null when none is.
 */
export async function hotelPriceCalendar(
  source: AvailabilitySource,
  from: string,
  to: string,
): Promise<HotelAvailabilityDto> {
  const { db } = sourceParts(source);
  const types = await db
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .where(eq(roomTypes.isActive, true))
    .orderBy(asc(roomTypes.id));
  const calendars: RoomAvailabilityDto[] = [];
  // One room type after the other: the embedded database answers one query at a time.
  for (const type of types) {
    const calendar = await roomAvailabilityCalendar(source, type.id, from, to);
    if (calendar && !calendar.notice) calendars.push(calendar);
  }
  const nights = stayNights(from, to).map((date, index) => {
    let available = 0;
    let rate: number | null = null;
    for (const calendar of calendars) {
      const night = calendar.nights[index];
      if (!night || night.closed || night.available <= 0) continue;
      available += night.available;
      rate = rate === null ? night.rate : Math.min(rate, night.rate);
    }
    return { date, available, rate };
  });
  return { from, to, nights };
}
