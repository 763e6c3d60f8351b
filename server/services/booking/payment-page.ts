/**
 * The guest's payment page (/booking/payment): the latest order (pesapal/payments.ts)
 * and the booking's guest state (core/booking-state.ts), which decides what it says.
 */
import { eq } from "drizzle-orm";
import { type PaymentPageSummary, paymentPageState } from "~core/payment-page-state";
import type { AppServices } from "../../context";
import { bookings } from "../../db/schema";
import { storedGuestSummary } from "./guest-state";
import { type BookingRow, currentPaymentView, type PaymentView } from "./payments";

export interface PaymentPage {
  view: PaymentView;
  page: PaymentPageSummary;
}

export async function paymentPage(
  services: AppServices,
  booking: BookingRow,
): Promise<PaymentPage> {
  const { db } = services;
  // Asks Pesapal about the latest order first (it may confirm or end the booking).
  const view = await currentPaymentView(services, booking);
  const [fresh] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
  const row = fresh ?? booking;
  const summary = await storedGuestSummary(db, row);
  const netPaid = summary.amountPaid - summary.refundAmount;
  const dueAtHotel =
    row.depositAmount !== null && row.status === "confirmed" && netPaid > 0
      ? Math.max(0, row.totalAmount - netPaid)
      : 0;
  return {
    view,
    page: {
      state: paymentPageState(summary.state, view.state === "processing"),
      amountPaid: summary.amountPaid,
      refundAmount: summary.refundAmount,
      dueAtHotel,
    },
  };
}
