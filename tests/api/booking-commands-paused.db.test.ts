/**
 * placeBooking while a provider fails and the settings pause sales (against the fake eZee
 * and the fake Pesapal): the command answers the typed refusal, 503 with a Retry-After,
 * and no room stays taken. The other rules: booking-commands.db.test.ts.
 */
import { and, eq, gte, lt } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { RoomTypeDto } from "~core/types";
import {
  bookings,
  ezeeConfig,
  pesapalConfig,
  roomInventory,
  siteSettings,
} from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { placeBooking } from "~server/services/booking/booking-commands";
import { clearPesapalTokens } from "~server/services/payments/client";
import { resetPesapalOutage } from "~server/services/payments/verify";
import { invalidateReadCache } from "~server/services/platform/read-cache";
import { resetEzeeAvailabilityBackoff } from "~server/services/property/availability";
import { configureEzeeRateLimit } from "~server/services/property/client";
import { type FakeEzee, startFakeEzee } from "../../scripts/fakes/ezee";
import { type FakePesapal, startFakePesapal } from "../../scripts/fakes/pesapal";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";

const ORIGIN = "http://localhost";
const DEAD_URL = "http://127.0.0.1:9/pesapalv3";
const SUPERIOR_STANDARD_EZEE = "1234000000000000003";
const day = (n: number) => addDaysIso(hotelToday(), n);
let t: TestApp;
let pesapal: FakePesapal;
let ezee: FakeEzee;
let cookie = "";
let superior: RoomTypeDto;
let deluxe: RoomTypeDto;

async function call(path: string, method: string, body?: unknown) {
  const headers = new Headers({ Cookie: cookie, Origin: ORIGIN });
  if (body !== undefined) headers.set("Content-Type", "application/json");
  const response = await t.app.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function setFallbacks(values: { pesapalFallback?: string; ezeeOutage?: string }) {
  const [row] = await t.database.db.select().from(siteSettings);
  await t.database.db
    .update(siteSettings)
    .set({ data: { ...(row?.data as object), ...values } as never });
  invalidateReadCache(t.database.db);
}

/** One night for one adult at the room's single rate with 15% taxes. */
const stay = (room: RoomTypeDto, checkIn: string, totalAmount: number) => ({
  ...GUEST,
  roomId: room.id,
  checkIn,
  checkOut: addDaysIso(checkIn, 1),
  adults: 1,
  children: 0,
  roomCount: 1,
  totalAmount,
});
const facts = (clientIp: string) => ({ clientIp, lang: "en" as const });

const bookedOn = async (room: RoomTypeDto, night: string) =>
  (
    await t.database.db
      .select({ booked: roomInventory.booked })
      .from(roomInventory)
      .where(
        and(
          eq(roomInventory.roomTypeId, room.id),
          gte(roomInventory.night, night),
          lt(roomInventory.night, addDaysIso(night, 1)),
        ),
      )
  )[0]?.booked ?? 0;

const bookingsOn = async (checkIn: string) =>
  t.database.db.select().from(bookings).where(eq(bookings.checkIn, checkIn));

beforeAll(async () => {
  configureEzeeRateLimit({ max: 1000, windowMs: 1000 });
  pesapal = await startFakePesapal();
  ezee = await startFakeEzee();
  t = await createTestApp();
  t.services.env.pesapalSandboxUrl = pesapal.url;
  await createAdmin(t.database.db, {
    email: "paused@example.com",
    name: "Paused",
    password: "a long password!",
  });
  const login = await t.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "paused@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
  superior = rooms.find((room) => room.name === "Superior Standard")!;
  deluxe = rooms.find((room) => room.name === "Deluxe")!;
}, 60_000);
afterAll(async () => {
  configureEzeeRateLimit({ max: 5, windowMs: 5000 });
  await t?.close();
  await Promise.all([pesapal?.close(), ezee?.close()]);
});
beforeEach(() => {
  clearPesapalTokens();
  resetPesapalOutage();
  resetEzeeAvailabilityBackoff();
});

describe("placeBooking while eZee cannot be reached", () => {
  beforeAll(async () => {
    const saved = await call("/api/admin/ezee/config", "PUT", {
      hotelCode: ezee.hotelCode,
      apiKey: ezee.apiKey,
      apiUrl: ezee.url,
      isActive: true,
    });
    expect(saved.status).toBe(200);
    expect((await call("/api/admin/ezee/sync-rooms", "POST")).status).toBe(200);
    expect((await call("/api/admin/ezee/sync-rates", "POST")).status).toBe(200);
    const mapped = await call("/api/admin/ezee/room-mappings", "POST", {
      localRoomId: superior.id,
      ezeeRoomTypeId: SUPERIOR_STANDARD_EZEE,
    });
    expect(mapped.status).toBe(201);
  });
  afterAll(async () => {
    await setFallbacks({ ezeeOutage: "sell_own_counts" });
    await t.database.db.update(ezeeConfig).set({ isActive: false });
  });

  it("pause_mapped: salesPaused, 503 with Retry-After and the reason; no room taken", async () => {
    await setFallbacks({ ezeeOutage: "pause_mapped" });
    ezee.failNext("RoomList", "http500");
    const checkIn = day(40);
    const result = await placeBooking(t.services, stay(superior, checkIn, 8625), facts("10.9.0.1"));
    expect(result).toMatchObject({
      ok: false,
      kind: "salesPaused",
      status: 503,
      code: "sales_paused",
      message: expect.stringMatching(/paused while our reservation system is not answering/),
    });
    expect(result.ok === false && result.retryAfter).toBeGreaterThan(0);
    expect(await bookedOn(superior, checkIn)).toBe(0);
    expect(await bookingsOn(checkIn)).toHaveLength(0);
    // An unmapped room type is still sold meanwhile.
    expect(
      (await placeBooking(t.services, stay(deluxe, checkIn, 10925), facts("10.9.0.1"))).ok,
    ).toBe(true);
  });

  it("sell_own_counts (the default): the same outage books from the local counts", async () => {
    await setFallbacks({ ezeeOutage: "sell_own_counts" });
    ezee.failNext("RoomList", "http500");
    const checkIn = day(42);
    const result = await placeBooking(t.services, stay(superior, checkIn, 8625), facts("10.9.0.2"));
    expect(result).toMatchObject({ ok: true, replayed: false });
    expect(await bookedOn(superior, checkIn)).toBe(1);
  });
});

describe("placeBooking while Pesapal fails", () => {
  beforeAll(async () => {
    const saved = await call("/api/admin/pesapal/config", "PUT", {
      consumerKey: pesapal.consumerKey,
      consumerSecret: pesapal.consumerSecret,
      sandbox: true,
      isActive: true,
    });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    t.services.env.pesapalSandboxUrl = pesapal.url;
    await setFallbacks({ pesapalFallback: "pay_at_hotel" });
    await t.database.db.update(pesapalConfig).set({ isActive: false });
  });

  it("no_online_bookings, Pesapal down before booking: paymentsPaused, 503, nothing booked", async () => {
    await setFallbacks({ pesapalFallback: "no_online_bookings" });
    t.services.env.pesapalSandboxUrl = DEAD_URL;
    try {
      const checkIn = day(50);
      const result = await placeBooking(
        t.services,
        stay(deluxe, checkIn, 10925),
        facts("10.9.1.1"),
      );
      expect(result).toMatchObject({
        ok: false,
        kind: "paymentsPaused",
        status: 503,
        code: "payments_paused",
        retryAfter: 60,
        message: expect.stringMatching(/Online booking is paused.*Nothing was booked/),
      });
      expect(await bookedOn(deluxe, checkIn)).toBe(0);
      expect(await bookingsOn(checkIn)).toHaveLength(0);
    } finally {
      t.services.env.pesapalSandboxUrl = pesapal.url;
    }
  });

  it("no_online_bookings, the order failing after the hold: paymentsPaused and the hold given back", async () => {
    // A token is cached, then Pesapal stops answering: the readiness check passes and
    // SubmitOrderRequest fails after the booking committed.
    await setFallbacks({ pesapalFallback: "no_online_bookings" });
    const first = await placeBooking(t.services, stay(deluxe, day(52), 10925), facts("10.9.1.2"));
    expect(first.ok && first.booking.redirectUrl).toMatch(/OrderTrackingId=/);
    t.services.env.pesapalSandboxUrl = DEAD_URL;
    try {
      const checkIn = day(54);
      const result = await placeBooking(
        t.services,
        stay(deluxe, checkIn, 10925),
        facts("10.9.1.2"),
      );
      expect(result).toMatchObject({
        ok: false,
        kind: "paymentsPaused",
        status: 503,
        code: "payments_paused",
        retryAfter: 60,
      });
      expect(await bookedOn(deluxe, checkIn)).toBe(0);
      const left = await bookingsOn(checkIn);
      expect(left.filter((row) => row.status === "pending_payment")).toHaveLength(0);
    } finally {
      t.services.env.pesapalSandboxUrl = pesapal.url;
    }
  });

  it("pay_at_hotel: the same failure books, confirmed to pay at the hotel", async () => {
    await setFallbacks({ pesapalFallback: "pay_at_hotel" });
    t.services.env.pesapalSandboxUrl = DEAD_URL;
    try {
      const checkIn = day(56);
      const result = await placeBooking(
        t.services,
        stay(deluxe, checkIn, 10925),
        facts("10.9.1.3"),
      );
      expect(result).toMatchObject({ ok: true, booking: { status: "confirmed" } });
      expect(await bookedOn(deluxe, checkIn)).toBe(1);
    } finally {
      t.services.env.pesapalSandboxUrl = pesapal.url;
    }
  });
});
