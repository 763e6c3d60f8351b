import { addMonths, format, parseISO, startOfMonth } from "date-fns";
import { useEffect, useState } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { useTranslation } from "react-i18next";
import { hotelToday } from "../../../core/dates";
import { DATE_LOCALES, formatDate } from "../../../core/format";
import { directionOf, type Lang } from "../../../core/i18n/languages";
import { addDaysIso } from "../../../core/pricing";
import type { RoomAvailabilityDto } from "../../../core/types";

/**
 * Nights free for one room type over two months (GET /api/rooms/{id}/availability),
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
  const byDate = new Map(state.nights.map((night) => [night.date, night.available]));
  const dates = (predicate: (n: number) => boolean) =>
    state.nights.filter((night) => predicate(night.available)).map((night) => parseISO(night.date));
  const first = startOfMonth(parseISO(state.from));
  const monthName = new Intl.DateTimeFormat(DATE_LOCALES[lang], {
    month: "long",
    year: "numeric",
  });
  const weekday = new Intl.DateTimeFormat(DATE_LOCALES[lang], {
    weekday: "narrow",
  });
  return (
    <div className="mt-4">
      <DayPicker
        numberOfMonths={2}
        defaultMonth={first}
        startMonth={first}
        endMonth={addMonths(first, 1)}
        hideNavigation
        dir={directionOf(lang)}
        showOutsideDays={false}
        modifiers={{ full: dates((n) => n === 0), few: dates((n) => n > 0 && n <= 2) }}
        modifiersClassNames={{
          full: "pwani-night-full",
          few: "pwani-night-few",
        }}
        formatters={{
          formatCaption: (month) => monthName.format(month),
          formatWeekdayName: (day) => weekday.format(day),
        }}
        labels={{
          labelGridcell: (date) => {
            const iso = format(date, "yyyy-MM-dd");
            const left = byDate.get(iso);
            const label = formatDate(iso, lang);
            if (left === undefined) return label;
            return left === 0
              ? t("booking.nightFull", { date: label })
              : t("booking.nightFree", { date: label, count: left });
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
