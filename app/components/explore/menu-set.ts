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

/** The four built-in restaurants, used when the server has none. */
export const FALLBACK_RESTAURANT_IDS = [1, 2, 3, 4] as const;

/** Fallback restaurant details other than translated texts (those live in explore.json). */
export const FALLBACK_RESTAURANTS = [
  { id: 1, name: "Bahari Restaurant", image: "/uploads/demo/restaurant/1.webp" },
  { id: 2, name: "The Pergola", image: "/uploads/demo/restaurant/2.webp" },
  { id: 3, name: "The Fine Dining", image: "/uploads/demo/restaurant/3.webp" },
  { id: 4, name: "The Garden", image: "/uploads/demo/restaurant/4.webp" },
] as const;

/**
 * A menu route id: digits only, and one of the known restaurants (the server's
 * list, or the four fallbacks when the server has none). Anything else is a 404.
 */
export function knownRestaurantId(raw: string, serverIds: readonly number[]): number | null {
  if (!/^[1-9]\d{0,8}$/.test(raw)) return null;
  const id = Number(raw);
  const known = serverIds.length > 0 ? serverIds : FALLBACK_RESTAURANT_IDS;
  return known.includes(id) ? id : null;
}

/** Distinct categories in first-seen order, for the À La Carte tabs. */
export function menuCategories(items: readonly { category: string }[]): string[] {
  return [...new Set(items.map((item) => item.category))];
}
