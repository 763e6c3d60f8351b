/**
 * What a guest may do with their booking online, and what it costs (core/cancellation.ts
 * applied to a stored booking and its payments). Pure: the booking page, the API and the
 * self-service commands (self-service.ts) all read it from here.
 */
import {
  type CancellationPolicy,
  type ManageBlock,
  policyTerms,
  type RefundablePayment,
  refundPlan,
} from "~core/cancellation";
import type { SiteSettings } from "~core/settings";
import type { bookings, paymentTransactions } from "../../db/schema";

type BookingRow = typeof bookings.$inferSelect;
type PaymentRow = typeof paymentTransactions.$inferSelect;

/** The policy a booking follows: the one stored when it was made, else today's settings. */
export function bookingPolicy(row: BookingRow, settings: SiteSettings): CancellationPolicy {
  return row.cancellationPolicy ?? settings.cancellationPolicy;
}

const isCompleted = (p: PaymentRow) => p.statusCode === 1 && p.paymentStatus === "COMPLETED";

/** Completed and not asked back: Pesapal refunds each payment once. */
export const isPaid = (p: PaymentRow) => isCompleted(p) && p.refundRequestedAt === null;

/**
 * The money of a booking: `total` is what the guest paid online, less what was asked
 * back (a change that made the stay cheaper); `payments` are those still refundable.
 */
export function refundable(payments: readonly PaymentRow[]) {
  const open = payments.filter(isPaid);
  return {
    payments: open.map(
      (p): RefundablePayment => ({ id: p.id, amount: p.amount, paymentMethod: p.paymentMethod }),
    ),
    total: payments
      .filter(isCompleted)
      .reduce(
        (sum, p) => sum + p.amount - (p.refundRequestedAt ? (p.refundAmount ?? p.amount) : 0),
        0,
      ),
  };
}

export type { ManageBlock };

export interface CancellationOutlook {
  canCancel: boolean;
  block: ManageBlock | null;
  /** Free cancellation until (ISO instant). */
  freeUntil: string;
  free: boolean;
  /** What cancelling now costs (KSh, taxes included). */
  charge: number;
  /** What a cancellation after the deadline costs. */
  lateCharge: number;
  /** Paid online and not asked back. */
  paid: number;
  /** Paid back through Pesapal on cancelling. */
  refund: number;
  /** The charge not covered by an online payment: settled with the hotel. */
  owed: number;
  policy: CancellationPolicy;
}

/** What cancelling this booking now means, as the guest is shown it before confirming. */
export function cancellationOutlook(
  row: BookingRow,
  payments: readonly PaymentRow[],
  settings: SiteSettings,
  now = new Date(),
): CancellationOutlook {
  const policy = bookingPolicy(row, settings);
  const terms = policyTerms(row, policy, settings.checkInTime, now);
  // A booking still waiting for payment holds rooms only: cancelling it costs nothing.
  const awaiting = row.status === "pending_payment";
  const charge = awaiting ? 0 : terms.charge;
  const money = refundable(payments);
  const refund = Math.max(0, money.total - charge);
  const owed = Math.max(0, charge - money.total);
  let block: ManageBlock | null = null;
  if (row.status === "cancelled" || row.status === "expired") block = "ended";
  else if (!terms.canCancel) block = "arrived";
  else if (refund > 0 && refundPlan(money.payments, refund) === null) {
    // The real reason: a payment already partly refunded (Pesapal refunds each payment
    // once), or a part of a mobile-money payment (refunded whole only).
    const partlyRefunded = payments.some(
      (p) =>
        isCompleted(p) && p.refundRequestedAt !== null && (p.refundAmount ?? p.amount) < p.amount,
    );
    block = partlyRefunded ? "refundedOnce" : "refundNeedsHotel";
  }
  return {
    canCancel: block === null,
    block,
    freeUntil: terms.freeUntil.toISOString(),
    free: terms.free || awaiting,
    charge,
    lateCharge: terms.lateCharge,
    paid: money.total,
    refund,
    owed,
    policy,
  };
}

export interface ChangeOutlook {
  canChange: boolean;
  block: ManageBlock | null;
  freeUntil: string;
}

export function changeOutlook(
  row: BookingRow,
  settings: SiteSettings,
  now = new Date(),
): ChangeOutlook {
  const terms = policyTerms(row, bookingPolicy(row, settings), settings.checkInTime, now);
  let block: ManageBlock | null = null;
  if (row.status === "cancelled" || row.status === "expired") block = "ended";
  else if (row.status === "pending_payment") block = "awaitingPayment";
  else if (!terms.canCancel) block = "arrived";
  else if (!terms.canChange) block = "afterDeadline";
  return { canChange: block === null, block, freeUntil: terms.freeUntil.toISOString() };
}
