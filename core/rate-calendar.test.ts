import { describe, expect, it } from "vitest";
import { quoteStay } from "./pricing";
import {
  type NightOverride,
  nearestAllowedStay,
  RateCalendar,
  restrictionMessage,
} from "./rate-calendar";

const BASE = {
  singleBedOnly: 7500,
  singleBreakfast: 8000,
  doubleBedOnly: 10000,
  doubleBreakfast: 10500,
};
const POLICY = {
  extraGuestCharge: 2500,
  maxExtraGuests: 3,
  lateCheckoutCharge: 3000,
  taxPercent: 15,
};

function night(date: string, values: Partial<NightOverride> = {}): NightOverride {
  return {
    night: date,
    singleBedOnly: null,
    singleBreakfast: null,
    doubleBedOnly: null,
    doubleBreakfast: null,
    minStay: null,
    maxStay: null,
    closed: false,
    closedToArrival: false,
    closedToDeparture: false,
    ...values,
  };
}

const stay = (checkIn: string, checkOut: string, extra: Record<string, unknown> = {}) => ({
  checkIn,
  checkOut,
  roomCount: 1,
  includeBreakfast: false,
  isDoubleOccupancy: false,
  extraGuests: 0,
  needsLateCheckout: false,
  ...extra,
});

describe("the rate calendar in the price engine", () => {
  // High season from 20 December: single bed-only 12,000.
  const season = new RateCalendar(BASE, [
    night("2026-12-20", { singleBedOnly: 12000 }),
    night("2026-12-21", { singleBedOnly: 12000 }),
  ]);

  it("prices nights inside a season at its rate and the others at the base", () => {
    const inside = quoteStay(season.rates, stay("2026-12-20", "2026-12-22"), POLICY);
    expect(inside.nightRates).toEqual([
      { date: "2026-12-20", rate: 12000 },
      { date: "2026-12-21", rate: 12000 },
    ]);
    expect(inside.roomsTotal).toBe(24000);
    const before = quoteStay(season.rates, stay("2026-12-17", "2026-12-19"), POLICY);
    expect(before.roomsTotal).toBe(15000);
  });

  it("sums both sides of a season boundary, per room", () => {
    const across = quoteStay(
      season.rates,
      stay("2026-12-19", "2026-12-21", { roomCount: 2 }),
      POLICY,
    );
    expect(across.nightRates.map((n) => n.rate)).toEqual([7500, 12000]);
    expect(across.roomsTotal).toBe((7500 + 12000) * 2);
    // The average of 7,500 and 12,000, for the "a night" line.
    expect(across.nightlyRate).toBe(9750);
    expect(across.taxes).toBe(5850);
    expect(across.total).toBe(39000 + 5850);
  });

  it("falls back to the base for a rate left null on a changed night", () => {
    const calendar = new RateCalendar(BASE, [night("2026-12-20", { singleBedOnly: 9000 })]);
    const double = quoteStay(
      calendar.rates,
      stay("2026-12-20", "2026-12-21", { isDoubleOccupancy: true }),
      POLICY,
    );
    expect(double.nightRates[0]?.rate).toBe(10000);
  });

  it("takes a discount off the rooms only, then taxes what remains", () => {
    const quote = quoteStay(
      BASE,
      stay("2026-12-01", "2026-12-03", { needsLateCheckout: true }),
      POLICY,
      {
        kind: "percent",
        value: 10,
      },
    );
    expect(quote.discount).toBe(1500);
    expect(quote.subtotal).toBe(18000);
    expect(quote.taxes).toBe(Math.floor(((18000 - 1500) * 15 + 50) / 100));
    expect(quote.total).toBe(16500 + quote.taxes);
    const capped = quoteStay(BASE, stay("2026-12-01", "2026-12-02"), POLICY, {
      kind: "amount",
      value: 50000,
    });
    expect(capped.discount).toBe(7500);
    expect(capped.total).toBe(0);
  });
});

describe("restrictions", () => {
  const rules = new RateCalendar(BASE, [
    night("2026-12-24", { closedToArrival: true, minStay: 3 }),
    night("2026-12-25", { minStay: 3 }),
    night("2026-12-26", { closedToDeparture: true }),
    night("2026-12-31", { closed: true }),
    night("2027-01-10", { maxStay: 2 }),
  ]);

  it("refuses an arrival on a night closed to arrival, with its message", () => {
    const found = rules.restriction("2026-12-24", "2026-12-28");
    expect(found).toEqual({ kind: "closedToArrival", date: "2026-12-24" });
    expect(restrictionMessage(found!)).toBe("Closed for arrival on 24 December");
  });

  it("applies the longest minimum stay of any night stayed", () => {
    const found = rules.restriction("2026-12-23", "2026-12-25");
    expect(found).toEqual({ kind: "minStay", nights: 3 });
    expect(restrictionMessage(found!)).toBe("Minimum stay 3 nights for these dates");
    expect(rules.restriction("2026-12-23", "2026-12-27")).toBeNull();
  });

  it("refuses a departure on a night closed to departure", () => {
    expect(rules.restriction("2026-12-22", "2026-12-26")).toMatchObject({
      kind: "closedToDeparture",
      date: "2026-12-26",
    });
  });

  it("refuses any stay over a closed night, but not one leaving that morning", () => {
    expect(rules.restriction("2026-12-30", "2027-01-02")).toEqual({
      kind: "closed",
      date: "2026-12-31",
    });
    expect(rules.restriction("2026-12-29", "2026-12-31")).toBeNull();
  });

  it("applies a maximum stay", () => {
    expect(rules.restriction("2027-01-09", "2027-01-12")).toEqual({ kind: "maxStay", nights: 2 });
    expect(rules.restriction("2027-01-09", "2027-01-11")).toBeNull();
  });

  it("suggests the same arrival lengthened to the minimum stay first", () => {
    const christmas = new RateCalendar(BASE, [
      night("2026-12-24", { minStay: 3 }),
      night("2026-12-25", { minStay: 3 }),
    ]);
    expect(
      nearestAllowedStay(christmas, "2026-12-23", "2026-12-25", { earliest: "2026-11-25" }),
    ).toEqual({ checkIn: "2026-12-23", checkOut: "2026-12-26" });
    // Here leaving on the 26th is closed: one day earlier keeps the two nights instead.
    expect(
      nearestAllowedStay(rules, "2026-12-23", "2026-12-25", { earliest: "2026-11-25" }),
    ).toEqual({ checkIn: "2026-12-22", checkOut: "2026-12-24" });
  });

  it("suggests the nearest arrival that works, never before the earliest date", () => {
    // Arriving the 24th is closed: the 23rd needs 3 nights through the 25th... the nearest
    // later arrival (25th) needs 3 nights and may not leave on the 26th anyway.
    const found = nearestAllowedStay(rules, "2026-12-24", "2026-12-26", {
      earliest: "2026-11-25",
    });
    expect(found).not.toBeNull();
    expect(rules.restriction(found!.checkIn, found!.checkOut)).toBeNull();
    expect(
      nearestAllowedStay(rules, "2026-12-31", "2027-01-01", {
        earliest: "2026-12-31",
        allowed: () => true,
      })?.checkIn,
    ).toBe("2027-01-01");
  });

  it("respects the caller's own check (rooms free) and gives up beyond its reach", () => {
    expect(
      nearestAllowedStay(rules, "2026-12-01", "2026-12-02", {
        earliest: "2026-11-25",
        reach: 3,
        allowed: () => false,
      }),
    ).toBeNull();
  });
});
