import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { useId, useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Field } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { Input } from "~/components/ui/input";
import { PhoneHint } from "~/components/ui/phone-hint";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import {
  CONTACT_MESSAGES,
  CONTACT_SUBJECTS,
  type ContactInput,
  ContactSchema,
  type ContactSubject,
  type ContactValues,
} from "~core/schemas/contact";
import { useFieldErrorText } from "./field-error-text";
import { GuestForm } from "./guest-form";
import { postGuestForm } from "./post-guest-form";

type FieldName = "name" | "email" | "phone" | "subject" | "message";

/** What the guest typed, as posted without JavaScript. */
export type ContactTyped = Partial<Record<FieldName | "package" | "restaurant", string>>;

/** The page action's answer to a post without JavaScript. */
export type ContactSubmitted =
  | { status: "sent" }
  | { status: "invalid"; values: ContactTyped; errors: Record<string, string> }
  | { status: "rateLimited"; values: ContactTyped };

/**
 * The contact form: validated in the browser with
 * the schema the server uses again; sending state; a success notice and a reset, or
 * a destructive notice that keeps everything the guest typed. Every control also
 * carries its value as `defaultValue`: react-hook-form fills registered controls only
 * once scripts run, so without them a page rendered by the server (no JavaScript, or
 * the page action's answer to a refused form) would come back empty.
 */
export function ContactForm({
  initialSubject = "",
  initialMessage = "",
  topic,
  submitted,
}: {
  initialSubject?: ContactSubject | "";
  initialMessage?: string;
  /** The package or restaurant the guest came from (checked by the page loader). */
  topic?: { kind: "package" | "restaurant"; slug: string; name: string } | null;
  /** The answer to a post without JavaScript (the page action). */
  submitted?: ContactSubmitted | undefined;
}) {
  const { t, i18n } = useTranslation("engage");
  const id = useId();
  const [sent, setSent] = useState(submitted?.status === "sent");
  const [refused, setRefused] = useState(submitted?.status === "invalid");
  const typed = submitted && submitted.status !== "sent" ? submitted.values : undefined;
  const serverErrors = submitted?.status === "invalid" ? submitted.errors : {};
  const defaults: ContactInput = {
    name: "",
    email: "",
    phone: "",
    subject: initialSubject as ContactSubject,
    message: initialMessage,
    package: topic?.kind === "package" ? topic.slug : "",
    restaurant: topic?.kind === "restaurant" ? topic.slug : "",
    website: "",
  };
  const initial: ContactInput = typed
    ? { ...defaults, ...typed, subject: (typed.subject ?? "") as ContactSubject }
    : defaults;
  const form = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(ContactSchema),
    mode: "onTouched",
    defaultValues: initial,
  });
  const { register, handleSubmit, formState, setError, reset } = form;

  const errorMessage = useFieldErrorText("contact", CONTACT_MESSAGES);
  const errorText = (field: FieldName) =>
    errorMessage(formState.errors[field]?.message ?? serverErrors[field]);

  const onSubmit = async (values: ContactValues) => {
    setSent(false);
    setRefused(false);
    const answer = await postGuestForm("/api/contact", i18n.language, values);
    if (answer.ok) {
      toast({ title: t("contact.successTitle"), description: t("contact.success") });
      setSent(true);
      reset({
        ...defaults,
        subject: "" as ContactSubject,
        message: "",
        package: "",
        restaurant: "",
      });
      return;
    }
    for (const [field, message] of Object.entries(answer.errors)) {
      if (field in defaults)
        setError(field as FieldPath<ContactInput>, { type: "server", message });
    }
    toast({
      variant: "destructive",
      title: t("contact.errorTitle"),
      description: answer.status === 429 ? t("contact.rateLimited") : t("contact.error"),
    });
  };

  return (
    <GuestForm
      id={id}
      anchor="contact-form"
      title={t("contact.formTitle")}
      requiredNote={t("contact.requiredNote")}
      onSubmit={handleSubmit(onSubmit)}
      submitting={formState.isSubmitting}
      submitLabel={t("contact.send")}
      submittingLabel={t("contact.sending")}
    >
      {topic ? (
        <p className="mt-4 rounded-lg bg-ocean-50 p-3 font-semibold text-ink ring-1 ring-ocean-100">
          {t(`contact.topic.${topic.kind}`, { name: topic.name })}
        </p>
      ) : null}
      <div role="status" aria-live="polite">
        {refused ? (
          <p className="mt-4 rounded-lg bg-danger/10 p-4 text-ink ring-1 ring-danger/30">
            {t("contact.fix")}
          </p>
        ) : null}
        {submitted?.status === "rateLimited" ? (
          <p className="mt-4 rounded-lg bg-danger/10 p-4 text-ink ring-1 ring-danger/30">
            {t("contact.rateLimited")}
          </p>
        ) : null}
        {sent ? (
          <p className="mt-4 flex items-start gap-2 rounded-lg bg-palm-600/10 p-4 text-ink ring-1 ring-palm-600/30">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-palm-700" />
            <span>
              <strong className="block">{t("contact.successTitle")}</strong>
              {t("contact.success")}
            </span>
          </p>
        ) : null}
      </div>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label={t("contact.name")} required error={errorText("name")}>
          <Input
            type="text"
            autoComplete="name"
            aria-required
            defaultValue={initial.name}
            {...register("name")}
          />
        </Field>
        <Field id={`${id}-email`} label={t("contact.email")} required error={errorText("email")}>
          <Input
            type="email"
            autoComplete="email"
            dir="ltr"
            aria-required
            defaultValue={initial.email}
            {...register("email")}
          />
        </Field>
        <Field
          id={`${id}-phone`}
          label={t("contact.phone")}
          required
          hint={<PhoneHint ns="engage" i18nKey="contact.phoneHint" example="+254 712 345 678" />}
          error={errorText("phone")}
        >
          <Input
            type="tel"
            autoComplete="tel"
            dir="ltr"
            aria-required
            defaultValue={initial.phone}
            {...register("phone")}
          />
        </Field>
        <Field
          id={`${id}-subject`}
          label={t("contact.subject")}
          required
          error={errorText("subject")}
        >
          <Select aria-required defaultValue={initial.subject} {...register("subject")}>
            <option value="">{t("contact.subjectPlaceholder")}</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {t(`contact.subjects.${subject}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id={`${id}-message`}
          label={t("contact.message")}
          required
          className="sm:col-span-2"
          error={errorText("message")}
        >
          <Textarea
            rows={6}
            aria-required
            defaultValue={initial.message}
            {...register("message")}
          />
        </Field>
      </div>
      <input type="hidden" defaultValue={initial.package} {...register("package")} />
      <input type="hidden" defaultValue={initial.restaurant} {...register("restaurant")} />
      <Honeypot {...register("website")} />
    </GuestForm>
  );
}
