import type { TFunction } from "i18next";
import type { Locale } from "react-day-picker";
import { arSA, de, enGB, enUS, es, fr, it } from "react-day-picker/locale";
import { DATE_LOCALES } from "~core/format";
import { directionOf, type Lang } from "~core/i18n/languages";

/** date-fns has no Swahili: Kenya's week starts on Monday like en-GB; names come from Intl. */
const LOCALES: Record<Lang, Locale> = { en: enUS, fr, es, it, de, ar: arSA, sw: enGB };

/**
 * What every day picker of the site says, in the page language: the week layout,
 * the direction, the month caption and weekday letters from Intl, the names of the
 * month buttons, and a long day name for the day labels screen readers announce.
 */
export function calendarText(lang: Lang, t: TFunction<"booking">) {
  const intl = DATE_LOCALES[lang] ?? "en-US";
  const monthName = new Intl.DateTimeFormat(intl, { month: "long", year: "numeric" });
  const weekday = new Intl.DateTimeFormat(intl, { weekday: "narrow" });
  const dayName = new Intl.DateTimeFormat(intl, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  return {
    locale: LOCALES[lang],
    dir: directionOf(lang),
    formatters: {
      formatCaption: (month: Date) => monthName.format(month),
      formatWeekdayName: (day: Date) => weekday.format(day),
    },
    navLabels: {
      labelPrevious: () => t("search.calendar.previousMonth"),
      labelNext: () => t("search.calendar.nextMonth"),
    },
    dayName: (date: Date) => dayName.format(date),
  };
}
