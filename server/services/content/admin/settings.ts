/**
 * Site settings in the admin: one row (id 1) of brand and policy facts. A save
 * replaces the row and forgets the cached read, so this process shows the new
 * values at once (pages, e-mails, chat facts, the price engine's surcharges and
 * tax); other processes see them within the read cache's TTL. Bookings keep the
 * amounts they were charged: only new quotes use new figures.
 */
import { asc, eq, sql } from "drizzle-orm";
import { stampExchangeRates } from "~core/currency";
import { hotelToday, setHotelTimeZone } from "~core/dates";
import type { SettingsUpdate } from "~core/schemas/admin-content";
import { type SiteSettings, SiteSettingsSchema } from "~core/settings";
import type { Database } from "../../../db/client";
import { roomTypes, siteSettings } from "../../../db/schema";
import { AppError, stale } from "../../../errors";
import { audit } from "../../admin/admins";
import { invalidateReadCache } from "../../platform/read-cache";
import { getSiteSettings, settingsFromRow } from "../../platform/settings";

/** JSON with object keys sorted, so {en, fr} and {fr, en} compare equal. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stable(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** Top-level keys whose value differs (what the audit log records). */
function changedKeys(before: SiteSettings, after: SiteSettings): string[] {
  return (Object.keys(after) as (keyof SiteSettings)[]).filter(
    (key) => stable(before[key]) !== stable(after[key]),
  );
}

/** The stored settings and their version, read past the cache (an edit must start from the truth). */
export async function adminSiteSettings(
  db: Pick<Database, "select">,
  options: { lock?: boolean } = {},
): Promise<SiteSettings & { version: number; saved: boolean }> {
  const query = db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  const [row] = options.lock ? await query.for("update") : await query;
  // No row yet: the defaults are version 1, as the row's first save will be.
  return { ...settingsFromRow(row), version: row?.version ?? 1, saved: row !== undefined };
}

/**
 * Saves the settings the form sent, if they were loaded at the stored version;
 * otherwise 409 with the current settings (a colleague saved meanwhile).
 */
export async function updateSiteSettings(
  db: Database,
  input: SettingsUpdate,
  adminId: number,
): Promise<{ settings: SiteSettings; changed: string[]; version: number }> {
  const { version, ...fields } = input;
  const result = await db.transaction(async (tx) => {
    const {
      version: current,
      saved: _saved,
      ...before
    } = await adminSiteSettings(tx, {
      lock: true,
    });
    if (current !== version) throw stale({ ...before, version: current });
    // The currency is not edited here (the price engine counts in KSh).
    // A changed exchange rate is dated by the server (the hotel's today), never the browser.
    const exchangeRates = stampExchangeRates(
      before.exchangeRates,
      fields.exchangeRates,
      hotelToday(),
    );
    const next = SiteSettingsSchema.safeParse({
      ...before,
      ...fields,
      currency: before.currency,
      exchangeRates,
    });
    if (!next.success) {
      // The admin schema is stricter than the stored one; this is a safety net only.
      throw new AppError("validation", "The settings could not be saved: a value is not valid.");
    }
    const changed = changedKeys(before, next.data);
    const saved = await tx
      .insert(siteSettings)
      .values({ id: 1, data: next.data, version: version + 1 })
      .onConflictDoUpdate({
        target: siteSettings.id,
        set: { data: next.data, updatedAt: sql`now()`, version: version + 1 },
        setWhere: eq(siteSettings.version, version),
      })
      .returning({ version: siteSettings.version });
    // A first row written meanwhile by another save: the same 409.
    if (saved.length === 0) throw stale(await adminSiteSettings(tx));
    await audit(tx, adminId, "update", "site_settings", "1", { changed });
    return { settings: next.data, changed, version: version + 1 };
  });
  invalidateReadCache(db);
  // This process counts "today" in the new zone at once; others on their next read.
  setHotelTimeZone(result.settings.timeZone);
  return result;
}

/** The stored settings, bypassing the read cache (an edit must start from the truth). */
async function readFresh(db: Database): Promise<SiteSettings> {
  invalidateReadCache(db, "settings");
  return getSiteSettings(db);
}

/**
 * Recomputes the three derived nightly rates of every room type from its single
 * bed-only rate and the two steps of the settings:
 * single + breakfast, double = single + double step, double + breakfast.
 * The struck-through standard rates move by the same steps where they exist.
 */
export async function applyRateSteps(db: Database, adminId: number) {
  const settings = await readFresh(db);
  const { breakfastStep, doubleOccupancyStep } = settings;
  const rooms = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(roomTypes)
      .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id))
      .for("update");
    for (const row of rows) {
      const rack = row.rackSingleBedOnly;
      await tx
        .update(roomTypes)
        .set({
          rateSingleBreakfast: row.rateSingleBedOnly + breakfastStep,
          rateDoubleBedOnly: row.rateSingleBedOnly + doubleOccupancyStep,
          rateDoubleBreakfast: row.rateSingleBedOnly + doubleOccupancyStep + breakfastStep,
          ...(rack === null
            ? {}
            : {
                rackSingleBreakfast: rack + breakfastStep,
                rackDoubleBedOnly: rack + doubleOccupancyStep,
                rackDoubleBreakfast: rack + doubleOccupancyStep + breakfastStep,
              }),
          updatedAt: sql`now()`,
          version: sql`${roomTypes.version} + 1`,
        })
        .where(eq(roomTypes.id, row.id));
    }
    await audit(tx, adminId, "apply_rate_steps", "room_type", undefined, {
      breakfastStep,
      doubleOccupancyStep,
      rooms: rows.length,
    });
    return rows.length;
  });
  invalidateReadCache(db);
  return { rooms, breakfastStep, doubleOccupancyStep };
}
