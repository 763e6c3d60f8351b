/**
 * Translations of the guest e-mails: `public/locales/<lng>/email.json`, read on the
 * server only (the browser never loads the "email" namespace). One i18next instance
 * holds all seven languages; each mail takes a translator fixed to its language.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import i18next, { type i18n, type TFunction } from "i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, type Lang } from "../../../core/i18n/languages";

// Beside this module rather than the working directory, so scripts and tests run
// from anywhere find the catalogues.
// Bundled into build/server/index.js (a page loader that queues mail, e.g. the payment
// return page) that place does not exist: then the working directory, like the page
// catalogues (app/i18n/catalogues.server.ts).
const BESIDE_MODULE = new URL("../../../public/locales/", import.meta.url);
const LOCALES_DIR = existsSync(fileURLToPath(new URL("en/email.json", BESIDE_MODULE)))
  ? BESIDE_MODULE
  : pathToFileURL(`${path.resolve("public/locales")}/`);

let instance: i18n | undefined;

function createInstance(): i18n {
  const resources = Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      {
        email: JSON.parse(
          readFileSync(fileURLToPath(new URL(`${lang}/email.json`, LOCALES_DIR)), "utf8"),
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
