import { describe, expect, it } from "vitest";
import { defaultMenuKinds, distinctMenuKinds } from "./menu-kinds";

describe("defaultMenuKinds (a new restaurant's printed menus)", () => {
  it("gives a bar its bar, wine, food and seafood menus", () => {
    expect(defaultMenuKinds("The Sunset Bar")).toEqual(["bar", "wine", "food", "seafood"]);
    expect(defaultMenuKinds("BARISTA LOUNGE")).toEqual(["bar", "wine", "food", "seafood"]);
  });

  it("gives a cafe, with or without the accent, the barista and food menus", () => {
    expect(defaultMenuKinds("Garden Cafe")).toEqual(["barista", "food"]);
    expect(defaultMenuKinds("Garden Café")).toEqual(["barista", "food"]);
  });

  it("gives every other restaurant all five menus in the set order", () => {
    // "Bahari" has b-a-h, not "bar": it is an ordinary restaurant.
    expect(defaultMenuKinds("Bahari Restaurant")).toEqual([
      "food",
      "seafood",
      "wine",
      "barista",
      "bar",
    ]);
    expect(defaultMenuKinds("The Garden")).toEqual(["food", "seafood", "wine", "barista", "bar"]);
  });
});

describe("distinctMenuKinds", () => {
  it("keeps the given order, drops repeats and unknown kinds", () => {
    expect(distinctMenuKinds(["wine", "food", "wine", "dessert", "bar"])).toEqual([
      "wine",
      "food",
      "bar",
    ]);
    expect(distinctMenuKinds([])).toEqual([]);
  });
});
