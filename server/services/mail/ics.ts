/**
 * The iCalendar file of a stay: attached to the booking e-mails and offered as a
 * download on the confirmation page. Pure: everything it shows comes in as input.
 */
import { TZDate } from "@date-fns/tz";
import { createEvent, type DateTime, type EventAttributes } from "ics";
import { hotelTimeZone } from "~core/dates";

export interface BookingCalendarInput {
  reference: string;
  hotelName: string;
  /** One line, e.g. "Links Road, Nyali, Mombasa 80100, Kenya". */
  address: string;
  /** YYYY-MM-DD */
  checkIn: string;
  /** YYYY-MM-DD */
  checkOut: string;
  /** HH:MM in the hotel's time zone, e.g. "14:00". */
  checkInTime: string;
  /** HH:MM in the hotel's time zone (the late check-out time when one was booked). */
  checkOutTime: string;
  roomName: string;
  /** The page of the booking; its host also makes the UID. */
  url: string;
  /** Event notes; default "Booking <reference>: <room>" and the URL. */
  description?: string;
  /** Event title; default "Stay at <hotel name>" (the e-mails pass a translated one). */
  summary?: string;
  geo?: { latitude: number; longitude: number };
  /** DTSTAMP; default now. Pass the booking's creation time for a stable file. */
  stamp?: Date;
}

/**
 * The instant of a wall-clock time at the hotel, in ms since the epoch. Africa/Nairobi
 * has no daylight saving today, but the zone database, not a fixed +3, decides.
 */
export function hotelInstant(date: string, time: string): number {
  const [year, month, day] = date.split("-").map(Number);
  const [hours, minutes] = time.split(":").map(Number);
  if ([year, month, day, hours, minutes].some((n) => n === undefined || Number.isNaN(n))) {
    throw new Error(`Invalid date or time: ${date} ${time}`);
  }
  return new TZDate(year!, month! - 1, day!, hours!, minutes!, hotelTimeZone()).getTime();
}

/** A VCALENDAR (METHOD:PUBLISH) with one event from check-in to check-out, in UTC. */
export function bookingCalendar(input: BookingCalendarInput): string {
  const host = new URL(input.url).hostname;
  // Numbers are instants: the ics package writes them as UTC (…Z), which every
  // calendar shows in its own zone without needing a VTIMEZONE block.
  const event: EventAttributes & { timestamp?: DateTime } = {
    uid: `${input.reference}@${host}`,
    productId: `-//${input.hotelName}//Booking//EN`,
    method: "PUBLISH",
    title: input.summary ?? `Stay at ${input.hotelName}`,
    start: hotelInstant(input.checkIn, input.checkInTime),
    end: hotelInstant(input.checkOut, input.checkOutTime),
    location: input.address,
    url: input.url,
    description: input.description ?? `Booking ${input.reference}: ${input.roomName}\n${input.url}`,
    status: "CONFIRMED",
    busyStatus: "BUSY",
    ...(input.geo ? { geo: { lat: input.geo.latitude, lon: input.geo.longitude } } : {}),
    // Not in the package's types, but its schema accepts it (DTSTAMP).
    ...(input.stamp ? { timestamp: input.stamp.getTime() } : {}),
  };
  let { error, value } = createEvent(event);
  const failedOn = (error as { inner?: { path?: string }[] } | null)?.inner?.map((e) => e.path);
  if (error && failedOn?.includes("url")) {
    // The package only takes URLs with a public-looking host and port (not localhost:0):
    // the link stays in the description, the event is still valid.
    delete event.url;
    ({ error, value } = createEvent(event));
  }
  if (error || !value) throw error ?? new Error("Could not build the calendar file");
  return value;
}
