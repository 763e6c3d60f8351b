import { useTranslation } from "react-i18next";
import { data, Link, useLocation } from "react-router";
import { BookingView } from "~/components/booking/booking-view";
import { withLang } from "~/components/shell/nav-links";
import { serverTranslator } from "~/i18n/server-t.server";
import { rootFromMatches, seoMeta } from "~/seo";
import type { Lang } from "../../../core/i18n/languages";
import { getBookingByToken } from "../../../server/services/booking";
import { getSiteSettings } from "../../../server/services/settings";
import type { Route } from "./+types/booking-confirmation";

export async function loader({ request, context }: Route.LoaderArgs) {
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
  if (!booking) return data({ booking: null, contact, title }, { status: 404, headers });
  return data({ booking, contact, title }, { headers });
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
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="font-display text-3xl text-ink">{t("confirmation.notFoundTitle")}</h1>
      <p className="mt-4 text-ink-muted">{t("confirmation.notFound")}</p>
      <Link
        to={withLang("/booking/find", location.search)}
        className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-ocean-700 px-5 font-semibold text-white hover:bg-ocean-800"
      >
        {t("confirmation.findBooking")}
      </Link>
    </div>
  );
}

export default function BookingConfirmation({ loaderData }: Route.ComponentProps) {
  const { i18n } = useTranslation("booking");
  if (!loaderData.booking) return <BookingNotFound />;
  return (
    <BookingView
      booking={loaderData.booking}
      contact={loaderData.contact}
      lang={i18n.language as Lang}
    />
  );
}
