/**
 * The hotel facts the page texts quote, read from the site settings and formatted
 * for the page language. Catalogue strings interpolate these ({{checkIn}},
 * {{poolCloses}}, {{breakfast}}…) instead of writing a time or a price, so a
 * changed setting shows on every page at once and no page keeps an old value.
 */
import { formatKsh, formatTime } from "./format";
import type { SiteSettings } from "./settings";

export type FactSettings = Pick<
  SiteSettings,
  | "checkInTime"
  | "checkOutTime"
  | "lateCheckoutUntil"
  | "lateCheckoutCharge"
  | "poolOpens"
  | "poolCloses"
  | "breakfastStep"
  | "transferVanPrice"
  | "extraGuestCharge"
>;

export function hotelFacts(settings: FactSettings, lang: string) {
  return {
    checkIn: formatTime(settings.checkInTime, lang),
    checkOut: formatTime(settings.checkOutTime, lang),
    lateUntil: formatTime(settings.lateCheckoutUntil, lang),
    lateCharge: formatKsh(settings.lateCheckoutCharge),
    poolOpens: formatTime(settings.poolOpens, lang),
    poolCloses: formatTime(settings.poolCloses, lang),
    /** What breakfast adds to a room's nightly rate (the engine charges it per room). */
    breakfast: formatKsh(settings.breakfastStep),
    transfer: formatKsh(settings.transferVanPrice),
    extraGuest: formatKsh(settings.extraGuestCharge),
  };
}

export type HotelFacts = ReturnType<typeof hotelFacts>;

/** The hotel's quiet hours (house rules); written once, formatted per language. */
export const QUIET_HOURS = { from: "22:00", until: "07:00" } as const;
