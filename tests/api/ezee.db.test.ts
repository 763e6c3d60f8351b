/**
 * The eZee link against the fake eZee (scripts/fakes/ezee.ts): admin config with
 * the key never echoed, test connection, sync of rooms and rates (19-digit ids as
 * strings), mappings, the push queue (InsertBooking + ConfirmBooking, CancelBooking,
 * retries with back-off on 429 and errors), and availability from eZee with its
 * database cache.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { AvailableRoomDto, RoomTypeDto } from "~core/types";
import {
  auditLog,
  bookings,
  ezeeAvailabilityCache,
  ezeeConfig,
  integrationHealth,
  jobs,
} from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { resetEzeeAvailabilityBackoff } from "~server/services/property/availability";
import { configureEzeeRateLimit } from "~server/services/property/client";
import { EZEE_PUSH_QUEUE, runEzeePushJobs } from "~server/services/property/push";
import { type FakeEzee, startFakeEzee } from "../../scripts/fakes/ezee";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let fake: FakeEzee;
let cookie = "";
let rooms: RoomTypeDto[];
const ORIGIN = "http://localhost";
const today = hotelToday();
const day = (n: number) => addDaysIso(today, n);
/** Everything any response or log carried, searched for the key at the end. */
const seen: string[] = [];

beforeAll(async () => {
  // The client's own limit (5 per 5 s, as eZee documents) would slow the suite down.
  configureEzeeRateLimit({ max: 1000, windowMs: 1000 });
  fake = await startFakeEzee();
  t = await createTestApp();
  await createAdmin(t.database.db, {
    email: "ezee@example.com",
    name: "Ezee",
    password: "a long password!",
  });
  const login = await t.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "ezee@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
});
afterAll(async () => {
  configureEzeeRateLimit({ max: 5, windowMs: 5000 });
  await t?.close();
  await fake?.close();
});
beforeEach(() => resetEzeeAvailabilityBackoff());

const room = (name: string) => {
  const found = rooms.find((r) => r.name === name);
  if (!found) throw new Error(`no room ${name}`);
  return found;
};

async function api(method: string, path: string, body?: unknown, withCookie = true) {
  const response = await t.app.request(`/api/admin/ezee${path}`, {
    method,
    headers: {
      "Content-Type": "application/json",
      Origin: ORIGIN,
      ...(withCookie ? { Cookie: cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  seen.push(text);
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const guest = {
  ...GUEST,
  adults: 1,
  children: 0,
  roomCount: 1,
};

async function book(
  checkIn: string,
  checkOut: string,
  totalAmount: number,
  roomName = "Superior Standard",
) {
  const response = await t.app.request("/api/bookings", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...guest, roomId: room(roomName).id, checkIn, checkOut, totalAmount }),
  });
  const text = await response.text();
  seen.push(text);
  return {
    status: response.status,
    body: JSON.parse(text) as { reference: string; code?: string },
  };
}

const bookingRow = async (reference: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.reference, reference)))[0]!;

const pushJobs = () =>
  t.database.db.select().from(jobs).where(eq(jobs.queue, EZEE_PUSH_QUEUE)).orderBy(jobs.id);

/** Makes every queued push due now (instead of waiting for the back-off). */
const makeDue = () =>
  t.database.db
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(and(eq(jobs.queue, EZEE_PUSH_QUEUE), eq(jobs.status, "pending")));

const SUPERIOR_STANDARD_EZEE = "1234000000000000003";

describe("admin protection", () => {
  it("answers 401 without a session and 403 for a foreign origin", async () => {
    expect((await api("GET", "/config", undefined, false)).status).toBe(401);
    expect((await api("POST", "/sync-rooms", undefined, false)).status).toBe(401);
    const foreign = await t.app.request("/api/admin/ezee/config", {
      method: "PUT",
      headers: {
        "Content-Type": "application/json",
        Origin: "https://evil.example",
        Cookie: cookie,
      },
      body: JSON.stringify({ hotelCode: "1", apiKey: "x", apiUrl: "https://live.ipms247.com" }),
    });
    expect(foreign.status).toBe(403);
  });
});

describe("configuration", () => {
  it("starts empty with the provider's live address", async () => {
    const { status, body } = await api("GET", "/config");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      hotelCode: "",
      apiUrl: "https://live.ipms247.com",
      isActive: false,
      apiKey: { isSet: false, last4: null },
    });
  });

  it("refuses missing fields with the field messages", async () => {
    const { status, body } = await api("PUT", "/config", { hotelCode: "", apiKey: "", apiUrl: "" });
    expect(status).toBe(400);
    expect(body.errors).toMatchObject({
      hotelCode: "Hotel code is required",
      apiKey: "API key is required",
      apiUrl: "API URL is required",
    });
    const bad = await api("PUT", "/config", {
      hotelCode: "1234",
      apiKey: "k",
      apiUrl: "http://example.com",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.apiUrl).toMatch(/https/);
  });

  it("test connection says what is missing before anything is saved", async () => {
    const { body } = await api("GET", "/test-connection");
    expect(body).toEqual({
      connected: false,
      message: expect.stringMatching(/hotel code and API key/),
    });
  });

  it("saves the key encrypted and only ever shows its last four characters", async () => {
    const { status, body } = await api("PUT", "/config", {
      hotelCode: fake.hotelCode,
      apiKey: "wrong-key-0000",
      apiUrl: fake.url,
    });
    expect(status).toBe(200);
    expect(body.apiKey).toEqual({ isSet: true, last4: "0000" });
    const [row] = await t.database.db.select().from(ezeeConfig);
    expect(row!.apiKeyEncrypted).not.toContain("wrong-key");
    expect(row!.apiKeyEncrypted).toMatch(/^v1\./);
  });

  it("test connection fails with a bad key and records the error", async () => {
    const { body } = await api("GET", "/test-connection");
    expect(body.connected).toBe(false);
    expect(body.message).toMatch(/UNAUTHREQ/);
    const [health] = await t.database.db
      .select()
      .from(integrationHealth)
      .where(eq(integrationHealth.provider, "ezee"));
    expect(health!.lastError).toMatch(/UNAUTHREQ/);
  });

  it("test connection succeeds with the right key; an empty key field keeps it", async () => {
    await api("PUT", "/config", {
      hotelCode: fake.hotelCode,
      apiKey: fake.apiKey,
      apiUrl: fake.url,
    });
    const kept = await api("PUT", "/config", {
      hotelCode: fake.hotelCode,
      apiKey: "",
      apiUrl: `${fake.url}/`,
      isActive: true,
    });
    expect(kept.body.apiKey).toEqual({ isSet: true, last4: fake.apiKey.slice(-4) });
    expect(kept.body.isActive).toBe(true);
    const { body } = await api("GET", "/test-connection");
    expect(body.connected).toBe(true);
    expect(body.message).toMatch(/5 room types/);
    // The audit trail records the change without the key.
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "ezee_config"));
    expect(audits.length).toBeGreaterThan(0);
    expect(JSON.stringify(audits)).not.toContain(fake.apiKey);
  });
});

describe("synchronisation and mappings", () => {
  it("sync buttons are refused while eZee is inactive", async () => {
    await api("PUT", "/config", { hotelCode: fake.hotelCode, apiUrl: fake.url, isActive: false });
    const { status, body } = await api("POST", "/sync-rooms");
    expect(status).toBe(409);
    expect(body.message).toMatch(/inactive/);
    await api("PUT", "/config", { hotelCode: fake.hotelCode, apiUrl: fake.url, isActive: true });
  });

  it("syncs room types keeping 19-digit ids as strings, and suggests mappings by name", async () => {
    const { status, body } = await api("POST", "/sync-rooms");
    expect(status).toBe(200);
    expect(body.roomTypes).toBe(5);
    const types = (await api("GET", "/room-types")).body as {
      ezeeRoomTypeId: string;
      name: string;
    }[];
    expect(types.map((type) => type.ezeeRoomTypeId)).toContain(SUPERIOR_STANDARD_EZEE);
    const suggestions = (await api("GET", "/room-mappings/suggestions")).body as {
      localRoomId: number;
      ezeeRoomTypeId: string;
    }[];
    expect(suggestions).toHaveLength(5);
    expect(suggestions.find((s) => s.localRoomId === room("Deluxe").id)?.ezeeRoomTypeId).toBe(
      "1234000000000000004",
    );
    expect(suggestions.find((s) => s.localRoomId === room("Super Deluxe").id)?.ezeeRoomTypeId).toBe(
      "1234000000000000005",
    );
    const config = (await api("GET", "/config")).body;
    expect(config.lastSync).not.toBeNull();
  });

  it("syncs rate plans with room type, occupancy and meal plan", async () => {
    const { status, body } = await api("POST", "/sync-rates");
    expect(status).toBe(200);
    expect(body.ratePlans).toBe(10);
    const plans = (await api("GET", "/rate-plans")).body as Record<string, unknown>[];
    const plan = plans.find(
      (p) => p.roomTypeId === SUPERIOR_STANDARD_EZEE && p.mealPlan === "Bed & breakfast",
    );
    expect(plan).toMatchObject({
      ratePlanId: expect.stringMatching(/^1234\d{15}$/),
      ratePlanName: "Superior Standard Room Bed and Breakfast",
      occupancyType: "Double",
      isActive: true,
    });
  });

  it("reports a sync failure with the required wording", async () => {
    fake.failNext("RoomInfo", "http500");
    const { status, body } = await api("POST", "/sync-rates");
    expect(status).toBe(503);
    expect(body.message).toMatch(/^Rate sync failed: eZee answered HTTP 500/);
  });

  it("creates, edits and deletes mappings", async () => {
    const invalid = await api("POST", "/room-mappings", {
      localRoomId: room("Deluxe").id,
      ezeeRoomTypeId: "abc",
    });
    expect(invalid.status).toBe(400);
    const created = await api("POST", "/room-mappings", {
      localRoomId: room("Deluxe").id,
      ezeeRoomTypeId: "1234000000000000005",
    });
    expect(created.status).toBe(201);
    expect(created.body.ezeeRoomTypeName).toBe("Super Deluxe Room");
    const twice = await api("POST", "/room-mappings", {
      localRoomId: room("Deluxe").id,
      ezeeRoomTypeId: "1234000000000000004",
    });
    expect(twice.status).toBe(409);
    const edited = await api("PUT", `/room-mappings/${created.body.id}`, {
      localRoomId: room("Deluxe").id,
      ezeeRoomTypeId: "1234000000000000004",
    });
    expect(edited.body).toMatchObject({
      ezeeRoomTypeId: "1234000000000000004",
      ezeeRoomTypeName: "Deluxe Room",
    });
    const list = (await api("GET", "/room-mappings")).body;
    expect(list).toEqual([
      expect.objectContaining({
        localRoomId: room("Deluxe").id,
        localRoom: { name: "Deluxe" },
        ezeeRoomTypeId: "1234000000000000004",
        isActive: true,
      }),
    ]);
    expect((await api("DELETE", `/room-mappings/${created.body.id}`)).status).toBe(200);
    expect((await api("GET", "/room-mappings")).body).toEqual([]);
    const mapped = await api("POST", "/room-mappings", {
      localRoomId: room("Superior Standard").id,
      ezeeRoomTypeId: SUPERIOR_STANDARD_EZEE,
    });
    expect(mapped.status).toBe(201);
  });
});

describe("booking push", () => {
  it("pushes a confirmed booking (InsertBooking then ConfirmBooking) and stores the reservation number", async () => {
    const created = await book(day(30), day(32), 17250);
    expect(created.status).toBe(201);
    const before = await bookingRow(created.body.reference);
    expect(before.ezeeReservationNo).toBeNull();
    const result = await runEzeePushJobs(t.services);
    expect(result).toMatchObject({ pushed: 1, failed: 0 });
    const after = await bookingRow(created.body.reference);
    expect(after.ezeeReservationNo).toMatch(/^1234\d{15}$/);
    expect(after.ezeeLastError).toBeNull();
    const pushed = fake.bookings.find((b) => b.reservationNo === after.ezeeReservationNo)!;
    expect(pushed).toMatchObject({
      status: "Confirmed",
      roomTypeId: SUPERIOR_STANDARD_EZEE,
      checkIn: day(30),
    });
    const details = pushed.data.Room_Details as Record<string, Record<string, string>>;
    expect(details.Room_1!.baserate).toBe("7500,7500");
    // A second run has nothing to do: pushed exactly once.
    expect((await runEzeePushJobs(t.services)).claimed).toBe(0);
    expect(fake.requestCount("InsertBooking")).toBe(1);
  });

  it("does not queue bookings of unmapped room types", async () => {
    const before = (await pushJobs()).length;
    const { body } = await t.getJson(
      `/api/rooms/available?checkIn=${day(30)}&checkOut=${day(31)}&adults=1&children=0&rooms=1`,
    );
    const quote = (body as AvailableRoomDto[]).find((r) => r.name === "Single Mini")!.quote;
    const created = await book(day(30), day(31), quote.total, "Single Mini");
    expect(created.status).toBe(201);
    expect((await pushJobs()).length).toBe(before);
  });

  it("pushes an admin cancellation with CancelBooking", async () => {
    const created = await book(day(34), day(35), 8625);
    await runEzeePushJobs(t.services);
    const row = await bookingRow(created.body.reference);
    const cancel = await t.app.request(`/api/admin/bookings/${row.id}/cancel`, {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: cookie },
    });
    expect(cancel.status).toBe(200);
    const result = await runEzeePushJobs(t.services);
    expect(result.pushed).toBe(1);
    expect(fake.bookings.find((b) => b.reservationNo === row.ezeeReservationNo)?.status).toBe(
      "Cancelled",
    );
    expect(fake.requestCount("CancelBooking")).toBe(1);
  });

  it("retries with back-off after a 429 and after an error in an HTTP 200 body", async () => {
    fake.failNext("InsertBooking", "429");
    const created = await book(day(40), day(41), 8625);
    const first = await runEzeePushJobs(t.services);
    expect(first.failed).toBe(1);
    let [job] = (await pushJobs()).slice(-1);
    expect(job!.status).toBe("pending");
    expect(job!.lastError).toMatch(/429/);
    // Not due yet: the back-off (≥ 30 s, and at least Retry-After) is respected.
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect((await runEzeePushJobs(t.services)).claimed).toBe(0);
    const failed = await bookingRow(created.body.reference);
    expect(failed.ezeeLastError).toMatch(/429/);

    fake.failNext("ProcessBooking", "error");
    await makeDue();
    const second = await runEzeePushJobs(t.services);
    expect(second.failed).toBe(1);
    [job] = (await pushJobs()).slice(-1);
    expect(job!.attempts).toBe(2);
    expect(job!.lastError).toMatch(/eZee error 5/);

    await makeDue();
    expect((await runEzeePushJobs(t.services)).pushed).toBe(1);
    const done = await bookingRow(created.body.reference);
    expect(done.ezeeReservationNo).toMatch(/^1234/);
    expect(done.ezeeLastError).toBeNull();
    // The retry after the failed ProcessBooking did not insert the booking twice.
    expect(
      fake.bookings.filter((b) => b.email === guest.email && b.checkIn === day(40)),
    ).toHaveLength(1);
  });

  it("sends a guest's change of the stay as cancel and insert again, once, with the new dates", async () => {
    const response = await t.app.request("/api/bookings", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        ...guest,
        roomId: room("Superior Standard").id,
        checkIn: day(50),
        checkOut: day(52),
        totalAmount: 17250,
      }),
    });
    const created = (await response.json()) as { reference: string; confirmationUrl: string };
    const token = new URL(created.confirmationUrl).searchParams.get("token")!;
    await runEzeePushJobs(t.services);
    const first = (await bookingRow(created.reference)).ezeeReservationNo!;
    expect(first).toMatch(/^1234/);
    const change = await t.app.request(`/api/bookings/${created.reference}/change?token=${token}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: JSON.stringify({
        roomId: room("Superior Standard").id,
        checkIn: day(51),
        checkOut: day(54),
        adults: 1,
        children: 0,
        roomCount: 1,
        extraGuests: 0,
        expectedTotal: 25875,
        version: 0,
      }),
    });
    expect(change.status, await change.clone().text()).toBe(200);
    const result = await runEzeePushJobs(t.services);
    expect(result).toMatchObject({ pushed: 1, failed: 0 });
    const after = await bookingRow(created.reference);
    expect(after.ezeeReservationNo).toMatch(/^1234/);
    expect(after.ezeeReservationNo).not.toBe(first);
    expect(fake.bookings.find((b) => b.reservationNo === first)?.status).toBe("Cancelled");
    expect(fake.bookings.find((b) => b.reservationNo === after.ezeeReservationNo)).toMatchObject({
      status: "Confirmed",
      checkIn: day(51),
    });
    expect((await runEzeePushJobs(t.services)).claimed).toBe(0);
  });

  it("skips queued pushes once eZee is switched off", async () => {
    const created = await book(day(44), day(45), 8625);
    await t.database.db.update(ezeeConfig).set({ isActive: false });
    const result = await runEzeePushJobs(t.services);
    expect(result.skipped).toBe(1);
    expect((await bookingRow(created.body.reference)).ezeeReservationNo).toBeNull();
    await t.database.db.update(ezeeConfig).set({ isActive: true });
  });
});

describe("availability from eZee", () => {
  const search = (checkIn: string, checkOut: string) =>
    t.getJson(
      `/api/rooms/available?checkIn=${checkIn}&checkOut=${checkOut}&adults=1&children=0&rooms=1`,
    );

  it("drops when the fake reports the room sold elsewhere, in the search and the final check", async () => {
    const stay = [day(60), day(62)] as const;
    let { body } = await search(...stay);
    expect(
      (body as AvailableRoomDto[]).find((r) => r.name === "Superior Standard")?.available,
    ).toBe(12);
    // Sold out on another channel for one night; the 2-minute cache must be dropped to see it.
    fake.setAvailability(SUPERIOR_STANDARD_EZEE, day(61), 0);
    ({ body } = await search(...stay));
    expect(
      (body as AvailableRoomDto[]).find((r) => r.name === "Superior Standard")?.available,
    ).toBe(12);
    await t.database.db.delete(ezeeAvailabilityCache);
    ({ body } = await search(...stay));
    expect(
      (body as AvailableRoomDto[]).find((r) => r.name === "Superior Standard"),
    ).toBeUndefined();
    // Unmapped room types keep their local counts.
    expect((body as AvailableRoomDto[]).find((r) => r.name === "Deluxe")?.available).toBe(8);
    const refused = await book(stay[0], stay[1], 17250);
    expect(refused.status).toBe(409);
    // Two rooms left elsewhere: the smaller count wins.
    fake.setAvailability(SUPERIOR_STANDARD_EZEE, day(61), 2);
    await t.database.db.delete(ezeeAvailabilityCache);
    ({ body } = await search(...stay));
    expect(
      (body as AvailableRoomDto[]).find((r) => r.name === "Superior Standard")?.available,
    ).toBe(2);
    const calendar = await t.getJson(
      `/api/rooms/${room("Superior Standard").id}/availability?from=${day(60)}&to=${day(63)}`,
    );
    expect(
      (calendar.body as { nights: { available: number }[] }).nights.map((n) => n.available),
    ).toEqual([12, 2, 12]);
  });

  it("honours the cache: repeated searches within 2 minutes ask eZee once", async () => {
    const before = fake.requestCount("RoomList");
    await search(day(70), day(72));
    await search(day(70), day(72));
    await search(day(70), day(71));
    expect(fake.requestCount("RoomList")).toBe(before + 1);
    // An entry older than 2 minutes is not trusted.
    await t.database.db
      .update(ezeeAvailabilityCache)
      .set({ fetchedAt: sql`now() - interval '121 seconds'` });
    await search(day(70), day(72));
    expect(fake.requestCount("RoomList")).toBe(before + 2);
  });

  it("falls back to local counts when eZee cannot be reached, and records the error", async () => {
    fake.failNext("RoomList", "http500");
    const { status, body } = await search(day(80), day(81));
    expect(status).toBe(200);
    expect(
      (body as AvailableRoomDto[]).find((r) => r.name === "Superior Standard")?.available,
    ).toBe(12);
    const [health] = await t.database.db
      .select()
      .from(integrationHealth)
      .where(eq(integrationHealth.provider, "ezee"));
    expect(health!.lastError).toMatch(/Availability: eZee answered HTTP 500/);
  });
});

describe("secrets", () => {
  it("the API key appears in no response", async () => {
    seen.push(JSON.stringify((await api("GET", "/config")).body));
    seen.push(
      JSON.stringify(
        (await t.getJson("/api/admin/dashboard", { headers: { Cookie: cookie } })).body,
      ),
    );
    for (const text of seen) expect(text).not.toContain(fake.apiKey);
    expect(seen.length).toBeGreaterThan(20);
  });
});
