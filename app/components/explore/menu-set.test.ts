import { describe, expect, it } from "vitest";
import { knownRestaurantId, MENU_PAGE_COUNTS, menuCategories, menuKindsFor } from "./menu-set";

describe("menuKindsFor (restaurant menu)", () => {
  it("gives a bar its bar, wine, food and seafood menus", () => {
    expect(menuKindsFor("The Sunset Bar")).toEqual(["bar", "wine", "food", "seafood"]);
    expect(menuKindsFor("BARISTA LOUNGE")).toEqual(["bar", "wine", "food", "seafood"]);
  });

  it("gives a cafe, with or without the accent, the barista and food menus", () => {
    expect(menuKindsFor("Pergola Cafe")).toEqual(["barista", "food"]);
    expect(menuKindsFor("Pergola Café")).toEqual(["barista", "food"]);
  });

  it("gives every other restaurant all five menus in the set order", () => {
    // "Bahari" has b-a-h, not "bar": it is an ordinary restaurant.
    expect(menuKindsFor("Bahari Restaurant")).toEqual([
      "food",
      "seafood",
      "wine",
      "barista",
      "bar",
    ]);
    expect(menuKindsFor("The Garden")).toEqual(["food", "seafood", "wine", "barista", "bar"]);
  });

  it("knows the page counts of section 9", () => {
    expect(MENU_PAGE_COUNTS).toEqual({ food: 13, wine: 9, barista: 5, bar: 7, seafood: 2 });
  });
});

describe("knownRestaurantId", () => {
  it("accepts only ids the server knows", () => {
    expect(knownRestaurantId("2", [1, 2, 3, 4])).toBe(2);
    expect(knownRestaurantId("9", [1, 2, 3, 4])).toBeNull();
    expect(knownRestaurantId("7", [7])).toBe(7);
  });

  it("knows no restaurant while the hotel lists none (no invented ones stand in)", () => {
    expect(knownRestaurantId("1", [])).toBeNull();
    expect(knownRestaurantId("4", [])).toBeNull();
  });

  it("refuses anything that is not a plain positive number", () => {
    for (const raw of ["0", "-1", "1.5", "01", "abc", "1e2", "", "99999999999"]) {
      expect(knownRestaurantId(raw, [1, 2, 3, 4]), raw).toBeNull();
    }
  });
});

describe("menuCategories", () => {
  it("lists each category once, in the order the menu first shows it", () => {
    const items = [{ category: "Starters" }, { category: "Mains" }, { category: "Starters" }];
    expect(menuCategories(items)).toEqual(["Starters", "Mains"]);
  });
});
