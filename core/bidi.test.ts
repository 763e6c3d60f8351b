import { describe, expect, it } from "vitest";
import { isolate, kshInText } from "./bidi";

describe("embedded text in translated sentences", () => {
  it("isolates names and amounts on Arabic pages only", () => {
    expect(isolate("Deluxe Ocean View", "ar")).toBe("\u2068Deluxe Ocean View\u2069");
    expect(kshInText(9500, "ar")).toBe("\u2066KSh\u00a09,500\u2069");
    for (const lang of ["en", "fr", "sw"]) {
      expect(isolate("Deluxe Ocean View", lang)).toBe("Deluxe Ocean View");
      expect(kshInText(9500, lang)).toBe("KSh 9,500");
    }
  });

  it("keeps a discount's minus inside the amount's isolate", () => {
    // Without it an Arabic line shows "KSh 1,000−" (the sign runs with the sentence).
    expect(kshInText(1000, "ar", "−")).toBe("\u2066−KSh\u00a01,000\u2069");
    expect(kshInText(1000, "en", "−")).toBe("−KSh 1,000");
  });
});
