import type { TFunction } from "i18next";
import { loadResources } from "./catalogues.server";
import { createI18n } from "./i18n";
import { requestLanguage } from "./request-language.server";

/** A translator for loaders (meta titles and descriptions are made on the server). */
export function serverTranslator(request: Request): {
  lang: ReturnType<typeof requestLanguage>;
  t: TFunction;
} {
  const lang = requestLanguage(request);
  return { lang, t: createI18n(lang, loadResources(lang)).t };
}
