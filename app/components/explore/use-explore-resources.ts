import { useTranslation } from "react-i18next";
import { type PackedResources, unpackResources } from "~/i18n/packed-resources";
import { useRouteResources } from "~/i18n/use-route-resources";

/**
 * useRouteResources adds a namespace only once; explore pages send just their own
 * sections (explore-resources.server.ts), so after a client-side navigation the
 * next page's sections are merged into the bundle already there. Idempotent, and
 * the same on the server and in the browser.
 */
export function useExploreResources(packed: PackedResources | undefined): void {
  useRouteResources(packed);
  const { i18n } = useTranslation();
  const resources = unpackResources(packed);
  if (!resources) return;
  for (const [lng, namespaces] of Object.entries(resources)) {
    const bundle = namespaces.explore as Record<string, unknown> | undefined;
    if (!bundle) continue;
    for (const [section, value] of Object.entries(bundle)) {
      if (i18n.getResource(lng, "explore", section) === undefined) {
        i18n.addResourceBundle(lng, "explore", { [section]: value }, true, false);
      }
    }
  }
}
