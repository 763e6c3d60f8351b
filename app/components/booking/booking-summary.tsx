import { Maximize2, Users } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { PaymentMarks } from "~/components/shell/brand-marks";
import { withLang } from "~/components/shell/nav-links";
import { formatDate, formatKsh } from "../../../core/format";
import type { Lang } from "../../../core/i18n/languages";
import type { Quote } from "../../../core/pricing";
import type { StaySearch } from "../../../core/schemas/booking";
import type { RoomTypeDto } from "../../../core/types";
import { RoomImage } from "./room-image";

function Row({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 py-1 ${strong ? "text-lg font-semibold text-ink" : ""}`}
    >
      <dt className={strong ? "" : "text-ink-muted"}>{term}</dt>
      <dd className="text-end tabular-nums">{value}</dd>
    </div>
  );
}

/** The sticky booking summary of /booking (spec 000): room, stay, price lines, total. */
export function BookingSummary({
  room,
  stay,
  quote,
  lang,
}: {
  room: RoomTypeDto;
  stay: StaySearch;
  quote: Quote;
  lang: Lang;
}) {
  const { t } = useTranslation("booking");
  const location = useLocation();
  const guests = [
    t("rooms.adults", { count: stay.adults }),
    stay.children > 0 ? t("rooms.children", { count: stay.children }) : null,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <section
      aria-labelledby="summary-heading"
      className="overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-sand-200"
    >
      <RoomImage
        src={room.images[0]}
        roomName={room.name}
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
        <p className="mt-1 flex gap-4 text-sm text-ink-muted">
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-4" />
            {t("rooms.upTo", { count: room.capacity })}
          </span>
          <span className="inline-flex items-center gap-1">
            <Maximize2 aria-hidden="true" className="size-4" />
            {t("rooms.size", { size: room.size })}
          </span>
        </p>
        <dl className="mt-4 border-t border-sand-200 pt-3 text-sm">
          <Row term={t("booking.checkIn")} value={formatDate(stay.checkIn, lang)} />
          <Row term={t("booking.checkOut")} value={formatDate(stay.checkOut, lang)} />
          <Row term={t("booking.nights")} value={String(quote.nights)} />
          <Row term={t("booking.guests")} value={guests} />
          <Row term={t("booking.rooms")} value={String(stay.rooms)} />
        </dl>
        <dl className="mt-3 border-t border-sand-200 pt-3 text-sm" aria-live="polite">
          <Row
            term={t("booking.rateLine", {
              rate: formatKsh(quote.nightlyRate),
              count: quote.nights,
              rooms: t("rooms.roomCount", { count: quote.roomCount }),
            })}
            value={formatKsh(quote.roomsTotal)}
          />
          {quote.extraGuestsTotal > 0 ? (
            <Row
              term={t("booking.extraGuestsLine", { count: quote.extraGuests })}
              value={formatKsh(quote.extraGuestsTotal)}
            />
          ) : null}
          {quote.lateCheckoutTotal > 0 ? (
            <Row term={t("booking.lateCheckoutLine")} value={formatKsh(quote.lateCheckoutTotal)} />
          ) : null}
          <Row term={t("booking.subtotal")} value={formatKsh(quote.subtotal)} />
          <Row
            term={t("booking.taxes", { percent: quote.taxPercent })}
            value={formatKsh(quote.taxes)}
          />
          <div className="mt-2 border-t border-sand-200 pt-2">
            <Row term={t("booking.total")} value={formatKsh(quote.total)} strong />
          </div>
        </dl>
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
        <h3 className="mt-4 text-sm font-semibold text-ink">{t("booking.paymentMethods")}</h3>
        <div className="mt-2">
          <PaymentMarks />
        </div>
      </div>
    </section>
  );
}
