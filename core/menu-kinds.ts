/**
 * Which printed menus a restaurant shows is stored on the restaurant (restaurants.menu_kinds,
 * edited by staff). The specification's rule by name only chooses the default when a
 * restaurant is created without a choice, so renaming one later changes nothing.
 */
import { MENU_KINDS, type MenuKind } from "./types";

/**
 * The default printed menus of a new restaurant, by its name: a name containing "bar" gets
 * bar, wine, food, seafood; one containing "cafe" gets barista, food; any other gets food,
 * seafood, wine, barista, bar. "Café" counts as "cafe".
 */
export function defaultMenuKinds(restaurantName: string): MenuKind[] {
  const name = restaurantName
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
  if (name.includes("bar")) return ["bar", "wine", "food", "seafood"];
  if (name.includes("cafe")) return ["barista", "food"];
  return ["food", "seafood", "wine", "barista", "bar"];
}

/** Each kind once, in the order given, known kinds only. */
export function distinctMenuKinds(kinds: readonly string[]): MenuKind[] {
  const known = new Set<string>(MENU_KINDS);
  return [...new Set(kinds)].filter((kind): kind is MenuKind => known.has(kind));
}
