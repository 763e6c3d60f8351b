import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "~core/format";
import type { StayRestriction } from "~core/rate-calendar";

type T = ReturnType<typeof useTranslation>["t"];

/** A rule of the rate calendar in the page language ("Closed for arrival on 24 December"). */
export function restrictionText(t: T, restriction: StayRestriction, lang: string): string {
  switch (restriction.kind) {
    case "minStay":
    case "maxStay":
      return t(`booking:restriction.${restriction.kind}`, { count: restriction.nights });
    default:
      return t(`booking:restriction.${restriction.kind}`, {
        date: formatDate(restriction.date, lang),
      });
  }
}

/**
 * Why a stay is not sold for the asked dates, and the nearest dates that work as a link
 * (the caller builds it, keeping the party and the language).
 */
export function RestrictionNotice({
  restriction,
  suggestion,
  suggestionHref,
  role,
}: {
  restriction: StayRestriction;
  suggestion: { checkIn: string; checkOut: string } | null;
  suggestionHref: (stay: { checkIn: string; checkOut: string }) => string;
  role?: "alert";
}) {
  const { t, i18n } = useTranslation("booking");
  const lang = i18n.language;
  return (
    <div role={role} className="rounded-lg bg-coral-500/10 p-4 text-ink">
      <p className="font-medium">{restrictionText(t, restriction, lang)}</p>
      {suggestion ? (
        <p className="mt-2">
          {t("restriction.suggestion", {
            checkIn: formatDate(suggestion.checkIn, lang),
            checkOut: formatDate(suggestion.checkOut, lang),
          })}{" "}
          <Link
            to={suggestionHref(suggestion)}
            className="font-semibold text-ocean-700 underline underline-offset-2 hover:text-ocean-900"
          >
            {t("restriction.useSuggestion")}
          </Link>
        </p>
      ) : (
        <p className="mt-2">{t("restriction.noSuggestion")}</p>
      )}
    </div>
  );
}
