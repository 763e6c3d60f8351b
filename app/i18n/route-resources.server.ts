import { requestLanguage } from "~core/i18n/request-language";
import { loadResources, packResources } from "./catalogues.server";
import type { Namespace } from "./i18n";
import type { PackedResources } from "./packed-resources";

/** The page's own namespaces, in its language, for its loader to return (packed). */
export function routeResources(
  request: Request,
  namespaces: readonly Namespace[],
): PackedResources {
  return packResources(loadResources(requestLanguage(request), namespaces));
}
