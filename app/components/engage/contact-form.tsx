import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { useId, useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/ui/use-toast";
import {
  CONTACT_MESSAGES,
  CONTACT_SUBJECTS,
  type ContactInput,
  ContactSchema,
  type ContactSubject,
  type ContactValues,
} from "../../../core/schemas/contact";
import { describedBy, FormField, Honeypot, INPUT } from "./form-field";

type Field = "name" | "email" | "phone" | "subject" | "message";

/** The catalogue key of a schema message (the spec's English wording is the fallback). */
function messageKey(message: string): string | null {
  const entry = Object.entries(CONTACT_MESSAGES).find(([, text]) => text === message);
  return entry ? entry[0] : null;
}

/**
 * The contact form of spec 000 (sections 4, 5 and 8): validated in the browser with
 * the schema the server uses again; sending state; a success notice and a reset, or
 * a destructive notice that keeps everything the guest typed.
 */
export function ContactForm({
  initialSubject,
  initialMessage,
}: {
  initialSubject: ContactSubject | "";
  initialMessage: string;
}) {
  const { t, i18n } = useTranslation("engage");
  const id = useId();
  const [sent, setSent] = useState(false);
  const defaults: ContactInput = {
    name: "",
    email: "",
    phone: "",
    subject: initialSubject as ContactSubject,
    message: initialMessage,
    website: "",
  };
  const form = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(ContactSchema),
    mode: "onTouched",
    defaultValues: defaults,
  });
  const { register, handleSubmit, formState, setError, reset } = form;

  const errorText = (field: Field) => {
    const message = formState.errors[field]?.message;
    if (!message) return null;
    const key = messageKey(String(message));
    return key ? t(`contact.errors.${key}`, { defaultValue: String(message) }) : String(message);
  };

  const onSubmit = async (values: ContactValues) => {
    setSent(false);
    let response: Response;
    try {
      response = await fetch(`/api/contact?lang=${i18n.language}`, {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(values),
      });
    } catch {
      toast({
        variant: "destructive",
        title: t("contact.errorTitle"),
        description: t("contact.error"),
      });
      return;
    }
    if (response.ok) {
      toast({ title: t("contact.successTitle"), description: t("contact.success") });
      setSent(true);
      reset({ ...defaults, subject: "" as ContactSubject, message: "" });
      return;
    }
    const body = (await response.json().catch(() => null)) as {
      errors?: Record<string, string>;
    } | null;
    if (response.status === 400 && body?.errors) {
      for (const [field, message] of Object.entries(body.errors)) {
        if (field in defaults)
          setError(field as FieldPath<ContactInput>, { type: "server", message });
      }
    }
    toast({
      variant: "destructive",
      title: t("contact.errorTitle"),
      description: response.status === 429 ? t("contact.rateLimited") : t("contact.error"),
    });
  };

  const fieldProps = (field: Field, hint = false) => ({
    id: `${id}-${field}`,
    "aria-required": true as const,
    "aria-invalid": errorText(field) ? (true as const) : undefined,
    "aria-describedby": describedBy(`${id}-${field}`, hint, errorText(field)),
    className: INPUT,
  });

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      method="post"
      aria-labelledby={`${id}-heading`}
      className="relative rounded-2xl bg-white p-5 ring-1 ring-sand-200 md:p-8"
    >
      <h2 id={`${id}-heading`} className="font-display text-2xl text-ink">
        {t("contact.formTitle")}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t("contact.requiredNote")}</p>
      <div role="status" aria-live="polite">
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
        <FormField id={`${id}-name`} label={t("contact.name")} required error={errorText("name")}>
          <input type="text" autoComplete="name" {...fieldProps("name")} {...register("name")} />
        </FormField>
        <FormField
          id={`${id}-email`}
          label={t("contact.email")}
          required
          error={errorText("email")}
        >
          <input
            type="email"
            autoComplete="email"
            dir="ltr"
            {...fieldProps("email")}
            {...register("email")}
          />
        </FormField>
        <FormField
          id={`${id}-phone`}
          label={t("contact.phone")}
          required
          hint={t("contact.phoneHint")}
          error={errorText("phone")}
        >
          <input
            type="tel"
            autoComplete="tel"
            dir="ltr"
            {...fieldProps("phone", true)}
            {...register("phone")}
          />
        </FormField>
        <FormField
          id={`${id}-subject`}
          label={t("contact.subject")}
          required
          error={errorText("subject")}
        >
          <select {...fieldProps("subject")} {...register("subject")}>
            <option value="">{t("contact.subjectPlaceholder")}</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {t(`contact.subjects.${subject}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id={`${id}-message`}
          label={t("contact.message")}
          required
          className="sm:col-span-2"
          error={errorText("message")}
        >
          <textarea rows={6} {...fieldProps("message")} {...register("message")} />
        </FormField>
      </div>
      <Honeypot {...register("website")} />
      <button
        type="submit"
        disabled={formState.isSubmitting}
        className="mt-6 inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-ocean-700 px-6 font-semibold text-white hover:bg-ocean-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-700 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
      >
        {formState.isSubmitting ? t("contact.sending") : t("contact.send")}
      </button>
    </form>
  );
}
