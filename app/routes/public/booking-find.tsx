import { useTranslation } from "react-i18next";
import { data, Form, redirect, useNavigation } from "react-router";
import { routeResources } from "~/i18n/route-resources.server";
import { serverTranslator } from "~/i18n/server-t.server";
import { useRouteResources } from "~/i18n/use-route-resources";
import { rootFromMatches, seoMeta } from "~/seo";
import { FindBookingSchema } from "../../../core/schemas/booking";
import { findBooking } from "../../../server/services/booking";
import { hitRateLimit } from "../../../server/services/rate-limit";
import type { Route } from "./+types/booking-find";

export async function loader({ request }: Route.LoaderArgs) {
  const i18n = routeResources(request, ["booking"]);
  const { t } = serverTranslator(request);
  return {
    i18n,
    title: t("booking:confirmation.findTitle"),
    description: t("booking:confirmation.findIntro"),
  };
}

type FindError = "reference" | "email" | "noMatch" | "tooMany";

/** Works without JavaScript too: a plain form POST, answered with a redirect or the error. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = {
    reference: String(form.get("reference") ?? "").slice(0, 40),
    email: String(form.get("email") ?? "").slice(0, 254),
  };
  const limit = await hitRateLimit(
    context.services.db,
    "publicForm",
    `booking-lookup:${context.clientIp}`,
  );
  if (!limit.allowed) return data({ values, error: "tooMany" as FindError }, { status: 429 });
  const parsed = FindBookingSchema.safeParse(values);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0] === "email" ? "email" : "reference";
    return data({ values, error: field as FindError }, { status: 400 });
  }
  const booking = await findBooking(context.services, parsed.data.reference, parsed.data.email);
  if (!booking) return data({ values, error: "noMatch" as FindError }, { status: 404 });
  const lang = new URL(request.url).searchParams.get("lang");
  throw redirect(`${booking.confirmationPath}${lang ? `&lang=${lang}` : ""}`);
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta(rootFromMatches(matches), {
    title: loaderData.title,
    description: loaderData.description,
    pathname: location.pathname,
    noindex: true,
  });
}

const INPUT =
  "min-h-11 w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-700 aria-[invalid=true]:border-danger";

export default function FindBooking({ loaderData, actionData }: Route.ComponentProps) {
  useRouteResources(loaderData.i18n);
  const { t } = useTranslation("booking");
  const navigation = useNavigation();
  const error = actionData?.error;
  const values = actionData?.values;
  const message =
    error === "reference"
      ? t("confirmation.findReferenceError")
      : error === "email"
        ? t("booking.errors.email")
        : error === "noMatch"
          ? t("confirmation.findNoMatch")
          : error === "tooMany"
            ? t("confirmation.findTooMany")
            : null;
  return (
    <div className="mx-auto max-w-xl px-4 pb-20 pt-10">
      <h1 className="font-display text-4xl text-ink">{t("confirmation.findTitle")}</h1>
      <p className="mt-3 text-ink-muted">{t("confirmation.findIntro")}</p>
      <Form
        method="post"
        noValidate
        className="mt-8 grid gap-4 rounded-2xl bg-white p-6 ring-1 ring-sand-200"
      >
        {message ? (
          <p
            id="find-error"
            role="alert"
            className="rounded-lg bg-coral-500/10 p-3 font-medium text-danger"
          >
            {message}
          </p>
        ) : null}
        <div>
          <label htmlFor="find-reference" className="mb-1 block text-sm font-semibold text-ink">
            {t("confirmation.findReference")}
          </label>
          <input
            id="find-reference"
            name="reference"
            required
            autoComplete="off"
            dir="ltr"
            defaultValue={values?.reference}
            aria-invalid={error === "reference" || undefined}
            aria-describedby={`find-reference-hint${error ? " find-error" : ""}`}
            className={`${INPUT} font-mono uppercase`}
          />
          <p id="find-reference-hint" className="mt-1 text-xs text-ink-muted">
            {t("confirmation.findReferenceHint")}
          </p>
        </div>
        <div>
          <label htmlFor="find-email" className="mb-1 block text-sm font-semibold text-ink">
            {t("confirmation.findEmail")}
          </label>
          <input
            id="find-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            dir="ltr"
            defaultValue={values?.email}
            aria-invalid={error === "email" || undefined}
            aria-describedby={error ? "find-error" : undefined}
            className={INPUT}
          />
        </div>
        <button
          type="submit"
          disabled={navigation.state === "submitting"}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-ocean-700 px-5 font-semibold text-white hover:bg-ocean-800 disabled:opacity-60"
        >
          {navigation.state === "submitting"
            ? t("confirmation.findSearching")
            : t("confirmation.findSubmit")}
        </button>
      </Form>
    </div>
  );
}
