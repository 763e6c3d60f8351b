import type { Resource } from "i18next";
import { routeResources } from "~/i18n/route-resources.server";

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
  for (const namespaces of Object.values(resources)) {
    const full = namespaces.explore as Record<string, unknown> | undefined;
    if (!full) continue;
    namespaces.explore = Object.fromEntries(
      sections.filter((key) => key in full).map((key) => [key, full[key]]),
    );
  }
  return resources;
}
