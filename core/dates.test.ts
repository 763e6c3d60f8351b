import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_HOTEL_TIME_ZONE, hotelToday, setHotelTimeZone } from "./dates";

/** The date in a zone, worked out afresh. */
const dayIn = (zone: string, at: Date) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);

afterEach(() => setHotelTimeZone(DEFAULT_HOTEL_TIME_ZONE));

describe("the hotel's today", () => {
  it("turns at the hotel's midnight, to the millisecond, asked minute after minute", () => {
    // Midnight in Nairobi (UTC+3) is 21:00 UTC.
    const midnight = Date.UTC(2026, 11, 31, 21, 0, 0);
    for (const offset of [-60_001, -60_000, -1, 0, 1, 59_999, 60_000, -1, 0]) {
      const at = new Date(midnight + offset);
      expect(hotelToday(at), new Date(at).toISOString()).toBe(dayIn("Africa/Nairobi", at));
    }
    expect(hotelToday(new Date(midnight - 1))).toBe("2026-12-31");
    expect(hotelToday(new Date(midnight))).toBe("2027-01-01");
  });

  it("follows a change of zone within the same minute", () => {
    const at = new Date(Date.UTC(2026, 5, 15, 22, 30));
    expect(hotelToday(at)).toBe("2026-06-16");
    setHotelTimeZone("America/New_York");
    expect(hotelToday(at)).toBe("2026-06-15");
    setHotelTimeZone("Asia/Kathmandu"); // UTC+5:45
    expect(hotelToday(new Date(Date.UTC(2026, 5, 15, 18, 14, 59)))).toBe("2026-06-15");
    expect(hotelToday(new Date(Date.UTC(2026, 5, 15, 18, 15)))).toBe("2026-06-16");
  });

  it("works out old dates, whose zones had offsets in seconds, every time", () => {
    // Nairobi kept its local mean time (+2:27:16) until 1908: midnight fell 44 seconds
    // into a minute.
    const beforeMidnight = new Date(Date.UTC(1905, 0, 1, 21, 32, 43));
    const afterMidnight = new Date(Date.UTC(1905, 0, 1, 21, 32, 45));
    expect(hotelToday(beforeMidnight)).toBe(dayIn("Africa/Nairobi", beforeMidnight));
    expect(hotelToday(afterMidnight)).toBe(dayIn("Africa/Nairobi", afterMidnight));
    expect(hotelToday(beforeMidnight)).not.toBe(hotelToday(afterMidnight));
    expect(() => hotelToday(new Date(Number.NaN))).toThrow(RangeError);
  });
});
