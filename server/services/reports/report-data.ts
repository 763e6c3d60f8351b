/**
 * What the report and its exports read for a period: the bookings with a night in it, the
 * payments made or refunded in it, stop-sell nights, feedback and subscribers. Each read is
 * one query; the figures are computed from these rows (report.ts, exports.ts), so the
 * screen and the CSV files cannot disagree.
 */
import { and, asc, eq, gt, gte, inArray, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { hotelInstant } from "~core/cancellation";
import { addDaysIso } from "~core/pricing";
import type { ReportPeriod } from "~core/reports";
import { FEEDBACK_RATINGS, type FeedbackRating } from "~core/schemas/feedback";
import type { Database } from "../../db/client";
import {
  bookings,
  guestFeedback,
  newsletterSubscriptions,
  paymentTransactions,
  roomTypes,
} from "../../db/schema";
import { effectiveRateRows } from "../booking/rate-calendar";

/** The instants a period's hotel days start and end (end excluded). */
export function periodInstants(period: ReportPeriod): { start: Date; end: Date } {
  return {
    start: hotelInstant(period.from, "00:00"),
    end: hotelInstant(addDaysIso(period.to, 1), "00:00"),
  };
}

export type PeriodBooking = Awaited<ReturnType<typeof periodBookings>>[number];

/** Every booking, whatever its status, with at least one night in the period. */
export function periodBookings(db: Database, period: ReportPeriod) {
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      roomTypeId: bookings.roomTypeId,
      roomTypeName: roomTypes.name,
      status: bookings.status,
      stayStatus: bookings.stayStatus,
      noShowAt: bookings.noShowAt,
      source: bookings.source,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      nights: bookings.nights,
      roomCount: bookings.roomCount,
      nightRates: bookings.nightRates,
      subtotal: bookings.subtotal,
      extraGuestsAmount: bookings.extraGuestsAmount,
      lateCheckoutAmount: bookings.lateCheckoutAmount,
      discount: bookings.discount,
      promoCode: bookings.promoCode,
      totalAmount: bookings.totalAmount,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      country: bookings.country,
      cancelledBy: bookings.cancelledBy,
      cancellationCharge: bookings.cancellationCharge,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
    .where(and(lte(bookings.checkIn, period.to), gt(bookings.checkOut, period.from)))
    .orderBy(asc(bookings.checkIn), asc(bookings.id));
}

/** Every room type, active first in the screens' order. */
export function reportRoomTypes(db: Database) {
  return db
    .select({
      id: roomTypes.id,
      name: roomTypes.name,
      totalRooms: roomTypes.totalRooms,
      isActive: roomTypes.isActive,
    })
    .from(roomTypes)
    .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id));
}

/** Nights of the period closed to sale (stop-sell) by the rates in force, per room type. */
export async function stopSellNights(db: Database, period: ReportPeriod) {
  const rows = await effectiveRateRows(db, { from: period.from, to: period.to });
  return rows
    .filter((row) => row.closed)
    .map((row) => ({ roomTypeId: row.roomTypeId, night: row.night }));
}

export type PeriodPayment = Awaited<ReturnType<typeof periodPayments>>[number];

/**
 * Online payments made in the period (the order's creation, hotel time) or whose refund was
 * asked in it, and the payments of the bookings given (for what they paid online).
 */
export function periodPayments(db: Database, period: ReportPeriod, bookingIds: number[] = []) {
  const { start, end } = periodInstants(period);
  const made = and(
    gte(paymentTransactions.createdAt, start),
    lt(paymentTransactions.createdAt, end),
  );
  const refunded = and(
    gte(paymentTransactions.refundRequestedAt, start),
    lt(paymentTransactions.refundRequestedAt, end),
  );
  return db
    .select({
      id: paymentTransactions.id,
      bookingId: paymentTransactions.bookingId,
      bookingReference: bookings.reference,
      merchantReference: paymentTransactions.merchantReference,
      amount: paymentTransactions.amount,
      currency: paymentTransactions.currency,
      paymentStatus: paymentTransactions.paymentStatus,
      statusCode: paymentTransactions.statusCode,
      paymentMethod: paymentTransactions.paymentMethod,
      environment: paymentTransactions.environment,
      purpose: paymentTransactions.purpose,
      refundAmount: paymentTransactions.refundAmount,
      refundRequestedAt: paymentTransactions.refundRequestedAt,
      refundStatus: paymentTransactions.refundStatus,
      refundSettledAt: paymentTransactions.refundSettledAt,
      createdAt: paymentTransactions.createdAt,
    })
    .from(paymentTransactions)
    .innerJoin(bookings, eq(bookings.id, paymentTransactions.bookingId))
    .where(
      bookingIds.length > 0
        ? or(made, refunded, inArray(paymentTransactions.bookingId, bookingIds))
        : or(made, refunded),
    )
    .orderBy(asc(paymentTransactions.createdAt), asc(paymentTransactions.id));
}

/** Sum of each rating and the number of forms, per month (YYYY-MM) of the period. */
export function feedbackSums(db: Database, period: ReportPeriod) {
  const sums = Object.fromEntries(
    FEEDBACK_RATINGS.map((rating) => [rating, sql<number>`sum(${guestFeedback[rating]})::int`]),
  ) as Record<FeedbackRating, SQL<number>>;
  const month = sql<string>`to_char(${guestFeedback.date}, 'YYYY-MM')`;
  return db
    .select({ month, count: sql<number>`count(*)::int`, ...sums })
    .from(guestFeedback)
    .where(and(gte(guestFeedback.date, period.from), lte(guestFeedback.date, period.to)))
    .groupBy(month)
    .orderBy(month);
}

/** Newsletter subscribers now, and those who subscribed in the period. */
export async function subscriberCounts(db: Database, period: ReportPeriod) {
  const { start, end } = periodInstants(period);
  const joinedNow = and(
    gte(newsletterSubscriptions.createdAt, start),
    lt(newsletterSubscriptions.createdAt, end),
  );
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      joined: sql<number>`(count(*) FILTER (WHERE ${joinedNow}))::int`,
    })
    .from(newsletterSubscriptions);
  return { total: Number(row?.total ?? 0), joined: Number(row?.joined ?? 0) };
}
