import { InfoPage } from "~/components/engage/info-page";
import { policyPageData } from "~/components/engage/policy-page.server";
import { useRouteResources } from "~/i18n/use-route-resources";
import { rootFromMatches, seoMeta } from "~/seo";
import type { Route } from "./+types/terms-conditions";

export async function loader({ request, context }: Route.LoaderArgs) {
  return policyPageData(request, context, "terms");
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
  return <InfoPage page="terms" facts={loaderData.facts} own={loaderData.own} />;
}
