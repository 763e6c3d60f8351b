/**
 * A fake eZee Absolute for tests and `npm run dev:fakes`: an HTTP server on
 * 127.0.0.1 speaking the parts of the provider's protocol the site uses:
 *
 * - GET  /booking/reservation_api/listing.php?request_type=RoomTypeList|RoomList|
 *        ProcessBooking|CancelBooking|ReadBooking (+ HotelCode, APIKey)
 * - POST /booking/reservation_api/listing.php?request_type=InsertBooking (BookingData
 *        as a urlencoded form field; GET with BookingData in the query works too)
 * - POST /pmsinterface/pms_connectivity.php `{RES_Request:{Request_Type:"RoomInfo",...}}`
 *
 * Quirks kept: listing.php errors come inside HTTP 200 bodies as
 * `{"Error Details":{Error_Code, Error_Message}}` (RoomList errors as the first
 * array element), PMS errors as `Errors.ErrorCode` ≠ "0", numbers mixed with
 * strings, 19-digit ids, `-1` when nothing is sellable, more than 30 nights refused
 * (NightsLimitExceeded), multi-night rates must be comma-separated per night
 * (InvalidData otherwise), and HTTP 429 with Retry-After over the rate limit.
 * RoomList carries date-keyed prices (tax exclusive and inclusive, the fake's tax
 * being `taxPercent`) and restrictions per rate plan, as the real answer does.
 *
 * Run alone: `npx tsx scripts/fakes/ezee.ts` (FAKE_EZEE_PORT, default 4020).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeEzeeRoomType {
  id: string;
  name: string;
  shortcode: string;
  baseAdults: number;
  maxAdults: number;
  /** Rooms of this type (the default availability of every night). */
  rooms: number;
}

export interface FakeEzeeRatePlan {
  ratePlanId: string;
  name: string;
  roomTypeId: string;
  rateTypeId: string;
  rateTypeName: string;
  /** Price per room and night. */
  rate: number;
}

export interface FakeEzeeOptions {
  port?: number;
  hotelCode?: string;
  apiKey?: string;
  roomTypes?: FakeEzeeRoomType[];
  ratePlans?: FakeEzeeRatePlan[];
  /** Requests allowed per window before HTTP 429 (default: no limit). */
  rateLimit?: { max: number; windowMs: number } | null;
  /** Seconds sent in Retry-After with a 429 (default 1). */
  retryAfterSeconds?: number;
  /** RoomList's currency_code (default KES). */
  currencyCode?: string;
  /** The property's tax on room rates in eZee (default 16), shown beside the exclusive price. */
  taxPercent?: number;
}

/** Restrictions of one rate plan on one night, as eZee's RoomList gives them. */
export interface FakeEzeeRestrictions {
  minNights: number;
  maxNights: number | null;
  stopSell: boolean;
  closeOnArrival: boolean;
  closeOnDeparture: boolean;
}

export type FakeEzeeFailure =
  /** HTTP 429 with Retry-After. */
  | "429"
  /** HTTP 500 with an HTML body. */
  | "http500"
  /** HTTP 200 with `Error Details` code 5 (retryable). */
  | "error"
  /** Never answers within the client's timeout (the socket is held for 30 s). */
  | "hang"
  /** A specific listing.php/PMS error code inside HTTP 200. */
  | { code: string; message?: string };

export interface FakeEzeeBooking {
  reservationNo: string;
  status: "Unconfirmed" | "Confirmed" | "Cancelled" | "Failed";
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  guestName: string;
  email: string;
  inventoryMode: string;
  /** The parsed BookingData as received. */
  data: Record<string, unknown>;
}

export interface FakeEzee {
  url: string;
  hotelCode: string;
  apiKey: string;
  roomTypes: FakeEzeeRoomType[];
  ratePlans: FakeEzeeRatePlan[];
  /** Rooms free for a room type and night (other channels sold the rest). */
  setAvailability(roomTypeId: string, date: string, count: number): void;
  availability(roomTypeId: string, date: string): number;
  /** A rate plan's price (tax exclusive) for one night, instead of its `rate`. */
  setRate(ratePlanId: string, date: string, rate: number): void;
  /** A rate plan's restrictions on one night (the rest stay as they were). */
  setRestrictions(ratePlanId: string, date: string, changes: Partial<FakeEzeeRestrictions>): void;
  /**
   * The next `times` requests of that type (e.g. "InsertBooking", "RoomInfo", "*") fail,
   * after `after` more of them succeeded (default 0).
   */
  failNext(requestType: string, failure: FakeEzeeFailure, times?: number, after?: number): void;
  /** Every booking received, in order. */
  bookings: FakeEzeeBooking[];
  /** Request types received, in order (no credentials kept). */
  requests: { type: string; method: string; at: number }[];
  requestCount(type: string): number;
  close(): Promise<void>;
}

const HOTEL = "1234";
/** 19-digit ids prefixed by the hotel code, as eZee's are (beyond 2^53). */
const id = (n: number) => `${HOTEL}${String(n).padStart(15, "0")}`;

export const DEFAULT_ROOM_TYPES: FakeEzeeRoomType[] = [
  { id: id(1), name: "Single Mini Room", shortcode: "SMR", baseAdults: 1, maxAdults: 1, rooms: 6 },
  {
    id: id(2),
    name: "Superior Mini Room",
    shortcode: "SUM",
    baseAdults: 1,
    maxAdults: 2,
    rooms: 10,
  },
  {
    id: id(3),
    name: "Superior Standard Room",
    shortcode: "SST",
    baseAdults: 2,
    maxAdults: 2,
    rooms: 12,
  },
  { id: id(4), name: "Deluxe Room", shortcode: "DLX", baseAdults: 2, maxAdults: 3, rooms: 8 },
  { id: id(5), name: "Super Deluxe Room", shortcode: "SDX", baseAdults: 2, maxAdults: 3, rooms: 4 },
];

const RATE_TYPES = [
  { id: id(101), name: "EP - Room Only" },
  { id: id(102), name: "CP - Bed and Breakfast" },
];

function defaultRatePlans(types: FakeEzeeRoomType[]): FakeEzeeRatePlan[] {
  return types.flatMap((type, i) =>
    RATE_TYPES.map((rateType, j) => ({
      ratePlanId: id(200 + i * 10 + j),
      name: `${type.name} ${j === 0 ? "Room Only" : "Bed and Breakfast"}`,
      roomTypeId: type.id,
      rateTypeId: rateType.id,
      rateTypeName: rateType.name,
      rate: 5000 + i * 2000 + j * 1000,
    })),
  );
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function nightsOf(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let night = checkIn; night < checkOut && nights.length < 400; night = addDays(night, 1)) {
    nights.push(night);
  }
  return nights;
}

const isDate = (value: unknown): value is string =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 1_000_000) break;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeEzee(options: FakeEzeeOptions = {}): Promise<FakeEzee> {
  const hotelCode = options.hotelCode ?? HOTEL;
  const apiKey = options.apiKey ?? "fake-ezee-api-key-7f3a";
  const roomTypes = options.roomTypes ?? DEFAULT_ROOM_TYPES;
  const ratePlans = options.ratePlans ?? defaultRatePlans(roomTypes);
  const availability = new Map<string, number>();
  const nightRates = new Map<string, number>();
  const restrictions = new Map<string, FakeEzeeRestrictions>();
  const taxPercent = options.taxPercent ?? 16;
  const restrictionOf = (ratePlanId: string, date: string): FakeEzeeRestrictions =>
    restrictions.get(`${ratePlanId}|${date}`) ?? {
      minNights: 1,
      maxNights: null,
      stopSell: false,
      closeOnArrival: false,
      closeOnDeparture: false,
    };
  const failures: { type: string; failure: FakeEzeeFailure; left: number; skip: number }[] = [];
  const bookings: FakeEzeeBooking[] = [];
  const requests: FakeEzee["requests"] = [];
  const hits: number[] = [];
  let nextReservation = 1;

  const free = (roomTypeId: string, date: string) =>
    availability.get(`${roomTypeId}|${date}`) ??
    roomTypes.find((type) => type.id === roomTypeId)?.rooms ??
    0;
  const setFree = (roomTypeId: string, date: string, count: number) =>
    availability.set(`${roomTypeId}|${date}`, Math.max(0, count));

  const json = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
    res.writeHead(status, { "Content-Type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };
  const listingError = (code: string, message: string) => ({
    "Error Details": { Error_Code: code, Error_Message: message },
  });

  function takeFailure(type: string): FakeEzeeFailure | null {
    const index = failures.findIndex((f) => f.type === type || f.type === "*");
    if (index < 0) return null;
    const entry = failures[index]!;
    if (entry.skip > 0) {
      entry.skip--;
      return null;
    }
    entry.left--;
    if (entry.left <= 0) failures.splice(index, 1);
    return entry.failure;
  }

  /** Answers an injected failure; true when it did. */
  function injected(res: ServerResponse, type: string, pms: boolean): boolean {
    const failure = takeFailure(type);
    if (!failure) return false;
    if (failure === "hang") {
      setTimeout(() => res.destroy(), 30_000).unref();
      return true;
    }
    if (failure === "429") {
      json(
        res,
        429,
        { message: "Too Many Requests" },
        {
          "Retry-After": String(options.retryAfterSeconds ?? 1),
        },
      );
    } else if (failure === "http500") {
      res.writeHead(500, { "Content-Type": "text/html" });
      res.end("<html><body>Internal Server Error</body></html>");
    } else {
      const code = failure === "error" ? (pms ? "500" : "5") : failure.code;
      const message =
        failure === "error" ? "Temporary error, retry" : (failure.message ?? "Injected error");
      json(
        res,
        200,
        pms ? { Errors: { ErrorCode: code, ErrorMessage: message } } : listingError(code, message),
      );
    }
    return true;
  }

  function rateLimited(res: ServerResponse): boolean {
    const limit = options.rateLimit;
    if (!limit) return false;
    const now = Date.now();
    while (hits.length && now - hits[0]! >= limit.windowMs) hits.shift();
    if (hits.length >= limit.max) {
      json(
        res,
        429,
        { message: "Too Many Requests" },
        {
          "Retry-After": String(options.retryAfterSeconds ?? 1),
        },
      );
      return true;
    }
    hits.push(now);
    return false;
  }

  function roomList(q: URLSearchParams): unknown {
    const checkIn = q.get("check_in_date");
    const checkOut = q.get("check_out_date");
    const numNights = q.get("num_nights");
    if (!checkIn) return [listingError("ParametersMissing", "check_in_date is missing")];
    if (checkOut && numNights) {
      return [listingError("InvalidSearchCriteria", "Send check_out_date or num_nights")];
    }
    const end = checkOut ?? (numNights ? addDays(checkIn, Number(numNights)) : null);
    if (!isDate(checkIn) || !isDate(end) || end <= checkIn) {
      return [listingError("DateNotvalid", "Dates are not valid")];
    }
    const nights = nightsOf(checkIn, end);
    if (nights.length > 30) return [listingError("NightsLimitExceeded", "Maximum 30 nights")];
    const onlyType = q.get("roomtypeunkid");
    const onlyAvailable = q.get("show_only_available_rooms") === "1";
    const entries = ratePlans
      .filter((plan) => !onlyType || plan.roomTypeId === onlyType)
      .flatMap((plan) => {
        const type = roomTypes.find((t) => t.id === plan.roomTypeId);
        if (!type) return [];
        const counts = Object.fromEntries(nights.map((night) => [night, free(type.id, night)]));
        const min = Math.min(...Object.values(counts));
        if (onlyAvailable && min <= 0) return [];
        const perNight = (value: (night: string) => string | number) =>
          Object.fromEntries(nights.map((night) => [night, value(night)]));
        const rate = (night: string) => nightRates.get(`${plan.ratePlanId}|${night}`) ?? plan.rate;
        const tax = (night: string) => Math.round((rate(night) * taxPercent) / 100);
        const flag = (on: boolean) => (on ? "1" : "0");
        const limits = (night: string) => restrictionOf(plan.ratePlanId, night);
        const total = nights.reduce((sum, night) => sum + rate(night), 0);
        return [
          {
            roomtypeunkid: type.id,
            Roomtype_Name: type.name,
            ratetypeunkid: plan.rateTypeId,
            roomrateunkid: plan.ratePlanId,
            Room_Name: plan.name,
            // Numbers as strings and numbers, as the real API mixes them.
            base_adult_occupancy: String(type.baseAdults),
            max_adult_occupancy: type.maxAdults,
            base_child_occupancy: "0",
            max_child_occupancy: 2,
            available_rooms: counts,
            min_ava_rooms: String(min),
            room_rates_info: {
              // Decimal strings, like the real answer ("165.0000").
              exclusive_tax: perNight((night) => rate(night).toFixed(4)),
              exclusivetax_baserate: perNight((night) => rate(night).toFixed(4)),
              tax: taxPercent ? perNight(tax) : [],
              inclusive_tax_adjustment: perNight((night) => rate(night) + tax(night)),
              totalprice_room_only: total,
              totalprice_inclusive_all: nights.reduce(
                (sum, night) => sum + rate(night) + tax(night),
                0,
              ),
              avg_per_night_after_discount: Math.round(total / nights.length),
            },
            min_nights: perNight((night) => String(limits(night).minNights)),
            max_nights: perNight((night) => String(limits(night).maxNights ?? "")),
            stopsells: perNight((night) => flag(limits(night).stopSell)),
            close_on_arrival: perNight((night) => flag(limits(night).closeOnArrival)),
            close_on_dept: perNight((night) => flag(limits(night).closeOnDeparture)),
            currency_code: options.currencyCode ?? "KES",
          },
        ];
      });
    return entries.length ? entries : [listingError("-1", "No data found")];
  }

  function insertBooking(raw: string | null): unknown {
    if (!raw) return listingError("ParametersMissing", "BookingData is missing");
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return listingError("2", "Unable to parse BookingData");
    }
    const checkIn = data.check_in_date;
    const checkOut = data.check_out_date;
    if (!isDate(checkIn) || !isDate(checkOut) || checkOut <= checkIn) {
      return listingError("DateNotvalid", "Dates are not valid");
    }
    if (!data.Email_Address) return listingError("EmptyParameter", "Email_Address is empty");
    const nights = nightsOf(checkIn, checkOut);
    const details = (data.Room_Details ?? {}) as Record<string, Record<string, unknown>>;
    const rooms = Object.values(details);
    if (rooms.length === 0) return listingError("InvalidData", "Room_Details is empty");
    for (const room of rooms) {
      for (const field of [
        "Rateplan_Id",
        "Ratetype_Id",
        "Roomtype_Id",
        "First_Name",
        "Last_Name",
      ]) {
        if (!room[field]) return listingError("EmptyParameter", `${field} is empty`);
      }
      const plan = ratePlans.find((p) => p.ratePlanId === String(room.Rateplan_Id));
      if (
        !plan ||
        plan.roomTypeId !== String(room.Roomtype_Id) ||
        plan.rateTypeId !== String(room.Ratetype_Id)
      ) {
        return listingError("InvalidData", "Rate plan, rate type and room type do not match");
      }
      for (const field of ["baserate", "extradultrate", "extrachildrate"]) {
        if (String(room[field] ?? "").split(",").length !== nights.length) {
          return listingError("InvalidData", `${field} needs one value per night`);
        }
      }
    }
    const roomTypeId = String(rooms[0]!.Roomtype_Id);
    if (nights.some((night) => free(roomTypeId, night) < rooms.length)) {
      return listingError("InvalidData", "Room not available for the selected dates");
    }
    for (const night of nights) setFree(roomTypeId, night, free(roomTypeId, night) - rooms.length);
    const reservationNo = `${hotelCode}${String(nextReservation++).padStart(15 - (hotelCode.length - 4), "0")}`;
    const first = rooms[0]!;
    bookings.push({
      reservationNo,
      status: "Unconfirmed",
      roomTypeId,
      checkIn,
      checkOut,
      rooms: rooms.length,
      guestName: `${String(first.First_Name)} ${String(first.Last_Name)}`,
      email: String(data.Email_Address),
      inventoryMode: "ALLOCATED",
      data,
    });
    return {
      ReservationNo: reservationNo,
      SubReservationNo: rooms.map((_, i) => `${reservationNo}-${i + 1}`),
      Inventory_Mode: "ALLOCATED",
      lang_key: "en",
    };
  }

  function release(booking: FakeEzeeBooking) {
    for (const night of nightsOf(booking.checkIn, booking.checkOut)) {
      setFree(booking.roomTypeId, night, free(booking.roomTypeId, night) + booking.rooms);
    }
  }

  function listing(req: IncomingMessage, res: ServerResponse, q: URLSearchParams, body: string) {
    const type = q.get("request_type") ?? "";
    requests.push({ type, method: req.method ?? "GET", at: Date.now() });
    if (rateLimited(res) || injected(res, type, false)) return;
    if (!q.get("HotelCode"))
      return json(res, 200, listingError("HotelCodeEmpty", "HotelCode is empty"));
    if (q.get("HotelCode") !== hotelCode) {
      return json(res, 200, listingError("InvalidHotelCode", "Invalid Hotel Code"));
    }
    if (q.get("APIKey") !== apiKey) {
      return json(res, 200, listingError("UNAUTHREQ", "Unauthorized Request"));
    }
    switch (type) {
      case "RoomTypeList":
        return json(
          res,
          200,
          roomTypes.map((t) => ({
            roomtypeunkid: t.id,
            roomtype: t.name,
            shortcode: t.shortcode,
            base_adult_occupancy: String(t.baseAdults),
            base_child_occupancy: "0",
            max_adult_occupancy: t.maxAdults,
            max_child_occupancy: "2",
          })),
        );
      case "RoomList":
        return json(res, 200, roomList(q));
      case "InsertBooking": {
        const form = new URLSearchParams(req.method === "POST" ? body : "");
        return json(res, 200, insertBooking(form.get("BookingData") ?? q.get("BookingData")));
      }
      case "ProcessBooking": {
        let process: Record<string, unknown>;
        try {
          process = JSON.parse(q.get("Process_Data") ?? "") as Record<string, unknown>;
        } catch {
          return json(res, 200, listingError("ParametersMissing", "Process_Data is missing"));
        }
        const booking = bookings.find((b) => b.reservationNo === String(process.ReservationNo));
        if (!booking)
          return json(res, 200, listingError("ReservationNotExist", "Reservation does not exist"));
        if (booking.status !== "Unconfirmed") {
          return json(res, 200, listingError("ReservationAlreadyProcessed", "Already processed"));
        }
        if (process.Action === "ConfirmBooking") booking.status = "Confirmed";
        else if (process.Action === "FailBooking") {
          booking.status = "Failed";
          release(booking);
        } else if (process.Action !== "PendingBooking") {
          return json(res, 200, listingError("InvalidData", "Unknown Action"));
        }
        return json(res, 200, { result: "success", message: "Booking Processed Successfully" });
      }
      case "CancelBooking": {
        const booking = bookings.find((b) => b.reservationNo === q.get("ResNo"));
        if (!booking)
          return json(res, 200, listingError("ReservationNotExist", "Reservation does not exist"));
        if (booking.status !== "Cancelled") {
          booking.status = "Cancelled";
          release(booking);
        }
        return json(res, 200, { status: "Successful" });
      }
      case "ReadBooking": {
        const booking = bookings.find((b) => b.reservationNo === q.get("ResNo"));
        if (!booking)
          return json(res, 200, listingError("ReservationNotExist", "Reservation does not exist"));
        const statusId = { Unconfirmed: "10", Confirmed: "4", Cancelled: "6", Failed: "5" }[
          booking.status
        ];
        return json(res, 200, [
          {
            Reservation_No: booking.reservationNo,
            StatusUnkId: statusId,
            ArrivalDate: booking.checkIn,
            DepartureDate: booking.checkOut,
            Email: booking.email,
          },
        ]);
      }
      default:
        return json(res, 200, listingError("ParametersMissing", "Unknown request_type"));
    }
  }

  function pms(req: IncomingMessage, res: ServerResponse, body: string) {
    let request: Record<string, unknown> = {};
    try {
      request = ((JSON.parse(body) as Record<string, unknown>).RES_Request ?? {}) as Record<
        string,
        unknown
      >;
    } catch {
      // handled below as a missing request type
    }
    const type = typeof request.Request_Type === "string" ? request.Request_Type : "";
    requests.push({ type, method: req.method ?? "POST", at: Date.now() });
    if (rateLimited(res) || injected(res, type, true)) return;
    const error = (code: string, message: string) =>
      json(res, 200, { Errors: { ErrorCode: code, ErrorMessage: message } });
    if (!type) return error("502", "Request type is missing");
    const auth = (request.Authentication ?? {}) as Record<string, unknown>;
    if (!auth.HotelCode) return error("101", "Hotel code is missing");
    if (!auth.AuthCode) return error("102", "Authentication code is missing");
    if (String(auth.HotelCode) !== hotelCode || auth.AuthCode !== apiKey) {
      return error("301", "Invalid hotel code or authentication code");
    }
    if (type !== "RoomInfo") return error("201", "Request type not allowed");
    return json(res, 200, {
      RoomInfo: {
        RoomTypes: {
          RoomType: roomTypes.map((t) => ({
            ID: t.id,
            Name: t.name,
            Rooms: Array.from({ length: t.rooms }, (_, i) => ({
              RoomID: `${t.id}${i}`,
              RoomName: `${t.shortcode}-${i + 1}`,
            })),
          })),
        },
        RateTypes: { RateType: RATE_TYPES.map((r) => ({ ID: r.id, Name: r.name })) },
        RatePlans: {
          RatePlan: ratePlans.map((p) => ({
            RatePlanID: p.ratePlanId,
            Name: p.name,
            RoomTypeID: p.roomTypeId,
            RoomType: roomTypes.find((t) => t.id === p.roomTypeId)?.name ?? "",
            RateTypeID: p.rateTypeId,
            RateType: p.rateTypeName,
            RatePlanType: "INDEPENDENT",
          })),
        },
      },
      Errors: { ErrorCode: "0", ErrorMessage: "Success" },
    });
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const body = req.method === "POST" ? await readBody(req) : "";
      if (url.pathname === "/booking/reservation_api/listing.php") {
        return listing(req, res, url.searchParams, body);
      }
      if (url.pathname === "/pmsinterface/pms_connectivity.php" && req.method === "POST") {
        return pms(req, res, body);
      }
      res.writeHead(404, { "Content-Type": "text/plain" });
      res.end("Not found");
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    hotelCode,
    apiKey,
    roomTypes,
    ratePlans,
    setAvailability: setFree,
    availability: free,
    setRate(ratePlanId, date, rate) {
      nightRates.set(`${ratePlanId}|${date}`, rate);
    },
    setRestrictions(ratePlanId, date, changes) {
      restrictions.set(`${ratePlanId}|${date}`, { ...restrictionOf(ratePlanId, date), ...changes });
    },
    failNext(requestType, failure, times = 1, after = 0) {
      failures.push({ type: requestType, failure, left: times, skip: after });
    },
    bookings,
    requests,
    requestCount: (type) => requests.filter((r) => r.type === type).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// `npx tsx scripts/fakes/ezee.ts`: a standing fake for clicking through by hand.
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeEzee({
    port: Number(process.env.FAKE_EZEE_PORT ?? 4020),
    rateLimit: { max: 5, windowMs: 5_000 },
  });
  process.stdout.write(
    `Fake eZee on ${fake.url}\n  API URL: ${fake.url}\n  Hotel code: ${fake.hotelCode}\n  API key: ${fake.apiKey}\n`,
  );
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
