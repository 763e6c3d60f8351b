/**
 * The rate calendar's bulk edit (the admin screen /admin/rates and PUT /api/admin/rates):
 * one room type, a range of nights, optionally only some days of the week, and the
 * changes to write on each of them. A value left out is left as it is; `null` goes back
 * to the default (the base rate, no stay limit).
 */
import { hotelToday } from "../dates";
import { isIsoDate, nightsBetween } from "../pricing";
import type { RoomRatesDto } from "../types";
import { z } from "../zod";
import { idNumber } from "./text";

export const MAX_RATE_NIGHTS = 366;
export const MAX_STAY_LIMIT = 365;
/** Far above any nightly price; keeps sums within the database's integers. */
export const MAX_NIGHT_RATE = 10_000_000;

export const RATE_FIELDS = [
  "singleBedOnly",
  "singleBreakfast",
  "doubleBedOnly",
  "doubleBreakfast",
] as const;
export type RateField = (typeof RATE_FIELDS)[number];
export const STAY_FIELDS = ["minStay", "maxStay"] as const;
export const RESTRICTION_FIELDS = ["closed", "closedToArrival", "closedToDeparture"] as const;
export type RestrictionField = (typeof RESTRICTION_FIELDS)[number];

export const RATE_LABELS: Record<RateField, string> = {
  singleBedOnly: "Single, bed only",
  singleBreakfast: "Single with breakfast",
  doubleBedOnly: "Double, bed only",
  doubleBreakfast: "Double with breakfast",
};
export const RESTRICTION_LABELS: Record<RestrictionField, string> = {
  closed: "Closed (stop-sell)",
  closedToArrival: "Closed to arrival",
  closedToDeparture: "Closed to departure",
};
/** ISO weekdays, 1 (Monday) to 7 (Sunday). */
export const WEEKDAY_NAMES = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

export const NO_CHANGE_MESSAGE = "Choose at least one change";

const night = (label: string) =>
  z
    .string({ message: `${label} must be a date (YYYY-MM-DD)` })
    .refine(isIsoDate, `${label} must be a real date (YYYY-MM-DD)`);

const rate = (label: string) => {
  const message = `${label} must be a whole number of KSh, more than 0`;
  return (
    z
      .number({ message })
      .int(message)
      // A nightly rate of KSh 0 is a typo, never a price: the stay would be booked for nothing.
      .min(1, `${label} must be more than KSh 0`)
      .max(MAX_NIGHT_RATE, `${label} must be at most ${MAX_NIGHT_RATE} KSh`)
      .nullable()
      .optional()
  );
};

const stay = (label: string) => {
  const message = `${label} must be a whole number of nights from 1 to ${MAX_STAY_LIMIT}`;
  return z.number({ message }).int(message).min(1, message).max(MAX_STAY_LIMIT, message);
};

const flag = (label: string) => z.boolean({ message: `${label} must be true or false` }).optional();

/** ISO day of the week (1 Monday … 7 Sunday) of a YYYY-MM-DD date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export const RateEditSchema = z
  .object({
    roomTypeId: idNumber("Choose a room type"),
    from: night("First night"),
    to: night("Last night"),
    weekdays: z
      .array(
        z
          .number({ message: "Days of the week must be numbers from 1 (Monday) to 7 (Sunday)" })
          .int("Days of the week must be numbers from 1 (Monday) to 7 (Sunday)")
          .min(1, "Days of the week must be numbers from 1 (Monday) to 7 (Sunday)")
          .max(7, "Days of the week must be numbers from 1 (Monday) to 7 (Sunday)"),
        { message: "Days of the week must be a list of numbers from 1 (Monday) to 7 (Sunday)" },
      )
      .max(7, "Choose each day of the week at most once")
      .optional()
      .transform((days) => (days ? [...new Set(days)].sort((a, b) => a - b) : undefined)),
    singleBedOnly: rate("Single, bed only"),
    singleBreakfast: rate("Single with breakfast"),
    doubleBedOnly: rate("Double, bed only"),
    doubleBreakfast: rate("Double with breakfast"),
    minStay: stay("Minimum stay").nullable().optional(),
    maxStay: stay("Maximum stay").nullable().optional(),
    closed: flag("Closed"),
    closedToArrival: flag("Closed to arrival"),
    closedToDeparture: flag("Closed to departure"),
  })
  .superRefine((value, ctx) => {
    const datesValid = isIsoDate(value.from) && isIsoDate(value.to);
    if (datesValid) {
      // Read at parse time: "today" moves, and follows the hotel's time zone.
      const today = hotelToday();
      if (value.from < today) {
        ctx.addIssue({
          code: "custom",
          path: ["from"],
          message: `The first night cannot be in the past (today is ${today})`,
        });
      }
      const count = nightsBetween(value.from, value.to) + 1;
      if (value.to < value.from) {
        ctx.addIssue({
          code: "custom",
          path: ["to"],
          message: "The last night must be on or after the first night",
        });
      } else if (count > MAX_RATE_NIGHTS) {
        ctx.addIssue({
          code: "custom",
          path: ["to"],
          message: `Choose at most ${MAX_RATE_NIGHTS} nights at a time (this range has ${count})`,
        });
      }
    }
    if (
      typeof value.minStay === "number" &&
      typeof value.maxStay === "number" &&
      value.minStay > value.maxStay
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["minStay"],
        message: "Minimum stay cannot be longer than the maximum stay",
      });
    }
    const changes = [...RATE_FIELDS, ...STAY_FIELDS, ...RESTRICTION_FIELDS];
    if (changes.every((field) => value[field] === undefined)) {
      ctx.addIssue({ code: "custom", path: [], message: NO_CHANGE_MESSAGE });
    }
  });

export type RateEdit = z.infer<typeof RateEditSchema>;

/** The month the grid shows: YYYY-MM. */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * The nights selected by an edit: every night from `from` to `to` (both included) whose
 * day of the week is chosen (none chosen: every day).
 */
export function selectedNights(edit: { from: string; to: string; weekdays?: number[] }): string[] {
  const days = edit.weekdays?.length ? new Set(edit.weekdays) : null;
  const count = nightsBetween(edit.from, edit.to) + 1;
  const out: string[] = [];
  const start = Date.parse(`${edit.from}T00:00:00Z`);
  for (let i = 0; i < count && i <= MAX_RATE_NIGHTS; i++) {
    const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    if (!days || days.has(isoWeekday(date))) out.push(date);
  }
  return out;
}

/** What the bulk edit form holds (values as typed), read from its FormData. */
interface FormLike {
  get(name: string): unknown;
  getAll(name: string): unknown[];
}

const text = (form: FormLike, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** A number typed in a field; anything else is passed on as typed for the schema to name. */
const typedNumber = (value: string): number | string =>
  /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;

/**
 * The form's fields as the API's JSON: an empty rate or stay is left out (unchanged), its
 * "back to base" / "no limit" box sends null; each restriction is "" (unchanged), "yes" or "no".
 */
export function rateEditFromForm(form: FormLike): Record<string, unknown> {
  const out: Record<string, unknown> = {
    roomTypeId: typedNumber(text(form, "roomTypeId")),
    from: text(form, "from"),
    to: text(form, "to"),
  };
  const weekdays = form.getAll("weekdays").map((day) => typedNumber(String(day)));
  if (weekdays.length > 0) out.weekdays = weekdays;
  for (const field of [...RATE_FIELDS, ...STAY_FIELDS]) {
    if (form.get(`${field}Clear`) !== null) out[field] = null;
    else if (text(form, field) !== "") out[field] = typedNumber(text(form, field));
  }
  for (const field of RESTRICTION_FIELDS) {
    const choice = text(form, field);
    if (choice === "yes") out[field] = true;
    else if (choice === "no") out[field] = false;
  }
  return out;
}

/** One night of the admin grid. */
export interface RateNightDto {
  date: string;
  /** The four rates in force: the night's own, else the base rate. */
  rates: RoomRatesDto;
  /** Which of them the night sets itself. */
  overrides: Record<RateField, boolean>;
  roomsLeft: number;
  minStay: number | null;
  maxStay: number | null;
  closed: boolean;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  /** The night is read from eZee's rates feed (the site's own values wait underneath). */
  fromEzee: boolean;
}

/** GET /api/admin/rates: one room type's month. */
export interface RateMonthDto {
  roomType: { id: number; name: string; totalRooms: number; baseRates: RoomRatesDto };
  month: string;
  nights: RateNightDto[];
}

/** The month `delta` months after `month` (YYYY-MM). */
export function shiftMonth(month: string, delta: number): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  const total = year * 12 + (index - 1) + delta;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, "0")}`;
}
