import { useTranslation } from "react-i18next";
import { data, useLocation } from "react-router";
import { PAY_AT_HOTEL_NOTICE_FLAG } from "~/booking/confirmation-target";
import { BookingView } from "~/components/booking/booking-view";
import { StatusPanel } from "~/components/booking/status-panel";
import { withLang } from "~/components/shell/nav-links";
import { routeResources } from "~/i18n/route-resources.server";
import { serverTranslator } from "~/i18n/server-t.server";
import { useRouteResources } from "~/i18n/use-route-resources";
import { rootFromMatches, seoMeta } from "~/seo";
import type { Lang } from "../../../core/i18n/languages";
import { getBookingByToken } from "../../../server/services/booking";
import { getSiteSettings } from "../../../server/services/settings";
import type { Route } from "./+types/booking-confirmation";

export async function loader({ request, context }: Route.LoaderArgs) {
  const i18n = routeResources(request, ["booking"]);
  const { t } = serverTranslator(request);
  const params = new URL(request.url).searchParams;
  const settings = await getSiteSettings(context.services.db);
  const contact = {
    phone: settings.phones[0] ?? "",
    email: settings.emails.reservations,
    checkInTime: settings.checkInTime,
    checkOutTime: settings.checkOutTime,
    lateCheckoutUntil: settings.lateCheckoutUntil,
  };
  const booking = await getBookingByToken(
    context.services,
    (params.get("ref") ?? "").toUpperCase(),
    params.get("token") ?? "",
  );
  const title = t("booking:confirmation.title");
  const headers = { "Cache-Control": "private, no-store" };
  if (!booking) {
    return data(
      { i18n, booking: null, contact, title, payAtHotelNotice: false },
      { status: 404, headers },
    );
  }
  // Pesapal failed at booking time and the booking was taken to pay at the hotel
  // (confirmationTarget): said while the booking stands that way.
  const payAtHotelNotice =
    params.get("notice") === PAY_AT_HOTEL_NOTICE_FLAG && booking.state === "confirmed";
  return data({ i18n, booking, contact, title, payAtHotelNotice }, { headers });
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta(rootFromMatches(matches), {
    title: loaderData.title,
    description: loaderData.title,
    pathname: location.pathname,
    noindex: true,
  });
}

export function BookingNotFound() {
  const { t } = useTranslation("booking");
  const location = useLocation();
  return (
    <StatusPanel
      title={t("confirmation.notFoundTitle")}
      message={t("confirmation.notFound")}
      linkTo={withLang("/booking/find", location.search)}
      linkLabel={t("confirmation.findBooking")}
    />
  );
}

export default function BookingConfirmation({ loaderData }: Route.ComponentProps) {
  useRouteResources(loaderData.i18n);
  const { i18n } = useTranslation("booking");
  const location = useLocation();
  if (!loaderData.booking) return <BookingNotFound />;
  return (
    <BookingView
      booking={loaderData.booking}
      contact={loaderData.contact}
      lang={i18n.language as Lang}
      search={location.search}
      payAtHotelNotice={loaderData.payAtHotelNotice}
    />
  );
}
