/**
 * Money going back: a refund staff ask for on a completed payment, the
 * automatic refund of a payment that arrives for a cancelled or expired booking, the
 * follow-up of every refund until Pesapal reports it reversed, and the cancellation of
 * orders left unpaid, so a guest can no longer pay for rooms that were given back.
 *
 * Pesapal has no refund-status call: a refund counts as done when GetTransactionStatus
 * answers status_code 3 (REVERSED) for its payment.
 */
import { and, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import { isMobileMoney } from "~core/cancellation";
import { formatKsh } from "~core/format";
import type { AppServices } from "../../context";
import type { Database } from "../../db/client";
import { bookings, paymentTransactions, roomTypes } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { audit } from "../admin/admins";
import { bookingGuestMail } from "../mail/booking-emails";
import { queueMail } from "../mail/outbox";
import { configuredClient, tracked } from "../payments/connection";
import { startIntervalWorker } from "../platform/interval-worker";
import { claimJobs, completeJob, enqueueJob, failJob, type Job } from "../platform/job-queue";
import { getSiteSettings } from "../platform/settings";
import { accessToken, confirmationPath } from "./booking-store";
import { bookingPaymentFacts } from "./guest-state";

type Services = Pick<AppServices, "db" | "env" | "logger"> & Partial<Pick<AppServices, "mail">>;
type Tx = Pick<Database, "insert" | "update" | "select">;

export const REFUND_QUEUE = "pesapal-refund";
/** Sending an automatic refund: about a day of retries (30 s doubling to 1 h). */
const REQUEST_ATTEMPTS = 30;
/** Watching for the reversal: Pesapal waits for the merchant's approval, so about three days. */
const CHECK_ATTEMPTS = 80;

export type RefundStatus =
  | "queued"
  | "requested"
  | "retrying"
  | "refunded"
  | "refused"
  | "unconfirmed";

export { isMobileMoney };

export async function requestRefund(
  services: Services,
  transactionId: number,
  input: { amount: number; remarks: string },
  admin: { id: number; email: string },
): Promise<void> {
  const { db } = services;
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, transactionId));
  if (!row) throw notFound("Payment not found");
  if (row.statusCode !== 1 || row.paymentStatus !== "COMPLETED" || !row.confirmationCode) {
    throw new AppError("conflict", "Only a completed payment can be refunded.");
  }
  if (row.refundRequestedAt) {
    throw new AppError("conflict", "A refund was already requested for this payment.");
  }
  const invalid = (message: string) => new AppError("validation", message, { amount: message });
  if (input.amount > row.amount) {
    throw invalid(`The refund can be at most the amount paid (${formatKsh(row.amount)}).`);
  }
  if (isMobileMoney(row.paymentMethod) && input.amount !== row.amount) {
    throw invalid(
      `Mobile money payments are refunded in full only (${formatKsh(row.amount)}): Pesapal refuses a part.`,
    );
  }
  const { row: config, client } = await configuredClient(services);
  if ((config.sandbox ? "sandbox" : "live") !== row.environment) {
    throw new AppError(
      "conflict",
      `This payment was made in ${row.environment === "live" ? "Production" : "the Sandbox"}: switch the Pesapal environment to it to refund it.`,
    );
  }

  // Claimed first, so two clicks (or two staff) send one request.
  const [claimed] = await db
    .update(paymentTransactions)
    .set({
      refundAmount: input.amount,
      refundRemarks: input.remarks,
      refundRequestedAt: new Date(),
      refundRequestedBy: admin.id,
      updatedAt: new Date(),
    })
    .where(and(eq(paymentTransactions.id, row.id), isNull(paymentTransactions.refundRequestedAt)))
    .returning({ id: paymentTransactions.id });
  if (!claimed) throw new AppError("conflict", "A refund was already requested for this payment.");
  try {
    await tracked(services, "RefundRequest", () =>
      client.requestRefund({
        confirmationCode: row.confirmationCode!,
        amount: input.amount,
        username: admin.email,
        remarks: input.remarks,
      }),
    );
  } catch (error) {
    await db
      .update(paymentTransactions)
      .set({
        refundAmount: null,
        refundRemarks: null,
        refundRequestedAt: null,
        refundRequestedBy: null,
        updatedAt: new Date(),
      })
      .where(eq(paymentTransactions.id, row.id));
    const reason = error instanceof Error ? error.message : "no answer";
    throw new AppError("unavailable", `Pesapal did not accept the refund: ${reason}`);
  }
  await markRequested(db, row.id);
  await audit(db, admin.id, "refund", "payment", String(row.id), {
    amount: input.amount,
    merchantReference: row.merchantReference,
  });
}

/** Pesapal queued the refund: watch for the reversal. */
async function markRequested(db: Database, transactionId: number) {
  await db.transaction(async (tx) => {
    await tx
      .update(paymentTransactions)
      .set({ refundStatus: "requested", refundError: null, updatedAt: new Date() })
      .where(eq(paymentTransactions.id, transactionId));
    await enqueueJob(
      tx as unknown as Database,
      REFUND_QUEUE,
      { kind: "check", transactionId },
      {
        dedupeKey: `pesapal:refund-check:${transactionId}`,
        runAt: new Date(Date.now() + 60_000),
        maxAttempts: CHECK_ATTEMPTS,
      },
    );
  });
}

/**
 * A payment completed for a booking that is cancelled, or expired with its rooms sold:
 * claims it for an automatic refund in full, inside the transaction that stored the
 * COMPLETED status (the payment row is locked). The conditional update makes the IPN,
 * the sweeper and the return page claim it once; the refund is sent by the job queue.
 */
export async function claimLatePayment(
  services: Pick<AppServices, "env" | "logger">,
  tx: Tx,
  row: { id: number; amount: number; merchantReference: string },
  booking: { id: number; reference: string; status: string },
): Promise<boolean> {
  const [claimed] = await tx
    .update(paymentTransactions)
    .set({
      latePayment: true,
      refundAmount: row.amount,
      refundRemarks: `Paid after the booking was ${booking.status}: refunded automatically`,
      refundRequestedAt: new Date(),
      refundStatus: "queued",
      updatedAt: new Date(),
    })
    .where(and(eq(paymentTransactions.id, row.id), isNull(paymentTransactions.refundRequestedAt)))
    .returning({ id: paymentTransactions.id });
  if (!claimed) return false;
  await enqueueJob(
    tx as unknown as Database,
    REFUND_QUEUE,
    { kind: "request", transactionId: row.id },
    { dedupeKey: `pesapal:refund-request:${row.id}`, maxAttempts: REQUEST_ATTEMPTS },
  );
  await staffAlert(services, tx, booking, `late-payment:${row.id}`, {
    subject: `Payment received for ${booking.status} booking ${booking.reference}: refund started`,
    lines: [
      `A payment of ${formatKsh(row.amount)} (${row.merchantReference}) was completed at Pesapal after booking ${booking.reference} was ${booking.status}.`,
      "The site has asked Pesapal to refund it in full. Pesapal queues refunds for the merchant's approval: approve it in the Pesapal dashboard.",
    ],
  });
  services.logger.error(
    { reference: booking.reference, merchantReference: row.merchantReference },
    `payment completed for a ${booking.status} booking: refunding it`,
  );
  return true;
}

/**
 * Claims a refund the site itself owes (a guest cancelled or shortened a paid stay under
 * the cancellation policy), inside the caller's transaction: the payment row is claimed
 * once (a second claim finds `refundRequestedAt` set and returns false) and the refund
 * is sent by the job queue, retried until Pesapal accepts it, then followed until reversed.
 */
export async function claimPolicyRefund(
  tx: Tx,
  payment: { id: number },
  amount: number,
  remarks: string,
): Promise<boolean> {
  const [claimed] = await tx
    .update(paymentTransactions)
    .set({
      refundAmount: amount,
      refundRemarks: remarks.slice(0, 200),
      refundRequestedAt: new Date(),
      refundStatus: "queued",
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(paymentTransactions.id, payment.id),
        isNull(paymentTransactions.refundRequestedAt),
        eq(paymentTransactions.statusCode, 1),
      ),
    )
    .returning({ id: paymentTransactions.id });
  if (!claimed) return false;
  await enqueueJob(
    tx as unknown as Database,
    REFUND_QUEUE,
    { kind: "request", transactionId: payment.id },
    { dedupeKey: `pesapal:refund-request:${payment.id}`, maxAttempts: REQUEST_ATTEMPTS },
  );
  return true;
}

/** An English e-mail to the front desk (the address of the hotel's booking e-mails). */
async function staffAlert(
  services: Pick<AppServices, "env">,
  tx: Tx,
  booking: { id: number; reference: string },
  dedupeKey: string,
  message: { subject: string; lines: string[] },
) {
  const settings = await getSiteSettings(tx as unknown as Database);
  const link = new URL(`/admin/bookings/${booking.id}`, services.env.publicUrl).toString();
  await queueMail(tx as unknown as Database, {
    dedupeKey,
    to: settings.emails.notifications,
    subject: message.subject,
    text: [...message.lines, "", `Booking: ${link}`].join("\n\n"),
  });
}

export interface RefundRunResult {
  claimed: number;
  requested: number;
  refunded: number;
  failed: number;
}

/** Runs the due refund jobs (automatic refunds to send, refunds to follow up). */
export async function runRefundJobs(
  services: Services,
  options: { limit?: number } = {},
): Promise<RefundRunResult> {
  const { db, logger } = services;
  const claimed = await claimJobs(db, REFUND_QUEUE, options.limit ?? 10, 120);
  const result: RefundRunResult = { claimed: claimed.length, requested: 0, refunded: 0, failed: 0 };
  for (const job of claimed) {
    try {
      const done =
        job.payload.kind === "request"
          ? await sendAutomaticRefund(services, job)
          : await checkRefund(services, job);
      if (done === "requested") result.requested++;
      if (done === "refunded") result.refunded++;
      await completeJob(db, job.id);
    } catch (error) {
      result.failed++;
      const message = error instanceof Error ? error.message : String(error);
      await failJob(db, job, message);
      await giveUpIfFinal(services, job, message).catch((err) =>
        logger.error({ err }, "recording a refund given up failed"),
      );
      logger.warn({ transactionId: job.payload.transactionId, err: message }, "refund job failed");
    }
  }
  if (result.refunded > 0 || result.failed > 0) services.mail?.kick();
  return result;
}

async function loadRow(db: Database, job: Job) {
  const [row] = await db
    .select({ payment: paymentTransactions, booking: bookings })
    .from(paymentTransactions)
    .innerJoin(bookings, eq(bookings.id, paymentTransactions.bookingId))
    .where(eq(paymentTransactions.id, Number(job.payload.transactionId)));
  return row ?? null;
}

/** Sends a claimed automatic refund; a refusal or no answer is retried with back-off. */
async function sendAutomaticRefund(services: Services, job: Job): Promise<string> {
  const { db } = services;
  const found = await loadRow(db, job);
  if (!found) return "skipped";
  const { payment } = found;
  if (payment.refundStatus !== "queued" && payment.refundStatus !== "retrying") return "skipped";
  try {
    const { row: config, client } = await configuredClient(services);
    if ((config.sandbox ? "sandbox" : "live") !== payment.environment) {
      throw new Error(`the payment was made in the ${payment.environment} environment`);
    }
    const settings = await getSiteSettings(db);
    try {
      await tracked(services, "RefundRequest", () =>
        client.requestRefund({
          confirmationCode: payment.confirmationCode ?? "",
          amount: payment.refundAmount ?? payment.amount,
          username: settings.emails.reservations,
          remarks: payment.refundRemarks ?? "Paid after the booking ended",
        }),
      );
    } catch (error) {
      // Sent before, but its answer was lost: Pesapal keeps one refund per payment.
      if (!(error instanceof Error && /already/i.test(error.message))) throw error;
    }
  } catch (error) {
    await db
      .update(paymentTransactions)
      .set({
        refundStatus: "retrying",
        refundError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        updatedAt: new Date(),
      })
      .where(eq(paymentTransactions.id, payment.id));
    throw error;
  }
  await markRequested(db, payment.id);
  return "requested";
}

/** Asks Pesapal whether the payment was reversed; not yet = retried with back-off. */
async function checkRefund(services: Services, job: Job): Promise<string> {
  const outcome = await settleIfReversed(services, Number(job.payload.transactionId));
  if (outcome === "not_yet") throw new Error("Pesapal does not report the refund yet");
  return outcome;
}

/**
 * The guest's booking page asks too (throttled per payment), so a refund Pesapal has made
 * shows when the guest looks, not only at the worker's next follow-up.
 */
export async function refreshBookingRefunds(services: Services, bookingId: number) {
  const waiting = await services.db
    .select({ id: paymentTransactions.id, lastCheckedAt: paymentTransactions.lastCheckedAt })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.bookingId, bookingId),
        eq(paymentTransactions.refundStatus, "requested"),
      ),
    );
  let refunded = 0;
  for (const payment of waiting) {
    if (payment.lastCheckedAt && Date.now() - payment.lastCheckedAt.getTime() < 4000) continue;
    await services.db
      .update(paymentTransactions)
      .set({ lastCheckedAt: new Date() })
      .where(eq(paymentTransactions.id, payment.id));
    if ((await settleIfReversed(services, payment.id)) === "refunded") refunded++;
  }
  if (refunded > 0) services.mail?.kick();
  return refunded;
}

/** Marks a refund done when Pesapal reports its payment reversed (status_code 3), once. */
async function settleIfReversed(
  services: Services,
  transactionId: number,
): Promise<"refunded" | "not_yet" | "skipped"> {
  const { db, env } = services;
  const [found] = await db
    .select({ payment: paymentTransactions, booking: bookings })
    .from(paymentTransactions)
    .innerJoin(bookings, eq(bookings.id, paymentTransactions.bookingId))
    .where(eq(paymentTransactions.id, transactionId));
  if (!found) return "skipped";
  const { payment } = found;
  if (payment.refundStatus === "refunded") return "skipped";
  if (!payment.orderTrackingId) return "skipped";
  const { client } = await configuredClient(services);
  const status = await tracked(services, "GetTransactionStatus", () =>
    client.getTransactionStatus(payment.orderTrackingId!),
  );
  if (status.statusCode !== 3) return "not_yet";
  const settings = await getSiteSettings(db);
  const [room] = await db
    .select({ name: roomTypes.name })
    .from(roomTypes)
    .where(eq(roomTypes.id, found.booking.roomTypeId));
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(paymentTransactions)
      .set({
        // A part paid back leaves the rest of the payment completed (a changed stay, a
        // late-cancellation charge kept): only a whole refund reverses the payment.
        ...((payment.refundAmount ?? payment.amount) >= payment.amount
          ? { statusCode: 3, paymentStatus: "REVERSED" }
          : {}),
        refundStatus: "refunded",
        refundError: null,
        refundSettledAt: new Date(),
        lastCheckedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(paymentTransactions.id, payment.id),
          or(
            isNull(paymentTransactions.refundStatus),
            ne(paymentTransactions.refundStatus, "refunded"),
          ),
        ),
      )
      .returning({ id: paymentTransactions.id });
    if (!updated) return;
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, payment.bookingId));
    // The guest hears once, in the booking's language, when the stay has ended.
    if (!booking || (booking.status !== "cancelled" && booking.status !== "expired")) return;
    const mail = bookingGuestMail({
      booking,
      payments: await bookingPaymentFacts(tx, booking.id),
      roomName: room?.name ?? "",
      settings,
      confirmationUrl: new URL(
        confirmationPath(booking.reference, accessToken(env.appSecret, booking.reference)),
        env.publicUrl,
      ).toString(),
    });
    await queueMail(tx as unknown as Database, {
      ...mail,
      dedupeKey: `booking:${booking.reference}:refunded:${payment.id}`,
    });
  });
  services.logger.info({ merchantReference: payment.merchantReference }, "refund done at Pesapal");
  return "refunded";
}

/** After the last attempt: the refund is marked for staff, who are told by e-mail. */
async function giveUpIfFinal(services: Services, job: Job, message: string) {
  if (job.attempts < job.maxAttempts) return;
  const { db } = services;
  const found = await loadRow(db, job);
  if (!found || found.payment.refundStatus === "refunded") return;
  const sending = job.payload.kind === "request";
  const status: RefundStatus = sending ? "refused" : "unconfirmed";
  await db.transaction(async (tx) => {
    await tx
      .update(paymentTransactions)
      .set({ refundStatus: status, refundError: message.slice(0, 500), updatedAt: new Date() })
      .where(eq(paymentTransactions.id, found.payment.id));
    await staffAlert(services, tx, found.booking, `refund-${status}:${found.payment.id}`, {
      subject: `Refund for booking ${found.booking.reference} needs attention`,
      lines: [
        sending
          ? `Pesapal did not accept the refund of ${formatKsh(found.payment.refundAmount ?? found.payment.amount)} (${found.payment.merchantReference}): ${message}`
          : `Pesapal has not reported the refund of ${formatKsh(found.payment.refundAmount ?? found.payment.amount)} (${found.payment.merchantReference}) as done. Check it in the Pesapal dashboard.`,
      ],
    });
  });
}

/** Starts the refund worker (server/run.ts only; tests call `runRefundJobs`). */
export function startRefundWorker(services: Services, intervalMs = 30_000) {
  return startIntervalWorker({
    name: "refund run",
    intervalMs,
    logger: services.logger,
    run: async () => {
      await runRefundJobs(services);
    },
  });
}

/** The dashboard's list: late payments and refunds staff should look at. */
export async function paymentsNeedingAttention(db: Database) {
  return db
    .select({
      transactionId: paymentTransactions.id,
      bookingId: bookings.id,
      reference: bookings.reference,
      bookingStatus: bookings.status,
      merchantReference: paymentTransactions.merchantReference,
      amount: paymentTransactions.amount,
      refundAmount: paymentTransactions.refundAmount,
      refundStatus: paymentTransactions.refundStatus,
      refundError: paymentTransactions.refundError,
      latePayment: paymentTransactions.latePayment,
      updatedAt: paymentTransactions.updatedAt,
    })
    .from(paymentTransactions)
    .innerJoin(bookings, eq(bookings.id, paymentTransactions.bookingId))
    .where(
      or(
        and(
          eq(paymentTransactions.latePayment, true),
          sql`${paymentTransactions.refundStatus} IS DISTINCT FROM 'refunded'`,
        ),
        inArray(paymentTransactions.refundStatus, ["retrying", "refused", "unconfirmed"]),
      ),
    )
    .orderBy(desc(paymentTransactions.updatedAt))
    .limit(50);
}

/**
 * Cancels at Pesapal the orders of these bookings that were never paid (pending or failed),
 * when their hold has just ended. Best effort: a refusal is logged, and a payment that still
 * arrives is honoured when the rooms are free (confirmPaid) or flagged for a refund.
 */
export async function cancelUnpaidOrders(services: Services, bookingIds: number[]) {
  return (await cancelOpenOrders(services, bookingIds)).cancelled;
}

/** CancelOrder for every open order of these bookings; the tracking ids Pesapal refused. */
export async function cancelOpenOrders(
  services: Services,
  bookingIds: number[],
): Promise<{ cancelled: number; refused: string[] }> {
  if (bookingIds.length === 0) return { cancelled: 0, refused: [] };
  const { db, logger } = services;
  const open = await db
    .select({ id: paymentTransactions.id, trackingId: paymentTransactions.orderTrackingId })
    .from(paymentTransactions)
    .where(
      and(
        inArray(paymentTransactions.bookingId, bookingIds),
        isNotNull(paymentTransactions.orderTrackingId),
        isNull(paymentTransactions.cancelledAt),
        or(isNull(paymentTransactions.statusCode), inArray(paymentTransactions.statusCode, [0, 2])),
      ),
    );
  if (open.length === 0) return { cancelled: 0, refused: [] };
  const { client } = await configuredClient(services);
  let cancelled = 0;
  const refused: string[] = [];
  for (const order of open) {
    try {
      await tracked(services, "CancelOrder", () => client.cancelOrder(order.trackingId!));
      await db
        .update(paymentTransactions)
        .set({ cancelledAt: new Date(), updatedAt: new Date() })
        .where(eq(paymentTransactions.id, order.id));
      cancelled++;
    } catch (error) {
      refused.push(order.trackingId!);
      logger.warn(
        { transactionId: order.id, err: error instanceof Error ? error.message : error },
        "cancelling an unpaid Pesapal order failed",
      );
    }
  }
  return { cancelled, refused };
}
