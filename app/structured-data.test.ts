import { describe, expect, it } from "vitest";
import { openingHours, priceRange } from "./structured-data";

describe("opening hours from a restaurant's hours text", () => {
  it("reads each service's span in a 12-hour or 24-hour clock", () => {
    const spans = openingHours(
      "Breakfast 7:00\u202fAM – 10:30\u202fAM · Dinner 6:30 PM - 10:00 PM",
    );
    expect(spans.map((span) => [span.opens, span.closes])).toEqual([
      ["07:00", "10:30"],
      ["18:30", "22:00"],
    ]);
    expect(openingHours("Déjeuner 12:30 – 15:00")).toMatchObject([
      { opens: "12:30", closes: "15:00" },
    ]);
    expect(openingHours("12:00 PM – 12:30 AM")).toMatchObject([
      { opens: "12:00", closes: "00:30" },
    ]);
  });

  it("states none when the text has no time span", () => {
    expect(openingHours("Daily, ask at reception")).toEqual([]);
    expect(openingHours("25:00 – 26:00")).toEqual([]);
  });
});

describe("the hotel's price range", () => {
  it("runs from the lowest to the highest rate", () => {
    expect(priceRange("KES", [9000, 6500, 15000])).toBe("KES 6,500 – 15,000");
    expect(priceRange("KES", [6500])).toBe("KES 6,500");
    expect(priceRange("KES", [])).toBeUndefined();
  });
});
