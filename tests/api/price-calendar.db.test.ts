/**
 * The guests' price calendar (GET /api/rooms/:id/availability): a year in one answer,
 * each night with rooms left, its price from the rate calendar and its restrictions. And
 * the search's calendar (GET /api/availability): every room type together, each night's
 * lowest price among the room types sold that night.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { HotelAvailabilityDto, RoomAvailabilityDto, RoomTypeDto } from "~core/types";
import { roomInventory, roomRates } from "~server/db/schema";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let standard: RoomTypeDto;
let rooms: RoomTypeDto[];
const today = hotelToday();
const day = (n: number) => addDaysIso(today, n);

beforeAll(async () => {
  t = await createTestApp();
  rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
  const found = rooms.find((room) => room.name === "Superior Standard");
  if (!found) throw new Error("no Superior Standard");
  standard = found;
  // A season of two nights far ahead (days 300-301), a closed-to-arrival day, a closed
  // night, a minimum stay and a closed-to-departure day.
  await t.database.db.insert(roomRates).values([
    { roomTypeId: standard.id, night: day(300), singleBedOnly: 17500, doubleBedOnly: 19000 },
    { roomTypeId: standard.id, night: day(301), singleBedOnly: 17500 },
    { roomTypeId: standard.id, night: day(200), closedToArrival: true },
    { roomTypeId: standard.id, night: day(201), closed: true },
    { roomTypeId: standard.id, night: day(202), minStay: 3, maxStay: 7 },
    { roomTypeId: standard.id, night: day(203), closedToDeparture: true },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const calendar = (query = "") => t.app.request(`/api/rooms/${standard.id}/availability${query}`);

describe("the price calendar", () => {
  it("answers the next 12 months in one request, never cached", async () => {
    const response = await calendar();
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as RoomAvailabilityDto;
    expect(body.from).toBe(today);
    expect(body.nights.length).toBeGreaterThanOrEqual(365);
    expect(body.nights.length).toBeLessThanOrEqual(366);
    expect(body.nights[0]?.date).toBe(today);
    expect(body.nights.at(-1)?.date).toBe(addDaysIso(body.to, -1));
    // Twelve months later, the same day of the month.
    expect(body.to.slice(8)).toBe(today.slice(8) <= "28" ? today.slice(8) : body.to.slice(8));
    expect(Number(body.to.slice(0, 4)) * 12 + Number(body.to.slice(5, 7))).toBe(
      Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) + 12,
    );
  });

  it("gives each night its price and restrictions from the rate calendar", async () => {
    const body = (await (await calendar()).json()) as RoomAvailabilityDto;
    const night = (n: number) => body.nights.find((entry) => entry.date === day(n));
    expect(night(299)).toMatchObject({
      rate: standard.rates.singleBedOnly,
      rates: standard.rates,
      closed: false,
      closedToArrival: false,
      closedToDeparture: false,
      minStay: null,
      maxStay: null,
      available: standard.totalRooms,
    });
    expect(night(300)).toMatchObject({
      rate: 17500,
      rates: { ...standard.rates, singleBedOnly: 17500, doubleBedOnly: 19000 },
    });
    expect(night(301)?.rate).toBe(17500);
    expect(night(302)?.rate).toBe(standard.rates.singleBedOnly);
    expect(night(200)).toMatchObject({ closedToArrival: true, closed: false });
    expect(night(201)).toMatchObject({ closed: true, closedToArrival: false });
    expect(night(202)).toMatchObject({ minStay: 3, maxStay: 7, closed: false });
    expect(night(203)).toMatchObject({ closedToDeparture: true, closed: false });
    expect(night(199)).toMatchObject({ closed: false, closedToArrival: false, minStay: null });
    // The older fields stay as they were.
    expect(body).toMatchObject({ roomId: standard.id, totalRooms: standard.totalRooms });
  });

  it("takes 366 nights and refuses 367, a bad date and an unknown room", async () => {
    expect((await calendar(`?from=${day(0)}&to=${day(366)}`)).status).toBe(200);
    const tooLong = await calendar(`?from=${day(0)}&to=${day(367)}`);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("366");
    expect((await calendar(`?from=${day(5)}&to=${day(5)}`)).status).toBe(400);
    expect((await calendar(`?from=${day(5)}&to=${day(4)}`)).status).toBe(400);
    expect((await calendar("?from=2026-02-30")).status).toBe(400);
    expect((await calendar("?from=tomorrow")).status).toBe(400);
    expect((await t.app.request("/api/rooms/999/availability")).status).toBe(404);
    expect((await t.app.request("/api/rooms/abc/availability")).status).toBe(400);
  });

  it("shows a sold night with fewer rooms left beside its price", async () => {
    await t.database.db.insert(roomInventory).values({
      roomTypeId: standard.id,
      night: day(301),
      capacity: standard.totalRooms,
      booked: standard.totalRooms,
    });
    const { body } = await t.getJson(
      `/api/rooms/${standard.id}/availability?from=${day(300)}&to=${day(302)}`,
    );
    expect((body as RoomAvailabilityDto).nights).toMatchObject([
      { date: day(300), available: standard.totalRooms, rate: 17500 },
      { date: day(301), available: 0, rate: 17500 },
    ]);
  });
});

describe("the search's price calendar", () => {
  const hotel = async (query = "") => {
    const response = await t.app.request(`/api/availability${query}`);
    return { response, body: (await response.json()) as HotelAvailabilityDto };
  };
  const cheapest = (types: RoomTypeDto[]) =>
    [...types].sort((a, b) => a.rates.singleBedOnly - b.rates.singleBedOnly)[0]!;

  it("answers 12 months with each night's lowest price among the room types, never cached", async () => {
    const { response, body } = await hotel();
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(body.from).toBe(today);
    expect(body.nights.length).toBeGreaterThanOrEqual(365);
    const lowest = cheapest(rooms);
    const totalRooms = rooms.reduce((sum, room) => sum + room.totalRooms, 0);
    expect(body.nights[10]).toEqual({
      date: day(10),
      available: totalRooms,
      rate: lowest.rates.singleBedOnly,
    });
    expect((await hotel(`?from=${day(0)}&to=${day(367)}`)).response.status).toBe(400);
    expect((await hotel("?from=2026-02-30")).response.status).toBe(400);
  });

  it("leaves out a room type that is closed or sold out that night, and says when none is sold", async () => {
    const lowest = cheapest(rooms);
    const next = cheapest(rooms.filter((room) => room.id !== lowest.id));
    // Night 150: the cheapest type is closed; night 151: it is sold out; night 152: every
    // type is sold out.
    await t.database.db
      .insert(roomRates)
      .values({ roomTypeId: lowest.id, night: day(150), closed: true });
    await t.database.db.insert(roomInventory).values([
      {
        roomTypeId: lowest.id,
        night: day(151),
        capacity: lowest.totalRooms,
        booked: lowest.totalRooms,
      },
      ...rooms.map((room) => ({
        roomTypeId: room.id,
        night: day(152),
        capacity: room.totalRooms,
        booked: room.totalRooms,
      })),
    ]);
    const { body } = await hotel(`?from=${day(149)}&to=${day(153)}`);
    const others = rooms
      .filter((room) => room.id !== lowest.id)
      .reduce((sum, room) => sum + room.totalRooms, 0);
    expect(body.nights).toEqual([
      { date: day(149), available: others + lowest.totalRooms, rate: lowest.rates.singleBedOnly },
      { date: day(150), available: others, rate: next.rates.singleBedOnly },
      { date: day(151), available: others, rate: next.rates.singleBedOnly },
      { date: day(152), available: 0, rate: null },
    ]);
  });
});
