/** Reads the stay in a URL on the server (loaders): the shared zod schema validates it. */
import { hotelToday } from "~core/dates";
import { addDaysIso, isIsoDate, nightsBetween } from "~core/pricing";
import {
  BOOKING_HORIZON_DAYS,
  MAX_NIGHTS,
  type StaySearch,
  StaySearchSchema,
} from "~core/schemas/booking";
import { parseGuestOption, type StayQuery } from "./search-params";

/**
 * Why a stay in a URL cannot be searched, each with its own message on the page
 * (booking.json search.errors): never "dates missing" for dates that are there.
 */
export type StayQueryError =
  | "missingDates"
  | "badDate"
  | "invalidRange"
  | "past"
  | "horizon"
  | "tooLong"
  | "rooms"
  | "adults"
  | "children";

/**
 * Reads a stay from URL parameters. `guests=2-1` (the search form without
 * JavaScript) stands for adults and children. `search` is the validated stay when
 * both dates are there and valid; `error` the first message when they are not.
 */
export function readStayQuery(
  params: URLSearchParams,
  today: string = hotelToday(),
): {
  query: StayQuery;
  search: StaySearch | null;
  error: StayQueryError | null;
} {
  const fromGuests = parseGuestOption(params.get("guests"));
  const raw = {
    checkIn: params.get("checkIn") ?? "",
    checkOut: params.get("checkOut") ?? "",
    adults: params.get("adults") ?? fromGuests?.adults ?? 1,
    children: params.get("children") ?? fromGuests?.children ?? 0,
    rooms: params.get("rooms") ?? params.get("roomCount") ?? 1,
  };
  const toCount = (value: unknown, fallback: number) => {
    const n = Number(value);
    return Number.isInteger(n) && n >= 0 ? n : fallback;
  };
  const query: StayQuery = {
    checkIn: raw.checkIn,
    checkOut: raw.checkOut,
    adults: Math.max(1, toCount(raw.adults, 1)),
    children: toCount(raw.children, 0),
    rooms: Math.max(1, toCount(raw.rooms, 1)),
  };
  if (!raw.checkIn && !raw.checkOut) return { query, search: null, error: null };
  const fail = (error: StayQueryError) => ({ query, search: null, error });
  if (!raw.checkIn || !raw.checkOut) return fail("missingDates");
  if (!isIsoDate(raw.checkIn) || !isIsoDate(raw.checkOut)) return fail("badDate");
  if (nightsBetween(raw.checkIn, raw.checkOut) <= 0) return fail("invalidRange");
  if (raw.checkIn < today) return fail("past");
  if (raw.checkIn > addDaysIso(today, BOOKING_HORIZON_DAYS)) return fail("horizon");
  if (nightsBetween(raw.checkIn, raw.checkOut) > MAX_NIGHTS) return fail("tooLong");
  const parsed = StaySearchSchema.safeParse(raw);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "");
    return fail(
      field === "rooms" || field === "adults" || field === "children" ? field : "badDate",
    );
  }
  return { query, search: parsed.data, error: null };
}
