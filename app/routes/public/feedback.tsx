import { useTranslation } from "react-i18next";
import { FeedbackForm } from "~/components/engage/feedback-form";
import { submitFeedbackForm } from "~/engage/feedback-submit.server";
import { routeResources } from "~/i18n/route-resources.server";
import { serverTranslator } from "~/i18n/server-t.server";
import { useRouteResources } from "~/i18n/use-route-resources";
import { rootFromMatches, seoMeta } from "~/seo";
import { hotelToday } from "~core/dates";
import { getSiteSettings } from "~server/services/platform/settings";
import type { Route } from "./+types/feedback";

export async function loader({ request, context }: Route.LoaderArgs) {
  const i18n = routeResources(request, ["engage"]);
  const { t } = serverTranslator(request);
  const { hotelName } = await getSiteSettings(context.services.db);
  return {
    i18n,
    title: t("engage:feedback.title"),
    description: t("engage:feedback.metaDescription", { hotel: hotelName }),
    // The hotel's date, so the server render and the browser agree on the default.
    today: hotelToday(),
  };
}

/** The form without JavaScript (or before hydration): the same command as the API. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitFeedbackForm(request, context);
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta(rootFromMatches(matches), {
    title: loaderData.title,
    description: loaderData.description,
    pathname: location.pathname,
  });
}

export default function Feedback({ loaderData, actionData }: Route.ComponentProps) {
  useRouteResources(loaderData.i18n);
  const { t } = useTranslation("engage");
  return (
    <div className="mx-auto max-w-4xl px-4 pb-20 pt-10">
      <h1 className="font-display text-4xl text-ink">{t("feedback.title")}</h1>
      <p className="mt-3 max-w-2xl text-ink-muted">{t("feedback.intro")}</p>
      <div className="mt-8">
        <FeedbackForm today={loaderData.today} submitted={actionData} />
      </div>
    </div>
  );
}
