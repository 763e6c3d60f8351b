import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { serverTranslator } from "~/i18n/server-t.server";
import { rootFromMatches, seoMeta } from "~/seo";
import type { Route } from "./+types/not-found";

export async function loader({ request }: Route.LoaderArgs) {
  const { t } = serverTranslator(request);
  return data({ title: t("notFound.title"), body: t("notFound.body") }, { status: 404 });
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const title = loaderData?.title ?? "404 Page Not Found";
  return seoMeta(rootFromMatches(matches), {
    title,
    description: loaderData?.body ?? title,
    pathname: location.pathname,
    noindex: true,
  });
}

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-display text-4xl">{t("notFound.title")}</h1>
      <p className="mt-4 text-ink-muted">{t("notFound.body")}</p>
      <p className="mt-8">
        <a
          className="rounded-lg bg-ocean-700 px-5 py-3 font-semibold text-white hover:bg-ocean-800"
          href="/"
        >
          {t("notFound.backHome")}
        </a>
      </p>
    </section>
  );
}
