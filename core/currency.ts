/**
 * Guest currencies: approximate prices in US dollars, euros or pounds, converted from
 * KSh with the rates staff enter in the settings. Only the display changes; every
 * amount charged, stored or sent to Pesapal stays in KSh (core/pricing.ts).
 * The choice is remembered like the language: `?currency=`, then the `currency` cookie,
 * then KSh.
 */
import { DATE_LOCALES } from "./format";
import { directionOf, type Lang } from "./i18n/languages";
import { z } from "./zod";

export const CURRENCIES = ["KES", "USD", "EUR", "GBP"] as const;
export type Currency = (typeof CURRENCIES)[number];
/** The currencies a guest may show approximate prices in (KSh is the charged one). */
export const GUEST_CURRENCIES = ["USD", "EUR", "GBP"] as const;
export type GuestCurrency = (typeof GUEST_CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = "KES";
/** Where the choice is saved (a year, SameSite=Lax), like the language's `i18nextLng`. */
export const CURRENCY_COOKIE = "currency";
const ONE_YEAR = 60 * 60 * 24 * 365;

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

/** KSh for one unit of a currency, and the hotel date it was set (written by the server). */
export const ExchangeRateSchema = z.object({
  kesPerUnit: z.number().positive(),
  setOn: z.iso.date(),
});
export const ExchangeRatesSchema = z.object({
  USD: ExchangeRateSchema,
  EUR: ExchangeRateSchema,
  GBP: ExchangeRateSchema,
});
export type ExchangeRate = z.infer<typeof ExchangeRateSchema>;
export type ExchangeRates = z.infer<typeof ExchangeRatesSchema>;

export const DEFAULT_EXCHANGE_RATES: ExchangeRates = {
  USD: { kesPerUnit: 129, setOn: "2026-01-01" },
  EUR: { kesPerUnit: 140, setOn: "2026-01-01" },
  GBP: { kesPerUnit: 165, setOn: "2026-01-01" },
};

/** The order of the choice: a valid `?currency=`, then a valid saved one, then KSh. */
export function resolveCurrency(input: { query?: string | null; saved?: string | null }): Currency {
  if (isCurrency(input.query)) return input.query;
  if (isCurrency(input.saved)) return input.saved;
  return DEFAULT_CURRENCY;
}

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The request's display currency (the page cache keys on the same value). */
export function requestCurrency(request: {
  url: string;
  headers: { get(name: string): string | null };
}): Currency {
  return resolveCurrency({
    query: new URL(request.url).searchParams.get("currency"),
    saved: readCookie(request.headers.get("cookie"), CURRENCY_COOKIE),
  });
}

/** The Set-Cookie value (or `document.cookie` assignment) that saves a choice. */
export function currencyCookie(currency: Currency, secure = false): string {
  return `${CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The amount in another currency, rounded to whole units; null for KSh. */
export function convertKes(
  kes: number,
  currency: Currency,
  rates: ExchangeRates,
): { currency: GuestCurrency; amount: number } | null {
  if (currency === "KES") return null;
  const rate = rates[currency]?.kesPerUnit;
  if (!rate || !Number.isFinite(kes)) return null;
  return { currency, amount: Math.round(kes / rate) };
}

/**
 * "€123" as the page's language writes it (whole units, Western digits like the rest of
 * the site); isolated left to right on a right-to-left page. Null for KSh.
 */
export function formatApprox(
  kes: number,
  currency: Currency,
  rates: ExchangeRates,
  lang: string,
): string | null {
  const converted = convertKes(kes, currency, rates);
  if (!converted) return null;
  const text = new Intl.NumberFormat(DATE_LOCALES[lang] ?? lang, {
    style: "currency",
    currency: converted.currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(converted.amount);
  return directionOf(lang as Lang) === "rtl" ? `\u2066${text}\u2069` : text;
}

/**
 * The rates to store after a save: each rate as sent, dated `today` (the hotel's date)
 * when its value changed, keeping its date when it did not. The date is never taken
 * from the browser. Without rates in the input, the stored ones stay.
 */
export function stampExchangeRates(
  before: ExchangeRates,
  input: Partial<Record<GuestCurrency, { kesPerUnit: number }>> | undefined,
  today: string,
): ExchangeRates {
  const out = { ...before };
  for (const code of GUEST_CURRENCIES) {
    const sent = input?.[code];
    if (!sent) continue;
    out[code] =
      sent.kesPerUnit === before[code].kesPerUnit
        ? before[code]
        : { kesPerUnit: sent.kesPerUnit, setOn: today };
  }
  return out;
}
