/**
 * Seeds the demo content once. A row in app_meta records it, so restarts (and
 * other processes, which wait on the start-up lock) never seed twice.
 */
import { and, eq, sql } from "drizzle-orm";
import { defaultMenuKinds } from "~core/menu-kinds";
import type { Database } from "~server/db/client";
import {
  amenities,
  appMeta,
  blogPosts,
  eventPackages,
  galleryImages,
  heroSlides,
  menuItems,
  menuPages,
  menus,
  restaurants,
  roomImages,
  rooms,
  roomTypes,
  siteSettings,
  socialPosts,
  testimonials,
} from "~server/db/schema";
import { DEMO_SEED_KEY } from "~server/services/content/demo-marker";
import * as content from "./content";
import { demoMediaSize, demoMediaUrl } from "./media";

const SEED_KEY = DEMO_SEED_KEY;
export const SEED_VERSION = "1";

const image = (key: string) => ({ src: demoMediaUrl(key), ...demoMediaSize(key) });

/**
 * A demo seeded before the pages took their pictures from the settings: its settings get
 * the demo's pictures once, so its pages keep them. Settings that hold `pagePictures`
 * (saved since, even emptied by staff) are left as they are.
 */
async function addPagePictures(db: Database): Promise<void> {
  const added = JSON.stringify({ pagePictures: content.pagePictures(demoMediaUrl) });
  await db
    .update(siteSettings)
    .set({
      data: sql`${siteSettings.data} || ${added}::jsonb`,
      updatedAt: sql`now()`,
      // A change like a save: a form loaded before it is refused as stale, not overwriting.
      version: sql`${siteSettings.version} + 1`,
    })
    .where(and(eq(siteSettings.id, 1), sql`${siteSettings.data} -> 'pagePictures' IS NULL`));
}

/** Returns true when it seeded now, false when the database already had the seed. */
export async function seedDemoContent(db: Database): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
  if (done) {
    await addPagePictures(db);
    return false;
  }

  await db.transaction(async (tx) => {
    await tx.insert(siteSettings).values({
      id: 1,
      data: {
        ...content.demoSettings,
        pagePictures: content.pagePictures(demoMediaUrl),
      },
    });

    for (const [index, room] of content.roomTypes.entries()) {
      const [row] = await tx
        .insert(roomTypes)
        .values({
          slug: room.slug,
          name: room.name,
          description: room.description,
          shortDescription: room.shortDescription,
          capacity: room.capacity,
          size: room.size,
          totalRooms: room.totalRooms,
          rating: room.rating,
          reviews: room.reviews,
          bedType: room.bedType,
          view: room.view,
          chatNames: room.chatNames,
          amenities: room.amenities,
          rateSingleBedOnly: room.rates.singleBedOnly,
          rateSingleBreakfast: room.rates.singleBreakfast,
          rateDoubleBedOnly: room.rates.doubleBedOnly,
          rateDoubleBreakfast: room.rates.doubleBreakfast,
          rackSingleBedOnly: room.rackRates.singleBedOnly,
          rackSingleBreakfast: room.rackRates.singleBreakfast,
          rackDoubleBedOnly: room.rackRates.doubleBedOnly,
          rackDoubleBreakfast: room.rackRates.doubleBreakfast,
          sortOrder: index,
        })
        .returning({ id: roomTypes.id });
      await tx
        .insert(roomImages)
        .values(
          room.images.map((key, position) => ({ roomTypeId: row!.id, position, ...image(key) })),
        );
      // Its rooms by number, one floor per room type from the second: 201-206, 301-310...
      const floor = index + 2;
      await tx.insert(rooms).values(
        Array.from({ length: room.totalRooms }, (_, n) => ({
          roomTypeId: row!.id,
          number: `${floor}${String(n + 1).padStart(2, "0")}`,
          floor: String(floor),
        })),
      );
    }

    await tx
      .insert(amenities)
      .values(content.amenities.map((amenity, index) => ({ ...amenity, sortOrder: index })));

    await tx.insert(restaurants).values(
      content.restaurants.map(({ image: art, ...restaurant }, index) => ({
        ...restaurant,
        menuKinds: defaultMenuKinds(restaurant.name),
        image: demoMediaUrl(art),
        sortOrder: index,
      })),
    );
    // Restaurants keep the ids of the built-in ones (1..4); move the sequence past them.
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('restaurants', 'id'), (SELECT max(id) FROM restaurants))`,
    );
    for (const menu of content.menus) {
      const [row] = await tx
        .insert(menus)
        .values({ kind: menu.kind, title: menu.title })
        .returning({ id: menus.id });
      await tx
        .insert(menuPages)
        .values(menu.pages.map((key, position) => ({ menuId: row!.id, position, ...image(key) })));
    }
    await tx.insert(menuItems).values(
      content.menuItems.map((item, index) => ({
        ...item,
        image: item.image ? demoMediaUrl(item.image) : null,
        sortOrder: index,
      })),
    );

    await tx.insert(galleryImages).values(
      content.galleryImages.map((entry, index) => ({
        category: entry.category,
        alt: entry.alt,
        ...image(entry.image),
        sortOrder: index,
      })),
    );
    await tx.insert(eventPackages).values(
      content.eventPackages.map((pkg, index) => ({
        ...pkg,
        images: pkg.images.map(demoMediaUrl),
        sortOrder: index,
      })),
    );
    await tx.insert(testimonials).values(
      content.testimonials.map((entry, index) => ({
        ...entry,
        image: demoMediaUrl(entry.image),
        sortOrder: index,
      })),
    );
    await tx.insert(heroSlides).values(
      content.heroSlides.map((slide, index) => {
        const { src, width, height } = image(slide.image);
        return {
          image: src,
          width,
          height,
          title: slide.title,
          subtitle: slide.subtitle,
          sortOrder: index,
        };
      }),
    );
    await tx.insert(blogPosts).values(
      content.blogPosts.map((post) => ({
        ...post,
        coverImage: demoMediaUrl(post.coverImage),
        coverWidth: demoMediaSize(post.coverImage).width,
        coverHeight: demoMediaSize(post.coverImage).height,
        published: true,
        publishedAt: new Date(post.publishedAt),
        createdAt: new Date(post.publishedAt),
        updatedAt: new Date(post.publishedAt),
      })),
    );
    await tx.insert(socialPosts).values(
      content.socialPosts.map((post) => ({
        ...post,
        image: demoMediaUrl(post.image),
        createdAt: new Date(post.createdAt),
      })),
    );

    await tx.insert(appMeta).values({ key: SEED_KEY, value: SEED_VERSION });
  });
  return true;
}
