import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/use-translation";
import { kshInText } from "~core/bidi";
import { formatKsh } from "~core/format";
import type { Quote } from "~core/pricing";

/** One term and value of a summary list (a <div> group inside a <dl>). */
export function SummaryRow({
  term,
  value,
  strong,
  className = "",
}: {
  term: string;
  value: string;
  strong?: boolean;
  className?: string;
}) {
  return (
    <div
      className={`flex justify-between gap-4 py-1 ${strong ? "text-lg font-semibold" : ""} ${className}`}
    >
      <dt className={strong ? "text-ink" : "text-ink-muted"}>{term}</dt>
      <dd className="text-end tabular-nums text-ink">{value}</dd>
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
>;

/** The price lines of a stay, from the nightly rate to the total (summary and confirmation). */
export function PriceLines({ price, live }: { price: PriceBreakdown; live?: boolean }) {
  const { t, i18n } = useTranslation("booking");
  return (
    <dl className="text-sm" aria-live={live ? "polite" : undefined}>
      <SummaryRow
        term={t("booking.rateLine", {
          rate: kshInText(price.nightlyRate, i18n.language),
          count: price.nights,
          rooms: t("rooms.roomCount", { count: price.roomCount }),
        })}
        value={formatKsh(price.roomsTotal)}
      />
      {price.extraGuestsTotal > 0 ? (
        <SummaryRow
          term={t("booking.extraGuestsLine", { count: price.extraGuests })}
          value={formatKsh(price.extraGuestsTotal)}
        />
      ) : null}
      {price.lateCheckoutTotal > 0 ? (
        <SummaryRow
          term={t("booking.lateCheckoutLine")}
          value={formatKsh(price.lateCheckoutTotal)}
        />
      ) : null}
      <SummaryRow term={t("booking.subtotal")} value={formatKsh(price.subtotal)} />
      <SummaryRow
        term={t("booking.taxes", { percent: price.taxPercent })}
        value={formatKsh(price.taxes)}
      />
      <SummaryRow
        term={t("booking.total")}
        value={formatKsh(price.total)}
        strong
        className="mt-2 border-t border-sand-200 pt-2"
      />
    </dl>
  );
}
