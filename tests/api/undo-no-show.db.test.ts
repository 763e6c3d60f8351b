/**
 * A no-show can be undone when the guest arrives late. Staff put the
 * booking back to expected (then check the guest in) while rooms remain for its nights,
 * which it takes back in the same transaction; once the room has been sold meanwhile the
 * undo is refused with a 409 that says so, and in a race for the last room one side wins.
 */
import { and, asc, eq, gte, lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { RoomAvailabilityDto } from "~core/types";
import {
  auditLog,
  bookings,
  ezeeConfig,
  ezeeRoomMappings,
  jobs,
  roomInventory,
  roomTypes,
} from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { adminCall, apiSignIn } from "../helpers/admin-requests";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";

const PASSWORD = "a long password!";
const today = hotelToday();
const day = (n: number) => addDaysIso(today, n);

let t: TestApp;
let desk = "";
let types: { id: number; name: string; totalRooms: number }[] = [];

const call = (method: string, path: string, body?: unknown) =>
  adminCall(t, desk, method, path, body);
const action = (id: number, name: "check-in" | "no-show" | "undo-no-show") =>
  call("POST", `/api/admin/bookings/${id}/${name}`);

/** What a stay of `roomCount` rooms (one adult each, bed only) costs. */
async function quoted(roomId: number, checkIn: string, nights: number, roomCount = 1) {
  const quote = await t.getJson(
    `/api/quote?roomId=${roomId}&checkIn=${checkIn}&checkOut=${addDaysIso(checkIn, nights)}&adults=${roomCount}&rooms=${roomCount}`,
  );
  expect(quote.status).toBe(200);
  return (quote.body as { total: number }).total;
}

/** A guest's web booking of `roomCount` rooms at the quoted total. */
async function post(roomId: number, checkIn: string, nights: number, total: number, roomCount = 1) {
  const response = await t.app.request("/api/bookings", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      ...GUEST,
      roomId,
      checkIn,
      checkOut: addDaysIso(checkIn, nights),
      adults: roomCount,
      roomCount,
      totalAmount: total,
    }),
  });
  return { status: response.status, body: (await response.json()) as { id: number } };
}

const webBooking = async (roomId: number, checkIn: string, nights: number) =>
  post(roomId, checkIn, nights, await quoted(roomId, checkIn, nights));

async function booked(id: number) {
  const made = await webBooking(id, day(0), 2);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.id;
}

/** The inventory's rooms sold of a room type tonight and tomorrow night. */
async function sold(roomTypeId: number) {
  const rows = await t.database.db
    .select({ booked: roomInventory.booked })
    .from(roomInventory)
    .where(
      and(
        eq(roomInventory.roomTypeId, roomTypeId),
        gte(roomInventory.night, day(0)),
        lt(roomInventory.night, day(2)),
      ),
    )
    .orderBy(asc(roomInventory.night));
  return rows.map((row) => row.booked);
}

async function roomsLeftTonight(roomTypeId: number) {
  const calendar = (
    await t.getJson(`/api/rooms/${roomTypeId}/availability?from=${day(0)}&to=${day(1)}`)
  ).body as RoomAvailabilityDto;
  return calendar.nights[0]!.available;
}

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t.database.db, {
    email: "desk@example.com",
    name: "Juma Desk",
    password: PASSWORD,
    role: "front_office",
  });
  desk = (await apiSignIn(t, "desk@example.com", PASSWORD)).cookie;
  types = await t.database.db
    .select({ id: roomTypes.id, name: roomTypes.name, totalRooms: roomTypes.totalRooms })
    .from(roomTypes)
    .where(eq(roomTypes.isActive, true))
    .orderBy(asc(roomTypes.totalRooms), asc(roomTypes.id));
  expect(types.length).toBeGreaterThanOrEqual(5);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("undoing a no-show", () => {
  it("the guest arrives late: the booking takes its nights back and is checked in", async () => {
    const type = types[types.length - 1]!;
    const id = await booked(type.id);
    const before = await sold(type.id);
    expect((await action(id, "no-show")).status).toBe(200);
    expect(await sold(type.id)).toEqual(before.map((count) => count - 1));
    // A check-in of a no-show is still refused: the no-show is undone first.
    const refused = await action(id, "check-in");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/recorded as a no-show/);

    const undone = await action(id, "undo-no-show");
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body).toMatchObject({ stayStatus: "expected", takenNights: [day(0), day(1)] });
    expect(await sold(type.id)).toEqual(before);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ status: "confirmed", stayStatus: "expected", noShowAt: null });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "undo_no_show"), eq(auditLog.entityId, String(id))));
    expect(entries).toHaveLength(1);
    expect((await action(id, "check-in")).status).toBe(200);
    // Nothing to undo on a guest in house.
    const again = await action(id, "undo-no-show");
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/not a no-show \(in house\)/);
  });

  it("once, however many clicks at the same moment", async () => {
    const type = types[types.length - 2]!;
    const id = await booked(type.id);
    const before = await sold(type.id);
    expect((await action(id, "no-show")).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 4 }, () => action(id, "undo-no-show")));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await sold(type.id)).toEqual(before);
  });

  it("refused with a clear 409 once the room was sold meanwhile; the no-show stands", async () => {
    const type = types[0]!;
    const id = await booked(type.id);
    expect((await action(id, "no-show")).status).toBe(200);
    // The rooms left tonight, the no-show's among them, are sold to other guests.
    const left = await roomsLeftTonight(type.id);
    expect(left).toBeGreaterThan(0);
    for (let i = 0; i < left; i++) {
      expect((await webBooking(type.id, day(0), 1)).status).toBe(201);
    }
    const before = await sold(type.id);
    const refused = await action(id, "undo-no-show");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      new RegExp(`^No ${type.name} rooms left on .+: they were sold after the no-show`),
    );
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ stayStatus: "no_show" });
    expect(row?.noShowAt).toBeInstanceOf(Date);
    // Nothing was taken, tomorrow night included.
    expect(await sold(type.id)).toEqual(before);
  });

  it("a race for the last room between an undo and a new booking: one of them gets it", async () => {
    const type = types[1]!;
    const id = await booked(type.id);
    expect((await action(id, "no-show")).status).toBe(200);
    const left = await roomsLeftTonight(type.id);
    for (let i = 1; i < left; i++) {
      expect((await webBooking(type.id, day(0), 1)).status).toBe(201);
    }
    expect(await roomsLeftTonight(type.id)).toBe(1);
    const total = await quoted(type.id, day(0), 1);
    const [undo, booking] = await Promise.all([
      action(id, "undo-no-show"),
      post(type.id, day(0), 1, total),
    ]);
    // One succeeds (200 or 201), the other is refused as sold out (409).
    expect([undo.status, booking.status].filter((status) => status === 409)).toHaveLength(1);
    expect(undo.status === 200 || booking.status === 201).toBe(true);
    expect(await roomsLeftTonight(type.id)).toBe(0);
    const [inventory] = await t.database.db
      .select()
      .from(roomInventory)
      .where(and(eq(roomInventory.roomTypeId, type.id), eq(roomInventory.night, day(0))));
    expect(inventory!.booked).toBe(inventory!.capacity);
  });

  it("eZee: a cancellation still queued is dropped, so eZee keeps the reservation", async () => {
    const type = types[types.length - 3]!;
    const id = await booked(type.id);
    await t.database.db.insert(ezeeConfig).values({ id: 1, isActive: true });
    await t.database.db
      .insert(ezeeRoomMappings)
      .values({ localRoomId: type.id, ezeeRoomTypeId: "900001", ezeeRoomTypeName: type.name });
    try {
      expect((await action(id, "no-show")).status).toBe(200);
      const cancelJobs = () =>
        t.database.db
          .select()
          .from(jobs)
          .where(eq(jobs.dedupeKey, `ezee:cancel:${id}`));
      expect(await cancelJobs()).toHaveLength(1);
      expect((await action(id, "undo-no-show")).status).toBe(200);
      expect(await cancelJobs()).toHaveLength(0);
    } finally {
      await t.database.db.delete(ezeeRoomMappings).where(eq(ezeeRoomMappings.localRoomId, type.id));
      await t.database.db.delete(ezeeConfig);
    }
  });
});
