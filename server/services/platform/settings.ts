import { eq } from "drizzle-orm";
import { setHotelTimeZone } from "~core/dates";
import { DEFAULT_SITE_SETTINGS, type SiteSettings, SiteSettingsSchema } from "~core/settings";
import type { Database } from "../../db/client";
import { siteSettings } from "../../db/schema";
import { cachedRead } from "./read-cache";

/** The hotel's brand and policy facts; defaults fill anything missing or invalid. */
export async function getSiteSettings(db: Database): Promise<SiteSettings> {
  const settings = await cachedRead(db, "settings", () => readSiteSettings(db));
  // Every read applies the hotel's zone (a no-op when unchanged), so a change made
  // by any process reaches this one's "today" and clocks within the cache's lifetime.
  setHotelTimeZone(settings.timeZone);
  return settings;
}

async function readSiteSettings(db: Database): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return settingsFromRow(row);
}

/** The settings a stored row holds (defaults when there is none or it is invalid). */
export function settingsFromRow(row: { data: Record<string, unknown> } | undefined): SiteSettings {
  if (!row) return DEFAULT_SITE_SETTINGS;
  const parsed = SiteSettingsSchema.safeParse({ ...DEFAULT_SITE_SETTINGS, ...row.data });
  return parsed.success ? parsed.data : DEFAULT_SITE_SETTINGS;
}
