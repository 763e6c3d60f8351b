import { useTranslation } from "react-i18next";
import { data, Form, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { routeResources } from "~/i18n/route-resources.server";
import { serverTranslator } from "~/i18n/server-t.server";
import { useRouteResources } from "~/i18n/use-route-resources";
import { privatePageMeta } from "~/seo";
import { findGuestBooking } from "~server/services/booking/booking-commands";
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
  const result = await findGuestBooking(context.services, values, {
    clientIp: context.clientIp,
  });
  if (!result.ok) {
    const error: FindError =
      result.kind === "rateLimited"
        ? "tooMany"
        : result.kind === "notFound"
          ? "noMatch"
          : Object.keys(result.fields)[0] === "email"
            ? "email"
            : "reference";
    const headers = result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined;
    return data({ values, error }, { status: result.status, headers });
  }
  const booking = result.booking;
  const lang = new URL(request.url).searchParams.get("lang");
  throw redirect(`${booking.confirmationPath}${lang ? `&lang=${lang}` : ""}`);
}

/** A refused lookup's Retry-After (429) reaches the guest's browser too. */
export function headers({ actionHeaders, parentHeaders }: Route.HeadersArgs) {
  const out = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) out.set("Retry-After", retryAfter);
  return out;
}

export function meta(args: Route.MetaArgs) {
  return privatePageMeta(args);
}

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
        className={cardClass({ padding: "none", className: "mt-8 grid gap-4 p-6" })}
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
        <Field
          id="find-reference"
          label={t("confirmation.findReference")}
          hint={t("confirmation.findReferenceHint")}
        >
          <Input
            name="reference"
            required
            autoComplete="off"
            dir="ltr"
            defaultValue={values?.reference}
            aria-invalid={error === "reference" || undefined}
            aria-describedby={`find-reference-hint${error ? " find-error" : ""}`}
            className="font-mono uppercase"
          />
        </Field>
        <Field id="find-email" label={t("confirmation.findEmail")}>
          <Input
            name="email"
            type="email"
            required
            autoComplete="email"
            dir="ltr"
            defaultValue={values?.email}
            aria-invalid={error === "email" || undefined}
            aria-describedby={error ? "find-error" : undefined}
          />
        </Field>
        <Button type="submit" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting"
            ? t("confirmation.findSearching")
            : t("confirmation.findSubmit")}
        </Button>
      </Form>
    </div>
  );
}
