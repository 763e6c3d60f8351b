import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/ui/button";
import { CardSection } from "~/components/ui/card";
import { isolate } from "~core/bidi";
import { ltr } from "~core/format";

/** The frame of the guest's cancel and change pages: the title and its intro line. */
export function ManagePage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 pb-20 pt-10">
      <h1 className="font-display text-4xl text-ink">{title}</h1>
      {intro ? <p className="mt-3 text-ink-muted">{intro}</p> : null}
      {children}
    </div>
  );
}

/** Why the last cancel or change failed, announced when it appears. */
export function ManageAlert({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="mt-6 rounded-lg bg-coral-500/10 p-4 font-medium text-danger">
      {text}
    </p>
  ) : null;
}

/** Why the booking cannot be cancelled or changed here, whom to contact, and the way back. */
export function ManageBlocked({
  message,
  contact,
  back,
}: {
  message: string;
  contact: { phone: string; email: string };
  back: string;
}) {
  const { t, i18n } = useTranslation("booking");
  return (
    <CardSection className="mt-6">
      <p role="status" className="text-ink">
        {message}
      </p>
      <p className="mt-3 text-ink-muted">
        {t("confirmation.contactLine", {
          phone: ltr(contact.phone),
          email: isolate(contact.email, i18n.language),
        })}
      </p>
      <ButtonLink to={back} variant="secondary" className="mt-4">
        {t("manage.change.back")}
      </ButtonLink>
    </CardSection>
  );
}
