/**
 * Bookings racing a change of a room type's total rooms, on two app instances with
 * their own connection pools (two processes), and Idempotency-Key reuse.
 */
import { and, eq, gte, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitBooking } from "~/booking/submit.server";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { AvailableRoomDto, RoomAvailabilityDto, RoomTypeDto } from "~core/types";
import { createApp } from "~server/app";
import { type DatabaseHandle, openPostgres } from "~server/db/client";
import { bookings, roomInventory, roomTypes } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";

const ORIGIN = "http://localhost";
const today = hotelToday();
const day = (n: number) => addDaysIso(today, n);
const isPostgres = process.env.TEST_DB === "postgres";

let t: TestApp;
let rooms: RoomTypeDto[];
let cookie = "";

beforeAll(async () => {
  t = await createTestApp();
  rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
  await createAdmin(t.database.db, {
    email: "races@example.com",
    name: "Races",
    password: "a long password!",
  });
  const login = await t.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "races@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
});
afterAll(async () => {
  await t?.close();
});

const room = (name: string) => {
  const found = rooms.find((r) => r.name === name);
  if (!found) throw new Error(`no room ${name}`);
  return found;
};

type App = TestApp["app"];

/** The manager's save of a room type's form with another number of rooms. */
async function setTotalRooms(app: App, id: number, totalRooms: number) {
  const [row] = await t.database.db.select().from(roomTypes).where(eq(roomTypes.id, id));
  if (!row) throw new Error("no room row");
  return app.request(`/api/admin/rooms/${id}`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie },
    body: JSON.stringify({
      name: row.name,
      description: row.description.en,
      price: row.rateSingleBedOnly,
      capacity: row.capacity,
      size: row.size,
      totalRooms,
      amenities: row.amenities.map((a) => a.en).join(", "),
      version: row.version,
    }),
  });
}

const postBooking = (app: App, body: unknown, headers: Record<string, string> = {}) =>
  app.request("/api/bookings", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

/** A stay at Superior Standard, one adult per room (7,500 a night + 15%). */
function stayBody(checkIn: string, nights: number, overrides: Record<string, unknown> = {}) {
  const roomCount = (overrides.roomCount as number | undefined) ?? 1;
  return {
    ...GUEST,
    roomId: room("Superior Standard").id,
    checkIn,
    checkOut: addDaysIso(checkIn, nights),
    // Each room needs an adult (core/party.ts); one per room keeps the single rate.
    adults: roomCount,
    children: 0,
    roomCount,
    totalAmount: 8625 * nights * roomCount,
    ...overrides,
  };
}

describe("lowering a room type's total rooms while bookings are in flight", () => {
  let second: DatabaseHandle | null = null;
  afterAll(async () => {
    await second?.close();
  });

  // PGlite has one connection, so two bookings never overlap there: the race exists
  // only on PostgreSQL with several connections (and processes).
  it.skipIf(!isPostgres)(
    "two instances: no night ever holds more than the room type's rooms, and search agrees",
    { timeout: 120_000 },
    async () => {
      if (!t.database.url) throw new Error("no database url");
      second = await openPostgres(t.database.url);
      const appB = createApp({ services: { ...t.services, db: second.db } });
      const apps = [t.app, appB];
      const target = room("Superior Standard");
      expect(target.totalRooms).toBe(12);

      // One-night stays on distinct nights: every night ends with one room sold, so
      // lowering to 2 rooms is allowed, and must apply to every night.
      const NIGHTS = 200;
      const queue = Array.from({ length: NIGHTS }, (_, i) => day(10 + i));
      const statuses: number[] = [];
      let lowered: Promise<number> | null = null;
      let loweredAt = -1;
      const lower = async (app: App) => {
        const response = await setTotalRooms(app, target.id, 2);
        loweredAt = statuses.length;
        return response.status;
      };
      const worker = async (w: number) => {
        const app = apps[w % 2] as App;
        for (let night = queue.shift(); night; night = queue.shift()) {
          const response = await postBooking(
            app,
            stayBody(night, 1, { email: `stream${night}@example.com` }),
          );
          statuses.push(response.status);
          // The manager lowers the rooms while the stream is at full speed.
          if (statuses.length === 16) lowered = lower(app);
        }
      };
      await Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
      expect(await (lowered as Promise<number> | null)).toBe(200);
      // The change landed mid-stream, with bookings before and after it.
      expect(loweredAt).toBeGreaterThanOrEqual(16);
      expect(loweredAt).toBeLessThan(NIGHTS - 20);
      expect(statuses.filter((s) => s !== 201)).toEqual([]);

      const [saved] = await t.database.db
        .select({ totalRooms: roomTypes.totalRooms })
        .from(roomTypes)
        .where(eq(roomTypes.id, target.id));
      expect(saved?.totalRooms).toBe(2);
      const inventory = async () =>
        t.database.db
          .select()
          .from(roomInventory)
          .where(and(eq(roomInventory.roomTypeId, target.id), gte(roomInventory.night, today)));
      const nights = await inventory();
      expect(nights).toHaveLength(NIGHTS);
      // The capacity in force is the room type's rooms on every night.
      expect(nights.filter((n) => n.capacity !== 2).map((n) => n.night)).toEqual([]);

      // Two more rooms on a night that has one sold: always refused.
      const more = await Promise.all(
        nights.map((n, i) =>
          postBooking(
            apps[i % 2] as App,
            stayBody(n.night, 1, { roomCount: 2, email: `more${i}@example.com` }),
          ),
        ),
      );
      expect(more.map((r) => r.status).filter((s) => s !== 409)).toEqual([]);
      const after = await inventory();
      expect(after.filter((n) => n.booked > 2).map((n) => n.night)).toEqual([]);

      // Search agrees with the stored counts, on both instances.
      const from = day(10);
      for (const app of apps) {
        const calendar = (await (
          await app.request(`/api/rooms/${target.id}/availability?from=${from}&to=${day(10 + 90)}`)
        ).json()) as RoomAvailabilityDto;
        const booked = new Map(after.map((n) => [n.night, n.booked]));
        for (const night of calendar.nights) {
          expect(night.available).toBe(2 - (booked.get(night.date) ?? 0));
        }
        for (const n of after.slice(0, 10)) {
          const search = (await (
            await app.request(
              `/api/rooms/available?checkIn=${n.night}&checkOut=${addDaysIso(n.night, 1)}&adults=2&rooms=2`,
            )
          ).json()) as AvailableRoomDto[];
          expect(search.map((r) => r.id)).not.toContain(target.id);
        }
      }
    },
  );

  it.skipIf(!isPostgres)(
    "two instances: a lowering that meets more rooms sold is refused, never half applied",
    { timeout: 120_000 },
    async () => {
      if (!t.database.url) throw new Error("no database url");
      second ??= await openPostgres(t.database.url);
      const appB = createApp({ services: { ...t.services, db: second.db } });
      const apps = [t.app, appB];
      const target = room("Superior Mini"); // 10 rooms, 6,500 a night + 15%
      const nights = Array.from({ length: 6 }, (_, i) => day(300 + i));
      const queue = Array.from({ length: 48 }, (_, i) => nights[i % nights.length] as string);
      const statuses: number[] = [];
      let lowered: Promise<Response> | null = null;
      const worker = async (w: number) => {
        const app = apps[w % 2] as App;
        for (let night = queue.shift(); night; night = queue.shift()) {
          const response = await postBooking(
            app,
            stayBody(night, 1, {
              roomId: target.id,
              totalAmount: 7475,
              email: `mini${statuses.length}@example.com`,
            }),
          );
          statuses.push(response.status);
          if (statuses.length === 8) lowered = setTotalRooms(app, target.id, 3);
        }
      };
      await Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
      const answer = await (lowered as Promise<Response> | null);
      // Either refused with the nights named (more rooms were sold by then), or applied.
      expect([200, 400]).toContain(answer?.status);
      if (answer?.status === 400) {
        expect(((await answer.json()) as { message: string }).message).toMatch(
          /cannot go below the rooms already sold: \d{4}-\d{2}-\d{2} \(\d+ sold\)/,
        );
      }
      expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);

      const [saved] = await t.database.db
        .select({ totalRooms: roomTypes.totalRooms })
        .from(roomTypes)
        .where(eq(roomTypes.id, target.id));
      const total = saved?.totalRooms ?? -1;
      expect(total).toBe(answer?.status === 200 ? 3 : 10);
      const rows = await t.database.db
        .select()
        .from(roomInventory)
        .where(and(eq(roomInventory.roomTypeId, target.id), gte(roomInventory.night, today)));
      expect(rows.filter((n) => n.booked > total || n.capacity !== total)).toEqual([]);
      const sold = await t.database.db
        .select({ n: sql<number>`coalesce(sum(${bookings.roomCount}), 0)::int` })
        .from(bookings)
        .where(eq(bookings.roomTypeId, target.id));
      expect(sold[0]?.n).toBe(rows.reduce((sum, n) => sum + n.booked, 0));
      expect(statuses.filter((s) => s === 201)).toHaveLength(sold[0]?.n ?? -1);
    },
  );
});

describe("Idempotency-Key reused with another body", () => {
  // Deluxe (9,500 a night + 15%), which the races above leave alone.
  const deluxe = (checkIn: string, overrides: Record<string, unknown> = {}) => {
    const roomCount = (overrides.roomCount as number | undefined) ?? 1;
    return stayBody(checkIn, 1, {
      roomId: room("Deluxe").id,
      totalAmount: 10925 * roomCount,
      ...overrides,
    });
  };
  const count = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(bookings))[0]?.n ?? 0;

  it("answers 422 idempotency_key_reused; the same body still replays the first booking", async () => {
    const key = { "Idempotency-Key": "reuse-key-0001" };
    const body = deluxe(day(40), { email: "reuse@example.com" });
    const first = await postBooking(t.app, body, key);
    expect(first.status).toBe(201);
    const created = (await first.json()) as { reference: string };
    const before = await count();

    // Another room count (with its right total), another total, other options: all refused.
    for (const other of [
      { ...body, roomCount: 2, totalAmount: 21850 },
      { ...body, totalAmount: body.totalAmount + 1 },
      { ...body, specialRequests: "A cot, please" },
    ]) {
      const response = await postBooking(t.app, other, key);
      expect(response.status).toBe(422);
      const answer = (await response.json()) as { code: string; message: string };
      expect(answer.code).toBe("idempotency_key_reused");
      expect(answer.message).toMatch(/Idempotency-Key was already used/);
      expect(JSON.stringify(answer)).not.toContain(created.reference);
    }
    expect(await count()).toBe(before);
    const [stored] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, created.reference));
    expect(stored?.roomCount).toBe(1);

    // The same body, its keys in another order and its strings with spaces around them.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const replay = await postBooking(t.app, { ...reordered, city: ` ${body.city} ` }, key);
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { reference: string }).reference).toBe(created.reference);
    expect(await count()).toBe(before);
  });

  it("concurrent requests with one key and two bodies: one booking, its replays, 422 for the other", async () => {
    const key = { "Idempotency-Key": "reuse-key-race-0001" };
    const one = deluxe(day(41), { email: "race-one@example.com" });
    const two = deluxe(day(41), { roomCount: 2, email: "race-one@example.com" });
    const before = await count();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => postBooking(t.app, i % 2 ? two : one, key)),
    );
    const answers = await Promise.all(
      responses.map(async (r, i) => ({ status: r.status, body: await r.json(), odd: i % 2 === 1 })),
    );
    expect(await count()).toBe(before + 1);
    const winner = answers.find((a) => a.status === 201);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const answer of answers.filter((a) => a !== winner)) {
      if (answer.odd === winner?.odd) {
        expect(answer.status).toBe(200);
        expect(answer.body.reference).toBe(winner?.body.reference);
      } else {
        expect(answer.status).toBe(422);
        expect(answer.body.code).toBe("idempotency_key_reused");
      }
    }
  });

  it("a booking stored before fingerprints still replays, and refuses another stay", async () => {
    const key = { "Idempotency-Key": "reuse-key-legacy-0001" };
    const body = deluxe(day(42), { email: "legacy@example.com" });
    const first = await postBooking(t.app, body, key);
    expect(first.status).toBe(201);
    await t.database.db
      .update(bookings)
      .set({ idempotencyFingerprint: null })
      .where(eq(bookings.idempotencyKey, "reuse-key-legacy-0001"));
    expect((await postBooking(t.app, body, key)).status).toBe(200);
    const other = await postBooking(t.app, deluxe(day(43), { email: "legacy@example.com" }), key);
    expect(other.status).toBe(422);
  });

  it("the form without JavaScript: a reused key with other details shows the error, not that booking", async () => {
    const context = { services: t.services, clientIp: "203.0.113.9" } as unknown as AppLoadContext;
    const target = room("Deluxe");
    const form = (totalAmount: number) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(GUEST)) {
        if (typeof value === "boolean") {
          if (value) data.set(name, "on");
        } else data.set(name, String(value));
      }
      data.set("email", "nojs@example.com");
      data.set("totalAmount", String(totalAmount));
      data.set("idempotencyKey", "nojs-key-0001");
      return data;
    };
    const stay = (rooms: number) => ({
      roomId: target.id,
      search: { checkIn: day(44), checkOut: day(45), adults: rooms, children: 0, rooms },
      lang: "en" as const,
    });
    const first = await submitBooking(context, form(10925), stay(1));
    expect(first.ok).toBe(true);
    const before = await count();
    const again = await submitBooking(context, form(21850), stay(2));
    expect(again).toMatchObject({
      ok: false,
      status: 422,
      failure: { code: "idempotency_key_reused" },
    });
    expect(await count()).toBe(before);
    // The same post again (a double click) still lands on the first booking.
    const replay = await submitBooking(context, form(10925), stay(1));
    expect(replay).toEqual(first);
  });
});
