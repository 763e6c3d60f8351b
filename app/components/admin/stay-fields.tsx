/**
 * The stay of a booking as staff type it (room type, dates, party and options), shared by
 * the new-booking form and the change form, and its live price from the admin API: the
 * same engine and checks as GET /api/quote, asked again a moment after the last keystroke.
 */
import { useEffect, useRef, useState } from "react";
import { type AdminApiPath, type ApiResult, adminApi, type FieldErrors } from "~/admin/api-client";
import { staffRefusalText } from "~/booking/refusal-messages";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { errorCodeOf } from "~core/error-codes";
import { nightsBetween } from "~core/pricing";
import { MAX_ADULTS, MAX_CHILDREN, MAX_ROOMS } from "~core/schemas/booking";
import { errorFor } from "./admin-form";

/** A room type staff may book. */
export interface RoomChoice {
  id: number;
  name: string;
  capacity: number;
}

export interface StayValues {
  roomId: number;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  roomCount: number;
  extraGuests: number;
  includeBreakfast: boolean;
  needsLateCheckout: boolean;
}

/** The query of the quote endpoints (GET /api/quote's names). */
export function quoteQuery(stay: StayValues, extra: Record<string, string> = {}): string {
  return new URLSearchParams({
    roomId: String(stay.roomId),
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adults: String(stay.adults),
    children: String(stay.children),
    rooms: String(stay.roomCount),
    extraGuests: String(stay.extraGuests),
    includeBreakfast: stay.includeBreakfast ? "1" : "0",
    lateCheckout: stay.needsLateCheckout ? "1" : "0",
    ...extra,
  }).toString();
}

/** Why the server will not price a stay: its message, the field it names, its suggestion. */
export interface QuoteRefusal {
  message: string;
  code: string;
  errors: FieldErrors;
  suggestion?: { checkIn: string; checkOut: string } | null;
}

/**
 * The price of `query` from `path`, asked 350 ms after it last changed (an answer to an
 * older query is dropped). `null` query: nothing to ask (the stay is incomplete).
 */
export function useLiveQuote<T>(path: AdminApiPath, query: string | null) {
  const [quote, setQuote] = useState<T | null>(null);
  const [refusal, setRefusal] = useState<QuoteRefusal | null>(null);
  const [loading, setLoading] = useState(false);
  const [asks, setAsks] = useState(0);
  const latest = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `asks` asks the same query again
  useEffect(() => {
    if (query === null) {
      setQuote(null);
      setRefusal(null);
      return;
    }
    const asked = ++latest.current;
    setLoading(true);
    const timer = setTimeout(async () => {
      const result = await adminApi.get<T>(`${path}?${query}` as AdminApiPath);
      if (asked !== latest.current) return;
      setLoading(false);
      if (result.ok) {
        setQuote(result.body);
        setRefusal(null);
      } else {
        setQuote(null);
        const body = result.body as { code?: string; suggestion?: QuoteRefusal["suggestion"] };
        setRefusal({
          message: result.message,
          code: body.code ?? "",
          errors: result.errors,
          suggestion: body.suggestion ?? null,
        });
      }
    }, 350);
    return () => clearTimeout(timer);
  }, [path, query, asks]);
  /** Asks again (the price moved since the last answer). */
  const reload = () => setAsks((n) => n + 1);
  return { quote, refusal, loading, reload };
}

/**
 * What a refused save of a priced stay says: when the price moved meanwhile the live price
 * is asked again; otherwise the server's message, pointing at the fields it marks.
 */
export function refusedStayProblem(result: ApiResult<unknown>, live: { reload: () => void }) {
  const code = errorCodeOf({
    status: result.status,
    code: (result.body as { code?: unknown }).code,
  });
  if (code === "price_changed") live.reload();
  return staffRefusalText(code, result);
}

/** Whether the stay can be priced yet (dates in order, a room chosen). */
export const stayComplete = (stay: StayValues) =>
  stay.roomId > 0 &&
  /^\d{4}-\d{2}-\d{2}$/.test(stay.checkIn) &&
  /^\d{4}-\d{2}-\d{2}$/.test(stay.checkOut) &&
  nightsBetween(stay.checkIn, stay.checkOut) > 0;

const numberOptions = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The stay's fields; every change goes to `onChange` (the form holds the values). */
export function StayFields({
  stay,
  rooms,
  maxExtraGuests,
  errors,
  minDate,
  onChange,
}: {
  stay: StayValues;
  rooms: readonly RoomChoice[];
  maxExtraGuests: number;
  errors?: FieldErrors;
  /** The earliest check-in the date picker offers (today, or the stay's own arrival). */
  minDate: string;
  onChange: (next: StayValues) => void;
}) {
  const set = <K extends keyof StayValues>(key: K, value: StayValues[K]) =>
    onChange({ ...stay, [key]: value });
  const room = rooms.find((item) => item.id === stay.roomId);
  const nights = stayComplete(stay) ? nightsBetween(stay.checkIn, stay.checkOut) : 0;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        id="stay-room"
        label="Room type"
        className="sm:col-span-2"
        hint={room ? `Sleeps ${room.capacity} per room.` : undefined}
        error={errorFor(errors, "roomId")}
      >
        <Select
          name="roomId"
          value={stay.roomId || ""}
          onChange={(event) => set("roomId", Number(event.target.value))}
          required
        >
          <option value="">Choose a room type</option>
          {rooms.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="stay-check-in" label="Check-in" error={errorFor(errors, "checkIn")}>
        <Input
          type="date"
          name="checkIn"
          min={minDate}
          value={stay.checkIn}
          onChange={(event) => set("checkIn", event.target.value)}
          required
        />
      </Field>
      <Field
        id="stay-check-out"
        label="Check-out"
        hint={nights > 0 ? `${nights} night${nights === 1 ? "" : "s"}` : undefined}
        error={errorFor(errors, "checkOut")}
      >
        <Input
          type="date"
          name="checkOut"
          min={stay.checkIn || minDate}
          value={stay.checkOut}
          onChange={(event) => set("checkOut", event.target.value)}
          required
        />
      </Field>
      <div className="grid grid-cols-3 gap-3 sm:col-span-2">
        <Field id="stay-adults" label="Adults" error={errorFor(errors, "adults")}>
          <Select
            name="adults"
            value={stay.adults}
            onChange={(event) => set("adults", Number(event.target.value))}
          >
            {numberOptions(1, MAX_ADULTS).map((n) => (
              <option key={n}>{n}</option>
            ))}
          </Select>
        </Field>
        <Field id="stay-children" label="Children" error={errorFor(errors, "children")}>
          <Select
            name="children"
            value={stay.children}
            onChange={(event) => set("children", Number(event.target.value))}
          >
            {numberOptions(0, MAX_CHILDREN).map((n) => (
              <option key={n}>{n}</option>
            ))}
          </Select>
        </Field>
        <Field id="stay-rooms" label="Rooms" error={errorFor(errors, "roomCount")}>
          <Select
            name="roomCount"
            value={stay.roomCount}
            onChange={(event) => set("roomCount", Number(event.target.value))}
          >
            {numberOptions(1, MAX_ROOMS).map((n) => (
              <option key={n}>{n}</option>
            ))}
          </Select>
        </Field>
      </div>
      <Field
        id="stay-extra-guests"
        label="Extra guests"
        hint="Guests on an extra bed, charged per stay."
        error={errorFor(errors, "extraGuests")}
      >
        <Select
          name="extraGuests"
          value={stay.extraGuests}
          onChange={(event) => set("extraGuests", Number(event.target.value))}
        >
          {numberOptions(0, Math.max(0, maxExtraGuests)).map((n) => (
            <option key={n}>{n}</option>
          ))}
        </Select>
      </Field>
      <div className="grid content-end">
        <Checkbox
          name="includeBreakfast"
          label="Breakfast included"
          checked={stay.includeBreakfast}
          onChange={(event) => set("includeBreakfast", event.target.checked)}
        />
        <Checkbox
          name="needsLateCheckout"
          label="Late check-out"
          checked={stay.needsLateCheckout}
          onChange={(event) => set("needsLateCheckout", event.target.checked)}
        />
      </div>
    </div>
  );
}

/** Books or changes a stay that the stay rules (minimum stay, closed to arrival) refuse. */
export function OverrideRulesCheckbox({
  label,
  hintId,
  checked,
  onChange,
  className,
}: {
  label: string;
  hintId: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <Checkbox
        name="overrideRestrictions"
        label={label}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hintId}
      />
      <p id={hintId} className="text-xs text-ink-muted">
        Minimum stay, closed to arrival and the like; recorded in the audit log. Rooms must still be
        free.
      </p>
    </div>
  );
}
