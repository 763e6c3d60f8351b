import { format, parseISO } from "date-fns";
import { useEffect, useState } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { useTranslation } from "~/i18n/use-translation";
import { hotelToday } from "~core/dates";
import { formatDate } from "~core/format";
import type { Lang } from "~core/i18n/languages";
import { addDaysIso } from "~core/pricing";
import type { RoomAvailabilityDto } from "~core/types";
import { availabilityMonths, nightState } from "./availability-range";
import { calendarText } from "./calendar-text";

/**
 * Nights free for one room type over the next 61 nights (GET /api/rooms/{id}/availability),
 * shown read-only: full nights crossed out, nights with one or two rooms left marked.
 */
export default function AvailabilityCalendar({ roomId }: { roomId: number; roomName: string }) {
  const { t, i18n } = useTranslation("booking");
  const lang = i18n.language as Lang;
  const [state, setState] = useState<"loading" | "error" | RoomAvailabilityDto>("loading");

  useEffect(() => {
    const from = hotelToday();
    const to = addDaysIso(from, 61);
    const controller = new AbortController();
    fetch(`/api/rooms/${roomId}/availability?from=${from}&to=${to}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
        setState((await response.json()) as RoomAvailabilityDto);
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== "AbortError") setState("error");
      });
    return () => controller.abort();
  }, [roomId]);

  if (state === "loading")
    return <p className="mt-4 text-ink-muted">{t("booking.availabilityLoading")}</p>;
  if (state === "error") {
    return (
      <p role="status" className="mt-4 text-ink-muted">
        {t("booking.availabilityError")}
      </p>
    );
  }
  return <AvailabilityView data={state} today={hotelToday()} lang={lang} />;
}

/**
 * The calendar for loaded data: the guest browses exactly the months the data covers;
 * past days and days without data are disabled and look it, apart from free nights.
 */
export function AvailabilityView({
  data,
  today,
  lang,
}: {
  data: RoomAvailabilityDto;
  today: string;
  lang: Lang;
}) {
  const { t } = useTranslation("booking");
  const byDate = new Map(data.nights.map((night) => [night.date, night.available]));
  const stateOf = (date: Date) => nightState(format(date, "yyyy-MM-dd"), today, byDate);
  const months = availabilityMonths(data);
  const first = parseISO(months.first);
  const text = calendarText(lang, t);
  return (
    <div className="mt-4">
      <DayPicker
        numberOfMonths={Math.min(2, months.count)}
        defaultMonth={first}
        startMonth={first}
        endMonth={parseISO(months.last)}
        hideNavigation={months.count <= 2}
        locale={text.locale}
        dir={text.dir}
        showOutsideDays={false}
        disabled={(date) => ["past", "unknown"].includes(stateOf(date))}
        modifiers={{
          past: (date) => stateOf(date) === "past",
          full: (date) => stateOf(date) === "full",
          few: (date) => stateOf(date) === "few",
          free: (date) => stateOf(date) === "free",
        }}
        modifiersClassNames={{
          past: "pwani-night-past",
          full: "pwani-night-full",
          few: "pwani-night-few",
          free: "pwani-night-free",
        }}
        formatters={text.formatters}
        labels={{
          ...text.navLabels,
          labelGridcell: (date) => {
            const iso = format(date, "yyyy-MM-dd");
            const label = formatDate(iso, lang);
            const state = stateOf(date);
            if (state === "full") return t("booking.nightFull", { date: label });
            if (state === "free" || state === "few")
              return t("booking.nightFree", { date: label, count: byDate.get(iso) ?? 0 });
            return label;
          },
        }}
        className="pwani-calendar pwani-availability"
      />
      <ul className="mt-3 flex flex-wrap gap-4 text-sm text-ink">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-4 rounded bg-palm-600/20 ring-1 ring-palm-600" />
          {t("booking.legendFree")}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-4 rounded bg-sand-300 ring-1 ring-coral-600" />
          {t("booking.legendFew")}
        </li>
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="size-4 rounded bg-sand-100 ring-1 ring-ink-muted line-through"
          />
          {t("booking.legendFull")}
        </li>
      </ul>
    </div>
  );
}
