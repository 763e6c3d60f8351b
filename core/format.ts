import { hotelTimeZone, hotelZoneGeneration } from "./dates";

/**
 * The one number format of shillings, in every page language (specification: KSh prefix,
 * en-KE locale, no decimals): cards, summaries, calendars and e-mails all format with it,
 * so a German page never shows "KSh 5,500" on a card beside "KSh 5.500" in a calendar.
 */
export const KSH_LOCALE = "en-KE";
const kshNumber = new Intl.NumberFormat(KSH_LOCALE, { maximumFractionDigits: 0 });
const kshCompact = new Intl.NumberFormat(KSH_LOCALE, {
  notation: "compact",
  maximumFractionDigits: 1,
});

export function formatKsh(amount: number): string {
  return `KSh ${kshNumber.format(Math.round(amount))}`;
}

/**
 * "5.5K", "12K", "950": a night's price where a calendar day has room for a few
 * characters, in the same locale as `formatKsh` (Intl's compact notation).
 */
export function compactKsh(amount: number): string {
  return kshCompact.format(Math.round(amount));
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

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A wall-clock time of the hotel ("14:00") in the page language's own format:
 * "2:00 PM" in English, "14:00" in French or German, "2:00 م" in Arabic.
 */
export function formatTime(hhmm: string, lang = "en"): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const locale = DATE_LOCALES[lang] ?? "en-US";
  let format = clockFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      hour: "numeric",
      minute: "2-digit",
      timeZone: "UTC",
    });
    clockFormats.set(locale, format);
  }
  return format.format(Date.UTC(2000, 0, 1, h, m));
}

const stayTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A hotel date and wall-clock time together ("January 10, 2027 at 2:00 PM",
 * "10. Januar 2027 um 14:00", "10 يناير 2027 في 2:00 م"): Intl joins the two with the
 * language's own words, never a Latin comma written by hand.
 */
export function formatDateAndTime(date: string, hhmm: string, lang = "en"): string {
  const [y = 2000, mo = 1, d = 1] = date.slice(0, 10).split("-").map(Number);
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const locale = DATE_LOCALES[lang] ?? "en-US";
  let format = stayTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: "UTC",
    });
    stayTimeFormats.set(locale, format);
  }
  return format.format(Date.UTC(y, mo - 1, d, h, m));
}

/**
 * Wraps text that must read left to right (phone numbers) in Unicode isolates,
 * so an Arabic sentence around it does not reverse its digit groups.
 */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}

type HotelFormats = {
  generation: number;
  dateTime: Intl.DateTimeFormat;
  day: Intl.DateTimeFormat;
  zoneName: string;
};
let hotelFormats: HotelFormats | undefined;

/** The admin formatters for the hotel's zone, rebuilt when the settings change it. */
function hotelFormatsNow(): HotelFormats {
  const generation = hotelZoneGeneration();
  if (hotelFormats?.generation === generation) return hotelFormats;
  const timeZone = hotelTimeZone();
  const zoneName =
    new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "long" })
      .formatToParts(new Date())
      .find((part) => part.type === "timeZoneName")?.value ?? timeZone;
  hotelFormats = {
    generation,
    dateTime: new Intl.DateTimeFormat("en-US", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone,
    }),
    day: new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone }),
    zoneName,
  };
  return hotelFormats;
}

/** "East Africa Time": the hotel zone's name, for staff screens. */
export function hotelZoneName(): string {
  return hotelFormatsNow().zoneName;
}

/**
 * An instant in the hotel's time zone, with the zone named (admin screens):
 * "Nov 25, 2026, 6:42 AM East Africa Time". Null or empty: "never".
 */
export function formatHotelDateTime(value: string | Date | null | undefined): string {
  if (!value) return "never";
  const formats = hotelFormatsNow();
  return `${formats.dateTime.format(new Date(value))} ${formats.zoneName}`;
}

/** The hotel-time day of an instant: "Nov 25, 2026". */
export function formatHotelDay(value: string | Date): string {
  return hotelFormatsNow().day.format(new Date(value));
}
