import type { Resource } from "i18next";
import { routeResources } from "~/i18n/route-resources.server";

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
): Resource {
  const resources = routeResources(request, ["explore", ...otherNamespaces]);
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
  return resources;
}
