import { Quote, Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TestimonialDto } from "../../../core/types";

/**
 * The three built-in samples of spec 000 section 3 (a beachfront stay, a wedding,
 * a business retreat): names are proper names, the rest is in explore.json.
 */
const SAMPLES = [
  { key: "beach", name: "Amina Hassan" },
  { key: "wedding", name: "Daniel & Grace Otieno" },
  { key: "retreat", name: "Markus Weber" },
] as const;

/**
 * Spec 000 section 4: the server list is shown only in English and when it has
 * entries; every other language (or an empty list) shows the three samples.
 */
export function Testimonials({ server, lang }: { server: TestimonialDto[]; lang: string }) {
  const { t } = useTranslation("explore");
  const entries =
    lang === "en" && server.length > 0
      ? server.map((entry) => ({
          key: String(entry.id),
          name: entry.name,
          location: entry.location,
          content: entry.content,
          rating: entry.rating,
        }))
      : SAMPLES.map(({ key, name }) => ({
          key,
          name,
          location: t(`home.testimonials.samples.${key}.location`),
          content: t(`home.testimonials.samples.${key}.content`),
          rating: 5,
        }));
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-3">
      {entries.map((entry) => (
        <li key={entry.key}>
          <figure className="flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
            <Quote aria-hidden="true" className="size-8 text-coral-600 rtl:-scale-x-100" />
            <p
              className="mt-1 flex text-coral-600"
              role="img"
              aria-label={t("home.testimonials.rating", { rating: entry.rating })}
            >
              {[1, 2, 3, 4, 5].map((star) => (
                <Star
                  key={star}
                  aria-hidden="true"
                  className={`size-4 ${star <= entry.rating ? "fill-current" : "opacity-40"}`}
                />
              ))}
            </p>
            <blockquote className="mt-3 flex-1 text-ink">{entry.content}</blockquote>
            <figcaption className="mt-4 text-sm">
              <span className="font-semibold text-ink">{entry.name}</span>
              <span className="block text-ink-muted">{entry.location}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
