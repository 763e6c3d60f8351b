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

export interface Quote {
  nights: number;
  roomCount: number;
  nightlyRate: number;
  /** nightlyRate x nights x roomCount */
  roomsTotal: number;
  extraGuests: number;
  extraGuestsTotal: number;
  lateCheckoutTotal: number;
  subtotal: number;
  taxPercent: number;
  taxes: number;
  total: number;
}

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

/**
 * Subtotal = rate x nights x rooms + extra guests + late check-out; taxes and fees
 * are taxPercent of the subtotal; total = subtotal + taxes.
 */
export function quoteStay(rates: RoomRatesDto, stay: StayOptions, policy: PricingPolicy): Quote {
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
  const rate = nightlyRate(rates, stay);
  const roomsTotal = rate * nights * stay.roomCount;
  const extraGuestsTotal = policy.extraGuestCharge * stay.extraGuests;
  const lateCheckoutTotal = stay.needsLateCheckout ? policy.lateCheckoutCharge : 0;
  const subtotal = roomsTotal + extraGuestsTotal + lateCheckoutTotal;
  const taxes = taxesOn(subtotal, policy.taxPercent);
  return {
    nights,
    roomCount: stay.roomCount,
    nightlyRate: rate,
    roomsTotal,
    extraGuests: stay.extraGuests,
    extraGuestsTotal,
    lateCheckoutTotal,
    subtotal,
    taxPercent: policy.taxPercent,
    taxes,
    total: subtotal + taxes,
  };
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
