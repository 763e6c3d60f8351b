/**
 * After the booking run: no night sold past its capacity, and for every room type and
 * night the rooms of the bookings covering it add up to `room_inventory.booked`.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~server/db/client";

export interface Verification {
  bookings: number;
  /** Bookings made through the API by the load runs (their e-mail domain). */
  loadBookings: number;
  inventoryRows: number;
  /** Inventory rows with booked > capacity. */
  overbookedNights: number;
  /** Room type and nights where bookings and inventory disagree. */
  mismatchedNights: number;
  examples: string[];
}

/** Statuses that hold rooms (a cancelled or expired booking gives them back). */
const HOLDING = sql.raw(`('confirmed', 'pending_payment')`);

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function verifyInventory(
  db: Database,
  loadEmailDomain: string,
): Promise<Verification> {
  const [counts] = await rows<{
    bookings: number;
    load: number;
    inventory: number;
    overbooked: number;
  }>(
    db,
    sql`SELECT
          (SELECT count(*)::int FROM bookings) AS bookings,
          (SELECT count(*)::int FROM bookings WHERE email LIKE ${`%${loadEmailDomain}`}) AS load,
          (SELECT count(*)::int FROM room_inventory) AS inventory,
          (SELECT count(*)::int FROM room_inventory WHERE booked > capacity) AS overbooked`,
  );
  const mismatches = await rows<{
    room_type_id: number;
    night: string;
    booked: number;
    sold: number;
  }>(
    db,
    sql`WITH sold AS (
          SELECT b.room_type_id, n.night::date AS night, sum(b.room_count)::int AS sold
          FROM bookings b
          CROSS JOIN LATERAL generate_series(b.check_in::timestamp, (b.check_out - 1)::timestamp, interval '1 day') AS n(night)
          WHERE b.status IN ${HOLDING}
          GROUP BY 1, 2
        )
        SELECT coalesce(i.room_type_id, s.room_type_id) AS room_type_id,
               coalesce(i.night, s.night)::text AS night,
               coalesce(i.booked, 0) AS booked,
               coalesce(s.sold, 0) AS sold
        FROM room_inventory i
        FULL OUTER JOIN sold s ON s.room_type_id = i.room_type_id AND s.night = i.night
        WHERE coalesce(i.booked, 0) <> coalesce(s.sold, 0)
        ORDER BY 2, 1`,
  );
  return {
    bookings: counts?.bookings ?? 0,
    loadBookings: counts?.load ?? 0,
    inventoryRows: counts?.inventory ?? 0,
    overbookedNights: counts?.overbooked ?? 0,
    mismatchedNights: mismatches.length,
    examples: mismatches
      .slice(0, 5)
      .map(
        (row) =>
          `room type ${row.room_type_id}, night ${row.night}: inventory says ${row.booked}, bookings add up to ${row.sold}`,
      ),
  };
}
