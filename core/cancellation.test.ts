import { describe, expect, it } from "vitest";
import { hotelInstant, lateCancellationCharge, policyTerms, refundPlan } from "./cancellation";

const booking = {
  checkIn: "2026-12-10",
  nightlyRate: 7500,
  roomCount: 2,
  nights: 3,
  taxPercent: 15,
  totalAmount: 51750,
};
const policy = { freeCancellationDays: 2, lateCancellationNights: 1 };

describe("the cancellation policy of a booking", () => {
  it("is free until check-in time, N days before arrival, in hotel time (EAT, UTC+3)", () => {
    expect(hotelInstant("2026-12-08", "14:00").toISOString()).toBe("2026-12-08T11:00:00.000Z");
    const before = policyTerms(booking, policy, "14:00", new Date("2026-12-08T10:59:59Z"));
    expect(before).toMatchObject({ free: true, canChange: true, canCancel: true, charge: 0 });
    const after = policyTerms(booking, policy, "14:00", new Date("2026-12-08T11:00:00Z"));
    expect(after).toMatchObject({ free: false, canChange: false, canCancel: true });
    // One night of both rooms, with taxes.
    expect(after.charge).toBe(17250);
    // The arrival day (hotel time) closes online cancellation: 21:00 UTC is midnight in Mombasa.
    expect(policyTerms(booking, policy, "14:00", new Date("2026-12-09T20:59:59Z")).canCancel).toBe(
      true,
    );
    expect(policyTerms(booking, policy, "14:00", new Date("2026-12-09T21:00:00Z")).canCancel).toBe(
      false,
    );
  });

  it("never charges more than the stay, and nothing when the policy charges no night", () => {
    expect(
      lateCancellationCharge(
        { ...booking, nights: 1, totalAmount: 17250 },
        { ...policy, lateCancellationNights: 5 },
      ),
    ).toBe(17250);
    expect(lateCancellationCharge(booking, { ...policy, lateCancellationNights: 0 })).toBe(0);
  });

  it("charges the nights as booked: their share of a promo discount comes off before taxes", () => {
    // Two nights at 12,000 less 20% (4,800) + 15% = 22,080; one night as booked: 9,600 + 15%.
    const promo = {
      ...booking,
      nightlyRate: 12000,
      roomCount: 1,
      nights: 2,
      discount: 4800,
      totalAmount: 22080,
    };
    expect(lateCancellationCharge(promo, policy)).toBe(11040);
    // Every night: the total exactly.
    expect(lateCancellationCharge(promo, { ...policy, lateCancellationNights: 2 })).toBe(22080);
    // Nights at different rates carry the discount in proportion, in whole shillings
    // (1,001 x 7,000 / 15,000 = 467.13 -> 467; 6,533 + 980 taxes).
    const uneven = {
      ...promo,
      nightRates: [
        { date: "2026-12-10", rate: 7000 },
        { date: "2026-12-11", rate: 8000 },
      ],
      discount: 1001,
      totalAmount: 16099,
    };
    expect(lateCancellationCharge(uneven, policy)).toBe(7513);
  });
});

describe("which payments pay a refund back", () => {
  const card = { id: 1, amount: 20000, paymentMethod: "Visa" };
  const mpesa = { id: 2, amount: 8000, paymentMethod: "MPESA" };
  it("refunds whole payments first and a part of a card payment last", () => {
    expect(refundPlan([card, mpesa], 28000)).toEqual([
      { id: 2, amount: 8000 },
      { id: 1, amount: 20000 },
    ]);
    expect(refundPlan([card, mpesa], 10000)).toEqual([
      { id: 2, amount: 8000 },
      { id: 1, amount: 2000 },
    ]);
    expect(refundPlan([card], 0)).toEqual([]);
  });
  it("refuses a part of mobile money (Pesapal refunds it whole only)", () => {
    expect(refundPlan([mpesa], 5000)).toBeNull();
    expect(refundPlan([mpesa], 8000)).toEqual([{ id: 2, amount: 8000 }]);
  });
});
