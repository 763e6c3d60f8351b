import { describe, expect, it } from "vitest";
import { formatDate, formatHotelDateTime, formatHotelDay, formatKsh, formatTime } from "./format";

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
