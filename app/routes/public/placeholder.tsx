import { useTranslation } from "react-i18next";
import { useMatches, useRouteLoaderData } from "react-router";
import { serverTranslator } from "~/i18n/server-t.server";
import type { RootData } from "~/root";
import type { Route } from "./+types/placeholder";

/** Route ids look like "page-dining"; the part after "page-" names the catalogue key. */
function pageKey(routeId: string) {
  return routeId.replace(/^page-/, "");
}

export async function loader({ request }: Route.LoaderArgs) {
  const { t } = serverTranslator(request);
  return { titles: t("pages", { returnObjects: true }) as Record<string, string> };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const id = matches.at(-1)?.id ?? "";
  const title = data?.titles[pageKey(id)];
  return title ? [{ title }] : [];
}

export default function Placeholder() {
  const { t } = useTranslation();
  const matches = useMatches();
  const root = useRouteLoaderData<RootData>("root");
  const key = pageKey(matches.at(-1)?.id ?? "");
  return (
    <section className="mx-auto max-w-3xl px-4 py-20">
      <h1 className="font-display text-4xl">{t(`pages.${key}`)}</h1>
      <p className="mt-4 text-lg text-ink-muted">{t("placeholder.body")}</p>
      {root?.brand.phone ? (
        <p className="mt-4">
          <a
            className="font-semibold text-ocean-700 underline"
            href={`tel:${root.brand.phone.replace(/\s+/g, "")}`}
          >
            {t("placeholder.callUs", { phone: root.brand.phone })}
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
