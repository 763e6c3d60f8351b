import { infoFacts, infoHead } from "~/components/engage/info-facts.server";
import { InfoPage } from "~/components/engage/info-page";
import { routeResources } from "~/i18n/route-resources.server";
import { serverTranslator } from "~/i18n/server-t.server";
import { useRouteResources } from "~/i18n/use-route-resources";
import { rootFromMatches, seoMeta } from "~/seo";
import { getSiteSettings } from "~server/services/platform/settings";
import type { Route } from "./+types/cancellation-policy";

export async function loader({ request, context }: Route.LoaderArgs) {
  const i18n = routeResources(request, ["info"]);
  const { lang, t } = serverTranslator(request);
  const settings = await getSiteSettings(context.services.db);
  // The room-booking rules come from the settings (core/cancellation.ts applies the same).
  const policy = settings.cancellationPolicy;
  const facts = {
    ...infoFacts(settings, lang),
    freeDays: t("info:cancellation.freeDays", { count: policy.freeCancellationDays }),
    lateRule:
      policy.lateCancellationNights > 0
        ? t("info:cancellation.lateRule", { count: policy.lateCancellationNights })
        : t("info:cancellation.noLateCharge"),
  };
  return { i18n, facts, ...infoHead(t, "cancellation", facts) };
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
  return <InfoPage page="cancellation" facts={loaderData.facts} />;
}
