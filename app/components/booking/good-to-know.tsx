import { Clock, ConciergeBell, Trees, Van } from "lucide-react";
import { useTranslation } from "react-i18next";
import { TitledCard } from "~/components/ui/card";
import { kshInText } from "~core/bidi";
import { formatTime } from "~core/format";
import type { Facility } from "~core/settings";

const PLACES = ["pool", "terrace", "garden", "restaurant", "bar"] as const;
const SERVICES = ["frontDesk24h", "housekeeping", "roomService", "concierge"] as const;

/** "Swimming pool, terrace and a bar": a list in the language's own words, begun with a capital. */
function sentenceList(items: string[], lang: string): string {
  const text = new Intl.ListFormat(lang, { style: "long", type: "conjunction" }).format(items);
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}

/** The amenities and guest-information card under the booking form. */
export function GoodToKnow({
  info,
}: {
  info: {
    checkInTime: string;
    checkOutTime: string;
    lateCheckoutUntil: string;
    lateCheckoutCharge: number;
    transferVanPrice: number;
    /** What the hotel offers (settings): only these are named. */
    facilities: Facility[];
  };
}) {
  const { t, i18n } = useTranslation("booking");
  const lang = i18n.language;
  const items = [
    { icon: Clock, text: t("booking.checkInFrom", { time: formatTime(info.checkInTime, lang) }) },
    {
      icon: Clock,
      text: t("booking.checkOutUntil", { time: formatTime(info.checkOutTime, lang) }),
    },
    {
      icon: Clock,
      text: t("booking.lateCheckoutInfo", {
        time: formatTime(info.lateCheckoutUntil, lang),
        price: kshInText(info.lateCheckoutCharge, lang),
      }),
    },
    {
      icon: Van,
      text: t("booking.transferInfo", { price: kshInText(info.transferVanPrice, lang) }),
    },
  ];
  return (
    <TitledCard
      id="good-to-know-heading"
      title={t("booking.goodToKnow")}
      tone="sand"
      className="mt-8"
    >
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {items.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-2 text-ink">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ocean-700" />
            {text}
          </li>
        ))}
      </ul>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {[
          {
            icon: Trees,
            heading: t("booking.facilities"),
            items: PLACES.filter((place) => info.facilities.includes(place)).map((place) =>
              t(`booking.facilityNames.${place}`),
            ),
          },
          {
            icon: ConciergeBell,
            heading: t("booking.services"),
            // Late check-out is a policy of every hotel (its time and charge are above).
            items: [
              ...SERVICES.filter((service) => info.facilities.includes(service)).map((service) =>
                t(`booking.serviceNames.${service}`),
              ),
              t("booking.serviceNames.lateCheckout"),
            ],
          },
        ]
          .filter(({ items }) => items.length > 0)
          .map(({ icon: Icon, heading, items }) => ({
            icon: Icon,
            heading,
            text: sentenceList(items, lang),
          }))
          .map(({ icon: Icon, heading, text }) => (
            <div key={heading}>
              <h3 className="flex items-center gap-2 font-semibold text-ink">
                <Icon aria-hidden="true" className="size-4 text-palm-600" />
                {heading}
              </h3>
              <p className="mt-1 text-sm text-ink-muted">{text}</p>
            </div>
          ))}
      </div>
    </TitledCard>
  );
}
