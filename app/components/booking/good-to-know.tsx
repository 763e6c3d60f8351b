import { Clock, ConciergeBell, Trees, Van } from "lucide-react";
import { useTranslation } from "react-i18next";
import { TitledCard } from "~/components/ui/card";
import { kshInText } from "~core/bidi";
import { formatTime } from "~core/format";

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
          { icon: Trees, heading: t("booking.facilities"), text: t("booking.facilityList") },
          { icon: ConciergeBell, heading: t("booking.services"), text: t("booking.serviceList") },
        ].map(({ icon: Icon, heading, text }) => (
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
