import type { Resource } from "i18next";
import { loadResources } from "./catalogues.server";
import type { Namespace } from "./i18n";
import { requestLanguage } from "./request-language.server";

/** The page's own namespaces, in its language and English, for its loader to return. */
export function routeResources(request: Request, namespaces: readonly Namespace[]): Resource {
  return loadResources(requestLanguage(request), namespaces);
}
