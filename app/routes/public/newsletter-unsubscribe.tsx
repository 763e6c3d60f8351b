import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { routeResources } from "~/i18n/route-resources.server";
import { serverTranslator } from "~/i18n/server-t.server";
import { useRouteResources } from "~/i18n/use-route-resources";
import { privatePageMeta } from "~/seo";
import { lookUpUnsubscribe, unsubscribeNewsletter } from "~server/services/content/newsletter";
import { getSiteSettings } from "~server/services/platform/settings";
import type { Route } from "./+types/newsletter-unsubscribe";

/**
 * The newsletter's unsubscribe link. GET asks first (a link scanner that opens it
 * unsubscribes nobody); POST removes the address: the button here, or a mail
 * client's one-click request (RFC 8058) to the List-Unsubscribe URL, token in the query.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const i18n = routeResources(request, ["engage"]);
  const { t } = serverTranslator(request);
  const { db, env } = context.services;
  const token = new URL(request.url).searchParams.get("token");
  const [state, settings] = await Promise.all([
    lookUpUnsubscribe(db, env.appSecret, token),
    getSiteSettings(db),
  ]);
  return {
    i18n,
    title: t("engage:unsubscribe.title"),
    description: t("engage:unsubscribe.metaDescription", { hotel: settings.hotelName }),
    state,
    token: state.status === "invalid" ? "" : (token ?? ""),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = context.services;
  const form = await request.formData().catch(() => null);
  const token = String(form?.get("token") ?? "") || new URL(request.url).searchParams.get("token");
  return unsubscribeNewsletter(db, env.appSecret, token);
}

export function meta(args: Route.MetaArgs) {
  return privatePageMeta(args);
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  useRouteResources(loaderData.i18n);
  const { t } = useTranslation("engage");
  const navigation = useNavigation();
  const state = actionData ?? loaderData.state;
  return (
    <div className="mx-auto max-w-xl px-4 pb-20 pt-10">
      <h1 className="font-display text-4xl text-ink">{t("unsubscribe.title")}</h1>
      <div role="status" aria-live="polite" className="mt-4 text-ink">
        {state.status === "unsubscribed" ? (
          <p>{t("unsubscribe.done", { email: state.email })}</p>
        ) : state.status === "gone" ? (
          <p>{t("unsubscribe.already")}</p>
        ) : state.status === "invalid" ? (
          <p>{t("unsubscribe.invalid")}</p>
        ) : null}
      </div>
      {state.status === "subscribed" ? (
        <Form method="post" className="mt-2">
          <p className="text-ink">{t("unsubscribe.confirm", { email: state.email })}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <Button
            type="submit"
            disabled={navigation.state === "submitting"}
            size="lg"
            className="mt-6"
          >
            {navigation.state === "submitting" ? t("unsubscribe.working") : t("unsubscribe.button")}
          </Button>
        </Form>
      ) : (
        <p className="mt-6">
          <Link className="text-ocean-700 underline" to="/">
            {t("unsubscribe.home")}
          </Link>
        </p>
      )}
    </div>
  );
}
