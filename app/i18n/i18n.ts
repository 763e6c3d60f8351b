import i18next, { type InitOptions, type i18n, type Resource } from "i18next";
import HttpBackend from "i18next-http-backend";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, type Lang } from "../../core/i18n/languages";

export const NAMESPACES = ["common"] as const;

const baseOptions = (lang: Lang, resources: Resource): InitOptions => ({
  lng: lang,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: "common",
  resources,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** One instance per request on the server, with the catalogues read from disk. */
export function createI18n(lang: Lang, resources: Resource): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init(baseOptions(lang, resources));
  return instance;
}

let browserInstance: i18n | undefined;

/**
 * The browser's single instance. It starts with the catalogues the server
 * rendered with (no flash of another language) and fetches the others from
 * /locales through the HTTP backend: 10 parallel reads, 5 retries from 350 ms.
 */
export function browserI18n(lang: Lang, resources: Resource): i18n {
  if (!browserInstance) {
    browserInstance = i18next.createInstance();
    void browserInstance
      .use(HttpBackend)
      .use(initReactI18next)
      .init({
        ...baseOptions(lang, resources),
        partialBundledLanguages: true,
        maxParallelReads: 10,
        maxRetries: 5,
        retryTimeout: 350,
        backend: { loadPath: "/locales/{{lng}}/{{ns}}.json" },
      });
    return browserInstance;
  }
  for (const [lng, namespaces] of Object.entries(resources)) {
    for (const [ns, bundle] of Object.entries(namespaces)) {
      if (!browserInstance.hasResourceBundle(lng, ns)) {
        browserInstance.addResourceBundle(lng, ns, bundle, true, false);
      }
    }
  }
  if (browserInstance.language !== lang) {
    browserInstance.changeLanguage(lang).catch((error: unknown) => {
      // Spec 000 section 4: a failed language change is only logged.
      console.error("language change failed", error);
    });
  }
  return browserInstance;
}
