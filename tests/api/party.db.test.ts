/**
 * The party decides what can be booked and what it costs. The
 * search quotes the party's occupancy; the server derives it and refuses a body
 * that contradicts the party, a party the rooms cannot hold and extra guests
 * beyond one extra bed per room.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { AvailableRoomDto, RoomTypeDto } from "~core/types";
import { bookings } from "~server/db/schema";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let rooms: RoomTypeDto[];
const day = (n: number) => addDaysIso(hotelToday(), n);

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

const post = (body: unknown) =>
  t.app.request("/api/bookings", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

/** Superior Standard (sleeps 2; 7,500 single, 10,000 double), 2 nights. */
const stay = (overrides: Record<string, unknown> = {}) => ({
  ...GUEST,
  roomId: room("Superior Standard").id,
  checkIn: day(150),
  checkOut: day(152),
  adults: 2,
  children: 0,
  roomCount: 1,
  isDoubleOccupancy: true,
  totalAmount: 23000, // 10,000 x 2 = 20,000 + 15%
  ...overrides,
});

const count = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(bookings))[0]?.n ?? 0;

const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors?: Record<string, string> }).errors ?? {};

describe("the party decides occupancy and price", () => {
  it("quotes a couple the double rate in the search", async () => {
    const { body } = await t.getJson(
      `/api/rooms/available?checkIn=${day(150)}&checkOut=${day(152)}&adults=2&children=0&rooms=1`,
    );
    const standard = (body as AvailableRoomDto[]).find((r) => r.name === "Superior Standard");
    expect(standard?.quote).toMatchObject({ nightlyRate: 10000, total: 23000 });
    // One adult with a child still pays the single rate.
    const single = (
      await t.getJson(
        `/api/rooms/available?checkIn=${day(150)}&checkOut=${day(152)}&adults=1&children=1&rooms=1`,
      )
    ).body as AvailableRoomDto[];
    expect(single.find((r) => r.name === "Superior Standard")?.quote.total).toBe(17250);
  });

  it("refuses two adults booked at the single rate with 400 on isDoubleOccupancy, not 409", async () => {
    const before = await count();
    const response = await post(stay({ isDoubleOccupancy: false, totalAmount: 17250 }));
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).isDoubleOccupancy).toMatch(/double/i);
    // One adult claiming double occupancy contradicts the party as well.
    const lone = await post(stay({ adults: 1 }));
    expect(lone.status).toBe(400);
    expect((await errorsOf(lone)).isDoubleOccupancy).toBeTruthy();
    expect(await count()).toBe(before);
  });

  it("books a couple at the double rate, with or without the flag in the body", async () => {
    expect((await post(stay())).status).toBe(201);
    const { isDoubleOccupancy: _omitted, ...withoutFlag } = stay({ email: "two@example.com" });
    const response = await post(withoutFlag);
    expect(response.status).toBe(201);
    expect(((await response.json()) as { totalAmount: number }).totalAmount).toBe(23000);
  });

  it("refuses a family of four in Single Mini with its reason on adults", async () => {
    const response = await post(
      stay({
        roomId: room("Single Mini").id,
        children: 2,
        isDoubleOccupancy: false,
        totalAmount: 1,
      }),
    );
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).adults).toContain("sleeps 1 per room");
  });

  it("refuses a room without an adult", async () => {
    const response = await post(
      stay({ adults: 1, children: 1, roomCount: 2, isDoubleOccupancy: false, totalAmount: 1 }),
    );
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).roomCount).toBeTruthy();
  });

  it("takes one extra guest per room, none in a room for one", async () => {
    // 2 x 10,000 + 3 x 2,500 = 27,500 + 15%
    const three = await post(stay({ extraGuests: 3, totalAmount: 31625 }));
    expect(three.status).toBe(400);
    expect((await errorsOf(three)).extraGuests).toBe("Extra guests must be between 0 and 1");
    // 20,000 + 2,500 = 22,500 + 15%
    const one = await post(stay({ extraGuests: 1, totalAmount: 25875, email: "x1@example.com" }));
    expect(one.status).toBe(201);
    const mini = await post(
      stay({
        roomId: room("Single Mini").id,
        adults: 1,
        isDoubleOccupancy: false,
        extraGuests: 1,
        totalAmount: 1,
      }),
    );
    expect(mini.status).toBe(400);
    expect((await errorsOf(mini)).extraGuests).toBe("Extra guests must be between 0 and 0");
  });
});
