/**
 * The dashboard's first-run checklist, computed from the database: an empty hotel has every
 * step left, each filled step turns done, and the demo hotel (all done) has no card.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE_SETTINGS } from "~core/settings";
import { galleryImages, siteSettings } from "~server/db/schema";
import { createTestDatabase, type TestDatabase } from "~server/db/test-database";
import { firstRunChecklist } from "~server/services/admin/first-run";
import { createDemoDatabase } from "../helpers/demo-database";

let empty: TestDatabase;
let demo: TestDatabase;

beforeAll(async () => {
  [empty, demo] = await Promise.all([createTestDatabase(), createDemoDatabase()]);
}, 120_000);
afterAll(async () => {
  await empty?.destroy();
  await demo?.destroy();
});

const doneOf = async (database: TestDatabase) =>
  Object.fromEntries((await firstRunChecklist(database.db)).map((l) => [l.key, l.done]));

describe("first-run checklist", () => {
  it("lists every step as not done for an empty hotel, each with its admin page", async () => {
    const lines = await firstRunChecklist(empty.db);
    expect(lines.map((line) => [line.key, line.done, line.to])).toEqual([
      ["settings", false, "/admin/settings"],
      ["rooms", false, "/admin/rooms"],
      ["rates", false, "/admin/rates"],
      ["payment", false, "/admin/pesapal"],
      ["content", false, "/admin/restaurants"],
    ]);
  });

  it("marks a step done once the database has it", async () => {
    await empty.db.insert(siteSettings).values({ id: 1, data: DEFAULT_SITE_SETTINGS });
    await empty.db
      .insert(galleryImages)
      .values({ src: "/uploads/gallery/pool.webp", category: "amenities", alt: { en: "Pool" } });
    expect(await doneOf(empty)).toEqual({
      settings: true,
      rooms: false,
      rates: false,
      // Saving the settings keeps pay at the hotel, the way guests pay without Pesapal.
      payment: true,
      content: true,
    });
    await empty.db.delete(siteSettings).where(eq(siteSettings.id, 1));
    expect((await doneOf(empty)).settings).toBe(false);
  });

  it("has every step done for the demo hotel", async () => {
    expect(Object.values(await doneOf(demo))).toEqual([true, true, true, true, true]);
  });
});
