/**
 * Pure rules of the dining pages, shared by the
 * loaders and their unit test.
 */
import type { MenuKind } from "~core/types";

/** Page counts of the printed menus. */
export const MENU_PAGE_COUNTS: Record<MenuKind, number> = {
  food: 13,
  wine: 9,
  barista: 5,
  bar: 7,
  seafood: 2,
};

/**
 * Which printed menus a restaurant shows, by its name: a name containing "bar"
 * gets bar, wine, food, seafood; one containing "cafe" gets barista, food; any
 * other gets food, seafood, wine, barista, bar. "Café" counts as "cafe".
 */
export function menuKindsFor(restaurantName: string): MenuKind[] {
  const name = restaurantName
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
  if (name.includes("bar")) return ["bar", "wine", "food", "seafood"];
  if (name.includes("cafe")) return ["barista", "food"];
  return ["food", "seafood", "wine", "barista", "bar"];
}

/**
 * A menu route id: digits only, and one of the hotel's restaurants. Anything else (every id
 * while the hotel lists none) is a 404.
 */
export function knownRestaurantId(raw: string, serverIds: readonly number[]): number | null {
  if (!/^[1-9]\d{0,8}$/.test(raw)) return null;
  const id = Number(raw);
  return serverIds.includes(id) ? id : null;
}

/** Distinct categories in first-seen order, for the À La Carte tabs. */
export function menuCategories(items: readonly { category: string }[]): string[] {
  return [...new Set(items.map((item) => item.category))];
}
