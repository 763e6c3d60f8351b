/**
 * One booking's and one payment's share of a period, read the same way by the report and by
 * the CSV exports (whose columns therefore add up to the report's figures):
 *
 * - a booking counts (room-nights, room revenue, extras) when it is confirmed: cancelled and
 *   expired bookings do not, bookings awaiting payment not yet; a no-show stays confirmed and
 *   counts in full, its charges being kept;
 * - room revenue is each night's share of the stay's rooms total less its promo discount
 *   (core/reports.ts nightRevenue), for the nights inside the period; taxes are never counted;
 * - extras (extra guests, late check-out) count once, in the period of the arrival;
 * - a cancellation counts in the period of its arrival, with the charge it kept;
 * - a payment is received when Pesapal completed it (a reversed one included: the money came
 *   in and went back as a refund), dated by its order in hotel time; amount mismatches wait
 *   for staff and are left out; a refund counts when it was asked.
 */
import { isReceived, paidOnline, refundOf } from "~core/folio";
import { paymentMethodName } from "~core/payment-methods";
import { nightRevenue, type ReportPeriod } from "~core/reports";
import type { PeriodBooking, PeriodPayment } from "./report-data";

export interface BookingShare {
  counted: boolean;
  arrives: boolean;
  roomNights: number;
  roomRevenue: number;
  extras: number;
  chargeKept: number;
  /** Room-nights and room revenue per month (YYYY-MM). */
  months: Map<string, { roomNights: number; roomRevenue: number }>;
}

export function bookingShare(booking: PeriodBooking, period: ReportPeriod): BookingShare {
  const arrives = booking.checkIn >= period.from && booking.checkIn <= period.to;
  const counted = booking.status === "confirmed";
  const share: BookingShare = {
    counted,
    arrives,
    roomNights: 0,
    roomRevenue: 0,
    extras: 0,
    chargeKept: booking.status === "cancelled" && arrives ? (booking.cancellationCharge ?? 0) : 0,
    months: new Map(),
  };
  if (!counted) return share;
  for (const night of nightRevenue(booking)) {
    if (night.date < period.from || night.date > period.to) continue;
    share.roomNights += booking.roomCount;
    share.roomRevenue += night.amount;
    const month = night.date.slice(0, 7);
    const line = share.months.get(month) ?? { roomNights: 0, roomRevenue: 0 };
    line.roomNights += booking.roomCount;
    line.roomRevenue += night.amount;
    share.months.set(month, line);
  }
  if (arrives) share.extras = booking.extraGuestsAmount + booking.lateCheckoutAmount;
  return share;
}

/** The payment rules of the guest's account (core/folio.ts), the same in the reports. */
export { isReceived, paidOnline, refundOf };

const within = (instant: Date | null, range: { start: Date; end: Date }) =>
  instant !== null && instant >= range.start && instant < range.end;

export interface PaymentShare {
  /** Received, with its order made in the period. */
  isReceivedInPeriod: boolean;
  /** Its amount when received in the period, else 0. */
  received: number;
  /** A refund asked in the period: its amount. */
  refund: number;
  refundSettled: number;
}

export function paymentShare(
  payment: PeriodPayment,
  range: { start: Date; end: Date },
): PaymentShare {
  const asked = within(payment.refundRequestedAt, range);
  const isReceivedInPeriod = isReceived(payment) && within(payment.createdAt, range);
  return {
    isReceivedInPeriod,
    received: isReceivedInPeriod ? payment.amount : 0,
    refund: asked ? (payment.refundAmount ?? payment.amount) : 0,
    refundSettled:
      asked && payment.refundSettledAt !== null ? (payment.refundAmount ?? payment.amount) : 0,
  };
}

/**
 * What is left to pay at the hotel for a confirmed booking arriving in the period: its total
 * and what staff added to its account, less what was paid online and at the desk
 * (desk_payments); 0 for any other booking.
 */
export function dueAtHotel(
  booking: PeriodBooking,
  share: BookingShare,
  payments: readonly PeriodPayment[],
  paidAtDesk = 0,
  staffCharged = 0,
): number {
  if (!share.counted || !share.arrives) return 0;
  return Math.max(0, booking.totalAmount + staffCharged - paidOnline(payments) - paidAtDesk);
}

/**
 * A payment method as staff read it and the reports group it (its brand's name, so Pesapal's
 * "MpesaKE" and "M-PESA" are one line), or that none was reported.
 */
export const methodLabel = (method: string | null) => paymentMethodName(method) ?? "Not reported";
