/**
 * The occupancy grid: active room types by nights, each cell the rooms held of the room
 * type's total, the rate calendar's restrictions, and the bookings behind it. Four queries
 * whatever the number of room types and nights: room types, bookings, rate calendar rows and
 * inventory rows.
 */
import { and, asc, gt, gte, inArray, lt } from "drizzle-orm";
import { hotelToday } from "~core/dates";
import { addDaysIso, stayNights } from "~core/pricing";
import {
  GRID_DAYS,
  type GridBookingDto,
  type GridCellDto,
  heldNights,
  type OccupancyGridDto,
} from "~core/reports";
import type { Database } from "../../db/client";
import { bookings, roomInventory, roomTypes } from "../../db/schema";
import { effectiveRateRows } from "../booking/rate-calendar";

/** Statuses whose bookings hold rooms: confirmed stays and payment holds. */
const HOLDING = ["confirmed", "pending_payment"] as const;

export async function occupancyGrid(
  db: Database,
  options: { from: string; days?: number; cell?: { roomTypeId: number; night: string } | null },
): Promise<OccupancyGridDto> {
  const from = options.from;
  const to = addDaysIso(from, options.days ?? GRID_DAYS);
  const nights = stayNights(from, to);
  // Every type: a retired one still shows where it has stays (its history), marked so.
  const allTypes = await db
    .select({
      id: roomTypes.id,
      name: roomTypes.name,
      totalRooms: roomTypes.totalRooms,
      isActive: roomTypes.isActive,
    })
    .from(roomTypes)
    .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id));
  const ids = allTypes.map((type) => type.id);
  const inWindow = <T extends typeof roomInventory>(table: T) =>
    and(inArray(table.roomTypeId, ids), gte(table.night, from), lt(table.night, to));
  const [stays, rates, inventory] =
    ids.length === 0
      ? [[], [], []]
      : await Promise.all([
          db
            .select({
              id: bookings.id,
              reference: bookings.reference,
              roomTypeId: bookings.roomTypeId,
              firstName: bookings.firstName,
              lastName: bookings.lastName,
              checkIn: bookings.checkIn,
              checkOut: bookings.checkOut,
              nights: bookings.nights,
              roomCount: bookings.roomCount,
              status: bookings.status,
              stayStatus: bookings.stayStatus,
              noShowAt: bookings.noShowAt,
              checkedOutAt: bookings.checkedOutAt,
              source: bookings.source,
            })
            .from(bookings)
            .where(
              and(
                inArray(bookings.roomTypeId, ids),
                inArray(bookings.status, [...HOLDING]),
                lt(bookings.checkIn, to),
                gt(bookings.checkOut, from),
              ),
            )
            .orderBy(asc(bookings.checkIn), asc(bookings.id)),
          effectiveRateRows(db, { roomTypeIds: ids, from, to: addDaysIso(to, -1) }),
          db.select().from(roomInventory).where(inWindow(roomInventory)),
        ]);

  const types = allTypes
    .filter((type) => type.isActive || stays.some((stay) => stay.roomTypeId === type.id))
    .map(({ id, name, totalRooms, isActive }) => ({
      id,
      name: isActive ? name : `${name} (retired)`,
      totalRooms,
    }));
  const key = (roomTypeId: number, night: string) => `${roomTypeId}:${night}`;
  const held = new Map<string, GridBookingDto[]>();
  for (const stay of stays) {
    const nightsHeld = heldNights(stay);
    const row: GridBookingDto = {
      id: stay.id,
      reference: stay.reference,
      guest: `${stay.firstName} ${stay.lastName}`,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      nights: stay.nights,
      roomCount: stay.roomCount,
      status: stay.status as GridBookingDto["status"],
      stayStatus: stay.stayStatus,
      source: stay.source,
    };
    for (const night of nightsHeld) {
      if (night < from || night >= to) continue;
      const list = held.get(key(stay.roomTypeId, night)) ?? [];
      list.push(row);
      held.set(key(stay.roomTypeId, night), list);
    }
  }
  const rules = new Map(rates.map((row) => [key(row.roomTypeId, row.night), row]));
  const booked = new Map(inventory.map((row) => [key(row.roomTypeId, row.night), row.booked]));

  const cellOf = (roomTypeId: number, night: string): GridCellDto => {
    const list = held.get(key(roomTypeId, night)) ?? [];
    const rule = rules.get(key(roomTypeId, night));
    return {
      night,
      sold: list.reduce((sum, row) => sum + row.roomCount, 0),
      onHold: list
        .filter((row) => row.status === "pending_payment")
        .reduce((sum, row) => sum + row.roomCount, 0),
      inventoryBooked: booked.get(key(roomTypeId, night)) ?? 0,
      closed: rule?.closed ?? false,
      closedToArrival: rule?.closedToArrival ?? false,
      closedToDeparture: rule?.closedToDeparture ?? false,
      minStay: rule?.minStay ?? null,
      maxStay: rule?.maxStay ?? null,
    };
  };

  const rows = types.map((type) => ({
    ...type,
    cells: nights.map((night) => cellOf(type.id, night)),
  }));
  const asked = options.cell;
  const selectedType = asked ? types.find((type) => type.id === asked.roomTypeId) : undefined;
  const selected =
    asked && selectedType && asked.night >= from && asked.night < to
      ? {
          roomTypeId: selectedType.id,
          roomTypeName: selectedType.name,
          totalRooms: selectedType.totalRooms,
          cell: cellOf(selectedType.id, asked.night),
          bookings: held.get(key(selectedType.id, asked.night)) ?? [],
        }
      : null;
  return { from, to, today: hotelToday(), nights, roomTypes: rows, selected };
}
