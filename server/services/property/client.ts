/**
 * The eZee Absolute HTTP client (server only). The provider's protocol:
 * - listing.php (booking-engine API): GET query string, JSON out, HTTP 200 even on
 *   failure with `{"Error Details":{Error_Code, Error_Message}}`, sometimes as the
 *   first array element.
 * - pms_connectivity.php: POST JSON `{RES_Request:{Request_Type, Authentication}}`,
 *   `Errors.ErrorCode` "0" = OK (object or array).
 * - Rate limits per key: 5 requests / 5 s (lower on one endpoint), 429 beyond.
 * - Every request sends `User-Agent: openAPI-<name>`; ids are 16-19 digit strings.
 *
 * The API key travels in the query string or body, never in an error message: every
 * EzeeError text is built from the provider's code and message only.
 */

const USER_AGENT = "openAPI-PwaniBayResort";
const DEFAULT_TIMEOUT_MS = 10_000;
const LISTING_PATH = "/booking/reservation_api/listing.php";
const PMS_PATH = "/pmsinterface/pms_connectivity.php";

/** Provider error codes that a retry may fix (throttling, transient processing errors). */
const RETRYABLE_CODES = new Set(["4", "5", "429", "500", "UnknownError", "timeout", "network"]);
/** Codes that mean the hotel code or key is wrong or not allowed. */
export const AUTH_ERROR_CODES = new Set([
  "HotelCodeEmpty",
  "InvalidHotelCode",
  "NORESACC",
  "UNAUTHREQ",
  "APIACCESSDENIED",
  "101",
  "102",
  "301",
  "302",
  "303",
  "602",
  "611",
  "612",
  "614",
]);

export class EzeeError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** Seconds the provider asked us to wait (HTTP 429 Retry-After), if any. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "EzeeError";
  }

  get retryable(): boolean {
    return RETRYABLE_CODES.has(this.code) || /^5\d\d$/.test(this.code);
  }

  get isRateLimit(): boolean {
    return this.code === "429" || this.code === "4";
  }

  get isAuth(): boolean {
    return AUTH_ERROR_CODES.has(this.code);
  }
}

// ---------------------------------------------------------------------------
// Rate limiting: a sliding window per hotel code and address, in this process.
// Several processes share the provider's limit; the 429 handling (push jobs are
// re-scheduled after Retry-After) covers what this cannot see.

let limit = { max: 5, windowMs: 5_000 };
const windows = new Map<string, number[]>();

/** Overrides the client-side limit (tests use a wider one against the fake). */
export function configureEzeeRateLimit(options: { max: number; windowMs: number }): void {
  limit = { ...options };
  windows.clear();
}

async function takeSlot(key: string, maxWaitMs: number): Promise<void> {
  for (;;) {
    const now = Date.now();
    const recent = (windows.get(key) ?? []).filter((at) => now - at < limit.windowMs);
    if (recent.length < limit.max) {
      recent.push(now);
      windows.set(key, recent);
      return;
    }
    const wait = limit.windowMs - (now - (recent[0] ?? now)) + 5;
    if (wait > maxWaitMs) {
      throw new EzeeError("429", "eZee request limit reached; try again in a few seconds.");
    }
    windows.set(key, recent);
    await new Promise((resolve) => setTimeout(resolve, wait));
    maxWaitMs -= wait;
  }
}

// ---------------------------------------------------------------------------

export interface EzeeCredentials {
  apiUrl: string;
  hotelCode: string;
  apiKey: string;
}

export interface EzeeRoomType {
  id: string;
  name: string;
  shortcode: string | null;
  baseAdults: number | null;
  maxAdults: number | null;
}

export interface EzeeRatePlan {
  ratePlanId: string;
  name: string;
  roomTypeId: string;
  rateTypeId: string | null;
  rateTypeName: string | null;
}

/** One RoomList entry reduced to what the site uses. */
export interface EzeeRoomListEntry {
  roomTypeId: string;
  roomTypeName: string;
  ratePlanId: string | null;
  rateTypeId: string | null;
  ratePlanName: string | null;
  baseAdults: number | null;
  maxAdults: number | null;
  /** Rooms free per night (yyyy-mm-dd). */
  available: Record<string, number>;
  /** Nights closed for sale (stop sell). */
  stopSell: Set<string>;
  /** Price per room and night without taxes (room_rates_info.exclusive_tax), rounded. */
  rates: Record<string, number>;
  /** Stay limits per night (min_nights, max_nights); absent when not set. */
  minNights: Record<string, number>;
  maxNights: Record<string, number>;
  /** Nights closed to arrival (close_on_arrival) and to departure (close_on_dept). */
  closedToArrival: Set<string>;
  closedToDeparture: Set<string>;
  currency: string | null;
}

export interface EzeeInsertResult {
  reservationNo: string;
  subReservationNos: string[];
  inventoryMode: string | null;
}

export interface RequestOptions {
  /** How long to wait for a free slot of the client-side rate limit. */
  maxQueueMs?: number;
  timeoutMs?: number;
}

/** A number or numeric string → string id; eZee ids exceed 2^53, so never through Number. */
function idString(value: unknown): string | null {
  if (typeof value === "string" && value.trim() !== "") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

function toInt(value: unknown): number | null {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.trunc(n) : null;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** `{"Error Details": {...}}` as the body, or as the first array element. */
function listingError(body: unknown): EzeeError | null {
  const holder = Array.isArray(body) ? asRecord(body[0]) : asRecord(body);
  const details = asRecord(holder?.["Error Details"]);
  if (!details) return null;
  const code = idString(details.Error_Code) ?? "UnknownError";
  const message = typeof details.Error_Message === "string" ? details.Error_Message : "";
  return new EzeeError(code, `eZee error ${code}${message ? `: ${message}` : ""}`);
}

/** pms_connectivity `Errors` (object or array); null when ErrorCode is "0". */
function pmsError(body: unknown): EzeeError | null {
  const root = asRecord(body);
  const raw = root?.Errors ?? asRecord(root?.RoomInfo)?.Errors;
  const first = Array.isArray(raw) ? asRecord(raw[0]) : asRecord(raw);
  if (!first) return null;
  const code = idString(first.ErrorCode) ?? "UnknownError";
  if (code === "0") return null;
  const message = typeof first.ErrorMessage === "string" ? first.ErrorMessage : "";
  return new EzeeError(code, `eZee error ${code}${message ? `: ${message}` : ""}`);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date-keyed object (or `[]` when empty) → the nights whose value passes `read`. */
function byDate<T>(value: unknown, read: (raw: unknown) => T | null): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [date, raw] of Object.entries(asRecord(value) ?? {})) {
    const parsed = read(raw);
    if (ISO_DATE.test(date) && parsed !== null) out[date] = parsed;
  }
  return out;
}

/** Date-keyed flags ("1"/"0", 1/0, true/false) → the set of nights flagged. */
function flaggedDates(value: unknown): Set<string> {
  const flagged = byDate(value, (raw) => (String(raw) === "1" || raw === true ? true : null));
  return new Set(Object.keys(flagged));
}

/** A money amount ("165.0000" or 165) → whole units; null when not a plausible price. */
function amount(raw: unknown): number | null {
  const n = typeof raw === "number" ? raw : typeof raw === "string" ? Number(raw) : NaN;
  return Number.isFinite(n) && n > 0 && n < 1e9 ? Math.round(n) : null;
}

/** A whole number of nights from 1 to 365, or null ("" when not set). */
function nightCount(raw: unknown): number | null {
  const n = raw === "" || raw === null ? null : toInt(raw);
  return n !== null && n >= 1 && n <= 365 ? n : null;
}

function asArray(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value && typeof value === "object") return [value];
  return [];
}

export class EzeeClient {
  private readonly base: string;

  constructor(private readonly credentials: EzeeCredentials) {
    this.base = credentials.apiUrl.replace(/\/+$/, "");
  }

  private async send(
    path: string,
    init: {
      method: "GET" | "POST";
      query?: Record<string, string>;
      body?: BodyInit;
      json?: boolean;
    },
    options: RequestOptions,
  ): Promise<unknown> {
    await takeSlot(`${this.base}|${this.credentials.hotelCode}`, options.maxQueueMs ?? 15_000);
    const url = new URL(this.base + path);
    for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await fetch(url, {
        method: init.method,
        headers: {
          "User-Agent": USER_AGENT,
          Accept: "application/json",
          ...(init.json ? { "Content-Type": "application/json" } : {}),
        },
        body: init.body,
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        redirect: "error",
      });
    } catch (error) {
      // The URL (with the key in its query) is never part of the message.
      const name = error instanceof Error ? error.name : "";
      if (name === "TimeoutError" || name === "AbortError") {
        throw new EzeeError("timeout", "eZee did not answer in time.");
      }
      throw new EzeeError("network", "eZee could not be reached.");
    }
    if (response.status === 429) {
      const retryAfter = toInt(response.headers.get("retry-after"));
      await response.body?.cancel().catch(() => {});
      throw new EzeeError(
        "429",
        "eZee rate limit reached (HTTP 429).",
        retryAfter && retryAfter > 0 ? retryAfter : undefined,
      );
    }
    const text = await response.text();
    if (!response.ok) {
      throw new EzeeError(String(response.status), `eZee answered HTTP ${response.status}.`);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new EzeeError("2", "eZee sent a response that is not JSON.");
    }
  }

  private auth(): Record<string, string> {
    return { HotelCode: this.credentials.hotelCode, APIKey: this.credentials.apiKey };
  }

  /** GET listing.php; throws the `Error Details` carried in an HTTP 200 body. */
  async listing(
    requestType: string,
    params: Record<string, string> = {},
    options: RequestOptions = {},
  ): Promise<unknown> {
    const body = await this.send(
      LISTING_PATH,
      { method: "GET", query: { request_type: requestType, ...this.auth(), ...params } },
      options,
    );
    const error = listingError(body);
    if (error) throw error;
    return body;
  }

  /** POST to listing.php with form fields (InsertBooking: GET with the JSON in the URL fails live). */
  private async listingPost(
    requestType: string,
    form: Record<string, string>,
    options: RequestOptions = {},
  ): Promise<unknown> {
    const body = await this.send(
      LISTING_PATH,
      {
        method: "POST",
        query: { request_type: requestType, ...this.auth() },
        body: new URLSearchParams(form),
      },
      options,
    );
    const error = listingError(body);
    if (error) throw error;
    return body;
  }

  async pms(
    requestType: string,
    extra: Record<string, unknown> = {},
    options: RequestOptions = {},
  ): Promise<Record<string, unknown>> {
    const body = await this.send(
      PMS_PATH,
      {
        method: "POST",
        json: true,
        body: JSON.stringify({
          RES_Request: {
            Request_Type: requestType,
            Authentication: {
              HotelCode: this.credentials.hotelCode,
              AuthCode: this.credentials.apiKey,
            },
            ...extra,
          },
        }),
      },
      options,
    );
    const error = pmsError(body);
    if (error) throw error;
    return asRecord(body) ?? {};
  }

  async roomTypeList(options?: RequestOptions): Promise<EzeeRoomType[]> {
    const body = await this.listing("RoomTypeList", { publishtoweb: "1" }, options);
    return asArray(body)
      .map(asRecord)
      .flatMap((row) => {
        const id = idString(row?.roomtypeunkid);
        if (!row || !id) return [];
        return [
          {
            id,
            name: typeof row.roomtype === "string" ? row.roomtype : id,
            shortcode: typeof row.shortcode === "string" ? row.shortcode : null,
            baseAdults: toInt(row.base_adult_occupancy),
            maxAdults: toInt(row.max_adult_occupancy),
          },
        ];
      });
  }

  /** RoomInfo: room types (ids, names) and rate plans with their rate types. */
  async roomInfo(options?: RequestOptions): Promise<{
    roomTypes: { id: string; name: string }[];
    ratePlans: EzeeRatePlan[];
  }> {
    const body = await this.pms("RoomInfo", { NeedPhysicalRooms: 1 }, options);
    const info = asRecord(body.RoomInfo) ?? {};
    const roomTypes = asArray(asRecord(info.RoomTypes)?.RoomType)
      .map(asRecord)
      .flatMap((row) => {
        const id = idString(row?.ID);
        return row && id ? [{ id, name: typeof row.Name === "string" ? row.Name : id }] : [];
      });
    const rateTypes = new Map(
      asArray(asRecord(info.RateTypes)?.RateType)
        .map(asRecord)
        .flatMap((row) => {
          const id = idString(row?.ID);
          return row && id ? [[id, typeof row.Name === "string" ? row.Name : ""] as const] : [];
        }),
    );
    const ratePlans = asArray(asRecord(info.RatePlans)?.RatePlan)
      .map(asRecord)
      .flatMap((row) => {
        const ratePlanId = idString(row?.RatePlanID);
        const roomTypeId = idString(row?.RoomTypeID);
        if (!row || !ratePlanId || !roomTypeId) return [];
        const rateTypeId = idString(row.RateTypeID);
        return [
          {
            ratePlanId,
            name: typeof row.Name === "string" ? row.Name : ratePlanId,
            roomTypeId,
            rateTypeId,
            rateTypeName:
              typeof row.RateType === "string"
                ? row.RateType
                : rateTypeId
                  ? (rateTypes.get(rateTypeId) ?? null)
                  : null,
          },
        ];
      });
    return { roomTypes, ratePlans };
  }

  /**
   * RoomList (availability and price) for [checkIn, checkOut), at most 30 nights.
   * A `-1` error (nothing sellable) is an empty list, not a failure.
   */
  async roomList(
    checkIn: string,
    checkOut: string,
    options?: RequestOptions,
  ): Promise<EzeeRoomListEntry[]> {
    let body: unknown;
    try {
      body = await this.listing(
        "RoomList",
        {
          check_in_date: checkIn,
          check_out_date: checkOut,
          number_adults: "1",
          number_children: "0",
          num_rooms: "1",
          show_only_available_rooms: "0",
        },
        options,
      );
    } catch (error) {
      if (error instanceof EzeeError && error.code === "-1") return [];
      throw error;
    }
    return asArray(body)
      .map(asRecord)
      .flatMap((row) => {
        const roomTypeId = idString(row?.roomtypeunkid);
        if (!row || !roomTypeId) return [];
        // Date-keyed objects, or `[]` when empty.
        const available = byDate(row.available_rooms, (count) => {
          const n = toInt(count);
          return n === null ? null : Math.max(0, n);
        });
        const rateInfo = asRecord(row.room_rates_info);
        const rates = byDate(rateInfo?.exclusive_tax, amount);
        // The base rate where no tax-exclusive price after adjustments is given.
        for (const [date, rate] of Object.entries(
          byDate(rateInfo?.exclusivetax_baserate, amount),
        )) {
          rates[date] ??= rate;
        }
        return [
          {
            roomTypeId,
            roomTypeName: typeof row.Roomtype_Name === "string" ? row.Roomtype_Name : roomTypeId,
            ratePlanId: idString(row.roomrateunkid),
            rateTypeId: idString(row.ratetypeunkid),
            ratePlanName: typeof row.Room_Name === "string" ? row.Room_Name : null,
            baseAdults: toInt(row.base_adult_occupancy),
            maxAdults: toInt(row.max_adult_occupancy),
            available,
            stopSell: flaggedDates(row.stopsells),
            rates,
            minNights: byDate(row.min_nights, nightCount),
            maxNights: byDate(row.max_nights, nightCount),
            closedToArrival: flaggedDates(row.close_on_arrival),
            closedToDeparture: flaggedDates(row.close_on_dept),
            currency:
              typeof row.currency_code === "string" && row.currency_code.trim()
                ? row.currency_code.trim().toUpperCase()
                : null,
          },
        ];
      });
  }

  async insertBooking(
    bookingData: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<EzeeInsertResult> {
    const body = asRecord(
      await this.listingPost(
        "InsertBooking",
        { BookingData: JSON.stringify(bookingData) },
        options,
      ),
    );
    const reservationNo = idString(body?.ReservationNo);
    if (!body || !reservationNo) {
      throw new EzeeError("InvalidData", "eZee accepted the booking without a reservation number.");
    }
    return {
      reservationNo,
      subReservationNos: asArray(body.SubReservationNo).flatMap((value) => {
        const id = idString(value);
        return id ? [id] : [];
      }),
      inventoryMode: typeof body.Inventory_Mode === "string" ? body.Inventory_Mode : null,
    };
  }

  async processBooking(
    reservationNo: string,
    action: "ConfirmBooking" | "FailBooking",
    inventoryMode: string | null,
    options?: RequestOptions,
  ): Promise<void> {
    const body = asRecord(
      await this.listing(
        "ProcessBooking",
        {
          Process_Data: JSON.stringify({
            Action: action,
            ReservationNo: reservationNo,
            Inventory_Mode: inventoryMode ?? "",
            Error_Text: "",
          }),
        },
        options,
      ),
    );
    if (String(body?.result ?? "").toLowerCase() !== "success") {
      throw new EzeeError("UnknownError", "eZee did not confirm processing the booking.");
    }
  }

  async cancelBooking(reservationNo: string, options?: RequestOptions): Promise<void> {
    const body = asRecord(await this.listing("CancelBooking", { ResNo: reservationNo }, options));
    if (String(body?.status ?? "").toLowerCase() !== "successful") {
      throw new EzeeError("UnknownError", "eZee did not confirm the cancellation.");
    }
  }
}
