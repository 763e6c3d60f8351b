/**
 * Changing a booking: one command for the guest (Manage booking, behind the secret link,
 * until the free-cancellation deadline) and for staff (any booking still to come or in
 * house, whatever the deadline, and its guest details too). The actor decides only what
 * differs: who may change what and when, whether the stay rules may be set aside, how a
 * dearer stay is paid, who is e-mailed and who is recorded. The stay is priced with
 * today's rate calendar, the old nights are given back and the new ones taken in one
 * transaction (the inventory's check constraint refuses an overbooking), and the change,
 * its e-mails and the eZee modification commit together.
 */
import { and, eq, gte, lt } from "drizzle-orm";
import { refundPlan } from "~core/cancellation";
import { hotelToday } from "~core/dates";
import { quoteStay, stayNights, storedRoomsTotal } from "~core/pricing";
import { restrictionMessage } from "~core/rate-calendar";
import type { BookingChangeRequest } from "~core/schemas/booking";
import { GUEST_DETAIL_KEYS, type GuestDetails } from "~core/schemas/front-desk";
import { normalizePromoCode } from "~core/schemas/promo-codes";
import { STALE_MESSAGE } from "~core/schemas/version";
import type { SiteSettings } from "~core/settings";
import type { ChangeQuoteDto, ChangeSettlement } from "~core/types";
import type { AppServices } from "../../context";
import type { Database } from "../../db/client";
import { pgErrorCode } from "../../db/faults";
import {
  bookingChanges,
  bookings,
  paymentTransactions,
  promoCodes,
  roomInventory,
  roomTypes,
} from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { audit } from "../admin/admins";
import { guestPhone } from "../platform/guest-phone";
import { getSiteSettings } from "../platform/settings";
import { ezeeHasRooms } from "../property/availability";
import { enqueueEzeeBookingPush } from "../property/push";
import { closeOpenOrders, releaseInventory } from "./admin-bookings";
import { pricingPolicy } from "./availability";
import { checkStay, PriceChangedError, quotedAmounts, RoomUnavailableError } from "./booking";
import { changeOutlook, refundable } from "./booking-outlook";
import { takeRooms } from "./booking-store";
import { startPayment } from "./payments";
import {
  discountTerms,
  findPromoCode,
  isPromoUsedUp,
  promoError,
  promoRefusal,
  releasePromoUse,
  takePromoUse,
} from "./promo-codes";
import { stayRates } from "./rate-calendar";
import { claimPolicyRefund, runRefundJobs } from "./refunds";
import { blockError, lockBooking, queueBookingMails } from "./self-service";

type Services = Pick<AppServices, "db" | "env" | "logger" | "mail">;
type BookingRow = typeof bookings.$inferSelect;
type PaymentRow = typeof paymentTransactions.$inferSelect;
type PromoRow = typeof promoCodes.$inferSelect;

/**
 * Who changes the booking. The guest: within the policy's deadline, the stay rules
 * apply, a dearer paid stay is paid online. Staff: any booking not ended, checked out or
 * a no-show; the rules only when they do not set them aside; the difference is settled
 * at the hotel; the guest is e-mailed only when staff ask.
 */
export type ChangeActor =
  | { kind: "guest" }
  | {
      kind: "staff";
      adminId: number;
      name: string;
      notifyGuest: boolean;
      overrideRestrictions: boolean;
    };

const GUEST: ChangeActor = { kind: "guest" };

/** A change as asked: the stay, and for staff the options and the guest's details. */
export interface ChangeRequest extends BookingChangeRequest {
  /** Staff only: breakfast and late check-out (the guest's change keeps them as booked). */
  includeBreakfast?: boolean;
  needsLateCheckout?: boolean;
  /** Staff only: the guest's details as they should read. */
  guest?: GuestDetails;
  /**
   * Staff only: the booking's promo code comes off (its use is given back) and the stay is
   * priced without its discount, e.g. when the code does not cover the new dates.
   */
  dropPromoCode?: boolean;
  /**
   * Staff only: a promo code put on the booking (the guest forgot it, or instead of the one
   * it has). It is checked as on the day the booking was made (its booking window) against
   * the new stay, and takes a use under the code's lock like a new booking.
   */
  promoCode?: string;
}

/** How the difference of a change is settled (core/types.ts). */
export type Settlement = ChangeSettlement;
/** A change's price and settlement, as confirmed before it is made (core/types.ts). */
export type ChangeQuote = ChangeQuoteDto;

/**
 * The settlement of a new total against the booking's payments. `deposit`: only a
 * deposit was asked online: what it does not cover is paid at the hotel ("rest_at_hotel").
 * `online`: a dearer paid stay asks the difference online (the guest's change); staff
 * leave it to be paid at the hotel.
 */
function settle(
  oldTotal: number,
  newTotal: number,
  payments: readonly PaymentRow[],
  deposit: boolean,
  online: boolean,
): { settlement: Settlement; amount: number; paid: number } {
  const money = refundable(payments);
  if (money.total === 0) {
    // Pay at the hotel: the new total is simply what is paid there.
    return { settlement: newTotal === oldTotal ? "none" : "at_hotel", amount: 0, paid: 0 };
  }
  const gap = newTotal - money.total;
  if (gap > 0 && deposit) return { settlement: "rest_at_hotel", amount: gap, paid: money.total };
  if (gap > 0 && !online) return { settlement: "at_hotel", amount: gap, paid: money.total };
  if (gap > 0) return { settlement: "pay_online", amount: gap, paid: money.total };
  if (gap === 0) return { settlement: "none", amount: 0, paid: money.total };
  // Cheaper than what was paid: refunded online when Pesapal can, else at the front desk.
  const plan = refundPlan(money.payments, -gap);
  return { settlement: plan ? "refund" : "at_hotel", amount: -gap, paid: money.total };
}

const STAY_KEYS = [
  "roomTypeId",
  "checkIn",
  "checkOut",
  "adults",
  "children",
  "roomCount",
  "extraGuests",
  "includeBreakfast",
  "needsLateCheckout",
] as const;
type StayKey = (typeof STAY_KEYS)[number];

function stayOf(row: Pick<BookingRow, StayKey>): Record<StayKey, string | number | boolean> {
  return Object.fromEntries(STAY_KEYS.map((key) => [key, row[key]])) as Record<
    StayKey,
    string | number | boolean
  >;
}

/** The stay a request asks for, in the booking's own terms (options kept unless given). */
function requestedStay(row: BookingRow, input: ChangeRequest): Pick<BookingRow, StayKey> {
  return {
    roomTypeId: input.roomId,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    adults: input.adults,
    children: input.children,
    roomCount: input.roomCount,
    extraGuests: input.extraGuests,
    includeBreakfast: input.includeBreakfast ?? row.includeBreakfast,
    needsLateCheckout: input.needsLateCheckout ?? row.needsLateCheckout,
  };
}

const sameStay = (row: BookingRow, input: ChangeRequest) =>
  JSON.stringify(stayOf(row)) === JSON.stringify(stayOf(requestedStay(row, input)));

/** The code staff put on the booking (normalised), or null when none or the one it has. */
function codeToAdd(row: BookingRow, input: ChangeRequest): string | null {
  const code = normalizePromoCode(input.promoCode ?? "");
  return code !== "" && code !== row.promoCode ? code : null;
}

/**
 * The change takes the booking's promo code off: staff asked, or put another one on (and
 * it has one).
 */
const dropsCode = (row: BookingRow, input: ChangeRequest) =>
  (input.dropPromoCode === true || codeToAdd(row, input) !== null) &&
  (row.promoCode !== null || row.promoCodeId !== null);

/** The booking's promo code changes: taken off, put on or replaced. */
const codeChanges = (row: BookingRow, input: ChangeRequest) =>
  dropsCode(row, input) || codeToAdd(row, input) !== null;

/** The change is priced again: a new stay, or the same stay with another promo code or none. */
const repriced = (row: BookingRow, input: ChangeRequest) =>
  !sameStay(row, input) || codeChanges(row, input);

/** The hotel date a booking was made on (a code put on later keeps to its booking window). */
const bookedOn = (row: BookingRow) => hotelToday(row.createdAt);

/** Only staff take a promo code off or put one on (the guest's change keeps it). */
function assertStaffOnlyFields(input: ChangeRequest, actor: ChangeActor) {
  if (actor.kind === "staff") return;
  if (input.dropPromoCode || (input.promoCode ?? "").trim() !== "") {
    const message = "Only the hotel can change the promo code of a booking.";
    throw new AppError("validation", message, { promoCode: message });
  }
}

const detailsOf = (row: Pick<BookingRow, (typeof GUEST_DETAIL_KEYS)[number]>) =>
  Object.fromEntries(GUEST_DETAIL_KEYS.map((key) => [key, row[key] ?? ""])) as GuestDetails;

/** The guest's details as they will be stored (the phone in E.164), or null when none are given. */
function storedDetails(input: ChangeRequest, settings: SiteSettings): GuestDetails | null {
  if (!input.guest) return null;
  return { ...input.guest, phone: guestPhone(input.guest, settings) };
}

type DetailKey = (typeof GUEST_DETAIL_KEYS)[number];

/** The details that differ from the booking's. */
function changedDetails(row: BookingRow, details: GuestDetails | null): DetailKey[] {
  if (!details) return [];
  const stored = detailsOf(row);
  return GUEST_DETAIL_KEYS.filter((key) => (stored[key] ?? "") !== (details[key] ?? ""));
}

const NOTHING_CHANGED = "Nothing has changed: choose new dates, a room or a party.";
const nothingChanged = () =>
  new AppError("nothing_changed", NOTHING_CHANGED, { checkIn: NOTHING_CHANGED });

/** The booking's fields as the staff form names them, for a stale form (409 with them). */
export function staffFormValues(row: BookingRow) {
  return {
    version: row.changeCount,
    roomId: row.roomTypeId,
    ...stayOf(row),
    ...detailsOf(row),
  };
}

/** What stops staff changing a booking: ended, waiting for payment, or its stay over. */
function staffBlock(row: BookingRow): string | null {
  if (row.status === "cancelled" || row.status === "expired") {
    return `This booking is ${row.status}: it can no longer be changed.`;
  }
  if (row.status === "pending_payment") {
    return "This booking is waiting for payment: wait for the payment or cancel the booking before changing it.";
  }
  if (row.stayStatus === "checked_out") {
    return "The guest has checked out: the booking can no longer be changed.";
  }
  if (row.stayStatus === "no_show")
    return "This booking is a no-show: it can no longer be changed.";
  return null;
}

/** Refuses a change the actor may not make now (409 with the reason). */
function assertMayChange(row: BookingRow, settings: SiteSettings, now: Date, actor: ChangeActor) {
  if (actor.kind === "staff") {
    const block = staffBlock(row);
    if (block) throw new AppError("conflict", block);
    return;
  }
  const block = changeOutlook(row, settings, now).block;
  if (block) throw blockError(block);
}

/** The changes were made from an older version of the booking (409 "stale"). */
function staleFor(row: BookingRow, actor: ChangeActor): AppError {
  if (actor.kind === "staff") {
    return new AppError("stale", STALE_MESSAGE, undefined, staffFormValues(row));
  }
  return new AppError(
    "stale",
    "This booking was changed since you opened this page. Check its details and try again.",
  );
}

/** Checks a requested change of the stay and prices it (nothing is stored). */
async function priceChange(
  db: Pick<Database, "select">,
  row: BookingRow,
  input: ChangeRequest,
  settings: SiteSettings,
  payments: readonly PaymentRow[],
  today: string,
  actor: ChangeActor,
): Promise<ChangeQuote & { room: typeof roomTypes.$inferSelect; added: PromoRow | null }> {
  const staff = actor.kind === "staff";
  assertStaffOnlyFields(input, actor);
  const [room] = await db
    .select()
    .from(roomTypes)
    .where(and(eq(roomTypes.id, input.roomId), eq(roomTypes.isActive, true)));
  if (!room) {
    throw new AppError("validation", "Choose one of our room types.", {
      roomId: "Choose one of our room types.",
    });
  }
  const stay = requestedStay(row, input);
  if (staff && stay.checkOut <= today) {
    const message = "The check-out date must be after today.";
    throw new AppError("validation", message, { checkOut: message });
  }
  // Staff may keep the arrival of a stay already under way (an in-house guest who stays
  // longer); any new arrival must be today or later, as for a new booking.
  const keepsArrival = staff && stay.checkIn === row.checkIn && row.checkIn < today;
  const isDoubleOccupancy = checkStay(
    { ...input, isDoubleOccupancy: undefined },
    room.capacity,
    settings.maxExtraGuests,
    keepsArrival ? row.checkIn : today,
  );
  if (!repriced(row, input)) throw nothingChanged();
  // The new stay is priced and restricted by today's rate calendar, as a new booking is.
  const { calendar, overridden } = await stayRates(
    db,
    room,
    input,
    today,
    staff && actor.overrideRestrictions,
  );
  const promoStay = { roomTypeId: room.id, checkIn: input.checkIn, checkOut: input.checkOut };
  // A code staff put on is checked as a new booking's would have been on the day this one
  // was made (active, booking window, uses left) against the new stay.
  const adding = codeToAdd(row, input);
  const added = adding ? await findPromoCode(db, adding) : null;
  if (adding && !added) throw promoError("invalid");
  if (added) {
    const refusal = promoRefusal(added, promoStay, bookedOn(row));
    if (refusal === "bookingWindow") {
      // The guest's wording says "today"; staff need the day it is judged on.
      const message = `This promo code was not open for bookings on ${bookedOn(row)}, the day this booking was made.`;
      throw new AppError("validation", message, { promoCode: message });
    }
    if (refusal) throw promoError(refusal);
  }
  // A booking's promo code goes with its changes while it still applies to the new
  // stay (its use stays counted); otherwise the change is refused with the code's reason.
  const [kept] =
    row.promoCodeId && !dropsCode(row, input)
      ? await db.select().from(promoCodes).where(eq(promoCodes.id, row.promoCodeId))
      : [];
  if (kept) {
    const refusal = promoRefusal(kept, promoStay, today, true);
    if (refusal) throw promoError(refusal);
  }
  const code = added ?? kept;
  const quote = quoteStay(
    calendar.rates,
    { ...input, ...stay, isDoubleOccupancy },
    pricingPolicy(settings),
    code ? discountTerms(code) : null,
  );
  const { settlement, amount, paid } = settle(
    row.totalAmount,
    quote.total,
    payments,
    row.depositAmount !== null,
    !staff,
  );
  return {
    room,
    added,
    quote,
    isDoubleOccupancy,
    roomName: room.name,
    oldTotal: row.totalAmount,
    newTotal: quote.total,
    difference: quote.total - row.totalAmount,
    paid,
    settlement,
    amount,
    version: row.changeCount,
    ...(overridden ? { overridden: restrictionMessage(overridden) } : {}),
  };
}

/** The booking's price as charged: a change of the guest's details only keeps it. */
function storedQuote(row: BookingRow, roomName: string, paid: number): ChangeQuote {
  return {
    quote: {
      nights: row.nights,
      roomCount: row.roomCount,
      nightlyRate: row.nightlyRate,
      nightRates: row.nightRates ?? [],
      roomsTotal: storedRoomsTotal(row),
      extraGuests: row.extraGuests,
      extraGuestsTotal: row.extraGuestsAmount,
      lateCheckoutTotal: row.lateCheckoutAmount,
      subtotal: row.subtotal,
      discount: row.discount,
      taxPercent: row.taxPercent,
      taxes: row.taxes,
      total: row.totalAmount,
    },
    isDoubleOccupancy: row.isDoubleOccupancy,
    roomName,
    oldTotal: row.totalAmount,
    newTotal: row.totalAmount,
    difference: 0,
    paid,
    settlement: "none",
    amount: 0,
    version: row.changeCount,
  };
}

/** eZee's count for the nights this change adds (the booking's own rooms are not counted twice). */
async function ezeeCovers(services: Services, row: BookingRow, input: BookingChangeRequest) {
  const sameType = input.roomId === row.roomTypeId;
  const segments: [string, string, number][] = [];
  if (!sameType || input.checkOut <= row.checkIn || input.checkIn >= row.checkOut) {
    segments.push([input.checkIn, input.checkOut, input.roomCount]);
  } else {
    if (input.checkIn < row.checkIn) segments.push([input.checkIn, row.checkIn, input.roomCount]);
    if (input.checkOut > row.checkOut) {
      segments.push([row.checkOut, input.checkOut, input.roomCount]);
    }
    const extra = input.roomCount - row.roomCount;
    if (extra > 0) {
      // ISO dates compare as strings: the later check-in, the earlier check-out.
      const from = [input.checkIn, row.checkIn].sort()[1]!;
      const to = [input.checkOut, row.checkOut].sort()[0]!;
      segments.push([from, to, extra]);
    }
  }
  for (const [from, to, count] of segments) {
    if (!(await ezeeHasRooms(services, input.roomId, from, to, count))) return false;
  }
  return true;
}

/**
 * Whether the hotel's own rooms cover the changed stay, counting the booking's own rooms
 * as given back (the change releases them before it takes the new nights, and the check
 * constraint `booked <= capacity` is what the confirmation then meets).
 */
async function localRoomsCover(db: Database, row: BookingRow, input: BookingChangeRequest) {
  const [type] = await db
    .select({ totalRooms: roomTypes.totalRooms })
    .from(roomTypes)
    .where(eq(roomTypes.id, input.roomId));
  if (!type || input.roomCount > type.totalRooms) return false;
  const nights = await db
    .select({ night: roomInventory.night, booked: roomInventory.booked })
    .from(roomInventory)
    .where(
      and(
        eq(roomInventory.roomTypeId, input.roomId),
        gte(roomInventory.night, input.checkIn),
        lt(roomInventory.night, input.checkOut),
      ),
    );
  return nights.every(({ night, booked }) => {
    const own =
      input.roomId === row.roomTypeId && night >= row.checkIn && night < row.checkOut
        ? row.roomCount
        : 0;
    return Math.max(0, booked - own) + input.roomCount <= type.totalRooms;
  });
}

/** The price and settlement of a change, to confirm before it is made (nothing is stored). */
export async function quoteBookingChange(
  services: Services,
  bookingId: number,
  input: ChangeRequest,
  actor: ChangeActor = GUEST,
  now = new Date(),
): Promise<ChangeQuote> {
  const { db } = services;
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row) throw notFound("Booking not found");
  const settings = await getSiteSettings(db);
  assertMayChange(row, settings, now, actor);
  const payments = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.bookingId, bookingId));
  const {
    room: _room,
    added: _added,
    ...quote
  } = await priceChange(db, row, input, settings, payments, hotelToday(now), actor);
  // Sold-out dates are refused here with the confirmation's own message, not quoted a price
  // the confirmation would then refuse (the hotel's rooms, then eZee's count).
  if (
    repriced(row, input) &&
    !((await localRoomsCover(db, row, input)) && (await ezeeCovers(services, row, input)))
  ) {
    throw new RoomUnavailableError();
  }
  return quote;
}

export interface ChangeResult {
  booking: BookingRow;
  change: ChangeQuote;
  /** Pesapal's page for the difference, when it is paid online. */
  redirectUrl: string | null;
}

/**
 * Changes the booking. The quote is made again under the booking's lock and must match
 * what was confirmed (`expectedTotal`, `version`); the old nights are given back and the
 * new ones taken in the same transaction, the change is recorded (with the staff member
 * who made it), a refund of an overpayment is claimed, the e-mails and the eZee
 * modification commit with it. A change of the guest's details only (staff) keeps the
 * price and the rooms. A higher total on a paid booking changed by the guest opens a
 * Pesapal order for the difference after the commit; otherwise it is due at the hotel.
 */
export async function changeBooking(
  services: Services,
  bookingId: number,
  input: ChangeRequest & { expectedTotal: number; version: number },
  actor: ChangeActor = GUEST,
  now = () => new Date(),
): Promise<ChangeResult> {
  const { db } = services;
  const staff = actor.kind === "staff" ? actor : null;
  const [first] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!first) throw notFound("Booking not found");
  const settings = await getSiteSettings(db);
  assertMayChange(first, settings, now(), actor);
  assertStaffOnlyFields(input, actor);
  if (first.changeCount !== input.version) throw staleFor(first, actor);
  // E.164, or a 400 on `phone`, before anything else is asked.
  const details = storedDetails(input, settings);
  const stayChanged = repriced(first, input);
  if (!stayChanged && changedDetails(first, details).length === 0) throw nothingChanged();
  if (stayChanged) {
    // Rooms sold on another channel (eZee), asked before the transaction (a provider call).
    if (!(await ezeeCovers(services, first, input))) throw new RoomUnavailableError();
    // A balance order still open from an earlier change is closed: the difference is new.
    await closeOpenOrders(services, bookingId);
  }

  let result: { booking: BookingRow; change: ChangeQuote };
  try {
    result = await db.transaction(async (tx) => {
      const { row, payments } = await lockBooking(tx as unknown as Database, bookingId);
      assertMayChange(row, settings, now(), actor);
      if (row.changeCount !== input.version) throw staleFor(row, actor);
      const detailKeys = changedDetails(row, details);
      let change: ChangeQuote;
      let stay: Partial<typeof bookings.$inferInsert> = {};
      const dropped = dropsCode(row, input);
      const codeChanged = codeChanges(row, input);
      if (repriced(row, input)) {
        const priced = await priceChange(
          tx as unknown as Database,
          row,
          input,
          settings,
          payments,
          hotelToday(now()),
          actor,
        );
        const { room, added, ...quoted } = priced;
        change = quoted;
        if (change.newTotal !== input.expectedTotal) throw new PriceChangedError(change.quote);
        await releaseInventory(tx, row);
        await takeRooms(
          tx as unknown as Database,
          room.id,
          stayNights(input.checkIn, input.checkOut),
          input.roomCount,
          { onSale: true },
        );
        const { quote } = change;
        stay = {
          ...requestedStay(row, input),
          nights: quote.nights,
          isDoubleOccupancy: change.isDoubleOccupancy,
          ...quotedAmounts(quote),
          ...(dropped ? { promoCodeId: null, promoCode: null } : {}),
          ...(added ? { promoCodeId: added.id, promoCode: added.code } : {}),
        };
        // The code's use is given back, so another guest may use it.
        if (dropped) await releasePromoUse(tx, row);
        // The new code's use is taken under its lock (limits per guest and in all).
        if (added) {
          const email = details?.email ?? row.email ?? "";
          const promoStay = {
            roomTypeId: room.id,
            checkIn: input.checkIn,
            checkOut: input.checkOut,
          };
          await takePromoUse(tx as unknown as Database, added.id, email, promoStay, bookedOn(row));
        }
      } else if (detailKeys.length > 0) {
        const [room] = await tx
          .select({ name: roomTypes.name })
          .from(roomTypes)
          .where(eq(roomTypes.id, row.roomTypeId));
        change = storedQuote(row, room?.name ?? "", refundable(payments).total);
      } else throw nothingChanged();
      const [updated] = await tx
        .update(bookings)
        .set({
          ...stay,
          ...(details && detailKeys.length > 0
            ? { ...details, specialRequests: details.specialRequests || null }
            : {}),
          changeCount: row.changeCount + 1,
          updatedAt: new Date(),
        })
        .where(eq(bookings.id, bookingId))
        .returning();
      const who = staff ? "staff" : "the guest";
      if (change.settlement === "refund") {
        const plan = refundPlan(refundable(payments).payments, change.amount) ?? [];
        for (const item of plan) {
          await claimPolicyRefund(
            tx,
            { id: item.id },
            item.amount,
            `Booking ${row.reference} changed by ${who}: difference refunded`,
          );
        }
      }
      // Before and after: the stay, and the guest's details that changed.
      const pick = (source: BookingRow) => ({
        ...stayOf(source),
        ...(codeChanged ? { promoCode: source.promoCode ?? "" } : {}),
        ...Object.fromEntries(detailKeys.map((key) => [key, source[key] ?? ""])),
      });
      await tx.insert(bookingChanges).values({
        bookingId,
        before: pick(row),
        after: pick(updated!),
        oldTotal: change.oldTotal,
        newTotal: change.newTotal,
        settlement: change.settlement,
        amount: change.amount,
        changedBy: staff?.adminId ?? null,
      });
      await queueBookingMails(services, tx as unknown as Database, updated!, settings, {
        key: `booking:${row.reference}:changed:${updated!.changeCount}`,
        changed: true,
        guest: !staff || staff.notifyGuest,
        ...(staff ? { staffName: staff.name } : {}),
      });
      // eZee has no modification call: the reservation is cancelled and inserted again.
      await enqueueEzeeBookingPush(tx as unknown as Database, bookingId, "modify", {
        dedupeSuffix: String(updated!.changeCount),
        roomTypeIds: [row.roomTypeId, updated!.roomTypeId],
      });
      if (staff) {
        await audit(tx, staff.adminId, "change", "booking", String(bookingId), {
          reference: row.reference,
          changed: [
            ...STAY_KEYS.filter((key) => row[key] !== updated![key]),
            ...(codeChanged ? ["promoCode"] : []),
            ...detailKeys,
          ],
          oldTotal: change.oldTotal,
          newTotal: change.newTotal,
          settlement: change.settlement,
          amount: change.amount,
          guestEmail: staff.notifyGuest,
          overriddenRestriction: change.overridden ?? null,
        });
      }
      return { booking: updated!, change };
    });
  } catch (error) {
    // The code's last use went to another booking meanwhile (its uses check constraint).
    if (isPromoUsedUp(error)) throw promoError("usedUp");
    // 23514: the check constraint (booked > capacity): the new nights are sold out.
    if (pgErrorCode(error) === "23514") throw new RoomUnavailableError();
    throw error;
  }
  services.mail?.kick();
  if (result.change.settlement === "refund") {
    await runRefundJobs(services).catch((error) =>
      services.logger.warn({ err: error }, "change refund deferred to the worker"),
    );
  }
  let redirectUrl: string | null = null;
  if (result.change.settlement === "pay_online") {
    try {
      redirectUrl = await startPayment(services, result.booking, {
        amount: result.change.amount,
      });
    } catch (error) {
      // The change stands; the difference can be paid from the booking page or at the hotel.
      services.logger.warn(
        {
          reference: result.booking.reference,
          err: error instanceof Error ? error.message : error,
        },
        "balance payment could not be started",
      );
    }
  }
  services.logger.info(
    { reference: result.booking.reference, settlement: result.change.settlement },
    staff ? "booking changed by staff" : "booking changed by the guest",
  );
  return { ...result, redirectUrl };
}

/** What the guest still owes online after a change (0 when nothing): paid, not asked back. */
export async function balanceDue(db: Database, row: BookingRow): Promise<number> {
  if (row.status !== "confirmed") return 0;
  const payments = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.bookingId, row.id));
  const paid = refundable(payments).total;
  // A pay-at-hotel booking owes its total at the hotel, not a balance online; so does
  // the rest of a deposit booking.
  if (paid === 0 || row.depositAmount !== null) return 0;
  return Math.max(0, row.totalAmount - paid);
}

/** "Pay the difference": a Pesapal order for the balance of a changed paid booking. */
export async function startBalancePayment(services: Services, row: BookingRow): Promise<string> {
  const due = await balanceDue(services.db, row);
  if (due <= 0)
    throw new AppError("conflict", "There is nothing left to pay online for this booking.");
  await closeOpenOrders(services, row.id);
  return startPayment(services, row, { amount: due });
}
