/** Reads the stay in a URL on the server (loaders): the shared zod schema validates it. */
import { type StaySearch, StaySearchSchema } from "../../../core/schemas/booking";
import { parseGuestOption, type StayQuery } from "./search-params";

/**
 * Reads a stay from URL parameters. `guests=2-1` (the search form without
 * JavaScript) stands for adults and children. `search` is the validated stay when
 * both dates are there and valid; `error` the first message when they are not.
 */
export function readStayQuery(params: URLSearchParams): {
  query: StayQuery;
  search: StaySearch | null;
  error: string | null;
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
  if (!raw.checkIn || !raw.checkOut) return { query, search: null, error: null };
  const parsed = StaySearchSchema.safeParse(raw);
  if (!parsed.success) {
    return { query, search: null, error: parsed.error.issues[0]?.message ?? "Invalid dates" };
  }
  return { query, search: parsed.data, error: null };
}
