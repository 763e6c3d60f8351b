/**
 * Creating and reading bookings. The server recomputes every price from the
 * database and reserves inventory and writes the booking in one transaction; the
 * check constraint `room_inventory.booked <= capacity` makes overbooking impossible
 * even when many requests race for the last room. That transaction locks the room
 * type row first and takes each night's capacity from it, so a change of the number
 * of rooms (admin-rooms.ts, same lock) and a booking never interleave.
 */
import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import pLimit, { type LimitFunction } from "p-limit";
import { hotelToday } from "~core/dates";
import { depositFor } from "~core/deposit";
import type { StaffBookingSource } from "~core/front-office";
import { LANGUAGES, type Lang } from "~core/i18n/languages";
import { fitParty } from "~core/party";
import {
  addDaysIso,
  nightsBetween,
  type Quote,
  quoteStay,
  stayNights,
  storedRoomsTotal,
} from "~core/pricing";
import { restrictionMessage } from "~core/rate-calendar";
import { BOOKING_HORIZON_DAYS, type BookingRequest, MAX_NIGHTS } from "~core/schemas/booking";
import type { BookingCreatedDto, BookingViewDto } from "~core/types";
import type { AppServices } from "../../context";
import type { Database } from "../../db/client";
import { pgErrorCode } from "../../db/faults";
import {
  bookingNotes,
  bookings,
  paymentTransactions,
  roomImages,
  roomTypes,
} from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { audit } from "../admin/admins";
import { guestPhone } from "../platform/guest-phone";
import { getSiteSettings } from "../platform/settings";
import { ezeeHasRooms } from "../property/availability";
import { enqueueEzeeBookingPush } from "../property/push";
import { pricingPolicy } from "./availability";
import { prepareBookingMails } from "./booking-mail";
import { cancellationOutlook, changeOutlook, refundable } from "./booking-outlook";
import { accessToken, confirmationPath, managePath, takeRooms } from "./booking-store";
import { paymentPath, storedGuestSummary } from "./guest-state";
import { PAY_AT_HOTEL_NOTICE, paymentMode, startPaymentOrFallback } from "./payment-fallback";
import { existingPaymentRedirect, HOLD_MINUTES } from "./payments";
import {
  discountTerms,
  isPromoUsedUp,
  promoError,
  resolvePromoCode,
  takePromoUse,
} from "./promo-codes";
import { stayRates } from "./rate-calendar";

type BookingRow = typeof bookings.$inferSelect;

/** Crockford base32 without I, L, O, U: easy to read out on the phone. */
const REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export function newReference(): string {
  let out = "PB-";
  for (let i = 0; i < 8; i++) out += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return out;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export class PriceChangedError extends AppError {
  constructor(readonly quote: Quote) {
    super(
      "price_changed",
      "The price of this stay has changed. Please check the new total and confirm again.",
    );
  }
}

/** An Idempotency-Key sent again with another request body (Stripe answers the same). */
export class IdempotencyKeyReusedError extends AppError {
  constructor() {
    super(
      "idempotency_key_reused",
      "This Idempotency-Key was already used for a different booking request. Send the same request again, or use a new key for a new booking.",
    );
  }
}

/**
 * A stay that comes to KSh 0 (a full discount) cannot be paid online: refused before any
 * room is taken or any Pesapal order asked, never "confirmed" as if Pesapal had failed.
 */
export class NothingToPayError extends AppError {
  constructor() {
    super(
      "nothing_to_pay",
      "This stay comes to KSh 0, so there is nothing to pay online. Nothing was booked. Please call or e-mail the hotel to book it.",
    );
  }
}

export class RoomUnavailableError extends AppError {
  constructor() {
    super(
      "conflict",
      "Sorry, this room is no longer available for the selected dates. Please choose other dates or another room.",
    );
  }
}

export interface CreateBookingResult {
  booking: BookingCreatedDto;
  replayed: boolean;
}

function createdDto(row: BookingRow, services: AppServices): BookingCreatedDto {
  const path = confirmationPath(row.reference, accessToken(services.env.appSecret, row.reference));
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    totalAmount: row.totalAmount,
    currency: row.currency,
    confirmationUrl: new URL(path, services.env.publicUrl).toString(),
  };
}

/**
 * SHA-256 of the validated request (keys sorted, so the order a client sends them in
 * does not matter). Every field counts, the displayed total included: another total
 * or room count with the same key is another request.
 */
export function requestFingerprint(input: Readonly<Record<string, unknown>>): string {
  const entries = Object.entries(input)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash("sha256").update(JSON.stringify(entries)).digest("hex");
}

async function replay(
  db: Database,
  key: string,
  input: BookingRequest,
  services: AppServices,
  staff?: StaffBooking,
): Promise<CreateBookingResult | null> {
  const [existing] = await db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
  if (!existing) return null;
  // Bookings stored before the fingerprint was kept compare on the stay and guest.
  const same = existing.idempotencyFingerprint
    ? existing.idempotencyFingerprint === fingerprintOf(input, staff)
    : existing.roomTypeId === input.roomId &&
      existing.checkIn === input.checkIn &&
      existing.checkOut === input.checkOut &&
      existing.email.toLowerCase() === input.email.toLowerCase();
  if (!same) throw new IdempotencyKeyReusedError();
  const booking = createdDto(existing, services);
  // A replay of a booking that waits for payment goes back to its payment page.
  if (existing.status === "pending_payment") {
    booking.redirectUrl = await existingPaymentRedirect(services, existing);
  }
  return { booking, replayed: true };
}

/**
 * A booking staff take for a guest (phone, walk-in, WhatsApp, e-mail): always confirmed
 * and paid at the hotel, never held for an online payment; the guest's confirmation
 * e-mail only when asked; a first staff note; the stay rules set aside only when asked.
 */
export interface StaffBooking {
  adminId: number;
  /** The staff member's name, for the hotel's notification. */
  name: string;
  source: StaffBookingSource;
  sendGuestEmail: boolean;
  overrideRestrictions: boolean;
  note?: string | undefined;
}

/** The fingerprint of a request: a staff booking's own fields count too. */
function fingerprintOf(input: BookingRequest, staff?: StaffBooking): string {
  if (!staff) return requestFingerprint(input);
  const { adminId: _admin, name: _name, ...fields } = staff;
  return requestFingerprint({ ...input, ...fields });
}

/** Why the server refuses a party, in English; the pages show their own translation. */
const PARTY_MESSAGES = {
  tooMany: (capacity: number) =>
    `This room sleeps ${capacity} per room: choose more rooms or another room type.`,
  adultPerRoom: "Each room needs at least one adult: choose fewer rooms.",
  occupancy: "Occupancy follows the party: two adults or more in a room book double occupancy.",
  extraGuests: (max: number) => `Extra guests must be between 0 and ${max}`,
};

/**
 * Rules a stay must meet beyond the schema: dates the hotel sells and a party that
 * fits (core/party.ts). Returns the occupancy the party books.
 */
export function checkStay(
  input: Pick<
    BookingRequest,
    "checkIn" | "checkOut" | "adults" | "children" | "roomCount" | "extraGuests"
  > & { isDoubleOccupancy?: boolean | undefined },
  capacity: number,
  maxExtraGuests: number,
  today: string,
): boolean {
  const errors: Record<string, string> = {};
  if (input.checkIn < today) errors.checkIn = "Check-in cannot be in the past.";
  else if (input.checkIn > addDaysIso(today, BOOKING_HORIZON_DAYS)) {
    errors.checkIn = `Bookings open ${BOOKING_HORIZON_DAYS} days ahead.`;
  }
  if (nightsBetween(input.checkIn, input.checkOut) > MAX_NIGHTS) {
    errors.checkOut = `A stay booked online can be at most ${MAX_NIGHTS} nights.`;
  }
  const party = { adults: input.adults, children: input.children, rooms: input.roomCount };
  const fit = fitParty(capacity, party, maxExtraGuests);
  if (fit.problem === "tooMany") errors.adults = PARTY_MESSAGES.tooMany(capacity);
  if (fit.problem === "adultPerRoom") errors.roomCount = PARTY_MESSAGES.adultPerRoom;
  if (fit.fits) {
    if (
      input.isDoubleOccupancy !== undefined &&
      input.isDoubleOccupancy !== fit.isDoubleOccupancy
    ) {
      errors.isDoubleOccupancy = PARTY_MESSAGES.occupancy;
    }
    if (input.extraGuests > fit.maxExtraGuests) {
      errors.extraGuests = PARTY_MESSAGES.extraGuests(fit.maxExtraGuests);
    }
  }
  const first = Object.values(errors)[0];
  if (first) throw new AppError("validation", first, errors);
  return fit.isDoubleOccupancy;
}

/**
 * Bookings of one process that read and write the database at once; the others wait their
 * turn, first come first served (per database handle). With fifty guests booking at the same
 * moment, each booking's dozen queries used to interleave with everyone else's, so on the
 * embedded database (one connection) a few waited seconds while the average was under one.
 * A booking holds its turn until its transaction commits; Pesapal's order is asked after.
 */
const BOOKING_TURNS = { pglite: 2, postgres: 8 } as const;
const bookingTurns = new WeakMap<object, LimitFunction>();

function bookingTurn(services: AppServices): LimitFunction {
  let turn = bookingTurns.get(services.db);
  if (!turn) {
    turn = pLimit(BOOKING_TURNS[services.dbKind] ?? BOOKING_TURNS.postgres);
    bookingTurns.set(services.db, turn);
  }
  return turn;
}

/** What a booking row keeps of the engine's quote: its rates, surcharges, taxes and total. */
export const quotedAmounts = (quote: Quote) => ({
  nightlyRate: quote.nightlyRate,
  nightRates: quote.nightRates,
  discount: quote.discount,
  extraGuestsAmount: quote.extraGuestsTotal,
  lateCheckoutAmount: quote.lateCheckoutTotal,
  taxPercent: quote.taxPercent,
  subtotal: quote.subtotal,
  taxes: quote.taxes,
  totalAmount: quote.total,
});

export async function createBooking(
  services: AppServices,
  input: BookingRequest,
  options: { idempotencyKey?: string; lang: Lang; staff?: StaffBooking },
): Promise<CreateBookingResult> {
  const stored = await bookingTurn(services)(() => storeBooking(services, input, options));
  if ("booking" in stored) return stored;
  const { row, fallback } = stored;
  services.mail?.kick();
  const booking = createdDto(row, services);
  // The order is submitted after the commit: no provider call inside a transaction.
  if (row.status === "pending_payment") {
    Object.assign(booking, await startPaymentOrFallback(services, row));
  } else if (fallback) booking.paymentNotice = PAY_AT_HOTEL_NOTICE;
  return { booking, replayed: false };
}

/** Everything up to the commit: a replay's answer, or the stored row. */
async function storeBooking(
  services: AppServices,
  input: BookingRequest,
  options: { idempotencyKey?: string; lang: Lang; staff?: StaffBooking },
): Promise<CreateBookingResult | { row: BookingRow; fallback: boolean }> {
  const { db } = services;
  const key = options.idempotencyKey;
  const { staff } = options;
  if (key) {
    const previous = await replay(db, key, input, services, staff);
    if (previous) return previous;
  }
  const [room] = await db
    .select()
    .from(roomTypes)
    .where(and(eq(roomTypes.id, input.roomId), eq(roomTypes.isActive, true)));
  if (!room) throw notFound("Room not found");
  const settings = await getSiteSettings(db);
  // Read now, so a maximum staff lowered since the guest's page loaded applies.
  const today = hotelToday();
  const isDoubleOccupancy = checkStay(input, room.capacity, settings.maxExtraGuests, today);
  // Staff may book despite the stay rules when they say so; the guest never can.
  const { calendar, overridden } = await stayRates(
    db,
    room,
    input,
    today,
    staff?.overrideRestrictions ?? false,
  );
  const promoStay = { roomTypeId: room.id, checkIn: input.checkIn, checkOut: input.checkOut };
  const promo = input.promoCode
    ? await resolvePromoCode(db, input.promoCode, promoStay, today)
    : null;
  const quote = quoteStay(
    calendar.rates,
    { ...input, isDoubleOccupancy },
    pricingPolicy(settings),
    promo ? discountTerms(promo) : null,
  );
  if (quote.total !== input.totalAmount) throw new PriceChangedError(quote);

  const language = (LANGUAGES as readonly string[]).includes(input.language ?? "")
    ? (input.language as Lang)
    : options.lang;
  const reference = newReference();
  const token = accessToken(services.env.appSecret, reference);
  const nights = stayNights(input.checkIn, input.checkOut);

  const now = new Date();
  // With Pesapal active the booking waits for payment, its rooms held meanwhile;
  // the e-mails go out once it is paid (server/services/booking/payments.ts).
  // While Pesapal fails, the settings' fallback applies (server/services/booking/payment-fallback.ts).
  // A booking staff take is paid at the hotel: the guest is not at a browser to pay.
  const { payOnline, fallback } = staff
    ? { payOnline: false, fallback: false }
    : await paymentMode(services);
  if (payOnline && quote.total < 1) throw new NothingToPayError();
  const values = {
    reference,
    accessTokenHash: hashToken(token),
    idempotencyKey: key ?? null,
    idempotencyFingerprint: key ? fingerprintOf(input, staff) : null,
    roomTypeId: room.id,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    nights: quote.nights,
    adults: input.adults,
    children: input.children,
    roomCount: input.roomCount,
    extraGuests: input.extraGuests,
    includeBreakfast: input.includeBreakfast,
    isDoubleOccupancy,
    needsLateCheckout: input.needsLateCheckout,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    // E.164, or a 400 on `phone` (platform/guest-phone.ts).
    phone: guestPhone(input, settings),
    address: input.address,
    city: input.city,
    country: input.country,
    specialRequests: input.specialRequests || null,
    language,
    ...quotedAmounts(quote),
    promoCodeId: promo?.id ?? null,
    promoCode: promo?.code ?? null,
    // With Pesapal: the deposit the settings ask, the rest at the hotel (core/deposit.ts).
    depositAmount: payOnline ? depositFor(quote, settings.deposit) : null,
    currency: settings.currency,
    status: payOnline ? ("pending_payment" as const) : ("confirmed" as const),
    // The guest booked under this policy; a later change of the settings does not worsen it.
    cancellationPolicy: settings.cancellationPolicy,
    holdExpiresAt: payOnline ? new Date(now.getTime() + HOLD_MINUTES * 60_000) : null,
    source: staff?.source ?? ("web" as const),
    createdBy: staff?.adminId ?? null,
    createdAt: now,
    updatedAt: now,
  } satisfies typeof bookings.$inferInsert;
  // The e-mails are rendered before the transaction (it stays short) and only
  // inserted inside it, so a rolled-back booking leaves no mail behind. A booking that
  // waits for its online payment gets them when the payment confirms it (payments.ts):
  // nothing to render now.
  const queueMails = payOnline
    ? null
    : await prepareBookingMails({
        booking: {
          ...values,
          id: 0,
          holdExpiresAt: null,
          ezeeReservationNo: null,
          ezeeLastError: null,
          ezeePushedAt: null,
          cancellationCharge: null,
          cancelledBy: null,
          changeCount: 0,
          stayStatus: "expected",
          checkedInAt: null,
          checkedOutAt: null,
          noShowAt: null,
          stayRooms: null,
        },
        roomName: room.name,
        settings,
        confirmationUrl: new URL(
          confirmationPath(reference, token),
          services.env.publicUrl,
        ).toString(),
        ...(staff ? { staffName: staff.name, guest: staff.sendGuestEmail } : {}),
      });

  // Rooms sold on another channel (eZee, when active and the room type is mapped).
  if (!(await ezeeHasRooms(services, room.id, input.checkIn, input.checkOut, input.roomCount))) {
    throw new RoomUnavailableError();
  }

  let row: BookingRow;
  try {
    row = await db.transaction(async (tx) => {
      await takeRooms(tx, room.id, nights, input.roomCount, { onSale: true });
      // After the rooms (the same lock order for every booking): counted exactly.
      if (promo) await takePromoUse(tx, promo.id, input.email, promoStay, today);
      const [inserted] = await tx.insert(bookings).values(values).returning();
      if (!inserted) throw new Error("booking insert returned nothing");
      if (inserted.status === "confirmed") {
        if (!queueMails) throw new Error("a confirmed booking without its e-mails");
        await queueMails(tx, inserted.id);
      }
      // Committed with the booking: a confirmed booking is always pushed to eZee.
      if (inserted.status === "confirmed") await enqueueEzeeBookingPush(tx, inserted.id, "confirm");
      if (staff) {
        if (staff.note) {
          await tx
            .insert(bookingNotes)
            .values({ bookingId: inserted.id, authorId: staff.adminId, body: staff.note });
        }
        await audit(tx, staff.adminId, "create", "booking", String(inserted.id), {
          reference: inserted.reference,
          source: staff.source,
          guestEmail: staff.sendGuestEmail,
          // The stay rule staff booked despite, in its own words.
          overriddenRestriction: overridden ? restrictionMessage(overridden) : null,
        });
      }
      return inserted;
    });
  } catch (error) {
    const code = pgErrorCode(error);
    // The code's last use went to a parallel booking (its uses <= max_uses check).
    const usedUp = isPromoUsedUp(error);
    // The key was being used concurrently (23505 on its unique index, or 23514 when
    // that request took the last room): answer as a replay would.
    if (key && (code === "23505" || (code === "23514" && !usedUp))) {
      const previous = await replay(db, key, input, services, staff);
      if (previous) return previous;
    }
    if (usedUp) throw promoError("usedUp");
    // 23514: check constraint (booked > capacity): the last room went to someone else.
    if (code === "23514") throw new RoomUnavailableError();
    throw error;
  }
  return { row, fallback };
}

async function toView(db: Database, row: BookingRow, appSecret: string): Promise<BookingViewDto> {
  const settings = await getSiteSettings(db);
  const payments = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.bookingId, row.id));
  const cancel = cancellationOutlook(row, payments, settings);
  const change = changeOutlook(row, settings);
  const netPaid = refundable(payments).total;
  const [room] = await db.select().from(roomTypes).where(eq(roomTypes.id, row.roomTypeId));
  const [image] = await db
    .select({ src: roomImages.src })
    .from(roomImages)
    .where(eq(roomImages.roomTypeId, row.roomTypeId))
    .orderBy(asc(roomImages.position), asc(roomImages.id))
    .limit(1);
  const summary = await storedGuestSummary(db, row);
  const token = accessToken(appSecret, row.reference);
  const deposit = row.depositAmount !== null;
  const dueAfterPayments =
    row.status === "confirmed" && netPaid > 0 ? Math.max(0, row.totalAmount - netPaid) : 0;
  const dueAtHotel = deposit ? dueAfterPayments : 0;
  return {
    reference: row.reference,
    status: row.status,
    room: {
      id: row.roomTypeId,
      name: room?.name ?? "",
      image: image?.src ?? null,
      size: room?.size ?? 0,
      capacity: room?.capacity ?? 0,
    },
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    nights: row.nights,
    adults: row.adults,
    children: row.children,
    roomCount: row.roomCount,
    extraGuests: row.extraGuests,
    includeBreakfast: row.includeBreakfast,
    isDoubleOccupancy: row.isDoubleOccupancy,
    needsLateCheckout: row.needsLateCheckout,
    guest: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
    },
    specialRequests: row.specialRequests ?? "",
    price: {
      nightlyRate: row.nightlyRate,
      roomsTotal: storedRoomsTotal(row),
      nights: row.nightRates ?? null,
      discount: row.discount,
      promoCode: row.promoCode,
      extraGuestsTotal: row.extraGuestsAmount,
      lateCheckoutTotal: row.lateCheckoutAmount,
      subtotal: row.subtotal,
      taxPercent: row.taxPercent,
      taxes: row.taxes,
      total: row.totalAmount,
      deposit: row.depositAmount,
      currency: row.currency,
    },
    createdAt: row.createdAt.toISOString(),
    paidOnline: summary.state === "paid" && dueAtHotel === 0,
    state: summary.state,
    amountPaid: summary.amountPaid,
    refundAmount: summary.refundAmount,
    holdExpiresAt:
      summary.state === "awaiting_payment" ? (row.holdExpiresAt?.toISOString() ?? null) : null,
    paymentPath: summary.state === "awaiting_payment" ? paymentPath(row.reference, token) : null,
    confirmationPath: confirmationPath(row.reference, token),
    manage: {
      canCancel: cancel.canCancel,
      cancelBlock: cancel.block,
      canChange: change.canChange,
      changeBlock: change.block,
      freeUntil: cancel.freeUntil,
      free: cancel.free,
      charge: cancel.charge,
      lateCharge: cancel.lateCharge,
      lateNights: Math.min(cancel.policy.lateCancellationNights, row.nights),
      refund: cancel.refund,
      owed: cancel.owed,
      netPaid,
      // A deposit booking's rest is paid at the hotel, never asked online.
      balanceDue: deposit ? 0 : dueAfterPayments,
      dueAtHotel,
      cancelPath: managePath("/booking/cancel", row.reference, token),
      changePath: managePath("/booking/change", row.reference, token),
    },
    cancellationCharge: row.cancellationCharge,
    version: row.changeCount,
  };
}

function tokenMatches(row: BookingRow, token: string): boolean {
  const given = Buffer.from(hashToken(token), "hex");
  const stored = Buffer.from(row.accessTokenHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The stored booking behind a confirmation link, or null (wrong reference or token alike). */
export async function getBookingRowByToken(
  db: Database,
  reference: string,
  token: string,
): Promise<BookingRow | null> {
  if (!/^PB-[0-9A-Z]{8}$/.test(reference) || token.length < 16 || token.length > 64) return null;
  const [row] = await db.select().from(bookings).where(eq(bookings.reference, reference));
  return row && tokenMatches(row, token) ? row : null;
}

/** The booking behind a confirmation link, as the guest sees it. */
export async function getBookingByToken(
  services: AppServices,
  reference: string,
  token: string,
): Promise<BookingViewDto | null> {
  const row = await getBookingRowByToken(services.db, reference, token);
  return row ? toView(services.db, row, services.env.appSecret) : null;
}

/** "Find my booking": the reference and the e-mail it was made with. */
export async function findBooking(
  services: AppServices,
  reference: string,
  email: string,
): Promise<BookingViewDto | null> {
  const [row] = await services.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.reference, reference), sql`lower(${bookings.email}) = lower(${email})`));
  if (!row) return null;
  return toView(services.db, row, services.env.appSecret);
}
