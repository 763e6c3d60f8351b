/**
 * A stay's price as the engine computed it, for staff: each night's rate, the rooms, the
 * surcharges, a discount, taxes and the total; for a change, the old and new totals, the
 * difference and how it is settled.
 */
import type { ReactNode } from "react";
import { formatDate, formatKsh } from "~core/format";
import type { Quote } from "~core/pricing";
import type { ChangeQuoteDto, ChangeSettlement } from "~core/types";
import type { QuoteRefusal } from "./stay-fields";

/** The lines of a quote, whether GET /api/quote's shape or the engine's own. */
export interface PriceLines {
  nights: { date: string; rate: number }[];
  roomCount: number;
  roomsTotal: number;
  extraGuestsTotal: number;
  lateCheckoutTotal: number;
  subtotal: number;
  discount: number;
  promoCode?: string | null;
  taxPercent: number;
  taxes: number;
  total: number;
}

/** The engine's Quote as price lines. */
export const quoteLines = (quote: Quote): PriceLines => ({
  nights: quote.nightRates,
  roomCount: quote.roomCount,
  roomsTotal: quote.roomsTotal,
  extraGuestsTotal: quote.extraGuestsTotal,
  lateCheckoutTotal: quote.lateCheckoutTotal,
  subtotal: quote.subtotal,
  discount: quote.discount,
  taxPercent: quote.taxPercent,
  taxes: quote.taxes,
  total: quote.total,
});

function Line({ term, value, strong }: { term: ReactNode; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-3 py-1 ${strong ? "border-t border-sand-200 pt-2 text-lg font-semibold" : ""}`}
    >
      <dt className={strong ? "text-ink" : "text-ink-muted"}>{term}</dt>
      <dd className="tabular-nums text-ink">{value}</dd>
    </div>
  );
}

/** The per-night breakdown and the total. */
export function PriceBreakdown({
  lines,
  totalLabel = "Total, paid at the hotel",
}: {
  lines: PriceLines;
  totalLabel?: string;
}) {
  const rooms = lines.roomCount;
  return (
    <dl className="text-sm">
      {lines.nights.map((night) => (
        <Line
          key={night.date}
          term={`${formatDate(night.date)}${rooms > 1 ? ` × ${rooms} rooms` : ""}`}
          value={formatKsh(night.rate * rooms)}
        />
      ))}
      {lines.extraGuestsTotal > 0 ? (
        <Line term="Extra guests" value={formatKsh(lines.extraGuestsTotal)} />
      ) : null}
      {lines.lateCheckoutTotal > 0 ? (
        <Line term="Late check-out" value={formatKsh(lines.lateCheckoutTotal)} />
      ) : null}
      <Line term="Subtotal" value={formatKsh(lines.subtotal)} />
      {lines.discount > 0 ? (
        <Line
          term={`Promo code${lines.promoCode ? ` ${lines.promoCode}` : ""}`}
          value={`−${formatKsh(lines.discount)}`}
        />
      ) : null}
      <Line term={`Taxes and fees (${lines.taxPercent}%)`} value={formatKsh(lines.taxes)} />
      <Line term={totalLabel} value={formatKsh(lines.total)} strong />
    </dl>
  );
}

const SETTLEMENT_TEXT: Record<ChangeSettlement, (amount: number) => string> = {
  none: () => "Nothing to settle.",
  pay_online: (amount) => `${formatKsh(amount)} more, asked online.`,
  refund: (amount) => `${formatKsh(amount)} is refunded to the guest through Pesapal.`,
  at_hotel: (amount) =>
    amount > 0
      ? `${formatKsh(amount)} more, due at the hotel.`
      : "The new total is paid at the hotel.",
  rest_at_hotel: (amount) => `The deposit is kept; ${formatKsh(amount)} is due at the hotel.`,
};

/** What a change does to the price: old and new totals, the difference, the settlement. */
export function ChangeSummary({ change }: { change: ChangeQuoteDto }) {
  const { difference } = change;
  return (
    <div className="grid gap-3">
      <PriceBreakdown lines={quoteLines(change.quote)} totalLabel="New total" />
      <dl className="rounded-lg bg-sand-50 p-3 text-sm ring-1 ring-sand-200">
        <Line term="Total now" value={formatKsh(change.oldTotal)} />
        <Line
          term="Difference"
          value={
            difference === 0
              ? "none"
              : `${difference > 0 ? "+" : "−"}${formatKsh(Math.abs(difference))}`
          }
          strong
        />
        {change.paid > 0 ? <Line term="Paid online" value={formatKsh(change.paid)} /> : null}
      </dl>
      <p className="text-sm text-ink">{SETTLEMENT_TEXT[change.settlement](change.amount)}</p>
    </div>
  );
}

/** Why the stay cannot be priced, with the nearest dates that work when the rules give them. */
export function QuoteProblem({
  refusal,
  onSuggestion,
}: {
  refusal: QuoteRefusal;
  onSuggestion?: (dates: { checkIn: string; checkOut: string }) => void;
}) {
  const { suggestion } = refusal;
  return (
    <div className="rounded-lg bg-coral-500/10 p-3 text-sm text-ink">
      <p className="font-semibold text-danger">{refusal.message}</p>
      {suggestion && onSuggestion ? (
        <p className="mt-2">
          Nearest dates that work: {formatDate(suggestion.checkIn)} –{" "}
          {formatDate(suggestion.checkOut)}.{" "}
          <button
            type="button"
            className="inline-flex min-h-11 items-center font-semibold text-ocean-700 underline"
            onClick={() => onSuggestion(suggestion)}
          >
            Use these dates
          </button>
        </p>
      ) : null}
    </div>
  );
}
