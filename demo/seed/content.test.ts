import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~core/i18n/languages";
import { ART_KEYS } from "./art";
import * as content from "./content";

function artKeysUsed(): string[] {
  return [
    ...content.roomTypes.flatMap((room) => room.images),
    ...content.restaurants.map((restaurant) => restaurant.image),
    ...content.menus.flatMap((menu) => menu.pages),
    ...content.menuItems.flatMap((item) => (item.image ? [item.image] : [])),
    ...content.galleryImages.map((image) => image.image),
    ...content.eventPackages.flatMap((pkg) => pkg.images),
    ...content.testimonials.map((entry) => entry.image),
    ...content.heroSlides.map((slide) => slide.image),
    ...content.blogPosts.map((post) => post.coverImage),
    ...content.socialPosts.map((post) => post.image),
  ];
}

describe("demo content", () => {
  it("uses only illustrations that exist, so no seeded image is broken", () => {
    const known = new Set(ART_KEYS);
    expect(artKeysUsed().filter((key) => !known.has(key))).toEqual([]);
  });

  it("gives every room type its own pictures", () => {
    const firsts = content.roomTypes.map((room) => room.images[0]);
    expect(new Set(firsts).size).toBe(content.roomTypes.length);
  });

  it("has the menu page counts of the printed menus", () => {
    const pages = Object.fromEntries(content.menus.map((menu) => [menu.kind, menu.pages.length]));
    expect(pages).toEqual({ food: 13, wine: 9, barista: 5, bar: 7, seafood: 2 });
  });

  it("has the eight event packages at their set prices", () => {
    expect(content.eventPackages.map((pkg) => pkg.priceAmount)).toEqual([
      3500, 4500, 3800, 13000, 15000, 25000, 3500, 3500,
    ]);
  });

  it("has ten hero slides, six amenities, three testimonials, six posts with three featured", () => {
    expect(content.heroSlides).toHaveLength(10);
    expect(content.amenities).toHaveLength(6);
    expect(content.testimonials).toHaveLength(3);
    expect(content.blogPosts.length).toBeGreaterThanOrEqual(6);
    expect(content.blogPosts.filter((post) => post.featured)).toHaveLength(3);
  });

  it("writes every guest-facing text in all seven languages", () => {
    const texts = [
      content.siteDescription,
      ...content.roomTypes.flatMap((room) => [
        room.description,
        room.shortDescription,
        ...room.amenities,
      ]),
      ...content.amenities.flatMap((amenity) => [amenity.name, amenity.description]),
      ...content.restaurants.flatMap((r) => [r.description, r.hours, r.dressCode, ...r.cuisine]),
      ...content.menuItems.flatMap((item) => [item.name, item.description, item.category]),
      ...content.galleryImages.map((image) => image.alt),
      ...content.eventPackages.flatMap((pkg) => [
        pkg.title,
        pkg.description,
        pkg.price,
        pkg.groupSize,
        ...pkg.features,
        ...pkg.addOns,
      ]),
      ...content.testimonials.flatMap((entry) => [entry.content, entry.location]),
      ...content.heroSlides.flatMap((slide) => [slide.title, slide.subtitle]),
    ];
    for (const text of texts) {
      for (const lang of LANGUAGES) expect(text[lang]?.trim(), `${lang}: ${text.en}`).toBeTruthy();
    }
    // Descriptions are prose: a copy of the English would be an untranslated text.
    for (const room of content.roomTypes) {
      for (const lang of LANGUAGES.filter((l) => l !== "en")) {
        expect(room.description[lang]).not.toBe(room.description.en);
      }
    }
  });
});
