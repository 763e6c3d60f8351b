import { describe, expect, it } from "vitest";
import { compactKey } from "./bidi";
import {
  compactKsh,
  formatDate,
  formatDateAndTime,
  formatHotelDateTime,
  formatHotelDay,
  formatKsh,
  formatTime,
} from "./format";

describe("formatKsh", () => {
  it("prefixes KSh, groups thousands and drops decimals", () => {
    expect(formatKsh(9500)).toBe("KSh 9,500");
    expect(formatKsh(1234567)).toBe("KSh 1,234,567");
    expect(formatKsh(0)).toBe("KSh 0");
    expect(formatKsh(999.6)).toBe("KSh 1,000");
  });
});

describe("formatDate", () => {
  it("writes dates like May 1, 2025 in English", () => {
    expect(formatDate("2025-05-01")).toBe("May 1, 2025");
    expect(formatDate(new Date("2026-11-22T23:30:00Z"))).toBe("November 22, 2026");
  });
  it("uses the page language's month names, with Western digits in Arabic", () => {
    expect(formatDate("2025-05-01", "fr")).toBe("1 mai 2025");
    expect(formatDate("2025-05-01", "de")).toBe("1. Mai 2025");
    const arabic = formatDate("2025-05-01", "ar");
    expect(arabic).toContain("مايو");
    expect(arabic).toContain("2025");
  });
});

describe("formatTime", () => {
  it("turns 24-hour times into the hotel's 12-hour form", () => {
    expect(formatTime("14:00")).toBe("2:00 PM");
    expect(formatTime("12:00")).toBe("12:00 PM");
    expect(formatTime("00:30")).toBe("12:30 AM");
    expect(formatTime("09:05")).toBe("9:05 AM");
  });
});

describe("formatTime in the page language", () => {
  it("uses each language's own clock, never an English 'PM' inside other text", () => {
    expect(formatTime("14:00", "fr")).toBe("14:00");
    expect(formatTime("14:00", "de")).toBe("14:00");
    expect(formatTime("09:30", "sw")).toBe("9:30");
    expect(formatTime("14:00", "ar")).not.toMatch(/PM/);
    expect(formatTime("14:00", "ar")).toMatch(/م$/);
    expect(formatTime("14:00", "xx")).toBe("2:00 PM");
  });
});

describe("hotel time on staff screens", () => {
  it("shows an instant in East Africa Time with the zone named, never UTC", () => {
    // 03:42 UTC is 06:42 in Mombasa.
    expect(formatHotelDateTime("2026-11-25T03:42:00Z")).toBe(
      "Nov 25, 2026, 6:42 AM East Africa Time",
    );
    expect(formatHotelDateTime(null)).toBe("never");
    // 22:30 UTC on the 24th is already the 25th at the hotel.
    expect(formatHotelDay("2026-11-24T22:30:00Z")).toBe("Nov 25, 2026");
  });
});

const LANGS = ["en", "fr", "es", "it", "de", "ar", "sw"] as const;

describe("one number format per language", () => {
  it("writes a calendar's short figure with Intl, in the cards' locale, in every language", () => {
    expect(compactKsh(5500)).toBe("5.5K");
    expect(compactKsh(12000)).toBe("12K");
    expect(compactKsh(17450)).toBe("17.5K");
    expect(compactKsh(950)).toBe("950");
    // The key under a calendar uses the same two formatters as the figures and the cards.
    for (const lang of LANGS) {
      const key = compactKey(5500, lang);
      const strip = (text: string) => text.replace(/[\u2066\u2069]/g, "").replace("\u00a0", " ");
      expect([lang, strip(key.short), strip(key.full)]).toEqual([lang, "5.5K", formatKsh(5500)]);
    }
  });

  it("isolates the key's figures on an Arabic page only", () => {
    expect(compactKey(9500, "ar")).toEqual({
      short: "\u20669.5K\u2069",
      full: "\u2066KSh\u00a09,500\u2069",
    });
    expect(compactKey(9500, "de")).toEqual({ short: "9.5K", full: "KSh\u00a09,500" });
  });
});

describe("formatDateAndTime", () => {
  it("joins a date and a time with the language's own words, from Intl", () => {
    expect(formatDateAndTime("2027-01-10", "14:00")).toBe("January 10, 2027 at 2:00 PM");
    expect(formatDateAndTime("2027-01-10", "14:00", "de")).toBe("10. Januar 2027 um 14:00");
    expect(formatDateAndTime("2027-01-10", "14:00", "fr")).toBe("10 janvier 2027 à 14:00");
    for (const lang of LANGS) {
      const text = formatDateAndTime("2027-01-10", "14:00", lang);
      // The date of the stay (no time zone shift) and the language's own clock.
      expect(text).toContain(formatDate("2027-01-10", lang).replace(/\s/g, " ").split(" ")[0]);
      expect(text).toContain(formatTime("14:00", lang));
    }
    const arabic = formatDateAndTime("2027-01-10", "14:00", "ar");
    expect(arabic).toContain("يناير");
    expect(arabic).toContain("2027");
    expect(arabic).not.toContain(",");
  });
});
