import { describe, expect, it } from "vitest";
import { availabilityMonths, nightState } from "./availability-range";

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
