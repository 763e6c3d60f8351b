import { hotelJsonLd, type JsonLd } from "~/structured-data";
import { type Lang, localize } from "~core/i18n/languages";
import type { RestaurantDto } from "~core/types";
import type { Database } from "~server/db/client";
import { listAmenities, listHeroSlides, listRestaurants } from "~server/services/content/content";
import { listRoomTypes } from "~server/services/content/rooms";
import { getSiteSettings } from "~server/services/platform/settings";

/** The hotel's entity (home and contact pages), from the settings, rooms, photos and amenities. */
export async function loadHotelJsonLd(
  db: Database,
  publicUrl: string,
  lang: Lang,
): Promise<JsonLd> {
  const [settings, rooms, slides, amenities] = await Promise.all([
    getSiteSettings(db),
    listRoomTypes(db, lang),
    listHeroSlides(db, lang),
    listAmenities(db, lang),
  ]);
  const images = slides.map((slide) => slide.image).filter((src): src is string => Boolean(src));
  return hotelJsonLd({
    settings,
    publicUrl,
    lang,
    description: localize(settings.description, lang),
    images: images.length > 0 ? images : rooms.flatMap((room) => room.images.slice(0, 1)),
    roomPrices: rooms.map((room) => room.price),
    amenities: amenities.map((amenity) => amenity.name),
  });
}

/**
 * The restaurants' hours texts in English, by id: their times are read from it
 * (openingHours), whatever language the page is in.
 */
export async function restaurantHoursInEnglish(
  db: Database,
  lang: Lang,
  restaurants: RestaurantDto[],
): Promise<Map<number, string>> {
  const english = lang === "en" ? restaurants : await listRestaurants(db, "en");
  return new Map(english.map((restaurant) => [restaurant.id, restaurant.hours]));
}
