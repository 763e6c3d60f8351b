/** The admin Transactions tab: payments with the booking's guest name and dates. */
import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, paymentTransactions } from "../../db/schema";

export interface TransactionListItem {
  id: number;
  merchantReference: string;
  orderTrackingId: string | null;
  description: string;
  amount: number;
  currency: string;
  paymentStatus: string;
  paymentMethod: string | null;
  confirmationCode: string | null;
  environment: string;
  createdAt: string;
  /** A refund staff requested (one per payment), and when an unpaid order was cancelled. */
  refund: { amount: number; requestedAt: string } | null;
  cancelledAt: string | null;
  booking: {
    id: number;
    reference: string;
    status: string;
    guestName: string;
    checkIn: string;
    checkOut: string;
  };
}

export async function listTransactions(
  db: Database,
  filter: { status?: string; limit?: number } = {},
): Promise<TransactionListItem[]> {
  const status = filter.status?.trim().toUpperCase();
  const rows = await db
    .select({ t: paymentTransactions, b: bookings })
    .from(paymentTransactions)
    .innerJoin(bookings, eq(bookings.id, paymentTransactions.bookingId))
    .where(
      status && /^[A-Z_]{2,30}$/.test(status)
        ? eq(paymentTransactions.paymentStatus, status)
        : undefined,
    )
    .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
    .limit(Math.min(Math.max(filter.limit ?? 200, 1), 500));
  return rows.map(({ t, b }) => ({
    id: t.id,
    merchantReference: t.merchantReference,
    orderTrackingId: t.orderTrackingId,
    description: t.description,
    amount: t.amount,
    currency: t.currency,
    paymentStatus: t.paymentStatus,
    paymentMethod: t.paymentMethod,
    confirmationCode: t.confirmationCode,
    environment: t.environment,
    createdAt: t.createdAt.toISOString(),
    refund:
      t.refundRequestedAt && t.refundAmount !== null
        ? { amount: t.refundAmount, requestedAt: t.refundRequestedAt.toISOString() }
        : null,
    cancelledAt: t.cancelledAt?.toISOString() ?? null,
    booking: {
      id: b.id,
      reference: b.reference,
      status: b.status,
      guestName: `${b.firstName} ${b.lastName}`,
      checkIn: b.checkIn,
      checkOut: b.checkOut,
    },
  }));
}
