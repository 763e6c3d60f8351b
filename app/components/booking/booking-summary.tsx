import { Trans, useTranslation } from "react-i18next";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { PaymentMarks } from "~/components/shell/brand-marks";
import { withLang } from "~/components/shell/nav-links";
import { Money } from "~/components/ui/ltr-run";
import type { RootData } from "~/root";
import { formatDate } from "~core/format";
import type { Lang } from "~core/i18n/languages";
import type { Quote } from "~core/pricing";
import type { StaySearch } from "~core/schemas/booking";
import type { RoomTypeDto } from "~core/types";
import { guestsLabel, PriceLines, SummaryRow } from "./price-lines";
import { RoomFacts } from "./room-facts";
import { RoomImage } from "./room-image";

/** The sticky booking summary of /booking: room, stay, price lines, total. */
export function BookingSummary({
  room,
  stay,
  quote,
  lang,
  promoCode = null,
  deposit = null,
}: {
  room: RoomTypeDto;
  stay: StaySearch;
  quote: Quote;
  lang: Lang;
  /** The promo code whose discount the quote includes. */
  promoCode?: string | null;
  /** Paid online now (core/deposit.ts); the rest is paid at the hotel. */
  deposit?: number | null;
}) {
  const { t } = useTranslation("booking");
  const location = useLocation();
  const payments = useRouteLoaderData<RootData>("root")?.brand.payments;
  const guests = guestsLabel(t, stay.adults, stay.children);
  return (
    <section
      aria-labelledby="summary-heading"
      className="overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-sand-200"
    >
      <RoomImage
        src={room.images[0]}
        pending={room.imagesPending}
        alt=""
        sizes="(min-width: 1024px) 384px, 100vw"
        className="aspect-[16/9] w-full object-cover"
      />
      <div className="p-5">
        <h2
          id="summary-heading"
          className="text-sm font-semibold uppercase tracking-wide text-ink-muted"
        >
          {t("booking.summary")}
        </h2>
        <p className="mt-1 font-display text-2xl text-ink">{room.name}</p>
        <RoomFacts room={room} className="mt-1 flex gap-4 text-sm text-ink-muted" />
        <dl className="mt-4 border-t border-sand-200 pt-3 text-sm">
          <SummaryRow term={t("booking.checkIn")} value={formatDate(stay.checkIn, lang)} />
          <SummaryRow term={t("booking.checkOut")} value={formatDate(stay.checkOut, lang)} />
          <SummaryRow term={t("booking.nights")} value={String(quote.nights)} />
          <SummaryRow term={t("booking.guests")} value={guests} />
          <SummaryRow term={t("booking.rooms")} value={String(stay.rooms)} />
        </dl>
        <div className="mt-3 border-t border-sand-200 pt-3">
          <PriceLines price={{ ...quote, promoCode }} live />
          {deposit !== null ? (
            <dl className="mt-2 border-t border-dashed border-sand-300 pt-2 text-sm">
              <SummaryRow term={t("booking.depositNow")} value={<Money amount={deposit} />} />
              <SummaryRow
                term={t("booking.restAtHotel")}
                value={<Money amount={quote.total - deposit} />}
              />
            </dl>
          ) : null}
        </div>
        <p className="mt-4 text-xs text-ink-muted">
          <Trans
            t={t}
            i18nKey="booking.agree"
            components={{
              terms: (
                <Link
                  to={withLang("/terms-conditions", location.search)}
                  className="font-semibold text-ocean-700 underline"
                />
              ),
              cancellation: (
                <Link
                  to={withLang("/cancellation-policy", location.search)}
                  className="font-semibold text-ocean-700 underline"
                />
              ),
            }}
          />
        </p>
        {payments && (payments.methods.length > 0 || payments.pesapal) ? (
          <>
            <h3 className="mt-4 text-sm font-semibold text-ink">{t("booking.paymentMethods")}</h3>
            <div className="mt-2">
              <PaymentMarks payments={payments} />
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}
