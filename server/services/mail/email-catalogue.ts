/**
 * Translations of the guest e-mails: `public/locales/<lng>/email.json`, read on the
 * server only (the browser never loads the "email" namespace). One i18next instance
 * holds all seven languages; each mail takes a translator fixed to its language.
 */
import { readFileSync } from "node:fs";
import i18next, { type i18n, type TFunction } from "i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, type Lang } from "~core/i18n/languages";
import { projectPath } from "../../paths";

let instance: i18n | undefined;

function createInstance(): i18n {
  const resources = Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      {
        email: JSON.parse(
          readFileSync(projectPath("public", "locales", lang, "email.json"), "utf8"),
        ) as Record<string, unknown>,
      },
    ]),
  );
  const created = i18next.createInstance();
  void created.init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: ["email"],
    defaultNS: "email",
    resources,
    initAsync: false,
    // Values are escaped by the caller for HTML and left as they are for plain text.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return created;
}

/** A translator for the "email" namespace in one language (English fills gaps). */
export function emailTranslator(lang: Lang): TFunction {
  instance ??= createInstance();
  return instance.getFixedT(lang, "email");
}
