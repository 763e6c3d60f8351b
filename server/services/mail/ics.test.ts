import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { bookingCalendar, foldIcsLines } from "./ics";

const input = {
  reference: "PB-7K2M9Q",
  hotelName: "Pwani Bay Resort & Hotel",
  address: "Links Road, Nyali, Mombasa 80100, Kenya",
  checkIn: "2025-12-30",
  checkOut: "2026-01-02",
  url: "https://www.pwanibay.example/booking/find",
  summary: "Stay at Pwani Bay Resort & Hotel",
  description: "Booking PB-7K2M9Q: Deluxe Ocean View",
  stamp: new Date("2025-11-01T08:30:00Z"),
  sequence: 0,
};

/** The calendar's lines, with folded continuation lines joined back. */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n");
const octets = (line: string) => new TextEncoder().encode(line).length;

describe("bookingCalendar", () => {
  it("writes the stay as all-day dates, the check-out day exclusive", () => {
    const ics = lines(bookingCalendar(input));
    expect(ics).toContain("DTSTART;VALUE=DATE:20251230");
    expect(ics).toContain("DTEND;VALUE=DATE:20260102");
    expect(ics).toContain("DTSTAMP:20251101T083000Z");
    expect(ics).toContain("SEQUENCE:0");
  });

  it("names the stay, the booking and the place", () => {
    const ics = lines(bookingCalendar(input));
    expect(ics[0]).toBe("BEGIN:VCALENDAR");
    expect(ics).toContain("METHOD:PUBLISH");
    expect(ics).toContain("STATUS:CONFIRMED");
    expect(ics).toContain("UID:PB-7K2M9Q@www.pwanibay.example");
    expect(ics).toContain("SUMMARY:Stay at Pwani Bay Resort & Hotel");
    // Commas are escaped in iCalendar text values.
    expect(ics).toContain("LOCATION:Links Road\\, Nyali\\, Mombasa 80100\\, Kenya");
    expect(ics).toContain("URL:https://www.pwanibay.example/booking/find");
    expect(ics.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
  });

  it("cancels: METHOD:CANCEL, STATUS:CANCELLED and the sequence it is given", () => {
    const ics = lines(bookingCalendar({ ...input, cancelled: true, sequence: 3 }));
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("STATUS:CANCELLED");
    expect(ics).toContain("SEQUENCE:3");
    expect(ics).not.toContain("METHOD:PUBLISH");
  });
});

describe("foldIcsLines", () => {
  it("folds by UTF-8 octets, never inside a character, and unfolds to the same text", () => {
    const arabic = `DESCRIPTION:${"الحجز رقم ٧ في فندق بواني باي، غرفة ديلوكس مطلة على المحيط. ".repeat(4)}`;
    const folded = foldIcsLines(`BEGIN:VEVENT\r\n${arabic}\r\nEND:VEVENT`);
    const physical = folded.split("\r\n");
    expect(physical.length).toBeGreaterThan(5);
    for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75);
    // No replacement characters: each piece is valid UTF-8 by itself.
    for (const line of physical) expect(line).not.toContain("\uFFFD");
    expect(lines(folded)).toEqual(["BEGIN:VEVENT", arabic, "END:VEVENT"]);
    // A real parser reads the same text back.
    const parsed = new ICAL.Component(
      ICAL.parse(
        `BEGIN:VCALENDAR\r\n${folded.replace("BEGIN:VEVENT\r\n", "BEGIN:VEVENT\r\nUID:x\r\n")}\r\nEND:VCALENDAR`,
      ),
    );
    expect(parsed.getFirstSubcomponent("vevent")?.getFirstPropertyValue("description")).toBe(
      arabic.slice("DESCRIPTION:".length),
    );
  });
});
