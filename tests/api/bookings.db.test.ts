import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { AvailableRoomDto, BookingViewDto, RoomTypeDto } from "~core/types";
import { bookings, mailOutbox, roomInventory, roomTypes } from "~server/db/schema";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let rooms: RoomTypeDto[];
const today = hotelToday();
const day = (n: number) => addDaysIso(today, n);

beforeAll(async () => {
  t = await createTestApp();
  rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
});
afterAll(async () => {
  await t?.close();
});

const room = (name: string) => {
  const found = rooms.find((r) => r.name === name);
  if (!found) throw new Error(`no room ${name}`);
  return found;
};

const guest = GUEST;

function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    ...guest,
    roomId: room("Superior Standard").id,
    checkIn: day(20),
    checkOut: day(22),
    adults: 1,
    children: 0,
    roomCount: 1,
    totalAmount: 17250, // 7,500 x 2 nights = 15,000 + 15%
    ...overrides,
  };
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.request("/api/bookings", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

const bookingCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(bookings))[0]?.n ?? 0;

describe("GET /api/rooms/available", () => {
  it("lists room types with the all-in quote for the stay", async () => {
    const { status, body } = await t.getJson(
      `/api/rooms/available?checkIn=${day(5)}&checkOut=${day(8)}&adults=2&children=0&rooms=1`,
    );
    expect(status).toBe(200);
    const list = body as AvailableRoomDto[];
    // Single Mini sleeps one: it cannot take two adults in one room.
    expect(list.map((r) => r.name)).not.toContain("Single Mini");
    const standard = list.find((r) => r.name === "Superior Standard");
    // Two adults in one room: the double rate (10,000 x 3 nights).
    expect(standard?.quote).toMatchObject({
      nights: 3,
      nightlyRate: 10000,
      subtotal: 30000,
      taxes: 4500,
      total: 34500,
    });
    expect(standard?.available).toBe(12);
  });

  it("leaves out a room type with too few rooms free on any night", async () => {
    const deluxe = room("Deluxe");
    await t.database.db.insert(roomInventory).values({
      roomTypeId: deluxe.id,
      night: day(41),
      capacity: deluxe.totalRooms,
      booked: deluxe.totalRooms - 1,
    });
    const one = (
      await t.getJson(`/api/rooms/available?checkIn=${day(40)}&checkOut=${day(43)}&rooms=1`)
    ).body as AvailableRoomDto[];
    expect(one.find((r) => r.id === deluxe.id)?.available).toBe(1);
    const two = (
      await t.getJson(
        `/api/rooms/available?checkIn=${day(40)}&checkOut=${day(43)}&adults=2&rooms=2`,
      )
    ).body as AvailableRoomDto[];
    expect(two.map((r) => r.id)).not.toContain(deluxe.id);
    // The night after the busy one is free again.
    const after = (
      await t.getJson(
        `/api/rooms/available?checkIn=${day(42)}&checkOut=${day(43)}&adults=2&rooms=2`,
      )
    ).body as AvailableRoomDto[];
    expect(after.map((r) => r.id)).toContain(deluxe.id);
  });

  it("answers 400 with the required message for a reversed range", async () => {
    const { status, body } = await t.getJson(
      `/api/rooms/available?checkIn=${day(5)}&checkOut=${day(3)}`,
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: { checkOut: "Check-out date must be after check-in date." },
    });
    expect(
      (await t.getJson("/api/rooms/available?checkIn=2026-02-30&checkOut=2026-03-02")).status,
    ).toBe(400);
  });
});

describe("GET /api/rooms/:id/availability", () => {
  it("gives rooms free per night", async () => {
    const deluxe = room("Deluxe");
    const { status, body } = await t.getJson(
      `/api/rooms/${deluxe.id}/availability?from=${day(40)}&to=${day(43)}`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      nights: [
        { date: day(40), available: deluxe.totalRooms },
        { date: day(41), available: 1 },
        { date: day(42), available: deluxe.totalRooms },
      ],
    });
    expect((await t.getJson(`/api/rooms/999/availability`)).status).toBe(404);
    expect(
      (await t.getJson(`/api/rooms/${deluxe.id}/availability?from=${day(1)}&to=${day(400)}`))
        .status,
    ).toBe(400);
  });
});

describe("POST /api/bookings", () => {
  it("books, answers 201 with a reference and a private confirmation link, and reserves inventory", async () => {
    const response = await post(bookingBody());
    expect(response.status).toBe(201);
    const created = (await response.json()) as {
      reference: string;
      confirmationUrl: string;
      totalAmount: number;
      status: string;
    };
    expect(created.reference).toMatch(/^PB-[0-9A-Z]{8}$/);
    expect(created.status).toBe("confirmed");
    expect(created.totalAmount).toBe(17250);
    const url = new URL(created.confirmationUrl);
    expect(url.pathname).toBe("/booking/confirmation");
    const token = url.searchParams.get("token");
    expect(token).toBeTruthy();

    const view = await t.getJson(`/api/bookings/${created.reference}?token=${token}`);
    expect(view.status).toBe(200);
    expect((view.body as BookingViewDto).price).toMatchObject({
      subtotal: 15000,
      taxes: 2250,
      total: 17250,
    });
    // Another token (or none) reads nothing.
    expect(
      (await t.getJson(`/api/bookings/${created.reference}?token=${"A".repeat(32)}`)).status,
    ).toBe(404);
    expect((await t.getJson(`/api/bookings/${created.reference}`)).status).toBe(404);

    const nights = await t.database.db
      .select()
      .from(roomInventory)
      .where(eq(roomInventory.roomTypeId, room("Superior Standard").id));
    expect(nights.map((n) => [n.night, n.booked])).toEqual([
      [day(20), 1],
      [day(21), 1],
    ]);
  });

  it("recomputes the price: a tampered total gives 409 with the real quote and books nothing", async () => {
    const before = await bookingCount();
    const response = await post(
      bookingBody({ totalAmount: 100, checkIn: day(60), checkOut: day(61) }),
    );
    expect(response.status).toBe(409);
    const body = (await response.json()) as { code: string; quote: { total: number } };
    expect(body.code).toBe("price_changed");
    expect(body.quote.total).toBe(8625);
    expect(await bookingCount()).toBe(before);
    const inventory = await t.database.db
      .select()
      .from(roomInventory)
      .where(eq(roomInventory.night, day(60)));
    expect(inventory).toEqual([]);
  });

  it("prices every option on the server: double, breakfast, 2 rooms, extra guests, late check-out", async () => {
    const body = bookingBody({
      checkIn: day(70),
      checkOut: day(73),
      roomCount: 2,
      adults: 4,
      isDoubleOccupancy: true,
      includeBreakfast: true,
      extraGuests: 1,
      needsLateCheckout: true,
      // 10,500 x 3 x 2 = 63,000 + 2,500 + 3,000 = 68,500 + 10,275
      totalAmount: 78775,
    });
    const response = await post(body);
    expect(response.status).toBe(201);
  });

  it("replays an Idempotency-Key: the same booking, never a second one", async () => {
    const before = await bookingCount();
    const body = bookingBody({ checkIn: day(80), checkOut: day(81), totalAmount: 8625 });
    const headers = { "Idempotency-Key": "test-key-0001" };
    const first = await post(body, headers);
    const second = await post(body, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    const [a, b] = [await first.json(), await second.json()];
    expect(b).toEqual(a);
    expect(await bookingCount()).toBe(before + 1);
    // The same key for another stay is refused.
    const other = await post({ ...body, checkIn: day(82), checkOut: day(83) }, headers);
    expect(other.status).toBe(422);
    expect(((await other.json()) as { code: string }).code).toBe("idempotency_key_reused");
  });

  it("answers 400 with the required messages for every bad field", async () => {
    const response = await post(
      bookingBody({
        firstName: "A",
        lastName: "",
        email: "nope",
        phone: "12",
        address: "abc",
        city: "x",
        country: "y",
        extraGuests: 4,
      }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors).toMatchObject({
      firstName: "First name must be at least 2 characters",
      lastName: "Last name must be at least 2 characters",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      address: "Address must be at least 5 characters",
      city: "City must be at least 2 characters",
      country: "Country must be at least 2 characters",
      extraGuests: "Extra guests must be between 0 and 3",
    });
  });

  it("refuses stays in the past, parties too big for the rooms and unknown rooms", async () => {
    const past = await post(bookingBody({ checkIn: day(-2), checkOut: day(-1) }));
    expect(past.status).toBe(400);
    const crowded = await post(
      bookingBody({ adults: 5, checkIn: day(90), checkOut: day(91), totalAmount: 8625 }),
    );
    expect(crowded.status).toBe(400);
    expect(
      ((await crowded.json()) as { errors: Record<string, string> }).errors.adults,
    ).toBeTruthy();
    const unknown = await post(bookingBody({ roomId: 99999 }));
    expect(unknown.status).toBe(404);
  });

  it("sells the last room once: 50 concurrent requests give one 201 and 49 409s", async () => {
    const target = room("Super Deluxe");
    const stay = { roomId: target.id, checkIn: day(100), checkOut: day(102) };
    // 11,500 x 2 = 23,000 + 15%
    const fill = await post(
      bookingBody({
        ...stay,
        roomCount: target.totalRooms - 1,
        // One adult per room: the single rate.
        adults: target.totalRooms - 1,
        totalAmount: 26450 * (target.totalRooms - 1),
      }),
    );
    expect(fill.status).toBe(201);
    const before = await bookingCount();

    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(bookingBody({ ...stay, email: `racer${i}@example.com`, totalAmount: 26450 })),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const losers = await Promise.all(
      responses.filter((r) => r.status === 409).map((r) => r.json()),
    );
    expect(losers.every((b) => (b as { code: string }).code === "unavailable")).toBe(true);
    expect(await bookingCount()).toBe(before + 1);
    // Each booking queued its two e-mails (guest, hotel); the 49 refused ones none.
    const mails = await t.database.db
      .select({ key: mailOutbox.dedupeKey, to: mailOutbox.to })
      .from(mailOutbox);
    expect(mails).toHaveLength(2 * (await bookingCount()));
    expect(mails.filter((m) => m.to.startsWith("racer"))).toHaveLength(1);

    const inventory = await t.database.db
      .select()
      .from(roomInventory)
      .where(and(eq(roomInventory.roomTypeId, target.id)));
    for (const night of inventory.filter(
      (n) => n.night >= stay.checkIn && n.night < stay.checkOut,
    )) {
      expect(night.booked).toBe(target.totalRooms);
      expect(night.booked).toBeLessThanOrEqual(night.capacity);
    }
    const available = (
      await t.getJson(`/api/rooms/available?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`)
    ).body as AvailableRoomDto[];
    expect(available.map((r) => r.id)).not.toContain(target.id);
  });

  it("the database itself refuses to push booked past capacity", async () => {
    const target = room("Single Mini");
    await expect(
      t.database.db
        .insert(roomInventory)
        .values({ roomTypeId: target.id, night: day(200), capacity: 1, booked: 2 }),
    ).rejects.toThrow();
    const [row] = await t.database.db.select().from(roomTypes).where(eq(roomTypes.id, target.id));
    expect(row?.totalRooms).toBe(target.totalRooms);
  });
});

describe("POST /api/bookings/lookup", () => {
  it("finds a booking by reference and e-mail, in any letter case, and nothing otherwise", async () => {
    const created = (await (
      await post(bookingBody({ checkIn: day(120), checkOut: day(121), totalAmount: 8625 }))
    ).json()) as { reference: string };
    const lookup = (body: unknown) =>
      t.app.request("/api/bookings/lookup", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const found = await lookup({
      reference: created.reference.toLowerCase(),
      email: "AMINA@example.com",
    });
    expect(found.status).toBe(200);
    expect(((await found.json()) as BookingViewDto).reference).toBe(created.reference);
    expect(
      (await lookup({ reference: created.reference, email: "someone@example.com" })).status,
    ).toBe(404);
    expect((await lookup({ reference: "nope", email: "amina@example.com" })).status).toBe(400);
  });
});

describe("bookings per address (BOOKING_RATE_LIMIT, TRUST_PROXY)", () => {
  let limited: TestApp;
  beforeAll(async () => {
    // Behind one reverse proxy, 2 bookings an hour per guest address.
    limited = await createTestApp({ BOOKING_RATE_LIMIT: "2", TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await limited?.close();
  });

  const book = (from: string, nightsAhead: number) =>
    limited.app.request("/api/bookings", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": from },
      body: JSON.stringify(
        bookingBody({
          checkIn: day(nightsAhead),
          checkOut: day(nightsAhead + 1),
          totalAmount: 8625,
        }),
      ),
    });
  const count = async () =>
    (await limited.database.db.select({ n: sql<number>`count(*)::int` }).from(bookings))[0]?.n ?? 0;

  it("books twice from one guest address, then answers 429 with Retry-After and books nothing", async () => {
    expect((await book("203.0.113.7", 140)).status).toBe(201);
    // A client-chosen first entry does not make a new address: the proxy's last entry counts.
    expect((await book("198.51.100.1, 203.0.113.7", 141)).status).toBe(201);
    const refused = await book("203.0.113.7", 142);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3000);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "Too many bookings from this connection. Please try again later or call the hotel.",
    );
    expect(await count()).toBe(2);
    // Another guest behind the same proxy still books.
    expect((await book("203.0.113.8", 143)).status).toBe(201);
    expect(await count()).toBe(3);
  });

  it("does not count a request the validation refused", async () => {
    const bad = await limited.app.request("/api/bookings", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.9" },
      body: JSON.stringify(bookingBody({ email: "not-an-address" })),
    });
    expect(bad.status).toBe(400);
    expect((await book("203.0.113.9", 150)).status).toBe(201);
    expect((await book("203.0.113.9", 151)).status).toBe(201);
    expect((await book("203.0.113.9", 152)).status).toBe(429);
  });
});
