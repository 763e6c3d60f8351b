import { infoFacts, infoHead } from "~/components/engage/info-facts.server";
import { InfoPage } from "~/components/engage/info-page";
import { routeResources } from "~/i18n/route-resources.server";
import { serverTranslator } from "~/i18n/server-t.server";
import { useRouteResources } from "~/i18n/use-route-resources";
import { rootFromMatches, seoMeta } from "~/seo";
import { getSiteSettings } from "~server/services/platform/settings";
import type { Route } from "./+types/terms-conditions";

export async function loader({ request, context }: Route.LoaderArgs) {
  const i18n = routeResources(request, ["info"]);
  const { lang, t } = serverTranslator(request);
  const facts = infoFacts(await getSiteSettings(context.services.db), lang);
  return { i18n, facts, ...infoHead(t, "terms", facts) };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta(rootFromMatches(matches), {
    title: loaderData.title,
    description: loaderData.description,
    pathname: location.pathname,
  });
}

export default function TermsConditions({ loaderData }: Route.ComponentProps) {
  useRouteResources(loaderData.i18n);
  return <InfoPage page="terms" facts={loaderData.facts} />;
}
