import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { withLang } from "~/components/shell/nav-links";
import { NewsletterForm } from "~/components/shell/newsletter-form";
import { submitNewsletterForm } from "~/engage/newsletter-submit.server";
import { serverTranslator } from "~/i18n/server-t.server";
import { privatePageMeta } from "~/seo";
import type { Route } from "./+types/newsletter-subscribe";

/**
 * Where the newsletter form posts without JavaScript (and before the page hydrates):
 * it subscribes with the API's command and says so in the page language, or shows the
 * form again with the address typed and what was wrong. With JavaScript the form posts
 * to POST /api/newsletter/subscribe and answers with a toast instead.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { t } = serverTranslator(request);
  return { title: t("footer.newsletterHeading"), description: t("footer.newsletterText") };
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitNewsletterForm(request, context);
}

export function meta(args: Route.MetaArgs) {
  return privatePageMeta(args);
}

export default function NewsletterSubscribe({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  if (actionData?.status === "subscribed") {
    return (
      <div className="mx-auto max-w-xl px-4 pb-20 pt-10">
        <div role="status">
          <h1 className="font-display text-4xl text-ink">{t("newsletter.successTitle")}</h1>
          <p className="mt-4 text-ink">{t("newsletter.successBody")}</p>
        </div>
        <p className="mt-6">
          <Link className="text-ocean-700 underline" to={actionData.from}>
            {t("newsletter.back")}
          </Link>
        </p>
      </div>
    );
  }
  const refused = actionData?.status === "invalid" || actionData?.status === "rateLimited";
  return (
    <div className="mx-auto max-w-xl px-4 pb-20 pt-10">
      <h1 className="font-display text-4xl text-ink">{t("footer.newsletterHeading")}</h1>
      <p className="mt-3 text-ink-muted">{t("footer.newsletterText")}</p>
      {refused ? (
        <p role="alert" className="mt-4 rounded-lg bg-danger/10 p-4 text-ink ring-1 ring-danger/30">
          <strong className="block">
            {actionData.status === "invalid"
              ? t("newsletter.invalidTitle")
              : t("newsletter.errorTitle")}
          </strong>
          {actionData.status === "invalid"
            ? t("newsletter.invalidBody")
            : t("newsletter.errorBody")}
        </p>
      ) : null}
      <div className="mt-6">
        <NewsletterForm
          tone="light"
          initialEmail={refused ? actionData.email : ""}
          from={actionData?.from ?? withLang("/", search)}
        />
      </div>
    </div>
  );
}
