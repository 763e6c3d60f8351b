/** Room types in the admin: list, update (with the rates of the price engine). */
import { and, asc, eq, gt, gte, sql } from "drizzle-orm";
import { hotelToday } from "../../core/dates";
import type { LocalizedText } from "../../core/i18n/languages";
import type { RoomUpdate } from "../../core/schemas/admin-room";
import type { Database } from "../db/client";
import { roomImages, roomInventory, roomTypes } from "../db/schema";
import { AppError, notFound, stale } from "../errors";
import { audit } from "./auth/admins";
import { invalidateReadCache } from "./read-cache";

export async function adminRoomList(db: Database) {
  const rows = await db
    .select()
    .from(roomTypes)
    .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id));
  const images = await db
    .select({ roomTypeId: roomImages.roomTypeId, src: roomImages.src })
    .from(roomImages)
    .orderBy(asc(roomImages.position), asc(roomImages.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    price: row.rateSingleBedOnly,
    capacity: row.capacity,
    size: row.size,
    totalRooms: row.totalRooms,
    isActive: row.isActive,
    image: images.find((image) => image.roomTypeId === row.id)?.src ?? null,
    imageCount: images.filter((image) => image.roomTypeId === row.id).length,
    version: row.version,
  }));
}

export async function adminRoom(db: Database, id: number) {
  const [row] = await db.select().from(roomTypes).where(eq(roomTypes.id, id));
  return row ?? null;
}

/** A room type as the edit form shows it (also the current values of a stale save). */
export function roomFormValues(row: typeof roomTypes.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    description: row.description.en,
    price: row.rateSingleBedOnly,
    singleBreakfast: row.rateSingleBreakfast,
    doubleBedOnly: row.rateDoubleBedOnly,
    doubleBreakfast: row.rateDoubleBreakfast,
    rackSingleBedOnly: row.rackSingleBedOnly ?? "",
    rackSingleBreakfast: row.rackSingleBreakfast ?? "",
    rackDoubleBedOnly: row.rackDoubleBedOnly ?? "",
    rackDoubleBreakfast: row.rackDoubleBreakfast ?? "",
    capacity: row.capacity,
    size: row.size,
    totalRooms: row.totalRooms,
    amenities: row.amenities.map((item) => item.en).join(", "),
    version: row.version,
  };
}

/** Keeps the translations of amenities whose English text did not change. */
function mergeAmenities(existing: LocalizedText[], english: string[]): LocalizedText[] {
  return english.map(
    (name) => existing.find((item) => item.en.toLowerCase() === name.toLowerCase()) ?? { en: name },
  );
}

/**
 * Updates a room type. Rates apply to new quotes only (bookings keep what they
 * were charged). Lowering the number of rooms below what is already sold on a
 * future night is refused, naming the nights; otherwise every night from today
 * takes the new number as its capacity. A save from an older version than the
 * stored one is refused (409 with the current values): it would undo a colleague's change.
 */
export async function updateRoom(db: Database, id: number, input: RoomUpdate, adminId: number) {
  const updated = await db.transaction(async (tx) => {
    // Bookings lock this row before they take rooms (takeRooms in booking.ts): this
    // waits for those in flight, and later ones wait for this commit and read the new
    // number, so the check below sees every sold room and no night keeps an old capacity.
    const [row] = await tx.select().from(roomTypes).where(eq(roomTypes.id, id)).for("update");
    if (!row) throw notFound("Room not found");
    if (row.version !== input.version) throw stale(roomFormValues(row));
    const today = hotelToday();
    const busy = await tx
      .select({ night: roomInventory.night, booked: roomInventory.booked })
      .from(roomInventory)
      .where(
        and(
          eq(roomInventory.roomTypeId, id),
          gte(roomInventory.night, today),
          gt(roomInventory.booked, input.totalRooms),
        ),
      )
      .orderBy(asc(roomInventory.night))
      .for("update");
    if (busy.length > 0) {
      const nights = busy
        .slice(0, 5)
        .map((n) => `${n.night} (${n.booked} sold)`)
        .join(", ");
      const more = busy.length > 5 ? ` and ${busy.length - 5} more nights` : "";
      throw new AppError(
        "validation",
        `Total rooms cannot go below the rooms already sold: ${nights}${more}.`,
        { totalRooms: `More rooms are already sold on ${busy[0]?.night}.` },
      );
    }
    // Future nights take the new number of rooms; past nights keep their history.
    await tx
      .update(roomInventory)
      .set({ capacity: input.totalRooms })
      .where(and(eq(roomInventory.roomTypeId, id), gte(roomInventory.night, today)));
    const step = (value: number | undefined, fallback: number) => value ?? fallback;
    const kept = (value: number | null | undefined, stored: number | null) =>
      value === undefined ? stored : value;
    const [saved] = await tx
      .update(roomTypes)
      .set({
        name: input.name,
        description: { ...row.description, en: input.description },
        capacity: input.capacity,
        size: input.size,
        totalRooms: input.totalRooms,
        amenities: mergeAmenities(row.amenities, input.amenities),
        rateSingleBedOnly: input.price,
        rateSingleBreakfast: step(input.singleBreakfast, row.rateSingleBreakfast),
        rateDoubleBedOnly: step(input.doubleBedOnly, row.rateDoubleBedOnly),
        rateDoubleBreakfast: step(input.doubleBreakfast, row.rateDoubleBreakfast),
        // Left out: kept; empty in the form (null): cleared.
        rackSingleBedOnly: kept(input.rackSingleBedOnly, row.rackSingleBedOnly),
        rackSingleBreakfast: kept(input.rackSingleBreakfast, row.rackSingleBreakfast),
        rackDoubleBedOnly: kept(input.rackDoubleBedOnly, row.rackDoubleBedOnly),
        rackDoubleBreakfast: kept(input.rackDoubleBreakfast, row.rackDoubleBreakfast),
        updatedAt: sql`now()`,
        version: sql`${roomTypes.version} + 1`,
      })
      .where(and(eq(roomTypes.id, id), eq(roomTypes.version, input.version)))
      .returning();
    await audit(tx, adminId, "update", "room_type", String(id), {
      price: input.price,
      totalRooms: input.totalRooms,
    });
    return saved!;
  });
  invalidateReadCache(db);
  return updated;
}
