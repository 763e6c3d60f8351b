import { describe, expect, it } from "vitest";
import { depositFor } from "./deposit";
import { quoteStay } from "./pricing";

const rates = {
  singleBedOnly: 7500,
  singleBreakfast: 8000,
  doubleBedOnly: 10000,
  doubleBreakfast: 11000,
};
const policy = {
  extraGuestCharge: 2500,
  maxExtraGuests: 3,
  lateCheckoutCharge: 3000,
  taxPercent: 15,
};
const stay = {
  checkIn: "2027-03-01",
  checkOut: "2027-03-04",
  roomCount: 2,
  includeBreakfast: false,
  isDoubleOccupancy: false,
  extraGuests: 0,
  needsLateCheckout: false,
};

describe("depositFor", () => {
  const quote = quoteStay(rates, stay, policy);

  it("asks nothing apart without terms or with 'none'", () => {
    expect(depositFor(quote, null)).toBeNull();
    expect(depositFor(quote, { mode: "none", percent: 30 })).toBeNull();
  });

  it("takes a percentage of the total, rounded half up", () => {
    // 3 nights x 2 rooms x 7,500 = 45,000 + 15% = 51,750; 33% = 17,077.5
    expect(quote.total).toBe(51750);
    expect(depositFor(quote, { mode: "percent", percent: 33 })).toBe(17078);
    // All of it is no deposit: the full amount is asked.
    expect(depositFor(quote, { mode: "percent", percent: 100 })).toBeNull();
  });

  it("takes the first night of every room with its tax, the night's own rate", () => {
    const seasonal = quoteStay(
      (date) => (date === "2027-03-01" ? { ...rates, singleBedOnly: 9000 } : rates),
      stay,
      policy,
    );
    // 2 rooms x 9,000 = 18,000 + 15%.
    expect(depositFor(seasonal, { mode: "first_night", percent: 30 })).toBe(20700);
  });

  it("takes the first night's share of a promo discount off it", () => {
    const discounted = quoteStay(rates, stay, policy, { kind: "amount", value: 4500 });
    // The first night is a third of the rooms: 1,500 of the 4,500 off; 13,500 + 15%.
    expect(depositFor(discounted, { mode: "first_night", percent: 30 })).toBe(15525);
  });

  it("asks the full amount when the first night is the whole stay", () => {
    const one = quoteStay(rates, { ...stay, checkOut: "2027-03-02" }, policy);
    expect(depositFor(one, { mode: "first_night", percent: 30 })).toBeNull();
  });
});
