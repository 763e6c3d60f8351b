import { readFileSync } from "node:fs";
import path from "node:path";
import type { Resource } from "i18next";
import type { Lang } from "~core/i18n/languages";
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

/**
 * The catalogues of one language (every namespace unless named). English, the fallback
 * language, is not added: every catalogue has every key and the plural forms of its
 * language (tests/unit/catalogues.test.ts), so a page in another language would only carry
 * a second copy of its texts in its hydration data that nothing reads.
 */
export function loadResources(lang: Lang, namespaces: readonly string[] = NAMESPACES): Resource {
  return { [lang]: Object.fromEntries(namespaces.map((ns) => [ns, readNamespace(lang, ns)])) };
}
