import { ChevronDown } from "lucide-react";
import { type ComponentProps, lazy } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useGuestCurrency } from "~/components/booking/approx-price";
import { DeferredPopup } from "~/components/ui/deferred-popup";
import { CURRENCIES, type Currency } from "~core/currency";

const CurrencyMenuPopup = lazy(() => import("./currency-menu-popup"));

/** The current page with `?currency=` set: the server saves the choice in a cookie. */
export function hrefForCurrency(search: string, pathname: string, currency: Currency): string {
  const params = new URLSearchParams(search);
  params.set("currency", currency);
  return `${pathname}?${params.toString()}`;
}

const triggerClass =
  "inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-lg px-2 text-sm font-medium text-ink hover:bg-ocean-50 [&::-webkit-details-marker]:hidden";

function TriggerContent({ current }: { current: Currency }) {
  const { t } = useTranslation();
  return (
    <>
      {/* Named from its content, as the language button is. */}
      <span className="sr-only">
        {t("currency.current", { currency: t(`currency.names.${current}`) })}
      </span>
      <span aria-hidden="true">{current}</span>
      <ChevronDown aria-hidden="true" className="hidden size-4 sm:block" />
    </>
  );
}

export function CurrencyTrigger({
  current,
  ...props
}: ComponentProps<"button"> & { current: Currency }) {
  return (
    <button type="button" aria-haspopup="menu" {...props} className={triggerClass}>
      <TriggerContent current={current} />
    </button>
  );
}

/** The four choices as links (`?currency=`), for the menus and for pages without scripts. */
export function CurrencyList({
  onChoose,
  className = "grid gap-1",
  itemClass = "flex min-h-11 items-center rounded-md px-3 text-sm text-ink hover:bg-ocean-50",
}: {
  onChoose?: () => void;
  className?: string;
  itemClass?: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const { currency: current } = useGuestCurrency();
  return (
    <ul className={className}>
      {CURRENCIES.map((code) => (
        <li key={code}>
          <Link
            to={hrefForCurrency(location.search, location.pathname, code)}
            preventScrollReset
            onClick={onChoose}
            aria-current={code === current ? "true" : undefined}
            className={`${itemClass} ${code === current ? "font-semibold text-ocean-800" : ""}`}
          >
            {t(`currency.names.${code}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The currency button beside the language one. Before its Radix menu loads (and without
 * scripts) it is a disclosure of plain links, which work without JavaScript.
 */
export function CurrencyMenu() {
  const { t } = useTranslation();
  const { currency } = useGuestCurrency();
  return (
    <DeferredPopup
      placeholder={(open) => (
        <details className="relative">
          {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is the details' native button */}
          <summary
            className={triggerClass}
            onClick={(event) => {
              // With scripts, the Radix menu opens instead of the disclosure.
              event.preventDefault();
              open();
            }}
          >
            <TriggerContent current={currency} />
          </summary>
          <div className="absolute end-0 top-full z-50 mt-1 min-w-52 rounded-lg border border-sand-200 bg-white p-1 shadow-lg">
            <p className="px-3 py-1 text-xs font-semibold text-ink-muted">{t("currency.label")}</p>
            <CurrencyList />
          </div>
        </details>
      )}
      popup={(defaultOpen) => <CurrencyMenuPopup current={currency} defaultOpen={defaultOpen} />}
    />
  );
}
