/**
 * The demo's guests (demo/seed/bookings.ts): the inventory counts exactly the nights the
 * bookings hold and no night is oversold, prices come from the engine over the demo's rate
 * calendar, every source and stay status shows, the front desk and the reports (feedback
 * included) have something to show, and a second run (or a hotel with bookings of its own) adds nothing.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { BOOKING_SOURCES } from "~core/front-office";
import { addDaysIso, quoteStay } from "~core/pricing";
import {
  bookings,
  deskPayments,
  paymentTransactions,
  roomAssignments,
  roomInventory,
  rooms,
  roomTypes,
} from "~server/db/schema";
import type { TestDatabase } from "~server/db/test-database";
import { pricingPolicy } from "~server/services/booking/availability";
import { balancesOf } from "~server/services/booking/desk-payments";
import { baseRates, loadRateCalendar } from "~server/services/booking/rate-calendar";
import { frontDeskDay } from "~server/services/booking/stay-operations";
import { getSiteSettings } from "~server/services/platform/settings";
import { periodReport } from "~server/services/reports/report";
import { DEMO_FUTURE_NIGHTS, DEMO_PAST_NIGHTS, seedDemoBookings } from "../../demo/seed/bookings";
import { createDemoDatabase } from "../helpers/demo-database";

let database: TestDatabase;
const today = hotelToday();
let seeded: Awaited<ReturnType<typeof seedDemoBookings>>;

beforeAll(async () => {
  database = await createDemoDatabase();
  seeded = await seedDemoBookings(database.db, today);
});
afterAll(async () => {
  await database?.destroy();
});

describe("the demo's bookings", () => {
  it("fill the two months behind and the month ahead", async () => {
    expect(seeded?.bookings).toBeGreaterThan(200);
    expect(seeded?.from).toBe(addDaysIso(today, -DEMO_PAST_NIGHTS));
    expect(seeded?.to).toBe(addDaysIso(today, DEMO_FUTURE_NIGHTS));
    const [span] = await database.db
      .select({
        first: sql<string>`min(${bookings.checkIn})::text`,
        last: sql<string>`max(${bookings.checkOut})::text`,
      })
      .from(bookings);
    expect((span?.first ?? "") >= addDaysIso(today, -DEMO_PAST_NIGHTS)).toBe(true);
    expect((span?.last ?? "9999") <= addDaysIso(today, DEMO_FUTURE_NIGHTS)).toBe(true);
  });

  it("are counted night by night in the inventory, never past a room type's rooms", async () => {
    const held = await database.db.execute(sql`
      SELECT b.room_type_id, n.night::date::text AS night, sum(b.room_count)::int AS n
      FROM bookings b,
        generate_series(b.check_in::timestamp, b.check_out::timestamp - interval '1 day', interval '1 day') AS n(night)
      WHERE b.status = 'confirmed' AND b.stay_status <> 'no_show'
      GROUP BY 1, 2`);
    const heldRows = (
      held as unknown as { rows: { room_type_id: number; night: string; n: number }[] }
    ).rows;
    const expected = new Map(
      heldRows.map((row) => [`${row.room_type_id}:${row.night}`, Number(row.n)]),
    );
    const inventory = await database.db
      .select({
        roomTypeId: roomInventory.roomTypeId,
        night: roomInventory.night,
        booked: roomInventory.booked,
        capacity: roomInventory.capacity,
      })
      .from(roomInventory);
    const rooms = await database.db.select().from(roomTypes);
    expect(inventory).toHaveLength(rooms.length * (DEMO_PAST_NIGHTS + DEMO_FUTURE_NIGHTS));
    for (const row of inventory) {
      expect(row.booked, `${row.roomTypeId} ${row.night}`).toBe(
        expected.get(`${row.roomTypeId}:${row.night}`) ?? 0,
      );
      expect(row.booked).toBeLessThanOrEqual(row.capacity);
    }
    expect([...expected.values()].reduce((sum, n) => sum + n, 0)).toBeGreaterThan(1000);
  });

  it("charge what the price engine quotes for their nights", async () => {
    const policy = pricingPolicy(await getSiteSettings(database.db));
    const rooms = new Map((await database.db.select().from(roomTypes)).map((r) => [r.id, r]));
    const sample = await database.db.select().from(bookings).where(sql`${bookings.id} % 17 = 0`);
    expect(sample.length).toBeGreaterThan(10);
    for (const booking of sample) {
      const room = rooms.get(booking.roomTypeId)!;
      const calendar = await loadRateCalendar(
        database.db,
        { id: room.id, rates: baseRates(room) },
        booking.checkIn,
        booking.checkOut,
      );
      const quote = quoteStay(calendar.rates, { ...booking, extraGuests: 0 }, policy);
      expect(booking.totalAmount, booking.reference).toBe(quote.total);
      expect(booking.nightRates).toEqual(quote.nightRates);
      expect(booking.reference).toMatch(/^PB-[0-9A-Z]{8}$/);
    }
  });

  it("come from every source, and their stays stand where the dates say", async () => {
    const rows = await database.db.select().from(bookings);
    expect(new Set(rows.map((row) => row.source))).toEqual(new Set(BOOKING_SOURCES));
    for (const row of rows) {
      if (row.status === "cancelled") expect(row.stayStatus).toBe("expected");
      else if (row.checkIn > today) expect(row.stayStatus).toBe("expected");
      else if (row.checkOut < today) expect(["checked_out", "no_show"]).toContain(row.stayStatus);
      else if (row.checkIn < today && row.checkOut > today) expect(row.stayStatus).toBe("in_house");
      if (row.stayStatus === "checked_out") {
        expect(row.checkedInAt).toBeInstanceOf(Date);
        expect(row.checkedOutAt).toBeInstanceOf(Date);
      }
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
      if (row.source === "walk_in") expect(row.email).toBe("");
    }
    expect(rows.filter((row) => row.status === "cancelled").length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.stayStatus === "no_show").length).toBeGreaterThan(0);
  });

  it("give the front desk today's arrivals and departures, and the reports last month's figures", async () => {
    const day = await frontDeskDay(database.db, today, today);
    expect(day.arrivals.length + day.departures.length).toBeGreaterThan(0);
    const from = addDaysIso(today, -30);
    const report = await periodReport(database.db, { from, to: addDaysIso(today, -1) });
    expect(report.occupancy).toBeGreaterThan(0.3);
    expect(report.roomRevenue).toBeGreaterThan(0);
    expect(report.bySource.length).toBeGreaterThan(1);
    expect(report.feedback.count).toBeGreaterThan(5);
    for (const average of Object.values(report.feedback.averages)) {
      expect(average).toBeGreaterThanOrEqual(2);
      expect(average).toBeLessThanOrEqual(4);
    }
    const payments = await database.db
      .select()
      .from(paymentTransactions)
      .innerJoin(bookings, eq(bookings.id, paymentTransactions.bookingId))
      .where(and(eq(paymentTransactions.paymentStatus, "COMPLETED"), ne(bookings.source, "web")));
    expect(payments).toHaveLength(0);
  });

  it("put every guest in house in a room of their type, by number, every night of the stay", async () => {
    const inHouse = await database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.status, "confirmed"), eq(bookings.stayStatus, "in_house")));
    expect(inHouse.length).toBeGreaterThan(0);
    const held = await database.db
      .select({
        bookingId: roomAssignments.bookingId,
        night: roomAssignments.night,
        number: rooms.number,
        roomTypeId: rooms.roomTypeId,
      })
      .from(roomAssignments)
      .innerJoin(rooms, eq(rooms.id, roomAssignments.roomId));
    for (const stay of inHouse) {
      const nights = held.filter((row) => row.bookingId === stay.id);
      expect(nights, stay.reference).toHaveLength(stay.nights);
      expect(new Set(nights.map((row) => row.roomTypeId))).toEqual(new Set([stay.roomTypeId]));
      expect(stay.stayRooms).toEqual([nights[0]!.number]);
    }
    // Only guests in house hold rooms; those who left keep the number they had.
    expect(new Set(held.map((row) => row.bookingId))).toEqual(new Set(inHouse.map((b) => b.id)));
    const [left] = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.stayStatus, "checked_out"))
      .limit(1);
    expect(left!.stayRooms).toHaveLength(1);
  });

  it("were settled at the desk by every guest who checked out without paying online", async () => {
    const gone = await database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.stayStatus, "checked_out"), eq(bookings.status, "confirmed")));
    expect(gone.length).toBeGreaterThan(20);
    const balances = await balancesOf(
      database.db,
      gone.map((row) => row.id),
    );
    expect([...balances.values()].filter((balance) => balance !== 0)).toEqual([]);
    // In a finished month only the no-shows who had not paid online still owe.
    const from = addDaysIso(today, -45);
    const to = addDaysIso(today, -15);
    const month = await periodReport(database.db, { from, to });
    const noShows = await database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.stayStatus, "no_show"),
          eq(bookings.status, "confirmed"),
          sql`${bookings.checkIn} BETWEEN ${from} AND ${to}`,
          sql`NOT EXISTS (SELECT 1 FROM ${paymentTransactions} WHERE ${paymentTransactions.bookingId} = ${bookings.id})`,
        ),
      );
    expect(month.payments.atHotel.bookings).toBe(noShows.length);
    expect(month.payments.atDesk.received).toBeGreaterThan(0);
    const desk = await database.db.select().from(deskPayments);
    expect(desk.length).toBeGreaterThan(0);
    expect(seeded?.payments).toBeGreaterThan(desk.length);
    expect(new Set(desk.map((payment) => payment.method)).size).toBeGreaterThan(2);
  });

  it("are seeded once, and never into a hotel that has bookings of its own", async () => {
    const before = await database.db.select({ id: bookings.id }).from(bookings);
    expect(await seedDemoBookings(database.db, today)).toBeNull();
    expect(await database.db.select({ id: bookings.id }).from(bookings)).toHaveLength(
      before.length,
    );
    const other = await createDemoDatabase();
    try {
      const [room] = await other.db.select().from(roomTypes);
      await other.db.insert(bookings).values({
        ...(await database.db.select().from(bookings).limit(1))[0]!,
        id: undefined,
        roomTypeId: room!.id,
      });
      expect(await seedDemoBookings(other.db, today)).toBeNull();
    } finally {
      await other.destroy();
    }
  });
});
