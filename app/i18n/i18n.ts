import i18next, { type InitOptions, type i18n, type Resource } from "i18next";
import HttpBackend from "i18next-http-backend";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, type Lang } from "~core/i18n/languages";

/**
 * Every namespace (the server reads them all from disk). Only the global ones travel
 * with every page and are preloaded for all languages in the browser; a page that
 * needs another namespace returns it from its loader (see use-route-resources.ts),
 * so long texts of one page never weigh on the others.
 */
export const NAMESPACES = [
  "common",
  "booking",
  "explore",
  "engage",
  "info",
  "journal",
  "payment",
] as const;
export const GLOBAL_NAMESPACES = ["common"] as const;
export type Namespace = (typeof NAMESPACES)[number];

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

/** A new instance over the given catalogues (loaders' translators, tests). */
export function createI18n(lang: Lang, resources: Resource): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init(baseOptions(lang, resources));
  return instance;
}

const serverByLanguage = new Map<Lang, i18n>();

/**
 * The server's instance for a language, kept for the process: the catalogues never change
 * while it runs, and making an instance and merging its bundles on every request cost a
 * tenth of a page's render. Pages' namespaces are merged into it once (useRouteResources),
 * as the browser's instance collects them over a visit.
 */
export function serverI18n(lang: Lang, resources: Resource): i18n {
  let instance = serverByLanguage.get(lang);
  if (!instance) {
    instance = createI18n(lang, resources);
    serverByLanguage.set(lang, instance);
  }
  return instance;
}

let browserBase: i18n | undefined;
const browserByLanguage = new Map<Lang, i18n>();

/**
 * The browser's instances, one per language over one shared store. The first starts
 * with the catalogues the server rendered with (no flash of another language) and
 * fetches the others from /locales through the HTTP backend: 10 parallel reads,
 * 5 retries from 350 ms. A language change swaps instances instead of switching one
 * in place, so nothing changes language before React commits the new page (and its
 * <html lang dir>) together.
 */
export function browserI18n(lang: Lang, resources: Resource): i18n {
  if (!browserBase) {
    browserBase = i18next.createInstance();
    void browserBase
      .use(HttpBackend)
      .use(initReactI18next)
      .init({
        ...baseOptions(lang, resources),
        ns: [...GLOBAL_NAMESPACES],
        partialBundledLanguages: true,
        maxParallelReads: 10,
        maxRetries: 5,
        retryTimeout: 350,
        backend: { loadPath: "/locales/{{lng}}/{{ns}}.json" },
      });
    browserByLanguage.set(lang, browserBase);
  }
  for (const [lng, namespaces] of Object.entries(resources)) {
    for (const [ns, bundle] of Object.entries(namespaces)) {
      if (!browserBase.hasResourceBundle(lng, ns)) {
        browserBase.addResourceBundle(lng, ns, bundle, true, false);
      }
    }
  }
  let instance = browserByLanguage.get(lang);
  if (!instance) {
    instance = browserBase.cloneInstance({ lng: lang });
    browserByLanguage.set(lang, instance);
  }
  return instance;
}
