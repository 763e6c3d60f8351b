/** Shared by the Manage booking pages (confirmation, cancel, change). */
import { hotelTimeZone } from "~core/dates";
import { DATE_LOCALES } from "~core/format";

/** A deadline instant in hotel time, in the page's language. */
export function deadlineText(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[lang] ?? "en-US", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: hotelTimeZone(),
  }).format(new Date(iso));
}

/** A booking page path (it has a query already) keeping the page's ?lang=. */
export function keepLang(path: string, search: string): string {
  const lang = new URLSearchParams(search).get("lang");
  return lang ? `${path}&lang=${encodeURIComponent(lang)}` : path;
}

/** The ref and token of a booking page's URL. */
export function bookingKey(request: Request) {
  const params = new URL(request.url).searchParams;
  return {
    reference: (params.get("ref") ?? "").toUpperCase(),
    token: params.get("token") ?? "",
    lang: params.get("lang"),
  };
}
