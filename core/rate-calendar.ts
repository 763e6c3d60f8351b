/**
 * The rate calendar as the price engine reads it: for each night of a room type, its four
 * rates (the base rates unless staff set others) and how it may be sold. Pure, shared by the
 * server (quotes, bookings, search) and the pages (the booking form's live quote).
 *
 * Restrictions of a stay, checked in this order:
 * - closed to arrival on the check-in date;
 * - closed (stop-sell) on any night stayed;
 * - closed to departure on the check-out date;
 * - the longest minimum stay of any night stayed ("minimum stay through");
 * - the shortest maximum stay of any night stayed.
 */
import { addDaysIso, type StayRates, stayNights } from "./pricing";
import type { RoomRatesDto } from "./types";

export interface NightRules {
  date: string;
  rates: RoomRatesDto;
  minStay: number | null;
  maxStay: number | null;
  closed: boolean;
  closedToArrival: boolean;
  closedToDeparture: boolean;
}

/** A stored night (a room_rates row): null rates fall back to the base rates. */
export interface NightOverride {
  night: string;
  singleBedOnly: number | null;
  singleBreakfast: number | null;
  doubleBedOnly: number | null;
  doubleBreakfast: number | null;
  minStay: number | null;
  maxStay: number | null;
  closed: boolean;
  closedToArrival: boolean;
  closedToDeparture: boolean;
}

export type StayRestriction =
  | { kind: "closedToArrival"; date: string }
  | { kind: "closed"; date: string }
  | { kind: "closedToDeparture"; date: string }
  | { kind: "minStay"; nights: number }
  | { kind: "maxStay"; nights: number };

/** One room type's nights: the base rates and the nights staff changed. */
export class RateCalendar {
  private readonly byNight: Map<string, NightOverride>;

  constructor(
    readonly base: RoomRatesDto,
    overrides: Iterable<NightOverride> = [],
  ) {
    this.byNight = new Map([...overrides].map((row) => [row.night, row]));
  }

  night(date: string): NightRules {
    const row = this.byNight.get(date);
    if (!row) {
      return {
        date,
        rates: this.base,
        minStay: null,
        maxStay: null,
        closed: false,
        closedToArrival: false,
        closedToDeparture: false,
      };
    }
    return {
      date,
      rates: {
        singleBedOnly: row.singleBedOnly ?? this.base.singleBedOnly,
        singleBreakfast: row.singleBreakfast ?? this.base.singleBreakfast,
        doubleBedOnly: row.doubleBedOnly ?? this.base.doubleBedOnly,
        doubleBreakfast: row.doubleBreakfast ?? this.base.doubleBreakfast,
      },
      minStay: row.minStay,
      maxStay: row.maxStay,
      closed: row.closed,
      closedToArrival: row.closedToArrival,
      closedToDeparture: row.closedToDeparture,
    };
  }

  /** The rates the price engine reads (core/pricing.ts quoteStay). */
  get rates(): StayRates {
    return (date: string) => this.night(date).rates;
  }

  /** Each kind of rate averaged over a stay's nights, rounded half up (one figure per night). */
  averageRates(checkIn: string, checkOut: string): RoomRatesDto {
    const nights = stayNights(checkIn, checkOut).map((date) => this.night(date).rates);
    if (nights.length === 0) return this.base;
    const mean = (pick: (rates: RoomRatesDto) => number) =>
      Math.floor(
        (nights.reduce((sum, rates) => sum + pick(rates), 0) * 2 + nights.length) /
          (2 * nights.length),
      );
    return {
      singleBedOnly: mean((rates) => rates.singleBedOnly),
      singleBreakfast: mean((rates) => rates.singleBreakfast),
      doubleBedOnly: mean((rates) => rates.doubleBedOnly),
      doubleBreakfast: mean((rates) => rates.doubleBreakfast),
    };
  }

  /** Why a stay cannot be sold, or null when every rule allows it. */
  restriction(checkIn: string, checkOut: string): StayRestriction | null {
    return stayRestriction((date) => this.night(date), checkIn, checkOut);
  }
}

export function stayRestriction(
  night: (date: string) => NightRules,
  checkIn: string,
  checkOut: string,
): StayRestriction | null {
  const dates = stayNights(checkIn, checkOut);
  if (dates.length === 0) return null;
  if (night(checkIn).closedToArrival) return { kind: "closedToArrival", date: checkIn };
  const stayed = dates.map(night);
  const closed = stayed.find((rules) => rules.closed);
  if (closed) return { kind: "closed", date: closed.date };
  if (night(checkOut).closedToDeparture) return { kind: "closedToDeparture", date: checkOut };
  const minStay = Math.max(0, ...stayed.map((rules) => rules.minStay ?? 0));
  if (dates.length < minStay) return { kind: "minStay", nights: minStay };
  const limits = stayed.flatMap((rules) => (rules.maxStay === null ? [] : [rules.maxStay]));
  const maxStay = limits.length > 0 ? Math.min(...limits) : null;
  if (maxStay !== null && dates.length > maxStay) return { kind: "maxStay", nights: maxStay };
  return null;
}

const englishDay = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});

/** "24 December": a YYYY-MM-DD date in the API's English messages. */
function dayName(date: string): string {
  return englishDay.format(new Date(`${date}T00:00:00Z`));
}

/** The API's English message of a restriction (the pages show their own translation). */
export function restrictionMessage(restriction: StayRestriction): string {
  switch (restriction.kind) {
    case "closedToArrival":
      return `Closed for arrival on ${dayName(restriction.date)}`;
    case "closed":
      return `Not available on the night of ${dayName(restriction.date)}`;
    case "closedToDeparture":
      return `Closed for departure on ${dayName(restriction.date)}`;
    case "minStay":
      return `Minimum stay ${restriction.nights} nights for these dates`;
    case "maxStay":
      return `Maximum stay ${restriction.nights} nights for these dates`;
  }
}

/**
 * The nearest stay that the rules allow, as the guest asked for it as closely as
 * possible: first the same arrival lengthened to a minimum stay, then arrivals moved
 * one day later or earlier at a time (up to `reach` days), each with the asked length
 * (or the minimum stay of those dates). `allowed` adds the checks the caller knows of
 * (rooms free, dates on sale); null when nothing within reach works.
 */
export function nearestAllowedStay(
  calendar: Pick<RateCalendar, "restriction">,
  checkIn: string,
  checkOut: string,
  options: {
    reach?: number;
    earliest: string;
    allowed?: (checkIn: string, checkOut: string) => boolean;
  },
): { checkIn: string; checkOut: string } | null {
  const length = stayNights(checkIn, checkOut).length;
  if (length === 0) return null;
  const reach = options.reach ?? 30;
  const works = (from: string, nights: number) => {
    if (from < options.earliest) return null;
    const to = addDaysIso(from, nights);
    const found = calendar.restriction(from, to);
    if (found?.kind === "minStay" && found.nights > nights) {
      return works(from, found.nights);
    }
    if (found) return null;
    if (options.allowed && !options.allowed(from, to)) return null;
    return { checkIn: from, checkOut: to };
  };
  const same = works(checkIn, length);
  if (same) return same;
  for (let offset = 1; offset <= reach; offset++) {
    for (const from of [addDaysIso(checkIn, offset), addDaysIso(checkIn, -offset)]) {
      const found = works(from, length);
      if (found) return found;
    }
  }
  return null;
}
