/**
 * The stay a guest is looking for, as it travels in URLs (/rooms, /rooms/{id},
 * /booking): checkIn, checkOut, adults, children, rooms.
 */
import { hotelToday } from "~core/dates";
import { addDaysIso, isIsoDate } from "~core/pricing";

export const GUEST_OPTIONS = ["1-0", "2-0", "2-1", "2-2"] as const;
export type GuestOption = (typeof GUEST_OPTIONS)[number];
export const ROOM_OPTIONS = ["1", "2", "3", "4"] as const;

export function guestOption(adults: number, children: number): GuestOption {
  const exact = `${adults}-${children}`;
  if ((GUEST_OPTIONS as readonly string[]).includes(exact)) return exact as GuestOption;
  if (children >= 2) return "2-2";
  if (children === 1) return "2-1";
  return adults >= 2 ? "2-0" : "1-0";
}

export function parseGuestOption(
  value: string | null,
): { adults: number; children: number } | null {
  if (!value || !(GUEST_OPTIONS as readonly string[]).includes(value)) return null;
  const [adults = 1, children = 0] = value.split("-").map(Number);
  return { adults, children };
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
