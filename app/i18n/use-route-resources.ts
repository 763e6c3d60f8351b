import type { ResourceLanguage } from "i18next";
import { useContext } from "react";
import { getI18n, I18nContext } from "react-i18next";
import { type PackedResources, unpackResources } from "./packed-resources";

// Bundles already merged into each instance (the server makes one instance per
// request while its catalogue objects are cached and shared between requests).
const merged = new WeakMap<object, WeakSet<object>>();

/**
 * Adds the catalogues a page's loader returned to the current i18next instance,
 * during render and before the page's children read them: the same on the server
 * and in the browser, so hydration sees the same texts. Bundles are merged deeply,
 * so a page that sends only part of a namespace never hides the rest from another.
 */
export function useRouteResources(packed: PackedResources | undefined): void {
  // The instance itself (useTranslation hands out a copy of it per component).
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const resources = unpackResources(packed);
  if (!resources) return;
  let done = merged.get(i18n);
  if (!done) {
    done = new WeakSet();
    merged.set(i18n, done);
  }
  for (const [lng, namespaces] of Object.entries(resources)) {
    for (const [ns, bundle] of Object.entries(namespaces as ResourceLanguage)) {
      if (typeof bundle !== "object" || bundle === null || done.has(bundle)) continue;
      i18n.addResourceBundle(lng, ns, bundle, true, false);
      done.add(bundle);
    }
  }
}
