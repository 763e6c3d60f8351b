import type { Resource } from "i18next";
import { useTranslation } from "react-i18next";

/**
 * Adds the catalogues a page's loader returned to the current i18next instance,
 * during render and before the page's children read them: the same on the server
 * and in the browser, so hydration sees the same texts. Idempotent.
 */
export function useRouteResources(resources: Resource | undefined): void {
  const { i18n } = useTranslation();
  if (!resources) return;
  for (const [lng, namespaces] of Object.entries(resources)) {
    for (const [ns, bundle] of Object.entries(namespaces)) {
      if (!i18n.hasResourceBundle(lng, ns)) {
        i18n.addResourceBundle(lng, ns, bundle, true, true);
      }
    }
  }
}
