/**
 * The report's CSV exports: the bookings of a period, its payments, and the guests who agreed
 * to be contacted. The bookings and payments files carry, per row, the row's share of the
 * period computed by figures.ts, so the columns ending in `_in_period` add up to the report's
 * figures. Written by csv-stringify (RFC 4180, CRLF, a UTF-8 byte order mark so spreadsheet
 * programs read accents), with formulas neutralised: a text cell starting with = + - @, a tab
 * or a carriage return gets a leading apostrophe, so a spreadsheet shows it as text.
 */
import { TZDate } from "@date-fns/tz";
import { stringify } from "csv-stringify/sync";
import { formatISO } from "date-fns";
import { hotelTimeZone } from "~core/dates";
import type { ReportPeriod } from "~core/reports";
import type { Database } from "../../db/client";
import { allSubscribers } from "../admin/inbox";
import { dueAtHotel, methodLabel, paidOnline, paymentShare } from "./figures";
import { reportRows } from "./report";
import { periodInstants } from "./report-data";

/** An instant in the hotel's zone with its offset: 2026-12-05T14:03:00+03:00. */
export function hotelIso(instant: Date | null): string {
  return instant ? formatISO(new TZDate(instant.getTime(), hotelTimeZone())) : "";
}

/** CSV text of a header and rows; numbers stay numbers, text is neutralised. */
export function toCsv(columns: readonly string[], rows: (string | number)[][]): string {
  return stringify(rows, {
    header: true,
    columns: [...columns],
    bom: true,
    record_delimiter: "windows",
    escape_formulas: true,
  });
}

/** A file name for a period: `bookings-2026-12-01-to-2026-12-31.csv`. */
export const exportName = (kind: string, period: ReportPeriod) =>
  `${kind}-${period.from}-to-${period.to}.csv`;

export const BOOKING_COLUMNS = [
  "reference",
  "status",
  "stay_status",
  "source",
  "room_type",
  "rooms",
  "check_in",
  "check_out",
  "nights",
  "guest",
  "country",
  "promo_code",
  "total_amount",
  "paid_online",
  "paid_at_desk",
  "cancelled_by",
  "cancellation_charge",
  "booked_at",
  "arrives_in_period",
  "room_nights_in_period",
  "room_revenue_in_period",
  "extras_in_period",
  "charge_kept_in_period",
  "due_at_hotel_in_period",
] as const;

/**
 * Every booking with a night in the period, whatever its status (guests' e-mail addresses and
 * phones are left out: this file is for figures; the guests' export is the contact list).
 */
export async function bookingsCsv(db: Database, period: ReportPeriod): Promise<string> {
  const { bookings } = await reportRows(db, period);
  return toCsv(
    BOOKING_COLUMNS,
    bookings.map(({ booking, share, payments, paidAtDesk, staffCharged }) => [
      booking.reference,
      booking.status,
      booking.stayStatus,
      booking.source,
      booking.roomTypeName,
      booking.roomCount,
      booking.checkIn,
      booking.checkOut,
      booking.nights,
      `${booking.firstName} ${booking.lastName}`,
      booking.country,
      booking.promoCode ?? "",
      booking.totalAmount,
      paidOnline(payments),
      paidAtDesk,
      booking.cancelledBy ?? "",
      booking.cancellationCharge ?? "",
      hotelIso(booking.createdAt),
      share.arrives ? "yes" : "no",
      share.roomNights,
      share.roomRevenue,
      share.extras,
      share.chargeKept,
      dueAtHotel(booking, share, payments, paidAtDesk, staffCharged),
    ]),
  );
}

export const PAYMENT_COLUMNS = [
  "merchant_reference",
  "booking_reference",
  "ordered_at",
  "status",
  "method",
  "amount",
  "currency",
  "purpose",
  "environment",
  "received_in_period",
  "refund_amount",
  "refund_asked_at",
  "refund_status",
  "refund_settled_at",
  "refund_in_period",
] as const;

/** Online payments ordered in the period or whose refund was asked in it. */
export async function paymentsCsv(db: Database, period: ReportPeriod): Promise<string> {
  const { payments } = await reportRows(db, period);
  const range = periodInstants(period);
  const rows = payments
    .map((payment) => ({ payment, share: paymentShare(payment, range) }))
    .filter(
      ({ payment, share }) =>
        share.refund > 0 || (payment.createdAt >= range.start && payment.createdAt < range.end),
    );
  return toCsv(
    PAYMENT_COLUMNS,
    rows.map(({ payment, share }) => [
      payment.merchantReference,
      payment.bookingReference,
      hotelIso(payment.createdAt),
      payment.paymentStatus,
      methodLabel(payment.paymentMethod),
      payment.amount,
      payment.currency,
      payment.purpose,
      payment.environment,
      share.received,
      payment.refundAmount ?? "",
      hotelIso(payment.refundRequestedAt),
      payment.refundStatus ?? "",
      hotelIso(payment.refundSettledAt),
      share.refund,
    ]),
  );
}

export const GUEST_COLUMNS = ["email", "language", "subscribed_at", "joined_in_period"] as const;

/**
 * Guests who agreed to be contacted: the newsletter's subscribers (an unsubscribe deletes the
 * row, so every row is a standing consent). Bookings hold no consent to marketing, so their
 * guests are not listed.
 */
export async function guestsCsv(db: Database, period: ReportPeriod): Promise<string> {
  const range = periodInstants(period);
  const subscribers = await allSubscribers(db);
  return toCsv(
    GUEST_COLUMNS,
    subscribers.map((row) => [
      row.email,
      row.language,
      hotelIso(row.createdAt),
      row.createdAt >= range.start && row.createdAt < range.end ? "yes" : "no",
    ]),
  );
}
