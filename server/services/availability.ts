/**
 * Rooms free per room type and night. A night without an inventory row has every
 * room of the type free; a row's `capacity - booked` is what is left (the row keeps
 * the capacity it was created with, so a later change of the room count applies to
 * nights nobody has booked yet).
 */
import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import type { Lang } from "../../core/i18n/languages";
import { addDaysIso, nightsBetween, type PricingPolicy, quoteStay } from "../../core/pricing";
import type { StaySearch } from "../../core/schemas/booking";
import type { SiteSettings } from "../../core/settings";
import type { AvailableRoomDto, RoomAvailabilityDto } from "../../core/types";
import type { Database } from "../db/client";
import { roomInventory, roomTypes } from "../db/schema";
import { listRoomTypes } from "./rooms";

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
  db: Database,
  types: { id: number; totalRooms: number }[],
  checkIn: string,
  checkOut: string,
): Promise<Map<number, number>> {
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
  for (const row of rows) {
    const left = Math.max(0, row.capacity - row.booked);
    free.set(row.roomTypeId, Math.min(free.get(row.roomTypeId) ?? 0, left));
  }
  return free;
}

/**
 * Room types with enough rooms free on every night and room for the party
 * (adults + children within capacity x rooms), each with the all-in quote for the
 * stay at the base rate (single occupancy, bed only, no extras).
 */
export async function listAvailableRoomTypes(
  db: Database,
  search: StaySearch,
  settings: SiteSettings,
  lang: Lang,
): Promise<AvailableRoomDto[]> {
  const rooms = await listRoomTypes(db, lang, { withTonight: false });
  const free = await freeRoomsByType(db, rooms, search.checkIn, search.checkOut);
  const policy = pricingPolicy(settings);
  const party = search.adults + search.children;
  return rooms
    .map((room) => ({ ...room, available: free.get(room.id) ?? 0 }))
    .filter((room) => room.available >= search.rooms && room.capacity * search.rooms >= party)
    .map((room) => ({
      ...room,
      quote: quoteStay(
        room.rates,
        {
          checkIn: search.checkIn,
          checkOut: search.checkOut,
          roomCount: search.rooms,
          includeBreakfast: false,
          isDoubleOccupancy: false,
          extraGuests: 0,
          needsLateCheckout: false,
        },
        policy,
      ),
    }));
}

/** Rooms free per night of [from, to) for one room type (the booking page's calendar). */
export async function roomAvailabilityCalendar(
  db: Database,
  roomTypeId: number,
  from: string,
  to: string,
): Promise<RoomAvailabilityDto | null> {
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
  const byNight = new Map(rows.map((row) => [row.night, Math.max(0, row.capacity - row.booked)]));
  const nights = [];
  for (let i = 0; i < nightsBetween(from, to); i++) {
    const date = addDaysIso(from, i);
    nights.push({ date, available: byNight.get(date) ?? type.totalRooms });
  }
  return { roomId: type.id, totalRooms: type.totalRooms, from, to, nights };
}
