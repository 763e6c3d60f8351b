import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Money } from "~/components/ui/ltr-run";
import { kshInText } from "~core/bidi";
import { formatDate } from "~core/format";
import type { Quote } from "~core/pricing";
import { ApproxPrice } from "./approx-price";

/** One term and value of a summary list (a <div> group inside a <dl>). */
export function SummaryRow({
  term,
  value,
  strong,
  className = "",
}: {
  term: string;
  value: React.ReactNode;
  strong?: boolean;
  className?: string;
}) {
  return (
    <div
      className={`flex justify-between gap-4 py-1 ${strong ? "text-lg font-semibold" : ""} ${className}`}
    >
      <dt className={strong ? "text-ink" : "text-ink-muted"}>{term}</dt>
      <dd className="whitespace-nowrap text-end tabular-nums text-ink">{value}</dd>
    </div>
  );
}

/** "2 adults, 1 child" */
export function guestsLabel(t: TFunction<"booking">, adults: number, children: number): string {
  return [
    t("rooms.adults", { count: adults }),
    children > 0 ? t("rooms.children", { count: children }) : null,
  ]
    .filter(Boolean)
    .join(", ");
}

export type PriceBreakdown = Pick<
  Quote,
  | "nightlyRate"
  | "nights"
  | "roomCount"
  | "roomsTotal"
  | "extraGuests"
  | "extraGuestsTotal"
  | "lateCheckoutTotal"
  | "subtotal"
  | "taxPercent"
  | "taxes"
  | "total"
> & {
  /** Each night's rate for one room (the guest can open the list). */
  nightRates?: { date: string; rate: number }[] | null;
  /** What a promo code took off the rooms. */
  discount?: number;
  promoCode?: string | null;
};

/** The price lines of a stay, from the nightly rate to the total (summary and confirmation). */
export function PriceLines({ price, live }: { price: PriceBreakdown; live?: boolean }) {
  const { t, i18n } = useTranslation("booking");
  const lang = i18n.language;
  const nights = price.nightRates ?? [];
  const varied = nights.some((night) => night.rate !== nights[0]?.rate);
  const discount = price.discount ?? 0;
  return (
    <>
      <dl className="text-sm" aria-live={live ? "polite" : undefined}>
        <SummaryRow
          term={t(varied ? "booking.rateLineAverage" : "booking.rateLine", {
            rate: kshInText(price.nightlyRate, lang),
            count: price.nights,
            rooms: t("rooms.roomCount", { count: price.roomCount }),
          })}
          value={<Money amount={price.roomsTotal} />}
        />
        {price.extraGuestsTotal > 0 ? (
          <SummaryRow
            term={t("booking.extraGuestsLine", { count: price.extraGuests })}
            value={<Money amount={price.extraGuestsTotal} />}
          />
        ) : null}
        {price.lateCheckoutTotal > 0 ? (
          <SummaryRow
            term={t("booking.lateCheckoutLine")}
            value={<Money amount={price.lateCheckoutTotal} />}
          />
        ) : null}
        <SummaryRow term={t("booking.subtotal")} value={<Money amount={price.subtotal} />} />
        {discount > 0 ? (
          <SummaryRow
            term={t("booking.discountLine", { code: price.promoCode ?? "" })}
            value={<Money amount={discount} sign="−" />}
          />
        ) : null}
        <SummaryRow
          term={t("booking.taxes", { percent: price.taxPercent })}
          value={<Money amount={price.taxes} />}
        />
        <SummaryRow
          term={t("booking.total")}
          value={
            <>
              <Money amount={price.total} />{" "}
              <ApproxPrice kes={price.total} className="block text-sm font-normal text-ink-muted" />
            </>
          }
          strong
          className="mt-2 border-t border-sand-200 pt-2"
        />
      </dl>
      {nights.length > 1 ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-ocean-700 underline-offset-2 hover:underline">
            {t("booking.perNightTitle")}
          </summary>
          <dl className="mt-2">
            {nights.map((night) => (
              <SummaryRow
                key={night.date}
                term={formatDate(night.date, lang)}
                value={<Money amount={night.rate} />}
              />
            ))}
          </dl>
          {price.roomCount > 1 ? (
            <p className="mt-1 text-ink-muted">{t("booking.perNightPerRoom")}</p>
          ) : null}
        </details>
      ) : null}
    </>
  );
}
