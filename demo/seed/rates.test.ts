/** The demo rooms charge the rates of the hotel's published tables. */
import { describe, expect, it } from "vitest";
import { nightlyRate, type PricingPolicy, quoteStay } from "~core/pricing";
import { DEFAULT_SITE_SETTINGS } from "~core/settings";
import { roomTypes } from "./content/rooms";

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

/** The booking form's table (single bed only, single + breakfast, double bed only, double + breakfast). */
const BOOKING_FORM_RATES: Record<string, [number, number, number, number]> = {
  "Superior Mini": [6500, 7000, 9000, 9500],
  "Superior Standard": [7500, 8000, 10000, 10500],
  Deluxe: [9500, 10000, 12000, 12500],
  "Super Deluxe": [11500, 12000, 14000, 14500],
};
/** The room page's table: seeded as the standard (rack) rate. */
const ROOM_PAGE_RATES: Record<string, [number, number, number, number]> = {
  "Superior Mini": [8200, 8700, 11100, 11600],
  "Superior Standard": [9400, 9900, 12300, 12800],
  Deluxe: [11700, 12200, 14600, 15100],
  "Super Deluxe": [14000, 14500, 17000, 17500],
};

const CELLS = [
  { isDoubleOccupancy: false, includeBreakfast: false },
  { isDoubleOccupancy: false, includeBreakfast: true },
  { isDoubleOccupancy: true, includeBreakfast: false },
  { isDoubleOccupancy: true, includeBreakfast: true },
] as const;

describe("seeded rates", () => {
  for (const [name, expected] of Object.entries(BOOKING_FORM_RATES)) {
    const room = roomTypes.find((r) => r.name === name);
    CELLS.forEach((cell, i) => {
      it(`${name}: ${JSON.stringify(cell)} charges ${expected[i]} a night, taxes 15% on top`, () => {
        if (!room) throw new Error(`missing room ${name}`);
        expect(nightlyRate(room.rates, cell)).toBe(expected[i]);
        const quote = quoteStay(room.rates, { ...stay, ...cell }, policy);
        expect(quote.subtotal).toBe(expected[i]);
        const rate = expected[i] as number;
        expect(quote.taxes).toBe((rate * 15) / 100);
        expect(quote.total).toBe(rate + (rate * 15) / 100);
      });
      it(`${name}: standard rate ${ROOM_PAGE_RATES[name]?.[i]} for ${JSON.stringify(cell)}`, () => {
        if (!room?.rackRates) throw new Error(`missing rack rates for ${name}`);
        expect(nightlyRate(room.rackRates, cell)).toBe(ROOM_PAGE_RATES[name]?.[i]);
      });
    });
  }

  it("Single Mini is cheaper than Superior Mini with the same steps (+500 breakfast, +2,500 double)", () => {
    const mini = roomTypes.find((r) => r.name === "Single Mini")?.rates;
    const superior = roomTypes.find((r) => r.name === "Superior Mini")?.rates;
    if (!mini || !superior) throw new Error("missing rooms");
    expect(mini.singleBedOnly).toBeLessThan(superior.singleBedOnly);
    expect(mini.singleBreakfast - mini.singleBedOnly).toBe(500);
    expect(mini.doubleBedOnly - mini.singleBedOnly).toBe(2500);
    expect(mini.doubleBreakfast - mini.doubleBedOnly).toBe(500);
  });
});
