/**
 * Guests manage their own booking, behind the booking's secret link: cancel it under the
 * cancellation policy (core/cancellation.ts) with the Pesapal refund of what they paid
 * beyond the charge. Changing the stay (the guest's and staff's one command) is in
 * booking-change.ts, which shares the lock and the e-mails below. Each is one command:
 * the booking row (and its payments, in the IPN's lock order) is locked, the rules are
 * checked again under the lock, and the booking, its rooms, the refund claims, the
 * e-mail and the eZee push commit together.
 */
import { eq } from "drizzle-orm";
import { refundPlan } from "~core/cancellation";
import type { SiteSettings } from "~core/settings";
import type { AppServices } from "../../context";
import type { Database } from "../../db/client";
import { bookings, paymentTransactions, roomTypes } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { bookingGuestMail, bookingHotelMail } from "../mail/booking-emails";
import { queueMail } from "../mail/outbox";
import { getSiteSettings } from "../platform/settings";
import { enqueueEzeeBookingPush } from "../property/push";
import { closeOpenOrders, releaseInventory } from "./admin-bookings";
import {
  type CancellationOutlook,
  cancellationOutlook,
  type ManageBlock,
  refundable,
} from "./booking-outlook";
import { accessToken, confirmationPath } from "./booking-store";
import { bookingPaymentFacts } from "./guest-state";
import { releasePromoUse } from "./promo-codes";
import { claimPolicyRefund, runRefundJobs } from "./refunds";

type Services = Pick<AppServices, "db" | "env" | "logger" | "mail">;
type BookingRow = typeof bookings.$inferSelect;

/** The payments of a booking, locked in the order the IPN locks them (payment, then booking). */
export async function lockBooking(tx: Database, bookingId: number) {
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

/**
 * The guest's and the front desk's e-mails about this change, queued in the caller's
 * transaction. Staff may leave the guest's out (`guest: false`); their name goes in the
 * front desk's.
 */
export async function queueBookingMails(
  services: Pick<AppServices, "env">,
  tx: Database,
  row: BookingRow,
  settings: SiteSettings,
  event: { key: string; changed?: boolean; guest?: boolean; staffName?: string },
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
    ...(event.staffName ? { staffName: event.staffName } : {}),
  };
  if (event.guest !== false) {
    await queueMail(tx, { ...bookingGuestMail(input), dedupeKey: `${event.key}:guest` });
  }
  await queueMail(tx, { ...bookingHotelMail(input), dedupeKey: `${event.key}:hotel` });
}

export class TermsChangedError extends AppError {
  constructor(readonly outlook: CancellationOutlook) {
    super(
      "terms_changed",
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
  refundedOnce:
    "A card payment of this booking was already partly refunded, and a payment can be refunded online only once: please contact the hotel to cancel this booking.",
};

/** The guest cannot do this online; `block` says why (the pages translate it). */
export class ManageBlockedError extends AppError {
  constructor(readonly block: ManageBlock) {
    super("booking_blocked", BLOCK_MESSAGES[block], undefined, { block });
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
  const settings = await getSiteSettings(db);
  // A cancellation refused (blocked, or terms changed) touches nothing: checked before the
  // open orders are closed. The transaction checks again under the lock.
  const before = cancellationOutlook(
    first,
    await db.select().from(paymentTransactions).where(eq(paymentTransactions.bookingId, bookingId)),
    settings,
    now(),
  );
  if (before.block) throw blockError(before.block);
  if (before.charge !== expectedCharge) throw new TermsChangedError(before);
  // Open orders are closed at Pesapal first (no provider call inside the transaction): the
  // guest can no longer pay for rooms being given back; a payment that still completes is
  // refunded in full as a late payment.
  await closeOpenOrders(services, bookingId);

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
