/**
 * eZee's availability for mapped room types, so a room sold on another channel is
 * not sold again on the website. RoomList answers are cached per eZee room type
 * and night in `ezee_availability_cache` for at most 2 minutes (shared by every
 * server process through the database).
 *
 * When eZee cannot be reached (timeout, network, HTTP 5xx, rate limit, auth
 * error), the failure is logged and recorded on the dashboard's integration
 * health, and for 30 s this process does not ask again (searches stay fast during
 * an outage). The site settings (`ezeeOutage`) choose what is sold meanwhile:
 * "sell_own_counts" (the default) sells from the local counts, and the queue pushes
 * the booking once eZee is back; "pause_mapped" shows the mapped room types with no
 * rooms free and refuses their bookings with a reason until eZee answers again.
 *
 * A mapped room type that RoomList does not list for a night (not published, stop
 * sell, nothing sellable: error -1) counts as 0 rooms free for that night.
 */
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { addDaysIso, nightsBetween } from "~core/pricing";
import type { AppServices } from "../../context";
import { ezeeAvailabilityCache, ezeeConfig } from "../../db/schema";
import { AppError } from "../../errors";
import { recordIntegrationError, recordIntegrationSuccess } from "../platform/integration-health";
import { getSiteSettings } from "../platform/settings";
import { describeEzeeError, ezeeClientFor, readEzeeConfigRow } from "./config";
import { activeEzeeMappings } from "./sync";

export const EZEE_CACHE_SECONDS = 120;
const FAILURE_BACKOFF_MS = 30_000;
/** eZee asks that one request covers at most 30 nights. */
const MAX_NIGHTS_PER_REQUEST = 30;

let lastFailureAt = 0;

/** Forgets the outage back-off (tests). */
export function resetEzeeAvailabilityBackoff(): void {
  lastFailureAt = 0;
  pausedRoomTypes.clear();
}

type Services = Pick<AppServices, "db" | "env" | "logger">;

/**
 * Rooms free per local room type id and night of [checkIn, checkOut), for the
 * mapped room types among `localRoomIds`, or null when eZee is inactive or
 * unreachable (use the local counts alone).
 */
export async function ezeeAvailabilityByNight(
  services: Services,
  localRoomIds: number[],
  checkIn: string,
  checkOut: string,
): Promise<Map<number, Map<string, number>> | null> {
  const { db } = services;
  const [config] = await db
    .select({ isActive: ezeeConfig.isActive })
    .from(ezeeConfig)
    .where(eq(ezeeConfig.id, 1));
  if (!config?.isActive) return null;
  const mappings = await activeEzeeMappings(db, localRoomIds);
  if (mappings.size === 0) return null;
  const nights: string[] = [];
  for (let i = 0; i < nightsBetween(checkIn, checkOut); i++) nights.push(addDaysIso(checkIn, i));
  if (nights.length === 0) return null;
  const ezeeIds = [...new Set(mappings.values())];

  const cached = await readCache(services, ezeeIds, checkIn, checkOut);
  const complete = ezeeIds.every((id) => nights.every((night) => cached.get(id)?.has(night)));
  let counts = cached;
  let paused = false;
  if (!complete) {
    const fetched =
      Date.now() - lastFailureAt < FAILURE_BACKOFF_MS
        ? null
        : await fetchFromEzee(services, ezeeIds, nights);
    if (fetched) counts = fetched;
    else {
      // Unreachable: the settings choose local counts, or no sale of mapped rooms.
      const { ezeeOutage } = await getSiteSettings(db);
      if (ezeeOutage !== "pause_mapped") return null;
      counts = new Map();
      paused = true;
    }
  }
  for (const localId of mappings.keys()) {
    if (paused) pausedRoomTypes.add(localId);
    else pausedRoomTypes.delete(localId);
  }
  const result = new Map<number, Map<string, number>>();
  for (const [localId, ezeeId] of mappings) {
    const perNight = new Map<string, number>();
    for (const night of nights) perNight.set(night, counts.get(ezeeId)?.get(night) ?? 0);
    result.set(localId, perNight);
  }
  return result;
}

/** Why a mapped room type shows no rooms while eZee cannot be reached (pause_mapped). */
export const EZEE_PAUSED_REASON =
  "Online booking of this room is paused while our reservation system is not answering. Please try again in a few minutes or contact the hotel.";

/**
 * Mapped room types paused by the last outage this process saw; cleared by every
 * successful answer. Read by `ezeeSalesPaused` to give the reason.
 */
const pausedRoomTypes = new Set<number>();

/** True when this room type's sales are paused because eZee cannot be reached. */
export function ezeeSalesPaused(localRoomId: number): boolean {
  return pausedRoomTypes.has(localRoomId);
}

export class EzeeSalesPausedError extends AppError {
  constructor() {
    super("sales_paused", EZEE_PAUSED_REASON);
  }
}

/** Fewest rooms free on any night, per mapped local room type (null: use local counts). */
export async function ezeeFreeRoomsByType(
  services: Services,
  localRoomIds: number[],
  checkIn: string,
  checkOut: string,
): Promise<Map<number, number> | null> {
  const byNight = await ezeeAvailabilityByNight(services, localRoomIds, checkIn, checkOut);
  if (!byNight) return null;
  return new Map([...byNight].map(([id, nights]) => [id, Math.min(...nights.values())] as const));
}

/**
 * The booking's final check: false when eZee (active, room type mapped) has fewer
 * than `roomCount` rooms free on some night. True when eZee is off, unmapped or
 * unreachable (the local inventory check still applies).
 */
export async function ezeeHasRooms(
  services: Services,
  localRoomId: number,
  checkIn: string,
  checkOut: string,
  roomCount: number,
): Promise<boolean> {
  const free = await ezeeFreeRoomsByType(services, [localRoomId], checkIn, checkOut);
  const count = free?.get(localRoomId);
  if (count === 0 && ezeeSalesPaused(localRoomId)) throw new EzeeSalesPausedError();
  return count === undefined || count >= roomCount;
}

async function readCache(
  services: Services,
  ezeeIds: string[],
  checkIn: string,
  checkOut: string,
): Promise<Map<string, Map<string, number>>> {
  const rows = await services.db
    .select()
    .from(ezeeAvailabilityCache)
    .where(
      and(
        inArray(ezeeAvailabilityCache.ezeeRoomTypeId, ezeeIds),
        gte(ezeeAvailabilityCache.night, checkIn),
        lt(ezeeAvailabilityCache.night, checkOut),
        sql`${ezeeAvailabilityCache.fetchedAt} > now() - make_interval(secs => ${EZEE_CACHE_SECONDS})`,
      ),
    );
  const counts = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const perNight = counts.get(row.ezeeRoomTypeId) ?? new Map<string, number>();
    perNight.set(row.night, row.available);
    counts.set(row.ezeeRoomTypeId, perNight);
  }
  return counts;
}

/** One RoomList call per 30 nights for all room types; stores the counts in the cache. */
async function fetchFromEzee(
  services: Services,
  ezeeIds: string[],
  nights: string[],
): Promise<Map<string, Map<string, number>> | null> {
  const row = await readEzeeConfigRow(services.db);
  const client = ezeeClientFor(services, row);
  if (!client) return null;
  const counts = new Map<string, Map<string, number>>(
    ezeeIds.map((id) => [id, new Map<string, number>()]),
  );
  try {
    for (let start = 0; start < nights.length; start += MAX_NIGHTS_PER_REQUEST) {
      const chunk = nights.slice(start, start + MAX_NIGHTS_PER_REQUEST);
      const from = chunk[0]!;
      const to = addDaysIso(chunk[chunk.length - 1]!, 1);
      // A guest is waiting: do not queue long behind the rate limit, nor wait long.
      const entries = await client.roomList(from, to, { maxQueueMs: 1_500, timeoutMs: 6_000 });
      for (const id of ezeeIds) {
        const perNight = counts.get(id)!;
        // One entry per rate plan; the room type's inventory is the largest count seen.
        const own = entries.filter((entry) => entry.roomTypeId === id);
        for (const night of chunk) {
          let free = 0;
          for (const entry of own) {
            if (entry.stopSell.has(night)) continue;
            free = Math.max(free, entry.available[night] ?? 0);
          }
          perNight.set(night, free);
        }
      }
    }
  } catch (error) {
    lastFailureAt = Date.now();
    const text = describeEzeeError(error);
    services.logger.warn(
      { provider: "ezee", error: text },
      "eZee availability unavailable; using local counts",
    );
    await recordIntegrationError(services.db, "ezee", `Availability: ${text}`).catch(() => {});
    return null;
  }
  const values = [...counts].flatMap(([ezeeRoomTypeId, perNight]) =>
    [...perNight].map(([night, available]) => ({ ezeeRoomTypeId, night, available })),
  );
  if (values.length > 0) {
    await services.db
      .insert(ezeeAvailabilityCache)
      .values(values)
      .onConflictDoUpdate({
        target: [ezeeAvailabilityCache.ezeeRoomTypeId, ezeeAvailabilityCache.night],
        set: { available: sql`excluded.available`, fetchedAt: sql`now()` },
      });
  }
  await recordIntegrationSuccess(services.db, "ezee");
  return counts;
}

/** Drops cached counts of a room type (after a push changed eZee's inventory). */
export async function invalidateEzeeAvailability(
  services: Pick<AppServices, "db">,
  ezeeRoomTypeId: string,
): Promise<void> {
  await services.db
    .delete(ezeeAvailabilityCache)
    .where(eq(ezeeAvailabilityCache.ezeeRoomTypeId, ezeeRoomTypeId));
}
