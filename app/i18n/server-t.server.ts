import type { TFunction } from "i18next";
import type { Lang } from "~core/i18n/languages";
import { requestLanguage } from "~core/i18n/request-language";
import { loadResources } from "./catalogues.server";
import { createI18n } from "./i18n";

// One translator per language for the process: the catalogues never change while it runs,
// and building an instance with every namespace on each request cost more than the loader.
const translators = new Map<Lang, TFunction>();

/** A translator for loaders (meta titles and descriptions are made on the server). */
export function serverTranslator(request: Request): {
  lang: ReturnType<typeof requestLanguage>;
  t: TFunction;
} {
  const lang = requestLanguage(request);
  return { lang, t: translatorFor(lang) };
}

/** The translator of one language (admin screens that show a guest-facing text). */
export function translatorFor(lang: Lang): TFunction {
  let t = translators.get(lang);
  if (!t) {
    t = createI18n(lang, loadResources(lang)).t;
    translators.set(lang, t);
  }
  return t;
}
