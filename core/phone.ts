/**
 * Phone numbers, stored in E.164 ("+254711000111") wherever they are kept or linked,
 * shown in the international format. Parsing and validation are libphonenumber-js's
 * (the "min" metadata: enough to tell valid numbers, not their kind).
 */
import {
  type CountryCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from "libphonenumber-js/min";

/** A supported ISO 3166-1 alpha-2 code in upper case, or undefined. */
function region(code: string | undefined): CountryCode | undefined {
  const upper = code?.trim().toUpperCase() ?? "";
  return /^[A-Z]{2}$/.test(upper) && isSupportedCountry(upper) ? upper : undefined;
}

/**
 * The number in E.164, or null when it is not a valid number. A number written without
 * its country code ("0711 000 111") is read in `defaultCountry`.
 */
export function normalizePhone(input: string, defaultCountry?: string): string | null {
  const text = input.trim();
  if (!text || text.length > 40) return null;
  const options = {
    defaultCountry: region(defaultCountry),
    // The whole text must be the number, not a number found inside other text.
    extract: false,
  };
  const parsed = parsePhoneNumberFromString(text, options);
  if (parsed?.isValid()) return parsed.number;
  // "00" is the international prefix of most of the world ("00254 711 …" from Europe),
  // but not of every default region (Kenya dials 000): read it as "+" when nothing else fits.
  const international = /^00\s*[1-9]/.test(text)
    ? parsePhoneNumberFromString(`+${text.slice(2).trim()}`, options)
    : undefined;
  return international?.isValid() ? international.number : null;
}

/** The region a guest's number is read in: their country when it is an ISO code, else the hotel's. */
export function phoneRegion(guestCountry: string | undefined, hotelCountry: string): string {
  return region(guestCountry) ?? hotelCountry;
}

/**
 * Display forms already worked out: the hotel's own few numbers are formatted for every page
 * (the root loader), and parsing one costs about a tenth of a millisecond. Bounded, so guests'
 * numbers shown in the admin cannot grow it without end.
 */
const formatted = new Map<string, string>();
const MAX_FORMATTED = 256;

/** "+254 711 000111" for display; a value that does not parse is shown as stored. */
export function formatPhoneInternational(e164: string): string {
  let display = formatted.get(e164);
  if (display === undefined) {
    const parsed = parsePhoneNumberFromString(e164.trim(), { extract: false });
    display = parsed ? parsed.formatInternational() : e164;
    if (formatted.size >= MAX_FORMATTED) formatted.clear();
    formatted.set(e164, display);
  }
  return display;
}

export { telHref, whatsAppLink } from "./phone-links";
