/**
 * The stay a guest is looking for, as it travels in URLs (/rooms, /rooms/{id},
 * /booking): checkIn, checkOut, adults, children, rooms.
 */
import { hotelToday } from "~core/dates";
import { addDaysIso, isIsoDate } from "~core/pricing";
import { MAX_ADULTS, MAX_CHILDREN, MAX_ROOMS } from "~core/schemas/party-limits";

/** A party as the search holds it: any the hotel can take online (core/schemas/booking.ts). */
export interface PartyChoice {
  adults: number;
  children: number;
  rooms: number;
}

const within = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Number.isFinite(value) ? Math.trunc(value) : min));

/** The party of a URL held within what the pickers offer (and the server accepts). */
export function partyChoice(party: Partial<PartyChoice> = {}): PartyChoice {
  return {
    adults: within(party.adults ?? 1, 1, MAX_ADULTS),
    children: within(party.children ?? 0, 0, MAX_CHILDREN),
    rooms: within(party.rooms ?? 1, 1, MAX_ROOMS),
  };
}

/** `guests=2-1` (old links and the search form before this picker): adults and children. */
export function parseGuestOption(
  value: string | null,
): { adults: number; children: number } | null {
  const match = value ? /^(\d{1,2})-(\d{1,2})$/.exec(value) : null;
  if (!match) return null;
  return { adults: Number(match[1]), children: Number(match[2]) };
}

/**
 * A date as it came in a URL, read with the server's own check (core/pricing.ts
 * isIsoDate): a real YYYY-MM-DD day, or "" for anything else ("20/12/2026",
 * "2026-12-32", "garbage"), so a control shows no date rather than throwing.
 */
export function urlDate(value: string | null | undefined): string {
  return typeof value === "string" && isIsoDate(value) ? value : "";
}

export interface StayQuery {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  rooms: number;
}

export function stayQueryString(stay: StayQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (stay.checkIn) params.set("checkIn", stay.checkIn);
  if (stay.checkOut) params.set("checkOut", stay.checkOut);
  params.set("adults", String(stay.adults));
  params.set("children", String(stay.children));
  params.set("rooms", String(stay.rooms));
  return params.toString();
}

/** Check-in minimum is today (hotel time); check-out minimum the check-in date, or tomorrow. */
export function dateLimits(checkIn: string) {
  const today = hotelToday();
  return { checkInMin: today, checkOutMin: checkIn || addDaysIso(today, 1) };
}
