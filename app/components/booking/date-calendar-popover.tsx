import * as Popover from "@radix-ui/react-popover";
import { format, parseISO } from "date-fns";
import { createContext, useContext, useEffect, useState } from "react";
import { DayPicker, type DayProps } from "react-day-picker";
import "react-day-picker/style.css";
import { useTranslation } from "react-i18next";
import { compactKey, kshInText } from "~core/bidi";
import { hotelToday } from "~core/dates";
import { compactKsh } from "~core/format";
import { nightlyRate } from "~core/pricing";
import type { HotelAvailabilityDto, RoomAvailabilityDto } from "~core/types";
import { calendarText } from "./calendar-text";
import { type CalendarPrices, type DateFieldProps, DateTrigger } from "./date-field";
import { urlDate } from "./search-params";

/** A night under a day of the calendar: its price, or null when nothing is sold. */
type PricedNight = { date: string; rate: number | null };

/** One request per source (the hotel's or a room's 12 months), reused for a minute. */
const loaded = new Map<string, { at: number; nights: Promise<unknown> }>();
function cached<T>(url: string, read: (data: T) => PricedNight[]): Promise<PricedNight[]> {
  const hit = loaded.get(url);
  if (hit && Date.now() - hit.at <= 60_000) return hit.nights as Promise<PricedNight[]>;
  const nights = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return read((await response.json()) as T);
  });
  loaded.set(url, { at: Date.now(), nights });
  // A failure is asked again at the next opening; meanwhile the calendar has no prices.
  nights.catch(() => loaded.delete(url));
  return nights;
}

/**
 * The prices the calendar shows: the hotel's lowest per night (the search), or one room's
 * own rate for the page's occupancy and meal (the room page), so a day of the picker
 * reads what that room's quote charges for it.
 */
function pricedNights(prices: true | CalendarPrices): Promise<Map<string, PricedNight>> {
  const nights =
    prices === true
      ? cached<HotelAvailabilityDto>("/api/availability", (data) => data.nights)
      : cached<RoomAvailabilityDto>(`/api/rooms/${prices.roomId}/availability`, (data) =>
          data.nights.map((night) => ({
            date: night.date,
            rate: night.available > 0 && !night.closed ? nightlyRate(night.rates, prices) : null,
          })),
        );
  return nights.then((list) => new Map(list.map((night) => [night.date, night])));
}

const NightsContext = createContext<ReadonlyMap<string, PricedNight>>(new Map());

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
  const [nights, setNights] = useState<ReadonlyMap<string, PricedNight>>(new Map());
  // The effect follows the source's values, not the object a render makes.
  const source =
    prices === true
      ? "hotel"
      : prices
        ? `${prices.roomId}:${prices.isDoubleOccupancy}:${prices.includeBreakfast}`
        : "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: `source` stands for `prices`.
  useEffect(() => {
    if (!prices) return;
    let live = true;
    pricedNights(prices)
      .then((loadedNights) => {
        if (live) setNights(loadedNights);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [source]);
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
                        : prices === true
                          ? t("search.calendar.from", { price: kshInText(night.rate, lang) })
                          : kshInText(night.rate, lang)
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
              {prices === true
                ? t("search.calendar.priceNote", compactKey(5500, lang))
                : t("search.calendar.roomPriceNote", compactKey(9500, lang))}
            </p>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
