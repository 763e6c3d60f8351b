/**
 * The guest's booking use cases, one command each: place a booking, find it, cancel it,
 * change it. A command holds every rule of its use case (validation, rate limit,
 * idempotency, availability, price check, paused sales) and answers a typed result; the
 * JSON API (server/api/bookings.ts) and the pages' form actions (app/booking,
 * app/routes/public/booking-*.tsx) only read their transport, call the command and turn
 * the result into JSON or page state. This is the one place service errors become answers.
 */
import type { ErrorCode } from "~core/error-codes";
import type { Lang } from "~core/i18n/languages";
import type { Quote } from "~core/pricing";
import type { StayRestriction } from "~core/rate-calendar";
import {
  BookingChangeConfirmSchema,
  BookingChangeSchema,
  BookingRequestSchema,
  FindBookingSchema,
  GuestCancelSchema,
  StayQuoteSchema,
} from "~core/schemas/booking";
import { StaffBookingFields, StaffBookingSchema } from "~core/schemas/front-desk";
import { NOT_ALLOWED_MESSAGE, nulPath } from "~core/schemas/text";
import type { BookingCreatedDto, BookingViewDto, StayQuoteDto } from "~core/types";
import type { z } from "~core/zod";
import type { AppServices } from "../../context";
import { AppError } from "../../errors";
import { hitRateLimit } from "../platform/rate-limit";
import { EzeeSalesPausedError } from "../property/availability";
import {
  createBooking,
  findBooking,
  getBookingByToken,
  getBookingRowByToken,
  IdempotencyKeyReusedError,
  NothingToPayError,
  PriceChangedError,
  RoomUnavailableError,
  type StaffBooking,
} from "./booking";
import { type ChangeQuote, changeBooking, quoteBookingChange } from "./booking-change";
import type { ManageBlock } from "./booking-outlook";
import { OnlineBookingsPausedError } from "./payment-fallback";
import { quoteStayRequest } from "./quote";
import { StayRestrictedError } from "./rate-calendar";
import { guestCancelBooking, ManageBlockedError, TermsChangedError } from "./self-service";

/** What the transport knows of the request. */
export interface RequestFacts {
  /** The guest's address (server/api/client-ip.ts); every limit counts per address. */
  clientIp: string;
  /** The Idempotency-Key header, or the booking form's hidden key. */
  idempotencyKey?: string | undefined;
  lang: Lang;
  /** The signed-in staff member acting for a guest (the admin API); absent for guests. */
  staff?: StaffMember | undefined;
}

/** Who on the staff made a booking or a change (the admin API's signed-in account). */
export interface StaffMember {
  id: number;
  name: string;
}

/** A booking behind its secret link (Manage booking). */
export interface BookingKey {
  reference: string;
  token: string;
}

/**
 * Why a command said no. `kind` is for the pages; `status`, `code`, `message`, `fields`
 * (the API's `errors`) and `current` make the API's JSON, as an AppError would.
 */
interface RefusalBase {
  ok: false;
  status: number;
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  current?: unknown;
  /** Seconds for a Retry-After header. */
  retryAfter?: number;
}
export type Refusal =
  | (RefusalBase & { kind: "invalid"; fields: Record<string, string> })
  /** A malformed Idempotency-Key. */
  | (RefusalBase & { kind: "badKey" })
  | (RefusalBase & { kind: "rateLimited"; retryAfter: number })
  /** The server's own quote differs from the total the guest saw. */
  | (RefusalBase & { kind: "priceChanged"; quote: Quote })
  /** Sold out: the rooms went meanwhile (or eZee has none). */
  | (RefusalBase & { kind: "unavailable" })
  /** The rate calendar does not sell this stay (minimum stay, closed for arrival…). */
  | (RefusalBase & {
      kind: "restricted";
      restriction: StayRestriction;
      suggestion: { checkIn: string; checkOut: string } | null;
    })
  /** The key already made a booking with other details. */
  | (RefusalBase & { kind: "keyReused" })
  /** eZee cannot be reached and the settings pause this mapped room type meanwhile. */
  | (RefusalBase & { kind: "salesPaused"; retryAfter: number })
  /** Pesapal is failing and the settings take no online bookings meanwhile. */
  | (RefusalBase & { kind: "paymentsPaused"; retryAfter: number })
  /** The stay comes to KSh 0: nothing to pay online. */
  | (RefusalBase & { kind: "nothingToPay" })
  | (RefusalBase & { kind: "notFound" })
  /** The cancellation charge moved since the guest's page (a deadline passed). */
  | (RefusalBase & { kind: "termsChanged" })
  /** The guest cannot do this online; `block` says why. */
  | (RefusalBase & { kind: "blocked"; block: ManageBlock })
  /** The booking changed since the guest's page. */
  | (RefusalBase & { kind: "stale" })
  | (RefusalBase & { kind: "nothingChanged" })
  /** A change confirmed without the total and version the guest saw. */
  | (RefusalBase & { kind: "unconfirmed"; fields: Record<string, string> })
  /** Any other refusal of the services (a 4xx AppError). */
  | (RefusalBase & { kind: "refused" });

export type Kinds<K extends Refusal["kind"]> = Extract<Refusal, { kind: K }>;

const KEY_PATTERN = /^[\w.:-]{8,100}$/;
const TOO_MANY_BOOKINGS =
  "Too many bookings from this connection. Please try again later or call the hotel.";
const TOO_MANY_ATTEMPTS = "Too many attempts. Please try again later.";
const NOT_FOUND = "Booking not found";

/**
 * Any other 4xx AppError of the services: `invalid` when it names fields (a party that
 * does not fit, dates not sold), else `refused`. Anything else is not a refusal: thrown.
 */
export function serviceRefusal(error: unknown): Kinds<"invalid" | "refused"> {
  if (!(error instanceof AppError) || error.status >= 500) throw error;
  if (error.code === "validation")
    return { ...refused(error), kind: "invalid", fields: error.errors ?? {} };
  return refused(error);
}

/** An AppError of the services as a refusal (same status, code, message and fields). */
function refused(error: AppError): Kinds<"refused"> {
  return {
    ok: false,
    kind: "refused",
    status: error.status,
    code: error.code,
    message: error.message,
    ...(error.errors ? { fields: error.errors } : {}),
    ...(error.current !== undefined ? { current: error.current } : {}),
  };
}

export const notFound = (message = NOT_FOUND): Kinds<"notFound"> => ({
  ok: false,
  kind: "notFound",
  status: 404,
  code: "not_found",
  message,
});

/** Validates raw input with a shared schema: a NUL character or a failed parse is `invalid`. */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.infer<S> } | Kinds<"invalid"> {
  const invalid = (fields: Record<string, string>, message?: string): Kinds<"invalid"> => ({
    ok: false,
    kind: "invalid",
    status: 400,
    code: "validation",
    message: message ?? Object.values(fields)[0] ?? "Invalid input",
    fields,
  });
  // PostgreSQL text cannot hold U+0000: refused before any schema sees it.
  const nul = nulPath(input);
  if (nul !== null) {
    const field = nul || "body";
    return invalid({ [field]: NOT_ALLOWED_MESSAGE }, `${field}: ${NOT_ALLOWED_MESSAGE}`);
  }
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join(".") || "body"] ??= issue.message;
  return invalid(fields);
}

async function limited(
  services: AppServices,
  name: "booking" | "publicForm",
  subject: string,
  limit: number | undefined,
  message: string,
): Promise<Kinds<"rateLimited"> | null> {
  const hit = await hitRateLimit(services.db, name, subject, limit);
  if (hit.allowed) return null;
  return {
    ok: false,
    kind: "rateLimited",
    status: 429,
    code: "rate_limited",
    message,
    retryAfter: hit.retryAfterSeconds,
  };
}

/** The answer to a price that moved or rooms that went, shared by booking and changing. */
export function priceOrRooms(
  error: unknown,
): Kinds<"priceChanged" | "unavailable" | "restricted"> | null {
  if (error instanceof StayRestrictedError) {
    const { message, restriction, suggestion } = error;
    const base = { ok: false, status: 409, code: "restricted", message } as const;
    return { ...base, kind: "restricted", restriction, suggestion };
  }
  if (error instanceof PriceChangedError) {
    const { status, message, quote } = error;
    return { ok: false, kind: "priceChanged", status, code: "price_changed", message, quote };
  }
  if (error instanceof RoomUnavailableError) {
    return {
      ok: false,
      kind: "unavailable",
      status: 409,
      code: "unavailable",
      message: error.message,
    };
  }
  return null;
}

/** eZee cannot be reached and the settings pause this room type's sales: ask again in a minute. */
function salesPaused(error: EzeeSalesPausedError): Kinds<"salesPaused"> {
  const base = { ok: false, status: 503, code: error.code, message: error.message } as const;
  return { ...base, retryAfter: 60, kind: "salesPaused" };
}

/**
 * Why a stay could not be priced, for the guest's quote and the staff's: sold out, refused by
 * the stay rules, sales paused, or the service's own words. A quote confirms no total, so a
 * price that moved is not among them.
 */
export function stayQuoteRefusal(
  error: unknown,
): Kinds<"unavailable" | "restricted" | "salesPaused" | "invalid" | "refused"> {
  const conflict = priceOrRooms(error);
  if (conflict && conflict.kind !== "priceChanged") return conflict;
  if (error instanceof EzeeSalesPausedError) return salesPaused(error);
  return serviceRefusal(error);
}

export type PlaceBookingResult =
  | { ok: true; booking: BookingCreatedDto; replayed: boolean }
  | Kinds<
      | "invalid"
      | "badKey"
      | "rateLimited"
      | "priceChanged"
      | "unavailable"
      | "restricted"
      | "keyReused"
      | "salesPaused"
      | "paymentsPaused"
      | "nothingToPay"
      | "refused"
    >;

/**
 * A guest books (POST /api/bookings, the booking form without JavaScript). The body is
 * validated with the shared schema; a valid request counts against BOOKING_RATE_LIMIT
 * per address and hour (after validation, so a corrected typo costs nothing: pay-at-hotel
 * bookings hold rooms without payment, and one address must not book out the hotel);
 * then createBooking replays an Idempotency-Key, re-prices and takes the rooms.
 */
export async function placeBooking(
  services: AppServices,
  input: unknown,
  facts: RequestFacts,
): Promise<PlaceBookingResult> {
  // Staff send the guest's request plus their own fields (core/schemas/front-desk.ts).
  const valid = facts.staff
    ? validate(StaffBookingSchema, input)
    : validate(BookingRequestSchema, input);
  if (!valid.ok) return valid;
  const key = facts.idempotencyKey?.trim();
  if (key !== undefined && !KEY_PATTERN.test(key)) {
    return {
      ok: false,
      kind: "badKey",
      status: 400,
      code: "bad_request",
      message: "Idempotency-Key must be 8 to 100 letters, digits, dots, colons or dashes",
    };
  }
  const { bookingRateLimit } = services.env;
  // The limit guards against one address booking out the hotel; staff are signed in.
  if (bookingRateLimit > 0 && !facts.staff) {
    const refusal = await limited(
      services,
      "booking",
      facts.clientIp,
      bookingRateLimit,
      TOO_MANY_BOOKINGS,
    );
    if (refusal) return refusal;
  }
  try {
    const { booking, replayed } = await createBooking(services, valid.data, {
      idempotencyKey: key || undefined,
      lang: facts.lang,
      ...(facts.staff ? { staff: staffBooking(facts.staff, valid.data) } : {}),
    });
    return { ok: true, booking, replayed };
  } catch (error) {
    const conflict = priceOrRooms(error);
    if (conflict) return conflict;
    const { message } = error as Error;
    if (error instanceof IdempotencyKeyReusedError) {
      return { ok: false, kind: "keyReused", status: 422, code: error.code, message };
    }
    if (error instanceof EzeeSalesPausedError) return salesPaused(error);
    if (error instanceof NothingToPayError) {
      return { ok: false, kind: "nothingToPay", status: 409, code: "nothing_to_pay", message };
    }
    if (error instanceof OnlineBookingsPausedError) {
      const { status, code, retryAfterSeconds: retryAfter } = error;
      const base = { ok: false, status, code, message, retryAfter } as const;
      return { ...base, kind: "paymentsPaused" };
    }
    // A party that does not fit, dates not sold, an unknown room: the service's own words.
    return serviceRefusal(error);
  }
}

/** The staff fields of a validated staff request (StaffBookingSchema). */
function staffBooking(member: StaffMember, data: object): StaffBooking {
  const fields = StaffBookingFields.parse(data);
  return { adminId: member.id, name: member.name, ...fields };
}

export type QuoteStayResult =
  | { ok: true; quote: StayQuoteDto }
  | Kinds<"invalid" | "unavailable" | "restricted" | "salesPaused" | "refused">;

/**
 * A guest asks what a stay costs (GET /api/quote): the same checks and price as
 * placing the booking, with nothing stored.
 */
export async function quoteGuestStay(
  services: AppServices,
  input: unknown,
): Promise<QuoteStayResult> {
  const valid = validate(StayQuoteSchema, input);
  if (!valid.ok) return valid;
  try {
    return { ok: true, quote: await quoteStayRequest(services, valid.data) };
  } catch (error) {
    return stayQuoteRefusal(error);
  }
}

export type FindBookingResult =
  | { ok: true; booking: BookingViewDto }
  | Kinds<"rateLimited" | "invalid" | "notFound">;

/** "Find my booking": limited per address before anything is read (it is a guessing target). */
export async function findGuestBooking(
  services: AppServices,
  input: unknown,
  facts: Pick<RequestFacts, "clientIp">,
): Promise<FindBookingResult> {
  const subject = `booking-lookup:${facts.clientIp}`;
  const refusal = await limited(services, "publicForm", subject, undefined, TOO_MANY_ATTEMPTS);
  if (refusal) return refusal;
  const valid = validate(FindBookingSchema, input);
  if (!valid.ok) return valid;
  const booking = await findBooking(services, valid.data.reference, valid.data.email);
  if (!booking) return notFound("No booking matches this reference and e-mail address.");
  return { ok: true, booking };
}

/** A refusal of the Manage booking services (self-service.ts) as a typed result. */
export function manageRefusal(
  error: unknown,
): Kinds<"termsChanged" | "blocked" | "stale" | "nothingChanged" | "invalid" | "refused"> {
  if (error instanceof TermsChangedError) return { ...refused(error), kind: "termsChanged" };
  if (error instanceof ManageBlockedError) {
    return { ...refused(error), kind: "blocked", block: error.block };
  }
  if (error instanceof AppError && error.code === "stale") {
    return { ...refused(error), kind: "stale" };
  }
  if (error instanceof AppError && error.code === "nothing_changed") {
    return { ...refused(error), kind: "nothingChanged" };
  }
  return serviceRefusal(error);
}

export type CancelBookingResult =
  | { ok: true; reference: string; booking: BookingViewDto | null }
  | Kinds<
      "notFound" | "invalid" | "termsChanged" | "blocked" | "stale" | "nothingChanged" | "refused"
    >;

/**
 * The guest cancels their own booking behind its secret link, confirming the charge
 * they were shown (`expectedCharge`): a deadline passed meanwhile is `termsChanged`.
 */
export async function cancelGuestBooking(
  services: AppServices,
  key: BookingKey,
  input: unknown,
): Promise<CancelBookingResult> {
  const row = await getBookingRowByToken(services.db, key.reference.toUpperCase(), key.token);
  if (!row) return notFound();
  const valid = validate(GuestCancelSchema, input);
  if (!valid.ok) return valid;
  try {
    await guestCancelBooking(services, row.id, valid.data.expectedCharge);
  } catch (error) {
    return manageRefusal(error);
  }
  const booking = await getBookingByToken(services, row.reference, key.token);
  return { ok: true, reference: row.reference, booking };
}

export type ChangeBookingResult =
  | { ok: true; step: "quote"; reference: string; quote: ChangeQuote }
  | {
      ok: true;
      step: "confirm";
      reference: string;
      booking: BookingViewDto | null;
      change: ChangeQuote;
      /** Pesapal's page for the difference, when it is paid online. */
      redirectUrl: string | null;
    }
  | Kinds<
      | "notFound"
      | "invalid"
      | "unconfirmed"
      | "nothingChanged"
      | "unavailable"
      | "restricted"
      | "termsChanged"
      | "blocked"
      | "stale"
      | "salesPaused"
      | "refused"
    >
  /** The change's price moved: the server's quote, and the new change quote to confirm. */
  | (Kinds<"priceChanged"> & { changeQuote: ChangeQuote | null });

/**
 * The guest changes dates, room type or party: `quote` prices it (nothing is stored);
 * `confirm` sends the total and booking version the guest saw, and the rooms are taken
 * and the price checked again.
 */
export async function changeGuestBooking(
  services: AppServices,
  key: BookingKey,
  input: unknown,
  step: "quote" | "confirm",
): Promise<ChangeBookingResult> {
  const row = await getBookingRowByToken(services.db, key.reference.toUpperCase(), key.token);
  if (!row) return notFound();
  const valid = validate(BookingChangeSchema, input);
  if (!valid.ok) return valid;
  try {
    if (step === "quote") {
      const quote = await quoteBookingChange(services, row.id, valid.data);
      return { ok: true, step, reference: row.reference, quote };
    }
    const confirmed = validate(BookingChangeConfirmSchema, input);
    if (!confirmed.ok) return { ...confirmed, kind: "unconfirmed" };
    const { change, redirectUrl } = await changeBooking(services, row.id, confirmed.data);
    const booking = await getBookingByToken(services, row.reference, key.token);
    return { ok: true, step, reference: row.reference, booking, change, redirectUrl };
  } catch (error) {
    const conflict = priceOrRooms(error);
    if (conflict?.kind === "priceChanged") {
      // The new price, for the guest to confirm again.
      const changeQuote =
        step === "confirm"
          ? await quoteBookingChange(services, row.id, valid.data).catch(() => null)
          : null;
      return { ...conflict, changeQuote };
    }
    if (conflict) return conflict;
    if (error instanceof EzeeSalesPausedError) return salesPaused(error);
    return manageRefusal(error);
  }
}
