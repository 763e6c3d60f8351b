import { addDaysIso, stayNights } from "~core/pricing";
import { type StayRestriction, stayRestriction } from "~core/rate-calendar";
import type { CalendarNightDto, RoomAvailabilityDto } from "~core/types";

/** How one day of the availability calendar reads. */
export type NightState = "past" | "unknown" | "full" | "few" | "free";

/** Nights with this many rooms left or fewer are marked "few". */
export const FEW_ROOMS = 2;

/** "2026-07-20" as the first day of its month, "2026-07-01". */
const monthOf = (iso: string) => `${iso.slice(0, 7)}-01`;

/**
 * The months the guest may browse: from the month of the first night the data covers to
 * the month of its last night (the API's `to` is exclusive), no more and no fewer.
 */
export function availabilityMonths(data: Pick<RoomAvailabilityDto, "from" | "to">): {
  first: string;
  last: string;
  count: number;
} {
  const first = monthOf(data.from);
  const last = monthOf(addDaysIso(data.to, -1));
  const [fy = 0, fm = 0] = first.split("-").map(Number);
  const [ly = 0, lm = 0] = last.split("-").map(Number);
  return { first, last, count: (ly - fy) * 12 + (lm - fm) + 1 };
}

/**
 * One day of the calendar: before today it is past (not bookable, shown disabled); a day
 * the data does not cover is unknown (also disabled), never shown as free.
 */
export function nightState(
  iso: string,
  today: string,
  available: ReadonlyMap<string, number>,
): NightState {
  if (iso < today) return "past";
  const left = available.get(iso);
  if (left === undefined) return "unknown";
  if (left === 0) return "full";
  return left <= FEW_ROOMS ? "few" : "free";
}

/** Why a stay chosen in the price calendar cannot be booked: a rule, or a night sold out or unknown. */
export type CalendarRefusal =
  | StayRestriction
  | { kind: "full"; date: string }
  | { kind: "unknown"; date: string };

const openNight = (date: string): Omit<CalendarNightDto, "available" | "rate" | "rates"> => ({
  date,
  minStay: null,
  maxStay: null,
  closed: false,
  closedToArrival: false,
  closedToDeparture: false,
});

/**
 * Whether a day can be a check-in: null when it can, else why not (past and unknown days
 * are not offered at all; a full or closed night, or a day closed to arrival, is refused).
 */
export function arrivalRefusal(
  date: string,
  today: string,
  nights: ReadonlyMap<string, CalendarNightDto>,
): CalendarRefusal | null {
  const night = nights.get(date);
  if (date < today || !night) return { kind: "unknown", date };
  if (night.closedToArrival) return { kind: "closedToArrival", date };
  if (night.closed) return { kind: "closed", date };
  if (night.available === 0) return { kind: "full", date };
  return null;
}

/**
 * Why a stay cannot be booked, by the rules the booking applies (core/rate-calendar.ts,
 * in its order) and then the rooms left each night; null when it can. The check-out date
 * may lie one day past the data (its rules are then the open ones).
 */
export function stayRefusal(
  checkIn: string,
  checkOut: string,
  today: string,
  nights: ReadonlyMap<string, CalendarNightDto>,
): CalendarRefusal | null {
  const arrival = arrivalRefusal(checkIn, today, nights);
  if (arrival) return arrival;
  const rule = stayRestriction(
    (date) => {
      const night = nights.get(date);
      return night ? { ...night } : { ...openNight(date), rates: emptyRates };
    },
    checkIn,
    checkOut,
  );
  if (rule) return rule;
  for (const date of stayNights(checkIn, checkOut)) {
    const night = nights.get(date);
    if (!night) return { kind: "unknown", date };
    if (night.available === 0) return { kind: "full", date };
  }
  return null;
}

const emptyRates = { singleBedOnly: 0, singleBreakfast: 0, doubleBedOnly: 0, doubleBreakfast: 0 };

/** The "from" price of a stay: each night's single bed-only rate summed. */
export function stayFromPrice(
  checkIn: string,
  checkOut: string,
  nights: ReadonlyMap<string, CalendarNightDto>,
): number {
  return stayNights(checkIn, checkOut).reduce(
    (sum, date) => sum + (nights.get(date)?.rate ?? 0),
    0,
  );
}
