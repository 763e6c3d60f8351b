import { HOTEL_TIME_ZONE } from "./dates";

/** Currency display of spec 000 section 9: KSh prefix, en-KE grouping, no decimals. */
const kshNumber = new Intl.NumberFormat("en-KE", { maximumFractionDigits: 0 });

export function formatKsh(amount: number): string {
  return `KSh ${kshNumber.format(Math.round(amount))}`;
}

/** The Intl locale each page language formats dates with. */
export const DATE_LOCALES: Record<string, string> = {
  en: "en-US",
  fr: "fr-FR",
  es: "es-ES",
  it: "it-IT",
  de: "de-DE",
  // Arabic month names with Western digits, so dates stay readable beside prices.
  ar: "ar-SA-u-nu-latn-ca-gregory",
  sw: "sw-KE",
};

/** A calendar date like "May 1, 2025", with the month names of the page's language. */
export function formatDate(value: string | Date, lang = "en"): string {
  const date =
    typeof value === "string"
      ? new Date(value.length === 10 ? `${value}T12:00:00Z` : value)
      : value;
  return new Intl.DateTimeFormat(DATE_LOCALES[lang] ?? "en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/** "14:00" as "2:00 PM" (the hotel publishes its times in 12-hour form). */
export function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const suffix = h >= 12 ? "PM" : "AM";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
}

/**
 * Wraps text that must read left to right (phone numbers) in Unicode isolates,
 * so an Arabic sentence around it does not reverse its digit groups.
 */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}

const HOTEL_DATE_TIME = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: HOTEL_TIME_ZONE,
});
const HOTEL_DAY_OF = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeZone: HOTEL_TIME_ZONE,
});
/** "East Africa Time": the hotel zone's name, for staff screens. */
export const HOTEL_ZONE_NAME =
  new Intl.DateTimeFormat("en-US", { timeZone: HOTEL_TIME_ZONE, timeZoneName: "long" })
    .formatToParts(new Date(0))
    .find((part) => part.type === "timeZoneName")?.value ?? HOTEL_TIME_ZONE;

/**
 * An instant in the hotel's time zone, with the zone named (admin screens, issue 18):
 * "Nov 25, 2026, 6:42 AM East Africa Time". Null or empty: "never".
 */
export function formatHotelDateTime(value: string | Date | null | undefined): string {
  if (!value) return "never";
  return `${HOTEL_DATE_TIME.format(new Date(value))} ${HOTEL_ZONE_NAME}`;
}

/** The hotel-time day of an instant: "Nov 25, 2026". */
export function formatHotelDay(value: string | Date): string {
  return HOTEL_DAY_OF.format(new Date(value));
}
