import type { FormEventHandler, ReactNode } from "react";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";

/**
 * The card of a guest form (contact, feedback): its heading, the note on required
 * fields, the fields, and the submit button that says while it is sending. Without
 * JavaScript the browser posts it to the page's own action; with `anchor` (the form's
 * id) the answer opens at the form, where a refused field is marked, not at the top.
 */
export function GuestForm({
  id,
  anchor,
  title,
  requiredNote,
  onSubmit,
  submitting,
  submitLabel,
  submittingLabel,
  children,
}: {
  id: string;
  anchor?: string;
  title: string;
  requiredNote: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  return (
    <form
      id={anchor}
      onSubmit={onSubmit}
      noValidate
      method="post"
      action={anchor ? `${pathname}${search}#${anchor}` : undefined}
      aria-labelledby={`${id}-heading`}
      className={cardClass({ padding: "lg", className: "relative scroll-mt-20 md:scroll-mt-24" })}
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
