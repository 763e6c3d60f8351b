/**
 * What the information pages (privacy, terms, cancellation, FAQs, sustainability,
 * careers) quote from the site settings, so a changed time or price shows on
 * every page at once. Their long texts live in the "info" catalogue.
 */
import type { TFunction } from "i18next";
import { formatKsh, formatTime, ltr } from "../../../core/format";
import type { SiteSettings } from "../../../core/settings";

export type InfoPageKey =
  | "privacy"
  | "terms"
  | "cancellation"
  | "faqs"
  | "sustainability"
  | "careers";

export function infoFacts(settings: SiteSettings): Record<string, string> {
  return {
    hotel: settings.hotelName,
    email: settings.emails.general,
    eventsEmail: settings.emails.events,
    phone: ltr(settings.phones[0] ?? ""),
    checkIn: formatTime(settings.checkInTime),
    checkOut: formatTime(settings.checkOutTime),
    lateUntil: formatTime(settings.lateCheckoutUntil),
    lateCharge: formatKsh(settings.lateCheckoutCharge),
    extraGuest: formatKsh(settings.extraGuestCharge),
    transfer: formatKsh(settings.transferVanPrice),
    tax: String(settings.taxPercent),
  };
}

/** Title and description of an information page, for its head. */
export function infoHead(t: TFunction, page: InfoPageKey, facts: Record<string, string>) {
  return {
    title: t(`info:${page}.title`),
    description: t(`info:${page}.metaDescription`, facts),
  };
}
