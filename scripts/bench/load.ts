/**
 * The load runs (autocannon, programmatic): the availability search with rotating
 * stays, the 12-month price calendar of each room type, and bookings of single rooms on many dates and room types, each body priced
 * with the shared engine so the server accepts it.
 */
import autocannon from "autocannon";
import { hotelToday } from "~core/dates";
import { addDaysIso, type PricingPolicy, quoteStay } from "~core/pricing";
import type { RoomTypeDto } from "~core/types";
import { HORIZON_NIGHTS } from "./fill";

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
}

export interface LoadStats {
  connections: number;
  durationSeconds: number;
  responses: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  /** 2xx answers (200 for the search, 201 for a booking). */
  ok: number;
  /** 2xx answers per second. */
  okPerSecond: number;
  /** 409 {code: "unavailable"}: sold out, an expected answer under load. */
  unavailable: number;
  /** Anything else: other status codes, 409 price_changed, connection errors. */
  errors: number;
  /** Requests without an answer within autocannon's timeout (a symptom of overload, not an error answer). */
  timeouts: number;
  errorKinds: Record<string, number>;
  errorSamples: string[];
}

/** autocannon gives up on a request after this long (and counts a timeout). */
export const REQUEST_TIMEOUT_SECONDS = 10;

type Outcome = "ok" | "unavailable" | string;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Runs autocannon with one dynamic request; classify() names the outcome of each
 * answer. Latencies of every answer (not only 2xx) go into the percentiles.
 */
export async function run(
  options: LoadOptions,
  request: autocannon.Request,
  classify: (status: number, body: string) => Outcome,
): Promise<LoadStats> {
  const kinds: Record<string, number> = {};
  const samples: string[] = [];
  let ok = 0;
  let unavailable = 0;
  const latencies: number[] = [];
  let finish: (error: unknown, result: autocannon.Result) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = (error, result) => (error ? reject(error) : resolve(result));
  });
  const instance = autocannon(
    {
      url: options.url,
      connections: options.connections,
      duration: options.duration,
      requests: [
        {
          ...request,
          onResponse(status, body) {
            const outcome = classify(status, body);
            if (outcome === "ok") ok++;
            else if (outcome === "unavailable") unavailable++;
            else {
              kinds[outcome] = (kinds[outcome] ?? 0) + 1;
              if (samples.length < 5) samples.push(`${status} ${body.slice(0, 200)}`);
            }
          },
        },
      ],
    },
    (error, result) => finish(error, result),
  );
  instance.on("response", (_client, _status, _bytes, responseTime) => {
    latencies.push(responseTime);
  });
  const result = await done;
  const connectionErrors = result.errors - result.timeouts;
  if (connectionErrors > 0) kinds["connection error"] = connectionErrors;
  latencies.sort((a, b) => a - b);
  const errors = Object.values(kinds).reduce((sum, count) => sum + count, 0);
  const seconds = result.duration || options.duration;
  return {
    connections: options.connections,
    durationSeconds: round(seconds, 1),
    responses: latencies.length,
    requestsPerSecond: round(latencies.length / seconds, 1),
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1) ?? 0),
    },
    ok,
    okPerSecond: round(ok / seconds, 1),
    unavailable,
    errors,
    timeouts: result.timeouts,
    errorKinds: kinds,
    errorSamples: samples,
  };
}

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/** A stay of minNights..maxNights starting in the next year, ending within it. */
function randomStay(
  today: string,
  minNights: number,
  maxNights: number,
): { checkIn: string; checkOut: string } {
  const nights = randomInt(minNights, maxNights);
  const offset = randomInt(0, HORIZON_NIGHTS - nights);
  return { checkIn: addDaysIso(today, offset), checkOut: addDaysIso(today, offset + nights) };
}

/** A GET whose query names a stay of 1-7 nights on dates spread over the year, new each time. */
function datedGet(
  query: (stay: { checkIn: string; checkOut: string }) => string,
  headers?: Record<string, string>,
): autocannon.Request {
  const today = hotelToday();
  return {
    method: "GET",
    ...(headers ? { headers } : {}),
    setupRequest: (request) => ({ ...request, path: query(randomStay(today, 1, 7)) }),
  };
}

/** GET /api/rooms/available for 2 adults, one room, 1-7 nights on varied dates. */
export function runAvailability(options: LoadOptions): Promise<LoadStats> {
  return run(
    options,
    datedGet(
      ({ checkIn, checkOut }) =>
        `/api/rooms/available?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=0&rooms=1`,
    ),
    (status, body) => (status === 200 && body.startsWith("[") ? "ok" : `HTTP ${status}`),
  );
}

/** Connections of the dated room search: a few guests searching at once, not a crowd. */
export const SEARCH_CONNECTIONS = 10;

/**
 * The rooms page searched for dates (`/rooms?checkIn&checkOut&adults=2`), 1-7 nights on varied
 * dates: a page the page cache never keeps, rendered for every guest who searches.
 */
export function runDatedSearch(options: LoadOptions): Promise<LoadStats> {
  return run(
    options,
    datedGet(({ checkIn, checkOut }) => `/rooms?checkIn=${checkIn}&checkOut=${checkOut}&adults=2`, {
      "accept-encoding": "gzip",
      "accept-language": "en",
    }),
    (status) => (status === 200 ? "ok" : `HTTP ${status}`),
  );
}

/**
 * Connections of the price calendar run: its target is the time one answer takes (a
 * guest opening a room page), so requests go one after another, not in a crowd.
 */
export const CALENDAR_CONNECTIONS = 1;

/**
 * GET /api/rooms/{id}/availability with its default range, the next 12 months (the guests'
 * price calendar), for each room type in turn.
 */
export function runCalendar(options: LoadOptions, roomIds: number[]): Promise<LoadStats> {
  let next = 0;
  return run(
    options,
    {
      method: "GET",
      path: "/api/rooms/1/availability",
      setupRequest(request) {
        const id = roomIds[next++ % roomIds.length];
        return { ...request, path: `/api/rooms/${id}/availability` };
      },
    },
    (status, body) =>
      status === 200 && body.includes('"closedToArrival"') ? "ok" : `HTTP ${status}`,
  );
}

let guestNumber = 0;
/** Every booking made by the load runs has an e-mail address like load12@load.bench.example. */
export const LOAD_EMAIL_PREFIX = "load";
export const LOAD_EMAIL_DOMAIN = "@load.bench.example";

/** The body of POST /api/bookings for one room of a random type, 1-3 nights on a random date. */
export function bookingBody(rooms: RoomTypeDto[], policy: PricingPolicy, today: string): string {
  const room = rooms[randomInt(0, rooms.length - 1)]!;
  const { checkIn, checkOut } = randomStay(today, 1, 3);
  const stay = {
    checkIn,
    checkOut,
    roomCount: 1,
    includeBreakfast: false,
    isDoubleOccupancy: false,
    extraGuests: 0,
    needsLateCheckout: false,
  };
  const n = ++guestNumber;
  return JSON.stringify({
    firstName: "Load",
    lastName: "Tester",
    email: `${LOAD_EMAIL_PREFIX}${n}${LOAD_EMAIL_DOMAIN}`,
    phone: "+254712345678",
    address: "1 Beach Road",
    city: "Mombasa",
    country: "Kenya",
    specialRequests: "",
    includeBreakfast: false,
    isDoubleOccupancy: false,
    needsLateCheckout: false,
    extraGuests: 0,
    roomId: room.id,
    checkIn,
    checkOut,
    adults: 1,
    children: 0,
    roomCount: 1,
    totalAmount: quoteStay(room.rates, stay, policy).total,
  });
}

function bookingOutcome(status: number, body: string): Outcome {
  if (status === 201) return "ok";
  if (status === 409) {
    try {
      const code = (JSON.parse(body) as { code?: string }).code;
      return code === "unavailable" ? "unavailable" : `409 ${code ?? "?"}`;
    } catch {
      return "409 (not JSON)";
    }
  }
  return `HTTP ${status}`;
}

/** POST /api/bookings: single rooms on many dates and room types. */
export function runBookings(
  options: LoadOptions,
  rooms: RoomTypeDto[],
  policy: PricingPolicy,
): Promise<LoadStats> {
  const today = hotelToday();
  return run(
    options,
    {
      method: "POST",
      path: "/api/bookings",
      headers: { "content-type": "application/json" },
      setupRequest(request) {
        return { ...request, body: bookingBody(rooms, policy, today) };
      },
    },
    bookingOutcome,
  );
}
