import { describe, expect, it } from "vitest";
import type { CalendarNightDto } from "~core/types";
import {
  arrivalRefusal,
  availabilityMonths,
  nightState,
  stayFromPrice,
  stayRefusal,
} from "./availability-range";

describe("the availability calendar's range", () => {
  it("browses exactly the months the data covers", () => {
    // 61 nights from 20 July: the last night is 18 September, so three months.
    expect(availabilityMonths({ from: "2026-07-20", to: "2026-09-19" })).toEqual({
      first: "2026-07-01",
      last: "2026-09-01",
      count: 3,
    });
    // `to` is exclusive: data ending on the 1st does not open that month.
    expect(availabilityMonths({ from: "2026-07-01", to: "2026-09-01" })).toEqual({
      first: "2026-07-01",
      last: "2026-08-01",
      count: 2,
    });
    expect(availabilityMonths({ from: "2026-12-15", to: "2027-02-14" }).count).toBe(3);
  });

  it("tells past days and days without data apart from free ones", () => {
    const data = new Map([
      ["2026-07-20", 5],
      ["2026-07-21", 2],
      ["2026-07-22", 0],
    ]);
    const today = "2026-07-20";
    expect(nightState("2026-07-19", today, data)).toBe("past");
    expect(nightState("2026-07-01", today, data)).toBe("past");
    // A past day stays past even if data were returned for it.
    expect(nightState("2026-07-19", today, new Map([["2026-07-19", 5]]))).toBe("past");
    expect(nightState("2026-07-20", today, data)).toBe("free");
    expect(nightState("2026-07-21", today, data)).toBe("few");
    expect(nightState("2026-07-22", today, data)).toBe("full");
    expect(nightState("2026-07-23", today, data)).toBe("unknown");
  });
});

const rates = {
  singleBedOnly: 5000,
  singleBreakfast: 6000,
  doubleBedOnly: 7000,
  doubleBreakfast: 8000,
};
const night = (date: string, rules: Partial<CalendarNightDto> = {}): CalendarNightDto => ({
  date,
  available: 3,
  rate: 5000,
  rates,
  minStay: null,
  maxStay: null,
  closed: false,
  closedToArrival: false,
  closedToDeparture: false,
  ...rules,
});
// 1-14 December: 24th-style rules on a few days.
const nights = new Map(
  [
    night("2026-12-01"),
    night("2026-12-02", { closedToArrival: true }),
    night("2026-12-03", { closed: true }),
    night("2026-12-04", { available: 0 }),
    night("2026-12-05", { rate: 9000 }),
    night("2026-12-06", { closedToDeparture: true }),
    night("2026-12-07"),
    night("2026-12-08", { minStay: 3 }),
    night("2026-12-09"),
    night("2026-12-10"),
    night("2026-12-11", { maxStay: 2 }),
    night("2026-12-12"),
    night("2026-12-13"),
  ].map((entry) => [entry.date, entry]),
);
const today = "2026-12-01";

describe("choosing dates in the price calendar", () => {
  it("refuses a check-in on a day closed to arrival, closed, full, past or unknown", () => {
    expect(arrivalRefusal("2026-12-01", today, nights)).toBeNull();
    expect(arrivalRefusal("2026-12-02", today, nights)).toEqual({
      kind: "closedToArrival",
      date: "2026-12-02",
    });
    expect(arrivalRefusal("2026-12-03", today, nights)?.kind).toBe("closed");
    expect(arrivalRefusal("2026-12-04", today, nights)?.kind).toBe("full");
    expect(arrivalRefusal("2026-11-30", today, nights)?.kind).toBe("unknown");
    expect(arrivalRefusal("2026-12-20", today, nights)?.kind).toBe("unknown");
    // A day closed to departure can be an arrival.
    expect(arrivalRefusal("2026-12-06", today, nights)).toBeNull();
  });

  it("refuses a stay over a closed or full night, and the booking's rules, with the reason", () => {
    // Over the closed 3rd (closed comes before full in the booking's order).
    expect(stayRefusal("2026-12-01", "2026-12-05", today, nights)).toEqual({
      kind: "closed",
      date: "2026-12-03",
    });
    expect(stayRefusal("2026-12-01", "2026-12-02", today, nights)).toBeNull();
    expect(stayRefusal("2026-12-05", "2026-12-06", today, nights)).toEqual({
      kind: "closedToDeparture",
      date: "2026-12-06",
    });
    expect(stayRefusal("2026-12-07", "2026-12-09", today, nights)).toEqual({
      kind: "minStay",
      nights: 3,
    });
    expect(stayRefusal("2026-12-07", "2026-12-10", today, nights)).toBeNull();
    expect(stayRefusal("2026-12-09", "2026-12-12", today, nights)).toEqual({
      kind: "maxStay",
      nights: 2,
    });
    expect(stayRefusal("2026-12-02", "2026-12-03", today, nights)?.kind).toBe("closedToArrival");
    // The check-out may be the day after the data; a stay beyond it is not offered.
    expect(stayRefusal("2026-12-12", "2026-12-14", today, nights)).toBeNull();
    expect(stayRefusal("2026-12-12", "2026-12-15", today, nights)).toEqual({
      kind: "unknown",
      date: "2026-12-14",
    });
  });

  it("refuses a stay over a full night", () => {
    const withFull = new Map(nights);
    withFull.set("2026-12-10", night("2026-12-10", { available: 0 }));
    expect(stayRefusal("2026-12-09", "2026-12-11", today, withFull)).toEqual({
      kind: "full",
      date: "2026-12-10",
    });
  });

  it("sums the nights' prices of a stay", () => {
    expect(stayFromPrice("2026-12-05", "2026-12-07", nights)).toBe(14000);
  });
});
