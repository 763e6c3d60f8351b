/**
 * The guest form of /booking posted without JavaScript (or before the page has hydrated):
 * an adapter over the same command as POST /api/bookings (`placeBooking`, which holds the
 * checks, the limit and the idempotency), answered with a redirect to the confirmation (or
 * Pesapal's payment page), or with the typed values and what went wrong for the page to
 * show again. With JavaScript the form posts to the API itself.
 */

import type { SubmitFailure } from "~/components/booking/booking-form";
import type { PageContext } from "~/load-context";
import { errorCodeOf } from "~core/error-codes";
import type { Lang } from "~core/i18n/languages";
import type { Quote } from "~core/pricing";
import type { BookingFormValues, StaySearch } from "~core/schemas/booking";
import {
  placeBooking,
  quoteGuestStay,
  type Refusal,
} from "~server/services/booking/booking-commands";
import { confirmationTarget } from "./confirmation-target";
import { quoteFromDto } from "./promo";

/** What the guest typed, in the form's own shape (kept on every failure). */
export type TypedBooking = BookingFormValues;

export type SubmitResult =
  | { ok: true; location: string }
  | {
      ok: false;
      status: number;
      values: TypedBooking;
      failure: SubmitFailure | null;
      /** The stay priced with the promo code (its Apply button, nothing booked). */
      promoQuote?: Quote;
      /** The promo code as typed (kept on every failure). */
      promoCode?: string;
      /** Seconds for a Retry-After header (429, 503). */
      retryAfter?: number;
    };

const TEXT = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "address",
  "city",
  "country",
  "specialRequests",
] as const;

/** Reads the posted fields; anything missing or malformed becomes empty, for the schema to name. */
export function readTypedBooking(form: FormData): TypedBooking {
  const text = (name: string, max: number) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, max) : "";
  };
  const typed = Object.fromEntries(
    TEXT.map((name) => [name, text(name, name === "specialRequests" ? 4000 : 400)]),
  ) as Record<(typeof TEXT)[number], string>;
  const extra = Number(text("extraGuests", 3));
  return {
    ...typed,
    // A checked box posts its value ("on"); an unchecked or disabled one posts nothing.
    includeBreakfast: form.has("includeBreakfast"),
    // No such field: the occupancy follows the party (the server derives it).
    isDoubleOccupancy: false,
    needsLateCheckout: form.has("needsLateCheckout"),
    extraGuests: Number.isInteger(extra) ? extra : 0,
  };
}

export async function submitBooking(
  context: PageContext,
  form: FormData,
  stay: { roomId: number; search: StaySearch; lang: Lang },
): Promise<SubmitResult> {
  const values = readTypedBooking(form);
  const typedCode = form.get("promoCode");
  const promoCode = typeof typedCode === "string" ? typedCode.slice(0, 40).trim() : "";
  // The promo code's Apply button: the stay priced with the code, nothing booked.
  if (form.get("intent") === "applyPromo") return applyPromo(context, values, promoCode, stay);
  const key = form.get("idempotencyKey");
  const result = await placeBooking(
    context.services,
    {
      ...values,
      // The form has no occupancy control: the server derives it from the party.
      isDoubleOccupancy: undefined,
      roomId: stay.roomId,
      checkIn: stay.search.checkIn,
      checkOut: stay.search.checkOut,
      adults: stay.search.adults,
      children: stay.search.children,
      roomCount: stay.search.rooms,
      totalAmount: Number(form.get("totalAmount")),
      language: stay.lang,
      promoCode: promoCode || undefined,
    },
    {
      clientIp: context.clientIp,
      idempotencyKey: typeof key === "string" ? key : undefined,
      lang: stay.lang,
    },
  );
  if (!result.ok) {
    const { status, retryAfter } = result;
    return {
      ok: false,
      status,
      values,
      failure: pageFailure(result),
      promoCode,
      ...(retryAfter ? { retryAfter } : {}),
    };
  }
  const { booking } = result;
  if (booking.redirectUrl) return { ok: true, location: booking.redirectUrl };
  return {
    ok: true,
    location: confirmationTarget(booking.confirmationUrl, {
      lang: stay.lang === "en" ? null : stay.lang,
      paymentNotice: booking.paymentNotice,
    }),
  };
}

async function applyPromo(
  context: PageContext,
  values: TypedBooking,
  promoCode: string,
  stay: { roomId: number; search: StaySearch },
): Promise<SubmitResult> {
  const result = await quoteGuestStay(context.services, {
    roomId: stay.roomId,
    checkIn: stay.search.checkIn,
    checkOut: stay.search.checkOut,
    adults: stay.search.adults,
    children: stay.search.children,
    rooms: stay.search.rooms,
    includeBreakfast: values.includeBreakfast ? "1" : "0",
    lateCheckout: values.needsLateCheckout ? "1" : "0",
    extraGuests: values.extraGuests,
    promoCode: promoCode || undefined,
  });
  if (result.ok) {
    const quote = quoteFromDto(result.quote, values.extraGuests);
    return { ok: false, status: 200, values, promoCode, failure: null, promoQuote: quote };
  }
  return { ok: false, status: result.status, values, promoCode, failure: pageFailure(result) };
}

/** A refusal of the commands as the form's failure: its code, and the facts the form shows. */
function pageFailure(refusal: Refusal): SubmitFailure {
  switch (refusal.kind) {
    case "invalid": {
      // The total is a hidden field, not one the guest typed: alone, the post failed.
      const { totalAmount: _total, ...errors } = refusal.fields;
      return Object.keys(errors).length > 0 ? { code: "validation", errors } : { code: "failed" };
    }
    case "priceChanged":
      return { code: "price_changed", quote: refusal.quote };
    case "restricted": {
      const { restriction, suggestion } = refusal;
      return { code: "restricted", restriction, suggestion };
    }
    // A malformed key is the page's fault, not the guest's.
    case "badKey":
      return { code: "failed" };
    default: {
      const code = errorCodeOf(refusal);
      return code === "validation"
        ? { code, errors: refusal.fields ?? {} }
        : code === "price_changed" || code === "restricted"
          ? { code: "failed" }
          : { code };
    }
  }
}
