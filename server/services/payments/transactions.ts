/** The admin Transactions tab: payments with the booking's guest name and dates. */
import { count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, paymentTransactions } from "../../db/schema";
import {
  allOf,
  FIRST_PAGE,
  type PageQuery,
  type Paging,
  paged,
  timestampRange,
} from "../platform/paging";

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

/** Payments newest first, a page at a time: by status and the day created (hotel time). */
export async function listTransactions(
  db: Database,
  filter: { status?: string; from?: string; to?: string } = {},
  page: PageQuery = FIRST_PAGE,
): Promise<{ rows: TransactionListItem[]; paging: Paging }> {
  const status = filter.status?.trim().toUpperCase();
  const where = allOf([
    status && /^[A-Z_]{2,30}$/.test(status)
      ? eq(paymentTransactions.paymentStatus, status)
      : undefined,
    ...timestampRange(paymentTransactions.createdAt, filter.from, filter.to),
  ]);
  const { rows, paging } = await paged(
    page,
    async () => (await db.select({ n: count() }).from(paymentTransactions).where(where))[0]?.n ?? 0,
    (limit, offset) =>
      db
        .select({ t: paymentTransactions, b: bookings })
        .from(paymentTransactions)
        .innerJoin(bookings, eq(bookings.id, paymentTransactions.bookingId))
        .where(where)
        .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
        .limit(limit)
        .offset(offset),
  );
  return { rows: rows.map(toListItem), paging };
}

function toListItem({
  t,
  b,
}: {
  t: typeof paymentTransactions.$inferSelect;
  b: typeof bookings.$inferSelect;
}): TransactionListItem {
  return {
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
  };
}
