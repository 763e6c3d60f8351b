/**
 * The night audit: the hotel's business date (the day the desk is working, app_meta
 * "business_date", today in the hotel's zone until the first audit), what is still open on
 * it, and closing it. A day closes once: the request names the day it closes, checked against
 * the business date under a row lock, so a stale tab or a second click (even at the same
 * moment) is refused (409) and the date rolls by one day only; night_audits' unique date is
 * the last guard.
 */
import { and, asc, desc, eq, gt, gte, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { hotelInstant } from "~core/cancellation";
import { hotelToday } from "~core/dates";
import { formatDate, formatHotelDateTime } from "~core/format";
import { addDaysIso, nightsBetween } from "~core/pricing";
import type { Database } from "../../db/client";
import { pgErrorCode } from "../../db/faults";
import { appMeta, bookings, nightAudits, roomTypes } from "../../db/schema";
import { AppError } from "../../errors";
import { audit } from "../admin/admins";
import { openBalance } from "./desk-payments";

const BUSINESS_DATE = "business_date";

export interface NightAuditItem {
  id: number;
  reference: string;
  guest: string;
  roomName: string;
  checkIn: string;
  checkOut: string;
  stayStatus: string;
  balance: number;
}

export interface NightAuditCounts {
  arrivals: number;
  departures: number;
  balances: number;
  noShows: number;
}

export interface NightAuditDto {
  /** The hotel day the audit closes (YYYY-MM-DD) and its label. */
  date: string;
  dateLabel: string;
  /** Confirmed arrivals of the day not checked in. */
  arrivals: NightAuditItem[];
  /** Stays ending that day still in house. */
  departures: NightAuditItem[];
  /** Guests in house, or who left that day, with a balance open. */
  balances: NightAuditItem[];
  /** Guests due that day or before, for a stay not over, who never arrived. */
  noShows: NightAuditItem[];
  counts: NightAuditCounts;
  lastClosed: { date: string; dateLabel: string; by: string; at: string; atLabel: string } | null;
}

/** The business date: the last audit rolled it there, or today (hotel time) before any. */
export async function businessDate(db: Database, now = new Date()): Promise<string> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, BUSINESS_DATE));
  return row?.value ?? hotelToday(now);
}

async function items(db: Database, where: SQL | undefined): Promise<NightAuditItem[]> {
  const rows = await db
    .select({ booking: bookings, roomName: roomTypes.name })
    .from(bookings)
    .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
    .where(where)
    .orderBy(asc(bookings.checkIn), asc(bookings.lastName), asc(bookings.id));
  const out: NightAuditItem[] = [];
  for (const { booking, roomName } of rows) {
    out.push({
      id: booking.id,
      reference: booking.reference,
      guest: `${booking.firstName} ${booking.lastName}`.trim(),
      roomName,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      stayStatus: booking.stayStatus,
      balance: await openBalance(db, booking),
    });
  }
  return out;
}

/** What is open on a hotel day: each list the items the desk still has to act on. */
export async function nightAuditDay(db: Database, date: string): Promise<NightAuditDto> {
  const confirmed = eq(bookings.status, "confirmed");
  const dayStart = hotelInstant(date, "00:00");
  const dayEnd = hotelInstant(addDaysIso(date, 1), "00:00");
  const [arrivals, departures, owing, noShows, lastClosed] = await Promise.all([
    items(db, and(confirmed, eq(bookings.checkIn, date), eq(bookings.stayStatus, "expected"))),
    items(db, and(confirmed, eq(bookings.checkOut, date), eq(bookings.stayStatus, "in_house"))),
    items(
      db,
      or(
        eq(bookings.stayStatus, "in_house"),
        and(
          eq(bookings.stayStatus, "checked_out"),
          or(
            eq(bookings.checkOut, date),
            and(gte(bookings.checkedOutAt, dayStart), lt(bookings.checkedOutAt, dayEnd)),
          ),
        ),
      ),
    ),
    // Due that day or before for a stay not yet over, and never arrived.
    items(
      db,
      and(
        confirmed,
        eq(bookings.stayStatus, "expected"),
        lte(bookings.checkIn, date),
        gt(bookings.checkOut, date),
      ),
    ),
    lastClose(db),
  ]);
  const balances = owing.filter((item) => item.balance > 0);
  return {
    date,
    dateLabel: formatDate(date),
    arrivals,
    departures,
    balances,
    noShows,
    counts: {
      arrivals: arrivals.length,
      departures: departures.length,
      balances: balances.length,
      noShows: noShows.length,
    },
    lastClosed,
  };
}

/** The last day the audit closed (who, when), or null before the first close. */
async function lastClose(db: Database) {
  const [latest] = await db
    .select()
    .from(nightAudits)
    .orderBy(desc(nightAudits.businessDate))
    .limit(1);
  if (!latest) return null;
  return {
    date: latest.businessDate,
    dateLabel: formatDate(latest.businessDate),
    by: latest.closedByName,
    at: latest.closedAt.toISOString(),
    atLabel: formatHotelDateTime(latest.closedAt),
  };
}

export interface NightAuditStatus {
  /** The business date (YYYY-MM-DD) and its label. */
  businessDate: string;
  businessDateLabel: string;
  /** Whole hotel days the business date is behind today (0: the audit is up to date). */
  daysBehind: number;
  lastClosed: NightAuditDto["lastClosed"];
}

/** The dashboard's line: which day the desk is on and when the audit last closed one. */
export async function nightAuditStatus(db: Database, now = new Date()): Promise<NightAuditStatus> {
  const [date, lastClosed] = await Promise.all([businessDate(db, now), lastClose(db)]);
  const today = hotelToday(now);
  return {
    businessDate: date,
    businessDateLabel: formatDate(date),
    daysBehind: date < today ? nightsBetween(date, today) : 0,
    lastClosed,
  };
}

/** A close that lost: the day it names is not the business date (any more). */
const staleClose = (asked: string, current: string) =>
  new AppError(
    "conflict",
    asked < current
      ? `${formatDate(asked)} is already closed: the hotel day is now ${formatDate(current)}. Reload the night audit.`
      : `The hotel day is ${formatDate(current)}, not ${formatDate(asked)}: reload the night audit.`,
  );

/**
 * Closes the business date `date` for the signed-in staff member: records the audit (who,
 * when, what was open) and rolls the date to the next day. Refused (409) unless `date` is the
 * business date, so two closes of one day roll it once.
 */
export async function closeBusinessDay(
  db: Database,
  date: string,
  member: { id: number; name: string },
  now = new Date(),
): Promise<{ closed: string; businessDate: string; counts: NightAuditCounts }> {
  try {
    return await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      // The row exists before it is locked (the first audit creates it at today).
      await tx
        .insert(appMeta)
        .values({ key: BUSINESS_DATE, value: hotelToday(now) })
        .onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(appMeta)
        .where(eq(appMeta.key, BUSINESS_DATE))
        .for("update");
      const current = row!.value;
      if (current !== date) throw staleClose(date, current);
      const { counts } = await nightAuditDay(txDb, date);
      const next = addDaysIso(date, 1);
      await tx.insert(nightAudits).values({
        businessDate: date,
        closedBy: member.id,
        closedByName: member.name,
        closedAt: now,
        counts: { ...counts },
      });
      await tx
        .update(appMeta)
        .set({ value: next, updatedAt: sql`now()` })
        .where(eq(appMeta.key, BUSINESS_DATE));
      await audit(tx, member.id, "night_audit", "business_date", date, { ...counts, next });
      return { closed: date, businessDate: next, counts };
    });
  } catch (error) {
    // 23505: another close of this day committed first (night_audits' unique date).
    if (pgErrorCode(error) !== "23505") throw error;
    throw staleClose(date, await businessDate(db, now));
  }
}
