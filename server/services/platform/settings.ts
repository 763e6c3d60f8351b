import { eq } from "drizzle-orm";
import { setHotelTimeZone } from "~core/dates";
import { normalizePhone } from "~core/phone";
import { DEFAULT_SITE_SETTINGS, type SiteSettings, SiteSettingsSchema } from "~core/settings";
import type { Database } from "../../db/client";
import { siteSettings } from "../../db/schema";
import { cachedRead } from "./read-cache";

/** The hotel's brand and policy facts; defaults fill anything missing or invalid. */
export async function getSiteSettings(db: Database): Promise<SiteSettings> {
  const { settings } = await cachedRead(db, "settings", () => readSiteSettings(db));
  // Every read applies the hotel's zone (a no-op when unchanged), so a change made
  // by any process reaches this one's "today" and clocks within the cache's lifetime.
  setHotelTimeZone(settings.timeZone);
  return settings;
}

/**
 * Whether staff (or the demo seed) have saved the settings: until then the hotel has no
 * name, address or contact, and the public pages answer "opening soon" (app/root.tsx).
 */
export async function siteSettingsSaved(db: Database): Promise<boolean> {
  const { saved } = await cachedRead(db, "settings", () => readSiteSettings(db));
  return saved;
}

async function readSiteSettings(db: Database): Promise<{ settings: SiteSettings; saved: boolean }> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return { settings: settingsFromRow(row), saved: row !== undefined };
}

/** The settings a stored row holds (defaults when there is none or it is invalid). */
export function settingsFromRow(row: { data: Record<string, unknown> } | undefined): SiteSettings {
  if (!row) return DEFAULT_SITE_SETTINGS;
  const data = { ...DEFAULT_SITE_SETTINGS, ...row.data };
  // A row saved before the WhatsApp number existed: the hotel's main number.
  if (
    !row.data.whatsapp &&
    Array.isArray(row.data.phones) &&
    typeof row.data.phones[0] === "string"
  ) {
    data.whatsapp =
      normalizePhone(row.data.phones[0], data.address?.countryCode) ?? row.data.phones[0];
  }
  const parsed = SiteSettingsSchema.safeParse(data);
  return parsed.success ? parsed.data : DEFAULT_SITE_SETTINGS;
}
