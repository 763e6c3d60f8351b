/**
 * The one price engine, shared by the pages, the booking form
 * and the server. Pure integer arithmetic in whole KSh: the browser shows a quote,
 * the server recomputes it from the database and refuses a booking whose total differs.
 */
import { addDays, differenceInCalendarDays, formatISO, isValid, parseISO } from "date-fns";
import type { RoomRatesDto } from "./types";

export interface PricingPolicy {
  /** KSh per extra guest, charged once per stay. */
  extraGuestCharge: number;
  maxExtraGuests: number;
  /** KSh for late check-out, once per stay. */
  lateCheckoutCharge: number;
  /** Taxes and fees, percent of the subtotal. */
  taxPercent: number;
}

export interface StayOptions {
  checkIn: string;
  checkOut: string;
  roomCount: number;
  includeBreakfast: boolean;
  isDoubleOccupancy: boolean;
  extraGuests: number;
  needsLateCheckout: boolean;
}

/** What one night costs one room, as quoted (the rate calendar's rate for the party). */
export interface NightRate {
  date: string;
  rate: number;
}

export interface Quote {
  nights: number;
  roomCount: number;
  /** The average rate of a room per night, rounded half up (the nights may differ). */
  nightlyRate: number;
  /** Each night's rate for one room, check-in first. */
  nightRates: NightRate[];
  /** The sum of the night rates x roomCount */
  roomsTotal: number;
  extraGuests: number;
  extraGuestsTotal: number;
  lateCheckoutTotal: number;
  /** Rooms and surcharges, before any discount. */
  subtotal: number;
  /** What a promo code takes off the rooms (never more than the rooms total). */
  discount: number;
  taxPercent: number;
  /** taxPercent of (subtotal - discount). */
  taxes: number;
  total: number;
}

/** A promo code's terms as the price engine needs them (the server checks the rest). */
export interface DiscountTerms {
  kind: "percent" | "amount";
  value: number;
}

/**
 * The rates of each night: one set for every night (a room type's base rates), or a
 * function giving each night's rates (the rate calendar, core/rate-calendar.ts).
 */
export type StayRates = RoomRatesDto | ((date: string) => RoomRatesDto);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date written YYYY-MM-DD that exists (no 2025-02-30). */
export function isIsoDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const parsed = parseISO(value);
  return isValid(parsed) && value === formatIsoDate(parsed);
}

// formatISO, not format: format brings a whole locale into every page's bundle.
function formatIsoDate(date: Date): string {
  return formatISO(date, { representation: "date" });
}

/**
 * Nights between two YYYY-MM-DD dates: the ceiling of the day difference. Dates
 * carry no time, so the calendar difference is already whole; 0 or less means
 * the range is invalid.
 */
export function nightsBetween(checkIn: string, checkOut: string): number {
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut)) return 0;
  return Math.ceil(differenceInCalendarDays(parseISO(checkOut), parseISO(checkIn)));
}

/** The nightly rate for an occupancy and meal choice. */
export function nightlyRate(
  rates: RoomRatesDto,
  choice: { isDoubleOccupancy: boolean; includeBreakfast: boolean },
): number {
  if (choice.isDoubleOccupancy) {
    return choice.includeBreakfast ? rates.doubleBreakfast : rates.doubleBedOnly;
  }
  return choice.includeBreakfast ? rates.singleBreakfast : rates.singleBedOnly;
}

/** Taxes on a subtotal, rounded half up to whole shillings. */
export function taxesOn(subtotal: number, taxPercent: number): number {
  return Math.floor((subtotal * taxPercent + 50) / 100);
}

export class QuoteError extends Error {}

/** What a promo code takes off a rooms total: a percentage rounded half up, or an amount. */
export function discountOn(roomsTotal: number, terms: DiscountTerms | null | undefined): number {
  if (!terms) return 0;
  const off =
    terms.kind === "percent" ? Math.floor((roomsTotal * terms.value + 50) / 100) : terms.value;
  return Math.max(0, Math.min(roomsTotal, off));
}

/**
 * Each night's rate for the party's occupancy and meal choice, summed over the nights
 * and rooms; plus extra guests and late check-out; minus a promo code's discount on
 * the rooms; taxes are taxPercent of what remains; total = subtotal - discount + taxes.
 */
export function quoteStay(
  rates: StayRates,
  stay: StayOptions,
  policy: PricingPolicy,
  discount?: DiscountTerms | null,
): Quote {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  if (nights <= 0) throw new QuoteError("Check-out date must be after check-in date.");
  if (!Number.isInteger(stay.roomCount) || stay.roomCount < 1) {
    throw new QuoteError("At least one room is needed.");
  }
  if (
    !Number.isInteger(stay.extraGuests) ||
    stay.extraGuests < 0 ||
    stay.extraGuests > policy.maxExtraGuests
  ) {
    throw new QuoteError(`Extra guests must be between 0 and ${policy.maxExtraGuests}.`);
  }
  const ratesOf = typeof rates === "function" ? rates : () => rates;
  const nightRates = stayNights(stay.checkIn, stay.checkOut).map((date) => ({
    date,
    rate: nightlyRate(ratesOf(date), stay),
  }));
  const perRoom = nightRates.reduce((sum, night) => sum + night.rate, 0);
  const roomsTotal = perRoom * stay.roomCount;
  const extraGuestsTotal = policy.extraGuestCharge * stay.extraGuests;
  const lateCheckoutTotal = stay.needsLateCheckout ? policy.lateCheckoutCharge : 0;
  const subtotal = roomsTotal + extraGuestsTotal + lateCheckoutTotal;
  const off = discountOn(roomsTotal, discount);
  const taxes = taxesOn(subtotal - off, policy.taxPercent);
  return {
    nights,
    roomCount: stay.roomCount,
    nightlyRate: Math.floor((perRoom * 2 + nights) / (2 * nights)),
    nightRates,
    roomsTotal,
    extraGuests: stay.extraGuests,
    extraGuestsTotal,
    lateCheckoutTotal,
    subtotal,
    discount: off,
    taxPercent: policy.taxPercent,
    taxes,
    total: subtotal - off + taxes,
  };
}

/** What the rooms of a stored booking cost: its subtotal without the surcharges. */
export function storedRoomsTotal(booking: {
  subtotal: number;
  extraGuestsAmount: number;
  lateCheckoutAmount: number;
}): number {
  return booking.subtotal - booking.extraGuestsAmount - booking.lateCheckoutAmount;
}

/** The nights of a stay as YYYY-MM-DD, check-in included, check-out excluded. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const count = nightsBetween(checkIn, checkOut);
  const start = parseISO(checkIn);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    out.push(formatIsoDate(addDays(start, i)));
  }
  return out;
}

/** Adds days to a YYYY-MM-DD date. */
export function addDaysIso(date: string, days: number): string {
  return formatIsoDate(addDays(parseISO(date), days));
}
