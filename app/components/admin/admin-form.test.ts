import { describe, expect, it } from "vitest";
import { flattenValues, nestOnce, staleDiffs } from "./admin-form";

describe("the current values of a stale save", () => {
  it("names saved values as the form's fields", () => {
    expect(
      flattenValues({
        address: { city: "Mombasa" },
        phones: ["+254 1", "+254 2"],
        features: [{ en: "Pool", fr: "Piscine" }, { en: "Bar" }],
        image: null,
        version: 3,
      }),
    ).toEqual({
      "address.city": "Mombasa",
      phones: "+254 1\n+254 2",
      "features.en": "Pool\nBar",
      "features.fr": "Piscine",
      "features.es": "",
      "features.it": "",
      "features.de": "",
      "features.ar": "",
      "features.sw": "",
      image: "",
      version: "3",
    });
  });

  it("lists only the fields whose saved value differs from what is typed", () => {
    const fields = [
      { name: "price", label: "Price", typed: "8800" },
      { name: "name", label: "Name", typed: " Deluxe " },
      { name: "version", label: "version", typed: "1" },
    ];
    expect(staleDiffs(fields, { price: 12_300, name: "Deluxe", version: 2 })).toEqual([
      { name: "price", label: "Price", typed: "8800", current: "12300" },
    ]);
  });
});

describe("a form's fields as the admin API's JSON", () => {
  it("nests at the first dot only, so a translation's box keeps its dotted name", () => {
    expect(
      nestOnce({
        name: "Deluxe",
        "description.en": "A room",
        "description.fr": "Une chambre",
        "translationChecked.description.it": "on",
      }),
    ).toEqual({
      name: "Deluxe",
      description: { en: "A room", fr: "Une chambre" },
      translationChecked: { "description.it": "on" },
    });
  });
});
