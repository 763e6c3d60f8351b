/**
 * What guests in each language still read in English: every multilingual field
 * of the content staff edit here, with the languages it lacks (a blank text
 * counts as missing, since the pages then fall back to English).
 */
import { asc } from "drizzle-orm";
import { LANGUAGES, type Lang, type LocalizedText } from "~core/i18n/languages";
import type { Database } from "../../../db/client";
import {
  eventPackages,
  galleryCategories,
  galleryImages,
  menuItems,
  restaurants,
  roomTypes,
  testimonials,
} from "../../../db/schema";
import { getSiteSettings } from "../../platform/settings";

export interface MissingTranslation {
  /** What kind of content: "Gallery image", "Package" … */
  kind: string;
  /** The item as staff know it (its English title or text, shortened). */
  item: string;
  field: string;
  missing: Lang[];
  /** Where to fix it in the admin. */
  editUrl: string;
}

/** A translation made from an older English text (the English changed since). */
export interface StaleTranslation {
  kind: string;
  item: string;
  field: string;
  stale: Lang[];
  editUrl: string;
}

export interface TranslationReport {
  /** Fields lacking each language (English is always present). */
  counts: Record<Lang, number>;
  items: MissingTranslation[];
  /** Translations older than their English text (rooms keep this record). */
  stale: StaleTranslation[];
}

const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57).trimEnd()}…` : text);

/** Languages a text lacks; an empty English text (an optional field left empty) lacks none. */
export function missingLanguages(text: LocalizedText): Lang[] {
  if (!text.en?.trim()) return [];
  return LANGUAGES.filter((lang) => lang !== "en" && !text[lang]?.trim());
}

export async function translationReport(db: Database): Promise<TranslationReport> {
  const items: MissingTranslation[] = [];
  const check = (
    kind: string,
    item: string,
    editUrl: string,
    fields: [string, LocalizedText | LocalizedText[]][],
  ) => {
    for (const [field, value] of fields) {
      const texts = Array.isArray(value) ? value : [value];
      const missing = new Set<Lang>();
      for (const text of texts) for (const lang of missingLanguages(text)) missing.add(lang);
      if (missing.size > 0) {
        items.push({
          kind,
          item: short(item),
          field,
          missing: LANGUAGES.filter((lang) => missing.has(lang)),
          editUrl,
        });
      }
    }
  };

  const [settings, gallery, restaurantRows, dishes, packages, reviews, rooms, categories] =
    await Promise.all([
      getSiteSettings(db),
      db.select().from(galleryImages).orderBy(asc(galleryImages.sortOrder), asc(galleryImages.id)),
      db.select().from(restaurants).orderBy(asc(restaurants.sortOrder), asc(restaurants.id)),
      db.select().from(menuItems).orderBy(asc(menuItems.restaurantId), asc(menuItems.sortOrder)),
      db.select().from(eventPackages).orderBy(asc(eventPackages.sortOrder), asc(eventPackages.id)),
      db.select().from(testimonials).orderBy(asc(testimonials.sortOrder), asc(testimonials.id)),
      db.select().from(roomTypes).orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id)),
      db
        .select()
        .from(galleryCategories)
        .orderBy(asc(galleryCategories.sortOrder), asc(galleryCategories.id)),
    ]);

  check("Site settings", settings.hotelName, "/admin/settings", [
    ["Description", settings.description],
  ]);
  const stale: StaleTranslation[] = [];
  for (const row of rooms) {
    const editUrl = `/admin/rooms/edit/${row.id}`;
    check("Room", row.name, editUrl, [
      ["Description", row.description],
      ["Short description", row.shortDescription],
      ["Amenities", row.amenities],
    ]);
    for (const [field, key] of [
      ["Description", "description"],
      ["Short description", "shortDescription"],
      ["Amenities", "amenities"],
    ] as const) {
      const langs = row.translationStale[key] ?? [];
      if (langs.length > 0)
        stale.push({
          kind: "Room",
          item: short(row.name),
          field,
          stale: LANGUAGES.filter((lang) => langs.includes(lang)),
          editUrl,
        });
    }
  }
  for (const row of categories) {
    check("Gallery category", row.name.en, `/admin/gallery#gallery-category-${row.id}`, [
      ["Name", row.name],
    ]);
  }
  for (const row of gallery) {
    check("Gallery image", row.alt.en, `/admin/gallery#image-${row.id}`, [["Alt text", row.alt]]);
  }
  for (const row of restaurantRows) {
    check("Restaurant", row.name, `/admin/restaurants/${row.id}`, [
      ["Description", row.description],
      ["Cuisine tags", row.cuisine],
      ["Opening hours", row.hours],
      ["Dress code", row.dressCode],
    ]);
  }
  for (const row of dishes) {
    check("Dish", row.name.en, `/admin/restaurants/${row.restaurantId}#dish-${row.id}`, [
      ["Category", row.category],
      ["Name", row.name],
      ["Description", row.description],
    ]);
  }
  for (const row of packages) {
    check("Package", row.title.en, `/admin/packages/${row.id}`, [
      ["Title", row.title],
      ["Price text", row.price],
      ["Group size", row.groupSize],
      ["Description", row.description],
      ["Features", row.features],
      ["Add-ons", row.addOns],
    ]);
  }
  for (const row of reviews) {
    check("Testimonial", row.name, `/admin/testimonials#testimonial-${row.id}`, [
      ["Location", row.location],
      ["Testimonial", row.content],
    ]);
  }

  const counts = Object.fromEntries(LANGUAGES.map((lang) => [lang, 0])) as Record<Lang, number>;
  for (const entry of items) for (const lang of entry.missing) counts[lang]++;
  return { counts, items, stale };
}
