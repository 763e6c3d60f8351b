import { Quote } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Stars } from "~/components/ui/stars";
import type { TestimonialDto } from "~core/types";

/**
 * The stored testimonials written in the page's language (the home loader picks them).
 * None are invented: with an empty list the home page leaves the section out.
 */
export function Testimonials({ entries }: { entries: TestimonialDto[] }) {
  const { t } = useTranslation("explore");
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-3">
      {entries.map((entry) => (
        <li key={entry.id}>
          <figure className="flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
            <Quote aria-hidden="true" className="size-8 text-coral-600 rtl:-scale-x-100" />
            <p
              className="mt-1 flex text-coral-600"
              role="img"
              aria-label={t("home.testimonials.rating", { rating: entry.rating })}
            >
              <Stars filled={entry.rating} />
            </p>
            <blockquote className="mt-3 flex-1 text-ink">{entry.content}</blockquote>
            <figcaption className="mt-4 text-sm">
              {/* A proper name, often Latin inside an Arabic page. */}
              <bdi className="font-semibold text-ink">{entry.name}</bdi>
              <span className="block text-ink-muted">{entry.location}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
