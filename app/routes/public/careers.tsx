import { useTranslation } from "react-i18next";
import { infoFacts, infoHead } from "~/components/engage/info-facts.server";
import { InfoPage, type InfoSection, InfoSectionView } from "~/components/engage/info-page";
import { routeResources } from "~/i18n/route-resources.server";
import { serverTranslator } from "~/i18n/server-t.server";
import { useRouteResources } from "~/i18n/use-route-resources";
import { rootFromMatches, seoMeta } from "~/seo";
import { hasDemoContent } from "~server/services/content/demo-marker";
import { getSiteSettings } from "~server/services/platform/settings";
import type { Route } from "./+types/careers";

export async function loader({ request, context }: Route.LoaderArgs) {
  const i18n = routeResources(request, ["info"]);
  const { lang, t } = serverTranslator(request);
  const { db } = context.services;
  const [settings, demo] = await Promise.all([getSiteSettings(db), hasDemoContent(db)]);
  const facts = infoFacts(settings, lang);
  // The demo hotel's team, pay and openings; another hotel's page states nothing it has not said itself.
  const plain = !demo;
  return { i18n, facts, plain, ...infoHead(t, "careers", facts, plain) };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta(rootFromMatches(matches), {
    title: loaderData.title,
    description: loaderData.description,
    pathname: location.pathname,
  });
}

export default function Careers({ loaderData }: Route.ComponentProps) {
  useRouteResources(loaderData.i18n);
  const { t } = useTranslation("info");
  // How to apply: every hotel's page says it (the e-mail address is the settings').
  const apply = t("careers.apply", { returnObjects: true, ...loaderData.facts }) as InfoSection;
  return (
    <InfoPage page="careers" facts={loaderData.facts} plain={loaderData.plain}>
      <InfoSectionView section={apply} />
    </InfoPage>
  );
}
