import { describe, expect, it } from "vitest";
import {
  isIsoDate,
  nightsBetween,
  type PricingPolicy,
  quoteStay,
  stayNights,
  taxesOn,
} from "./pricing";
import { DEFAULT_SITE_SETTINGS } from "./settings";

const policy: PricingPolicy = {
  extraGuestCharge: DEFAULT_SITE_SETTINGS.extraGuestCharge,
  maxExtraGuests: DEFAULT_SITE_SETTINGS.maxExtraGuests,
  lateCheckoutCharge: DEFAULT_SITE_SETTINGS.lateCheckoutCharge,
  taxPercent: DEFAULT_SITE_SETTINGS.taxPercent,
};

const stay = {
  checkIn: "2026-12-01",
  checkOut: "2026-12-02",
  roomCount: 1,
  includeBreakfast: false,
  isDoubleOccupancy: false,
  extraGuests: 0,
  needsLateCheckout: false,
};

describe("quoteStay", () => {
  const rates = {
    singleBedOnly: 7500,
    singleBreakfast: 8000,
    doubleBedOnly: 10000,
    doubleBreakfast: 10500,
  };

  it("multiplies the rate by nights and rooms", () => {
    const quote = quoteStay(rates, { ...stay, checkOut: "2026-12-04", roomCount: 2 }, policy);
    expect(quote.nights).toBe(3);
    expect(quote.roomsTotal).toBe(7500 * 3 * 2);
    expect(quote.subtotal).toBe(45000);
    expect(quote.taxes).toBe(6750);
    expect(quote.total).toBe(51750);
  });

  it.each([0, 1, 2, 3])("adds 2,500 per extra guest once per stay (%i extra)", (extraGuests) => {
    const quote = quoteStay(rates, { ...stay, checkOut: "2026-12-03", extraGuests }, policy);
    expect(quote.extraGuestsTotal).toBe(2500 * extraGuests);
    expect(quote.subtotal).toBe(15000 + 2500 * extraGuests);
  });

  it("adds 3,000 for late check-out", () => {
    const quote = quoteStay(rates, { ...stay, needsLateCheckout: true }, policy);
    expect(quote.lateCheckoutTotal).toBe(3000);
    expect(quote.subtotal).toBe(10500);
    expect(quote.taxes).toBe(1575);
    expect(quote.total).toBe(12075);
  });

  it("combines every surcharge: double with breakfast, 2 rooms, 2 nights, 3 extra, late check-out", () => {
    const quote = quoteStay(
      rates,
      {
        checkIn: "2026-12-30",
        checkOut: "2027-01-01",
        roomCount: 2,
        includeBreakfast: true,
        isDoubleOccupancy: true,
        extraGuests: 3,
        needsLateCheckout: true,
      },
      policy,
    );
    expect(quote).toMatchObject({
      nights: 2,
      nightlyRate: 10500,
      roomsTotal: 42000,
      extraGuestsTotal: 7500,
      lateCheckoutTotal: 3000,
      subtotal: 52500,
      taxes: 7875,
      total: 60375,
    });
  });

  it("rounds taxes half up to whole shillings and never drifts", () => {
    expect(taxesOn(10, 15)).toBe(2); // 1.5 -> 2
    expect(taxesOn(9, 15)).toBe(1); // 1.35 -> 1
    expect(taxesOn(7333, 15)).toBe(1100); // 1099.95 -> 1100
    const quote = quoteStay({ ...rates, singleBedOnly: 7333 }, stay, policy);
    expect(Number.isInteger(quote.total)).toBe(true);
  });

  it("refuses an empty or reversed stay and extra guests out of range", () => {
    expect(() => quoteStay(rates, { ...stay, checkOut: stay.checkIn }, policy)).toThrow(
      "Check-out date must be after check-in date.",
    );
    expect(() => quoteStay(rates, { ...stay, extraGuests: 4 }, policy)).toThrow();
    expect(() => quoteStay(rates, { ...stay, extraGuests: -1 }, policy)).toThrow();
    expect(() => quoteStay(rates, { ...stay, roomCount: 0 }, policy)).toThrow();
  });
});

describe("dates", () => {
  it("counts nights across months, years and a leap day", () => {
    expect(nightsBetween("2026-12-31", "2027-01-02")).toBe(2);
    expect(nightsBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(nightsBetween("2026-05-01", "2026-05-01")).toBe(0);
    expect(nightsBetween("2026-05-03", "2026-05-01")).toBe(-2);
  });

  it("rejects dates that do not exist", () => {
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("2026-2-3")).toBe(false);
    expect(isIsoDate("2028-02-29")).toBe(true);
  });

  it("lists the nights of a stay, check-out excluded", () => {
    expect(stayNights("2026-12-30", "2027-01-02")).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
    ]);
  });
});
