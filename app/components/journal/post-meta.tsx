import { useTranslation } from "react-i18next";
import { formatDate } from "~core/format";

/** "May 1, 2025" in the page's language, as a machine-readable <time>. */
export function PostDate({ value, className = "" }: { value: string | null; className?: string }) {
  const { i18n } = useTranslation();
  if (!value) return null;
  return (
    <time dateTime={value} className={className}>
      {formatDate(value, i18n.language)}
    </time>
  );
}

/** "Written in English" when a post's language is not the page's. */
export function LanguageLabel({
  language,
  names,
}: {
  language: string;
  /** Language names in the page's language, from the loader (Intl on the server). */
  names: Record<string, string>;
}) {
  const { t, i18n } = useTranslation("journal");
  if (language === i18n.language) return null;
  return (
    <span
      lang={i18n.language}
      dir={i18n.dir(i18n.language)}
      className="inline-flex items-center rounded-full bg-sand-200 px-2.5 py-0.5 text-xs font-semibold text-ink"
    >
      {t("languageLabel", { language: names[language] ?? language })}
    </span>
  );
}

export function CategoryChip({ category }: { category: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-ocean-50 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-ocean-800">
      {category}
    </span>
  );
}

/** Text direction of a post's own language (an English post stays left to right on an Arabic page). */
export function postDir(language: string): "rtl" | "ltr" {
  return language === "ar" ? "rtl" : "ltr";
}
