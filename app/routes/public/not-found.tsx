import { data, useRouteLoaderData } from "react-router";
import { ErrorPage } from "~/components/shell/error-page";
import { serverTranslator } from "~/i18n/server-t.server";
import type { RootData } from "~/root";
import { rootFromMatches, seoMeta } from "~/seo";
import type { Route } from "./+types/not-found";

/** Any address no route knows: the 404 page inside the public shell, in the page language. */
export async function loader({ request }: Route.LoaderArgs) {
  const { t } = serverTranslator(request);
  return data(
    { title: t("errors.notFound.title"), body: t("errors.notFound.body") },
    { status: 404 },
  );
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
  const root = useRouteLoaderData<RootData>("root");
  return <ErrorPage kind="notFound" lang={root?.lang ?? "en"} />;
}
