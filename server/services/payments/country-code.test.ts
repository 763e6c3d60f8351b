import { describe, expect, it } from "vitest";
import { countryCode } from "./country-code";

describe("countryCode", () => {
  it("maps typed country names and codes to ISO alpha-2", () => {
    expect(countryCode("Kenya")).toBe("KE");
    expect(countryCode(" kenya ")).toBe("KE");
    expect(countryCode("ug")).toBe("UG");
    expect(countryCode("Tanzania")).toBe("TZ");
    expect(countryCode("Germany")).toBe("DE");
    expect(countryCode("Atlantis")).toBe("");
  });
});
