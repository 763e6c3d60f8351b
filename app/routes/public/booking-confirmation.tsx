import { useTranslation } from "react-i18next";
import { data, redirect, useLocation } from "react-router";
import { PAY_AT_HOTEL_NOTICE_FLAG } from "~/booking/confirmation-target";
import { bookingKey } from "~/booking/manage";
import { BookingView } from "~/components/booking/booking-view";
import { StatusPanel } from "~/components/booking/status-panel";
import { withLang } from "~/components/shell/nav-links";
import { routeResources } from "~/i18n/route-resources.server";
import { serverTranslator } from "~/i18n/server-t.server";
import { useRouteResources } from "~/i18n/use-route-resources";
import { privatePageMeta } from "~/seo";
import type { Lang } from "~core/i18n/languages";
import { formatPhoneInternational } from "~core/phone";
import { cityIn } from "~core/settings";
import { getBookingByToken, getBookingRowByToken } from "~server/services/booking/booking";
import { startBalancePayment } from "~server/services/booking/booking-change";
import { refreshBookingRefunds } from "~server/services/booking/refunds";
import { getSiteSettings } from "~server/services/platform/settings";
import type { Route } from "./+types/booking-confirmation";

export async function loader({ request, context }: Route.LoaderArgs) {
  const i18n = routeResources(request, ["booking"]);
  const { lang, t } = serverTranslator(request);
  const params = new URL(request.url).searchParams;
  const settings = await getSiteSettings(context.services.db);
  const contact = {
    phone: formatPhoneInternational(settings.phones[0] ?? ""),
    email: settings.emails.reservations,
    checkInTime: settings.checkInTime,
    checkOutTime: settings.checkOutTime,
    lateCheckoutUntil: settings.lateCheckoutUntil,
    /** The hotel's city: the clock its hold times are told in ("2:30 PM, Mombasa time"). */
    city: cityIn(settings, lang),
  };
  const reference = (params.get("ref") ?? "").toUpperCase();
  const token = params.get("token") ?? "";
  let booking = await getBookingByToken(context.services, reference, token);
  if (booking?.state === "refund_requested" || (booking && booking.refundAmount > 0)) {
    // A refund Pesapal has made shows when the guest looks (throttled; best effort).
    const row = await getBookingRowByToken(context.services.db, reference, token);
    const done = row ? await refreshBookingRefunds(context.services, row.id).catch(() => 0) : 0;
    if (done > 0) booking = await getBookingByToken(context.services, reference, token);
  }
  const title = t("booking:confirmation.title");
  const headers = { "Cache-Control": "private, no-store" };
  if (!booking) {
    return data(
      { i18n, booking: null, contact, title, payAtHotelNotice: false, notice: null },
      { status: 404, headers },
    );
  }
  // Pesapal failed at booking time and the booking was taken to pay at the hotel
  // (confirmationTarget): said while the booking stands that way.
  const payAtHotelNotice =
    params.get("notice") === PAY_AT_HOTEL_NOTICE_FLAG && booking.state === "confirmed";
  const asked = params.get("notice");
  const notice: "changed" | "payBalanceFailed" | null =
    asked === "changed" || asked === "payBalanceFailed" ? asked : null;
  return data({ i18n, booking, contact, title, payAtHotelNotice, notice }, { headers });
}

/** "Pay the difference" after a change of a paid stay: on to Pesapal's page. */
export async function action({ request, context }: Route.ActionArgs) {
  const key = bookingKey(request);
  const row = await getBookingRowByToken(context.services.db, key.reference, key.token);
  if (!row) throw data(null, { status: 404 });
  const form = await request.formData();
  const back = new URL(request.url);
  if (form.get("intent") === "payBalance") {
    try {
      throw redirect(await startBalancePayment(context.services, row));
    } catch (error) {
      if (error instanceof Response) throw error;
      context.services.logger.warn(
        { reference: row.reference, err: error instanceof Error ? error.message : error },
        "balance payment could not be started",
      );
      back.searchParams.set("notice", "payBalanceFailed");
    }
  }
  throw redirect(`${back.pathname}${back.search}`);
}

export function meta(args: Route.MetaArgs) {
  return privatePageMeta(args);
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
      notice={loaderData.notice}
    />
  );
}
