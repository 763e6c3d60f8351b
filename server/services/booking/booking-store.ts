/**
 * What the booking service and the payment service both need about a stored booking:
 * its guest link (access token, confirmation path), taking rooms inside a transaction
 * and reading the database's error code. It imports no other service, so booking.ts
 * and pesapal/* depend on it and not on each other for these.
 */
import { createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { roomInventory, roomTypes } from "../../db/schema";
import { notFound } from "../../errors";
import { notifyPageCaches } from "../../page-cache";

/**
 * The secret in a booking's confirmation link, derived from the reference with the
 * app secret (so a replayed Idempotency-Key can hand back the same link); only its
 * hash is stored.
 */
export function accessToken(appSecret: string, reference: string): string {
  return createHmac("sha256", appSecret)
    .update(`booking-access:${reference}`)
    .digest("base64url")
    .slice(0, 32);
}

export function confirmationPath(reference: string, token: string): string {
  return managePath("/booking/confirmation", reference, token);
}

/** A page of one booking, with its secret token (confirmation, cancel, change). */
export function managePath(path: string, reference: string, token: string): string {
  return `${path}?ref=${encodeURIComponent(reference)}&token=${encodeURIComponent(token)}`;
}

/**
 * Takes `count` rooms of a room type on each night, inside the caller's transaction.
 * The room type row is locked first (`FOR NO KEY UPDATE`, the lock a change of its
 * rooms waits for: admin-rooms.ts) and its total rooms read under that lock is the
 * capacity of every night. Then one statement upserts the nights in ascending order,
 * so concurrent bookings lock rows in the same order (no deadlock), and the check
 * constraint refuses the one that would push `booked` past `capacity` (23514).
 * Bookings of one room type thus commit one after another; the lock is exclusive
 * rather than shared so that a waiting room change is not starved by a stream of
 * overlapping bookings. `onSale`: a new sale, refused on a retired type (a booking's own
 * rooms taken back, after a late payment or an undone no-show, are not).
 */
export async function takeRooms(
  tx: Database,
  roomTypeId: number,
  nights: string[],
  count: number,
  options: { onSale?: boolean } = {},
): Promise<void> {
  const [type] = await tx
    .select({ totalRooms: roomTypes.totalRooms, isActive: roomTypes.isActive })
    .from(roomTypes)
    .where(eq(roomTypes.id, roomTypeId))
    .for("no key update");
  if (!type) throw notFound("Room not found");
  // A new sale re-reads under the lock: a type retired since the caller's read is no longer
  // sold (setRoomActive holds the same row while it counts the bookings that need it).
  if (options.onSale && !type.isActive) throw notFound("Room not found");
  await tx
    .insert(roomInventory)
    .values(
      nights.map((night) => ({ roomTypeId, night, capacity: type.totalRooms, booked: count })),
    )
    .onConflictDoUpdate({
      target: [roomInventory.roomTypeId, roomInventory.night],
      set: {
        booked: sql`${roomInventory.booked} + excluded.booked`,
        capacity: sql`excluded.capacity`,
      },
    });
  // Pages showing rooms left tonight are re-rendered once this commits (server/page-cache.ts).
  await notifyPageCaches(tx, "inventory");
}
