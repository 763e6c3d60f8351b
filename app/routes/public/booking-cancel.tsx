/**
 * /booking/cancel?ref=&token=: the guest cancels their own booking (issue 16). The page
 * says what cancelling costs under the booking's policy and what is refunded, before the
 * guest confirms; the confirmation posts the charge they saw, so a deadline that passes
 * meanwhile is shown again instead of charged. Works without JavaScript (a plain form).
 */
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { bookingKey, deadlineText, keepLang } from "~/booking/manage";
import { withLang } from "~/components/shell/nav-links";
import { routeResources } from "~/i18n/route-resources.server";
import { serverTranslator } from "~/i18n/server-t.server";
import { useRouteResources } from "~/i18n/use-route-resources";
import { rootFromMatches, seoMeta } from "~/seo";
import { isolate, kshInText } from "../../../core/bidi";
import { formatDate, ltr } from "../../../core/format";
import { GuestCancelSchema } from "../../../core/schemas/booking";
import { AppError } from "../../../server/errors";
import { getBookingByToken, getBookingRowByToken } from "../../../server/services/booking";
import {
  guestCancelBooking,
  ManageBlockedError,
  TermsChangedError,
} from "../../../server/services/self-service";
import { getSiteSettings } from "../../../server/services/settings";
import type { Route } from "./+types/booking-cancel";
import { BookingNotFound } from "./booking-confirmation";

const NO_STORE = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const i18n = routeResources(request, ["booking"]);
  const { t } = serverTranslator(request);
  const key = bookingKey(request);
  const booking = await getBookingByToken(context.services, key.reference, key.token);
  const settings = await getSiteSettings(context.services.db);
  const contact = { phone: settings.phones[0] ?? "", email: settings.emails.reservations };
  const title = t("booking:manage.cancel.title");
  return data(
    { i18n, booking, contact, title },
    { status: booking ? 200 : 404, headers: NO_STORE },
  );
}

type CancelError = "termsChanged" | "failed" | "ended" | "arrived" | "refundNeedsHotel";

export async function action({ request, context }: Route.ActionArgs) {
  const key = bookingKey(request);
  const row = await getBookingRowByToken(context.services.db, key.reference, key.token);
  if (!row) return data({ error: "failed" as CancelError }, { status: 404, headers: NO_STORE });
  const form = await request.formData();
  const parsed = GuestCancelSchema.safeParse({
    expectedCharge: Number(form.get("expectedCharge") ?? Number.NaN),
  });
  if (!parsed.success) {
    return data({ error: "termsChanged" as CancelError }, { status: 400, headers: NO_STORE });
  }
  try {
    await guestCancelBooking(context.services, row.id, parsed.data.expectedCharge);
  } catch (error) {
    if (error instanceof TermsChangedError) {
      return data({ error: "termsChanged" as CancelError }, { status: 409, headers: NO_STORE });
    }
    if (error instanceof ManageBlockedError) {
      const block = error.block === "awaitingPayment" ? "failed" : error.block;
      return data({ error: block as CancelError }, { status: 409, headers: NO_STORE });
    }
    if (error instanceof AppError && error.status < 500) {
      return data({ error: "failed" as CancelError }, { status: error.status, headers: NO_STORE });
    }
    throw error;
  }
  const back = `/booking/confirmation?ref=${encodeURIComponent(row.reference)}&token=${encodeURIComponent(key.token)}`;
  throw redirect(key.lang ? `${back}&lang=${encodeURIComponent(key.lang)}` : back);
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

const BOX = "rounded-2xl bg-white p-5 ring-1 ring-sand-200";

export default function CancelBooking({ loaderData, actionData }: Route.ComponentProps) {
  useRouteResources(loaderData.i18n);
  const { t, i18n } = useTranslation("booking");
  const location = useLocation();
  const navigation = useNavigation();
  const { booking, contact } = loaderData;
  if (!booking) return <BookingNotFound />;
  const { manage } = booking;
  const lang = i18n.language;
  const deadline = deadlineText(manage.freeUntil, lang);
  const back = keepLang(booking.confirmationPath, location.search);
  const awaiting = booking.state === "awaiting_payment";
  const error = actionData?.error;
  const errorText = error
    ? error === "termsChanged" || error === "failed"
      ? t(`manage.cancel.${error}`)
      : t(`manage.blocked.${error}`)
    : null;
  return (
    <div className="mx-auto max-w-2xl px-4 pb-20 pt-10">
      <h1 className="font-display text-4xl text-ink">{t("manage.cancel.title")}</h1>
      <p className="mt-3 text-ink-muted">
        {t("manage.cancel.intro", { reference: isolate(booking.reference, lang) })}
      </p>
      {errorText ? (
        <p role="alert" className="mt-6 rounded-lg bg-coral-500/10 p-4 font-medium text-danger">
          {errorText}
        </p>
      ) : null}
      <section aria-labelledby="cancel-stay" className={`mt-6 ${BOX}`}>
        <h2 id="cancel-stay" className="font-display text-2xl text-ink">
          {booking.room.name}
        </h2>
        <p className="mt-1 text-ink-muted">
          {formatDate(booking.checkIn, lang)} – {formatDate(booking.checkOut, lang)} ·{" "}
          <span dir="ltr" className="font-mono">
            {booking.reference}
          </span>
        </p>
      </section>
      {manage.canCancel ? (
        <section aria-labelledby="cancel-what" className={`mt-6 ${BOX}`}>
          <h2 id="cancel-what" className="font-display text-2xl text-ink">
            {t("manage.cancel.whatHappens")}
          </h2>
          <ul className="mt-3 grid list-disc gap-2 ps-5 text-ink" data-testid="cancel-terms">
            {awaiting ? (
              <li>{t("manage.cancel.awaiting")}</li>
            ) : manage.free ? (
              <li>{t("manage.cancel.freeNow", { deadline })}</li>
            ) : (
              <li>
                {t("manage.cancel.lateNow", {
                  deadline,
                  charge: kshInText(manage.charge, lang),
                  nights: t("manage.nightCount", { count: manage.lateNights }),
                })}
              </li>
            )}
            {manage.refund > 0 ? (
              <li>{t("manage.cancel.refund", { amount: kshInText(manage.refund, lang) })}</li>
            ) : null}
            {manage.charge > 0 && manage.netPaid > 0 ? (
              <li>
                {t("manage.cancel.keptFromPayment", {
                  amount: kshInText(Math.min(manage.charge, manage.netPaid), lang),
                })}
              </li>
            ) : null}
            {manage.owed > 0 ? (
              <li>{t("manage.cancel.owed", { amount: kshInText(manage.owed, lang) })}</li>
            ) : null}
            {manage.charge === 0 && manage.netPaid === 0 && !awaiting ? (
              <li>{t("manage.cancel.nothingCharged")}</li>
            ) : null}
          </ul>
          <Form method="post" className="mt-6 flex flex-wrap gap-3">
            <input type="hidden" name="expectedCharge" value={manage.charge} />
            <button
              type="submit"
              disabled={navigation.state === "submitting"}
              className="inline-flex min-h-11 items-center rounded-lg bg-danger px-5 font-semibold text-white hover:opacity-90 disabled:opacity-60"
            >
              {navigation.state === "submitting"
                ? t("manage.cancel.cancelling")
                : t("manage.cancel.confirm")}
            </button>
            <Link
              to={back}
              className="inline-flex min-h-11 items-center rounded-lg border border-ocean-700 px-5 font-semibold text-ocean-700 hover:bg-ocean-50"
            >
              {t("manage.cancel.keep")}
            </Link>
          </Form>
        </section>
      ) : (
        <section className={`mt-6 ${BOX}`}>
          <p role="status" className="text-ink">
            {t(`manage.blocked.${manage.cancelBlock ?? "ended"}`)}
          </p>
          <p className="mt-3 text-ink-muted">
            {t("confirmation.contactLine", {
              phone: ltr(contact.phone),
              email: isolate(contact.email, lang),
            })}
          </p>
          <Link
            to={back}
            className="mt-4 inline-flex min-h-11 items-center rounded-lg border border-ocean-700 px-5 font-semibold text-ocean-700 hover:bg-ocean-50"
          >
            {t("manage.change.back")}
          </Link>
        </section>
      )}
      <p className="mt-6 text-sm">
        <Link
          to={withLang("/cancellation-policy", location.search)}
          className="text-ocean-700 underline"
        >
          {t("manage.policyLink")}
        </Link>
      </p>
    </div>
  );
}
