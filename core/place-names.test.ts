import { describe, expect, it } from "vitest";
import { cityIn, DEFAULT_SITE_SETTINGS, placeIn } from "./settings";

const hotel = {
  address: { ...DEFAULT_SITE_SETTINGS.address, area: "Nyali", city: "Mombasa" },
  placeNames: { ar: { area: "نيالي", city: "مومباسا" }, sw: { area: "", city: "  " } },
};

describe("place names in sentences", () => {
  it("are a language's own where the settings give them, the address's otherwise", () => {
    expect(cityIn(hotel, "ar")).toBe("مومباسا");
    expect(placeIn(hotel, "ar")).toBe("نيالي، مومباسا");
    expect(cityIn(hotel, "en")).toBe("Mombasa");
    expect(placeIn(hotel, "fr")).toBe("Nyali, Mombasa");
    // Blank names are the address's.
    expect(placeIn(hotel, "sw")).toBe("Nyali, Mombasa");
    const noArea = { ...hotel, address: { ...hotel.address, area: "" }, placeNames: {} };
    expect(placeIn(noArea, "de")).toBe("Mombasa");
  });
});
