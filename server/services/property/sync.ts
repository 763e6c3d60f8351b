/**
 * Reading eZee's master data: room types from RoomTypeList + RoomInfo,
 * rate plans from RoomInfo (occupancy from the room type, meal plan inferred from
 * the rate type name). eZee ids stay strings end to end. Also the room mappings
 * (local room type → eZee room type), with suggestions by name.
 */
import { and, asc, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import type { AppServices } from "../../context";
import type { Database } from "../../db/client";
import { pgErrorCode } from "../../db/faults";
import {
  ezeeConfig,
  ezeeRatePlans,
  ezeeRoomMappings,
  ezeeRoomTypes,
  roomTypes,
} from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { audit } from "../admin/admins";
import { recordIntegrationError, recordIntegrationSuccess } from "../platform/integration-health";
import { EzeeError } from "./client";
import { describeEzeeError, ezeeClientFor, readEzeeConfigRow } from "./config";
import { feedEzeeRates, readRatesSource } from "./rates-feed";

async function requireActiveClient(services: Pick<AppServices, "db" | "env">) {
  const row = await readEzeeConfigRow(services.db);
  if (!row?.isActive) {
    throw new AppError("conflict", "eZee is inactive: activate the configuration first.");
  }
  const client = ezeeClientFor(services, row);
  if (!client) throw new AppError("conflict", "Enter and save the hotel code and API key first.");
  return client;
}

async function providerFailure(
  services: Pick<AppServices, "db" | "logger">,
  what: string,
  error: unknown,
): Promise<never> {
  if (error instanceof AppError) throw error;
  const text = describeEzeeError(error);
  services.logger.warn({ provider: "ezee", error: text }, `eZee ${what} failed`);
  await recordIntegrationError(services.db, "ezee", `${what}: ${text}`);
  throw new AppError(
    error instanceof EzeeError && error.isRateLimit ? "rate_limited" : "unavailable",
    `${what} failed: ${text}`,
  );
}

/** "Sync rooms": upserts eZee's room types; vanished ones are flagged inactive. */
export async function syncEzeeRooms(
  services: Pick<AppServices, "db" | "env" | "logger">,
  adminId: number | null,
) {
  const client = await requireActiveClient(services);
  let types: {
    id: string;
    name: string;
    shortcode: string | null;
    baseAdults: number | null;
    maxAdults: number | null;
  }[];
  try {
    const listed = await client.roomTypeList();
    // RoomInfo has the ids the PMS side uses; it may be unavailable for the property.
    let info: { id: string; name: string }[] = [];
    try {
      info = (await client.roomInfo()).roomTypes;
    } catch (error) {
      if (!(error instanceof EzeeError) || error.retryable) throw error;
    }
    const byId = new Map(listed.map((type) => [type.id, type]));
    for (const type of info) {
      if (!byId.has(type.id)) {
        byId.set(type.id, { ...type, shortcode: null, baseAdults: null, maxAdults: null });
      }
    }
    types = [...byId.values()];
  } catch (error) {
    return providerFailure(services, "Room sync", error);
  }
  const now = new Date();
  await services.db.transaction(async (tx) => {
    for (const type of types) {
      const values = {
        name: type.name,
        shortcode: type.shortcode,
        baseAdults: type.baseAdults,
        maxAdults: type.maxAdults,
        isActive: true,
        lastSeenAt: now,
      };
      await tx
        .insert(ezeeRoomTypes)
        .values({ ezeeRoomTypeId: type.id, ...values })
        .onConflictDoUpdate({ target: ezeeRoomTypes.ezeeRoomTypeId, set: values });
      // A mapping shows eZee's current name.
      await tx
        .update(ezeeRoomMappings)
        .set({ ezeeRoomTypeName: type.name })
        .where(eq(ezeeRoomMappings.ezeeRoomTypeId, type.id));
    }
    const ids = types.map((type) => type.id);
    await tx
      .update(ezeeRoomTypes)
      .set({ isActive: false })
      .where(ids.length ? notInArray(ezeeRoomTypes.ezeeRoomTypeId, ids) : sql`true`);
    await tx.update(ezeeConfig).set({ lastSync: now }).where(eq(ezeeConfig.id, 1));
    await audit(tx, adminId, "sync", "ezee_rooms", undefined, { roomTypes: types.length });
  });
  await recordIntegrationSuccess(services.db, "ezee");
  const suggestions = await suggestEzeeMappings(services.db);
  return {
    message: `${types.length} eZee room types synchronised.`,
    roomTypes: types.length,
    suggestions: suggestions.length,
  };
}

/** Meal plan from a rate type or plan name (EP/CP/MAP/AP style; unverified in the notes). */
export function inferMealPlan(...names: (string | null | undefined)[]): string | null {
  const text = names.filter(Boolean).join(" ").toLowerCase();
  if (!text) return null;
  if (/all[\s-]?inclusive|\bai\b/.test(text)) return "All inclusive";
  if (/full[\s-]?board|\bap\b|\bfb\b/.test(text)) return "Full board";
  if (/half[\s-]?board|\bmap\b|\bhb\b/.test(text)) return "Half board";
  if (/breakfast|\bcp\b|\bbb\b|b&b/.test(text)) return "Bed & breakfast";
  if (/room[\s-]?only|\bep\b|\bro\b|bed only/.test(text)) return "Room only";
  return null;
}

function occupancyOf(name: string, base: number | null | undefined): string | null {
  const text = name.toLowerCase();
  if (/single|\bsgl\b/.test(text)) return "Single";
  if (/double|twin|\bdbl\b/.test(text)) return "Double";
  if (base === 1) return "Single";
  if (base === 2) return "Double";
  return base ? `${base} adults` : null;
}

/**
 * "Sync rates": rate plans from RoomInfo; vanished plans are flagged inactive. When the
 * site's rates come from eZee, the rate calendar of mapped room types is then read too.
 */
export async function syncEzeeRates(
  services: Pick<AppServices, "db" | "env" | "logger">,
  adminId: number | null,
) {
  const client = await requireActiveClient(services);
  let plans: Awaited<ReturnType<typeof client.roomInfo>>["ratePlans"];
  try {
    plans = (await client.roomInfo()).ratePlans;
  } catch (error) {
    return providerFailure(services, "Rate sync", error);
  }
  const occupancy = new Map(
    (await services.db.select().from(ezeeRoomTypes)).map((type) => [
      type.ezeeRoomTypeId,
      type.baseAdults,
    ]),
  );
  const now = new Date();
  await services.db.transaction(async (tx) => {
    for (const plan of plans) {
      const values = {
        ratePlanName: plan.name,
        roomTypeId: plan.roomTypeId,
        rateTypeId: plan.rateTypeId,
        rateTypeName: plan.rateTypeName,
        occupancyType: occupancyOf(plan.name, occupancy.get(plan.roomTypeId)),
        mealPlan: inferMealPlan(plan.rateTypeName, plan.name),
        isActive: true,
        lastSeenAt: now,
      };
      await tx
        .insert(ezeeRatePlans)
        .values({ ratePlanId: plan.ratePlanId, ...values })
        .onConflictDoUpdate({ target: ezeeRatePlans.ratePlanId, set: values });
    }
    const ids = plans.map((plan) => plan.ratePlanId);
    await tx
      .update(ezeeRatePlans)
      .set({ isActive: false })
      .where(ids.length ? notInArray(ezeeRatePlans.ratePlanId, ids) : sql`true`);
    await tx.update(ezeeConfig).set({ lastSync: now }).where(eq(ezeeConfig.id, 1));
    await audit(tx, adminId, "sync", "ezee_rates", undefined, { ratePlans: plans.length });
  });
  await recordIntegrationSuccess(services.db, "ezee");
  const message = `${plans.length} eZee rate plans synchronised.`;
  if ((await readRatesSource(services.db)) !== "ezee")
    return { message, ratePlans: plans.length, feed: null };
  const feed = await feedEzeeRates(services, client, adminId);
  return {
    message: `${message} Prices and restrictions of ${feed.roomTypes} mapped room types read from eZee for ${feed.from} to ${feed.to}.`,
    ratePlans: plans.length,
    feed,
  };
}

export async function listEzeeRatePlans(db: Database) {
  return db
    .select()
    .from(ezeeRatePlans)
    .orderBy(asc(ezeeRatePlans.roomTypeId), asc(ezeeRatePlans.ratePlanName));
}

export async function listEzeeRoomTypes(db: Database) {
  return db.select().from(ezeeRoomTypes).orderBy(asc(ezeeRoomTypes.name));
}

// ---------------------------------------------------------------------------
// Room mappings

export async function listEzeeMappings(db: Database) {
  const rows = await db
    .select({
      id: ezeeRoomMappings.id,
      localRoomId: ezeeRoomMappings.localRoomId,
      localRoomName: roomTypes.name,
      ezeeRoomTypeId: ezeeRoomMappings.ezeeRoomTypeId,
      ezeeRoomTypeName: ezeeRoomMappings.ezeeRoomTypeName,
      isActive: ezeeRoomMappings.isActive,
    })
    .from(ezeeRoomMappings)
    .innerJoin(roomTypes, eq(roomTypes.id, ezeeRoomMappings.localRoomId))
    .orderBy(asc(roomTypes.id));
  // The API's shape: localRoom.name.
  return rows.map(({ localRoomName, ...row }) => ({ ...row, localRoom: { name: localRoomName } }));
}

function words(name: string): string[] {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9 ]+/g, " ")
    .split(/\s+/)
    .filter((word) => word && !["room", "rooms", "the", "a", "of", "with"].includes(word));
}

/** 1 for the same words, else the share of common words (Jaccard). */
export function nameSimilarity(a: string, b: string): number {
  const left = new Set(words(a));
  const right = new Set(words(b));
  if (left.size === 0 || right.size === 0) return 0;
  let common = 0;
  for (const word of left) if (right.has(word)) common++;
  return common / (left.size + right.size - common);
}

export interface MappingSuggestion {
  localRoomId: number;
  localRoomName: string;
  ezeeRoomTypeId: string;
  ezeeRoomTypeName: string;
  score: number;
}

/** For each unmapped local room type, the eZee room type with the closest name (score ≥ 0.5). */
export async function suggestEzeeMappings(db: Database): Promise<MappingSuggestion[]> {
  const [locals, mapped, remote] = await Promise.all([
    db
      .select({ id: roomTypes.id, name: roomTypes.name })
      .from(roomTypes)
      .orderBy(asc(roomTypes.id)),
    db.select().from(ezeeRoomMappings),
    db.select().from(ezeeRoomTypes).where(eq(ezeeRoomTypes.isActive, true)),
  ]);
  const mappedLocal = new Set(mapped.map((row) => row.localRoomId));
  const taken = new Set(mapped.map((row) => row.ezeeRoomTypeId));
  const suggestions: MappingSuggestion[] = [];
  for (const local of locals) {
    if (mappedLocal.has(local.id)) continue;
    let best: MappingSuggestion | null = null;
    for (const type of remote) {
      if (taken.has(type.ezeeRoomTypeId)) continue;
      const score = nameSimilarity(local.name, type.name);
      if (score >= 0.5 && (!best || score > best.score)) {
        best = {
          localRoomId: local.id,
          localRoomName: local.name,
          ezeeRoomTypeId: type.ezeeRoomTypeId,
          ezeeRoomTypeName: type.name,
          score: Math.round(score * 100) / 100,
        };
      }
    }
    if (best) {
      suggestions.push(best);
      taken.add(best.ezeeRoomTypeId);
    }
  }
  return suggestions;
}

export interface MappingInput {
  localRoomId: number;
  ezeeRoomTypeId: string;
  ezeeRoomTypeName?: string | undefined;
  isActive?: boolean | undefined;
}

async function mappingValues(db: Database, input: MappingInput) {
  const errors: Record<string, string> = {};
  const [room] = await db
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .where(eq(roomTypes.id, input.localRoomId));
  if (!room) errors.localRoomId = "Choose a room of the website.";
  if (!/^\d{1,25}$/.test(input.ezeeRoomTypeId)) {
    errors.ezeeRoomTypeId = "The eZee room type id is a number (up to 25 digits).";
  }
  const first = Object.values(errors)[0];
  if (first) throw new AppError("validation", first, errors);
  const [known] = await db
    .select()
    .from(ezeeRoomTypes)
    .where(eq(ezeeRoomTypes.ezeeRoomTypeId, input.ezeeRoomTypeId));
  const name = input.ezeeRoomTypeName?.trim() || known?.name;
  if (!name) {
    throw new AppError("validation", "Enter the eZee room type name (or sync rooms first).", {
      ezeeRoomTypeName: "Enter the eZee room type name (or sync rooms first).",
    });
  }
  return {
    localRoomId: input.localRoomId,
    ezeeRoomTypeId: input.ezeeRoomTypeId,
    ezeeRoomTypeName: name.slice(0, 200),
    isActive: input.isActive ?? true,
  };
}

/** The active mapping of another site room type to this eZee room type, if any. */
async function ezeeTypeMappedElsewhere(db: Database, ezeeRoomTypeId: string, ownId?: number) {
  const [row] = await db
    .select({ localRoomName: roomTypes.name, ezeeRoomTypeName: ezeeRoomMappings.ezeeRoomTypeName })
    .from(ezeeRoomMappings)
    .innerJoin(roomTypes, eq(roomTypes.id, ezeeRoomMappings.localRoomId))
    .where(
      and(
        eq(ezeeRoomMappings.ezeeRoomTypeId, ezeeRoomTypeId),
        eq(ezeeRoomMappings.isActive, true),
        ownId === undefined ? undefined : ne(ezeeRoomMappings.id, ownId),
      ),
    );
  return row;
}

function ezeeTypeTaken(taken: { localRoomName: string; ezeeRoomTypeName: string }) {
  const message = `The eZee room type "${taken.ezeeRoomTypeName}" is already mapped to the site's "${taken.localRoomName}": one eZee room type maps to one site room type. Change or delete that mapping first.`;
  return new AppError("conflict", message, { ezeeRoomTypeId: message });
}

const ROOM_MAPPED = "This room is already mapped: edit its mapping instead.";
const roomMapped = () => new AppError("conflict", ROOM_MAPPED, { localRoomId: ROOM_MAPPED });

/**
 * Refuses a mapping that would give an eZee room type a second active site room type,
 * before writing; a parallel request that got past the check meets the unique index
 * (23505) and gets the same answer.
 */
async function checkEzeeTypeFree(db: Database, values: MappingValues, ownId?: number) {
  if (!values.isActive) return;
  const taken = await ezeeTypeMappedElsewhere(db, values.ezeeRoomTypeId, ownId);
  if (taken) throw ezeeTypeTaken(taken);
}

async function uniqueRefusal(db: Database, error: unknown, values: MappingValues, ownId?: number) {
  if (pgErrorCode(error) !== "23505") return error;
  const taken = values.isActive
    ? await ezeeTypeMappedElsewhere(db, values.ezeeRoomTypeId, ownId)
    : undefined;
  return taken ? ezeeTypeTaken(taken) : roomMapped();
}

type MappingValues = Awaited<ReturnType<typeof mappingValues>>;

export async function createEzeeMapping(db: Database, input: MappingInput, adminId: number) {
  const values = await mappingValues(db, input);
  const [existing] = await db
    .select({ id: ezeeRoomMappings.id })
    .from(ezeeRoomMappings)
    .where(eq(ezeeRoomMappings.localRoomId, values.localRoomId));
  if (existing) throw roomMapped();
  await checkEzeeTypeFree(db, values);
  let row: typeof ezeeRoomMappings.$inferSelect | undefined;
  try {
    [row] = await db.insert(ezeeRoomMappings).values(values).returning();
  } catch (error) {
    throw await uniqueRefusal(db, error, values);
  }
  await audit(db, adminId, "create", "ezee_mapping", String(row!.id), { ...values });
  return row!;
}

export async function updateEzeeMapping(
  db: Database,
  id: number,
  input: MappingInput,
  adminId: number,
) {
  const [current] = await db.select().from(ezeeRoomMappings).where(eq(ezeeRoomMappings.id, id));
  if (!current) throw notFound("Mapping not found");
  const values = await mappingValues(db, input);
  const [clash] = await db
    .select({ id: ezeeRoomMappings.id })
    .from(ezeeRoomMappings)
    .where(eq(ezeeRoomMappings.localRoomId, values.localRoomId));
  if (clash && clash.id !== id) {
    throw new AppError("conflict", "This room is already mapped.", {
      localRoomId: "This room is already mapped.",
    });
  }
  await checkEzeeTypeFree(db, values, id);
  let row: typeof ezeeRoomMappings.$inferSelect | undefined;
  try {
    [row] = await db
      .update(ezeeRoomMappings)
      .set(values)
      .where(eq(ezeeRoomMappings.id, id))
      .returning();
  } catch (error) {
    throw await uniqueRefusal(db, error, values, id);
  }
  await audit(db, adminId, "update", "ezee_mapping", String(id), { ...values });
  return row!;
}

export async function deleteEzeeMapping(db: Database, id: number, adminId: number) {
  const [row] = await db.delete(ezeeRoomMappings).where(eq(ezeeRoomMappings.id, id)).returning();
  if (!row) throw notFound("Mapping not found");
  await audit(db, adminId, "delete", "ezee_mapping", String(id), {
    localRoomId: row.localRoomId,
  });
}

/** Active mappings: local room type id → eZee room type id. */
export async function activeEzeeMappings(
  db: Database,
  localRoomIds?: number[],
): Promise<Map<number, string>> {
  const rows = await db
    .select()
    .from(ezeeRoomMappings)
    .where(
      localRoomIds
        ? sql`${ezeeRoomMappings.isActive} AND ${inArray(ezeeRoomMappings.localRoomId, localRoomIds.length ? localRoomIds : [-1])}`
        : eq(ezeeRoomMappings.isActive, true),
    );
  return new Map(rows.map((row) => [row.localRoomId, row.ezeeRoomTypeId]));
}
