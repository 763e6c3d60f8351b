/**
 * eZee's rates feeding the rate calendar, against the fake eZee: the "Rates come from"
 * setting (refused while eZee is inactive or nothing is mapped), the rate sync writing
 * each night's rates and restrictions of mapped room types only, nothing written with
 * the setting off, a failed pull keeping the previous rows, the quote pricing those
 * nights at eZee's rates, the notice on /admin/rates, and staff's own rows kept apart: they
 * price the nights eZee does not, and every night again once the setting is back.
 */
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { RoomTypeDto, StayQuoteDto } from "~core/types";
import { auditLog, integrationHealth, roomRates } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { resetEzeeAvailabilityBackoff } from "~server/services/property/availability";
import { configureEzeeRateLimit } from "~server/services/property/client";
import { DEFAULT_ROOM_TYPES, type FakeEzee, startFakeEzee } from "../../scripts/fakes/ezee";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

let t: TestApp;
let pages: Awaited<ReturnType<typeof createTestPages>>;
let fake: FakeEzee;
let cookie = "";
let rooms: RoomTypeDto[];
const ORIGIN = "http://localhost";
const today = hotelToday();
const day = (n: number) => addDaysIso(today, n);

const STANDARD_EZEE = DEFAULT_ROOM_TYPES[2]!.id; // Superior Standard Room
const DELUXE_EZEE = DEFAULT_ROOM_TYPES[3]!.id; // Deluxe Room
const plan = (n: number) => `1234000000000000${900 + n}`;
const SINGLE_RO = plan(1);
const SINGLE_BB = plan(2);
const DOUBLE_RO = plan(3);
const DOUBLE_BB = plan(4);

beforeAll(async () => {
  configureEzeeRateLimit({ max: 1000, windowMs: 1000 });
  const ep = { rateTypeId: "1234000000000000101", rateTypeName: "EP - Room Only" };
  const cp = { rateTypeId: "1234000000000000102", rateTypeName: "CP - Bed and Breakfast" };
  fake = await startFakeEzee({
    ratePlans: [
      {
        ratePlanId: SINGLE_RO,
        name: "Single Room Only",
        roomTypeId: STANDARD_EZEE,
        ...ep,
        rate: 9000,
      },
      { ratePlanId: SINGLE_BB, name: "Single B&B", roomTypeId: STANDARD_EZEE, ...cp, rate: 9800 },
      {
        ratePlanId: DOUBLE_RO,
        name: "Double Room Only",
        roomTypeId: STANDARD_EZEE,
        ...ep,
        rate: 11000,
      },
      { ratePlanId: DOUBLE_BB, name: "Double B&B", roomTypeId: STANDARD_EZEE, ...cp, rate: 12000 },
      // A plan the site cannot price with (half board): Deluxe is mapped but not fed.
      {
        ratePlanId: plan(5),
        name: "Deluxe Half Board",
        roomTypeId: DELUXE_EZEE,
        rateTypeId: "1234000000000000103",
        rateTypeName: "MAP - Half Board",
        rate: 20000,
      },
    ],
  });
  pages = await createTestPages();
  t = await createTestApp({}, { pageHandler: pages.pageHandler });
  await createAdmin(t.database.db, {
    email: "feed@example.com",
    name: "Feed",
    password: "a long password!",
  });
  const login = await t.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "feed@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
  resetEzeeAvailabilityBackoff();
}, 120_000);
afterAll(async () => {
  configureEzeeRateLimit({ max: 5, windowMs: 5000 });
  await t?.close();
  await pages?.close();
  await fake?.close();
});

const room = (name: string) => {
  const found = rooms.find((r) => r.name === name);
  if (!found) throw new Error(`no room ${name}`);
  return found;
};

async function api(method: string, path: string, body?: unknown, withCookie = true) {
  const response = await t.app.request(path.startsWith("/api/") ? path : `/api/admin/ezee${path}`, {
    method,
    headers: {
      "Content-Type": "application/json",
      Origin: ORIGIN,
      ...(withCookie ? { Cookie: cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** One source's rows of a room type: staff's ("site") or the feed's ("ezee"). */
const ratesOf = (roomTypeId: number, from: "site" | "ezee" = "site") =>
  t.database.db
    .select()
    .from(roomRates)
    .where(and(eq(roomRates.roomTypeId, roomTypeId), eq(roomRates.source, from)))
    .orderBy(asc(roomRates.night));
const rowOn = async (roomTypeId: number, night: string, from: "site" | "ezee" = "ezee") =>
  (await ratesOf(roomTypeId, from)).find((row) => row.night === night);
const source = async () => (await api("GET", "/rates-source")).body.source as string;

const quote = (from: number, to: number, adults: number) =>
  t.getJson(
    `/api/quote?${new URLSearchParams({
      roomId: String(room("Superior Standard").id),
      checkIn: day(from),
      checkOut: day(to),
      adults: String(adults),
      children: "0",
      rooms: "1",
    }).toString()}`,
  );

describe("the setting “Rates come from”", () => {
  it("is the site's own calendar by default, and admins only may read or change it", async () => {
    expect(await source()).toBe("site");
    expect((await api("GET", "/rates-source", undefined, false)).status).toBe(401);
    expect((await api("PUT", "/rates-source", { source: "ezee" }, false)).status).toBe(401);
    const bad = await api("PUT", "/rates-source", { source: "spreadsheet" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("source");
  });

  it("refuses eZee while eZee is not active", async () => {
    const saved = await api("PUT", "/config", {
      hotelCode: fake.hotelCode,
      apiKey: fake.apiKey,
      apiUrl: fake.url,
      isActive: false,
    });
    expect(saved.status).toBe(200);
    const refused = await api("PUT", "/rates-source", { source: "ezee" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/only while the eZee configuration is active/);
    expect(await source()).toBe("site");
  });

  it("refuses eZee while no mapped room type has a rate plan the site can price with", async () => {
    await api("PUT", "/config", {
      hotelCode: fake.hotelCode,
      apiKey: "",
      apiUrl: fake.url,
      isActive: true,
    });
    expect((await api("POST", "/sync-rooms")).status).toBe(200);
    expect((await api("POST", "/sync-rates")).status).toBe(200);
    // Nothing mapped yet.
    const none = await api("PUT", "/rates-source", { source: "ezee" });
    expect(none.status).toBe(409);
    expect(none.body.message).toMatch(/once a website room is mapped/);
    // Deluxe mapped, but its only plan is half board.
    const deluxe = await api("POST", "/room-mappings", {
      localRoomId: room("Deluxe").id,
      ezeeRoomTypeId: DELUXE_EZEE,
    });
    expect(deluxe.status).toBe(201);
    expect((await api("PUT", "/rates-source", { source: "ezee" })).status).toBe(409);
    expect(await source()).toBe("site");
  });

  it("cannot be switched on through the general settings either", async () => {
    const current = await api("GET", "/api/admin/settings");
    expect(current.status).toBe(200);
    const saved = await api("PUT", "/api/admin/settings", { ...current.body, ratesSource: "ezee" });
    expect(saved.status).toBe(200);
    expect(await source()).toBe("site");
  });
});

describe("the rate sync", () => {
  let standardId: number;
  let staffRowAt400: typeof roomRates.$inferSelect | undefined;

  beforeAll(async () => {
    standardId = room("Superior Standard").id;
    // Staff's own rows: one inside the next 12 months, one beyond, and one on an unmapped
    // room type and on the mapped-but-not-fed Deluxe.
    await t.database.db.insert(roomRates).values([
      { roomTypeId: standardId, night: day(10), singleBedOnly: 4444, closedToDeparture: true },
      { roomTypeId: standardId, night: day(400), doubleBedOnly: 55555 },
      { roomTypeId: room("Single Mini").id, night: day(10), singleBedOnly: 3333, minStay: 4 },
      { roomTypeId: room("Deluxe").id, night: day(10), doubleBedOnly: 22222 },
    ]);
    staffRowAt400 = await rowOn(standardId, day(400), "site");
    const mapped = await api("POST", "/room-mappings", {
      localRoomId: standardId,
      ezeeRoomTypeId: STANDARD_EZEE,
    });
    expect(mapped.status).toBe(201);
    // eZee's calendar: a higher double rate with a 2-night minimum on day 10, a stop sell
    // of one plan on day 20, closed to arrival on day 30, to departure on day 31, at most
    // 5 nights on day 40.
    fake.setRate(DOUBLE_RO, day(10), 15000);
    fake.setRestrictions(DOUBLE_RO, day(10), { minNights: 2 });
    fake.setRestrictions(SINGLE_RO, day(20), { stopSell: true });
    fake.setRestrictions(DOUBLE_BB, day(30), { closeOnArrival: true });
    fake.setRestrictions(SINGLE_BB, day(31), { closeOnDeparture: true });
    fake.setRestrictions(DOUBLE_RO, day(40), { maxNights: 5 });
  });

  it("writes nothing while the setting is off", async () => {
    const before = fake.requestCount("RoomList");
    const synced = await api("POST", "/sync-rates");
    expect(synced.status).toBe(200);
    expect(synced.body.feed).toBeNull();
    expect(fake.requestCount("RoomList")).toBe(before);
    expect((await ratesOf(standardId)).map((row) => row.night)).toEqual([day(10), day(400)]);
    expect(await ratesOf(standardId, "ezee")).toEqual([]);
    expect((await rowOn(standardId, day(10), "site"))?.singleBedOnly).toBe(4444);
  });

  it("with the setting on, writes each night's rates and restrictions of the mapped room type", async () => {
    const switched = await api("PUT", "/rates-source", { source: "ezee" });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ source: "ezee", inForce: true, roomTypes: 1 });
    const before = fake.requestCount("RoomList");
    const synced = await api("POST", "/sync-rates");
    expect(synced.status).toBe(200);
    expect(synced.body.feed).toMatchObject({ roomTypes: 1, from: day(0), to: day(364) });
    // 365 nights in requests of at most 30 nights (the fake refuses more).
    expect(fake.requestCount("RoomList") - before).toBe(13);

    const rows = await ratesOf(standardId, "ezee");
    expect(rows).toHaveLength(365);
    expect(rows[0]!.night).toBe(day(0));
    expect(rows.at(-1)!.night).toBe(day(364));
    // Tax exclusive (the fake's 16 % tax is not in it); the staff's row of day 10 kept apart.
    expect(await rowOn(standardId, day(10))).toMatchObject({
      singleBedOnly: 9000,
      singleBreakfast: 9800,
      doubleBedOnly: 15000,
      doubleBreakfast: 12000,
      minStay: 2,
      maxStay: null,
      closed: false,
      closedToArrival: false,
      closedToDeparture: false,
    });
    expect(await rowOn(standardId, day(11))).toMatchObject({
      doubleBedOnly: 11000,
      minStay: null,
      closed: false,
    });
    expect((await rowOn(standardId, day(20)))?.closed).toBe(true);
    expect((await rowOn(standardId, day(30)))?.closedToArrival).toBe(true);
    expect((await rowOn(standardId, day(31)))?.closedToDeparture).toBe(true);
    expect((await rowOn(standardId, day(40)))?.maxStay).toBe(5);
    expect(await rowOn(standardId, day(10), "site")).toMatchObject({
      singleBedOnly: 4444,
      closedToDeparture: true,
    });
    // Beyond the 12 months, other room types, the mapped room without a usable plan: untouched.
    expect(await rowOn(standardId, day(400), "site")).toEqual(staffRowAt400);
    expect(await ratesOf(room("Single Mini").id)).toMatchObject([
      { night: day(10), singleBedOnly: 3333, minStay: 4 },
    ]);
    expect(await ratesOf(room("Deluxe").id)).toMatchObject([
      { night: day(10), doubleBedOnly: 22222 },
    ]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "ezee_rate_feed"));
    expect(audits).toHaveLength(1);
  });

  it("GET /api/quote then prices those nights at eZee's rates and applies its restrictions", async () => {
    resetEzeeAvailabilityBackoff();
    const double = await quote(10, 12, 2);
    expect(double.status).toBe(200);
    const body = double.body as StayQuoteDto;
    expect(body.nights).toEqual([
      { date: day(10), rate: 15000 },
      { date: day(11), rate: 11000 },
    ]);
    expect(body).toMatchObject({ subtotal: 26000, tax: 3900, total: 29900, currency: "KES" });
    const single = (await quote(11, 13, 1)).body as StayQuoteDto;
    expect(single.nights.map((night) => night.rate)).toEqual([9000, 9000]);
    // eZee's minimum stay of 2 nights on day 10, and its stop sell on day 20.
    const short = await quote(10, 11, 2);
    expect(short.status).toBe(409);
    expect(short.body).toMatchObject({ restriction: { kind: "minStay", nights: 2 } });
    const stopped = await quote(19, 21, 1);
    expect(stopped.status).toBe(409);
    expect(stopped.body).toMatchObject({ restriction: { kind: "closed", date: day(20) } });
  });

  it("shows the notice on /admin/rates while the setting is on", async () => {
    const on = await t.app.request("/admin/rates", { headers: { Cookie: cookie } });
    expect(on.status).toBe(200);
    const html = await on.text();
    expect(html).toContain("rates feed the calendar of mapped room types");
    expect(html).toContain("Your edits here are kept");
  });

  it("keeps the previous rows and records the failure when a pull fails part way", async () => {
    fake.setRate(DOUBLE_RO, day(10), 20000);
    // The fifth request of the pull fails with an error a retry does not fix.
    fake.failNext("RoomList", { code: "UNAUTHREQ", message: "Unauthorized Request" }, 1, 4);
    const failed = await api("POST", "/sync-rates");
    expect(failed.status).toBe(503);
    expect(failed.body.message).toMatch(/Rate feed failed: eZee error UNAUTHREQ/);
    expect((await rowOn(standardId, day(10)))?.doubleBedOnly).toBe(15000);
    expect(
      await t.database.db
        .select()
        .from(roomRates)
        .where(
          and(
            eq(roomRates.source, "ezee"),
            eq(roomRates.roomTypeId, standardId),
            gte(roomRates.night, day(0)),
            lte(roomRates.night, day(364)),
          ),
        ),
    ).toHaveLength(365);
    const [health] = await t.database.db
      .select()
      .from(integrationHealth)
      .where(eq(integrationHealth.provider, "ezee"));
    expect(health!.lastError).toMatch(/^Rate feed: eZee error UNAUTHREQ/);
    expect(health!.lastErrorAt!.getTime()).toBeGreaterThan(health!.lastSuccessAt!.getTime());
  });

  it("waits out a 429 and then writes eZee's new rate", async () => {
    fake.failNext("RoomList", "429", 1);
    const synced = await api("POST", "/sync-rates");
    expect(synced.status).toBe(200);
    expect((await rowOn(standardId, day(10)))?.doubleBedOnly).toBe(20000);
  });

  it("keeps a staff edit made while eZee feeds the calendar, for when the setting is back", async () => {
    const edited = await api("PUT", "/api/admin/rates", {
      roomTypeId: standardId,
      from: day(50),
      to: day(50),
      singleBedOnly: 7777,
    });
    expect(edited.status).toBe(200);
    expect((await rowOn(standardId, day(50), "site"))?.singleBedOnly).toBe(7777);
    // eZee prices day 50, so its rate sells; the month grid marks the night as eZee's.
    const priced = (await quote(50, 51, 1)).body as StayQuoteDto;
    expect(priced.nights).toEqual([{ date: day(50), rate: 9000 }]);
    const month = await api(
      "GET",
      `/api/admin/rates?roomTypeId=${standardId}&month=${day(50).slice(0, 7)}`,
    );
    expect(month.status).toBe(200);
    const night = (month.body.nights as { date: string; fromEzee: boolean; rates: object }[]).find(
      (entry) => entry.date === day(50),
    );
    expect(night).toMatchObject({ fromEzee: true, rates: { singleBedOnly: 9000 } });
  });

  it("writes nothing once the setting is back to the site's calendar, and the notice goes", async () => {
    expect((await api("PUT", "/rates-source", { source: "site" })).status).toBe(200);
    fake.setRate(DOUBLE_RO, day(10), 30000);
    const before = fake.requestCount("RoomList");
    expect((await api("POST", "/sync-rates")).status).toBe(200);
    expect(fake.requestCount("RoomList")).toBe(before);
    expect((await rowOn(standardId, day(10)))?.doubleBedOnly).toBe(20000);
    const off = await t.app.request("/admin/rates", { headers: { Cookie: cookie } });
    expect(await off.text()).not.toContain("feed the calendar");
  });

  it("then sells at the staff's own prices again, as they were before the feed", async () => {
    resetEzeeAvailabilityBackoff();
    const base = room("Superior Standard").rates.singleBedOnly;
    // Day 10: the staff's 4,444 (eZee's row waits unused); day 11: no staff row, the base.
    const single = (await quote(10, 12, 1)).body as StayQuoteDto;
    expect(single.nights).toEqual([
      { date: day(10), rate: 4444 },
      { date: day(11), rate: base },
    ]);
    expect(((await quote(50, 51, 1)).body as StayQuoteDto).nights).toEqual([
      { date: day(50), rate: 7777 },
    ]);
    // eZee's stop sell of day 20 no longer applies; the staff's "no departure" of day 10 does.
    expect((await quote(19, 21, 1)).status).toBe(200);
    const leaving = await quote(9, 10, 1);
    expect(leaving.status).toBe(409);
    expect(leaving.body).toMatchObject({ restriction: { kind: "closedToDeparture" } });
  });
});
