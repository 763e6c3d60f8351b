/**
 * /booking/cancel?ref=&token=: the guest cancels their own booking. The page
 * says what cancelling costs under the booking's policy and what is refunded, before the
 * guest confirms; the confirmation posts the charge they saw, so a deadline that passes
 * meanwhile is shown again instead of charged. Works without JavaScript (a plain form).
 */

import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { bookingKey, deadlineText, keepLang } from "~/booking/manage";
import { loadManagedBooking, NO_STORE } from "~/booking/manage.server";
import { type RefusalCode, refusalText } from "~/booking/refusal-messages";
import { ManageAlert, ManageBlocked, ManagePage } from "~/components/booking/manage-page";
import { withLang } from "~/components/shell/nav-links";
import { Button, ButtonLink } from "~/components/ui/button";
import { TitledCard } from "~/components/ui/card";
import { useRouteResources } from "~/i18n/use-route-resources";
import { privatePageMeta } from "~/seo";
import { isolate, kshInText } from "~core/bidi";
import type { ManageBlock } from "~core/cancellation";
import { errorCodeOf } from "~core/error-codes";
import { formatDate } from "~core/format";
import { cancelGuestBooking } from "~server/services/booking/booking-commands";
import type { Route } from "./+types/booking-cancel";
import { BookingNotFound } from "./booking-confirmation";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { i18n, booking, contact, title } = await loadManagedBooking(
    request,
    context.services,
    "booking:manage.cancel.title",
  );
  return data(
    { i18n, booking, contact, title },
    { status: booking ? 200 : 404, headers: NO_STORE },
  );
}

/** A refusal by its code, with the reason a blocked cancellation names. */
type CancelError = { code: RefusalCode; block?: ManageBlock };

export async function action({ request, context }: Route.ActionArgs) {
  const key = bookingKey(request);
  const form = await request.formData();
  const result = await cancelGuestBooking(context.services, key, {
    expectedCharge: Number(form.get("expectedCharge") ?? Number.NaN),
  });
  if (!result.ok) {
    const error: CancelError = {
      code: errorCodeOf(result),
      ...(result.kind === "blocked" ? { block: result.block } : {}),
    };
    return data({ error }, { status: result.status, headers: NO_STORE });
  }
  const back = `/booking/confirmation?ref=${encodeURIComponent(result.reference)}&token=${encodeURIComponent(key.token)}`;
  throw redirect(key.lang ? `${back}&lang=${encodeURIComponent(key.lang)}` : back);
}

export function meta(args: Route.MetaArgs) {
  return privatePageMeta(args);
}

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
  const errorText = error ? refusalText(t, lang, "cancel", error.code, error) : null;
  return (
    <ManagePage
      title={t("manage.cancel.title")}
      intro={t("manage.cancel.intro", { reference: isolate(booking.reference, lang) })}
    >
      <ManageAlert text={errorText} />
      <TitledCard id="cancel-stay" title={booking.room.name} className="mt-6">
        <p className="mt-1 text-ink-muted">
          {formatDate(booking.checkIn, lang)} – {formatDate(booking.checkOut, lang)} ·{" "}
          <span dir="ltr" className="font-mono">
            {booking.reference}
          </span>
        </p>
      </TitledCard>
      {manage.canCancel ? (
        <TitledCard id="cancel-what" title={t("manage.cancel.whatHappens")} className="mt-6">
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
            <Button type="submit" disabled={navigation.state === "submitting"} variant="danger">
              {navigation.state === "submitting"
                ? t("manage.cancel.cancelling")
                : t("manage.cancel.confirm")}
            </Button>
            <ButtonLink to={back} variant="secondary">
              {t("manage.cancel.keep")}
            </ButtonLink>
          </Form>
        </TitledCard>
      ) : (
        <ManageBlocked
          message={t(`manage.blocked.${manage.cancelBlock ?? "ended"}`)}
          contact={contact}
          back={back}
        />
      )}
      <p className="mt-6 text-sm">
        <Link
          to={withLang("/cancellation-policy", location.search)}
          className="text-ocean-700 underline"
        >
          {t("manage.policyLink")}
        </Link>
      </p>
    </ManagePage>
  );
}
