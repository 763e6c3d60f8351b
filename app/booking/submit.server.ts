/**
 * The guest form of /booking posted without JavaScript (or before the page has hydrated):
 * the same checks, limit and booking service as POST /api/bookings, answered with a redirect
 * to the confirmation (or Pesapal's payment page), or with the typed values and what went wrong
 * for the page to show again. With JavaScript the form posts to the API itself.
 */

import type { SubmitFailure } from "~/components/booking/booking-form";
import type { PageContext } from "~/load-context";
import type { Lang } from "../../core/i18n/languages";
import {
  BookingFormSchema,
  type BookingFormValues,
  type BookingRequest,
  type StaySearch,
} from "../../core/schemas/booking";
import { AppError } from "../../server/errors";
import {
  createBooking,
  IdempotencyKeyReusedError,
  PriceChangedError,
  RoomUnavailableError,
} from "../../server/services/booking";
import { EzeeSalesPausedError } from "../../server/services/ezee/availability";
import { OnlineBookingsPausedError } from "../../server/services/pesapal/fallback";
import { hitRateLimit } from "../../server/services/rate-limit";
import { confirmationTarget } from "./confirmation-target";

/** What the guest typed, in the form's own shape (kept on every failure). */
export type TypedBooking = BookingFormValues;

export type SubmitResult =
  | { ok: true; location: string }
  | {
      ok: false;
      status: number;
      values: TypedBooking;
      failure: SubmitFailure;
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
  const { services } = context;
  const values = readTypedBooking(form);
  const fail = (status: number, failure: SubmitFailure, retryAfter?: number): SubmitResult => ({
    ok: false,
    status,
    values,
    failure,
    ...(retryAfter ? { retryAfter } : {}),
  });
  const parsed = BookingFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return fail(400, { kind: "invalid", errors });
  }
  const totalAmount = Number(form.get("totalAmount"));
  if (!Number.isSafeInteger(totalAmount) || totalAmount < 0) return fail(400, { kind: "failed" });
  const key = form.get("idempotencyKey");
  const idempotencyKey = typeof key === "string" && /^[\w.:-]{8,100}$/.test(key) ? key : undefined;

  // Counted like the API's: after validation, so a corrected typo costs nothing.
  const limit = services.env.bookingRateLimit;
  if (limit > 0) {
    const hit = await hitRateLimit(services.db, "booking", context.clientIp, limit);
    if (!hit.allowed) return fail(429, { kind: "rateLimited" }, hit.retryAfterSeconds);
  }
  const input: BookingRequest = {
    ...parsed.data,
    // The form has no occupancy control: the server derives it from the party.
    isDoubleOccupancy: undefined,
    roomId: stay.roomId,
    checkIn: stay.search.checkIn,
    checkOut: stay.search.checkOut,
    adults: stay.search.adults,
    children: stay.search.children,
    roomCount: stay.search.rooms,
    totalAmount,
    language: stay.lang,
  };
  try {
    const { booking } = await createBooking(services, input, {
      idempotencyKey,
      lang: stay.lang,
    });
    if (booking.redirectUrl) return { ok: true, location: booking.redirectUrl };
    return {
      ok: true,
      location: confirmationTarget(booking.confirmationUrl, {
        lang: stay.lang === "en" ? null : stay.lang,
        paymentNotice: booking.paymentNotice,
      }),
    };
  } catch (error) {
    if (error instanceof PriceChangedError) {
      return fail(409, { kind: "priceChanged", quote: error.quote });
    }
    if (error instanceof RoomUnavailableError) return fail(409, { kind: "unavailable" });
    // This form's key already made a booking with other details (sent again from an
    // old page): say so, and never show that other booking.
    if (error instanceof IdempotencyKeyReusedError) return fail(422, { kind: "keyReused" });
    // Pesapal is failing and the settings take no online bookings meanwhile.
    if (error instanceof OnlineBookingsPausedError) {
      return fail(503, { kind: "paused" }, error.retryAfterSeconds);
    }
    // eZee cannot be reached and the settings pause this mapped room type meanwhile.
    if (error instanceof EzeeSalesPausedError) return fail(503, { kind: "salesPaused" }, 60);
    if (error instanceof AppError && error.status < 500) {
      return fail(error.status, { kind: "invalid", errors: error.errors ?? {} });
    }
    throw error;
  }
}
