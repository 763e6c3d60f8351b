/**
 * The iCalendar file of a stay: attached to the booking e-mails and offered as a
 * download on the confirmation page (both through `bookingCalendarFile` in
 * booking-emails.ts). Pure: everything it shows comes in as input.
 */
import { createEvent, type DateTime, type EventAttributes } from "ics";

export interface BookingCalendarInput {
  reference: string;
  hotelName: string;
  /** One line, e.g. "Links Road, Nyali, Mombasa 80100, Kenya". */
  address: string;
  /** YYYY-MM-DD, the first night. */
  checkIn: string;
  /** YYYY-MM-DD, the departure day: the all-day event ends there (exclusive). */
  checkOut: string;
  /** A public page of the booking (never one with a secret token); its host also makes the UID. */
  url: string;
  /** Event notes: the reference, room, guests, arrival and departure times. */
  description: string;
  /** Event title, in the booking's language. */
  summary: string;
  geo?: { latitude: number; longitude: number };
  /** DTSTAMP: when this file was made (now). */
  stamp: Date;
  /** SEQUENCE: how many times the stay changed; a cancellation is one more. */
  sequence: number;
  /** METHOD:CANCEL and STATUS:CANCELLED: takes the stay off the guest's calendar. */
  cancelled?: boolean;
}

function dateParts(date: string): [number, number, number] {
  const [year, month, day] = date.split("-").map(Number);
  if ([year, month, day].some((n) => n === undefined || Number.isNaN(n))) {
    throw new Error(`Invalid date: ${date}`);
  }
  return [year!, month!, day!];
}

const MAX_LINE_OCTETS = 75;

/**
 * RFC 5545, section 3.1: content lines longer than 75 octets are folded (CRLF and one space).
 * The ics package folds by characters, so an Arabic line of 75 letters is about 140
 * octets: its folds are undone and every line is folded again by UTF-8 octets,
 * never inside a character.
 */
export function foldIcsLines(ics: string): string {
  const encoder = new TextEncoder();
  const lines = ics.replace(/\r\n[ \t]/g, "").split("\r\n");
  return lines
    .map((line) => {
      const parts: string[] = [];
      let current = "";
      let octets = 0;
      // The first line holds 75 octets; each continuation holds 74 after its space.
      let limit = MAX_LINE_OCTETS;
      for (const char of line) {
        const size = encoder.encode(char).length;
        if (octets + size > limit) {
          parts.push(current);
          current = "";
          octets = 0;
          limit = MAX_LINE_OCTETS - 1;
        }
        current += char;
        octets += size;
      }
      parts.push(current);
      return parts.join("\r\n ");
    })
    .join("\r\n");
}

/**
 * A VCALENDAR with one all-day event from check-in to the check-out day (exclusive),
 * so every calendar shows the nights on the right days whatever its zone; the hours
 * are in the description. METHOD:PUBLISH, or CANCEL for a cancelled stay.
 */
export function bookingCalendar(input: BookingCalendarInput): string {
  const host = new URL(input.url).hostname;
  const event: EventAttributes & { timestamp?: DateTime } = {
    uid: `${input.reference}@${host}`,
    productId: `-//${input.hotelName}//Booking//EN`,
    method: input.cancelled ? "CANCEL" : "PUBLISH",
    title: input.summary,
    start: dateParts(input.checkIn),
    end: dateParts(input.checkOut),
    location: input.address,
    url: input.url,
    description: input.description,
    status: input.cancelled ? "CANCELLED" : "CONFIRMED",
    busyStatus: input.cancelled ? "FREE" : "BUSY",
    sequence: input.sequence,
    ...(input.geo ? { geo: { lat: input.geo.latitude, lon: input.geo.longitude } } : {}),
    // Not in the package's types, but its schema accepts it (DTSTAMP).
    timestamp: input.stamp.getTime(),
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
  return foldIcsLines(value);
}
