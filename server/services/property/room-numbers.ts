/**
 * Rooms by number: the physical rooms of each room type, their housekeeping status, and the
 * rooms a booking holds night by night (room_assignments). The inventory (room_inventory, or
 * eZee where it is active) still decides what is sold; room numbers are the desk's own.
 *
 * A booking of n rooms holds n rooms on every night of its stay. The table's UNIQUE (room_id,
 * night) is the guard: two stays can never hold one room on one night, even when two clerks
 * assign it at the same moment (the second insert fails, answered 409). Rows a booking no
 * longer needs (cancelled, expired, no-show, dates or room type changed) are swept before
 * any assignment, and never counted: `liveAssignment` is the one rule for "this room is held".
 */
import { and, asc, eq, gte, inArray, lt, ne, type SQL, sql } from "drizzle-orm";
import { hotelToday } from "~core/dates";
import { addDaysIso, stayNights } from "~core/pricing";
import type { OccupancyGridDto } from "~core/reports";
import {
  type BookingRoomsDto,
  type HousekeepingStatus,
  outOfOrderOn,
  type PhysicalRoomCreate,
  type PhysicalRoomDto,
  type PhysicalRoomUpdate,
  type RoomChoice,
  type RoomGridDto,
  type RoomRunDto,
} from "~core/schemas/rooms";
import type { Database } from "../../db/client";
import { pgErrorCode } from "../../db/faults";
import { bookings, roomAssignments, rooms, roomTypes } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { audit } from "../admin/admins";

type RoomRow = typeof rooms.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;
/** A database or an open transaction (both run queries the same way). */
type Tx = Pick<Database, "select" | "selectDistinct" | "insert" | "update" | "delete" | "execute">;

export interface StaffName {
  id: number;
  name: string;
}

/** Housekeeping's order of preference: a room inspected, then clean, then the others. */
const STATUS_RANK: Record<HousekeepingStatus, number> = {
  inspected: 0,
  clean: 1,
  dirty: 2,
  out_of_order: 3,
};

const byNumber = (a: { number: string }, b: { number: string }) =>
  a.number.localeCompare(b.number, "en", { numeric: true });

/**
 * An assignment that still holds its room: the booking is confirmed, not a no-show, the night
 * is one of its stay and the room is of its room type. Needs bookings and rooms joined.
 */
const liveAssignment: SQL = sql`${bookings.status} = 'confirmed'
  AND ${bookings.stayStatus} <> 'no_show'
  AND ${roomAssignments.night} >= ${bookings.checkIn}
  AND ${roomAssignments.night} < ${bookings.checkOut}
  AND ${rooms.roomTypeId} = ${bookings.roomTypeId}`;

/** Removes the rows no booking holds any more (see liveAssignment). */
async function sweepStaleAssignments(tx: Tx): Promise<void> {
  await tx.execute(sql`DELETE FROM room_assignments ra USING bookings b, rooms r
    WHERE ra.booking_id = b.id AND ra.room_id = r.id
      AND (b.status <> 'confirmed' OR b.stay_status = 'no_show'
        OR ra.night < b.check_in OR ra.night >= b.check_out OR r.room_type_id <> b.room_type_id)`);
}

function toDto(row: RoomRow, roomTypeName: string): PhysicalRoomDto {
  return {
    id: row.id,
    roomTypeId: row.roomTypeId,
    roomTypeName,
    number: row.number,
    floor: row.floor,
    notes: row.notes,
    outOfOrderFrom: row.outOfOrderFrom,
    outOfOrderTo: row.outOfOrderTo,
    status: row.housekeepingStatus,
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    statusChangedBy: row.statusChangedBy,
  };
}

/** Every physical room (of one room type when given), by number. */
export async function listPhysicalRooms(
  db: Database,
  roomTypeId?: number,
): Promise<PhysicalRoomDto[]> {
  const rows = await db
    .select({ room: rooms, typeName: roomTypes.name })
    .from(rooms)
    .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
    .where(roomTypeId === undefined ? undefined : eq(rooms.roomTypeId, roomTypeId));
  return rows.map(({ room, typeName }) => toDto(room, typeName)).sort(byNumber);
}

async function physicalRoom(db: Tx, id: number): Promise<PhysicalRoomDto> {
  const [row] = await db
    .select({ room: rooms, typeName: roomTypes.name })
    .from(rooms)
    .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
    .where(eq(rooms.id, id));
  if (!row) throw notFound("Room not found");
  return toDto(row.room, row.typeName);
}

/** The database's refusals of a room's save, as the desk would say them. */
function roomSaveError(error: unknown, number: string): unknown {
  const code = pgErrorCode(error);
  if (code === "23505") {
    return new AppError("conflict", `There is already a room number ${number}.`, {
      number: `There is already a room number ${number}.`,
    });
  }
  if (code === "23503") return notFound("Room type not found");
  return error;
}

export async function createPhysicalRoom(
  db: Database,
  input: PhysicalRoomCreate,
  staff: StaffName,
): Promise<PhysicalRoomDto> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(rooms).values(input).returning();
      await audit(tx, staff.id, "create", "room_number", String(row!.id), { number: row!.number });
      return physicalRoom(tx, row!.id);
    });
  } catch (error) {
    throw roomSaveError(error, input.number);
  }
}

export async function updatePhysicalRoom(
  db: Database,
  id: number,
  input: PhysicalRoomUpdate,
  staff: StaffName,
): Promise<PhysicalRoomDto> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.update(rooms).set(input).where(eq(rooms.id, id)).returning();
      if (!row) throw notFound("Room not found");
      await audit(tx, staff.id, "update", "room_number", String(id), { ...input });
      return physicalRoom(tx, id);
    });
  } catch (error) {
    throw roomSaveError(error, input.number);
  }
}

/** Removes a room; refused while a stay from tonight on holds it. */
export async function deletePhysicalRoom(
  db: Database,
  id: number,
  staff: StaffName,
  today = hotelToday(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(rooms).where(eq(rooms.id, id)).for("update");
    if (!row) throw notFound("Room not found");
    await sweepStaleAssignments(tx);
    const held = await tx
      .select({ reference: bookings.reference, night: roomAssignments.night })
      .from(roomAssignments)
      .innerJoin(bookings, eq(bookings.id, roomAssignments.bookingId))
      .innerJoin(rooms, eq(rooms.id, roomAssignments.roomId))
      .where(and(eq(roomAssignments.roomId, id), gte(roomAssignments.night, today), liveAssignment))
      .orderBy(asc(roomAssignments.night))
      .limit(1);
    if (held[0]) {
      throw new AppError(
        "conflict",
        `Room ${row.number} is assigned to booking ${held[0].reference} (night of ${held[0].night}). Assign that booking another room first.`,
      );
    }
    await tx.delete(rooms).where(eq(rooms.id, id));
    await audit(tx, staff.id, "delete", "room_number", String(id), { number: row.number });
  });
}

/** Housekeeping sets a room's status (clean, dirty, inspected, out of order). */
export async function setHousekeepingStatus(
  db: Database,
  id: number,
  status: HousekeepingStatus,
  staff: StaffName,
  now = new Date(),
): Promise<PhysicalRoomDto> {
  const [row] = await db
    .update(rooms)
    .set({ housekeepingStatus: status, statusChangedAt: now, statusChangedBy: staff.name })
    .where(eq(rooms.id, id))
    .returning();
  if (!row) throw notFound("Room not found");
  return physicalRoom(db, id);
}

/** The rooms a booking holds (each once, by number), on every night or from `fromNight` on. */
async function assignedRooms(db: Tx, bookingId: number, fromNight?: string): Promise<RoomRow[]> {
  const rows = await db
    .selectDistinct({ room: rooms })
    .from(roomAssignments)
    .innerJoin(rooms, eq(rooms.id, roomAssignments.roomId))
    .innerJoin(bookings, eq(bookings.id, roomAssignments.bookingId))
    .where(
      and(
        eq(roomAssignments.bookingId, bookingId),
        liveAssignment,
        fromNight ? gte(roomAssignments.night, fromNight) : undefined,
      ),
    );
  return rows.map((row) => row.room).sort(byNumber);
}

/**
 * The nights whose rooms the desk may still choose: the whole stay before check-in; from
 * tonight on for a guest in house (a room move keeps the nights already slept).
 */
function changeableNights(booking: BookingRow, today: string): string[] {
  const from =
    booking.stayStatus === "in_house" && today > booking.checkIn ? today : booking.checkIn;
  return from < booking.checkOut ? stayNights(from, booking.checkOut) : [];
}

/** The ids of the rooms other stays hold on any of these nights. */
async function roomsHeldByOthers(db: Tx, bookingId: number, nights: string[]) {
  if (nights.length === 0) return new Set<number>();
  const rows = await db
    .selectDistinct({ roomId: roomAssignments.roomId })
    .from(roomAssignments)
    .innerJoin(rooms, eq(rooms.id, roomAssignments.roomId))
    .innerJoin(bookings, eq(bookings.id, roomAssignments.bookingId))
    .where(
      and(
        inArray(roomAssignments.night, nights),
        ne(roomAssignments.bookingId, bookingId),
        liveAssignment,
      ),
    );
  return new Set(rows.map((row) => row.roomId));
}

/** Why a room cannot take a stay's nights, or null. */
function outOfOrderReason(room: RoomRow, nights: string[]): string | null {
  const night = nights.find((n) => outOfOrderOn(room, n));
  if (night) return `Room ${room.number} is out of order on the night of ${night}.`;
  if (room.housekeepingStatus === "out_of_order") return `Room ${room.number} is out of order.`;
  return null;
}

/** The rooms of the booking's type and whether each is free for these nights, suggested first. */
async function roomChoices(db: Tx, booking: BookingRow, nights: string[]): Promise<RoomChoice[]> {
  const candidates = await db.select().from(rooms).where(eq(rooms.roomTypeId, booking.roomTypeId));
  const held = await roomsHeldByOthers(db, booking.id, nights);
  return candidates
    .map((room) => {
      const broken = outOfOrderReason(room, nights);
      const reason = held.has(room.id) ? "taken" : broken ? "out of order" : null;
      return {
        id: room.id,
        number: room.number,
        floor: room.floor,
        status: room.housekeepingStatus,
        free: reason === null,
        reason,
      };
    })
    .sort(
      (a, b) =>
        Number(b.free) - Number(a.free) ||
        STATUS_RANK[a.status] - STATUS_RANK[b.status] ||
        byNumber(a, b),
    );
}

function assignRefusal(booking: BookingRow, today: string): string | null {
  if (booking.status !== "confirmed") return "Rooms are assigned to confirmed bookings only.";
  if (booking.stayStatus === "checked_out" || booking.stayStatus === "no_show") {
    return "Rooms are assigned before check-in, or moved while the guest is in house: this stay has ended.";
  }
  if (booking.checkOut <= today) return "This stay is over.";
  return null;
}

/** The rooms of a booking, the rooms it could have and the ones suggested. */
export async function bookingRooms(
  db: Database,
  bookingId: number,
  today = hotelToday(),
): Promise<BookingRoomsDto> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw notFound("Booking not found");
  const inHouse = booking.stayStatus === "in_house";
  const nights = changeableNights(booking, today);
  // In house: the rooms from tonight on (a room moved out of is history, in stayRooms).
  const assigned = await assignedRooms(db, bookingId, inHouse ? nights[0] : undefined);
  const choices = await roomChoices(db, booking, nights);
  return {
    bookingId,
    roomCount: booking.roomCount,
    assignable: assignRefusal(booking, today) === null,
    inHouse,
    stayRooms: booking.stayStatus === "checked_out" || inHouse ? (booking.stayRooms ?? []) : [],
    assigned: assigned.map((room) => ({
      id: room.id,
      number: room.number,
      floor: room.floor,
      status: room.housekeepingStatus,
    })),
    suggested: choices
      .filter((choice) => choice.free)
      .slice(0, booking.roomCount)
      .map((choice) => choice.id),
    choices,
  };
}

/**
 * Gives a booking its rooms for every night of its stay, replacing the ones it had: the
 * chosen rooms (one per room booked), or the suggested ones. Runs inside the caller's
 * transaction, the booking's row already locked. `required`: when no room can be suggested
 * (none numbered, or not enough free), false leaves the booking without rooms instead of
 * refusing (check-in in a hotel that does not number its rooms).
 */
export async function assignRoomsInTx(
  tx: Tx,
  booking: BookingRow,
  roomIds: number[] | undefined,
  adminId: number,
  required = true,
  now = new Date(),
): Promise<RoomRow[]> {
  await sweepStaleAssignments(tx);
  const nights = changeableNights(booking, hotelToday(now));
  const moving = booking.stayStatus === "in_house";
  const before = moving ? await assignedRooms(tx, booking.id, nights[0]) : [];
  let chosen: number[];
  if (roomIds) {
    if (roomIds.length !== booking.roomCount) {
      const rooms = booking.roomCount === 1 ? "1 room" : `${booking.roomCount} rooms`;
      throw new AppError("validation", `Choose ${rooms}: one for each room booked.`, {
        roomIds: `Choose ${rooms}.`,
      });
    }
    const rows = roomIds.length
      ? await tx.select().from(rooms).where(inArray(rooms.id, roomIds))
      : [];
    for (const id of roomIds) {
      const room = rows.find((row) => row.id === id);
      if (!room || room.roomTypeId !== booking.roomTypeId) {
        throw new AppError("validation", "Choose rooms of the booking's room type.", {
          roomIds: "Choose rooms of the booking's room type.",
        });
      }
      const broken = outOfOrderReason(room, nights);
      if (broken) throw new AppError("conflict", broken);
    }
    chosen = roomIds;
  } else {
    const free = (await roomChoices(tx, booking, nights)).filter((choice) => choice.free);
    if (free.length < booking.roomCount) {
      if (!required) return [];
      throw new AppError(
        "conflict",
        free.length === 0
          ? "No room of this type is free and in service for the whole stay."
          : `Only ${free.length} room(s) of this type are free for the whole stay; ${booking.roomCount} are booked.`,
      );
    }
    chosen = free.slice(0, booking.roomCount).map((choice) => choice.id);
  }
  // Before check-in every night is chosen again; in house, only the nights from tonight on.
  await tx
    .delete(roomAssignments)
    .where(
      and(
        eq(roomAssignments.bookingId, booking.id),
        moving ? gte(roomAssignments.night, nights[0]!) : undefined,
      ),
    );
  // The unique index refuses a room another stay holds on one of these nights (23505).
  await tx
    .insert(roomAssignments)
    .values(
      chosen.flatMap((roomId) => nights.map((night) => ({ bookingId: booking.id, roomId, night }))),
    );
  const assigned = await assignedRooms(tx, booking.id, moving ? nights[0] : undefined);
  const numbers = assigned.map((room) => room.number);
  const left = before.filter((room) => !chosen.includes(room.id));
  // The guest's rooms so far and now (a room moved out of stays in the record).
  const stayRooms = moving
    ? [...new Set([...(booking.stayRooms ?? []), ...numbers])].sort((a, b) =>
        byNumber({ number: a }, { number: b }),
      )
    : numbers;
  await tx.update(bookings).set({ stayRooms }).where(eq(bookings.id, booking.id));
  // A room the guest moved out of needs cleaning before the next guest.
  if (left.length > 0) await markDirty(tx, left, now, "Room move");
  await audit(tx, adminId, moving ? "move_rooms" : "assign_rooms", "booking", String(booking.id), {
    reference: booking.reference,
    rooms: numbers,
    ...(moving ? { from: before.map((room) => room.number), fromNight: nights[0] } : {}),
  });
  return assigned;
}

/** Rooms a guest left (check-out, a move) become dirty, unless out of order. */
async function markDirty(tx: Tx, left: RoomRow[], now: Date, by: string): Promise<void> {
  await tx
    .update(rooms)
    .set({ housekeepingStatus: "dirty", statusChangedAt: now, statusChangedBy: by })
    .where(
      and(
        inArray(
          rooms.id,
          left.map((room) => room.id),
        ),
        ne(rooms.housekeepingStatus, "out_of_order"),
      ),
    );
}

/** A room taken meanwhile (the unique index), as the desk would say it. */
export function assignmentConflict(error: unknown): unknown {
  if (pgErrorCode(error) === "23505") {
    return new AppError(
      "conflict",
      "One of these rooms was just given to another stay on one of its nights. Choose again.",
    );
  }
  return error;
}

/** The desk assigns rooms to a booking before its guest arrives (one transaction). */
export async function assignBookingRooms(
  db: Database,
  bookingId: number,
  roomIds: number[] | undefined,
  staff: StaffName,
  now = new Date(),
): Promise<BookingRoomsDto> {
  const today = hotelToday(now);
  try {
    await db.transaction(async (tx) => {
      const [booking] = await tx
        .select()
        .from(bookings)
        .where(eq(bookings.id, bookingId))
        .for("update");
      if (!booking) throw notFound("Booking not found");
      const refusal = assignRefusal(booking, today);
      if (refusal) throw new AppError("conflict", refusal);
      await assignRoomsInTx(tx, booking, roomIds, staff.id, true, now);
    });
  } catch (error) {
    throw assignmentConflict(error);
  }
  return bookingRooms(db, bookingId, today);
}

/**
 * Check-in's part (in its transaction): the chosen rooms, or the suggested ones when the
 * booking has none yet (a hotel without numbered rooms, or without enough free ones, checks
 * in without).
 */
export async function assignAtCheckIn(
  tx: Tx,
  booking: BookingRow,
  roomIds: number[] | undefined,
  adminId: number,
  now: Date,
): Promise<string[]> {
  // Rooms are chosen as for a guest expected (the booking's row already says in house).
  const expected = { ...booking, stayStatus: "expected" as const };
  const held = roomIds ? [] : await assignedRooms(tx, booking.id);
  if (held.length > 0) {
    const numbers = held.map((room) => room.number);
    await tx.update(bookings).set({ stayRooms: numbers }).where(eq(bookings.id, booking.id));
    return numbers;
  }
  const assigned = await assignRoomsInTx(
    tx,
    expected,
    roomIds,
    adminId,
    roomIds !== undefined,
    now,
  );
  return assigned.map((room) => room.number);
}

/**
 * Check-out's and a no-show's part (in their transaction): the nights given back lose their
 * rooms; at check-out the guest's rooms become dirty.
 */
export async function releaseStayRooms(
  tx: Tx,
  booking: BookingRow,
  releasedNights: string[],
  checkedOut: boolean,
  now: Date,
): Promise<void> {
  const held = await assignedRooms(tx, booking.id);
  // What the guest had, kept when the nights given back take the last assignment with them.
  if (checkedOut && held.length > 0) {
    const stayRooms = [...new Set([...(booking.stayRooms ?? []), ...held.map((r) => r.number)])];
    await tx
      .update(bookings)
      .set({ stayRooms: stayRooms.sort((a, b) => byNumber({ number: a }, { number: b })) })
      .where(eq(bookings.id, booking.id));
  }
  if (releasedNights.length > 0) {
    await tx
      .delete(roomAssignments)
      .where(
        and(
          eq(roomAssignments.bookingId, booking.id),
          inArray(roomAssignments.night, releasedNights),
        ),
      );
  }
  if (checkedOut && held.length > 0) await markDirty(tx, held, now, "Check-out");
}

export interface HousekeepingRoomDto extends PhysicalRoomDto {
  /** The out-of-order dates cover this date. */
  outOfOrderToday: boolean;
  /** The stay holding the room tonight. */
  tonight: { bookingId: number; reference: string; guest: string; stayStatus: string } | null;
  /** A guest arrives today (the stay holding it tonight begins today, not checked in yet). */
  arriving: boolean;
  /** A guest leaves today (the stay that held it last night ends today, still in house). */
  departing: { bookingId: number; reference: string; guest: string } | null;
}

/** Every room by number for housekeeping: status, who is in it tonight, arrivals, departures. */
export async function housekeepingList(
  db: Database,
  date = hotelToday(),
): Promise<HousekeepingRoomDto[]> {
  const all = await listPhysicalRooms(db);
  const yesterday = addDaysIso(date, -1);
  const held = await db
    .select({
      roomId: roomAssignments.roomId,
      night: roomAssignments.night,
      bookingId: bookings.id,
      reference: bookings.reference,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      stayStatus: bookings.stayStatus,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
    })
    .from(roomAssignments)
    .innerJoin(rooms, eq(rooms.id, roomAssignments.roomId))
    .innerJoin(bookings, eq(bookings.id, roomAssignments.bookingId))
    .where(and(inArray(roomAssignments.night, [yesterday, date]), liveAssignment));
  return all.map((room) => {
    const tonight = held.find(
      (row) => row.roomId === room.id && row.night === date && row.stayStatus !== "checked_out",
    );
    const lastNight = held.find(
      (row) =>
        row.roomId === room.id &&
        row.night === yesterday &&
        row.checkOut === date &&
        row.stayStatus === "in_house",
    );
    return {
      ...room,
      outOfOrderToday: outOfOrderOn(room, date),
      tonight: tonight
        ? {
            bookingId: tonight.bookingId,
            reference: tonight.reference,
            guest: `${tonight.firstName} ${tonight.lastName}`,
            stayStatus: tonight.stayStatus,
          }
        : null,
      arriving: Boolean(tonight && tonight.checkIn === date && tonight.stayStatus === "expected"),
      departing: lastNight
        ? {
            bookingId: lastNight.bookingId,
            reference: lastNight.reference,
            guest: `${lastNight.firstName} ${lastNight.lastName}`,
          }
        : null,
    };
  });
}

/**
 * The occupancy grid by room number, for the nights of the grid by room type: each room's
 * nights as runs (a stay, free, out of order), and each night's rooms sold that no number
 * holds yet (the room type's sold count less the rooms assigned).
 */
export async function roomNumberGrid(db: Database, grid: OccupancyGridDto): Promise<RoomGridDto> {
  const all = await listPhysicalRooms(db);
  const held = await db
    .select({
      roomId: roomAssignments.roomId,
      night: roomAssignments.night,
      bookingId: bookings.id,
      reference: bookings.reference,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      stayStatus: bookings.stayStatus,
    })
    .from(roomAssignments)
    .innerJoin(rooms, eq(rooms.id, roomAssignments.roomId))
    .innerJoin(bookings, eq(bookings.id, roomAssignments.bookingId))
    .where(
      and(
        gte(roomAssignments.night, grid.from),
        lt(roomAssignments.night, grid.to),
        liveAssignment,
      ),
    );
  const stayOn = new Map(held.map((row) => [`${row.roomId}:${row.night}`, row]));
  return {
    roomTypes: grid.roomTypes.map((type) => {
      const typeRooms = all.filter((room) => room.roomTypeId === type.id);
      return {
        id: type.id,
        name: type.name,
        rooms: typeRooms.map((room) => ({
          id: room.id,
          number: room.number,
          floor: room.floor,
          runs: roomRuns(grid.nights, (night) => {
            const stay = stayOn.get(`${room.id}:${night}`);
            if (stay) {
              return {
                key: `stay:${stay.bookingId}`,
                kind: "stay",
                booking: {
                  id: stay.bookingId,
                  reference: stay.reference,
                  guest: `${stay.firstName} ${stay.lastName}`,
                  stayStatus: stay.stayStatus,
                },
              };
            }
            return outOfOrderOn(room, night)
              ? { key: "ooo", kind: "out_of_order", booking: null }
              : { key: "free", kind: "free", booking: null };
          }),
        })),
        unassigned: type.cells.map((cell) => {
          const numbered = typeRooms.filter((room) => stayOn.has(`${room.id}:${cell.night}`));
          return Math.max(0, cell.sold - numbered.length);
        }),
      };
    }),
  };
}

/** Consecutive nights of one state, joined into runs. */
function roomRuns(
  nights: string[],
  stateOf: (night: string) => Omit<RoomRunDto, "night" | "span"> & { key: string },
): RoomRunDto[] {
  const runs: (RoomRunDto & { key: string })[] = [];
  for (const night of nights) {
    const state = stateOf(night);
    const last = runs.at(-1);
    if (last && last.key === state.key) last.span += 1;
    else runs.push({ ...state, night, span: 1 });
  }
  return runs.map(({ key: _key, ...run }) => run);
}
