/**
 * What the guest's payment page (/booking/payment) shows: while the booking waits for
 * payment, how its latest order stands; otherwise the booking's guest state
 * (core/booking-state.ts), the same as on the confirmation page and in the e-mails.
 */
import type { GuestBookingState } from "./booking-state";

export type PaymentPageState =
  | "processing"
  | "failed"
  | Exclude<GuestBookingState, "awaiting_payment">;

export interface PaymentPageSummary {
  state: PaymentPageState;
  /** Paid online and not reversed (KSh). */
  amountPaid: number;
  /** Asked back or paid back (KSh). */
  refundAmount: number;
  /** A deposit booking, confirmed: the rest, paid at the hotel (KSh; 0 otherwise). */
  dueAtHotel: number;
}

/** `orderPending`: the latest order is submitted and Pesapal has not answered yet. */
export function paymentPageState(
  guest: GuestBookingState,
  orderPending: boolean,
): PaymentPageState {
  if (guest !== "awaiting_payment") return guest;
  return orderPending ? "processing" : "failed";
}
