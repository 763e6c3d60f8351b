import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { useId, useMemo, useRef, useState } from "react";
import { type DefaultValues, type FieldPath, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { withLang } from "~/components/shell/nav-links";
import { ButtonLink } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import {
  earliestFeedbackDate,
  FEEDBACK_MESSAGES,
  FEEDBACK_RATINGS,
  type FeedbackInput,
  type FeedbackRating,
  type FeedbackValues,
  feedbackSchema,
  RATING_OPTIONS,
} from "~core/schemas/feedback";
import { useFieldErrorText } from "./field-error-text";
import { GuestForm } from "./guest-form";
import { postGuestForm } from "./post-guest-form";

const RATING_LABELS = { 4: "excellent", 3: "good", 2: "fair", 1: "poor" } as const;

type TextField =
  | "date"
  | "roomNumber"
  | "howDidYouKnow"
  | "additionalFeedback"
  | "staffRecommendation";

/** What the guest typed and chose, as posted without JavaScript. */
export type FeedbackTyped = Partial<Record<TextField | FeedbackRating, string>>;

/** The page action's answer to a post without JavaScript. */
export type FeedbackSubmitted =
  | { status: "received" }
  | { status: "invalid"; values: FeedbackTyped; errors: Record<string, string> }
  | { status: "rateLimited"; values: FeedbackTyped };

/**
 * The guest feedback form: the date (today by default),
 * optional room number and source, fourteen required ratings as radio groups,
 * two optional comments. The server validates with the same schema. Every control also
 * carries its value as `defaultValue`/`defaultChecked`, so the server's answer to a
 * refused post without JavaScript comes back with everything the guest chose.
 */
export function FeedbackForm({
  today,
  submitted,
}: {
  today: string;
  /** The answer to a post without JavaScript (the page action). */
  submitted?: FeedbackSubmitted | undefined;
}) {
  const { t, i18n } = useTranslation("engage");
  const { search } = useLocation();
  const id = useId();
  const [done, setDone] = useState(submitted?.status === "received");
  const [refused, setRefused] = useState(submitted?.status === "invalid");
  const typed = submitted && submitted.status !== "received" ? submitted.values : {};
  const serverErrors = submitted?.status === "invalid" ? submitted.errors : {};
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const schema = useMemo(() => feedbackSchema(today), [today]);
  const initial: DefaultValues<FeedbackInput> & Record<TextField, string> = {
    date: today,
    roomNumber: "",
    howDidYouKnow: "",
    additionalFeedback: "",
    staffRecommendation: "",
    website: "",
    ...typed,
  };
  const form = useForm<FeedbackInput, unknown, FeedbackValues>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: initial,
  });
  const { register, handleSubmit, formState, setError } = form;

  const errorMessage = useFieldErrorText("feedback", FEEDBACK_MESSAGES);
  const errorText = (field: string) =>
    errorMessage(formState.errors[field as keyof FeedbackInput]?.message ?? serverErrors[field]);

  const fail = () =>
    toast({
      variant: "destructive",
      title: t("feedback.errorTitle"),
      description: t("feedback.error"),
    });

  const onSubmit = async (values: FeedbackValues) => {
    setRefused(false);
    const answer = await postGuestForm("/api/feedback", i18n.language, values);
    if (answer.ok) {
      toast({ title: t("feedback.successTitle"), description: t("feedback.success") });
      setDone(true);
      // Move focus to the panel that replaced the form, so nobody is left on nothing.
      requestAnimationFrame(() => thanksRef.current?.focus());
      return;
    }
    for (const [field, message] of Object.entries(answer.errors)) {
      setError(field as FieldPath<FeedbackInput>, { type: "server", message });
    }
    if (answer.status === 429) {
      toast({
        variant: "destructive",
        title: t("feedback.errorTitle"),
        description: t("feedback.rateLimited"),
      });
      return;
    }
    fail();
  };

  const onInvalid = () => {
    const missing = FEEDBACK_RATINGS.filter(
      (field) => formState.errors[field] || !form.getValues(field),
    );
    toast({
      variant: "destructive",
      title: t("feedback.fixTitle"),
      description:
        missing.length > 0
          ? missing.map((field) => t(`feedback.errors.${field}`)).join(" · ")
          : t("feedback.fix"),
    });
  };

  if (done) {
    return (
      <section className="rounded-2xl bg-white p-8 text-center ring-1 ring-sand-200">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-palm-700" />
        <h2 ref={thanksRef} tabIndex={-1} className="mt-4 font-display text-3xl text-ink">
          {t("feedback.thankYou")}
        </h2>
        <p className="mt-3 text-ink-muted">{t("feedback.success")}</p>
        <ButtonLink to={withLang("/", search)} size="lg" className="mt-6">
          {t("feedback.returnHome")}
        </ButtonLink>
      </section>
    );
  }

  const ratingGroup = (field: FeedbackRating) => {
    const error = errorText(field);
    return (
      <fieldset
        key={field}
        aria-describedby={error ? `${id}-${field}-error` : undefined}
        className={`rounded-xl border p-4 ${error ? "border-danger" : "border-sand-200"}`}
      >
        <legend className="px-1 font-semibold text-ink">
          {t(`feedback.ratings.${field}`)} <span aria-hidden="true">*</span>
        </legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {RATING_OPTIONS.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-1.5 rounded-lg bg-sand-50 px-2 text-sm has-[:checked]:bg-ocean-50 has-[:checked]:font-semibold has-[:checked]:text-ocean-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ocean-700"
            >
              <input
                type="radio"
                value={value}
                aria-invalid={error ? true : undefined}
                className="size-4 accent-ocean-700"
                defaultChecked={typed[field] === String(value)}
                {...register(field)}
              />
              {/* "Ausgezeichnet" just fits a half-width column at 360 px; narrower, it wraps. */}
              <span className="min-w-0 hyphens-auto break-words">
                {t(`feedback.options.${RATING_LABELS[value]}`)}
              </span>
            </label>
          ))}
        </div>
        {error ? (
          <p id={`${id}-${field}-error`} className="mt-2 text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  };

  return (
    <GuestForm
      id={id}
      anchor="feedback-form"
      title={t("feedback.formTitle")}
      requiredNote={t("feedback.requiredNote")}
      onSubmit={handleSubmit(onSubmit, onInvalid)}
      submitting={formState.isSubmitting}
      submitLabel={t("feedback.submit")}
      submittingLabel={t("feedback.submitting")}
    >
      <div role="status" aria-live="polite">
        {refused ? (
          <p className="mt-4 rounded-lg bg-danger/10 p-4 text-ink ring-1 ring-danger/30">
            <strong className="block">{t("feedback.fixTitle")}</strong>
            {t("feedback.fix")}
          </p>
        ) : null}
        {submitted?.status === "rateLimited" ? (
          <p className="mt-4 rounded-lg bg-danger/10 p-4 text-ink ring-1 ring-danger/30">
            {t("feedback.rateLimited")}
          </p>
        ) : null}
      </div>
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        <Field id={`${id}-date`} label={t("feedback.date")} required error={errorText("date")}>
          <Input
            type="date"
            min={earliestFeedbackDate(today)}
            max={today}
            required
            defaultValue={initial.date}
            {...register("date")}
          />
        </Field>
        <Field id={`${id}-room`} label={t("feedback.roomNumber")}>
          <Input type="text" defaultValue={initial.roomNumber} {...register("roomNumber")} />
        </Field>
        <Field id={`${id}-source`} label={t("feedback.howDidYouKnow")}>
          <Select defaultValue={initial.howDidYouKnow} {...register("howDidYouKnow")}>
            <option value="">{t("feedback.sourcePlaceholder")}</option>
            {(
              [
                "search",
                "social",
                "friend",
                "travelAgent",
                "bookingSite",
                "returning",
                "other",
              ] as const
            ).map((source) => (
              <option key={source} value={t(`feedback.sources.${source}`)}>
                {t(`feedback.sources.${source}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>

      <h3 className="mt-8 font-display text-xl text-ink">{t("feedback.ratingsTitle")}</h3>
      <p className="mt-1 text-sm text-ink-muted">{t("feedback.ratingsHint")}</p>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">{FEEDBACK_RATINGS.map(ratingGroup)}</div>

      <div className="mt-8 grid gap-4">
        <Field id={`${id}-additional`} label={t("feedback.additionalFeedback")}>
          <Textarea
            rows={5}
            defaultValue={initial.additionalFeedback}
            {...register("additionalFeedback")}
          />
        </Field>
        <Field
          id={`${id}-staff`}
          label={t("feedback.staffRecommendation")}
          hint={t("feedback.staffHint")}
        >
          <Textarea
            rows={3}
            defaultValue={initial.staffRecommendation}
            {...register("staffRecommendation")}
          />
        </Field>
      </div>
      <Honeypot {...register("website")} />
    </GuestForm>
  );
}
