import type { Context } from "hono";
import type { Lang } from "~core/i18n/languages";
import { resolveLanguage } from "~core/i18n/resolve";

/** API language: `lang` query parameter, else Accept-Language, else English. */
export function apiLanguage(c: Context): Lang {
  return resolveLanguage({
    query: c.req.query("lang"),
    acceptLanguage: c.req.header("accept-language"),
  });
}
