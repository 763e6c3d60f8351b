/**
 * Guests manage their own booking, behind the booking's secret link:
 * cancel it under the cancellation policy (core/cancellation.ts) with the Pesapal refund
 * of what they paid beyond the charge, or change its dates, room type or party with the
 * rooms taken and the price recomputed, the difference paid online, refunded, or settled
 * at the hotel. Each is one command: the booking row (and its payments, in the IPN's
 * lock order) is locked, the rules are checked again under the lock, and the booking,
 * its rooms, the refund claims, the e-mail and the eZee push commit together.
 */
import { and, eq } from "drizzle-orm";
import { refundPlan } from "~core/cancellation";
import { hotelToday } from "~core/dates";
import { type Quote, quoteStay, stayNights } from "~core/pricing";
import type { BookingChangeRequest } from "~core/schemas/booking";
import type { SiteSettings } from "~core/settings";
import type { AppServices } from "../../context";
import type { Database } from "../../db/client";
import {
  bookingChanges,
  bookings,
  paymentTransactions,
  promoCodes,
  roomTypes,
} from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { bookingGuestMail, bookingHotelMail } from "../mail/booking-emails";
import { queueMail } from "../mail/outbox";
import { getSiteSettings } from "../platform/settings";
import { ezeeHasRooms } from "../property/availability";
import { enqueueEzeeBookingPush } from "../property/push";
import { closeOpenOrders, releaseInventory } from "./admin-bookings";
import { pricingPolicy } from "./availability";
import { checkStay, PriceChangedError, RoomUnavailableError } from "./booking";
import {
  type CancellationOutlook,
  cancellationOutlook,
  changeOutlook,
  type ManageBlock,
  refundable,
} from "./booking-outlook";
import { accessToken, confirmationPath, pgErrorCode, takeRooms } from "./booking-store";
import { bookingPaymentFacts } from "./guest-state";
import { startPayment } from "./payments";
import { discountTerms, promoError, promoRefusal, releasePromoUse } from "./promo-codes";
import { baseRates, sellingCalendar } from "./rate-calendar";
import { claimPolicyRefund, runRefundJobs } from "./refunds";

type Services = Pick<AppServices, "db" | "env" | "logger" | "mail">;
type BookingRow = typeof bookings.$inferSelect;
type PaymentRow = typeof paymentTransactions.$inferSelect;

/** The payments of a booking, locked in the order the IPN locks them (payment, then booking). */
async function lockBooking(tx: Database, bookingId: number) {
  const payments = await tx
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.bookingId, bookingId))
    .orderBy(paymentTransactions.id)
    .for("update");
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
  if (!row) throw notFound("Booking not found");
  return { row, payments };
}

async function roomName(db: Pick<Database, "select">, roomTypeId: number) {
  const [room] = await db
    .select({ name: roomTypes.name })
    .from(roomTypes)
    .where(eq(roomTypes.id, roomTypeId));
  return room?.name ?? "";
}

function guestLink(services: Pick<AppServices, "env">, reference: string) {
  return new URL(
    confirmationPath(reference, accessToken(services.env.appSecret, reference)),
    services.env.publicUrl,
  ).toString();
}

/** The guest's and the front desk's e-mails about this change, queued in the caller's transaction. */
async function queueBookingMails(
  services: Pick<AppServices, "env">,
  tx: Database,
  row: BookingRow,
  settings: SiteSettings,
  event: { key: string; changed?: boolean },
) {
  const name = await roomName(tx, row.roomTypeId);
  const input = {
    booking: row,
    payments: await bookingPaymentFacts(tx, row.id),
    roomName: name,
    settings,
    confirmationUrl: guestLink(services, row.reference),
    adminUrl: new URL(`/admin/bookings/${row.id}`, services.env.publicUrl).toString(),
    ...(event.changed ? { changed: true } : {}),
  };
  await queueMail(tx, { ...bookingGuestMail(input), dedupeKey: `${event.key}:guest` });
  await queueMail(tx, { ...bookingHotelMail(input), dedupeKey: `${event.key}:hotel` });
}

export class TermsChangedError extends AppError {
  constructor(readonly outlook: CancellationOutlook) {
    super(
      "conflict",
      "The cancellation terms have changed since you opened this page (the free-cancellation deadline has passed). Check the new terms and confirm again.",
      undefined,
      outlook,
    );
  }
}

const BLOCK_MESSAGES: Record<ManageBlock, string> = {
  ended: "This booking is already cancelled.",
  awaitingPayment: "This booking is waiting for payment: pay for it or cancel it first.",
  arrived: "The arrival day has begun: please contact the hotel to change or cancel this booking.",
  afterDeadline:
    "The free-cancellation deadline has passed: please contact the hotel to change this booking.",
  refundNeedsHotel:
    "Part of a mobile-money payment cannot be refunded online: please contact the hotel to cancel this booking.",
};

/** The guest cannot do this online; `block` says why (the pages translate it). */
export class ManageBlockedError extends AppError {
  constructor(readonly block: ManageBlock) {
    super("conflict", BLOCK_MESSAGES[block], undefined, { block });
  }
}

export const blockError = (block: ManageBlock) => new ManageBlockedError(block);

/**
 * The guest cancels: the rooms go back, what they paid beyond the policy's charge is
 * refunded through Pesapal (queued with the cancellation, sent at once, retried and
 * followed by the refund worker), the guest and the hotel are told, eZee hears of it.
 * `expectedCharge` is the charge the guest saw: if the deadline passed meanwhile, 409.
 */
export async function guestCancelBooking(
  services: Services,
  bookingId: number,
  expectedCharge: number,
  now = () => new Date(),
): Promise<{ booking: BookingRow; outlook: CancellationOutlook }> {
  const { db } = services;
  const [first] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!first) throw notFound("Booking not found");
  if (first.status === "cancelled" || first.status === "expired") throw blockError("ended");
  // Open orders are closed at Pesapal first (no provider call inside the transaction): the
  // guest can no longer pay for rooms being given back; a payment that still completes is
  // refunded in full as a late payment.
  await closeOpenOrders(services, bookingId);
  const settings = await getSiteSettings(db);

  const result = await db.transaction(async (tx) => {
    const { row, payments } = await lockBooking(tx as unknown as Database, bookingId);
    const outlook = cancellationOutlook(row, payments, settings, now());
    if (outlook.block) throw blockError(outlook.block);
    if (outlook.charge !== expectedCharge) throw new TermsChangedError(outlook);
    const plan = refundPlan(refundable(payments).payments, outlook.refund) ?? [];
    for (const item of plan) {
      const claimed = await claimPolicyRefund(
        tx,
        { id: item.id },
        item.amount,
        `Booking ${row.reference} cancelled by the guest`,
      );
      if (!claimed)
        throw new AppError("conflict", "A refund is already under way: reload the page.");
    }
    await releaseInventory(tx, row);
    await releasePromoUse(tx, row);
    const [updated] = await tx
      .update(bookings)
      .set({
        status: "cancelled",
        holdExpiresAt: null,
        cancelledBy: "guest",
        cancellationCharge: outlook.charge > 0 ? outlook.charge : null,
        updatedAt: new Date(),
      })
      .where(eq(bookings.id, bookingId))
      .returning();
    await queueBookingMails(services, tx as unknown as Database, updated!, settings, {
      key: `booking:${row.reference}:cancelled`,
    });
    await enqueueEzeeBookingPush(tx as unknown as Database, bookingId, "cancel");
    return { booking: updated!, outlook, refunds: plan.length };
  });
  services.mail?.kick();
  if (result.refunds > 0) {
    // Sent now when Pesapal answers; otherwise the refund worker retries it.
    await runRefundJobs(services).catch((error) =>
      services.logger.warn({ err: error }, "guest refund deferred to the worker"),
    );
  }
  services.logger.info(
    { reference: result.booking.reference, charge: result.outlook.charge },
    "booking cancelled by the guest",
  );
  return { booking: result.booking, outlook: result.outlook };
}

// ---------------------------------------------------------------------------------------
// Changing the stay

/** How the difference of a change is settled. */
export type Settlement = "none" | "pay_online" | "refund" | "at_hotel" | "rest_at_hotel";

export interface ChangeQuote {
  quote: Quote;
  isDoubleOccupancy: boolean;
  roomName: string;
  oldTotal: number;
  newTotal: number;
  /** newTotal − oldTotal (negative: cheaper). */
  difference: number;
  /** Paid online and not asked back. */
  paid: number;
  settlement: Settlement;
  /** What is paid online now, refunded, or settled at the hotel (KSh, positive). */
  amount: number;
  /** The booking's change count the quote was made against (a stale tab is refused). */
  version: number;
}

/**
 * The settlement of a new total against the booking's payments. `deposit`: only a
 * deposit was asked online: what it does not cover is paid at the hotel ("rest_at_hotel").
 */
function settle(
  oldTotal: number,
  newTotal: number,
  payments: readonly PaymentRow[],
  deposit: boolean,
): { settlement: Settlement; amount: number; paid: number } {
  const money = refundable(payments);
  if (money.total === 0) {
    // Pay at the hotel: the new total is simply what is paid there.
    return { settlement: newTotal === oldTotal ? "none" : "at_hotel", amount: 0, paid: 0 };
  }
  const gap = newTotal - money.total;
  if (gap > 0 && deposit) return { settlement: "rest_at_hotel", amount: gap, paid: money.total };
  if (gap > 0) return { settlement: "pay_online", amount: gap, paid: money.total };
  if (gap === 0) return { settlement: "none", amount: 0, paid: money.total };
  // Cheaper than what was paid: refunded online when Pesapal can, else at the front desk.
  const plan = refundPlan(money.payments, -gap);
  return { settlement: plan ? "refund" : "at_hotel", amount: -gap, paid: money.total };
}

const SAME_STAY_KEYS = [
  "roomTypeId",
  "checkIn",
  "checkOut",
  "adults",
  "children",
  "roomCount",
  "extraGuests",
] as const;

function stayOf(row: Pick<BookingRow, (typeof SAME_STAY_KEYS)[number]>) {
  return Object.fromEntries(SAME_STAY_KEYS.map((key) => [key, row[key]])) as Record<
    (typeof SAME_STAY_KEYS)[number],
    string | number
  >;
}

/** Checks a requested change and prices it (nothing is stored). */
async function priceChange(
  db: Pick<Database, "select">,
  row: BookingRow,
  input: BookingChangeRequest,
  settings: SiteSettings,
  payments: readonly PaymentRow[],
  today: string,
): Promise<ChangeQuote & { room: typeof roomTypes.$inferSelect }> {
  const [room] = await db
    .select()
    .from(roomTypes)
    .where(and(eq(roomTypes.id, input.roomId), eq(roomTypes.isActive, true)));
  if (!room) {
    throw new AppError("validation", "Choose one of our room types.", {
      roomId: "Choose one of our room types.",
    });
  }
  const request = {
    ...input,
    includeBreakfast: row.includeBreakfast,
    needsLateCheckout: row.needsLateCheckout,
  };
  const isDoubleOccupancy = checkStay(
    { ...request, isDoubleOccupancy: undefined } as Parameters<typeof checkStay>[0],
    room.capacity,
    settings.maxExtraGuests,
    today,
  );
  const same =
    JSON.stringify(stayOf(row)) ===
    JSON.stringify(
      stayOf({
        roomTypeId: input.roomId,
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        adults: input.adults,
        children: input.children,
        roomCount: input.roomCount,
        extraGuests: input.extraGuests,
      }),
    );
  if (same) {
    throw new AppError("validation", "Nothing has changed: choose new dates, a room or a party.", {
      checkIn: "Nothing has changed: choose new dates, a room or a party.",
    });
  }
  // The new stay is priced and restricted by today's rate calendar, as a new booking is.
  const calendar = await sellingCalendar(db, { id: room.id, rates: baseRates(room) }, input, today);
  // A booking's promo code goes with its changes while it still applies to the new
  // stay (its use stays counted); otherwise the change is refused with the code's reason.
  const [code] = row.promoCodeId
    ? await db.select().from(promoCodes).where(eq(promoCodes.id, row.promoCodeId))
    : [];
  if (code) {
    const stay = { roomTypeId: room.id, checkIn: input.checkIn, checkOut: input.checkOut };
    const refusal = promoRefusal(code, stay, today, true);
    if (refusal) throw promoError(refusal);
  }
  const quote = quoteStay(
    calendar.rates,
    { ...request, isDoubleOccupancy },
    pricingPolicy(settings),
    code ? discountTerms(code) : null,
  );
  const { settlement, amount, paid } = settle(
    row.totalAmount,
    quote.total,
    payments,
    row.depositAmount !== null,
  );
  return {
    room,
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

/** The price and settlement of a change, for the guest to confirm (nothing is stored). */
export async function quoteBookingChange(
  services: Services,
  bookingId: number,
  input: BookingChangeRequest,
  now = new Date(),
): Promise<ChangeQuote> {
  const { db } = services;
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row) throw notFound("Booking not found");
  const settings = await getSiteSettings(db);
  const outlook = changeOutlook(row, settings, now);
  if (outlook.block) throw blockError(outlook.block);
  const payments = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.bookingId, bookingId));
  const { room: _room, ...quote } = await priceChange(
    db,
    row,
    input,
    settings,
    payments,
    hotelToday(now),
  );
  return quote;
}

export interface ChangeResult {
  booking: BookingRow;
  change: ChangeQuote;
  /** Pesapal's page for the difference, when it is paid online. */
  redirectUrl: string | null;
}

/**
 * The guest changes the stay: the quote is made again under the booking's lock and
 * must match what they confirmed (`expectedTotal`, `version`); the old nights are given
 * back and the new ones taken in the same transaction (the check constraint refuses an
 * overbooking), the change is recorded, a refund of an overpayment is claimed, the
 * e-mails and the eZee modification commit with it. A higher total on a paid booking
 * opens a Pesapal order for the difference after the commit; unpaid, it is due at the hotel.
 */
export async function changeBooking(
  services: Services,
  bookingId: number,
  input: BookingChangeRequest & { expectedTotal: number; version: number },
  now = () => new Date(),
): Promise<ChangeResult> {
  const { db } = services;
  const [first] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!first) throw notFound("Booking not found");
  const settings = await getSiteSettings(db);
  const blocked = changeOutlook(first, settings, now()).block;
  if (blocked) throw blockError(blocked);
  if (first.changeCount !== input.version) throw staleChange();
  // Rooms sold on another channel (eZee), asked before the transaction (a provider call).
  if (!(await ezeeCovers(services, first, input))) throw new RoomUnavailableError();
  // A balance order still open from an earlier change is closed: the difference is new.
  await closeOpenOrders(services, bookingId);

  let result: { booking: BookingRow; change: ChangeQuote };
  try {
    result = await db.transaction(async (tx) => {
      const { row, payments } = await lockBooking(tx as unknown as Database, bookingId);
      const block = changeOutlook(row, settings, now()).block;
      if (block) throw blockError(block);
      if (row.changeCount !== input.version) throw staleChange();
      const { room, ...change } = await priceChange(
        tx as unknown as Database,
        row,
        input,
        settings,
        payments,
        hotelToday(now()),
      );
      if (change.newTotal !== input.expectedTotal) throw new PriceChangedError(change.quote);
      await releaseInventory(tx, row);
      await takeRooms(
        tx as unknown as Database,
        room.id,
        stayNights(input.checkIn, input.checkOut),
        input.roomCount,
      );
      const { quote } = change;
      const [updated] = await tx
        .update(bookings)
        .set({
          roomTypeId: room.id,
          checkIn: input.checkIn,
          checkOut: input.checkOut,
          nights: quote.nights,
          adults: input.adults,
          children: input.children,
          roomCount: input.roomCount,
          extraGuests: input.extraGuests,
          isDoubleOccupancy: change.isDoubleOccupancy,
          nightlyRate: quote.nightlyRate,
          nightRates: quote.nightRates,
          discount: quote.discount,
          extraGuestsAmount: quote.extraGuestsTotal,
          lateCheckoutAmount: quote.lateCheckoutTotal,
          taxPercent: quote.taxPercent,
          subtotal: quote.subtotal,
          taxes: quote.taxes,
          totalAmount: quote.total,
          changeCount: row.changeCount + 1,
          updatedAt: new Date(),
        })
        .where(eq(bookings.id, bookingId))
        .returning();
      if (change.settlement === "refund") {
        const plan = refundPlan(refundable(payments).payments, change.amount) ?? [];
        for (const item of plan) {
          await claimPolicyRefund(
            tx,
            { id: item.id },
            item.amount,
            `Booking ${row.reference} changed by the guest: difference refunded`,
          );
        }
      }
      await tx.insert(bookingChanges).values({
        bookingId,
        before: stayOf(row),
        after: stayOf(updated!),
        oldTotal: change.oldTotal,
        newTotal: change.newTotal,
        settlement: change.settlement,
        amount: change.amount,
      });
      await queueBookingMails(services, tx as unknown as Database, updated!, settings, {
        key: `booking:${row.reference}:changed:${updated!.changeCount}`,
        changed: true,
      });
      // eZee has no modification call: the reservation is cancelled and inserted again.
      await enqueueEzeeBookingPush(tx as unknown as Database, bookingId, "modify", {
        dedupeSuffix: String(updated!.changeCount),
        roomTypeIds: [row.roomTypeId, room.id],
      });
      return { booking: updated!, change };
    });
  } catch (error) {
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
    "booking changed by the guest",
  );
  return { ...result, redirectUrl };
}

const staleChange = () =>
  new AppError(
    "stale",
    "This booking was changed since you opened this page. Check its details and try again.",
  );

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
