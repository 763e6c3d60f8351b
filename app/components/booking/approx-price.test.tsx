import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { CurrencyMenu } from "~/components/shell/currency-menu";
import { loadResources } from "~/i18n/catalogues.server";
import { createI18n } from "~/i18n/i18n";
import type { Currency, ExchangeRates } from "~core/currency";
import { DEFAULT_EXCHANGE_RATES } from "~core/currency";
import { LANGUAGES, type Lang } from "~core/i18n/languages";
import { ApproxPrice, CurrencyNotice } from "./approx-price";

const RATES: ExchangeRates = {
  ...DEFAULT_EXCHANGE_RATES,
  EUR: { kesPerUnit: 140, setOn: "2026-11-20" },
};

/** Renders inside a router whose root loader data carries the currency, as root.tsx's does. */
function render(
  element: React.ReactNode,
  { currency, lang = "en", url = "/rooms" }: { currency: Currency; lang?: Lang; url?: string },
) {
  const router = createMemoryRouter([{ id: "root", path: "*", element, loader: () => null }], {
    initialEntries: [url],
    hydrationData: { loaderData: { root: { currency, exchangeRates: RATES } } },
  });
  const i18n = createI18n(lang, loadResources(lang, ["common"]));
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

const page = (
  <>
    <ApproxPrice kes={14_000} />
    <CurrencyNotice />
  </>
);

describe("ApproxPrice and the currency notice", () => {
  it("show nothing while the guest sees KSh", () => {
    const html = render(page, { currency: "KES" });
    expect(html).not.toContain("approx-price");
    expect(html).not.toContain("currency-notice");
  });

  it("show the euro amount and say once that the charge is in KSh, with the rate's date", () => {
    const html = render(page, { currency: "EUR" });
    expect(html).toContain('<span aria-hidden="true">≈ €100</span>');
    expect(html).toContain('<span class="sr-only">about €100</span>');
    expect(html).toContain(
      "Prices in euros are approximate (rate of November 20, 2026). You are charged in Kenyan shillings (KES).",
    );
    expect(html.match(/currency-notice/g)).toHaveLength(1);
  });

  it("speak the page's language (French, Arabic right to left)", () => {
    const fr = render(page, { currency: "EUR", lang: "fr" });
    expect(fr).toContain("≈ 100\u00a0€");
    expect(fr).toContain("Les prix en euros sont approximatifs (taux du 20 novembre 2026)");
    const ar = render(page, { currency: "GBP", lang: "ar" });
    // Arabic's own currency pattern (ICU), Western digits, isolated left to right.
    expect(ar).toMatch(/≈ \u2066\u200f85\sUK£\u2069/);
    expect(ar).toContain("بعملة الجنيه الإسترليني");
    expect(ar).toContain("(KES)");
  });

  it("has the notice and the names really translated in every language", () => {
    const notices = new Set<string>();
    for (const lang of LANGUAGES) {
      const html = render(page, { currency: "USD", lang });
      const notice = /data-testid="currency-notice"[^>]*>([^<]+)</.exec(html)?.[1] ?? "";
      expect(notice, lang).toContain("KES");
      notices.add(notice);
    }
    expect(notices.size).toBe(LANGUAGES.length);
  });
});

describe("the currency menu without scripts", () => {
  it("is a disclosure of links that keep the page and its query, the current one marked", () => {
    const html = render(<CurrencyMenu />, { currency: "EUR", url: "/rooms/2?lang=fr" });
    expect(html).toContain("<details");
    expect(html).toContain("<summary");
    expect(html).toContain('<span class="sr-only">Currency: Euro (€)</span>');
    for (const code of ["KES", "USD", "EUR", "GBP"]) {
      expect(html).toContain(`href="/rooms/2?lang=fr&amp;currency=${code}"`);
    }
    expect(html).toMatch(/aria-current="true"[^>]*>Euro \(€\)</);
  });
});
