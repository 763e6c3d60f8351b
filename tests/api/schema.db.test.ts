import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  blogPosts,
  eventPackages,
  guestFeedback,
  menuItems,
  newsletterSubscriptions,
  restaurants,
  roomInventory,
  roomTypes,
  testimonials,
} from "~server/db/schema";
import type { TestDatabase } from "~server/db/test-database";
import { seedDemoContent } from "../../demo/seed";
import { createDemoDatabase } from "../helpers/demo-database";

let t: TestDatabase;
beforeAll(async () => {
  t = await createDemoDatabase();
});
afterAll(async () => {
  await t?.destroy();
});

/** Runs a write that must be refused by the database itself. */
async function expectRejected(write: () => Promise<unknown>, constraint: RegExp) {
  let error: unknown;
  try {
    await write();
  } catch (caught) {
    error = caught;
  }
  expect(error, "the database accepted a write it must refuse").toBeDefined();
  const text = `${String(error)} ${String((error as { cause?: unknown }).cause ?? "")}`;
  expect(text).toMatch(constraint);
}

describe("demo seed", () => {
  it("seeds the demo content once and never twice", async () => {
    expect(await seedDemoContent(t.db)).toBe(false);
    const [rooms] = await t.db.select({ n: count() }).from(roomTypes);
    const [posts] = await t.db.select({ n: count() }).from(blogPosts);
    const [packages] = await t.db.select({ n: count() }).from(eventPackages);
    expect(rooms!.n).toBe(5);
    expect(packages!.n).toBe(8);
    expect(posts!.n).toBeGreaterThanOrEqual(6);
    const featured = await t.db.select().from(blogPosts).where(eq(blogPosts.featured, true));
    expect(featured.length).toBe(3);
  });

  it("continues restaurant ids after the four fixed ones", async () => {
    const [row] = await t.db
      .insert(restaurants)
      .values({
        slug: "pop-up",
        name: "Pop-up",
        description: { en: "A pop-up." },
        hours: { en: "Evenings" },
        dressCode: { en: "Casual" },
      })
      .returning();
    expect(row!.id).toBe(5);
    await t.db.delete(restaurants).where(eq(restaurants.id, row!.id));
  });
});

describe("constraints enforced by the database", () => {
  it("keeps newsletter e-mails unique whatever their letter case", async () => {
    await t.db.insert(newsletterSubscriptions).values({ email: "Guest@Example.com" });
    await expectRejected(
      () => t.db.insert(newsletterSubscriptions).values({ email: "guest@example.COM" }),
      /newsletter_subscriptions_email_ci|duplicate key/,
    );
  });

  it("refuses duplicate slugs", async () => {
    const [post] = await t.db.select().from(blogPosts).limit(1);
    await expectRejected(
      () => t.db.insert(blogPosts).values({ ...post!, id: undefined }),
      /blog_posts_slug_unique|duplicate key/,
    );
  });

  it("refuses negative prices and out-of-range ratings", async () => {
    await expectRejected(
      () => t.db.update(menuItems).set({ price: -1 }).where(eq(menuItems.id, 1)),
      /menu_items_price_non_negative/,
    );
    await expectRejected(
      () =>
        t.db
          .update(roomTypes)
          .set({ rateDoubleBreakfast: -100 })
          .where(eq(roomTypes.slug, "deluxe")),
      /room_types_rates_non_negative/,
    );
    await expectRejected(
      () => t.db.update(testimonials).set({ rating: 6 }).where(eq(testimonials.id, 1)),
      /testimonials_rating_range/,
    );
    const ratings = {
      locationRating: 4,
      checkinRating: 4,
      roomCleanlinessRating: 4,
      roomFacilitiesRating: 4,
      bedComfortRating: 4,
      showerRating: 4,
      breakfastRating: 4,
      staffFriendlinessRating: 4,
      wifiRating: 4,
      entertainmentRating: 4,
      foodVarietyRating: 4,
      foodQualityRating: 4,
      overallExperienceRating: 4,
      valueForMoneyRating: 4,
    };
    await t.db.insert(guestFeedback).values({ date: "2026-11-01", ...ratings });
    await expectRejected(
      () => t.db.insert(guestFeedback).values({ date: "2026-11-01", ...ratings, wifiRating: 5 }),
      /guest_feedback_ratings_range/,
    );
    await expectRejected(
      () => t.db.insert(guestFeedback).values({ date: "2026-11-01", ...ratings, showerRating: 0 }),
      /guest_feedback_ratings_range/,
    );
  });

  it("makes overbooking a night impossible", async () => {
    const [room] = await t.db.select().from(roomTypes).where(eq(roomTypes.slug, "super-deluxe"));
    await t.db
      .insert(roomInventory)
      .values({ roomTypeId: room!.id, night: "2027-01-10", capacity: 4, booked: 4 });
    await expectRejected(
      () =>
        t.db
          .update(roomInventory)
          .set({ booked: sql`${roomInventory.booked} + 1` })
          .where(eq(roomInventory.roomTypeId, room!.id)),
      /room_inventory_no_overbooking/,
    );
  });

  it("refuses rows that point at nothing", async () => {
    await expectRejected(
      () =>
        t.db.insert(menuItems).values({
          restaurantId: 999,
          category: { en: "x" },
          name: { en: "x" },
          description: { en: "x" },
          price: 1,
        }),
      /foreign key|menu_items_restaurant_id/,
    );
  });
});
