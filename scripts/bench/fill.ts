/**
 * "A year of existing bookings": for every room type, confirmed bookings over the next
 * 365 nights filling about two thirds of the rooms each night, with a few peak periods
 * sold out. Written straight into `bookings` and `room_inventory` (one inventory row per
 * room type and night), so the benchmark measures a realistically occupied hotel.
 */
import { createHash } from "node:crypto";
import { asc } from "drizzle-orm";
import { hotelToday } from "~core/dates";
import { addDaysIso, type PricingPolicy, quoteStay } from "~core/pricing";
import type { Database } from "~server/db/client";
import { bookings, roomInventory, roomTypes } from "~server/db/schema";
import { mulberry32 } from "../../demo/seed/art/core";

export const HORIZON_NIGHTS = 365;

const between = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

/** Peak periods sold out on every room type: [first night offset, nights]. */
function peakPeriods(random: () => number): [number, number][] {
  const peaks: [number, number][] = [];
  for (let i = 0; i < 8; i++)
    peaks.push([between(random, 20, HORIZON_NIGHTS - 10), between(random, 2, 5)]);
  return peaks;
}

export interface Stay {
  roomTypeId: number;
  /** Night offsets from today, check-out excluded. */
  from: number;
  to: number;
}

/**
 * Per room (unit) of each type: alternating stays of 1-7 nights and gaps of 0-4
 * nights (mean occupancy about 65 %), then one-night stays that fill every free unit
 * on the peak nights.
 */
export function planStays(types: { id: number; totalRooms: number }[], seed = 2024): Stay[] {
  // Deterministic: the same fill on every run.
  const random = mulberry32(seed);
  const peaks = peakPeriods(random);
  const peakNights = new Set<number>();
  for (const [start, length] of peaks) {
    for (let n = start; n < Math.min(start + length, HORIZON_NIGHTS); n++) peakNights.add(n);
  }
  const stays: Stay[] = [];
  for (const type of types) {
    for (let unit = 0; unit < type.totalRooms; unit++) {
      const occupied = new Array<boolean>(HORIZON_NIGHTS).fill(false);
      let night = between(random, 0, 3);
      while (night < HORIZON_NIGHTS) {
        const to = Math.min(night + between(random, 1, 7), HORIZON_NIGHTS);
        stays.push({ roomTypeId: type.id, from: night, to });
        for (let n = night; n < to; n++) occupied[n] = true;
        night = to + between(random, 0, 4);
      }
      for (const n of peakNights) {
        if (!occupied[n]) stays.push({ roomTypeId: type.id, from: n, to: n + 1 });
      }
    }
  }
  return stays;
}

const REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** PB- + 8 characters, unique per index (the server's own references are random). */
function reference(index: number): string {
  let out = "";
  let rest = index;
  for (let i = 0; i < 8; i++) {
    out = REFERENCE_ALPHABET[rest % 32] + out;
    rest = Math.floor(rest / 32);
  }
  return `PB-${out}`;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface FillSummary {
  bookings: number;
  roomNights: number;
  capacityNights: number;
  occupancy: number;
  soldOutNights: number;
  from: string;
  to: string;
}

/** Inserts the planned bookings and the matching inventory in one transaction. */
export async function fillYearOfBookings(
  db: Database,
  policy: PricingPolicy,
): Promise<FillSummary> {
  const types = await db.select().from(roomTypes).orderBy(asc(roomTypes.id));
  const today = hotelToday();
  const stays = planStays(types);
  const byId = new Map(types.map((type) => [type.id, type]));
  const booked = new Map<string, number>();
  const rows: (typeof bookings.$inferInsert)[] = stays.map((stay, index) => {
    const type = byId.get(stay.roomTypeId)!;
    for (let n = stay.from; n < stay.to; n++) {
      const key = `${type.id}:${n}`;
      booked.set(key, (booked.get(key) ?? 0) + 1);
    }
    const checkIn = addDaysIso(today, stay.from);
    const checkOut = addDaysIso(today, stay.to);
    const isDoubleOccupancy = type.capacity >= 2 && index % 2 === 0;
    const includeBreakfast = index % 3 === 0;
    const quote = quoteStay(
      {
        singleBedOnly: type.rateSingleBedOnly,
        singleBreakfast: type.rateSingleBreakfast,
        doubleBedOnly: type.rateDoubleBedOnly,
        doubleBreakfast: type.rateDoubleBreakfast,
      },
      {
        checkIn,
        checkOut,
        roomCount: 1,
        includeBreakfast,
        isDoubleOccupancy,
        extraGuests: 0,
        needsLateCheckout: false,
      },
      policy,
    );
    const ref = reference(index);
    return {
      reference: ref,
      accessTokenHash: createHash("sha256").update(`bench:${ref}`).digest("hex"),
      roomTypeId: type.id,
      checkIn,
      checkOut,
      nights: quote.nights,
      adults: isDoubleOccupancy ? 2 : 1,
      children: 0,
      roomCount: 1,
      extraGuests: 0,
      includeBreakfast,
      isDoubleOccupancy,
      needsLateCheckout: false,
      firstName: "Bench",
      lastName: `Guest ${index}`,
      email: `guest${index}@bench.example`,
      phone: "+254712345678",
      address: "1 Beach Road",
      city: "Mombasa",
      country: "Kenya",
      language: "en",
      nightlyRate: quote.nightlyRate,
      taxPercent: quote.taxPercent,
      subtotal: quote.subtotal,
      taxes: quote.taxes,
      totalAmount: quote.total,
      currency: "KES",
      status: "confirmed" as const,
    };
  });
  const inventory: (typeof roomInventory.$inferInsert)[] = [];
  let soldOutNights = 0;
  let roomNights = 0;
  for (const type of types) {
    for (let n = 0; n < HORIZON_NIGHTS; n++) {
      const sold = booked.get(`${type.id}:${n}`) ?? 0;
      roomNights += sold;
      if (sold >= type.totalRooms) soldOutNights++;
      inventory.push({
        roomTypeId: type.id,
        night: addDaysIso(today, n),
        capacity: type.totalRooms,
        booked: sold,
      });
    }
  }
  await db.transaction(async (tx) => {
    for (const part of chunks(inventory, 1000)) await tx.insert(roomInventory).values(part);
    for (const part of chunks(rows, 500)) await tx.insert(bookings).values(part);
  });
  const capacityNights = types.reduce((sum, type) => sum + type.totalRooms, 0) * HORIZON_NIGHTS;
  return {
    bookings: rows.length,
    roomNights,
    capacityNights,
    occupancy: capacityNights ? roomNights / capacityNights : 0,
    soldOutNights,
    from: today,
    to: addDaysIso(today, HORIZON_NIGHTS),
  };
}
