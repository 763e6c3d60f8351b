import { createContext, useContext, useEffect, useState } from "react";
import { isRouteErrorResponse, useLocation } from "react-router";
import { ButtonAnchor } from "~/components/ui/button";
import { directionOf, isLang, type Lang } from "~core/i18n/languages";
import { errors as ar } from "../../../public/locales/ar/common.json";
import { errors as de } from "../../../public/locales/de/common.json";
import { errors as en } from "../../../public/locales/en/common.json";
import { errors as es } from "../../../public/locales/es/common.json";
import { errors as fr } from "../../../public/locales/fr/common.json";
import { errors as it } from "../../../public/locales/it/common.json";
import { errors as sw } from "../../../public/locales/sw/common.json";
import { withLang } from "./nav-links";

/**
 * The error texts of all seven languages, taken from the catalogues: each top-level key of
 * a JSON module is its own export, so the bundle carries the `errors` objects only. They
 * do not depend on the root loader, which may be the part that failed.
 */
const TEXTS: Record<Lang, typeof en> = { en, fr, es, it, de, ar, sw };

export type ErrorKind = "notFound" | "forbidden" | "server" | "unavailable" | "opening";

const STATUS: Record<ErrorKind, number> = {
  notFound: 404,
  forbidden: 403,
  server: 500,
  unavailable: 503,
  opening: 503,
};

/** The data of the 503 a hotel's public pages answer before its settings are first saved. */
export const OPENING_SOON = "opening_soon";

/**
 * What only the server knows when it renders an error: the request's language and whether
 * the database or disk was unavailable (app/entry.server.tsx provides it).
 */
export interface ErrorFacts {
  lang: Lang;
  unavailable: boolean;
}
export const ErrorFactsContext = createContext<ErrorFacts | null>(null);

let hydrated = false;

/**
 * In the browser, while hydrating, the facts the server rendered with (its error page's
 * attributes), so the first render matches the server's HTML; later errors (client
 * navigations) fall back to the document's language.
 */
function renderedFacts(): Partial<ErrorFacts> | null {
  if (typeof document === "undefined" || hydrated) return null;
  const page = document.querySelector<HTMLElement>("[data-error-page]");
  if (!page) return null;
  return {
    lang: isLang(page.lang) ? page.lang : undefined,
    unavailable: page.dataset.errorPage === "unavailable",
  };
}

function useErrorFacts(): Partial<ErrorFacts> {
  const server = useContext(ErrorFactsContext);
  const [browser] = useState(() => (server ? null : renderedFacts()));
  useEffect(() => {
    hydrated = true;
  }, []);
  return server ?? browser ?? {};
}

function documentLanguage(): Lang | undefined {
  if (typeof document === "undefined") return undefined;
  const lang = document.documentElement.lang;
  return isLang(lang) ? lang : undefined;
}

/** Which page a route error gets: 404, 503 (the database or disk could not serve) or 500. */
export function errorKind(error: unknown, unavailable = false): ErrorKind {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return "notFound";
    if (error.status === 403) return "forbidden";
    if (error.status === 503) return error.data === OPENING_SOON ? "opening" : "unavailable";
  }
  return unavailable ? "unavailable" : "server";
}

export function errorTexts(lang: Lang) {
  return TEXTS[lang];
}

/** The admin's home: the dashboard, which every role may open (core/admin-roles.ts). */
const ADMIN_HOME = "/admin";

/**
 * An error page in the page language: what happened, a way home and, unless the page does
 * not exist, a way to try again. Never the error's message or stack. Below /admin "home"
 * is the admin's dashboard, named as such (the admin is in English), not the public site.
 */
export function ErrorPage(props: { kind: ErrorKind; lang: Lang; home?: string }) {
  const { pathname, search } = useLocation();
  const texts = TEXTS[props.lang][props.kind];
  const { retry } = TEXTS[props.lang];
  const homeHref =
    props.home ?? (pathname.startsWith("/admin") ? ADMIN_HOME : withLang("/", search));
  const home = homeHref === ADMIN_HOME ? "Go to the admin dashboard" : TEXTS[props.lang].home;
  // Before the hotel is set up every page is this one: nowhere to go, nothing to retry.
  const links = props.kind !== "opening";
  return (
    <section
      data-error-page={props.kind}
      lang={props.lang}
      dir={directionOf(props.lang)}
      className="mx-auto max-w-xl px-4 py-24 text-center"
    >
      <p className="font-semibold text-ocean-700">{STATUS[props.kind]}</p>
      <h1 className="mt-2 font-display text-4xl">{texts.title}</h1>
      <p className="mt-4 text-ink-muted">{texts.body}</p>
      {links ? (
        <p className="mt-8 flex flex-wrap items-center justify-center gap-3">
          {props.kind === "notFound" || props.kind === "forbidden" ? null : (
            <ButtonAnchor href={`${pathname}${search}`}>{retry}</ButtonAnchor>
          )}
          <ButtonAnchor
            variant={props.kind === "notFound" ? "primary" : "link"}
            size="md"
            className={props.kind === "notFound" ? undefined : "underline"}
            href={homeHref}
          >
            {home}
          </ButtonAnchor>
        </p>
      ) : null}
    </section>
  );
}

/**
 * The page for an error a route boundary caught. `lang` is the page language when the
 * root loader worked; without it, the request's (server) or the document's (browser).
 */
export function RouteErrorPage(props: { error: unknown; lang?: Lang; home?: string }) {
  const facts = useErrorFacts();
  const lang = props.lang ?? facts.lang ?? documentLanguage() ?? "en";
  const kind = errorKind(props.error, facts.unavailable);
  return (
    <>
      <title>{TEXTS[lang][kind].title}</title>
      <ErrorPage kind={kind} lang={lang} home={props.home} />
    </>
  );
}
