import { describe, expect, it } from "vitest";
import {
  formatPhoneInternational,
  normalizePhone,
  phoneRegion,
  telHref,
  whatsAppLink,
} from "./phone";

describe("normalizePhone", () => {
  it("reads a Kenyan mobile written locally in Kenya", () => {
    expect(normalizePhone("0711 000 111", "KE")).toBe("+254711000111");
    expect(normalizePhone("(0711) 000-111", "KE")).toBe("+254711000111");
  });

  it("keeps the country code a number is written with, whatever the default", () => {
    expect(normalizePhone("+33 6 12 34 56 78", "KE")).toBe("+33612345678");
    expect(normalizePhone("+254 711 000 111", "FR")).toBe("+254711000111");
    expect(normalizePhone("06 12 34 56 78", "FR")).toBe("+33612345678");
  });

  it("reads 00 as the international prefix, as the specification's 10 to 15 digits allow", () => {
    expect(normalizePhone("00254711000111", "KE")).toBe("+254711000111");
    expect(normalizePhone("00 254 711 000 111", "KE")).toBe("+254711000111");
    expect(normalizePhone("0044 20 7946 0958", "KE")).toBe("+442079460958");
    expect(normalizePhone("00254711000111")).toBe("+254711000111");
    // Kenya's own prefix still works; a 00 number that is no number is still refused.
    expect(normalizePhone("000254711000111", "KE")).toBe("+254711000111");
    expect(normalizePhone("00254", "KE")).toBeNull();
  });

  it("refuses garbage, a number inside other text and too-short numbers", () => {
    expect(normalizePhone("garbage", "KE")).toBeNull();
    expect(normalizePhone("", "KE")).toBeNull();
    expect(normalizePhone("call +254 711 000 111 please", "KE")).toBeNull();
    expect(normalizePhone("+254 71", "KE")).toBeNull();
    expect(normalizePhone("0711 000", "KE")).toBeNull();
    expect(normalizePhone("12345", "KE")).toBeNull();
  });

  it("needs a country code when the default region is unknown", () => {
    expect(normalizePhone("0711 000 111", "ZZ")).toBeNull();
    expect(normalizePhone("0711 000 111")).toBeNull();
    expect(normalizePhone("+254711000111")).toBe("+254711000111");
  });
});

describe("phoneRegion", () => {
  it("takes the guest's ISO code, else the hotel's", () => {
    expect(phoneRegion("fr", "KE")).toBe("FR");
    expect(phoneRegion("France", "KE")).toBe("KE");
    expect(phoneRegion("ZZ", "KE")).toBe("KE");
    expect(phoneRegion(undefined, "KE")).toBe("KE");
  });
});

describe("display and links", () => {
  it("formats E.164 internationally and leaves an unparsable value as stored", () => {
    expect(formatPhoneInternational("+33612345678")).toBe("+33 6 12 34 56 78");
    expect(formatPhoneInternational("+254711000111")).toMatch(/^\+254 711 000 ?111$/);
    expect(formatPhoneInternational("front desk")).toBe("front desk");
  });

  it("links tel: and wa.me to the digits", () => {
    expect(telHref("+254 711 000111")).toBe("tel:+254711000111");
    expect(whatsAppLink("+254711000111", "Bonjour Pwani Bay, j'ai une question & plus ?")).toBe(
      "https://wa.me/254711000111?text=Bonjour%20Pwani%20Bay%2C%20j%27ai%20une%20question%20%26%20plus%20%3F",
    );
  });
});
