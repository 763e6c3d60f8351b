import { describe, expect, it } from "vitest";
import {
  convertKes,
  currencyCookie,
  DEFAULT_EXCHANGE_RATES,
  type ExchangeRates,
  formatApprox,
  requestCurrency,
  resolveCurrency,
  stampExchangeRates,
} from "./currency";

const request = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });

describe("the display currency of a request", () => {
  it("takes ?currency=, then the saved cookie, then KSh", () => {
    expect(requestCurrency(request("/rooms"))).toBe("KES");
    expect(requestCurrency(request("/rooms", "currency=EUR"))).toBe("EUR");
    expect(requestCurrency(request("/rooms?currency=USD", "currency=EUR"))).toBe("USD");
    expect(requestCurrency(request("/rooms?currency=KES", "currency=GBP"))).toBe("KES");
    expect(requestCurrency(request("/?lang=fr&currency=GBP", "i18nextLng=de; currency=EUR"))).toBe(
      "GBP",
    );
  });

  it("treats anything else as KSh (or as no choice, when a saved one exists)", () => {
    for (const junk of ["eur", "JPY", "", "EUR ", "<script>", "KES,EUR"]) {
      expect(resolveCurrency({ query: junk }), junk).toBe("KES");
      expect(resolveCurrency({ saved: junk }), junk).toBe("KES");
    }
    expect(requestCurrency(request("/?currency=XYZ"))).toBe("KES");
    expect(requestCurrency(request("/", "currency=%E0%A4%A"))).toBe("KES");
    expect(requestCurrency(request("/", "mycurrency=EUR"))).toBe("KES");
    // A junk query does not undo a valid saved choice.
    expect(requestCurrency(request("/?currency=XYZ", "currency=EUR"))).toBe("EUR");
  });

  it("saves a choice for a year, for the whole site, SameSite=Lax", () => {
    expect(currencyCookie("EUR")).toBe("currency=EUR; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(currencyCookie("USD", true)).toMatch(/; Secure$/);
  });
});

describe("approximate prices", () => {
  it("converts KSh with the staff's rate, rounded to whole units; nothing for KSh", () => {
    expect(convertKes(14_000, "EUR", DEFAULT_EXCHANGE_RATES)).toEqual({
      currency: "EUR",
      amount: 100,
    });
    expect(convertKes(12_990, "USD", DEFAULT_EXCHANGE_RATES)?.amount).toBe(101);
    expect(convertKes(5000, "KES", DEFAULT_EXCHANGE_RATES)).toBeNull();
    expect(formatApprox(5000, "KES", DEFAULT_EXCHANGE_RATES, "en")).toBeNull();
  });

  it("writes the amount as the page's language does", () => {
    const rates = DEFAULT_EXCHANGE_RATES;
    expect(formatApprox(172_200, "EUR", rates, "en")).toBe("€1,230");
    expect(formatApprox(172_200, "USD", rates, "en")).toBe("$1,335");
    expect(formatApprox(172_200, "GBP", rates, "en")).toBe("£1,044");
    // French: a narrow space groups thousands, the sign follows.
    expect(formatApprox(172_200, "EUR", rates, "fr")).toBe("1\u202f230\u00a0€");
    expect(formatApprox(172_200, "EUR", rates, "de")).toBe("1.230\u00a0€");
  });

  it("keeps Western digits in Arabic and isolates the amount left to right", () => {
    const text = formatApprox(172_200, "EUR", DEFAULT_EXCHANGE_RATES, "ar") ?? "";
    expect(text.startsWith("\u2066")).toBe(true);
    expect(text.endsWith("\u2069")).toBe(true);
    expect(text).toContain("1,230");
    expect(text).toContain("€");
    expect(text).not.toMatch(/[\u0660-\u0669]/);
  });
});

describe("dating exchange rates on save", () => {
  const before: ExchangeRates = {
    USD: { kesPerUnit: 129, setOn: "2026-01-01" },
    EUR: { kesPerUnit: 140, setOn: "2026-02-02" },
    GBP: { kesPerUnit: 165, setOn: "2026-03-03" },
  };

  it("dates a changed rate today and keeps the date of an unchanged one", () => {
    expect(
      stampExchangeRates(
        before,
        { USD: { kesPerUnit: 130 }, EUR: { kesPerUnit: 140 } },
        "2026-11-20",
      ),
    ).toEqual({
      USD: { kesPerUnit: 130, setOn: "2026-11-20" },
      EUR: { kesPerUnit: 140, setOn: "2026-02-02" },
      GBP: { kesPerUnit: 165, setOn: "2026-03-03" },
    });
  });

  it("ignores a date sent with the rate, and keeps everything without rates", () => {
    const sent = { USD: { kesPerUnit: 129, setOn: "1999-01-01" } };
    expect(stampExchangeRates(before, sent, "2026-11-20")).toEqual(before);
    expect(stampExchangeRates(before, undefined, "2026-11-20")).toEqual(before);
  });
});
