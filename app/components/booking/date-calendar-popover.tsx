import * as Popover from "@radix-ui/react-popover";
import { format, parseISO } from "date-fns";
import { useState } from "react";
import { DayPicker, type Locale } from "react-day-picker";
import { arSA, de, enGB, enUS, es, fr, it } from "react-day-picker/locale";
import "react-day-picker/style.css";
import { useTranslation } from "react-i18next";
import { DATE_LOCALES } from "~core/format";
import { directionOf, type Lang } from "~core/i18n/languages";
import { type DateFieldProps, DateTrigger } from "./date-field";

/** date-fns has no Swahili: Kenya's week starts on Monday like en-GB; names come from Intl. */
const LOCALES: Record<Lang, Locale> = { en: enUS, fr, es, it, de, ar: arSA, sw: enGB };

export default function DateCalendarPopover({
  id,
  labelId,
  label,
  value,
  onChange,
  min,
  lang,
  invalid,
  describedBy,
}: Omit<DateFieldProps, "name"> & { labelId: string }) {
  const { t } = useTranslation("booking");
  // Opened by the click that loaded this code.
  const [open, setOpen] = useState(true);
  const selected = value ? parseISO(value) : undefined;
  const minDate = parseISO(min);
  const intl = DATE_LOCALES[lang] ?? "en-US";
  const monthName = new Intl.DateTimeFormat(intl, { month: "long", year: "numeric" });
  const dayName = new Intl.DateTimeFormat(intl, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  const weekday = new Intl.DateTimeFormat(intl, { weekday: "narrow" });
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <DateTrigger
          id={id}
          value={value}
          lang={lang}
          aria-labelledby={`${labelId} ${id}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
          className="z-50 rounded-xl bg-white p-2 text-ink shadow-lg ring-1 ring-sand-200"
          dir={directionOf(lang)}
        >
          <DayPicker
            mode="single"
            required={false}
            autoFocus
            selected={selected}
            defaultMonth={selected ?? minDate}
            startMonth={minDate}
            disabled={{ before: minDate }}
            onSelect={(date) => {
              if (date) onChange(format(date, "yyyy-MM-dd"));
              setOpen(false);
            }}
            locale={LOCALES[lang]}
            dir={directionOf(lang)}
            formatters={{
              formatCaption: (month) => monthName.format(month),
              formatWeekdayName: (day) => weekday.format(day),
            }}
            labels={{
              labelPrevious: () => t("search.calendar.previousMonth"),
              labelNext: () => t("search.calendar.nextMonth"),
              labelDayButton: (date, modifiers) =>
                [
                  dayName.format(date),
                  modifiers.today ? t("search.calendar.today") : "",
                  modifiers.selected ? t("search.calendar.selected") : "",
                ]
                  .filter(Boolean)
                  .join(", "),
            }}
            className="pwani-calendar"
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
