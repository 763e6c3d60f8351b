/**
 * eZee's rates feed the rate calendar. The site setting `ratesSource` ("site", the
 * default, or "ezee") says where the calendar of mapped room types comes from; "ezee"
 * is allowed only while eZee is active and a mapped room type has a rate plan the
 * site can price with. Each "Sync rates" then reads RoomList for the next 365 nights
 * (one request per 30 nights covers every room type, through the client's limiter,
 * retrying a throttled or transient answer after its Retry-After) and replaces eZee's own
 * `room_rates` rows (source "ezee") of those nights for the mapped room types. Staff's rows
 * (source "site") are never touched: they apply again when the setting goes back to "site",
 * and meanwhile on any night eZee does not price (booking/rate-calendar.ts).
 *
 * - rates: each rate plan's tax-exclusive price (the site adds its own tax) goes into
 *   the one of the four rates its occupancy (Single/Double) and meal plan (Room
 *   only/Bed & breakfast) name; a kind or night eZee does not price stays at the base.
 * - restrictions: the strictest of those rate plans per night (the site sells all of
 *   them as one room type): longest min_nights, shortest max_nights, any stop sell,
 *   close on arrival or close on departure.
 *
 * Nothing is written unless every request succeeded: a failed pull keeps the previous
 * rows, and is logged and recorded in integration health.
 */
import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import { RATE_SOURCES, type RateSource } from "~core/settings";
import { z } from "~core/zod";
import type { AppServices } from "../../context";
import type { Database } from "../../db/client";
import {
  ezeeRatePlans,
  ezeeRoomMappings,
  roomRates,
  roomTypes,
  siteSettings,
} from "../../db/schema";
import { AppError } from "../../errors";
import { audit } from "../admin/admins";
import { recordIntegrationError, recordIntegrationSuccess } from "../platform/integration-health";
import { invalidateReadCache } from "../platform/read-cache";
import { getSiteSettings, settingsFromRow } from "../platform/settings";
import { type EzeeClient, EzeeError, type EzeeRoomListEntry } from "./client";
import { describeEzeeError, readEzeeConfigRow } from "./config";

/** How far ahead the feed reads: the next 12 months. */
export const EZEE_FEED_NIGHTS = 365;
/** eZee asks that one request covers at most 30 nights. */
const MAX_NIGHTS_PER_REQUEST = 30;
/** Retries of one throttled or transient request, waiting its Retry-After (at most 10 s). */
const RETRIES = 2;

const RATE_FIELDS = [
  "singleBedOnly",
  "singleBreakfast",
  "doubleBedOnly",
  "doubleBreakfast",
] as const;
type RateField = (typeof RATE_FIELDS)[number];

/** Which of the four rates a rate plan prices (null: none the site sells). */
export function rateFieldOf(plan: {
  occupancyType: string | null;
  mealPlan: string | null;
}): RateField | null {
  const meal =
    plan.mealPlan === "Room only"
      ? "BedOnly"
      : plan.mealPlan === "Bed & breakfast"
        ? "Breakfast"
        : null;
  const occupancy =
    plan.occupancyType === "Single" ? "single" : plan.occupancyType === "Double" ? "double" : null;
  return meal && occupancy ? `${occupancy}${meal}` : null;
}

interface FedRoomType {
  ezeeRoomTypeId: string;
  /** The rate plan feeding each rate (the first by id when several could). */
  plans: Map<RateField, string>;
}

/** Active mappings whose eZee room type has an active rate plan the site can price with. */
async function fedRoomTypes(db: Database): Promise<Map<number, FedRoomType>> {
  const [mappings, plans] = await Promise.all([
    db
      .select({
        localRoomId: ezeeRoomMappings.localRoomId,
        ezeeRoomTypeId: ezeeRoomMappings.ezeeRoomTypeId,
      })
      .from(ezeeRoomMappings)
      .where(eq(ezeeRoomMappings.isActive, true))
      .orderBy(asc(ezeeRoomMappings.localRoomId)),
    db
      .select()
      .from(ezeeRatePlans)
      .where(eq(ezeeRatePlans.isActive, true))
      .orderBy(asc(ezeeRatePlans.ratePlanId)),
  ]);
  const fed = new Map<number, FedRoomType>();
  for (const mapping of mappings) {
    const byField = new Map<RateField, string>();
    for (const plan of plans) {
      if (plan.roomTypeId !== mapping.ezeeRoomTypeId) continue;
      const field = rateFieldOf(plan);
      if (field && !byField.has(field)) byField.set(field, plan.ratePlanId);
    }
    if (byField.size > 0) {
      fed.set(mapping.localRoomId, { ezeeRoomTypeId: mapping.ezeeRoomTypeId, plans: byField });
    }
  }
  return fed;
}

export interface EzeeRatesFeedState {
  source: RateSource;
  /** The setting is "ezee" and eZee is active: syncs write the calendar. */
  inForce: boolean;
  /** Whether "ezee" may be chosen now, and why not. */
  allowed: boolean;
  reason: string | null;
  /** Website room types whose calendar eZee feeds. */
  roomTypes: number;
}

const NOT_ACTIVE = "Rates can come from eZee only while the eZee configuration is active.";
const NOTHING_MAPPED =
  "Rates can come from eZee only once a website room is mapped to an eZee room type with a single or double, room only or breakfast rate plan: sync rates and map rooms first.";

/** The stored setting, past the read cache (staff screens and syncs act on the truth). */
export async function readRatesSource(db: Pick<Database, "select">): Promise<RateSource> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return settingsFromRow(row).ratesSource;
}

export async function ezeeRatesFeedState(db: Database): Promise<EzeeRatesFeedState> {
  const [source, config, fed] = await Promise.all([
    readRatesSource(db),
    readEzeeConfigRow(db),
    fedRoomTypes(db),
  ]);
  const active = config?.isActive ?? false;
  const reason = !active ? NOT_ACTIVE : fed.size === 0 ? NOTHING_MAPPED : null;
  return {
    source,
    inForce: source === "ezee" && active,
    allowed: reason === null,
    reason,
    roomTypes: fed.size,
  };
}

export const RatesSourceSchema = z.object({
  source: z.enum(RATE_SOURCES, { message: "Choose where rates come from" }),
});

/** Saves "Rates come from" in the site settings; "ezee" only when allowed (409 otherwise). */
export async function setEzeeRatesSource(
  db: Database,
  source: RateSource,
  adminId: number,
): Promise<EzeeRatesFeedState> {
  if (source === "ezee") {
    const state = await ezeeRatesFeedState(db);
    if (!state.allowed) {
      throw new AppError("conflict", state.reason ?? NOT_ACTIVE, { source: state.reason ?? "" });
    }
  }
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
    const data = { ...settingsFromRow(row), ratesSource: source };
    // A new version, so a settings form loaded before this save is refused as stale.
    await tx
      .insert(siteSettings)
      .values({ id: 1, data, version: (row?.version ?? 1) + 1 })
      .onConflictDoUpdate({
        target: siteSettings.id,
        set: { data, updatedAt: sql`now()`, version: sql`${siteSettings.version} + 1` },
      });
    await audit(tx, adminId, "update", "site_settings", "1", { changed: ["ratesSource"], source });
  });
  invalidateReadCache(db);
  return ezeeRatesFeedState(db);
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function roomListWithRetry(
  client: EzeeClient,
  from: string,
  to: string,
): Promise<EzeeRoomListEntry[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      // No guest waits: queue behind the client's limit rather than fail.
      return await client.roomList(from, to, { maxQueueMs: 30_000 });
    } catch (error) {
      if (!(error instanceof EzeeError) || !error.retryable || attempt >= RETRIES) throw error;
      await delay(Math.min(10, error.retryAfterSeconds ?? 2 ** attempt) * 1000);
    }
  }
}

type RateRow = typeof roomRates.$inferInsert;

/** One row per fed room type and night that has a price or restriction from eZee. */
function calendarRows(
  fed: Map<number, FedRoomType>,
  entries: Map<string, EzeeRoomListEntry[]>,
  nights: string[],
): RateRow[] {
  const rows: RateRow[] = [];
  for (const [roomTypeId, type] of fed) {
    const plans = [...type.plans].map(([field, ratePlanId]) => ({
      field,
      entries: (entries.get(ratePlanId) ?? []).filter(
        (entry) => entry.roomTypeId === type.ezeeRoomTypeId,
      ),
    }));
    for (const night of nights) {
      const row: RateRow = { roomTypeId, night, source: "ezee" };
      let minStay: number | null = null;
      let maxStay: number | null = null;
      for (const plan of plans) {
        for (const entry of plan.entries) {
          const rate = entry.rates[night];
          if (rate !== undefined) row[plan.field] = rate;
          const min = entry.minNights[night];
          if (min !== undefined && min > 1) minStay = Math.max(minStay ?? 1, min);
          const max = entry.maxNights[night];
          if (max !== undefined) maxStay = Math.min(maxStay ?? max, max);
          if (entry.stopSell.has(night)) row.closed = true;
          if (entry.closedToArrival.has(night)) row.closedToArrival = true;
          if (entry.closedToDeparture.has(night)) row.closedToDeparture = true;
        }
      }
      row.minStay = minStay;
      // A maximum below the minimum cannot be stored; the minimum is kept.
      row.maxStay = maxStay !== null && minStay !== null && maxStay < minStay ? null : maxStay;
      const anything =
        RATE_FIELDS.some((field) => row[field] != null) ||
        row.minStay !== null ||
        row.maxStay !== null ||
        row.closed ||
        row.closedToArrival ||
        row.closedToDeparture;
      if (anything) rows.push(row);
    }
  }
  return rows;
}

/**
 * Reads eZee's rates and restrictions for the next 12 months and replaces the calendar
 * nights of the fed room types. A provider failure is recorded (integration health, log)
 * and thrown as 503 (429 when throttled) with the previous rows untouched.
 */
export async function feedEzeeRates(
  services: Pick<AppServices, "db" | "logger">,
  client: EzeeClient,
  adminId: number | null,
): Promise<{ roomTypes: number; nights: number; from: string; to: string }> {
  const { db } = services;
  const fed = await fedRoomTypes(db);
  const from = hotelToday();
  const to = addDaysIso(from, EZEE_FEED_NIGHTS - 1);
  if (fed.size === 0) return { roomTypes: 0, nights: 0, from, to };
  const { currency } = await getSiteSettings(db);
  const nights = Array.from({ length: EZEE_FEED_NIGHTS }, (_, i) => addDaysIso(from, i));
  const planIds = new Set([...fed.values()].flatMap((type) => [...type.plans.values()]));
  const entries = new Map<string, EzeeRoomListEntry[]>();
  try {
    for (let start = 0; start < nights.length; start += MAX_NIGHTS_PER_REQUEST) {
      const chunk = nights.slice(start, start + MAX_NIGHTS_PER_REQUEST);
      const answer = await roomListWithRetry(client, chunk[0]!, addDaysIso(chunk.at(-1)!, 1));
      for (const entry of answer) {
        if (!entry.ratePlanId || !planIds.has(entry.ratePlanId)) continue;
        // The site sells in its own currency: another one's figures would be wrong prices.
        if (entry.currency && entry.currency !== currency) {
          throw new EzeeError(
            "InvalidData",
            `eZee prices in ${entry.currency.slice(0, 3)}, the site in ${currency}.`,
          );
        }
        entries.set(entry.ratePlanId, [...(entries.get(entry.ratePlanId) ?? []), entry]);
      }
    }
  } catch (error) {
    const text = describeEzeeError(error);
    services.logger.warn({ provider: "ezee", error: text }, "eZee rate feed failed");
    await recordIntegrationError(db, "ezee", `Rate feed: ${text}`);
    throw new AppError(
      error instanceof EzeeError && error.isRateLimit ? "rate_limited" : "unavailable",
      `Rate feed failed: ${text} The rates already in the calendar stay.`,
    );
  }
  const rows = calendarRows(fed, entries, nights);
  const ids = [...fed.keys()].sort((a, b) => a - b);
  await db.transaction(async (tx) => {
    // The same lock as staff edits and bookings, room types in ascending order.
    await tx
      .select({ id: roomTypes.id })
      .from(roomTypes)
      .where(inArray(roomTypes.id, ids))
      .orderBy(asc(roomTypes.id))
      .for("no key update");
    await tx
      .delete(roomRates)
      .where(
        and(
          eq(roomRates.source, "ezee"),
          inArray(roomRates.roomTypeId, ids),
          gte(roomRates.night, from),
          lte(roomRates.night, to),
        ),
      );
    for (let start = 0; start < rows.length; start += 500) {
      await tx.insert(roomRates).values(rows.slice(start, start + 500));
    }
    await audit(tx, adminId, "sync", "ezee_rate_feed", undefined, {
      roomTypes: ids,
      from,
      to,
      nights: rows.length,
    });
  });
  invalidateReadCache(db);
  await recordIntegrationSuccess(db, "ezee");
  return { roomTypes: ids.length, nights: rows.length, from, to };
}
