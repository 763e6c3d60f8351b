/**
 * The front desk's day: arrivals and departures of a hotel date, the guests in house, and
 * the three stay actions. Check in, check out and no-show are each one conditional update
 * (the rule is in its WHERE clause, core/front-office.ts `stayActions` says the same for
 * the screens), so two clicks at once give one success and one 409 that says why. A stay
 * that ends early gives its remaining nights back to the inventory in the same
 * transaction; the booking keeps what it was charged, settled at the desk.
 */
import { and, asc, eq, gt, inArray, lt, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { hotelToday } from "~core/dates";
import { formatDate, formatHotelDateTime, formatKsh } from "~core/format";
import { firstNightBack, STAY_STATUS_LABELS, type StayAction } from "~core/front-office";
import { addDaysIso, stayNights } from "~core/pricing";
import { heldNights } from "~core/reports";
import type { FrontDeskRowDto } from "~core/types";
import type { AppServices } from "../../context";
import type { Database } from "../../db/client";
import { pgErrorCode } from "../../db/faults";
import {
  adminUsers,
  bookingNotes,
  bookings,
  jobs,
  roomInventory,
  roomTypes,
} from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { audit } from "../admin/admins";
import { enqueueEzeeBookingPush } from "../property/push";
import { assignAtCheckIn, assignmentConflict, releaseStayRooms } from "../property/room-numbers";
import { releaseInventory } from "./admin-bookings";
import { takeRooms } from "./booking-store";
import { balancesOf, openBalance } from "./desk-payments";

type BookingRow = typeof bookings.$inferSelect;

/** Why an action cannot be taken on this booking now, in the front desk's words. */
function refusal(action: StayAction, row: BookingRow, today: string): string {
  const as = {
    "check-in": "checked in",
    "check-out": "checked out",
    "no-show": "recorded as a no-show",
    "undo-no-show": "put back from a no-show",
  }[action];
  if (row.status === "cancelled" || row.status === "expired") {
    return `This booking is ${row.status}: it cannot be ${as}.`;
  }
  if (row.status === "pending_payment") {
    return `This booking is waiting for payment: it cannot be ${as}.`;
  }
  if (action === "undo-no-show") {
    if (row.stayStatus !== "no_show") {
      return `This booking is not a no-show (${STAY_STATUS_LABELS[row.stayStatus].toLowerCase()}): there is nothing to undo.`;
    }
    return `The stay ended on ${formatDate(row.checkOut)}: the no-show can no longer be undone.`;
  }
  switch (row.stayStatus) {
    case "checked_out":
      return `The guest already checked out (${formatHotelDateTime(row.checkedOutAt)}).`;
    case "no_show":
      return `This booking was recorded as a no-show (${formatHotelDateTime(row.noShowAt)}).`;
    case "in_house":
      return action === "check-out"
        ? "The guest is in house."
        : `The guest already checked in (${formatHotelDateTime(row.checkedInAt)}).`;
    default:
      break;
  }
  if (action === "check-out") return "The guest has not checked in yet.";
  if (row.checkIn > today) {
    return action === "check-in"
      ? `Check-in opens on the arrival date, ${formatDate(row.checkIn)}.`
      : `A no-show can be recorded from the arrival date, ${formatDate(row.checkIn)}.`;
  }
  return `The stay ended on ${formatDate(row.checkOut)}: the guest can no longer be checked in.`;
}

/** The condition under which each action applies (stayActions in core/front-office.ts). */
function actionWhere(action: Exclude<StayAction, "undo-no-show">, today: string): SQL {
  const confirmed = eq(bookings.status, "confirmed");
  if (action === "check-out") return and(confirmed, eq(bookings.stayStatus, "in_house"))!;
  const expected = and(
    confirmed,
    eq(bookings.stayStatus, "expected"),
    lte(bookings.checkIn, today),
  );
  return action === "check-in" ? and(expected, gt(bookings.checkOut, today))! : expected!;
}

/**
 * Check-out asks for the account: given (as the admin API always gives it), a guest who still
 * owes money is checked out only with `balanceOwing` true (the desk confirmed it).
 */
export interface CheckOutOptions {
  balanceOwing?: boolean;
  /** Check-in: the rooms chosen by number (else the suggested ones when none is assigned). */
  roomIds?: number[];
}

export interface StayActionResult {
  booking: BookingRow;
  /** The nights given back to the inventory (an early departure, a no-show). */
  releasedNights: string[];
  /** The nights taken again (a no-show undone). */
  takenNights?: string[];
  /** Check-in: the room numbers the guest has (none in a hotel without numbered rooms). */
  rooms?: string[];
}

/**
 * Checks a guest in, out, or records a no-show, for the signed-in staff member. An early
 * check-out gives back the nights from tonight on; a no-show gives back the nights from
 * today (or from the arrival night) on, and eZee gets the reservation cancelled (its API
 * has no no-show), so its count frees the same nights.
 */
export async function takeStayAction(
  services: Pick<AppServices, "db">,
  bookingId: number,
  action: StayAction,
  adminId: number,
  now = new Date(),
  options: CheckOutOptions = {},
): Promise<StayActionResult> {
  if (action === "undo-no-show") return undoNoShow(services, bookingId, adminId, now);
  const { db } = services;
  const today = hotelToday(now);
  const set =
    action === "check-in"
      ? { stayStatus: "in_house" as const, checkedInAt: now }
      : action === "check-out"
        ? { stayStatus: "checked_out" as const, checkedOutAt: now }
        : { stayStatus: "no_show" as const, noShowAt: now };
  const run = db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ ...set, updatedAt: now })
      .where(and(eq(bookings.id, bookingId), actionWhere(action, today)))
      .returning();
    if (!row) {
      const [current] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
      if (!current) throw notFound("Booking not found");
      throw new AppError("conflict", refusal(action, current, today));
    }
    const balance =
      action === "check-out" && options.balanceOwing !== undefined
        ? await openBalance(tx as unknown as Database, row)
        : 0;
    if (balance > 0 && !options.balanceOwing) {
      throw new AppError(
        "conflict",
        `${formatKsh(balance)} is still owed on this booking. Take the payment first, or confirm "check out with balance owing".`,
        undefined,
        { balance },
      );
    }
    let releasedNights: string[] = [];
    if (action !== "check-in") {
      const from = firstNightBack(row.checkIn, today);
      if (from < row.checkOut) {
        releasedNights = stayNights(from, row.checkOut);
        await releaseInventory(tx, { ...row, checkIn: from });
      }
    }
    if (action === "no-show") {
      await enqueueEzeeBookingPush(tx as unknown as Database, row.id, "cancel");
    }
    let rooms: string[] | undefined;
    if (action === "check-in")
      rooms = await assignAtCheckIn(tx, row, options.roomIds, adminId, now);
    else await releaseStayRooms(tx, row, releasedNights, action === "check-out", now);
    await audit(tx, adminId, action.replace("-", "_"), "booking", String(row.id), {
      reference: row.reference,
      ...(action === "check-in" ? {} : { releasedNights }),
      ...(balance > 0 ? { balanceOwing: balance } : {}),
      ...(rooms?.length ? { rooms } : {}),
    });
    return { booking: row, releasedNights, ...(rooms ? { rooms } : {}) };
  });
  // A chosen room another stay took meanwhile (the assignments' unique index): 409.
  return run.catch((error: unknown) => {
    throw assignmentConflict(error);
  });
}

/**
 * The guest of a no-show arrives after all: the booking is expected again (then checked in
 * as usual) and takes back the nights the no-show gave back (core/reports.ts `heldNights`),
 * in one transaction. The booking's row is locked first, so two clicks give one success;
 * `takeRooms` locks the room type and the inventory's check constraint refuses a night sold
 * meanwhile, which is answered with a 409 naming the nights. eZee: a cancellation still
 * queued is dropped (eZee never heard of the no-show); one already sent is followed by a
 * new reservation (the `modify` push).
 */
async function undoNoShow(
  services: Pick<AppServices, "db">,
  bookingId: number,
  adminId: number,
  now: Date,
): Promise<StayActionResult> {
  const { db } = services;
  const today = hotelToday(now);
  const asked: { row?: BookingRow; nights?: string[] } = {};
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(bookings)
        .where(eq(bookings.id, bookingId))
        .for("update");
      if (!current) throw notFound("Booking not found");
      if (
        current.status !== "confirmed" ||
        current.stayStatus !== "no_show" ||
        current.checkOut <= today
      ) {
        throw new AppError("conflict", refusal("undo-no-show", current, today));
      }
      // The nights the no-show gave back (the grid's rule, core/reports.ts).
      const held = new Set(heldNights(current));
      const nights = stayNights(current.checkIn, current.checkOut).filter(
        (night) => !held.has(night),
      );
      asked.row = current;
      asked.nights = nights;
      if (nights.length > 0) {
        await takeRooms(tx as unknown as Database, current.roomTypeId, nights, current.roomCount);
      }
      const [row] = await tx
        .update(bookings)
        .set({ stayStatus: "expected", noShowAt: null, updatedAt: now })
        .where(eq(bookings.id, bookingId))
        .returning();
      await undoEzeeCancel(tx as unknown as Database, bookingId, now);
      await audit(tx, adminId, "undo_no_show", "booking", String(bookingId), {
        reference: current.reference,
        takenNights: nights,
      });
      return { booking: row!, releasedNights: [], takenNights: nights };
    });
  } catch (error) {
    // 23514: the inventory's check constraint (booked > capacity): a night was sold meanwhile.
    if (pgErrorCode(error) === "23514" && asked.row && asked.nights) {
      throw new AppError("conflict", await soldMeanwhile(db, asked.row, asked.nights));
    }
    throw error;
  }
}

/** Why a no-show cannot be undone: the nights of its stay sold to someone else meanwhile. */
async function soldMeanwhile(db: Database, row: BookingRow, nights: string[]): Promise<string> {
  const [type] = await db
    .select({ name: roomTypes.name })
    .from(roomTypes)
    .where(eq(roomTypes.id, row.roomTypeId));
  const full = await db
    .select({ night: roomInventory.night })
    .from(roomInventory)
    .where(
      and(
        eq(roomInventory.roomTypeId, row.roomTypeId),
        inArray(roomInventory.night, nights),
        sql`${roomInventory.booked} + ${row.roomCount} > ${roomInventory.capacity}`,
      ),
    )
    .orderBy(asc(roomInventory.night));
  const when =
    full.length > 0
      ? `on ${full.map((night) => formatDate(night.night)).join(", ")}`
      : "for the nights of this stay";
  const needed = row.roomCount === 1 ? "No" : `Fewer than ${row.roomCount}`;
  return `${needed} ${type?.name ?? ""} rooms left ${when}: they were sold after the no-show was recorded, so it cannot be undone. Offer the guest another room with a new booking.`;
}

/** The eZee side of an undone no-show (see undoNoShow). */
async function undoEzeeCancel(db: Database, bookingId: number, now: Date): Promise<void> {
  const key = `ezee:cancel:${bookingId}`;
  const dropped = await db
    .delete(jobs)
    .where(and(eq(jobs.dedupeKey, key), eq(jobs.status, "pending")))
    .returning({ id: jobs.id });
  if (dropped.length > 0) return;
  // A later no-show queues its own cancellation: the sent one's key is freed.
  await db
    .update(jobs)
    .set({ dedupeKey: `${key}:undone:${now.getTime()}` })
    .where(eq(jobs.dedupeKey, key));
  await enqueueEzeeBookingPush(db, bookingId, "modify", {
    dedupeSuffix: `undo-no-show:${now.getTime()}`,
  });
}

/** One line of the front desk's lists (core/types.ts). */
export type FrontDeskRow = FrontDeskRowDto;

async function frontDeskRows(db: Database, where: SQL | undefined): Promise<FrontDeskRow[]> {
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      stayStatus: bookings.stayStatus,
      source: bookings.source,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      phone: bookings.phone,
      roomName: roomTypes.name,
      roomCount: bookings.roomCount,
      adults: bookings.adults,
      children: bookings.children,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      nights: bookings.nights,
      totalAmount: bookings.totalAmount,
      specialRequests: bookings.specialRequests,
      notes: sql<number>`(select count(*)::int from ${bookingNotes} where ${bookingNotes.bookingId} = ${bookings.id})`,
    })
    .from(bookings)
    .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
    .where(where)
    .orderBy(asc(bookings.checkIn), asc(bookings.lastName), asc(bookings.id));
  const balances = await balancesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, balance: balances.get(row.id) ?? 0 }));
}

/**
 * A hotel date's arrivals (confirmed or awaiting payment; on today's list also guests due
 * on an earlier day who have neither arrived nor been recorded as no-shows) and departures
 * (confirmed stays ending that day, unless a no-show).
 */
export async function frontDeskDay(db: Database, date: string, today = hotelToday()) {
  const live = inArray(bookings.status, ["confirmed", "pending_payment"]);
  const arriving = eq(bookings.checkIn, date);
  const overdue =
    date === today
      ? and(
          eq(bookings.status, "confirmed"),
          eq(bookings.stayStatus, "expected"),
          lt(bookings.checkIn, date),
          gt(bookings.checkOut, date),
        )
      : undefined;
  const [arrivals, departures] = await Promise.all([
    frontDeskRows(db, or(and(live, arriving), overdue)),
    frontDeskRows(
      db,
      and(
        eq(bookings.status, "confirmed"),
        eq(bookings.checkOut, date),
        ne(bookings.stayStatus, "no_show"),
      ),
    ),
  ]);
  return { date, arrivals, departures };
}

/** Today's and tomorrow's lists and the guests in house (the front desk screen). */
export async function frontDeskOverview(db: Database, now = new Date()) {
  const today = hotelToday(now);
  const [todayLists, tomorrowLists, inHouse] = await Promise.all([
    frontDeskDay(db, today, today),
    frontDeskDay(db, addDaysIso(today, 1), today),
    frontDeskRows(db, eq(bookings.stayStatus, "in_house")),
  ]);
  return { today: todayLists, tomorrow: tomorrowLists, inHouse };
}

/** A booking's staff notes, oldest first, with their authors. Never shown to the guest. */
export async function bookingNotesOf(db: Database, bookingId: number) {
  const rows = await db
    .select({
      id: bookingNotes.id,
      body: bookingNotes.body,
      createdAt: bookingNotes.createdAt,
      author: adminUsers.name,
    })
    .from(bookingNotes)
    .leftJoin(adminUsers, eq(adminUsers.id, bookingNotes.authorId))
    .where(eq(bookingNotes.bookingId, bookingId))
    .orderBy(asc(bookingNotes.createdAt), asc(bookingNotes.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Adds a staff note to a booking (any booking, whatever its state). */
export async function addBookingNote(
  db: Database,
  bookingId: number,
  body: string,
  adminId: number,
) {
  const [booking] = await db
    .select({ id: bookings.id, reference: bookings.reference })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) throw notFound("Booking not found");
  return db.transaction(async (tx) => {
    const [note] = await tx
      .insert(bookingNotes)
      .values({ bookingId, authorId: adminId, body })
      .returning();
    // The note's text stays out of the log: it may hold the guest's personal details.
    await audit(tx, adminId, "note", "booking", String(bookingId), {
      reference: booking.reference,
      noteId: note!.id,
    });
    return note!;
  });
}

/** The room types staff may book (the ones on sale), for the booking forms. */
export function bookableRoomTypes(db: Database) {
  return db
    .select({ id: roomTypes.id, name: roomTypes.name, capacity: roomTypes.capacity })
    .from(roomTypes)
    .where(eq(roomTypes.isActive, true))
    .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id));
}
