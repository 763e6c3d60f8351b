import { LANGUAGES } from "~core/i18n/languages";

/**
 * The site's languages named in the page's language ("anglais" on a French page),
 * made once in the loader so the server and the browser show the same words.
 */
export function languageNames(pageLang: string): Record<string, string> {
  const names = new Intl.DisplayNames([pageLang, "en"], { type: "language" });
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, names.of(lang) ?? lang]));
}
