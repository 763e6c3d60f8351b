/**
 * What the information pages (privacy, terms, cancellation, FAQs, sustainability,
 * careers) quote from the site settings, so a changed time or price shows on
 * every page at once. Their long texts live in the "info" catalogue.
 */
import type { TFunction } from "i18next";
import { formatTime, ltr } from "~core/format";
import { hotelFacts, QUIET_HOURS } from "~core/hotel-facts";
import { formatPhoneInternational } from "~core/phone";
import { cityIn, placeIn, type SiteSettings } from "~core/settings";

export type InfoPageKey =
  | "privacy"
  | "terms"
  | "cancellation"
  | "faqs"
  | "sustainability"
  | "careers";

export function infoFacts(settings: SiteSettings, lang: string): Record<string, string> {
  return {
    ...hotelFacts(settings, lang),
    hotel: settings.hotelName,
    /** Where the hotel is, as its address says: "Nyali, Mombasa", or the city alone. */
    place: placeIn(settings, lang),
    city: cityIn(settings, lang),
    email: settings.emails.general,
    eventsEmail: settings.emails.events,
    phone: ltr(formatPhoneInternational(settings.phones[0] ?? "")),
    tax: String(settings.taxPercent),
    quietFrom: formatTime(QUIET_HOURS.from, lang),
    quietUntil: formatTime(QUIET_HOURS.until, lang),
  };
}

/** Title and description of an information page, for its head (`plain`: see InfoPage). */
export function infoHead(
  t: TFunction,
  page: InfoPageKey,
  facts: Record<string, string>,
  plain = false,
) {
  return {
    title: t(`info:${page}.title`),
    description: t(`info:${page}.${plain ? "plainIntro" : "metaDescription"}`, facts),
  };
}
