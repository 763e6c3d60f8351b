/**
 * What a guest screen says for each refusal code (core/error-codes.ts): the one mapping
 * read by the booking form (with and without JavaScript), the guest's change and the
 * guest's cancellation. A screen reads the code of the answer, never its status or words.
 */

import type { TFunction } from "i18next";
import { restrictionText } from "~/components/booking/restriction-notice";
import { kshInText } from "~core/bidi";
import type { ManageBlock } from "~core/cancellation";
import type { ErrorCode } from "~core/error-codes";
import type { StayRestriction } from "~core/rate-calendar";

export type RefusalCode = ErrorCode | "failed";
export type RefusalScreen = "book" | "change" | "cancel";

/** The facts a message names: the new total, the rule of the calendar, why it is blocked. */
export interface RefusalFacts {
  total?: number;
  restriction?: StayRestriction | null;
  block?: ManageBlock | null;
}

/** Keys of the `booking` namespace; a code a screen does not name says its `failed`. */
const KEYS: Record<RefusalScreen, Partial<Record<RefusalCode, string>> & { failed: string }> = {
  book: {
    validation: "booking.errors.fixFields",
    price_changed: "booking.priceChanged",
    unavailable: "booking.unavailable",
    rate_limited: "booking.rateLimited",
    idempotency_key_reused: "booking.keyReused",
    payments_paused: "booking.paused",
    sales_paused: "booking.salesPaused",
    nothing_to_pay: "booking.nothingToPay",
    failed: "booking.failed",
  },
  change: {
    validation: "manage.change.errors.failed",
    price_changed: "manage.change.errors.priceChanged",
    unavailable: "manage.change.errors.unavailable",
    stale: "manage.change.errors.stale",
    nothing_changed: "manage.change.errors.nothingChanged",
    sales_paused: "manage.change.errors.salesPaused",
    failed: "manage.change.errors.failed",
  },
  cancel: {
    // The charge the page posted is no longer the charge: the terms are shown again.
    validation: "manage.cancel.termsChanged",
    terms_changed: "manage.cancel.termsChanged",
    stale: "manage.change.errors.stale",
    failed: "manage.cancel.failed",
  },
};

/** Blocks the guest pages explain; the others (a refund only the hotel can make) fail. */
const EXPLAINED_BLOCKS: Record<RefusalScreen, readonly ManageBlock[]> = {
  book: [],
  change: ["ended", "awaitingPayment", "arrived", "afterDeadline"],
  cancel: ["ended", "arrived", "afterDeadline", "refundNeedsHotel", "refundedOnce"],
};

/** The message a guest screen shows for a refusal, in the page's language. */
export function refusalText(
  t: TFunction,
  lang: string,
  screen: RefusalScreen,
  code: RefusalCode,
  facts: RefusalFacts = {},
): string {
  if (code === "restricted" && facts.restriction) {
    return restrictionText(t, facts.restriction, lang);
  }
  if (code === "booking_blocked" && facts.block && EXPLAINED_BLOCKS[screen].includes(facts.block)) {
    return t(`booking:manage.blocked.${facts.block}`);
  }
  const key = KEYS[screen][code] ?? KEYS[screen].failed;
  return t(`booking:${key}`, {
    ...(facts.total !== undefined ? { total: kshInText(facts.total, lang) } : {}),
  });
}

/**
 * What the staff's booking screens (English) say for a refusal of a booking or a change:
 * the same codes; a code without its own words shows the server's message.
 */
const STAFF_TEXT: Partial<Record<RefusalCode, string>> = {
  price_changed: "The price changed meanwhile: check the new total and save again.",
  unavailable:
    "Not enough rooms of this type are free for these dates: choose other dates or another room type.",
  stale: "This booking was changed elsewhere meanwhile: check its details and save again.",
  sales_paused:
    "eZee is not answering, so sales of this room type are paused: try again in a minute.",
};

export function staffRefusalText(
  code: RefusalCode,
  answer: { message: string; errors: Record<string, string> },
): string {
  const own = STAFF_TEXT[code];
  if (own) return own;
  return Object.keys(answer.errors).length > 0
    ? `${answer.message} Check the fields marked below.`
    : answer.message;
}
