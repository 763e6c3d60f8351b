import { useTranslation } from "react-i18next";
import { deadlineText } from "~/booking/manage";
import { kshInText } from "~core/bidi";
import type { StayCancellationTerms } from "~core/cancellation";

/**
 * What cancelling this stay would cost once booked, shown before Confirm: free until a
 * deadline in the hotel's zone, or chargeable at once (computed on the server by
 * core/cancellation.ts, the function the cancellation itself applies).
 */
export function CancellationTerms({
  terms,
  className,
}: {
  terms: StayCancellationTerms;
  className?: string;
}) {
  const { t, i18n } = useTranslation("booking");
  const lang = i18n.language;
  const deadline = deadlineText(terms.freeUntil, lang);
  const text =
    terms.lateCharge === 0
      ? t("cancelTerms.freeAlways")
      : terms.free
        ? t("cancelTerms.freeUntil", { deadline, charge: kshInText(terms.lateCharge, lang) })
        : t("cancelTerms.chargeableNow", { deadline, charge: kshInText(terms.charge, lang) });
  return (
    <section
      aria-labelledby="cancel-terms-heading"
      data-testid="cancellation-terms"
      data-free={terms.free ? "true" : "false"}
      className={`rounded-lg p-4 text-sm ring-1 ${
        terms.free || terms.lateCharge === 0
          ? "bg-sand-100 ring-sand-300"
          : "bg-coral-500/10 ring-coral-500/30"
      } ${className ?? ""}`}
    >
      <h3 id="cancel-terms-heading" className="font-semibold text-ink">
        {t("cancelTerms.heading")}
      </h3>
      <p className="mt-1 text-ink">{text}</p>
    </section>
  );
}
