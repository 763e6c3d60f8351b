/**
 * The wiring of the adapters over the booking commands: the booking form without
 * JavaScript (the /booking page action, rendered from source) and the JSON API both
 * answer the command's limit and sold out. The rules themselves: booking-commands.db.test.ts.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { formatDate } from "~core/format";
import { addDaysIso } from "~core/pricing";
import type { RoomTypeDto } from "~core/types";
import { bookings, roomRates, roomTypes } from "~server/db/schema";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

const ORIGIN = "http://localhost";
const day = (n: number) => addDaysIso(hotelToday(), n);
let t: TestApp;
let pages: Awaited<ReturnType<typeof createTestPages>>;
let deluxe: RoomTypeDto;

/** The /booking form as a browser without JavaScript posts it, from one address. */
function postForm(checkIn: string, ip: string, firstName = GUEST.firstName) {
  const query = new URLSearchParams({
    roomId: String(deluxe.id),
    checkIn,
    checkOut: addDaysIso(checkIn, 1),
    adults: "1",
    children: "0",
    rooms: "1",
  });
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(GUEST)) {
    if (typeof value === "string") form.set(key, value);
  }
  form.set("firstName", firstName);
  form.set("totalAmount", "10925");
  form.set("idempotencyKey", crypto.randomUUID());
  return t.app.request(`/booking?${query}`, {
    method: "POST",
    headers: {
      Origin: ORIGIN,
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": ip,
    },
    body: form.toString(),
  });
}

const postApi = (checkIn: string, ip: string) =>
  t.app.request("/api/bookings", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
    body: JSON.stringify({
      ...GUEST,
      roomId: deluxe.id,
      checkIn,
      checkOut: addDaysIso(checkIn, 1),
      adults: 1,
      children: 0,
      roomCount: 1,
      totalAmount: 10925,
    }),
  });

beforeAll(async () => {
  pages = await createTestPages();
  // Behind one trusted proxy, X-Forwarded-For names the guest: each test its own address.
  t = await createTestApp(
    { BOOKING_RATE_LIMIT: "2", TRUST_PROXY: "1" },
    { pageHandler: pages.pageHandler },
  );
  const rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
  const found = rooms.find((room) => room.name === "Deluxe");
  if (!found) throw new Error("no Deluxe room");
  deluxe = found;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await pages?.close();
});

describe("the booking form without JavaScript", () => {
  it("answers 429 with Retry-After and the limit's message once the address's limit is hit", async () => {
    const ip = "198.51.100.1";
    for (const n of [0, 1]) {
      const made = await postForm(day(100 + n), ip);
      expect(made.status).toBe(302);
    }
    const refused = await postForm(day(102), ip, "Zawadi");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    const html = await refused.text();
    expect(html).toContain("Too many bookings were made from this connection");
    // The typed values come back.
    expect(html).toContain('value="Zawadi"');
  });

  it("shows the sold-out message, keeping the typed values, when the room is gone", async () => {
    await t.database.db.update(roomTypes).set({ totalRooms: 1 }).where(eq(roomTypes.id, deluxe.id));
    expect((await postForm(day(110), "198.51.100.2")).status).toBe(302);
    const gone = await postForm(day(110), "198.51.100.3", "Baraka");
    expect(gone.status).toBe(409);
    const html = await gone.text();
    expect(html).toContain("Sorry, this room was just booked for these dates.");
    expect(html).toContain('value="Baraka"');
  });

  it("a night closed after the page loaded: 409, the rule and the nearest dates, keeping the typed values", async () => {
    // The guest's tab still shows the form; staff close arrivals on that day meanwhile.
    await t.database.db
      .insert(roomRates)
      .values({ roomTypeId: deluxe.id, night: day(150), closedToArrival: true });
    const refused = await postForm(day(150), "198.51.100.40", "Neema");
    expect(refused.status).toBe(409);
    const html = await refused.text();
    expect(html).toContain(`Closed for arrival on ${formatDate(day(150), "en")}`);
    // The nearest arrival that works, as a link with the same party.
    expect(html).toContain(`checkIn=${day(151)}`);
    expect(html).toContain('value="Neema"');
    const [booked] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.firstName, "Neema"));
    expect(booked?.n).toBe(0);
  });
});

describe("POST /api/bookings", () => {
  it("answers 429 rate_limited with Retry-After past the limit", async () => {
    const ip = "198.51.100.4";
    expect((await postApi(day(120), ip)).status).toBe(201);
    expect((await postApi(day(121), ip)).status).toBe(201);
    const refused = await postApi(day(122), ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { code: string }).code).toBe("rate_limited");
  });

  it("answers 409 unavailable when the room is gone", async () => {
    await t.database.db.update(roomTypes).set({ totalRooms: 1 }).where(eq(roomTypes.id, deluxe.id));
    expect((await postApi(day(130), "198.51.100.5")).status).toBe(201);
    const gone = await postApi(day(130), "198.51.100.6");
    expect(gone.status).toBe(409);
    expect(await gone.json()).toMatchObject({ code: "unavailable" });
  });
});
