/** What the cancel and change pages both load first: the booking of the link and how to reach the hotel. */
import { routeResources } from "~/i18n/route-resources.server";
import { serverTranslator } from "~/i18n/server-t.server";
import { formatPhoneInternational } from "~core/phone";
import type { AppServices } from "~server/context";
import { getBookingByToken } from "~server/services/booking/booking";
import { getSiteSettings } from "~server/services/platform/settings";
import { bookingKey } from "./manage";

/** Private pages: never stored by a browser or a proxy. */
export const NO_STORE = { "Cache-Control": "private, no-store" };

export async function loadManagedBooking(
  request: Request,
  services: AppServices,
  titleKey: "booking:manage.cancel.title" | "booking:manage.change.title",
) {
  const key = bookingKey(request);
  const booking = await getBookingByToken(services, key.reference, key.token);
  const settings = await getSiteSettings(services.db);
  return {
    i18n: routeResources(request, ["booking"]),
    title: serverTranslator(request).t(titleKey),
    booking,
    settings,
    contact: {
      phone: formatPhoneInternational(settings.phones[0] ?? ""),
      email: settings.emails.reservations,
    },
  };
}
