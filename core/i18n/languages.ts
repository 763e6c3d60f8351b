/** The seven languages of the site, in the order the language menu lists them. */
export const LANGUAGES = ["en", "fr", "es", "it", "de", "ar", "sw"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Lang = "en";

/** Social-tag locales. */
export const LOCALES: Record<Lang, string> = {
  en: "en_US",
  fr: "fr_FR",
  es: "es_ES",
  it: "it_IT",
  de: "de_DE",
  ar: "ar_SA",
  sw: "sw_KE",
};

export const RTL_LANGUAGES: ReadonlySet<Lang> = new Set<Lang>(["ar"]);

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(lang: Lang): "ltr" | "rtl" {
  return RTL_LANGUAGES.has(lang) ? "rtl" : "ltr";
}

/**
 * Guest-facing content stored per language. English is required; a missing
 * language falls back to English when read (see `localize`).
 */
export type LocalizedText = { en: string } & Partial<Record<Exclude<Lang, "en">, string>>;

/** Seed content is written in all seven languages. */
export type FullyLocalizedText = Record<Lang, string>;

export function localize(text: LocalizedText, lang: Lang): string {
  const value = text[lang];
  return value && value.trim() !== "" ? value : text.en;
}

/** Where the language choice is saved: local storage key and the cookie mirroring it. */
export const LANGUAGE_COOKIE = "i18nextLng";
