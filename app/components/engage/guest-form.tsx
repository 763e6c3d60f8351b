import type { FormEventHandler, ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";

/**
 * The card of a guest form (contact, feedback): its heading, the note on required
 * fields, the fields, and the submit button that says while it is sending.
 */
export function GuestForm({
  id,
  title,
  requiredNote,
  onSubmit,
  submitting,
  submitLabel,
  submittingLabel,
  children,
}: {
  id: string;
  title: string;
  requiredNote: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      method="post"
      aria-labelledby={`${id}-heading`}
      className={cardClass({ padding: "lg", className: "relative" })}
    >
      <h2 id={`${id}-heading`} className="font-display text-2xl text-ink">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{requiredNote}</p>
      {children}
      <Button type="submit" size="lg" disabled={submitting} className="mt-6 w-full sm:w-auto">
        {submitting ? submittingLabel : submitLabel}
      </Button>
    </form>
  );
}
