import { LANGUAGE_COOKIE, type Lang } from "./languages";
import { resolveLanguage } from "./resolve";

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** The page's language: ?lang=, then the saved choice (cookie), then Accept-Language. */
export function requestLanguage(request: {
  url: string;
  headers: { get(name: string): string | null };
}): Lang {
  const url = new URL(request.url);
  return resolveLanguage({
    query: url.searchParams.get("lang"),
    saved: readCookie(request.headers.get("cookie"), LANGUAGE_COOKIE),
    acceptLanguage: request.headers.get("accept-language"),
  });
}
