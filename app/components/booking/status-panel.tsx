import { Link } from "react-router";

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
      <Link
        to={linkTo}
        className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-ocean-700 px-5 font-semibold text-white hover:bg-ocean-800"
      >
        {linkLabel}
      </Link>
    </div>
  );
}
