import { addDaysIso } from "~core/pricing";
import type { RoomAvailabilityDto } from "~core/types";

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
