import { loadResources, packResources } from "~/i18n/catalogues.server";
import type { PackedResources } from "~/i18n/packed-resources";
import { requestLanguage } from "~core/i18n/request-language";

/**
 * One object per language and choice of sections: the catalogues never change while the
 * process runs, and the server's i18next instance merges a bundle object only once.
 */
const picks = new Map<string, Record<string, unknown>>();

/**
 * The "explore" catalogue holds the texts of eight pages; each page sends the
 * browser only its own top-level sections (plus any other namespaces it names),
 * which keeps the hydration data of the home page some 30 KB smaller in Arabic.
 */
export function exploreResources(
  request: Request,
  sections: readonly string[],
  otherNamespaces: readonly ("booking" | "engage" | "info")[] = [],
): PackedResources {
  const resources = loadResources(requestLanguage(request), ["explore", ...otherNamespaces]);
  for (const [lng, namespaces] of Object.entries(resources)) {
    const full = namespaces.explore as Record<string, unknown> | undefined;
    if (!full) continue;
    const key = `${lng}:${sections.join()}`;
    let picked = picks.get(key);
    if (!picked) {
      picked = Object.fromEntries(
        sections.filter((section) => section in full).map((section) => [section, full[section]]),
      );
      picks.set(key, picked);
    }
    namespaces.explore = picked;
  }
  return packResources(resources);
}
