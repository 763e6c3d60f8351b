import * as Popover from "@radix-ui/react-popover";
import { format, parseISO } from "date-fns";
import { useState } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { useTranslation } from "~/i18n/use-translation";
import { calendarText } from "./calendar-text";
import { type DateFieldProps, DateTrigger } from "./date-field";

/** The calendar of a hydrated DateField: the same props, and the id of its label. */
export default function DateCalendarPopover(props: DateFieldProps & { labelId: string }) {
  const { id, labelId, label, value, onChange, min, lang, invalid, describedBy } = props;
  const { t } = useTranslation("booking");
  // Opened by the click that loaded this code.
  const [open, setOpen] = useState(true);
  const selected = value ? parseISO(value) : undefined;
  const minDate = parseISO(min);
  const text = calendarText(lang, t);
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
          dir={text.dir}
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
            locale={text.locale}
            dir={text.dir}
            formatters={text.formatters}
            labels={{
              ...text.navLabels,
              labelDayButton: (date, modifiers) =>
                [
                  text.dayName(date),
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
