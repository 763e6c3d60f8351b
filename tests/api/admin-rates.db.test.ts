import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import { isoWeekday, type RateMonthDto, type RateNightDto } from "~core/schemas/rates";
import type { RoomTypeDto } from "~core/types";
import { adminUsers, auditLog, roomRates, roomTypes } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let cookie = "";
let adminId = 0;
let room: RoomTypeDto;
let other: RoomTypeDto;
let retired: RoomTypeDto;
const ORIGIN = "http://localhost";
const today = () => hotelToday();

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t.database.db, {
    email: "rates@example.com",
    name: "Rates",
    password: "a long password!",
  });
  const [admin] = await t.database.db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, "rates@example.com"));
  adminId = admin!.id;
  const login = await t.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "rates@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
  room = rooms[0]!;
  other = rooms[1]!;
  retired = rooms.at(-1)!;
  expect(rooms.length).toBeGreaterThan(2);
});
afterAll(async () => {
  await t?.close();
});

const put = (body: Record<string, unknown>, headers: Record<string, string> = { Cookie: cookie }) =>
  t.app.request("/api/admin/rates", {
    method: "PUT",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...headers },
    body: JSON.stringify(body),
  });

const month = async (roomTypeId: number, yyyyMm: string) =>
  t.getJson(`/api/admin/rates?roomTypeId=${roomTypeId}&month=${yyyyMm}`, {
    headers: { Cookie: cookie },
  });

/** The grid's nights of the given dates (reading every month they fall in). */
async function nights(roomTypeId: number, dates: string[]): Promise<Map<string, RateNightDto>> {
  const out = new Map<string, RateNightDto>();
  for (const yyyyMm of new Set(dates.map((date) => date.slice(0, 7)))) {
    const { status, body } = await month(roomTypeId, yyyyMm);
    expect(status).toBe(200);
    for (const night of (body as RateMonthDto).nights) out.set(night.date, night);
  }
  return out;
}

const range = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => addDaysIso(from, i));

async function errorsOf(response: Response) {
  const body = (await response.json()) as {
    message: string;
    code: string;
    errors: Record<string, string>;
  };
  return body;
}

describe("/api/admin/rates", () => {
  it("answers 401 without a session and 403 from another site", async () => {
    expect(
      (await put({ roomTypeId: room.id, from: today(), to: today(), closed: true }, {})).status,
    ).toBe(401);
    expect((await t.app.request(`/api/admin/rates?roomTypeId=${room.id}`)).status).toBe(401);
    const forged = await t.app.request("/api/admin/rates", {
      method: "PUT",
      headers: {
        "Content-Type": "application/json",
        Origin: "https://evil.example",
        Cookie: cookie,
      },
      body: JSON.stringify({ roomTypeId: room.id, from: today(), to: today(), closed: true }),
    });
    expect(forged.status).toBe(403);
    expect(await t.database.db.select().from(roomRates)).toEqual([]);
  });

  it("writes only the chosen days of the week, and GET shows them", async () => {
    const from = addDaysIso(today(), 30);
    const to = addDaysIso(from, 20);
    const dates = range(from, 21);
    const weekend = dates.filter((date) => isoWeekday(date) >= 6);
    const response = await put({
      roomTypeId: room.id,
      from,
      to,
      weekdays: [6, 7],
      singleBedOnly: 15000,
      doubleBedOnly: 17000,
      closedToArrival: true,
      minStay: 2,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ updated: weekend.length });
    const grid = await nights(room.id, dates);
    for (const date of dates) {
      const night = grid.get(date)!;
      if (isoWeekday(date) >= 6) {
        expect(night).toMatchObject({
          rates: {
            singleBedOnly: 15000,
            doubleBedOnly: 17000,
            singleBreakfast: room.rates.singleBreakfast,
          },
          overrides: { singleBedOnly: true, doubleBedOnly: true, singleBreakfast: false },
          minStay: 2,
          maxStay: null,
          closedToArrival: true,
          closed: false,
        });
      } else {
        expect(night).toMatchObject({
          rates: room.rates,
          overrides: { singleBedOnly: false, doubleBedOnly: false },
          minStay: null,
          closedToArrival: false,
        });
      }
      expect(night.roomsLeft).toBe(room.totalRooms);
    }
    // A later edit changes only its own columns.
    expect((await put({ roomTypeId: room.id, from, to, closedToArrival: false })).status).toBe(200);
    const after = (await nights(room.id, [weekend[0]!])).get(weekend[0]!)!;
    expect(after).toMatchObject({
      rates: { singleBedOnly: 15000 },
      minStay: 2,
      closedToArrival: false,
    });
  });

  it("goes back to the base rate with null and drops nights left with nothing of their own", async () => {
    const night = addDaysIso(today(), 60);
    await put({ roomTypeId: room.id, from: night, to: night, singleBreakfast: 22000 });
    expect((await nights(room.id, [night])).get(night)?.rates.singleBreakfast).toBe(22000);
    const response = await put({
      roomTypeId: room.id,
      from: night,
      to: night,
      singleBreakfast: null,
    });
    expect(response.status).toBe(200);
    const back = (await nights(room.id, [night])).get(night)!;
    expect(back.rates.singleBreakfast).toBe(room.rates.singleBreakfast);
    expect(back.overrides.singleBreakfast).toBe(false);
    const rows = await t.database.db
      .select()
      .from(roomRates)
      .where(and(eq(roomRates.roomTypeId, room.id), eq(roomRates.night, night)));
    expect(rows).toEqual([]);
  });

  it("refuses a minimum stay above the maximum, given together or against a stored limit", async () => {
    const from = addDaysIso(today(), 70);
    const both = await put({ roomTypeId: room.id, from, to: from, minStay: 5, maxStay: 3 });
    expect(both.status).toBe(400);
    expect((await errorsOf(both)).errors.minStay).toBe(
      "Minimum stay cannot be longer than the maximum stay",
    );
    expect(
      (await put({ roomTypeId: room.id, from, to: addDaysIso(from, 3), maxStay: 3 })).status,
    ).toBe(200);
    const alone = await put({
      roomTypeId: room.id,
      from: addDaysIso(from, 2),
      to: addDaysIso(from, 6),
      minStay: 5,
    });
    expect(alone.status).toBe(400);
    const body = await errorsOf(alone);
    expect(body.code).toBe("validation");
    expect(body.errors.minStay).toContain(`maximum stay of 3 nights set on ${addDaysIso(from, 2)}`);
    const lower = await put({ roomTypeId: room.id, from, to: from, minStay: 4 });
    expect(lower.status).toBe(400);
    // Nothing of the refused edits was written.
    const grid = await nights(room.id, range(from, 7));
    expect(
      [...grid.values()].filter((n) => range(from, 7).includes(n.date)).map((n) => n.minStay),
    ).toEqual([null, null, null, null, null, null, null]);
    // Both limits together replace the stored one.
    expect(
      (await put({ roomTypeId: room.id, from, to: from, minStay: 5, maxStay: 7 })).status,
    ).toBe(200);
  });

  it("refuses a past first night, more than 366 nights, a range backwards and no change", async () => {
    const past = await put({
      roomTypeId: room.id,
      from: addDaysIso(today(), -1),
      to: today(),
      closed: true,
    });
    expect(past.status).toBe(400);
    expect((await errorsOf(past)).errors.from).toMatch(/cannot be in the past/);

    const tooLong = await put({
      roomTypeId: room.id,
      from: today(),
      to: addDaysIso(today(), 366),
      closed: true,
    });
    expect(tooLong.status).toBe(400);
    expect((await errorsOf(tooLong)).errors.to).toBe(
      "Choose at most 366 nights at a time (this range has 367)",
    );

    const backwards = await put({
      roomTypeId: room.id,
      from: addDaysIso(today(), 5),
      to: addDaysIso(today(), 4),
      closed: true,
    });
    expect((await errorsOf(backwards)).errors.to).toBe(
      "The last night must be on or after the first night",
    );

    const nothing = await put({ roomTypeId: room.id, from: today(), to: today() });
    expect(nothing.status).toBe(400);
    expect((await errorsOf(nothing)).message).toBe("Choose at least one change");

    const badRate = await put({
      roomTypeId: room.id,
      from: today(),
      to: today(),
      doubleBreakfast: -5,
    });
    expect((await errorsOf(badRate)).errors.doubleBreakfast).toBe(
      "Double with breakfast must be more than KSh 0",
    );
    // A zero rate is refused the same way: a typo must not sell the night for nothing.
    const zero = await put({ roomTypeId: room.id, from: today(), to: today(), singleBedOnly: 0 });
    expect(zero.status).toBe(400);
    expect((await errorsOf(zero)).errors.singleBedOnly).toBe(
      "Single, bed only must be more than KSh 0",
    );

    // A range where none of the chosen days falls.
    const monday = range(addDaysIso(today(), 1), 7).find((date) => isoWeekday(date) === 1)!;
    const noDay = await put({
      roomTypeId: room.id,
      from: monday,
      to: addDaysIso(monday, 1),
      weekdays: [6],
      closed: true,
    });
    expect(noDay.status).toBe(400);
    expect((await errorsOf(noDay)).errors.weekdays).toBe(
      "None of the chosen days of the week falls between the first and last night",
    );

    // 366 nights is the limit, and it is written in one go.
    const year = await put({
      roomTypeId: other.id,
      from: today(),
      to: addDaysIso(today(), 365),
      closedToDeparture: true,
    });
    expect(year.status).toBe(200);
    expect(await year.json()).toMatchObject({ updated: 366 });
  });

  it("answers 404 for an unknown or inactive room type", async () => {
    const night = addDaysIso(today(), 3);
    const unknown = await put({ roomTypeId: 999999, from: night, to: night, closed: true });
    expect(unknown.status).toBe(404);
    expect((await month(999999, night.slice(0, 7))).status).toBe(404);
    // A room type taken off sale (not the ones the other tests edit).
    const spare = retired;
    await t.database.db
      .update(roomTypes)
      .set({ isActive: false })
      .where(eq(roomTypes.id, spare.id));
    expect((await put({ roomTypeId: spare.id, from: night, to: night, closed: true })).status).toBe(
      404,
    );
    expect((await month(spare.id, night.slice(0, 7))).status).toBe(404);
    const badMonth = await month(room.id, "2026-13");
    expect(badMonth.status).toBe(400);
    expect((badMonth.body as { errors: Record<string, string> }).errors.month).toMatch(/YYYY-MM/);
  });

  it("applies two parallel edits of overlapping ranges, both whole", async () => {
    const from = addDaysIso(today(), 100);
    const [a, b] = await Promise.all([
      put({ roomTypeId: room.id, from, to: addDaysIso(from, 9), doubleBreakfast: 30000 }),
      put({
        roomTypeId: room.id,
        from: addDaysIso(from, 5),
        to: addDaysIso(from, 14),
        maxStay: 10,
      }),
    ]);
    expect(a?.status).toBe(200);
    expect(b?.status).toBe(200);
    const grid = await nights(room.id, range(from, 15));
    range(from, 15).forEach((date, i) => {
      const night = grid.get(date)!;
      expect(night.rates.doubleBreakfast).toBe(i < 10 ? 30000 : room.rates.doubleBreakfast);
      expect(night.maxStay).toBe(i >= 5 ? 10 : null);
    });
  });

  it("records each edit in the audit log", async () => {
    const from = addDaysIso(today(), 120);
    await put({ roomTypeId: room.id, from, to: addDaysIso(from, 1), closed: true });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "room_rates"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      userId: adminId,
      action: "update",
      entityId: String(room.id),
      details: { from, to: addDaysIso(from, 1), nights: 2, changes: { closed: true } },
    });
  });
});
