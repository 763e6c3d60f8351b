import type { Resource } from "i18next";
import { requestLanguage } from "~core/i18n/request-language";
import { loadResources } from "./catalogues.server";
import type { Namespace } from "./i18n";

/** The page's own namespaces, in its language, for its loader to return. */
export function routeResources(request: Request, namespaces: readonly Namespace[]): Resource {
  return loadResources(requestLanguage(request), namespaces);
}
