import { describe, expect, it } from "vitest";
import { bookingCalendar, hotelInstant } from "./ics";

const input = {
  reference: "PB-7K2M9Q",
  hotelName: "Pwani Bay Resort & Hotel",
  address: "Links Road, Nyali, Mombasa 80100, Kenya",
  checkIn: "2025-12-30",
  checkOut: "2026-01-02",
  checkInTime: "14:00",
  checkOutTime: "12:00",
  roomName: "Deluxe Ocean View",
  url: "https://www.pwanibay.example/booking/PB-7K2M9Q",
  description: "Booking PB-7K2M9Q: Deluxe Ocean View",
};

/** The calendar's lines, with folded continuation lines joined back. */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n");

describe("bookingCalendar", () => {
  it("runs from check-in to check-out, Nairobi time written in UTC", () => {
    const ics = lines(bookingCalendar(input));
    expect(ics).toContain("DTSTART:20251230T110000Z");
    expect(ics).toContain("DTEND:20260102T090000Z");
  });

  it("names the stay, the booking and the place", () => {
    const ics = lines(bookingCalendar(input));
    expect(ics[0]).toBe("BEGIN:VCALENDAR");
    expect(ics).toContain("METHOD:PUBLISH");
    expect(ics).toContain("UID:PB-7K2M9Q@www.pwanibay.example");
    expect(ics).toContain("SUMMARY:Stay at Pwani Bay Resort & Hotel");
    // Commas are escaped in iCalendar text values.
    expect(ics).toContain("LOCATION:Links Road\\, Nyali\\, Mombasa 80100\\, Kenya");
    expect(ics).toContain("URL:https://www.pwanibay.example/booking/PB-7K2M9Q");
    expect(ics).toContain("DESCRIPTION:Booking PB-7K2M9Q: Deluxe Ocean View");
    expect(ics.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
  });

  it("takes a translated summary, a late check-out time and a fixed stamp", () => {
    const ics = lines(
      bookingCalendar({
        ...input,
        summary: "Séjour au Pwani Bay Resort & Hotel",
        checkOutTime: "15:00",
        stamp: new Date("2025-11-01T08:30:00Z"),
      }),
    );
    expect(ics).toContain("SUMMARY:Séjour au Pwani Bay Resort & Hotel");
    expect(ics).toContain("DTEND:20260102T120000Z");
    expect(ics).toContain("DTSTAMP:20251101T083000Z");
  });

  it("does not depend on the server's own time zone", () => {
    // 14:00 in Nairobi is 11:00 UTC whatever TZ the process runs with.
    expect(new Date(hotelInstant("2025-06-12", "14:00")).toISOString()).toBe(
      "2025-06-12T11:00:00.000Z",
    );
    expect(() => hotelInstant("2025-06-xx", "14:00")).toThrow();
  });
});
