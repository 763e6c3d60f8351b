import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { serverTranslator } from "~/i18n/server-t.server";
import type { Route } from "./+types/not-found";

export async function loader({ request }: Route.LoaderArgs) {
  const { t } = serverTranslator(request);
  return data({ title: t("notFound.title") }, { status: 404 });
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title ?? "404 Page Not Found" }, { name: "robots", content: "noindex" }];
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
