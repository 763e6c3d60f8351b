/**
 * A complete hotel's settings for tests that render pages, e-mails or files: the demo
 * hotel's (the product's defaults have no name, address or contact until staff save
 * them). Tests beside the product's code import it from here, never from demo/.
 */
import { siteSettings } from "~server/db/schema";
import { invalidateReadCache } from "~server/services/platform/read-cache";
import { demoSettings } from "../../demo/seed/content";
import type { TestApp } from "./test-app";

export const hotelSettings = demoSettings;

/**
 * Saves a hotel's settings into an empty test database, as its owner does first: until
 * then its public pages answer "opening soon".
 */
export async function openHotel(t: TestApp): Promise<void> {
  await t.database.db.insert(siteSettings).values({ id: 1, data: hotelSettings });
  invalidateReadCache(t.database.db);
}
