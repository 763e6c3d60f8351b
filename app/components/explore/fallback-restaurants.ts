import type { TFunction } from "i18next";
import type { RestaurantDto } from "~core/types";
import { FALLBACK_RESTAURANTS } from "./menu-set";

/** The four built-in restaurants, texts from explore.json. */
export function fallbackRestaurants(t: TFunction): RestaurantDto[] {
  return FALLBACK_RESTAURANTS.map(({ id, name, image }) => ({
    id,
    slug: `restaurant-${id}`,
    name,
    description: t(`explore:fallbackRestaurants.${id}.description`),
    cuisine: (t(`explore:fallbackRestaurants.${id}.cuisine`) as string).split(/\s*[,،]\s*/),
    hours: t(`explore:fallbackRestaurants.${id}.hours`),
    dressCode: t(`explore:fallbackRestaurants.${id}.dressCode`),
    image,
  }));
}
