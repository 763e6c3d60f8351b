/**
 * Pure rules of the dining pages, shared by the
 * loaders and their unit test.
 */

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
