import { useTranslation } from "react-i18next";
import { useMatches, useRouteLoaderData } from "react-router";
import { serverTranslator } from "~/i18n/server-t.server";
import type { RootData } from "~/root";
import { rootFromMatches, seoMeta } from "~/seo";
import { ltr } from "../../../core/format";
import { getSiteSettings } from "../../../server/services/settings";
import type { Route } from "./+types/placeholder";

/** Route ids look like "page-dining"; the part after "page-" names the catalogue key. */
function pageKey(routeId: string) {
  return routeId.replace(/^page-/, "");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = serverTranslator(request);
  const { hotelName } = await getSiteSettings(context.services.db);
  return {
    titles: t("pages", { returnObjects: true }) as Record<string, string>,
    descriptions: t("pageDescriptions", { returnObjects: true, hotel: hotelName }) as Record<
      string,
      string
    >,
  };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const key = pageKey(matches.at(-1)?.id ?? "");
  const title = loaderData?.titles[key];
  if (!title) return [];
  return seoMeta(rootFromMatches(matches), {
    title,
    description: loaderData.descriptions[key] ?? title,
    pathname: location.pathname,
  });
}

export default function Placeholder() {
  const { t } = useTranslation();
  const matches = useMatches();
  const root = useRouteLoaderData<RootData>("root");
  const key = pageKey(matches.at(-1)?.id ?? "");
  const phone = root?.brand.phones[0];
  return (
    <section className="mx-auto max-w-3xl px-4 py-20">
      <h1 className="font-display text-4xl">{t(`pages.${key}`)}</h1>
      <p className="mt-4 text-lg text-ink-muted">{t("placeholder.body")}</p>
      {phone ? (
        <p className="mt-4">
          <a
            className="font-semibold text-ocean-700 underline"
            href={`tel:${phone.replace(/\s+/g, "")}`}
          >
            {t("placeholder.callUs", { phone: ltr(phone) })}
          </a>
        </p>
      ) : null}
      <p className="mt-8">
        <a className="text-ocean-700 underline" href="/">
          {t("placeholder.backHome")}
        </a>
      </p>
    </section>
  );
}
