import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";
import {
  type Currency,
  DEFAULT_CURRENCY,
  DEFAULT_EXCHANGE_RATES,
  type ExchangeRates,
  formatApprox,
} from "~core/currency";
import { formatDate } from "~core/format";

/**
 * The guest's display currency and the staff's rates, from the root loader (KSh and the
 * default rates where it has no data: an error page whose root loader failed).
 */
export function useGuestCurrency(): { currency: Currency; rates: ExchangeRates } {
  const root = useRouteLoaderData<RootData>("root");
  return {
    currency: root?.currency ?? DEFAULT_CURRENCY,
    rates: root?.exchangeRates ?? DEFAULT_EXCHANGE_RATES,
  };
}

/**
 * "≈ €123" beside a KSh amount when the guest chose another currency; nothing for KSh.
 * Display only: the amount charged stays in KSh (see CurrencyNotice).
 */
export function ApproxPrice({ kes, className = "" }: { kes: number; className?: string }) {
  const { t, i18n } = useTranslation();
  const { currency, rates } = useGuestCurrency();
  const amount = formatApprox(kes, currency, rates, i18n.language);
  if (!amount) return null;
  return (
    <span data-testid="approx-price" className={`whitespace-nowrap ${className}`}>
      <span aria-hidden="true">{`≈ ${amount}`}</span>
      <span className="sr-only">{t("currency.approxSr", { amount })}</span>
    </span>
  );
}

/** Said once on every page while another currency is chosen: KSh is what is charged. */
export function CurrencyNotice({ className = "" }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { currency, rates } = useGuestCurrency();
  if (currency === "KES") return null;
  return (
    <p data-testid="currency-notice" className={`text-sm text-ink-muted ${className}`}>
      {t("currency.notice", {
        currency: t(`currency.plural.${currency}`),
        date: formatDate(rates[currency].setOn, i18n.language),
      })}
    </p>
  );
}
