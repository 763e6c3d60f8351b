/** The heading and texts of the guest's payment page for its state (core/payment-page-state.ts). */
import type { i18n as I18n } from "i18next";
import { kshInText } from "~core/bidi";
import type { PaymentPageSummary } from "~core/payment-page-state";
import { moneyNote } from "./booking-view";

export interface PaymentPageText {
  eyebrow: string;
  heading: string;
  body: string | null;
  /** What became of the money, when the booking no longer waits for it. */
  money: string | null;
}

/** `i18n` holds the "payment" and "booking" namespaces in the page's language. */
export function paymentPageText(i18n: I18n, page: PaymentPageSummary): PaymentPageText {
  const tPayment = i18n.getFixedT(null, "payment");
  const tBooking = i18n.getFixedT(null, "booking");
  const { state } = page;
  if (state === "paid" && page.dueAtHotel > 0) {
    // A deposit: the booking is confirmed and the rest is paid at the hotel.
    return {
      eyebrow: tPayment("paid.eyebrow"),
      heading: tPayment("paid.depositHeading"),
      body: tPayment("paid.depositBody", {
        amount: kshInText(page.dueAtHotel, i18n.language),
      }),
      money: null,
    };
  }
  if (state === "paid" || state === "processing" || state === "failed") {
    return {
      eyebrow: tPayment(`${state}.eyebrow`),
      heading: tPayment(`${state}.heading`),
      body: tPayment(`${state}.body`),
      money: null,
    };
  }
  // The booking's own state, worded as on its confirmation page.
  const key = `confirmation.states.${state}`;
  return {
    eyebrow: tBooking(`${key}.label`),
    heading: tBooking(`${key}.heading`),
    // "confirmed" greets by name there; here its money line says all.
    body:
      state === "confirmed"
        ? null
        : tBooking(
            state === "expired" && page.amountPaid > 0 ? `${key}.bodyPaidLate` : `${key}.body`,
          ),
    money: moneyNote(tBooking, { ...page, state }, i18n.language),
  };
}
