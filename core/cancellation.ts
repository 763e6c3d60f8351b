/**
 * The hotel's cancellation policy (site settings `cancellationPolicy`) applied to one
 * booking: until when it is free to cancel or change, and what a later cancellation
 * costs. The booking page, the cancel and change commands and the /cancellation-policy
 * text all read it from here, so what a guest is told is what they are charged.
 */
import { TZDate } from "@date-fns/tz";
import { hotelTimeZone, hotelToday } from "./dates";
import { addDaysIso, taxesOn } from "./pricing";

export interface CancellationPolicy {
  /** Free cancellation (and online changes) until this many days before the arrival date. */
  freeCancellationDays: number;
  /** Charged after the deadline: this many nights of the room rate per room, with taxes. */
  lateCancellationNights: number;
}

export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = {
  freeCancellationDays: 2,
  lateCancellationNights: 1,
};

/** The instant of a hotel-time date and HH:MM time (in the zone of the settings). */
export function hotelInstant(date: string, time: string): Date {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Date(new TZDate(year, month - 1, day, hours, minutes, hotelTimeZone()).getTime());
}

/** Why a guest cannot cancel or change online (the pages show their own translation). */
export type ManageBlock =
  | "ended"
  | "awaitingPayment"
  | "arrived"
  | "afterDeadline"
  | "refundNeedsHotel"
  /** A card payment already refunded once (Pesapal refunds each payment once). */
  | "refundedOnce";

export interface BookingForPolicy {
  checkIn: string;
  nightlyRate: number;
  /** Each night's rate as charged; without it every night costs nightlyRate. */
  nightRates?: { date: string; rate: number }[] | null;
  roomCount: number;
  nights: number;
  taxPercent: number;
  totalAmount: number;
  /**
   * What a promo code took off the rooms of the whole stay (KSh; 0 or absent: none). The
   * charged nights carry their share of it, as the guest booked them.
   */
  discount?: number;
}

export interface PolicyTerms {
  /** The last moment of free cancellation (hotel time, at check-in time). */
  freeUntil: Date;
  /** Before `freeUntil`: cancelling costs nothing and the stay can be changed online. */
  free: boolean;
  /** The arrival day has not begun: the guest may still cancel online. */
  canCancel: boolean;
  /** Online changes are open (before the free-cancellation deadline). */
  canChange: boolean;
  /** What cancelling now costs (KSh, taxes included; never more than the total). */
  charge: number;
  /** What a cancellation after the deadline costs. */
  lateCharge: number;
}

/**
 * The late-cancellation charge of a booking: N nights of every room as booked, that is at
 * the rates they were charged, less their share of a promo code's discount (in proportion
 * to what they cost, rounded half up), with taxes on what remains, as the booking's total
 * taxed it. Charging every night gives the rooms' part of the total exactly.
 */
export function lateCancellationCharge(
  booking: BookingForPolicy,
  policy: CancellationPolicy,
): number {
  const nights = Math.min(policy.lateCancellationNights, booking.nights);
  // Each night of the stay, at what it was charged.
  const rates = booking.nightRates
    ? booking.nightRates.map((night) => night.rate)
    : Array.from({ length: booking.nights }, () => booking.nightlyRate);
  const sum = (values: number[]) => values.reduce((total, rate) => total + rate, 0);
  const allRooms = sum(rates) * booking.roomCount;
  const rooms = sum(rates.slice(0, nights)) * booking.roomCount;
  const discount = Math.max(0, Math.min(allRooms, booking.discount ?? 0));
  const share = allRooms > 0 ? Math.floor((2 * discount * rooms + allRooms) / (2 * allRooms)) : 0;
  const booked = rooms - Math.min(rooms, share);
  return Math.min(booking.totalAmount, booked + taxesOn(booked, booking.taxPercent));
}

export function policyTerms(
  booking: BookingForPolicy,
  policy: CancellationPolicy,
  checkInTime: string,
  now: Date = new Date(),
): PolicyTerms {
  const freeUntil = hotelInstant(
    addDaysIso(booking.checkIn, -policy.freeCancellationDays),
    checkInTime,
  );
  const free = now.getTime() < freeUntil.getTime();
  const lateCharge = lateCancellationCharge(booking, policy);
  return {
    freeUntil,
    free,
    canCancel: hotelToday(now) < booking.checkIn,
    canChange: free,
    charge: free ? 0 : lateCharge,
    lateCharge,
  };
}

/** A completed online payment that can still be refunded. */
export interface RefundablePayment {
  id: number;
  amount: number;
  paymentMethod: string | null;
}

/** Pesapal refunds mobile money in full only. */
export const isMobileMoney = (method: string | null) =>
  /m-?pesa|airtel|mtn|t-?kash|equitel|mobile/i.test(method ?? "");

/**
 * Which payments pay back `amount`: whole payments first (mobile money can only be
 * refunded whole), then a part of one card payment. Null when no combination works,
 * e.g. a part of a mobile-money payment.
 */
export function refundPlan(
  payments: readonly RefundablePayment[],
  amount: number,
): { id: number; amount: number }[] | null {
  if (amount <= 0) return [];
  const plan: { id: number; amount: number }[] = [];
  let left = amount;
  // Mobile money first, largest first, while it fits whole; then cards.
  const order = [...payments].sort(
    (a, b) =>
      Number(isMobileMoney(b.paymentMethod)) - Number(isMobileMoney(a.paymentMethod)) ||
      b.amount - a.amount,
  );
  const used = new Set<number>();
  for (const payment of order) {
    if (payment.amount <= left) {
      plan.push({ id: payment.id, amount: payment.amount });
      used.add(payment.id);
      left -= payment.amount;
    }
    if (left === 0) return plan;
  }
  const card = order.find(
    (p) => !used.has(p.id) && !isMobileMoney(p.paymentMethod) && p.amount > left,
  );
  if (!card) return null;
  plan.push({ id: card.id, amount: left });
  return plan;
}

/** What cancelling a stay not yet booked would cost, as GET /api/quote and /booking tell it. */
export interface StayCancellationTerms {
  /** Free cancellation until (ISO instant, check-in time in the hotel's zone). */
  freeUntil: string;
  /** Booked now, the stay could be cancelled free of charge until `freeUntil`. */
  free: boolean;
  /** What cancelling right after booking costs (0 while free; KSh, taxes included). */
  charge: number;
  /** What a cancellation after `freeUntil` costs (0: always free until arrival). */
  lateCharge: number;
}

/**
 * The terms a stay would be booked under: policyTerms of the booking its quote would
 * make (the same nights, rooms, taxes and total), at `now`.
 */
export function stayCancellationTerms(
  stay: {
    checkIn: string;
    nightlyRate: number;
    nightRates: { date: string; rate: number }[];
    roomCount: number;
    nights: number;
    taxPercent: number;
    total: number;
    /** The promo code's discount on the rooms, as the quote took it off. */
    discount?: number;
  },
  policy: CancellationPolicy,
  checkInTime: string,
  now: Date = new Date(),
): StayCancellationTerms {
  const terms = policyTerms({ ...stay, totalAmount: stay.total }, policy, checkInTime, now);
  return {
    freeUntil: terms.freeUntil.toISOString(),
    free: terms.free,
    charge: terms.charge,
    lateCharge: terms.lateCharge,
  };
}
