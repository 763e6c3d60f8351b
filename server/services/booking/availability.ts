/**
 * Rooms free per room type and night. A night without an inventory row has every
 * room of the type free; a row's `capacity - booked` is what is left. The capacity in
 * force is the room type's current total rooms: a booking writes it under the room
 * type's lock and a change of total rooms rewrites it on every night from today
 * (booking.ts, admin-rooms.ts); the smaller of the two is read here all the same.
 */
import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import type { Lang } from "~core/i18n/languages";
import { fitParty } from "~core/party";
import { addDaysIso, nightsBetween, type PricingPolicy, quoteStay } from "~core/pricing";
import type { StaySearch } from "~core/schemas/booking";
import type { SiteSettings } from "~core/settings";
import type { AvailableRoomDto, RoomAvailabilityDto } from "~core/types";
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

/**
 * Room types with enough rooms free on every night that take the party (the shared
 * rule, core/party.ts), each with the all-in quote for the stay at the party's
 * occupancy, bed only, no extras.
 */
export async function listAvailableRoomTypes(
  source: AvailabilitySource,
  search: StaySearch,
  settings: SiteSettings,
  lang: Lang,
): Promise<AvailableRoomDto[]> {
  const rooms = await listRoomTypes(sourceParts(source).db, lang, { withTonight: false });
  const free = await freeRoomsByType(source, rooms, search.checkIn, search.checkOut);
  const policy = pricingPolicy(settings);
  const party = { adults: search.adults, children: search.children, rooms: search.rooms };
  return rooms
    .map((room) => ({
      ...room,
      available: free.get(room.id) ?? 0,
      fit: fitParty(room.capacity, party, settings.maxExtraGuests),
    }))
    .filter((room) => room.available >= search.rooms && room.fit.fits)
    .map(({ fit, ...room }) => ({
      ...room,
      quote: quoteStay(
        room.rates,
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
    }));
}

/** Rooms free per night of [from, to) for one room type (the booking page's calendar). */
export async function roomAvailabilityCalendar(
  source: AvailabilitySource,
  roomTypeId: number,
  from: string,
  to: string,
): Promise<RoomAvailabilityDto | null> {
  const { db, services } = sourceParts(source);
  const [type] = await db
    .select({ id: roomTypes.id, totalRooms: roomTypes.totalRooms })
    .from(roomTypes)
    .where(and(eq(roomTypes.id, roomTypeId), eq(roomTypes.isActive, true)));
  if (!type) return null;
  const rows = await db
    .select()
    .from(roomInventory)
    .where(
      and(
        eq(roomInventory.roomTypeId, roomTypeId),
        gte(roomInventory.night, from),
        lt(roomInventory.night, to),
      ),
    )
    .orderBy(asc(roomInventory.night));
  const byNight = new Map(
    rows.map((row) => [
      row.night,
      Math.max(0, Math.min(row.capacity, type.totalRooms) - row.booked),
    ]),
  );
  const ezee = services
    ? (await ezeeAvailabilityByNight(services, [roomTypeId], from, to))?.get(roomTypeId)
    : undefined;
  const nights = [];
  for (let i = 0; i < nightsBetween(from, to); i++) {
    const date = addDaysIso(from, i);
    const local = byNight.get(date) ?? type.totalRooms;
    nights.push({ date, available: Math.min(local, ezee?.get(date) ?? local) });
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
