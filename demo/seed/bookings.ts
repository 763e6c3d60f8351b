/**
 * The demo hotel's guests: two months of past stays and one of bookings ahead, with the
 * feedback forms some left, so the staff side of the demo (front desk, occupancy grid,
 * bookings, feedback, reports) has something to show. Seeded by `npm start`, `npm run dev`
 * and `npm run db:seed` with the demo content (never by the server, the tests' hotels or the
 * benchmark): written straight into `bookings`, `room_inventory`, `payment_transactions` and
 * `guest_feedback` (a past stay cannot be booked through the booking commands), priced by
 * the real engine over the demo's rate calendar, with the inventory counting exactly the
 * nights the bookings hold.
 */
import { createHash, randomBytes } from "node:crypto";
import { asc, count, eq } from "drizzle-orm";
import { hotelInstant } from "~core/cancellation";
import { hotelToday } from "~core/dates";
import type { BookingSource, StayStatus } from "~core/front-office";
import { addDaysIso, quoteStay, stayNights } from "~core/pricing";
import { FEEDBACK_RATINGS } from "~core/schemas/feedback";
import type { Database } from "~server/db/client";
import {
  appMeta,
  bookings,
  deskPayments,
  guestFeedback,
  paymentTransactions,
  roomAssignments,
  roomInventory,
  rooms,
  roomTypes,
} from "~server/db/schema";
import { pricingPolicy } from "~server/services/booking/availability";
import { baseRates, loadRateCalendar } from "~server/services/booking/rate-calendar";
import { getSiteSettings } from "~server/services/platform/settings";
import { mulberry32 } from "./art/core";

/** Marks the demo bookings as seeded (once per database). */
export const DEMO_BOOKINGS_KEY = "demo_bookings_seeded";
/** Nights before today the demo's past stays cover, and nights after for bookings ahead. */
export const DEMO_PAST_NIGHTS = 60;
export const DEMO_FUTURE_NIGHTS = 30;

const FIRST_NAMES = [
  "Amina",
  "Brian",
  "Wanjiru",
  "Otieno",
  "Fatuma",
  "Kevin",
  "Achieng",
  "Hassan",
  "Njeri",
  "Mwangi",
  "Zawadi",
  "Omar",
  "Grace",
  "Juma",
  "Sophie",
  "Lukas",
  "Giulia",
  "Camille",
  "James",
  "Maria",
  "Halima",
  "Peter",
  "Esther",
  "Daniel",
];
const LAST_NAMES = [
  "Odhiambo",
  "Kamau",
  "Mohamed",
  "Wambui",
  "Ali",
  "Kiprono",
  "Atieno",
  "Mwakilema",
  "Njoroge",
  "Said",
  "Becker",
  "Rossi",
  "Martin",
  "Smith",
  "García",
  "Okello",
  "Chebet",
  "Abdalla",
  "Mutua",
  "Kariuki",
];
/** Country, a home town and the language the guest booked in. */
const ORIGINS: readonly [country: string, city: string, language: string][] = [
  ["Kenya", "Mombasa", "en"],
  ["Kenya", "Nairobi", "sw"],
  ["Kenya", "Nairobi", "en"],
  ["Kenya", "Kisumu", "sw"],
  ["Kenya", "Malindi", "en"],
  ["Uganda", "Kampala", "en"],
  ["Tanzania", "Dar es Salaam", "sw"],
  ["United Kingdom", "London", "en"],
  ["Germany", "Munich", "de"],
  ["Italy", "Milan", "it"],
  ["France", "Lyon", "fr"],
  ["Spain", "Madrid", "es"],
  ["United Arab Emirates", "Dubai", "ar"],
];
/** Where bookings come from, about as often as at a town hotel that sells online. */
const SOURCES: readonly BookingSource[] = [
  "web",
  "web",
  "web",
  "web",
  "web",
  "phone",
  "phone",
  "walk_in",
  "whatsapp",
  "whatsapp",
  "email",
];
const STREETS = ["Moi Avenue", "Links Road", "Kenyatta Avenue", "Station Road", "Harbour Street"];
const HEARD_OF_US = [
  "Google",
  "A friend",
  "Booking.com",
  "Instagram",
  "Came before",
  "Company travel desk",
];
const COMMENTS = [
  "Quiet room and a very friendly front desk.",
  "Breakfast could start earlier on weekdays.",
  "Good value for the location, close to town and the ferry.",
  "The Wi-Fi was slow in the evening.",
  "Lovely pool and gardens, we will come back.",
  null,
  null,
];
const PAYMENT_METHODS = ["M-Pesa", "M-Pesa", "Visa", "Mastercard", "Airtel Money"];
/** How guests settle at the desk on the coast: mostly M-PESA, then card and cash. */
const DESK_METHODS = ["mpesa", "mpesa", "mpesa", "card", "card", "cash", "bank_transfer"] as const;

interface PlannedStay {
  roomTypeId: number;
  /** Which of the type's rooms (0-based): one room's stays never overlap. */
  unit: number;
  /** Night offsets from today, check-out excluded. */
  from: number;
  to: number;
}

/** Per room of each type, stays of 1 to 6 nights with gaps of 0 to 5: about 55 % sold. */
function planStays(types: { id: number; totalRooms: number }[], random: () => number) {
  const stays: PlannedStay[] = [];
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  for (const type of types) {
    for (let unit = 0; unit < type.totalRooms; unit++) {
      let night = -DEMO_PAST_NIGHTS + between(0, 4);
      while (night < DEMO_FUTURE_NIGHTS) {
        // Further ahead, fewer rooms are booked yet.
        const gap = night > 7 ? between(1, 9) : between(0, 5);
        const to = Math.min(night + between(1, 6), DEMO_FUTURE_NIGHTS);
        stays.push({ roomTypeId: type.id, unit, from: night, to });
        night = to + gap;
      }
    }
  }
  return stays;
}

/** Where a confirmed stay stands today, as the front desk would have recorded it. */
function stayStatusOf(checkIn: string, checkOut: string, today: string, pick: number): StayStatus {
  if (checkIn > today) return "expected";
  if (checkOut < today) return pick < 0.04 ? "no_show" : "checked_out";
  if (checkIn === today) return pick < 0.5 ? "in_house" : "expected";
  if (checkOut === today) return pick < 0.5 ? "in_house" : "checked_out";
  return "in_house";
}

const atHotelTime = hotelInstant;

export interface DemoBookingsSummary {
  bookings: number;
  payments: number;
  feedback: number;
  from: string;
  to: string;
}

/**
 * Seeds the demo's bookings into a database with the demo content and no booking yet;
 * null when it was done before or the hotel already has bookings of its own.
 */
export async function seedDemoBookings(
  db: Database,
  today = hotelToday(),
): Promise<DemoBookingsSummary | null> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_BOOKINGS_KEY));
  if (done) return null;
  const [existing] = await db.select({ n: count() }).from(bookings);
  if ((existing?.n ?? 0) > 0) return null;
  const types = await db.select().from(roomTypes).orderBy(asc(roomTypes.id));
  if (types.length === 0) return null;

  // The same demo on every machine and run.
  const random = mulberry32(254);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const policy = pricingPolicy(await getSiteSettings(db));
  const from = addDaysIso(today, -DEMO_PAST_NIGHTS);
  const to = addDaysIso(today, DEMO_FUTURE_NIGHTS);
  const calendars = new Map(
    await Promise.all(
      types.map(
        async (type) =>
          [
            type.id,
            await loadRateCalendar(db, { id: type.id, rates: baseRates(type) }, from, to),
          ] as const,
      ),
    ),
  );
  const byId = new Map(types.map((type) => [type.id, type]));
  // The rooms by number of each type (the demo seed numbers them): a stay's unit is one.
  const numbered = new Map<number, { id: number; number: string }[]>();
  for (const room of await db.select().from(rooms).orderBy(asc(rooms.number))) {
    numbered.set(room.roomTypeId, [...(numbered.get(room.roomTypeId) ?? []), room]);
  }
  const assignments: (typeof roomAssignments.$inferInsert & { index: number })[] = [];
  const now = new Date();

  const held = new Map<string, number>();
  const rows: (typeof bookings.$inferInsert)[] = [];
  const paid: { index: number; method: string; at: Date }[] = [];
  for (const [index, stay] of planStays(types, random).entries()) {
    const type = byId.get(stay.roomTypeId)!;
    const checkIn = addDaysIso(today, stay.from);
    const checkOut = addDaysIso(today, stay.to);
    const source = pick(SOURCES);
    const [country, city, language] = pick(ORIGINS);
    const firstName = pick(FIRST_NAMES);
    const lastName = pick(LAST_NAMES);
    const adults = type.capacity >= 2 && random() < 0.6 ? 2 : 1;
    const includeBreakfast = random() < 0.55;
    const quote = quoteStay(
      calendars.get(type.id)!.rates,
      {
        checkIn,
        checkOut,
        roomCount: 1,
        includeBreakfast,
        isDoubleOccupancy: adults === 2,
        extraGuests: 0,
        needsLateCheckout: false,
      },
      policy,
    );
    // Booked 0 to 30 days ahead (walk-ins on the day), never after today.
    const lead = source === "walk_in" ? 0 : Math.floor(random() * 31);
    const madeOn = [addDaysIso(checkIn, -lead), today].sort()[0]!;
    const createdAt = new Date(
      Math.min(
        atHotelTime(madeOn, `${String(8 + (index % 12)).padStart(2, "0")}:15`).getTime(),
        now.getTime(),
      ),
    );
    const cancelled = random() < 0.07;
    const stayStatus: StayStatus = cancelled
      ? "expected"
      : stayStatusOf(checkIn, checkOut, today, random());
    // A cancellation gave its nights back; so did a no-show, from its arrival on
    // (stay-operations.ts).
    if (!cancelled && stayStatus !== "no_show") {
      for (const night of stayNights(checkIn, checkOut)) {
        const key = `${type.id}:${night}`;
        held.set(key, (held.get(key) ?? 0) + 1);
      }
    }
    const walkIn = source === "walk_in";
    const email = walkIn
      ? ""
      : `${firstName}.${lastName}`
          .toLowerCase()
          .normalize("NFD")
          .replace(/[^a-z.]/g, "")
          .concat(`${index}@example.com`);
    // A guest in house holds their room every night of the stay; one who left keeps its number.
    const room = numbered.get(type.id)?.[stay.unit];
    const roomed =
      room !== undefined && !cancelled && ["in_house", "checked_out"].includes(stayStatus);
    if (roomed && stayStatus === "in_house") {
      for (const night of stayNights(checkIn, checkOut)) {
        assignments.push({ index: rows.length, bookingId: 0, roomId: room.id, night });
      }
    }
    rows.push({
      stayRooms: roomed ? [room.number] : null,
      // PB- and 8 of the references' characters (core/schemas/booking.ts), D for demo.
      reference: `PB-D${String(index).padStart(7, "0")}`,
      accessTokenHash: createHash("sha256").update(randomBytes(32)).digest("hex"),
      roomTypeId: type.id,
      checkIn,
      checkOut,
      nights: quote.nights,
      adults,
      children: 0,
      roomCount: 1,
      extraGuests: 0,
      includeBreakfast,
      isDoubleOccupancy: adults === 2,
      needsLateCheckout: false,
      firstName,
      lastName,
      email,
      phone: `+2547${String(10_000_000 + ((index * 7_919) % 89_999_999)).slice(0, 8)}`,
      address: walkIn ? "" : `${1 + (index % 90)} ${pick(STREETS)}`,
      city: walkIn ? "" : city,
      country,
      language,
      nightlyRate: quote.nightlyRate,
      taxPercent: quote.taxPercent,
      subtotal: quote.subtotal,
      taxes: quote.taxes,
      totalAmount: quote.total,
      nightRates: quote.nightRates,
      currency: "KES",
      status: cancelled ? "cancelled" : "confirmed",
      cancelledBy: cancelled ? (source === "web" ? "guest" : "staff") : null,
      source,
      stayStatus,
      checkedInAt:
        stayStatus === "in_house" || stayStatus === "checked_out"
          ? atHotelTime(checkIn, "14:20")
          : null,
      checkedOutAt: stayStatus === "checked_out" ? atHotelTime(checkOut, "10:40") : null,
      noShowAt: stayStatus === "no_show" ? atHotelTime(checkIn, "23:30") : null,
      createdAt,
      updatedAt: createdAt,
    });
    // About half the website's guests paid online; the rest pay at the hotel.
    if (source === "web" && random() < 0.5) {
      paid.push({ index: rows.length - 1, method: pick(PAYMENT_METHODS), at: createdAt });
    }
  }

  // About one guest in six who checked out filled the feedback form on the way out.
  const feedback: (typeof guestFeedback.$inferInsert)[] = rows
    .filter((row) => row.stayStatus === "checked_out" && random() < 0.17)
    .map((row, index) => ({
      date: row.checkOut,
      roomNumber: row.stayRooms?.[0] ?? String(100 + ((index * 37) % 60)),
      howDidYouKnow: pick(HEARD_OF_US),
      // Mostly good (3) or excellent (4), now and then fair (2).
      ...Object.fromEntries(
        FEEDBACK_RATINGS.map((field) => {
          const roll = random();
          return [field, roll < 0.08 ? 2 : roll < 0.5 ? 3 : 4];
        }),
      ),
      additionalFeedback: pick(COMMENTS),
      language: row.language ?? "en",
      createdAt: hotelInstant(row.checkOut, "10:30"),
    })) as (typeof guestFeedback.$inferInsert)[];

  const inventory: (typeof roomInventory.$inferInsert)[] = [];
  for (const type of types) {
    for (let n = -DEMO_PAST_NIGHTS; n < DEMO_FUTURE_NIGHTS; n++) {
      const night = addDaysIso(today, n);
      inventory.push({
        roomTypeId: type.id,
        night,
        capacity: type.totalRooms,
        booked: held.get(`${type.id}:${night}`) ?? 0,
      });
    }
  }

  // Every guest who checked out and had not paid online settled at the desk on leaving,
  // so finished months owe nothing (a real hotel's history); in-house guests still owe.
  const paidOnline = new Set(paid.map(({ index }) => index));
  const settled = rows.flatMap((row, index) =>
    row.stayStatus === "checked_out" && row.status === "confirmed" && !paidOnline.has(index)
      ? [{ row, index }]
      : [],
  );

  await db.transaction(async (tx) => {
    for (let i = 0; i < inventory.length; i += 500) {
      await tx.insert(roomInventory).values(inventory.slice(i, i + 500));
    }
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += 200) {
      const inserted = await tx
        .insert(bookings)
        .values(rows.slice(i, i + 200))
        .returning({ id: bookings.id });
      ids.push(...inserted.map((row) => row.id));
    }
    if (paid.length > 0) {
      await tx.insert(paymentTransactions).values(
        paid.map(({ index, method, at }) => {
          const row = rows[index]!;
          return {
            bookingId: ids[index]!,
            merchantReference: `${row.reference}-1`,
            orderTrackingId: `demo-${row.reference}`,
            description: `Room booking ${row.reference}`,
            amount: row.totalAmount,
            currency: "KES",
            paymentStatus: "COMPLETED",
            paymentMethod: method,
            confirmationCode: `DEMO${String(index).padStart(6, "0")}`,
            statusCode: 1,
            environment: "sandbox",
            createdAt: at,
            updatedAt: at,
          };
        }),
      );
    }
    for (let i = 0; i < settled.length; i += 200) {
      await tx.insert(deskPayments).values(
        settled.slice(i, i + 200).map(({ row, index }) => {
          const method = pick(DESK_METHODS);
          return {
            bookingId: ids[index]!,
            amount: row.totalAmount,
            method,
            // A demo M-PESA code: ten capitals and digits, unique per stay.
            reference:
              method === "mpesa"
                ? `SD${index.toString(36).toUpperCase().padStart(8, "0")}`
                : method === "card"
                  ? String(100_000 + index)
                  : null,
            idempotencyKey: `demo-${row.reference}`,
            receivedByName: "Front desk",
            createdAt: row.checkedOutAt ?? atHotelTime(row.checkOut, "10:40"),
          };
        }),
      );
    }
    for (let i = 0; i < assignments.length; i += 500) {
      await tx
        .insert(roomAssignments)
        .values(
          assignments
            .slice(i, i + 500)
            .map(({ index, roomId, night }) => ({ bookingId: ids[index]!, roomId, night })),
        );
    }
    if (feedback.length > 0) await tx.insert(guestFeedback).values(feedback);
    await tx.insert(appMeta).values({ key: DEMO_BOOKINGS_KEY, value: today });
  });
  return {
    bookings: rows.length,
    payments: paid.length + settled.length,
    feedback: feedback.length,
    from,
    to,
  };
}
