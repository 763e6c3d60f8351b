/**
 * The hotel's clock: nights and "today" are counted in the hotel's time zone, which
 * staff set in Site settings (`timeZone`). One deployment serves one hotel, so the
 * zone is process-wide: the server applies it whenever it reads the settings (at
 * start and after every change, server/services/platform/settings.ts), the browser when the
 * root loader's data arrives (app/root.tsx).
 */
export const DEFAULT_HOTEL_TIME_ZONE = "Africa/Nairobi";

/** Whether `zone` is an IANA time zone this runtime knows ("Africa/Nairobi"). */
export function isTimeZone(zone: string): boolean {
  if (!zone || !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The hotel's zone for this process (one hotel per deployment), applied from the settings. */
const clock = {
  zone: DEFAULT_HOTEL_TIME_ZONE,
  generation: 0,
  day: dayFormatter(DEFAULT_HOTEL_TIME_ZONE),
};

// en-CA formats dates as YYYY-MM-DD. Built once per zone: a formatter is costly to create.
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
}

/** The hotel's IANA time zone. */
export function hotelTimeZone(): string {
  return clock.zone;
}

/**
 * A counter that changes with the zone, so modules that cache formatters for the
 * hotel's zone (core/format.ts) know when to rebuild them.
 */
export function hotelZoneGeneration(): number {
  return clock.generation;
}

/** Applies the zone of the settings; an unknown zone is ignored (the settings schema refuses it). */
export function setHotelTimeZone(next: string): void {
  if (next === clock.zone || !isTimeZone(next)) return;
  clock.zone = next;
  clock.day = dayFormatter(next);
  clock.generation += 1;
}

/**
 * The day of the last minute asked for: a page asks for "today" several times and a
 * formatted date costs a few microseconds. Since 1980 every zone's offset is a whole number
 * of minutes, so a day begins on a minute and one minute has one date.
 */
let lastDay = { minute: Number.NaN, generation: -1, day: "" };
const WHOLE_MINUTE_OFFSETS_SINCE = Date.UTC(1980, 0, 1);

/** Today's date in the hotel's time zone as YYYY-MM-DD. */
export function hotelToday(now: Date = new Date()): string {
  const at = now.getTime();
  if (!(at >= WHOLE_MINUTE_OFFSETS_SINCE)) return clock.day.format(now);
  const minute = Math.floor(at / 60_000);
  if (minute !== lastDay.minute || lastDay.generation !== clock.generation) {
    lastDay = { minute, generation: clock.generation, day: clock.day.format(now) };
  }
  return lastDay.day;
}
