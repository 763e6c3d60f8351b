import { useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { directionOf } from "../core/i18n/languages";
import { getSiteSettings } from "../server/services/settings";
import type { Route } from "./+types/root";
import "@fontsource-variable/manrope";
import "@fontsource-variable/fraunces";
import "@fontsource-variable/noto-sans-arabic";
import "./app.css";
import { loadResources } from "./i18n/catalogues.server";
import { createI18n } from "./i18n/i18n";
import { requestLanguage } from "./i18n/request-language.server";
import { useNonce } from "./nonce";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLanguage(request);
  const settings = await getSiteSettings(context.services.db);
  return {
    lang,
    dir: directionOf(lang),
    resources: loadResources(lang),
    brand: {
      hotelName: settings.hotelName,
      phone: settings.phones[0] ?? "",
      email: settings.emails.general,
      address: `${settings.address.street}, ${settings.address.area}, ${settings.address.city}, ${settings.address.country}`,
    },
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const nonce = useNonce();
  const lang = data?.lang ?? "en";
  return (
    <html lang={lang} dir={data?.dir ?? "ltr"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0F5C6E" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="min-h-screen bg-sand-50 font-sans text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { lang, resources } = loaderData;
  const i18n = useMemo(() => createI18n(lang, resources), [lang, resources]);
  return (
    <I18nextProvider i18n={i18n}>
      <Outlet />
    </I18nextProvider>
  );
}

/** Last resort: the root loader itself failed, so no catalogue is at hand. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-display text-3xl">
        {status === 404 ? "404 Page Not Found" : "Something went wrong"}
      </h1>
      <p className="mt-4">
        <a className="text-ocean-700 underline" href="/">
          Home
        </a>
      </p>
    </main>
  );
}
