/**
 * /booking/payment: where Pesapal sends the guest back (callback_url with
 * OrderTrackingId, OrderMerchantReference, OrderNotificationType=CALLBACKURL), and
 * our own payment page for a booking (?ref=&token=). The loader asks Pesapal for
 * the status (never trusting the query). While the booking waits for payment it shows
 * processing (polled) or failed with Try again, which starts a new order while the hold
 * lasts; otherwise the booking's guest state (core/booking-state.ts): paid, confirmed to
 * pay at the hotel, cancelled, expired, refund requested or refunded, with its money line.
 */

import { CheckCircle2, Clock, RefreshCw, Undo2, XCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Link, useLocation, useRevalidator } from "react-router";
import { paymentPageText } from "~/components/booking/payment-page-text";
import { withLang } from "~/components/shell/nav-links";
import { toast } from "~/components/ui/use-toast";
import { routeResources } from "~/i18n/route-resources.server";
import { serverTranslator } from "~/i18n/server-t.server";
import { useRouteResources } from "~/i18n/use-route-resources";
import { privatePageMeta } from "~/seo";
import { hotelTimeZone } from "~core/dates";
import { DATE_LOCALES, formatKsh } from "~core/format";
import { paymentMethodName } from "~core/payment-methods";
import { getBookingRowByToken } from "~server/services/booking/booking";
import { paymentPage } from "~server/services/booking/payment-page";
import { findByTrackingId } from "~server/services/booking/payments";
import type { Route } from "./+types/payment-callback";

export async function loader({ request, context }: Route.LoaderArgs) {
  const i18n = routeResources(request, ["payment", "booking"]);
  const { t } = serverTranslator(request);
  const params = new URL(request.url).searchParams;
  const { db } = context.services;
  const trackingId = params.get("OrderTrackingId") ?? "";
  const reference = (params.get("ref") ?? "").toUpperCase();
  const token = params.get("token") ?? "";
  const booking = trackingId
    ? ((await findByTrackingId(db, trackingId))?.booking ?? null)
    : reference
      ? await getBookingRowByToken(db, reference, token)
      : null;
  const headers = { "Cache-Control": "private, no-store" };
  const base = { i18n, title: t("payment:title"), description: t("payment:description") };
  if (!booking) {
    return data({ ...base, view: null, page: null, access: null }, { status: 404, headers });
  }
  const { view, page } = await paymentPage(context.services, booking);
  // How the page asks again (polling, Try again): the same key the guest came with.
  const access = trackingId ? { orderTrackingId: trackingId } : { reference, token };
  return data({ ...base, view, page, access }, { headers });
}

export function meta(args: Route.MetaArgs) {
  return privatePageMeta(args);
}

/** The hold's end in hotel time (Nairobi), in the page's language. */
function holdTime(iso: string, lang: string) {
  return new Intl.DateTimeFormat(DATE_LOCALES[lang] ?? "en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone: hotelTimeZone(),
  }).format(new Date(iso));
}

/** withLang for a path that already has a query string. */
function withLangQuery(path: string, search: string) {
  const lang = new URLSearchParams(search).get("lang");
  return lang ? `${path}&lang=${encodeURIComponent(lang)}` : path;
}

const POLL_MS = 4000;
/** Polling stops after this long; "Check again" stays. */
const POLL_FOR_MS = 3 * 60_000;

const BUTTON =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-700 disabled:opacity-60";

export default function PaymentCallback({ loaderData }: Route.ComponentProps) {
  useRouteResources(loaderData.i18n);
  const { t, i18n } = useTranslation("payment");
  const location = useLocation();
  const revalidator = useRevalidator();
  const [starting, setStarting] = useState(false);
  const { view, page, access } = loaderData;
  const state = page?.state;

  // Mobile money may still be pending: ask again every few seconds for a while.
  useEffect(() => {
    if (state !== "processing") return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > POLL_FOR_MS) clearInterval(timer);
      else if (document.visibilityState === "visible") void revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [state, revalidator]);

  if (!view || !page || !access) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-20 text-center">
        <h1 className="font-display text-3xl text-ink">{t("notFound.heading")}</h1>
        <p role="alert" className="mt-4 text-ink-muted">
          {t("notFound.body")}
        </p>
        <Link
          to={withLang("/booking/find", location.search)}
          className={`${BUTTON} mt-6 bg-ocean-700 text-white hover:bg-ocean-800`}
        >
          {t("notFound.findBooking")}
        </Link>
      </div>
    );
  }

  const tryAgain = async () => {
    setStarting(true);
    try {
      const response = await fetch("/api/payments/pesapal/retry", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(access),
      });
      const body = (await response.json().catch(() => null)) as {
        redirectUrl?: string | null;
      } | null;
      if (response.ok && body?.redirectUrl) {
        window.location.assign(body.redirectUrl);
        return;
      }
      if (response.ok) {
        // Paid meanwhile: show it.
        await revalidator.revalidate();
      } else {
        toast({
          variant: "destructive",
          title: t("retryFailedTitle"),
          description: t("retryFailed"),
        });
        await revalidator.revalidate();
      }
    } catch {
      toast({
        variant: "destructive",
        title: t("retryFailedTitle"),
        description: t("retryFailed"),
      });
    }
    setStarting(false);
  };

  const tone = {
    paid: { icon: CheckCircle2, className: "text-palm-700" },
    confirmed: { icon: CheckCircle2, className: "text-palm-700" },
    processing: { icon: Clock, className: "text-ocean-700" },
    failed: { icon: XCircle, className: "text-danger" },
    expired: { icon: XCircle, className: "text-ink-muted" },
    cancelled: { icon: XCircle, className: "text-ink-muted" },
    refund_requested: { icon: Undo2, className: "text-ink-muted" },
    refunded: { icon: Undo2, className: "text-ink-muted" },
  }[page.state];
  const Icon = tone.icon;
  const lang = i18n.language;
  const text = paymentPageText(i18n, page);
  const waiting = page.state === "processing" || page.state === "failed";
  const ended = !waiting && page.state !== "paid" && page.state !== "confirmed";

  return (
    <div className="mx-auto max-w-3xl px-4 pb-20 pt-10">
      <p
        className={`flex items-center gap-2 text-sm font-semibold uppercase tracking-wide ${tone.className}`}
      >
        <Icon aria-hidden="true" className="size-5" />
        {text.eyebrow}
      </p>
      <h1 className="mt-1 font-display text-4xl text-ink">{text.heading}</h1>
      <div role="status" aria-live="polite">
        {text.body ? <p className="mt-3 text-ink-muted">{text.body}</p> : null}
        {text.money ? <p className="mt-2 text-ink">{text.money}</p> : null}
        {waiting && view.canRetry && view.holdExpiresAt ? (
          <p className="mt-2 text-ink">
            {t("holdUntil", { time: holdTime(view.holdExpiresAt, lang) })}
          </p>
        ) : null}
      </div>

      <dl className="mt-6 grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-sand-200 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-ink-muted">{t("reference")}</dt>
          <dd className="font-mono text-xl font-semibold text-ink" dir="ltr">
            {view.reference}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{t(view.deposit ? "deposit" : "amount")}</dt>
          <dd className="text-xl font-semibold text-ink" dir="ltr">
            {view.currency === "KES" ? formatKsh(view.amount) : `${view.currency} ${view.amount}`}
          </dd>
        </div>
        {page.state === "paid" && view.paymentMethod ? (
          <div>
            <dt className="text-sm text-ink-muted">{t("paid.method")}</dt>
            <dd className="text-ink">{paymentMethodName(view.paymentMethod)}</dd>
          </div>
        ) : null}
        {page.state === "paid" && view.confirmationCode ? (
          <div>
            <dt className="text-sm text-ink-muted">{t("paid.code")}</dt>
            <dd className="font-mono text-ink" dir="ltr">
              {view.confirmationCode}
            </dd>
          </div>
        ) : null}
      </dl>

      <div className="mt-6 flex flex-wrap gap-3">
        {!waiting ? (
          <Link
            to={withLangQuery(view.confirmationPath, location.search)}
            className={`${BUTTON} bg-ocean-700 text-white hover:bg-ocean-800`}
          >
            {t("paid.viewBooking")}
          </Link>
        ) : null}
        {page.state === "processing" ? (
          <button
            type="button"
            onClick={() => void revalidator.revalidate()}
            disabled={revalidator.state === "loading"}
            className={`${BUTTON} bg-ocean-700 text-white hover:bg-ocean-800`}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {revalidator.state === "loading"
              ? t("processing.checking")
              : t("processing.checkAgain")}
          </button>
        ) : null}
        {waiting && view.canRetry ? (
          <button
            type="button"
            onClick={() => void tryAgain()}
            disabled={starting}
            className={
              page.state === "failed"
                ? `${BUTTON} bg-coral-600 text-white hover:bg-coral-700`
                : `${BUTTON} border border-ocean-700 text-ocean-700 hover:bg-ocean-50`
            }
          >
            {starting
              ? t("failed.starting")
              : page.state === "failed"
                ? t("failed.tryAgain")
                : t("processing.payAnotherWay")}
          </button>
        ) : null}
        {ended ? (
          <Link
            to={withLang("/rooms", location.search)}
            className={`${BUTTON} bg-ocean-700 text-white hover:bg-ocean-800`}
          >
            {t("expired.bookAgain")}
          </Link>
        ) : null}
      </div>
      {waiting && view.canRetry ? (
        <p className="mt-6 text-sm text-ink-muted">{t("methods")}</p>
      ) : null}
    </div>
  );
}
