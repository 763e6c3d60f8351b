/** Read-only queries for the guest-facing catalogue: amenities, testimonials, dining, gallery. */
import { and, asc, eq, exists } from "drizzle-orm";
import { type Lang, localize } from "~core/i18n/languages";
import type {
  AmenityDto,
  EventPackageDto,
  GalleryImageDto,
  HeroSlideDto,
  MenuItemDto,
  MenuKind,
  PrintedMenuDto,
  RestaurantDto,
  TestimonialDto,
} from "~core/types";
import type { Database } from "../../db/client";
import {
  amenities,
  eventPackages,
  galleryCategories,
  galleryImages,
  heroSlides,
  menuItems,
  menuPages,
  menus,
  restaurants,
  testimonials,
} from "../../db/schema";
import { cachedRead } from "../platform/read-cache";

/**
 * The rows every home page reads (read-cached like the room types: staff writes drop the
 * cache through `pageContentChanged`, other processes within the TTL or at NOTIFY).
 */
function visibleTestimonialRows(db: Database) {
  return cachedRead(db, "content:testimonials", () =>
    db
      .select()
      .from(testimonials)
      .where(eq(testimonials.isVisible, true))
      .orderBy(asc(testimonials.sortOrder), asc(testimonials.id)),
  );
}

function heroSlideRows(db: Database) {
  return cachedRead(db, "content:hero-slides", () =>
    db.select().from(heroSlides).orderBy(asc(heroSlides.sortOrder), asc(heroSlides.id)),
  );
}

/** The first hero picture (the pages' default share image). */
export async function firstHeroImage(db: Database): Promise<string | null> {
  const [first] = await heroSlideRows(db);
  return first?.image ?? null;
}

export async function listAmenities(db: Database, lang: Lang): Promise<AmenityDto[]> {
  const rows = await db
    .select()
    .from(amenities)
    .orderBy(asc(amenities.sortOrder), asc(amenities.id));
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    icon: row.icon,
    name: localize(row.name, lang),
    description: localize(row.description, lang),
  }));
}

export async function listTestimonials(db: Database, lang: Lang): Promise<TestimonialDto[]> {
  const rows = await visibleTestimonialRows(db);
  return rows.map((row) => testimonialDto(row, lang));
}

function testimonialDto(row: typeof testimonials.$inferSelect, lang: Lang): TestimonialDto {
  return {
    id: row.id,
    name: row.name,
    location: localize(row.location, lang),
    content: localize(row.content, lang),
    image: row.image,
    rating: row.rating,
  };
}

/**
 * The home page's testimonials: the visible ones written in the page's language (English
 * falls back to nothing else). A guest never reads another language's quote, nor an
 * invented sample; a language without any gets none.
 */
export async function listTestimonialsWrittenIn(
  db: Database,
  lang: Lang,
): Promise<TestimonialDto[]> {
  const rows = await visibleTestimonialRows(db);
  return rows
    .filter((row) => (row.content[lang] ?? "").trim() !== "")
    .map((row) => testimonialDto(row, lang));
}

function restaurantDto(row: typeof restaurants.$inferSelect, lang: Lang): RestaurantDto {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: localize(row.description, lang),
    cuisine: row.cuisine.map((tag) => localize(tag, lang)),
    hours: localize(row.hours, lang),
    dressCode: localize(row.dressCode, lang),
    image: row.image,
  };
}

export async function listRestaurants(db: Database, lang: Lang): Promise<RestaurantDto[]> {
  const rows = await db
    .select()
    .from(restaurants)
    .orderBy(asc(restaurants.sortOrder), asc(restaurants.id));
  return rows.map((row) => restaurantDto(row, lang));
}

export async function getRestaurant(
  db: Database,
  id: number,
  lang: Lang,
): Promise<RestaurantDto | null> {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.id, id));
  return row ? restaurantDto(row, lang) : null;
}

export async function listMenuItems(
  db: Database,
  restaurantId: number,
  lang: Lang,
): Promise<MenuItemDto[]> {
  const rows = await db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.restaurantId, restaurantId)))
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
  return rows.map((row) => ({
    id: row.id,
    category: localize(row.category, lang),
    name: localize(row.name, lang),
    description: localize(row.description, lang),
    price: row.price,
    image: row.image,
  }));
}

/** The gallery's categories that hold images, in their order, named in `lang`. */
export async function listGalleryCategoryNames(
  db: Database,
  lang: Lang,
): Promise<{ slug: string; name: string }[]> {
  const rows = await db
    .select({ slug: galleryCategories.slug, name: galleryCategories.name })
    .from(galleryCategories)
    .where(
      exists(
        db
          .select({ id: galleryImages.id })
          .from(galleryImages)
          .where(eq(galleryImages.category, galleryCategories.slug)),
      ),
    )
    .orderBy(asc(galleryCategories.sortOrder), asc(galleryCategories.id));
  return rows.map((row) => ({ slug: row.slug, name: localize(row.name, lang) }));
}

export async function listGallery(db: Database, lang: Lang): Promise<GalleryImageDto[]> {
  const rows = await db
    .select()
    .from(galleryImages)
    .orderBy(asc(galleryImages.sortOrder), asc(galleryImages.id));
  return rows.map((row) => ({
    id: row.id,
    url: row.src,
    alt: localize(row.alt, lang),
    category: row.category,
    width: row.width,
    height: row.height,
  }));
}

/** The home page's slideshow, in display order. */
export async function listHeroSlides(db: Database, lang: Lang): Promise<HeroSlideDto[]> {
  const rows = await heroSlideRows(db);
  return rows.map((row) => ({
    id: row.id,
    image: row.image,
    width: row.width,
    height: row.height,
    title: localize(row.title, lang),
    subtitle: localize(row.subtitle, lang),
  }));
}

/** Every printed menu with its pages in order (the viewer of /dining/:id/menu). */
export async function listPrintedMenus(db: Database, lang: Lang): Promise<PrintedMenuDto[]> {
  const rows = await db
    .select({
      kind: menus.kind,
      title: menus.title,
      src: menuPages.src,
      width: menuPages.width,
      height: menuPages.height,
    })
    .from(menus)
    .innerJoin(menuPages, eq(menuPages.menuId, menus.id))
    .orderBy(asc(menus.id), asc(menuPages.position), asc(menuPages.id));
  const byKind = new Map<MenuKind, PrintedMenuDto>();
  for (const row of rows) {
    let menu = byKind.get(row.kind);
    if (!menu) {
      menu = { kind: row.kind, title: localize(row.title, lang), pages: [] };
      byKind.set(row.kind, menu);
    }
    menu.pages.push({ src: row.src, width: row.width, height: row.height });
  }
  return [...byKind.values()];
}

/**
 * The printed menus one restaurant shows, in the order staff chose (restaurants.menu_kinds);
 * a chosen kind without pages yet is left out.
 */
export async function printedMenusOf(
  db: Database,
  restaurantId: number,
  lang: Lang,
): Promise<PrintedMenuDto[]> {
  const [[row], printed] = await Promise.all([
    db
      .select({ kinds: restaurants.menuKinds })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId)),
    listPrintedMenus(db, lang),
  ]);
  return (row?.kinds ?? []).flatMap((kind) => printed.filter((menu) => menu.kind === kind));
}

/** Visible event packages of /packages, in display order. */
export async function listEventPackages(db: Database, lang: Lang): Promise<EventPackageDto[]> {
  const rows = await db
    .select()
    .from(eventPackages)
    .where(eq(eventPackages.isVisible, true))
    .orderBy(asc(eventPackages.sortOrder), asc(eventPackages.id));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: localize(row.title, lang),
    price: localize(row.price, lang),
    groupSize: localize(row.groupSize, lang),
    description: localize(row.description, lang),
    features: row.features.map((feature) => localize(feature, lang)),
    addOns: row.addOns.map((addOn) => localize(addOn, lang)),
    images: row.images,
  }));
}
