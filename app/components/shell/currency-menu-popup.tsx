import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { CURRENCIES, type Currency } from "~core/currency";
import { CurrencyTrigger, hrefForCurrency } from "./currency-menu";

/** Radix menu: closes on an outside click and on Escape, arrow keys move between currencies. */
export default function CurrencyMenuPopup({
  current,
  defaultOpen,
}: {
  current: Currency;
  defaultOpen: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <CurrencyTrigger current={current} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-lg border border-sand-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-1 text-xs font-semibold text-ink-muted">
            {t("currency.label")}
          </DropdownMenu.Label>
          {CURRENCIES.map((code) => (
            <DropdownMenu.Item key={code} asChild>
              {/* A link: the server saves the choice (cookie) when it answers it. */}
              <Link
                to={hrefForCurrency(location.search, location.pathname, code)}
                preventScrollReset
                aria-current={code === current ? "true" : undefined}
                className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-md px-3 text-sm text-ink outline-none data-[highlighted]:bg-ocean-50"
              >
                {t(`currency.names.${code}`)}
                {code === current ? (
                  <Check aria-hidden="true" className="size-4 text-ocean-700" />
                ) : null}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
