/**
 * The rate calendar in the admin: one room type's month as staff see it, and the bulk
 * edit of a range of nights. The price engine reads the same rows (core/rate-calendar.ts).
 */
import { and, asc, eq, gt, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { addDaysIso } from "~core/pricing";
import {
  MONTH_PATTERN,
  RATE_FIELDS,
  type RateEdit,
  type RateMonthDto,
  type RateNightDto,
  RESTRICTION_FIELDS,
  STAY_FIELDS,
  selectedNights,
  shiftMonth,
} from "~core/schemas/rates";
import type { Database } from "../../db/client";
import { pgErrorCode } from "../../db/faults";
import { roomInventory, roomRates, roomTypes } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { audit } from "../admin/admins";
import { invalidateReadCache } from "../platform/read-cache";
import { baseRates, effectiveRateRows } from "./rate-calendar";

const ROOM_TYPE_NOT_FOUND = "Room type not found";
const STAY_LIMITS_MESSAGE =
  "The minimum stay would be longer than the maximum stay on some nights: change both together.";

/** Active room types, for the screen's choice. */
export async function rateRoomTypes(db: Database) {
  return db
    .select({ id: roomTypes.id, name: roomTypes.name })
    .from(roomTypes)
    .where(eq(roomTypes.isActive, true))
    .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id));
}

/** The first night of a month and of the next one. */
function monthBounds(month: string): { first: string; next: string } {
  if (!MONTH_PATTERN.test(month)) {
    throw new AppError("validation", "Month must be YYYY-MM", { month: "Month must be YYYY-MM" });
  }
  return { first: `${month}-01`, next: `${shiftMonth(month, 1)}-01` };
}

/**
 * Each night of a month for one active room type: its rates in force (and which are its
 * own), rooms left of the room type's total, and its restrictions.
 */
export async function rateMonth(
  db: Database,
  roomTypeId: number,
  month: string,
): Promise<RateMonthDto> {
  const { first, next } = monthBounds(month);
  const [type] = await db
    .select()
    .from(roomTypes)
    .where(and(eq(roomTypes.id, roomTypeId), eq(roomTypes.isActive, true)));
  if (!type) throw notFound(ROOM_TYPE_NOT_FOUND);
  const [rows, inventory] = await Promise.all([
    effectiveRateRows(db, { roomTypeIds: [roomTypeId], from: first, to: addDaysIso(next, -1) }),
    db
      .select()
      .from(roomInventory)
      .where(
        and(
          eq(roomInventory.roomTypeId, roomTypeId),
          gte(roomInventory.night, first),
          lt(roomInventory.night, next),
        ),
      ),
  ]);
  const byNight = new Map(rows.map((row) => [row.night, row]));
  const sold = new Map(
    inventory.map((row) => [
      row.night,
      Math.max(0, Math.min(row.capacity, type.totalRooms) - row.booked),
    ]),
  );
  const base = baseRates(type);
  const nights: RateNightDto[] = [];
  for (let date = first; date < next; date = addDaysIso(date, 1)) {
    const row = byNight.get(date);
    const rates = { ...base };
    const overrides = {} as RateNightDto["overrides"];
    for (const field of RATE_FIELDS) {
      const own = row?.[field] ?? null;
      overrides[field] = own !== null;
      if (own !== null) rates[field] = own;
    }
    nights.push({
      date,
      rates,
      overrides,
      roomsLeft: sold.get(date) ?? type.totalRooms,
      minStay: row?.minStay ?? null,
      maxStay: row?.maxStay ?? null,
      closed: row?.closed ?? false,
      closedToArrival: row?.closedToArrival ?? false,
      closedToDeparture: row?.closedToDeparture ?? false,
      fromEzee: row?.source === "ezee",
    });
  }
  return {
    roomType: { id: type.id, name: type.name, totalRooms: type.totalRooms, baseRates: base },
    month,
    nights,
  };
}

/** The columns an edit writes, as given (null: back to the default). */
function changedColumns(input: RateEdit): Partial<typeof roomRates.$inferInsert> {
  const out: Record<string, number | boolean | null> = {};
  for (const field of CHANGE_FIELDS) if (input[field] !== undefined) out[field] = input[field];
  return out;
}
const CHANGE_FIELDS = [...RATE_FIELDS, ...STAY_FIELDS, ...RESTRICTION_FIELDS] as const;

const COLUMN_NAMES: Record<(typeof CHANGE_FIELDS)[number], string> = {
  singleBedOnly: "single_bed_only",
  singleBreakfast: "single_breakfast",
  doubleBedOnly: "double_bed_only",
  doubleBreakfast: "double_breakfast",
  minStay: "min_stay",
  maxStay: "max_stay",
  closed: "closed",
  closedToArrival: "closed_to_arrival",
  closedToDeparture: "closed_to_departure",
};

/**
 * A stay limit given alone must fit the other limit already stored on every night
 * (the database's room_rates_stay_limits would refuse it); 400 naming the first night.
 */
async function checkStayLimits(
  tx: Pick<Database, "select">,
  input: RateEdit,
  nights: string[],
): Promise<void> {
  const { minStay, maxStay } = input;
  const alone =
    typeof minStay === "number" && typeof maxStay !== "number"
      ? ({ field: "minStay", value: minStay } as const)
      : typeof maxStay === "number" && typeof minStay !== "number"
        ? ({ field: "maxStay", value: maxStay } as const)
        : null;
  // Both given: the schema compared them; a null limit fits any other.
  if (!alone || maxStay === null || minStay === null) return;
  const [clash] = await tx
    .select({ night: roomRates.night, minStay: roomRates.minStay, maxStay: roomRates.maxStay })
    .from(roomRates)
    .where(
      and(
        eq(roomRates.source, "site"),
        eq(roomRates.roomTypeId, input.roomTypeId),
        inArray(roomRates.night, nights),
        alone.field === "minStay"
          ? lt(roomRates.maxStay, alone.value)
          : gt(roomRates.minStay, alone.value),
      ),
    )
    .orderBy(asc(roomRates.night))
    .limit(1);
  if (!clash) return;
  const message =
    alone.field === "minStay"
      ? `Minimum stay ${alone.value} is longer than the maximum stay of ${clash.maxStay} nights set on ${clash.night}: change the maximum stay too.`
      : `Maximum stay ${alone.value} is shorter than the minimum stay of ${clash.minStay} nights set on ${clash.night}: change the minimum stay too.`;
  throw new AppError("validation", message, { [alone.field]: message });
}

/**
 * Writes the changes on every selected night of one room type in one transaction (the
 * columns given only; a night left with nothing of its own loses its row) and audits it.
 * Returns the number of nights written.
 */
export async function updateRates(db: Database, input: RateEdit, adminId: number): Promise<number> {
  const nights = selectedNights(input);
  if (nights.length === 0) {
    const message = "None of the chosen days of the week falls between the first and last night";
    throw new AppError("validation", message, { weekdays: message });
  }
  const columns = changedColumns(input);
  try {
    await db.transaction(async (tx) => {
      // Edits of one room type's calendar queue here (bookings take the same lock before
      // they take rooms): the limits checked below stay true until this commits.
      const [type] = await tx
        .select({ id: roomTypes.id })
        .from(roomTypes)
        .where(and(eq(roomTypes.id, input.roomTypeId), eq(roomTypes.isActive, true)))
        .for("no key update");
      if (!type) throw notFound(ROOM_TYPE_NOT_FOUND);
      await checkStayLimits(tx, input, nights);
      const set: Record<string, unknown> = { updatedAt: sql`now()` };
      for (const field of Object.keys(columns) as (typeof CHANGE_FIELDS)[number][]) {
        set[field] = sql.raw(`excluded.${COLUMN_NAMES[field]}`);
      }
      // Ascending nights: parallel edits lock rows in the same order.
      await tx
        .insert(roomRates)
        .values(
          nights.map((night) => ({
            roomTypeId: input.roomTypeId,
            night,
            source: "site" as const,
            ...columns,
          })),
        )
        .onConflictDoUpdate({
          target: [roomRates.roomTypeId, roomRates.night, roomRates.source],
          set,
        });
      await tx
        .delete(roomRates)
        .where(
          and(
            eq(roomRates.source, "site"),
            eq(roomRates.roomTypeId, input.roomTypeId),
            gte(roomRates.night, nights[0]!),
            lte(roomRates.night, nights.at(-1)!),
            sql`${roomRates.singleBedOnly} IS NULL AND ${roomRates.singleBreakfast} IS NULL AND ${roomRates.doubleBedOnly} IS NULL AND ${roomRates.doubleBreakfast} IS NULL AND ${roomRates.minStay} IS NULL AND ${roomRates.maxStay} IS NULL AND NOT ${roomRates.closed} AND NOT ${roomRates.closedToArrival} AND NOT ${roomRates.closedToDeparture}`,
          ),
        );
      await audit(tx, adminId, "update", "room_rates", String(input.roomTypeId), {
        from: input.from,
        to: input.to,
        weekdays: input.weekdays ?? [],
        nights: nights.length,
        changes: columns,
      });
    });
  } catch (error) {
    // The check constraint of room_rates: min stay above max stay on a night.
    if (pgErrorCode(error) === "23514") {
      throw new AppError("validation", STAY_LIMITS_MESSAGE, { minStay: STAY_LIMITS_MESSAGE });
    }
    throw error;
  }
  // Room pages and search may show these prices (the page cache is dropped by requireAdmin).
  invalidateReadCache(db);
  return nights.length;
}
