/**
 * The occupancy grid counts what the inventory counts. Nights given back
 * by an early check-out are no longer shown as sold ("5/6" where the inventory said 4): each
 * cell's `sold` equals `room_inventory.booked` for the nights of the stay.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { OccupancyGridDto } from "~core/reports";
import type { RoomTypeDto } from "~core/types";
import { createAdmin } from "~server/services/admin/admins";
import { takeStayAction } from "~server/services/booking/stay-operations";
import { adminCall, apiSignIn } from "../helpers/admin-requests";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";

const PASSWORD = "a long password!";
const today = hotelToday();
const day = (n: number) => addDaysIso(today, n);

let t: TestApp;
let desk = "";
let deskId = 0;
let rooms: RoomTypeDto[] = [];

const call = (method: string, path: string, body?: unknown) =>
  adminCall(t, desk, method, path, body);

async function webBooking(roomId: number, checkIn: string, nights: number) {
  const checkOut = addDaysIso(checkIn, nights);
  const quote = await t.getJson(
    `/api/quote?roomId=${roomId}&checkIn=${checkIn}&checkOut=${checkOut}&adults=1&rooms=1`,
  );
  const response = await t.app.request("/api/bookings", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      ...GUEST,
      roomId,
      checkIn,
      checkOut,
      adults: 1,
      roomCount: 1,
      totalAmount: (quote.body as { total: number }).total,
    }),
  });
  const body = (await response.json()) as { id: number };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.id;
}

/** The grid's cells of a room type for the first nights: what it shows sold and what the inventory says. */
async function cells(roomTypeId: number, count: number) {
  const grid = await call("GET", `/api/admin/calendar?from=${day(0)}`);
  expect(grid.status).toBe(200);
  const row = (grid.body as OccupancyGridDto).roomTypes.find((type) => type.id === roomTypeId)!;
  const shown = row.cells.slice(0, count);
  return {
    sold: shown.map((cell) => cell.sold),
    inventory: shown.map((cell) => cell.inventoryBooked),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  deskId = (
    await createAdmin(t.database.db, {
      email: "desk@example.com",
      name: "Juma Desk",
      password: PASSWORD,
      role: "front_office",
    })
  ).id;
  desk = (await apiSignIn(t, "desk@example.com", PASSWORD)).cookie;
  rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
  expect(rooms.length).toBeGreaterThanOrEqual(2);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("the occupancy grid after an early check-out", () => {
  it("a guest who leaves the morning after arrival: the nights after are free in the grid too", async () => {
    const room = rooms[0]!;
    const stay = await webBooking(room.id, day(0), 3);
    const other = await webBooking(room.id, day(1), 1);
    expect((await call("POST", `/api/admin/bookings/${stay}/check-in`)).status).toBe(200);
    const before = await cells(room.id, 3);
    expect(before.sold).toEqual(before.inventory);
    // The guest leaves on the morning of the second day (hotel time).
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const out = await takeStayAction(t.services, stay, "check-out", deskId, tomorrow);
    expect(out.releasedNights).toEqual([day(1), day(2)]);
    const after = await cells(room.id, 3);
    expect(after.inventory).toEqual([
      before.inventory[0],
      before.inventory[1]! - 1,
      before.inventory[2]! - 1,
    ]);
    expect(after.sold).toEqual(after.inventory);
    // The other booking still counts on its night.
    expect(other).toBeGreaterThan(0);
    expect(after.sold[1]).toBeGreaterThanOrEqual(1);
  });

  it("a guest who leaves on the day of arrival: every night is free in the grid and in the inventory", async () => {
    const room = rooms[1]!;
    const stay = await webBooking(room.id, day(0), 2);
    const before = await cells(room.id, 2);
    expect((await call("POST", `/api/admin/bookings/${stay}/check-in`)).status).toBe(200);
    const left = await call("POST", `/api/admin/bookings/${stay}/check-out`, {
      balanceOwing: true,
    });
    expect(left.status, left.text).toBe(200);
    expect(left.body.releasedNights).toEqual([day(0), day(1)]);
    const after = await cells(room.id, 2);
    expect(after.inventory).toEqual(before.inventory.map((count) => count - 1));
    expect(after.sold).toEqual(after.inventory);
  });
});
