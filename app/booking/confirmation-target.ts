/**
 * Where a booking made on /booking leads: its confirmation page, in the page's language,
 * with a one-time flag when Pesapal failed and the booking was taken to pay at the hotel
 * (the API's `paymentNotice`), for the page to tell the guest. Used by the form's JSON
 * path (booking-form.tsx) and its no-JavaScript action (submit.server.ts).
 */

/** The query flag of the pay-at-hotel notice (read by routes/public/booking-confirmation.tsx). */
export const PAY_AT_HOTEL_NOTICE_FLAG = "pay-at-hotel";

export function confirmationTarget(
  confirmationUrl: string,
  options: { lang?: string | null; paymentNotice?: unknown },
): string {
  const target = new URL(confirmationUrl);
  if (options.lang) target.searchParams.set("lang", options.lang);
  if (typeof options.paymentNotice === "string" && options.paymentNotice) {
    target.searchParams.set("notice", PAY_AT_HOTEL_NOTICE_FLAG);
  }
  return `${target.pathname}${target.search}`;
}
