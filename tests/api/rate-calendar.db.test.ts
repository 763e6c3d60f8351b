/**
 * The rate calendar through the API: GET /api/quote sums each night's rate, refuses what
 * the calendar does not sell with its message, and POST /api/bookings charges exactly
 * the quote; a booking keeps what it was charged when rates change later.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type {
  AvailableRoomDto,
  BookingCreatedDto,
  BookingViewDto,
  RoomTypeDto,
  StayQuoteDto,
} from "~core/types";
import { bookings, roomRates } from "~server/db/schema";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let standard: RoomTypeDto;
const today = hotelToday();
const day = (n: number) => addDaysIso(today, n);

beforeAll(async () => {
  t = await createTestApp();
  const rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
  const found = rooms.find((room) => room.name === "Superior Standard");
  if (!found) throw new Error("no Superior Standard");
  standard = found;
  // A "season" of three nights, days 60 to 62: single bed-only 12,000.
  await t.database.db
    .insert(roomRates)
    .values(
      [60, 61, 62].map((n) => ({ roomTypeId: standard.id, night: day(n), singleBedOnly: 12000 })),
    );
  // Days 80-81: at least 3 nights; day 90 closed to arrival; day 95 closed (stop-sell).
  await t.database.db.insert(roomRates).values([
    { roomTypeId: standard.id, night: day(80), minStay: 3 },
    { roomTypeId: standard.id, night: day(81), minStay: 3 },
    { roomTypeId: standard.id, night: day(90), closedToArrival: true },
    { roomTypeId: standard.id, night: day(95), closed: true },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const quote = (from: number, to: number, params: Record<string, string> = {}) =>
  t.getJson(
    `/api/quote?${new URLSearchParams({
      roomId: String(standard.id),
      checkIn: day(from),
      checkOut: day(to),
      adults: "1",
      children: "0",
      rooms: "1",
      ...params,
    }).toString()}`,
  );

describe("GET /api/quote", () => {
  it("prices nights inside a season at its rate, and only those", async () => {
    const inside = await quote(60, 62);
    expect(inside.status).toBe(200);
    const body = inside.body as StayQuoteDto;
    expect(body.nights).toEqual([
      { date: day(60), rate: 12000 },
      { date: day(61), rate: 12000 },
    ]);
    expect(body).toMatchObject({
      subtotal: 24000,
      discount: 0,
      tax: 3600,
      total: 27600,
      currency: "KES",
    });
    expect(inside.headers.get("Cache-Control")).toBe("no-store");
    const outside = (await quote(50, 52)).body as StayQuoteDto;
    expect(outside.nights.map((n) => n.rate)).toEqual([7500, 7500]);
  });

  it("sums both sides of the season's boundaries", async () => {
    const body = (await quote(59, 64)).body as StayQuoteDto;
    expect(body.nights.map((n) => n.rate)).toEqual([7500, 12000, 12000, 12000, 7500]);
    expect(body.subtotal).toBe(51000);
    expect(body.total).toBe(51000 + 7650);
  });

  it("prices the options the booking form offers, for the party's occupancy", async () => {
    const body = (await quote(60, 61, { adults: "2", includeBreakfast: "1", lateCheckout: "1" }))
      .body as StayQuoteDto;
    // Two adults: double with breakfast (no override for that rate: the base 10,500).
    expect(body.nights).toEqual([{ date: day(60), rate: 10500 }]);
    expect(body.lateCheckoutTotal).toBe(3000);
    expect(body.subtotal).toBe(13500);
  });

  it("refuses a stay shorter than the minimum stay, with the rule and the nearest dates", async () => {
    const refused = await quote(80, 82);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "restricted",
      message: "Minimum stay 3 nights for these dates",
      restriction: { kind: "minStay", nights: 3 },
      suggestion: { checkIn: day(80), checkOut: day(83) },
    });
  });

  it("refuses an arrival on a night closed to arrival, naming the day", async () => {
    const refused = await quote(90, 92);
    expect(refused.status).toBe(409);
    const dayName = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      timeZone: "UTC",
    }).format(new Date(`${day(90)}T00:00:00Z`));
    expect(refused.body).toMatchObject({
      code: "restricted",
      message: `Closed for arrival on ${dayName}`,
    });
  });

  it("refuses a stay over a closed night", async () => {
    const refused = await quote(94, 96);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ restriction: { kind: "closed", date: day(95) } });
  });

  it("answers 400 with the field for bad input, and 404 for an unknown room", async () => {
    const bad = await t.getJson(
      `/api/quote?roomId=${standard.id}&checkIn=2026-02-30&checkOut=${day(3)}`,
    );
    expect(bad.status).toBe(400);
    expect((bad.body as { errors: Record<string, string> }).errors).toHaveProperty("checkIn");
    const party = await quote(10, 12, { adults: "8" });
    expect(party.status).toBe(400);
    expect((party.body as { errors: Record<string, string> }).errors).toHaveProperty("adults");
    const past = await t.getJson(
      `/api/quote?roomId=${standard.id}&checkIn=${day(-2)}&checkOut=${day(1)}`,
    );
    expect(past.status).toBe(400);
    const unknown = await t.getJson(`/api/quote?roomId=99999&checkIn=${day(3)}&checkOut=${day(4)}`);
    expect(unknown.status).toBe(404);
  });
});

describe("search and booking follow the calendar", () => {
  it("the search quotes the season and leaves out a restricted room type", async () => {
    const search = (from: number, to: number) =>
      t.getJson(`/api/rooms/available?checkIn=${day(from)}&checkOut=${day(to)}&adults=1&rooms=1`);
    const season = (await search(60, 62)).body as AvailableRoomDto[];
    expect(season.find((room) => room.id === standard.id)?.quote.total).toBe(27600);
    const restricted = (await search(80, 82)).body as AvailableRoomDto[];
    expect(restricted.map((room) => room.id)).not.toContain(standard.id);
    // Other room types have no such rule.
    expect(restricted.length).toBeGreaterThan(0);
  });

  const post = (body: unknown) =>
    t.app.request("/api/bookings", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  it("charges exactly the quote, keeps each night, and keeps it when rates change", async () => {
    const quoted = (await quote(59, 62)).body as StayQuoteDto;
    const response = await post({
      ...GUEST,
      roomId: standard.id,
      checkIn: day(59),
      checkOut: day(62),
      adults: 1,
      children: 0,
      roomCount: 1,
      totalAmount: quoted.total,
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as BookingCreatedDto;
    expect(created.totalAmount).toBe(quoted.total);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, created.id));
    expect(row?.nightRates).toEqual(quoted.nights);
    expect(row?.subtotal).toBe(quoted.subtotal);

    // Staff raise the season afterwards: the booking keeps its price.
    await t.database.db
      .update(roomRates)
      .set({ singleBedOnly: 20000 })
      .where(eq(roomRates.roomTypeId, standard.id));
    const url = new URL(created.confirmationUrl);
    const view = (await t.getJson(`/api/bookings/${created.reference}${url.search}`))
      .body as BookingViewDto;
    expect(view.price.total).toBe(quoted.total);
    expect(view.price.nights).toEqual(quoted.nights);
    expect(view.price.roomsTotal).toBe(31500);
    // A new quote sees the new rate; the old total is now refused as a changed price.
    const again = await post({
      ...GUEST,
      email: "second@example.com",
      roomId: standard.id,
      checkIn: day(59),
      checkOut: day(62),
      adults: 1,
      children: 0,
      roomCount: 1,
      totalAmount: quoted.total,
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "price_changed" });
  });

  it("refuses a booking the calendar does not sell, whatever total is sent", async () => {
    const response = await post({
      ...GUEST,
      roomId: standard.id,
      checkIn: day(80),
      checkOut: day(82),
      adults: 1,
      children: 0,
      roomCount: 1,
      totalAmount: 17250,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      code: "restricted",
      message: "Minimum stay 3 nights for these dates",
    });
  });
});
