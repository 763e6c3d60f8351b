import { format, parseISO } from "date-fns";
import { createContext, useContext, useEffect, useMemo, useState } from "react";
import { DayPicker, type DayProps } from "react-day-picker";
import "react-day-picker/style.css";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { compactKey, kshInText } from "~core/bidi";
import { hotelToday } from "~core/dates";
import { compactKsh, formatDate } from "~core/format";
import type { Lang } from "~core/i18n/languages";
import { nightsBetween } from "~core/pricing";
import type { CalendarNightDto, RoomAvailabilityDto } from "~core/types";
import {
  arrivalRefusal,
  availabilityMonths,
  type CalendarRefusal,
  nightState,
  stayFromPrice,
  stayRefusal,
} from "./availability-range";
import { calendarText } from "./calendar-text";
import { restrictionText } from "./restriction-notice";
import { urlDate } from "./search-params";

type T = ReturnType<typeof useTranslation>["t"];
type Range = { checkIn?: string; checkOut?: string };

/**
 * The guests' price calendar of one room type: the next 12 months in one request
 * (GET /api/rooms/{id}/availability), each night with rooms left, its "from" price and its
 * restrictions. Choosing an arrival and a departure follows the booking's rules and links
 * to the same page with those dates.
 */
export default function AvailabilityCalendar({ roomId }: { roomId: number; roomName: string }) {
  const { t, i18n } = useTranslation("booking");
  const lang = i18n.language as Lang;
  const location = useLocation();
  const [state, setState] = useState<"loading" | "error" | RoomAvailabilityDto>("loading");

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/rooms/${roomId}/availability`, { signal: controller.signal })
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
  const params = new URLSearchParams(location.search);
  return (
    <AvailabilityView
      data={state}
      today={hotelToday()}
      lang={lang}
      initial={{
        checkIn: urlDate(params.get("checkIn")) || undefined,
        checkOut: urlDate(params.get("checkOut")) || undefined,
      }}
      hrefFor={(checkIn, checkOut) => {
        const next = new URLSearchParams(location.search);
        next.set("checkIn", checkIn);
        next.set("checkOut", checkOut);
        return `${location.pathname}?${next.toString()}`;
      }}
    />
  );
}

/** Why a day cannot start or end the stay, in the page language. */
function refusalText(t: T, refusal: CalendarRefusal, lang: Lang): string {
  if (refusal.kind === "full" || refusal.kind === "unknown") {
    return t(`priceCalendar.refused.${refusal.kind}`, { date: formatDate(refusal.date, lang) });
  }
  return restrictionText(t, refusal, lang);
}

const NightsContext = createContext<ReadonlyMap<string, CalendarNightDto>>(new Map());

/**
 * A day of the calendar: its button (the day number) and, drawn under the number, the
 * night's price when it is sold and its minimum stay. The marks are outside the button and
 * hidden from screen readers: the button's name says the price and the rules in words, and
 * its visible text stays part of that name.
 */
function PriceDay({ day, modifiers, children, ...cell }: DayProps) {
  const night = useContext(NightsContext).get(format(day.date, "yyyy-MM-dd"));
  const shown = night && !modifiers.past && !modifiers.hidden;
  return (
    <td {...cell}>
      {children}
      {shown && !night.closed ? (
        <bdi aria-hidden="true" dir="ltr" className="pwani-day-price">
          {compactKsh(night.rate)}
        </bdi>
      ) : null}
      {shown && night.minStay && night.minStay > 1 ? (
        <span aria-hidden="true" className="pwani-day-min">
          {night.minStay}+
        </span>
      ) : null}
    </td>
  );
}

/**
 * The calendar for loaded data: the guest browses exactly the months the data covers.
 * Days that cannot start a stay are disabled (their names say why); once an arrival is
 * chosen, a departure that breaks a rule or crosses a full night is refused with the reason.
 */
export function AvailabilityView({
  data,
  today,
  lang,
  initial = {},
  hrefFor,
}: {
  data: RoomAvailabilityDto;
  today: string;
  lang: Lang;
  initial?: Range;
  hrefFor?: (checkIn: string, checkOut: string) => string;
}) {
  const { t } = useTranslation("booking");
  const nights = useMemo(() => new Map(data.nights.map((night) => [night.date, night])), [data]);
  const free = useMemo(
    () => new Map(data.nights.map((night) => [night.date, night.available])),
    [data],
  );
  const [range, setRange] = useState<Range>(() =>
    initial.checkIn &&
    initial.checkOut &&
    !stayRefusal(initial.checkIn, initial.checkOut, today, nights)
      ? initial
      : {},
  );
  const [message, setMessage] = useState("");
  const iso = (date: Date) => format(date, "yyyy-MM-dd");
  const stateOf = (date: Date) => nightState(iso(date), today, free);
  const night = (date: Date) => (stateOf(date) === "past" ? undefined : nights.get(iso(date)));
  const months = availabilityMonths(data);
  const first = parseISO(months.first);
  const text = calendarText(lang, t);
  // Choosing a departure: the next click on a day after the arrival.
  const leaving = Boolean(range.checkIn && !range.checkOut);

  const choose = (date: Date) => {
    const day = iso(date);
    if (leaving && range.checkIn && day > range.checkIn) {
      const refusal = stayRefusal(range.checkIn, day, today, nights);
      if (refusal) {
        setMessage(refusalText(t, refusal, lang));
        return;
      }
      setRange({ checkIn: range.checkIn, checkOut: day });
      setMessage("");
      return;
    }
    const refusal = arrivalRefusal(day, today, nights);
    if (refusal) {
      setMessage(refusalText(t, refusal, lang));
      return;
    }
    setRange({ checkIn: day });
    setMessage(t("priceCalendar.chooseCheckOut", { date: formatDate(day, lang) }));
  };

  const dayName = (date: Date) => {
    const day = iso(date);
    const rules = night(date);
    const state = stateOf(date);
    const parts = [text.dayName(date)];
    if (day === today) parts.push(t("search.calendar.today"));
    if (rules && !rules.closed) parts.push(kshInText(rules.rate, lang));
    if (state === "full") parts.push(t("priceCalendar.full"));
    else if (state === "free" || state === "few")
      parts.push(t("priceCalendar.free", { count: rules?.available ?? 0 }));
    if (rules?.closed) parts.push(t("priceCalendar.closed"));
    if (rules?.closedToArrival) parts.push(t("priceCalendar.noArrival"));
    if (rules?.closedToDeparture) parts.push(t("priceCalendar.noDeparture"));
    if (rules?.minStay && rules.minStay > 1)
      parts.push(t("priceCalendar.minStay", { count: rules.minStay }));
    if (rules?.maxStay) parts.push(t("priceCalendar.maxStay", { count: rules.maxStay }));
    if (day === range.checkIn) parts.push(t("priceCalendar.checkIn"));
    if (day === range.checkOut) parts.push(t("priceCalendar.checkOut"));
    return parts.join(lang === "ar" ? "، " : ", ");
  };

  const selected = range.checkIn
    ? { from: parseISO(range.checkIn), to: range.checkOut ? parseISO(range.checkOut) : undefined }
    : undefined;
  const stayLength =
    range.checkIn && range.checkOut ? nightsBetween(range.checkIn, range.checkOut) : 0;
  return (
    <div className="mt-4" data-testid="price-calendar">
      <p className="text-sm text-ink">
        {leaving ? t("priceCalendar.chooseCheckOutHint") : t("priceCalendar.chooseCheckIn")}
      </p>
      <NightsContext.Provider value={nights}>
        <DayPicker
          mode="range"
          required={false}
          selected={selected}
          onSelect={() => {}}
          onDayClick={choose}
          numberOfMonths={Math.min(2, months.count)}
          pagedNavigation
          defaultMonth={range.checkIn ? parseISO(range.checkIn) : first}
          startMonth={first}
          endMonth={parseISO(months.last)}
          hideNavigation={months.count <= 2}
          locale={text.locale}
          dir={text.dir}
          showOutsideDays={false}
          disabled={(date) => {
            const state = stateOf(date);
            if (state === "past" || state === "unknown") return true;
            // An arrival is chosen: any later day may be tried as the departure.
            if (leaving && range.checkIn && iso(date) > range.checkIn) return false;
            return arrivalRefusal(iso(date), today, nights) !== null;
          }}
          modifiers={{
            past: (date) => stateOf(date) === "past",
            full: (date) => stateOf(date) === "full",
            few: (date) => stateOf(date) === "few",
            free: (date) => stateOf(date) === "free",
            closed: (date) => night(date)?.closed === true,
            noArrival: (date) => night(date)?.closedToArrival === true,
            noDeparture: (date) => night(date)?.closedToDeparture === true,
          }}
          modifiersClassNames={{
            past: "pwani-night-past",
            full: "pwani-night-full",
            few: "pwani-night-few",
            free: "pwani-night-free",
            closed: "pwani-night-closed",
            noArrival: "pwani-night-no-arrival",
            noDeparture: "pwani-night-no-departure",
          }}
          formatters={text.formatters}
          labels={{
            ...text.navLabels,
            labelDayButton: (date) => dayName(date),
            labelGridcell: (date) => dayName(date),
          }}
          components={{ Day: PriceDay }}
          className="pwani-calendar pwani-availability pwani-price-calendar"
        />
      </NightsContext.Provider>
      <p role="status" className="mt-2 min-h-6 text-sm font-medium text-ink">
        {message}
      </p>
      {range.checkIn && range.checkOut ? (
        <div className="mt-2 flex flex-wrap items-center gap-3 rounded-lg bg-sand-50 p-3 ring-1 ring-sand-200">
          <p className="text-ink">
            {t("priceCalendar.stay", {
              count: stayLength,
              checkIn: formatDate(range.checkIn, lang),
              checkOut: formatDate(range.checkOut, lang),
              price: kshInText(stayFromPrice(range.checkIn, range.checkOut, nights), lang),
            })}
          </p>
          {hrefFor ? (
            <Link
              to={hrefFor(range.checkIn, range.checkOut)}
              className="inline-flex min-h-11 items-center font-semibold text-ocean-700 underline underline-offset-2 hover:text-ocean-900"
            >
              {t("priceCalendar.useDates")}
            </Link>
          ) : null}
          <button
            type="button"
            onClick={() => {
              setRange({});
              setMessage("");
            }}
            className="inline-flex min-h-11 items-center text-ink-muted underline underline-offset-2"
          >
            {t("priceCalendar.clear")}
          </button>
        </div>
      ) : null}
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm text-ink">
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
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="pwani-legend pwani-night-closed" />
          {t("priceCalendar.legendClosed")}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="pwani-legend pwani-night-no-arrival" />
          {t("priceCalendar.legendNoArrival")}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="pwani-legend pwani-night-no-departure" />
          {t("priceCalendar.legendNoDeparture")}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="pwani-day-min pwani-legend-min">
            3+
          </span>
          {t("priceCalendar.legendMinStay")}
        </li>
      </ul>
      <p className="mt-2 text-sm text-ink-muted">
        {t("priceCalendar.priceNote", compactKey(5500, lang))}
      </p>
    </div>
  );
}
