/**
 * The paid booking flow: a booking made while Pesapal is active waits
 * as `pending_payment` with its rooms held for 30 minutes; an order is submitted
 * and the guest pays on Pesapal's page. Neither the browser's return nor the IPN
 * carries a status, so both end in `refreshTransaction`, which asks
 * GetTransactionStatus and applies the answer idempotently: the booking is
 * confirmed once (amount and currency checked), and only then are the
 * confirmation e-mails queued and the eZee push enqueued.
 */
import { and, count, desc, eq } from "drizzle-orm";
import { stayNights } from "~core/pricing";
import type { AppServices } from "../../context";
import type { Database } from "../../db/client";
import { pgErrorCode } from "../../db/faults";
import { bookings, paymentTransactions, roomTypes } from "../../db/schema";
import { AppError } from "../../errors";
import { PesapalError, type TransactionStatus } from "../payments/client";
import { CALLBACK_PATH, environmentOf } from "../payments/config";
import { configuredClient, ensureIpn, tracked } from "../payments/connection";
import { countryCode } from "../payments/country-code";
import { getSiteSettings } from "../platform/settings";
import { enqueueEzeeBookingPush } from "../property/push";
import { prepareBookingMails } from "./booking-mail";
import { accessToken, confirmationPath, takeRooms } from "./booking-store";
import { retakePromoUse } from "./promo-codes";
import { claimLatePayment, runRefundJobs } from "./refunds";

type Services = Pick<AppServices, "db" | "env" | "logger" | "mail">;
export type BookingRow = typeof bookings.$inferSelect;
export type TransactionRow = typeof paymentTransactions.$inferSelect;

/** How long a booking waiting for payment holds its rooms. */
export const HOLD_MINUTES = 30;
/** The callback page re-asks Pesapal at most this often per transaction. */
const RECHECK_MS = 4000;

const STATUS_NAMES: Record<number, string> = {
  0: "PENDING",
  1: "COMPLETED",
  2: "FAILED",
  3: "REVERSED",
};
export const AMOUNT_MISMATCH = "AMOUNT_MISMATCH";

export class PaymentStartError extends AppError {
  constructor() {
    super(
      "unavailable",
      "The online payment could not be started. Your room is held for 30 minutes: please try again.",
    );
  }
}

/** What a booking's own order asks: its deposit, or the full amount. */
export const orderAmount = (booking: Pick<BookingRow, "depositAmount" | "totalAmount">) =>
  booking.depositAmount ?? booking.totalAmount;

/** Our own payment page for a booking (used when no Pesapal page could be opened). */
export function paymentPagePath(env: AppServices["env"], reference: string): string {
  return `${CALLBACK_PATH}?ref=${encodeURIComponent(reference)}&token=${encodeURIComponent(accessToken(env.appSecret, reference))}`;
}

/**
 * Submits a new order for a booking that waits for payment and returns Pesapal's
 * page. Each order gets a new merchant reference (`PB-XXXXXXXX-<n>`): a reference is unique per order.
 * `balance`: an order for the difference a guest owes after changing a paid stay
 * (server/services/booking/self-service.ts); the booking stays confirmed meanwhile.
 */
export async function startPayment(
  services: Services,
  booking: BookingRow,
  balance?: { amount: number },
): Promise<string> {
  const amount = balance ? balance.amount : orderAmount(booking);
  const { db, env } = services;
  const { client, row: config } = await configuredClient(services);
  const { ipnId } = await ensureIpn(services);
  const [room] = await db
    .select({ name: roomTypes.name })
    .from(roomTypes)
    .where(eq(roomTypes.id, booking.roomTypeId));
  const settings = await getSiteSettings(db);
  const description =
    `${settings.hotelName}: ${balance ? "balance, " : booking.depositAmount ? "deposit, " : ""}${room?.name ?? "room"}, ${booking.checkIn} to ${booking.checkOut} (${booking.reference})`.slice(
      0,
      100,
    );

  let transaction: TransactionRow | undefined;
  for (let attempt = 0; attempt < 3 && !transaction; attempt++) {
    const [{ n } = { n: 0 }] = await db
      .select({ n: count() })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.bookingId, booking.id));
    try {
      [transaction] = await db
        .insert(paymentTransactions)
        .values({
          bookingId: booking.id,
          merchantReference: `${booking.reference}-${n + 1 + attempt}`,
          description,
          amount,
          currency: booking.currency,
          paymentStatus: "PENDING",
          environment: environmentOf(config.sandbox),
          purpose: balance ? "balance" : "stay",
        })
        .returning();
    } catch (error) {
      // Two retries at once took the same number: take the next one.
      if (pgErrorCode(error) !== "23505") throw error;
    }
  }
  if (!transaction) throw new PaymentStartError();

  try {
    const order = await tracked(services, "SubmitOrderRequest", () =>
      client.submitOrder({
        id: transaction.merchantReference,
        currency: booking.currency,
        amount,
        description,
        callbackUrl: `${env.publicUrl}${CALLBACK_PATH}`,
        notificationId: ipnId,
        billingAddress: {
          emailAddress: booking.email,
          phoneNumber: booking.phone,
          countryCode: countryCode(booking.country),
          firstName: booking.firstName,
          lastName: booking.lastName,
          line1: booking.address,
          city: booking.city,
        },
      }),
    );
    await db
      .update(paymentTransactions)
      .set({
        orderTrackingId: order.orderTrackingId,
        redirectUrl: order.redirectUrl,
        updatedAt: new Date(),
      })
      .where(eq(paymentTransactions.id, transaction.id));
    return order.redirectUrl;
  } catch (error) {
    await db
      .update(paymentTransactions)
      .set({ paymentStatus: "NOT_SUBMITTED", updatedAt: new Date() })
      .where(eq(paymentTransactions.id, transaction.id));
    if (error instanceof PesapalError) throw new PaymentStartError();
    throw error;
  }
}

/** A replayed booking request: the open order's page, else our payment page. */
export async function existingPaymentRedirect(services: Services, booking: BookingRow) {
  const [latest] = await services.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.bookingId, booking.id))
    .orderBy(desc(paymentTransactions.id))
    .limit(1);
  if (latest?.redirectUrl && latest.paymentStatus === "PENDING") return latest.redirectUrl;
  return new URL(
    paymentPagePath(services.env, booking.reference),
    services.env.publicUrl,
  ).toString();
}

const sameAmount = (status: TransactionStatus, row: TransactionRow) =>
  status.amount !== null &&
  Math.round(status.amount * 100) === row.amount * 100 &&
  (status.currency ?? "") === row.currency.toUpperCase();

/**
 * Confirms a booking whose payment completed, once: only the caller that moves it
 * out of `pending_payment` (or back from `expired`, rooms permitting) queues the
 * e-mails and the eZee push. Runs inside the caller's transaction.
 */
async function confirmPaid(
  services: Services,
  tx: Database,
  booking: BookingRow,
  queueMails: (tx: Database, bookingId: number) => Promise<void>,
  purpose: string,
): Promise<"confirmed" | "sold" | "none"> {
  if (booking.status === "expired") {
    // Paid after the hold ran out: take the rooms again if they are still free.
    try {
      await tx.transaction(async (sp) => {
        // Under the room type's lock, like a new booking (server/services/booking/booking.ts).
        const nights = stayNights(booking.checkIn, booking.checkOut);
        await takeRooms(sp, booking.roomTypeId, nights, booking.roomCount);
      });
    } catch (error) {
      if (pgErrorCode(error) !== "23514") throw error;
      // The room is sold: the payment is refunded (claimLatePayment).
      return "sold";
    }
    // Its promo code's use was given back at expiry: taken again while one is left (the
    // guest paid the discounted price either way).
    if (!(await retakePromoUse(tx, booking))) {
      services.logger.warn(
        { reference: booking.reference },
        "paid after expiry: its promo code is used up meanwhile, the use is not counted",
      );
    }
  } else if (booking.status !== "pending_payment") {
    // A balance paid after the guest changed the stay is expected on a confirmed booking.
    if (booking.status === "confirmed" && purpose !== "balance") {
      services.logger.warn(
        { reference: booking.reference },
        "a second payment completed for a booking already paid: check for a refund",
      );
    }
    return "none";
  }
  const [updated] = await tx
    .update(bookings)
    .set({ status: "confirmed", holdExpiresAt: null, updatedAt: new Date() })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status)))
    .returning({ id: bookings.id });
  if (!updated) return "none";
  await queueMails(tx, booking.id);
  await enqueueEzeeBookingPush(tx, booking.id, "confirm");
  return "confirmed";
}

export interface RefreshResult {
  transaction: TransactionRow;
  booking: BookingRow;
  /** True when this call confirmed the booking. */
  confirmed: boolean;
  /** True when this call found a payment for an ended booking and claimed its refund. */
  lateRefund: boolean;
}

/**
 * Asks Pesapal for an order's status and applies it. Unknown tracking ids change
 * nothing (null). `force` skips the polling throttle (the IPN always asks).
 */
export async function refreshTransaction(
  services: Services,
  orderTrackingId: string,
  options: { force?: boolean } = {},
): Promise<RefreshResult | null> {
  const { db } = services;
  if (!/^[\w-]{1,100}$/.test(orderTrackingId)) return null;
  const [current] = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.orderTrackingId, orderTrackingId));
  if (!current) return null;
  const loadBooking = async () =>
    (await db.select().from(bookings).where(eq(bookings.id, current.bookingId)))[0]!;

  const final = current.statusCode !== null && current.statusCode > 0;
  const recent = current.lastCheckedAt && Date.now() - current.lastCheckedAt.getTime() < RECHECK_MS;
  if (!options.force && (final || recent)) {
    return {
      transaction: current,
      booking: await loadBooking(),
      confirmed: false,
      lateRefund: false,
    };
  }

  const { client } = await configuredClient(services);
  const status = await tracked(services, "GetTransactionStatus", () =>
    client.getTransactionStatus(orderTrackingId),
  );

  // Rendered before the transaction (it stays short); queued only by the winner.
  let queueMails: ((tx: Database, bookingId: number) => Promise<void>) | null = null;
  if (status.statusCode === 1) {
    const booking = await loadBooking();
    const [room] = await db
      .select({ name: roomTypes.name })
      .from(roomTypes)
      .where(eq(roomTypes.id, booking.roomTypeId));
    queueMails = await prepareBookingMails({
      booking: { ...booking, status: "confirmed", holdExpiresAt: null },
      roomName: room?.name ?? "",
      settings: await getSiteSettings(db),
      paidOnline: true,
      confirmationUrl: new URL(
        confirmationPath(booking.reference, accessToken(services.env.appSecret, booking.reference)),
        services.env.publicUrl,
      ).toString(),
    });
  }

  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, current.id))
      .for("update");
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, current.bookingId))
      .for("update");
    if (!row || !booking) throw new Error("payment transaction vanished");
    const mismatch = status.statusCode === 1 && !sameAmount(status, row);
    // Never step back from COMPLETED to pending on a stale answer.
    const code = row.statusCode === 1 && status.statusCode === 0 ? 1 : status.statusCode;
    const paymentStatus = mismatch
      ? AMOUNT_MISMATCH
      : code === 0
        ? "PENDING"
        : status.description && code === status.statusCode
          ? status.description
          : (STATUS_NAMES[code] ?? "UNKNOWN");
    const [updated] = await tx
      .update(paymentTransactions)
      .set({
        statusCode: code,
        paymentStatus,
        paymentMethod: status.paymentMethod ?? row.paymentMethod,
        confirmationCode: status.confirmationCode ?? row.confirmationCode,
        lastCheckedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(paymentTransactions.id, row.id))
      .returning();
    let confirmed = false;
    let lateRefund = false;
    // Only the call that stores COMPLETED decides what happens with the money.
    const newlyCompleted = code === 1 && row.statusCode !== 1 && !mismatch;
    if (mismatch) {
      services.logger.error(
        {
          reference: booking.reference,
          merchantReference: row.merchantReference,
          expected: `${row.amount} ${row.currency}`,
          reported: `${status.amount} ${status.currency}`,
        },
        "Pesapal reports a completed payment with another amount or currency: booking not confirmed",
      );
    } else if (newlyCompleted && booking.status === "cancelled") {
      lateRefund = await claimLatePayment(services, tx, row, booking);
    } else if (code === 1 && queueMails) {
      const outcome = await confirmPaid(
        services,
        tx as unknown as Database,
        booking,
        queueMails,
        row.purpose,
      );
      confirmed = outcome === "confirmed";
      if (outcome === "sold" && newlyCompleted) {
        lateRefund = await claimLatePayment(services, tx, row, booking);
      }
    }
    const [after] = await tx.select().from(bookings).where(eq(bookings.id, booking.id));
    const [stored] = await tx
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, row.id));
    return { transaction: stored ?? updated!, booking: after!, confirmed, lateRefund };
  });
  if (result.lateRefund) {
    services.mail?.kick();
    // Sent now when Pesapal answers; otherwise the refund worker retries it.
    await runRefundJobs(services).catch((error) =>
      services.logger.warn({ err: error }, "automatic refund deferred to the worker"),
    );
  }
  if (result.confirmed) {
    services.mail?.kick();
    services.logger.info(
      {
        reference: result.booking.reference,
        merchantReference: result.transaction.merchantReference,
      },
      "booking paid through Pesapal",
    );
  }
  return result;
}

export type PaymentState = "paid" | "processing" | "failed" | "expired" | "cancelled";

export interface PaymentView {
  state: PaymentState;
  reference: string;
  /** A new order may be started (the booking still waits and its hold lasts). */
  canRetry: boolean;
  holdExpiresAt: string | null;
  amount: number;
  deposit: boolean;
  currency: string;
  paymentMethod: string | null;
  confirmationCode: string | null;
  confirmationPath: string;
  /** The tracking id of the latest order, for polling. */
  orderTrackingId: string | null;
}

export async function latestTransaction(db: Database, bookingId: number) {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.bookingId, bookingId))
    .orderBy(desc(paymentTransactions.id))
    .limit(1);
  return row ?? null;
}

/** What the guest's payment page shows for a booking and its latest order. */
export function paymentView(
  env: AppServices["env"],
  booking: BookingRow,
  transaction: TransactionRow | null,
  now = new Date(),
): PaymentView {
  const holdLasts =
    booking.holdExpiresAt !== null && booking.holdExpiresAt.getTime() > now.getTime();
  let state: PaymentState;
  const balance = transaction?.purpose === "balance" ? transaction : null;
  if (balance) {
    // The difference after a change of a paid stay: the order's own outcome.
    state =
      balance.statusCode === 1
        ? "paid"
        : booking.status === "cancelled"
          ? "cancelled"
          : (balance.statusCode ?? 0) === 0 && balance.orderTrackingId && !balance.cancelledAt
            ? "processing"
            : "failed";
  } else if (booking.status === "confirmed") state = "paid";
  else if (booking.status === "cancelled") state = "cancelled";
  else if (booking.status === "expired" || !holdLasts) state = "expired";
  else if (
    transaction?.orderTrackingId &&
    (transaction.statusCode ?? 0) === 0 &&
    transaction.paymentStatus === "PENDING"
  )
    state = "processing";
  else state = "failed";
  return {
    state,
    reference: booking.reference,
    canRetry: booking.status === "pending_payment" && holdLasts,
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    amount: balance ? balance.amount : orderAmount(booking),
    /** The booking's own order is a deposit: the rest is paid at the hotel. */
    deposit: !balance && booking.depositAmount !== null,
    currency: booking.currency,
    paymentMethod: transaction?.paymentMethod ?? null,
    confirmationCode: transaction?.confirmationCode ?? null,
    confirmationPath: confirmationPath(
      booking.reference,
      accessToken(env.appSecret, booking.reference),
    ),
    orderTrackingId: transaction?.orderTrackingId ?? null,
  };
}

/** The booking and transaction behind a tracking id (the callback's parameter). */
export async function findByTrackingId(db: Database, orderTrackingId: string) {
  if (!/^[\w-]{1,100}$/.test(orderTrackingId)) return null;
  const [row] = await db
    .select({ transaction: paymentTransactions, booking: bookings })
    .from(paymentTransactions)
    .innerJoin(bookings, eq(bookings.id, paymentTransactions.bookingId))
    .where(eq(paymentTransactions.orderTrackingId, orderTrackingId));
  return row ?? null;
}

/**
 * The payment page's state: refreshes the latest order from Pesapal (throttled)
 * when it is still open. Provider errors leave the stored state.
 */
export async function currentPaymentView(services: Services, booking: BookingRow) {
  let latest = await latestTransaction(services.db, booking.id);
  // An order still open on an ended booking is asked too: a late payment is refunded.
  const open = (latest?.statusCode ?? 0) === 0 && latest?.cancelledAt === null;
  if (latest?.orderTrackingId && (booking.status === "pending_payment" || open)) {
    try {
      const refreshed = await refreshTransaction(services, latest.orderTrackingId);
      if (refreshed) {
        latest = refreshed.transaction;
        booking = refreshed.booking;
      }
    } catch (error) {
      if (!(error instanceof PesapalError || error instanceof AppError)) throw error;
    }
  }
  return paymentView(services.env, booking, latest);
}

/**
 * Try again: a new order for the same booking while its hold lasts. The open order
 * is checked first, so a payment that did go through is not asked for twice.
 */
export async function retryPayment(
  services: Services,
  booking: BookingRow,
): Promise<{ redirectUrl: string | null; view: PaymentView }> {
  const view = await currentPaymentView(services, booking);
  if (view.state === "paid") return { redirectUrl: null, view };
  if (!view.canRetry) {
    throw new AppError(
      "conflict",
      view.state === "expired"
        ? "The time we held your room for has run out. Please book again."
        : "This booking is no longer waiting for payment.",
    );
  }
  const fresh = (await services.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!;
  const redirectUrl = await startPayment(services, fresh);
  return { redirectUrl, view };
}

/** Payment transactions of one booking (admin booking detail). */
export async function bookingTransactions(db: Database, bookingId: number) {
  return db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.bookingId, bookingId))
    .orderBy(desc(paymentTransactions.id));
}
