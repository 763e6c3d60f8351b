/**
 * Money edges: the guest's change quote refuses sold-out dates with the
 * confirmation's own message instead of quoting a price the confirmation would refuse; a
 * stay that comes to KSh 0 is refused before any room is taken or Pesapal order asked.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { RoomTypeDto } from "~core/types";
import { bookings, roomInventory, roomTypes } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { type FakePesapal, startFakePesapal } from "../../scripts/fakes/pesapal";
import { adminCall, apiSignIn } from "../helpers/admin-requests";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";

const ORIGIN = "http://localhost";
const today = hotelToday();
const day = (n: number) => addDaysIso(today, n);

let t: TestApp;
let rooms: RoomTypeDto[];
const room = (name: string) => rooms.find((r) => r.name === name)!;

beforeAll(async () => {
  t = await createTestApp();
  rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
});
afterAll(async () => {
  await t?.close();
});

async function call(path: string, body?: unknown) {
  const response = await t.app.request(path, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "Content-Type": "application/json", Origin: ORIGIN },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function book(roomId: number, checkIn: string, nights: number, totalAmount: number) {
  const made = await call("/api/bookings", {
    ...GUEST,
    roomId,
    checkIn,
    checkOut: addDaysIso(checkIn, nights),
    adults: 1,
    children: 0,
    roomCount: 1,
    totalAmount,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const token = new URL(made.body.confirmationUrl).searchParams.get("token")!;
  return { reference: made.body.reference as string, token };
}

/** Every room of a type sold on a night. */
async function sellOut(roomTypeId: number, night: string) {
  const { totalRooms } = rooms.find((r) => r.id === roomTypeId)!;
  const [existing] = await t.database.db
    .select()
    .from(roomInventory)
    .where(and(eq(roomInventory.roomTypeId, roomTypeId), eq(roomInventory.night, night)));
  if (existing) {
    await t.database.db
      .update(roomInventory)
      .set({ booked: totalRooms })
      .where(and(eq(roomInventory.roomTypeId, roomTypeId), eq(roomInventory.night, night)));
  } else {
    await t.database.db
      .insert(roomInventory)
      .values({ roomTypeId, night, capacity: totalRooms, booked: totalRooms });
  }
}

describe("the guest's change quote", () => {
  it("says sold-out dates are unavailable, with the confirmation's message", async () => {
    const superior = room("Superior Standard");
    const made = await book(superior.id, day(60), 2, 17250);
    await sellOut(superior.id, day(66));
    const next = {
      roomId: superior.id,
      checkIn: day(65),
      checkOut: day(67),
      adults: 1,
      children: 0,
      roomCount: 1,
      extraGuests: 0,
    };
    const base = `/api/bookings/${made.reference}`;
    const quoted = await call(`${base}/change/quote?token=${made.token}`, next);
    const confirmed = await call(`${base}/change?token=${made.token}`, {
      ...next,
      expectedTotal: 17250,
      version: 0,
    });
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.code).toBe("unavailable");
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(409);
    expect(quoted.body).toMatchObject({ code: "unavailable", message: confirmed.body.message });
  });

  it("counts the booking's own rooms as given back: a full night it holds stays quotable", async () => {
    const superior = room("Superior Standard");
    const made = await book(superior.id, day(80), 2, 17250);
    // The other rooms of its first night are sold too: only its own room is there.
    await sellOut(superior.id, day(80));
    const quoted = await call(`/api/bookings/${made.reference}/change/quote?token=${made.token}`, {
      roomId: superior.id,
      checkIn: day(80),
      checkOut: day(83),
      adults: 1,
      children: 0,
      roomCount: 1,
      extraGuests: 0,
    });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    expect(quoted.body.newTotal).toBeGreaterThan(17250);
  });
});

describe("a KSh 0 online booking", () => {
  let pay: TestApp;
  let fake: FakePesapal;
  beforeAll(async () => {
    fake = await startFakePesapal({ sendIpn: false });
    pay = await createTestApp();
    pay.services.env.pesapalSandboxUrl = fake.url;
    pay.services.env.pesapalLiveUrl = `${fake.origin}/live-not-used`;
    await createAdmin(pay.database.db, {
      email: "zero@example.com",
      name: "Zero",
      password: "a long password!",
    });
    const { cookie } = await apiSignIn(pay, "zero@example.com", "a long password!");
    const active = await adminCall(pay, cookie, "PUT", "/api/admin/pesapal/config", {
      consumerKey: fake.consumerKey,
      consumerSecret: fake.consumerSecret,
      sandbox: true,
      isActive: true,
    });
    expect(active.body.isActive).toBe(true);
  });
  afterAll(async () => {
    await pay?.close();
    await fake?.close();
  });

  it("is refused with its own message before any room, order or outage", async () => {
    const list = (await pay.getJson("/api/rooms")).body as RoomTypeDto[];
    const single = list.find((r) => r.name === "Superior Standard")!;
    // A rate of 0 stored before the schema refused it.
    await pay.database.db
      .update(roomTypes)
      .set({ rateSingleBedOnly: 0 })
      .where(eq(roomTypes.id, single.id));
    const ordersBefore = fake.orders.size;
    const response = await pay.app.request("/api/bookings", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: JSON.stringify({
        ...GUEST,
        email: "zero-guest@example.com",
        roomId: single.id,
        checkIn: day(90),
        checkOut: day(92),
        adults: 1,
        children: 0,
        roomCount: 1,
        totalAmount: 0,
      }),
    });
    const body = (await response.json()) as { code: string; message: string };
    expect(response.status, JSON.stringify(body)).toBe(409);
    expect(body.code).toBe("nothing_to_pay");
    expect(body.message).toMatch(/KSh 0/);
    expect(fake.orders.size).toBe(ordersBefore);
    expect(
      await pay.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.email, "zero-guest@example.com")),
    ).toEqual([]);
    const nights = await pay.database.db
      .select()
      .from(roomInventory)
      .where(and(eq(roomInventory.roomTypeId, single.id), eq(roomInventory.night, day(90))));
    expect(nights.every((night) => night.booked === 0)).toBe(true);
  });
});
