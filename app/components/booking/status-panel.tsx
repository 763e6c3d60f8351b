import { ButtonLink } from "~/components/ui/button";

/** A page-sized message with one way forward (room not found, booking not loaded…). */
export function StatusPanel({
  title,
  message,
  linkTo,
  linkLabel,
}: {
  title: string;
  message: string;
  linkTo: string;
  linkLabel: string;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="font-display text-3xl text-ink">{title}</h1>
      <p role="alert" className="mt-4 text-ink-muted">
        {message}
      </p>
      <ButtonLink to={linkTo} className="mt-6">
        {linkLabel}
      </ButtonLink>
    </div>
  );
}
