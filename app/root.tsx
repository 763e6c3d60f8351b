import notoArabic400 from "@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?url";
import notoArabic600 from "@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-600-normal.woff2?url";
import manropeLatin from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";
import { useEffect, useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { requestCurrency } from "~core/currency";
import { setHotelTimeZone } from "~core/dates";
import { directionOf, isLang, LANGUAGES, localize } from "~core/i18n/languages";
import { requestLanguage } from "~core/i18n/request-language";
import { formatPhoneInternational } from "~core/phone";
import { OPENING_RETRY_SECONDS } from "~server/api/opening-gate";
import { firstHeroImage } from "~server/services/content/content";
import { isPesapalActive } from "~server/services/payments/config";
import { getSiteSettings, siteSettingsSaved } from "~server/services/platform/settings";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import { OPENING_SOON, RouteErrorPage } from "./components/shell/error-page";
import { Toaster } from "./components/ui/toaster";
import { loadResources, packResources } from "./i18n/catalogues.server";
import { browserI18n, GLOBAL_NAMESPACES, serverI18n } from "./i18n/i18n";
import { unpackResources } from "./i18n/packed-resources";
import {
  LANGUAGE_STORAGE_KEY,
  saveLanguageChoice,
  useChangeLanguage,
} from "./i18n/use-change-language";
import { useNonce } from "./nonce";

const isAdminPath = (request: Request) => /^\/admin(\/|$)/.test(new URL(request.url).pathname);

/**
 * A hotel whose staff have not saved its settings has no name, address or contact yet:
 * every public page says it is opening soon (this route's error page, in the guest's
 * language, with no shell to fill) rather than show blanks or another hotel's facts. A
 * middleware, so no page's loader runs meanwhile. The admin works as always.
 */
const openingSoon: Route.MiddlewareFunction = async ({ request, context }) => {
  if (isAdminPath(request) || (await siteSettingsSaved(context.services.db))) return;
  closed.add(request);
  throw data(OPENING_SOON, { status: 503 });
};

/** The requests `openingSoon` answered. */
const closed = new WeakSet<Request>();

/**
 * Tells browsers and crawlers when to come back to a site that is opening soon (a 503
 * with Retry-After is not taken for a dead site). It runs around `openingSoon`: React
 * Router hands it the error page's answer, document or `.data`, as `next()`'s result.
 */
const retryLater: Route.MiddlewareFunction = async ({ request }, next) => {
  const response = await next();
  if (closed.has(request)) response.headers.set("Retry-After", String(OPENING_RETRY_SECONDS));
  return response;
};

export const middleware: Route.MiddlewareFunction[] = [retryLater, openingSoon];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = context.services;
  // The admin screens are written in English: they keep English and left-to-right
  // whatever language the visitor chose for the public site.
  const admin = isAdminPath(request);
  const lang = admin ? "en" : requestLanguage(request);
  const [settings, defaultImage, pesapal] = await Promise.all([
    getSiteSettings(db),
    firstHeroImage(db),
    isPesapalActive(db),
  ]);
  return {
    lang,
    dir: directionOf(lang),
    /** The language came from ?lang= (an explicit choice), not from detection. */
    langFromQuery: new URL(request.url).searchParams.has("lang"),
    admin,
    resources: packResources(loadResources(lang, GLOBAL_NAMESPACES)),
    publicUrl: env.publicUrl,
    defaultImage,
    brand: {
      hotelName: settings.hotelName,
      description: localize(settings.description, lang),
      brandName: settings.brandName,
      /** Formatted for display; `telHref` (core/phone.ts) links them in E.164. */
      phones: settings.phones.map(formatPhoneInternational),
      whatsapp: settings.whatsapp,
      emails: { general: settings.emails.general, events: settings.emails.events },
      address: settings.address,
      social: settings.social,
      checkInTime: settings.checkInTime,
      checkOutTime: settings.checkOutTime,
      /** Only the marks of what the hotel accepts (settings) and Pesapal's while active. */
      payments: { methods: settings.acceptedPayments, pesapal },
    },
    /** The hotel's time zone (settings): the browser counts "today" and deadlines in it. */
    timeZone: settings.timeZone,
    /** Approximate prices (core/currency.ts): the guest's display currency and the rates. */
    currency: admin ? ("KES" as const) : requestCurrency(request),
    exchangeRates: settings.exchangeRates,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/**
 * The one stylesheet, with a React `precedence`: React then writes it at the top of the
 * head, before the module preloads of the scripts, so a phone on a slow connection
 * fetches what the first paint needs first instead of queueing it behind the JavaScript.
 */
export const links: Route.LinksFunction = () => [
  // `precedence` is a React 19 attribute that the link descriptor type does not list.
  { rel: "stylesheet", href: appStylesheet, precedence: "high" } as { rel: string; href: string },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  // Before anything renders: the hotel's clock, from the settings (idempotent).
  if (data?.timeZone) setHotelTimeZone(data.timeZone);
  const nonce = useNonce();
  const heroImageFirst = useMatches().some(
    (match) => (match.handle as { heroImageFirst?: boolean } | undefined)?.heroImageFirst,
  );
  // A marker that the page is interactive: browser tests and monitoring wait for it
  // instead of guessing, since hydration starts only after the first paint.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={data?.lang ?? "en"} dir={data?.dir ?? "ltr"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0F5C6E" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links nonce={nonce} />
        {heroImageFirst ? null : <FontPreloads rtl={data?.dir === "rtl"} />}
      </head>
      <body className="min-h-screen bg-sand-50 font-sans text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The text fonts, preloaded so they arrive with the stylesheet instead of after the first
 * paint: found only through the stylesheet, they came late, and the swap from the fallback
 * font moved whole paragraphs (a layout shift of 0.2 on an Arabic text page, where the
 * Latin brand name and addresses are set in Manrope). Arabic pages add Noto Sans Arabic.
 * A page whose first screen is a full-screen picture (`handle.heroImageFirst`) skips
 * them: there the picture is the largest paint and the text sits over it, out of flow.
 * The URLs are the same hashed files the stylesheet's @font-face rules name.
 */
function FontPreloads({ rtl }: { rtl: boolean }) {
  const files = rtl ? [notoArabic400, notoArabic600, manropeLatin] : [manropeLatin];
  return (
    <>
      {files.map((href) => (
        <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="" />
      ))}
    </>
  );
}

/**
 * The last explicit choice wins: a ?lang= is saved where the menu saves its choice
 * (storage and cookie agree with the URL); without ?lang=, a choice saved in this
 * browser wins over what the server detected (it may not have had the cookie).
 */
function useSavedLanguage(data: RootData) {
  const changeLanguage = useChangeLanguage();
  useEffect(() => {
    if (data.langFromQuery && !data.admin) saveLanguageChoice(data.lang);
  }, [data.lang, data.langFromQuery, data.admin]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once after hydration
  useEffect(() => {
    if (data.langFromQuery || data.admin) return;
    let saved: string | null = null;
    try {
      saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    } catch {
      return;
    }
    if (isLang(saved) && saved !== data.lang) changeLanguage(saved);
  }, []);
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const resources = unpackResources(loaderData.resources);
  const i18n = useMemo(
    () =>
      typeof window === "undefined" ? serverI18n(lang, resources) : browserI18n(lang, resources),
    [lang, resources],
  );
  useSavedLanguage(loaderData);
  useEffect(() => {
    // The texts of all seven languages are loaded at start, here
    // once the page is idle so they never compete with the first paint or hydration.
    const load = () => void i18n.loadLanguages([...LANGUAGES]);
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(load, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(load, 2000);
    return () => clearTimeout(timer);
  }, [i18n]);
  return (
    <I18nextProvider i18n={i18n}>
      <Outlet />
      <Toaster />
    </I18nextProvider>
  );
}

/**
 * Mostly the root loader failed (the public and admin layouts catch their pages' errors):
 * then no catalogue and no shell data, so the error page takes the request's language and
 * its own texts.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<RootData>("root");
  return (
    <main id="main">
      <RouteErrorPage error={error} lang={root?.lang} />
    </main>
  );
}
