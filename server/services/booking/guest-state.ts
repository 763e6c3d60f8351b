/** A stored booking's guest-facing state (core/booking-state.ts) with its payments read. */
import { eq } from "drizzle-orm";
import {
  type BookingFacts,
  type GuestBookingSummary,
  guestBookingSummary,
  type PaymentFacts,
} from "~core/booking-state";
import type { Database } from "../../db/client";
import { paymentTransactions } from "../../db/schema";
import { CALLBACK_PATH } from "../payments/config";

/** The payment columns that decide the state, for every order of one booking. */
export function bookingPaymentFacts(
  db: Pick<Database, "select">,
  bookingId: number,
): Promise<PaymentFacts[]> {
  return db
    .select({
      amount: paymentTransactions.amount,
      statusCode: paymentTransactions.statusCode,
      paymentStatus: paymentTransactions.paymentStatus,
      refundAmount: paymentTransactions.refundAmount,
      refundRequestedAt: paymentTransactions.refundRequestedAt,
      refundSettledAt: paymentTransactions.refundSettledAt,
    })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.bookingId, bookingId));
}

export async function storedGuestSummary(
  db: Pick<Database, "select">,
  booking: BookingFacts & { id: number },
  now = new Date(),
): Promise<GuestBookingSummary> {
  return guestBookingSummary(booking, await bookingPaymentFacts(db, booking.id), now);
}

/** The guest's payment page (Try again while the hold lasts), with the booking's token. */
export function paymentPath(reference: string, token: string): string {
  return `${CALLBACK_PATH}?ref=${encodeURIComponent(reference)}&token=${encodeURIComponent(token)}`;
}
