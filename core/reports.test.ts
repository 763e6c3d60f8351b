import { describe, expect, it } from "vitest";
import { hotelInstant } from "./cancellation";
import {
  heldNights,
  nightRevenue,
  percent,
  periodMonths,
  ratio,
  readGridQuery,
  reportPresets,
} from "./reports";
import { readReportPeriod } from "./schemas/reports";

const stay = {
  checkIn: "2031-03-10",
  checkOut: "2031-03-13",
  roomCount: 1,
  nightRates: [
    { date: "2031-03-10", rate: 8000 },
    { date: "2031-03-11", rate: 8000 },
    { date: "2031-03-12", rate: 9000 },
  ],
  subtotal: 27_500,
  extraGuestsAmount: 1500,
  lateCheckoutAmount: 1000,
  discount: 0,
  stayStatus: "expected" as const,
  noShowAt: null,
};

describe("what a booking earns night by night", () => {
  it("is each night's rate times the rooms, surcharges left out", () => {
    expect(nightRevenue({ ...stay, subtotal: 2 * 25_000 + 2500, roomCount: 2 })).toEqual([
      { date: "2031-03-10", amount: 16_000 },
      { date: "2031-03-11", amount: 16_000 },
      { date: "2031-03-12", amount: 18_000 },
    ]);
  });

  it("shares a discount by the nights' rates, adding up exactly", () => {
    // 25,000 - 2,500 = 22,500: 8,000/25,000 of it is 7,200.
    expect(nightRevenue({ ...stay, discount: 2500 }).map((night) => night.amount)).toEqual([
      7200, 7200, 8100,
    ]);
    // An awkward discount: shares rounded on running totals still add up to 25,000 - 1,001.
    const odd = nightRevenue({ ...stay, discount: 1001 });
    expect(odd.reduce((sum, night) => sum + night.amount, 0)).toBe(23_999);
    expect(odd.map((night) => night.amount)).toEqual([7680, 7679, 8640]);
  });

  it("spreads a stay without its nights' rates evenly", () => {
    expect(
      nightRevenue({
        ...stay,
        nightRates: null,
        subtotal: 10_000,
        extraGuestsAmount: 0,
        lateCheckoutAmount: 0,
      }).map((night) => night.amount),
    ).toEqual([3333, 3334, 3333]);
  });
});

describe("the nights a booking holds", () => {
  const held = { ...stay, checkedOutAt: null };
  it("holds every night, except a no-show's nights from the day it was marked", () => {
    expect(heldNights(held)).toEqual(["2031-03-10", "2031-03-11", "2031-03-12"]);
    // Marked at 01:00 hotel time on 11 March (22:00 UTC on the 10th): 11 and 12 given back.
    expect(
      heldNights({ ...held, stayStatus: "no_show", noShowAt: hotelInstant("2031-03-11", "01:00") }),
    ).toEqual(["2031-03-10"]);
    expect(heldNights({ ...held, stayStatus: "no_show", noShowAt: null })).toEqual([]);
  });

  it("an early check-out's nights from the day the guest left; a check-out on time keeps all", () => {
    const out = (date: string, time: string) => ({
      ...held,
      stayStatus: "checked_out" as const,
      checkedOutAt: hotelInstant(date, time),
    });
    expect(heldNights(out("2031-03-11", "09:00"))).toEqual(["2031-03-10"]);
    expect(heldNights(out("2031-03-13", "10:00"))).toEqual([
      "2031-03-10",
      "2031-03-11",
      "2031-03-12",
    ]);
    // In house: every night.
    expect(heldNights({ ...held, stayStatus: "in_house" })).toHaveLength(3);
  });
});

describe("periods", () => {
  it("offers this month, last month and this year from the hotel's today", () => {
    expect(reportPresets("2032-03-15")).toEqual([
      { key: "thisMonth", label: "This month", from: "2032-03-01", to: "2032-03-31" },
      { key: "lastMonth", label: "Last month", from: "2032-02-01", to: "2032-02-29" },
      { key: "thisYear", label: "This year", from: "2032-01-01", to: "2032-12-31" },
    ]);
    expect(reportPresets("2031-01-05")[1]).toMatchObject({ from: "2030-12-01", to: "2030-12-31" });
  });

  it("reads a period, this month by default, and names what is wrong", () => {
    expect(readReportPeriod({}, "2031-03-15")).toEqual({
      ok: true,
      period: { from: "2031-03-01", to: "2031-03-31" },
    });
    expect(readReportPeriod({ from: "2031-03-01", to: "2031-02-01" })).toMatchObject({
      ok: false,
      errors: { to: "The last day must be on or after the first day." },
    });
    expect(readReportPeriod({ from: "2031-01-01", to: "2032-01-02" })).toMatchObject({
      ok: false,
      errors: { to: "A report covers at most 366 days; choose a shorter period." },
    });
    expect(readReportPeriod({ from: "2031-01-01", to: "" })).toMatchObject({
      ok: false,
      errors: { to: "The last day must be a real date in the YYYY-MM-DD format." },
    });
    expect(periodMonths({ from: "2031-11-20", to: "2032-02-02" })).toEqual([
      "2031-11",
      "2031-12",
      "2032-01",
      "2032-02",
    ]);
  });

  it("reads the grid's first night and open cell", () => {
    expect(readGridQuery({}, "2031-03-15")).toEqual({ from: "2031-03-15", cell: null, errors: {} });
    expect(readGridQuery({ from: "2031-03-01", roomTypeId: "3", night: "2031-03-02" })).toEqual({
      from: "2031-03-01",
      cell: { roomTypeId: 3, night: "2031-03-02" },
      errors: {},
    });
    expect(
      readGridQuery({ from: "soon", roomTypeId: "x", night: "2031-03-02" }, "2031-03-15"),
    ).toEqual({
      from: "2031-03-15",
      cell: null,
      errors: {
        from: "The first night must be a real date (YYYY-MM-DD).",
        roomTypeId: "Choose a room type by its id.",
      },
    });
  });

  it("rounds ratios half up", () => {
    expect(ratio(105_500, 12)).toBe(8792);
    expect(ratio(5, 2)).toBe(3);
    expect(ratio(1, 0)).toBe(0);
    expect(percent(12, 620)).toBe(1.9);
    expect(percent(1, 8)).toBe(12.5);
    expect(percent(3, 0)).toBe(0);
  });
});
