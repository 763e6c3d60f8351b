import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { LANGUAGE_COOKIE, type Lang } from "~core/i18n/languages";

export const LANGUAGE_STORAGE_KEY = LANGUAGE_COOKIE;
const ONE_YEAR = 60 * 60 * 24 * 365;

/** Remembers the choice where the browser (local storage) and the server (cookie) read it. */
export function saveLanguageChoice(lang: Lang) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage may be disabled; the cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference cookie
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;
}

/** The URL of the current page in another language (`lang` removed for English). */
export function hrefForLanguage(search: string, pathname: string, lang: Lang): string {
  const params = new URLSearchParams(search);
  if (lang === "en") params.delete("lang");
  else params.set("lang", lang);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}`;
}

export function useChangeLanguage() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (lang: Lang) => {
      saveLanguageChoice(lang);
      // The same page in another language, not a new page: Back leaves the page.
      navigate(`${hrefForLanguage(location.search, location.pathname, lang)}${location.hash}`, {
        preventScrollReset: true,
        replace: true,
      });
    },
    [navigate, location],
  );
}
