/**
 * Money going back (notes §9): a refund staff ask for on a completed payment, and the
 * cancellation of orders left unpaid when their hold ended, so a guest can no longer pay
 * for rooms that were given back.
 */
import { and, eq, inArray, isNotNull, isNull, or } from "drizzle-orm";
import { formatKsh } from "../../../core/format";
import type { AppServices } from "../../context";
import { paymentTransactions } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { audit } from "../auth/admins";
import { configuredClient, tracked } from "./connection";

type Services = Pick<AppServices, "db" | "env" | "logger">;

/** Pesapal refunds mobile money in full only (notes §9). */
export const isMobileMoney = (method: string | null) =>
  /m-?pesa|airtel|mtn|t-?kash|equitel|mobile/i.test(method ?? "");

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
  await audit(db, admin.id, "refund", "payment", String(row.id), {
    amount: input.amount,
    merchantReference: row.merchantReference,
  });
}

/**
 * Cancels at Pesapal the orders of these bookings that were never paid (pending or failed),
 * when their hold has just ended. Best effort: a refusal is logged, and a payment that still
 * arrives is honoured when the rooms are free (confirmPaid) or flagged for a refund.
 */
export async function cancelUnpaidOrders(services: Services, bookingIds: number[]) {
  if (bookingIds.length === 0) return 0;
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
  if (open.length === 0) return 0;
  const { client } = await configuredClient(services);
  let cancelled = 0;
  for (const order of open) {
    try {
      await tracked(services, "CancelOrder", () => client.cancelOrder(order.trackingId!));
      await db
        .update(paymentTransactions)
        .set({ cancelledAt: new Date(), updatedAt: new Date() })
        .where(eq(paymentTransactions.id, order.id));
      cancelled++;
    } catch (error) {
      logger.warn(
        { transactionId: order.id, err: error instanceof Error ? error.message : error },
        "cancelling an unpaid Pesapal order failed",
      );
    }
  }
  return cancelled;
}
