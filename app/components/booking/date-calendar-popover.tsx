import * as Popover from "@radix-ui/react-popover";
import { format, parseISO } from "date-fns";
import { createContext, useContext, useEffect, useState } from "react";
import { DayPicker, type DayProps } from "react-day-picker";
import "react-day-picker/style.css";
import { useTranslation } from "~/i18n/use-translation";
import { hotelToday } from "~core/dates";
import { formatKsh } from "~core/format";
import type { HotelAvailabilityDto } from "~core/types";
import { compactKsh } from "./availability-range";
import { calendarText } from "./calendar-text";
import { type DateFieldProps, DateTrigger } from "./date-field";
import { urlDate } from "./search-params";

type HotelNight = HotelAvailabilityDto["nights"][number];

/** One request for the hotel's 12 months, reused for a minute by every calendar opened. */
let loaded: { at: number; nights: Promise<Map<string, HotelNight>> } | null = null;
function hotelNights(): Promise<Map<string, HotelNight>> {
  if (!loaded || Date.now() - loaded.at > 60_000) {
    const nights = fetch("/api/availability").then(async (response) => {
      if (!response.ok) throw new Error(`availability: ${response.status}`);
      const data = (await response.json()) as HotelAvailabilityDto;
      return new Map(data.nights.map((night) => [night.date, night]));
    });
    loaded = { at: Date.now(), nights };
    // A failure is asked again at the next opening; meanwhile the calendar has no prices.
    nights.catch(() => {
      loaded = null;
    });
  }
  return loaded.nights;
}

const NightsContext = createContext<ReadonlyMap<string, HotelNight>>(new Map());

/** A day with the night's lowest price drawn under its number (its name says it in words). */
function HotelPriceDay({ day, modifiers, children, ...cell }: DayProps) {
  const night = useContext(NightsContext).get(format(day.date, "yyyy-MM-dd"));
  const shown = night && !modifiers.disabled && !modifiers.hidden;
  return (
    <td {...cell}>
      {children}
      {shown ? (
        <bdi aria-hidden="true" dir="ltr" className="pwani-day-price">
          {night.rate === null ? "–" : compactKsh(night.rate)}
        </bdi>
      ) : null}
    </td>
  );
}

/** The calendar of a hydrated DateField: the same props, and the id of its label. */
export default function DateCalendarPopover(props: DateFieldProps & { labelId: string }) {
  const { id, labelId, label, value, onChange, min, lang, invalid, describedBy, prices } = props;
  const { t } = useTranslation("booking");
  const [nights, setNights] = useState<ReadonlyMap<string, HotelNight>>(new Map());
  useEffect(() => {
    if (!prices) return;
    let live = true;
    hotelNights()
      .then((loadedNights) => {
        if (live) setNights(loadedNights);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [prices]);
  // Opened by the click that loaded this code.
  const [open, setOpen] = useState(true);
  const selected = urlDate(value) ? parseISO(value) : undefined;
  const minDate = parseISO(urlDate(min) || hotelToday());
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
          <NightsContext.Provider value={nights}>
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
                labelDayButton: (date, modifiers) => {
                  const night = nights.get(format(date, "yyyy-MM-dd"));
                  return [
                    text.dayName(date),
                    modifiers.today ? t("search.calendar.today") : "",
                    modifiers.selected ? t("search.calendar.selected") : "",
                    night && !modifiers.disabled
                      ? night.rate === null
                        ? t("priceCalendar.full")
                        : t("search.calendar.from", { price: formatKsh(night.rate) })
                      : "",
                  ]
                    .filter(Boolean)
                    .join(lang === "ar" ? "، " : ", ");
                },
              }}
              {...(prices ? { components: { Day: HotelPriceDay } } : {})}
              className={prices ? "pwani-calendar pwani-price-calendar" : "pwani-calendar"}
            />
          </NightsContext.Provider>
          {prices && nights.size > 0 ? (
            <p className="max-w-72 px-2 pb-1 text-xs text-ink-muted">
              {t("search.calendar.priceNote")}
            </p>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
