import { describe, expect, it } from "vitest";
import { knownRestaurantId, menuCategories } from "./menu-set";

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
