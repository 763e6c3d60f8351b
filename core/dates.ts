/** The hotel's clock: nights and "today" are counted in Mombasa time. */
export const HOTEL_TIME_ZONE = "Africa/Nairobi";

/** Today's date in the hotel's time zone as YYYY-MM-DD. */
// en-CA formats dates as YYYY-MM-DD. Built once: a formatter is costly to create.
const HOTEL_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: HOTEL_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

export function hotelToday(now: Date = new Date()): string {
  return HOTEL_DAY.format(now);
}
