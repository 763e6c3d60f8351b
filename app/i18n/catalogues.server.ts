import { readFileSync } from "node:fs";
import path from "node:path";
import type { Resource } from "i18next";
import { DEFAULT_LANGUAGE, type Lang } from "~core/i18n/languages";
import { projectPath } from "~server/paths";
import { NAMESPACES } from "./i18n";

const LOCALES_DIR = projectPath("public", "locales");
const cache = new Map<string, Record<string, unknown>>();

function readNamespace(lang: Lang, ns: string): Record<string, unknown> {
  const key = `${lang}/${ns}`;
  let value = cache.get(key);
  if (!value) {
    value = JSON.parse(readFileSync(path.join(LOCALES_DIR, lang, `${ns}.json`), "utf8")) as Record<
      string,
      unknown
    >;
    cache.set(key, value);
  }
  return value;
}

/** Catalogues in a language plus English as the fallback (every namespace unless named). */
export function loadResources(lang: Lang, namespaces: readonly string[] = NAMESPACES): Resource {
  const languages = lang === DEFAULT_LANGUAGE ? [lang] : [lang, DEFAULT_LANGUAGE];
  return Object.fromEntries(
    languages.map((lng) => [
      lng,
      Object.fromEntries(namespaces.map((ns) => [ns, readNamespace(lng, ns)])),
    ]),
  );
}
