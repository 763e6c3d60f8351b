import { useTranslation } from "react-i18next";
import { InfoPage, InfoSectionView } from "~/components/engage/info-page";
import { policyPageData } from "~/components/engage/policy-page.server";
import { useRouteResources } from "~/i18n/use-route-resources";
import { rootFromMatches, seoMeta } from "~/seo";
import type { Route } from "./+types/cancellation-policy";

export async function loader({ request, context }: Route.LoaderArgs) {
  return policyPageData(request, context, "cancellation");
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta(rootFromMatches(matches), {
    title: loaderData.title,
    description: loaderData.description,
    pathname: location.pathname,
  });
}

export default function CancellationPolicy({ loaderData }: Route.ComponentProps) {
  useRouteResources(loaderData.i18n);
  const { t } = useTranslation("info");
  const { facts, own } = loaderData;
  return (
    <InfoPage page="cancellation" facts={facts} own={own}>
      {own ? (
        // The hotel's own words, then what the booking system itself applies (the settings).
        <InfoSectionView
          section={{
            heading: t("cancellation.appliedHeading"),
            items: [t("cancellation.appliedFree", facts), facts.lateRule ?? ""],
          }}
        />
      ) : null}
    </InfoPage>
  );
}
