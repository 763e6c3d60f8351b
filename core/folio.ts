/**
 * The guest's account (folio) of one booking, computed the same way by the booking page, the
 * check-out, the desk payment's balance check and the reports: what the booking charges, what
 * was paid online (Pesapal, received less refunds) and at the desk, and the balance left.
 */

import type { DeskPaymentMethod } from "./payment-methods";

/** What the folio reads of one online payment. */
export interface OnlinePaymentFacts {
  amount: number;
  statusCode: number | null;
  paymentStatus: string;
  refundAmount: number | null;
  refundRequestedAt: Date | null;
  refundStatus: string | null;
}

/** Pesapal completed the payment (a reversed payment was completed first). */
export const isReceived = (payment: OnlinePaymentFacts) =>
  (payment.statusCode === 1 && payment.paymentStatus === "COMPLETED") || payment.statusCode === 3;

/** What a refund asked of this payment gives back (a reversal gives back all of it). */
export function refundOf(payment: OnlinePaymentFacts): number {
  if (payment.statusCode === 3 && payment.refundRequestedAt === null) return payment.amount;
  if (payment.refundRequestedAt === null || payment.refundStatus === "refused") return 0;
  return payment.refundAmount ?? payment.amount;
}

/** What a booking's guest paid online and kept paid (received less refunds). */
export function paidOnline(payments: readonly OnlinePaymentFacts[]): number {
  return payments
    .filter(isReceived)
    .reduce((sum, payment) => sum + payment.amount - refundOf(payment), 0);
}

/** What the folio reads of the booking. */
export interface FolioBookingFacts {
  status: string;
  nights: number;
  roomCount: number;
  totalAmount: number;
  taxes: number;
  taxPercent: number;
  discount: number;
  promoCode: string | null;
  extraGuestsAmount: number;
  lateCheckoutAmount: number;
  cancellationCharge: number | null;
}

export interface FolioLine {
  label: string;
  amount: number;
  /** A charge staff added ("charge-4"), which they may void; absent on the booking's own lines. */
  key?: string;
  chargeId?: number;
  at?: string;
  by?: string | null;
  /** Voided: kept in the account, struck out, counted nowhere. */
  voided?: VoidFacts;
}

/** Who voided a charge or a desk payment, when and why. */
export interface VoidFacts {
  at: string;
  by: string;
  reason: string;
}

/** A line that may have been voided (a staff charge, a desk payment). */
export interface VoidableAmount {
  amount: number;
  voidedAt?: Date | string | null;
}

/** The lines still counted: voided ones are kept but count nowhere. */
export const counted = <T extends VoidableAmount>(lines: readonly T[]): T[] =>
  lines.filter((line) => !line.voidedAt);

/**
 * The charges of a booking, lines that add up to what it charges: a confirmed stay as priced
 * (its rooms, extra guests, late check-out, less a promo discount, plus taxes: its total); a
 * cancelled one its late-cancellation charge; a booking awaiting payment or expired nothing.
 */
export function folioCharges(booking: FolioBookingFacts): FolioLine[] {
  if (booking.status === "cancelled") {
    return booking.cancellationCharge
      ? [{ label: "Late-cancellation charge", amount: booking.cancellationCharge }]
      : [];
  }
  if (booking.status !== "confirmed") return [];
  const extras = booking.extraGuestsAmount + booking.lateCheckoutAmount;
  // The rooms are what the total holds besides the other lines, so the lines add up to it.
  const rooms = booking.totalAmount - extras - booking.taxes + booking.discount;
  const nights = `${booking.roomCount} room${booking.roomCount === 1 ? "" : "s"} × ${booking.nights} night${booking.nights === 1 ? "" : "s"}`;
  const lines: FolioLine[] = [{ label: `Stay, ${nights}`, amount: rooms }];
  if (booking.extraGuestsAmount) {
    lines.push({ label: "Extra guests", amount: booking.extraGuestsAmount });
  }
  if (booking.lateCheckoutAmount) {
    lines.push({ label: "Late check-out", amount: booking.lateCheckoutAmount });
  }
  if (booking.discount) {
    lines.push({
      label: `Promo code ${booking.promoCode ?? "(deleted)"}`,
      amount: -booking.discount,
    });
  }
  if (booking.taxes) {
    lines.push({ label: `Taxes and fees (${booking.taxPercent}%)`, amount: booking.taxes });
  }
  return lines;
}

export const sumOf = (lines: readonly { amount: number }[]) =>
  lines.reduce((sum, line) => sum + line.amount, 0);

/**
 * The open balance: what the booking charges and staff added (voided charges left out) less
 * what was paid online and at the desk (voided payments left out); below 0 when the guest
 * paid more, a credit to give back.
 */
export function folioBalance(
  booking: FolioBookingFacts,
  online: readonly OnlinePaymentFacts[],
  atDesk: readonly VoidableAmount[],
  staffCharges: readonly VoidableAmount[] = [],
): number {
  return (
    sumOf(folioCharges(booking)) +
    sumOf(counted(staffCharges)) -
    paidOnline(online) -
    sumOf(counted(atDesk))
  );
}

export interface DeskPaymentDto {
  id: number;
  bookingId: number;
  amount: number;
  method: DeskPaymentMethod;
  methodName: string;
  reference: string | null;
  receivedBy: string;
  createdAt: string;
  voided: VoidFacts | null;
}

export interface StaffChargeDto {
  id: number;
  bookingId: number;
  description: string;
  quantity: number;
  unitAmount: number;
  amount: number;
  addedBy: string;
  createdAt: string;
  voided: VoidFacts | null;
}

/** One line of the account's payments: online (Pesapal), its refund, or at the desk. */
export interface FolioPaymentLine {
  /** Unique in the account: "online-3", "refund-3", "desk-7". */
  key: string;
  kind: "online" | "refund" | "desk";
  label: string;
  reference: string | null;
  amount: number;
  at: string;
  by: string | null;
  /** A desk payment's id (it may be voided). */
  deskPaymentId?: number;
  voided?: VoidFacts;
}

export interface FolioDto {
  charges: FolioLine[];
  charged: number;
  payments: FolioPaymentLine[];
  paid: number;
  /** What is left to pay (below 0: paid more than charged). */
  balance: number;
}

export interface CashUpLine {
  key: string;
  label: string;
  count: number;
  amount: number;
}

export interface CashUpDto {
  /** The hotel day (hotel time zone), YYYY-MM-DD. */
  date: string;
  dateLabel: string;
  count: number;
  total: number;
  byMethod: CashUpLine[];
  byStaff: CashUpLine[];
  payments: (DeskPaymentDto & { bookingReference: string; guest: string })[];
}
