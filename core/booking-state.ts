/**
 * The one state a guest is told about a booking, derived from its stored status and its
 * online payments. The confirmation page, the booking API, the e-mails and the calendar
 * file all read it from here, so none of them says "confirmed" about a cancelled stay.
 */
export const GUEST_BOOKING_STATES = [
  /** Rooms held while the guest pays online. */
  "awaiting_payment",
  /** Confirmed; paid at the hotel. */
  "confirmed",
  /** Confirmed and paid online. */
  "paid",
  "cancelled",
  /** The payment hold ended unpaid. */
  "expired",
  /** Cancelled or expired; staff asked Pesapal to pay the guest back. */
  "refund_requested",
  /** Cancelled or expired; the payment was reversed. */
  "refunded",
] as const;
export type GuestBookingState = (typeof GUEST_BOOKING_STATES)[number];

/** The columns of a payment transaction that decide the state. */
export interface PaymentFacts {
  amount: number;
  /** Pesapal's status_code: 1 completed, 3 reversed. */
  statusCode: number | null;
  paymentStatus: string;
  refundAmount: number | null;
  refundRequestedAt: Date | string | null;
  /** When the refund was seen done (a part of a payment stays completed). */
  refundSettledAt?: Date | string | null;
}

export interface BookingFacts {
  status: "pending_payment" | "confirmed" | "cancelled" | "expired";
  holdExpiresAt: Date | string | null;
}

export interface GuestBookingSummary {
  state: GuestBookingState;
  /** Paid online and not reversed (KSh). */
  amountPaid: number;
  /** Asked back or paid back (KSh). */
  refundAmount: number;
}

const isCompleted = (p: PaymentFacts) => p.statusCode === 1 && p.paymentStatus === "COMPLETED";
const isReversed = (p: PaymentFacts) => p.statusCode === 3 || Boolean(p.refundSettledAt);

/** True for the states in which the stay stands (calendar file, "we look forward"). */
export const stayStands = (state: GuestBookingState) => state === "confirmed" || state === "paid";

/** True for the states of a booking that no longer holds rooms. */
export const stayEnded = (state: GuestBookingState) =>
  state === "cancelled" ||
  state === "expired" ||
  state === "refund_requested" ||
  state === "refunded";

export function guestBookingSummary(
  booking: BookingFacts,
  payments: readonly PaymentFacts[],
  now: Date = new Date(),
): GuestBookingSummary {
  const amountPaid = payments.filter(isCompleted).reduce((sum, p) => sum + p.amount, 0);
  const refundAmount = payments
    .filter((p) => p.refundRequestedAt !== null || isReversed(p))
    .reduce((sum, p) => sum + (p.refundAmount ?? p.amount), 0);
  return { state: stateOf(booking, payments, amountPaid, now), amountPaid, refundAmount };
}

/** The guest-facing state alone (see `guestBookingSummary` for the amounts). */
export function guestBookingState(
  booking: BookingFacts,
  payments: readonly PaymentFacts[],
  now: Date = new Date(),
): GuestBookingState {
  return guestBookingSummary(booking, payments, now).state;
}

function stateOf(
  booking: BookingFacts,
  payments: readonly PaymentFacts[],
  amountPaid: number,
  now: Date,
): GuestBookingState {
  switch (booking.status) {
    case "pending_payment": {
      // The sweeper marks an ended hold expired within a minute; the guest hears it at once.
      const hold = booking.holdExpiresAt === null ? null : new Date(booking.holdExpiresAt);
      return hold !== null && hold.getTime() > now.getTime() ? "awaiting_payment" : "expired";
    }
    case "confirmed":
      // A refund on a booking that still stands changes what was paid, not the stay.
      return amountPaid > 0 ? "paid" : "confirmed";
    case "cancelled":
    case "expired":
      if (payments.some(isReversed)) return "refunded";
      if (payments.some((p) => p.refundRequestedAt !== null)) return "refund_requested";
      return booking.status;
  }
}
