import { describe, expect, it } from "vitest";
import { directionOf, localize } from "./languages";
import { languageFromAcceptLanguage, resolveLanguage } from "./resolve";

describe("languageFromAcceptLanguage", () => {
  it("matches primary subtags and honours q-values", () => {
    expect(languageFromAcceptLanguage("fr-CA,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(languageFromAcceptLanguage("ja;q=1, sw;q=0.4, de;q=0.7")).toBe("de");
    expect(languageFromAcceptLanguage("AR-sa")).toBe("ar");
  });
  it("ignores unsupported and zero-quality languages", () => {
    expect(languageFromAcceptLanguage("ja, zh")).toBeUndefined();
    expect(languageFromAcceptLanguage("es;q=0, it;q=0.1")).toBe("it");
    expect(languageFromAcceptLanguage("")).toBeUndefined();
    expect(languageFromAcceptLanguage(null)).toBeUndefined();
  });
});

describe("resolveLanguage", () => {
  it("prefers the query, then the saved choice, then the browser, then English", () => {
    expect(resolveLanguage({ query: "sw", saved: "de", acceptLanguage: "fr" })).toBe("sw");
    expect(resolveLanguage({ query: "xx", saved: "de", acceptLanguage: "fr" })).toBe("de");
    expect(resolveLanguage({ query: null, saved: "nope", acceptLanguage: "fr" })).toBe("fr");
    expect(resolveLanguage({ acceptLanguage: "ja" })).toBe("en");
  });
});

describe("localize and direction", () => {
  it("falls back to English for a missing or blank translation", () => {
    expect(localize({ en: "Pool", fr: "Piscine" }, "fr")).toBe("Piscine");
    expect(localize({ en: "Pool", fr: "  " }, "fr")).toBe("Pool");
    expect(localize({ en: "Pool" }, "ar")).toBe("Pool");
  });
  it("is right-to-left only for Arabic", () => {
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("sw")).toBe("ltr");
  });
});
