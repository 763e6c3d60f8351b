import { DEFAULT_LANGUAGE, isLang, type Lang } from "./languages";

/**
 * Picks the best supported language from an Accept-Language header, honouring
 * q-values and matching on the primary subtag ("fr-CA" gives "fr").
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.toLowerCase(), quality: Number.isNaN(quality) ? 0 : quality, index };
    })
    .filter((entry) => entry.tag !== "" && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split("-")[0];
    if (isLang(primary)) return primary;
  }
  return undefined;
}

/** The order of the language choice, on the server: query, saved choice, browser, English. */
export function resolveLanguage(input: {
  query?: string | null;
  saved?: string | null;
  acceptLanguage?: string | null;
}): Lang {
  if (isLang(input.query)) return input.query;
  if (isLang(input.saved)) return input.saved;
  return languageFromAcceptLanguage(input.acceptLanguage) ?? DEFAULT_LANGUAGE;
}
