import { infoFacts, infoHead } from "~/components/engage/info-facts.server";
import { InfoPage } from "~/components/engage/info-page";
import { routeResources } from "~/i18n/route-resources.server";
import { serverTranslator } from "~/i18n/server-t.server";
import { useRouteResources } from "~/i18n/use-route-resources";
import { rootFromMatches, seoMeta } from "~/seo";
import { getSiteSettings } from "~server/services/platform/settings";
import type { Route } from "./+types/privacy-policy";

export async function loader({ request, context }: Route.LoaderArgs) {
  const i18n = routeResources(request, ["info"]);
  const { lang, t } = serverTranslator(request);
  // The retention periods quoted in "How long we keep it" are the configured ones.
  const { retention } = context.services.env;
  const facts = {
    ...infoFacts(await getSiteSettings(context.services.db), lang),
    mailDays: String(retention.mailDays),
    jobDays: String(retention.jobDays),
    auditDays: String(retention.auditDays),
  };
  return { i18n, facts, ...infoHead(t, "privacy", facts) };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta(rootFromMatches(matches), {
    title: loaderData.title,
    description: loaderData.description,
    pathname: location.pathname,
  });
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  useRouteResources(loaderData.i18n);
  return <InfoPage page="privacy" facts={loaderData.facts} />;
}
