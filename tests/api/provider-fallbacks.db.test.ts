/**
 * Provider settings cannot silently stop sales, against the fake
 * Pesapal and the fake eZee: a Pesapal save is checked with Pesapal first (mistyped
 * key, wrong environment, stale tab, parallel saves), a failing Pesapal at booking
 * time applies the settings' fallback, an eZee Test Connection never replaces the
 * stored key, an eZee outage pauses mapped rooms when chosen, and failed pushes can
 * be resent.
 */
import { and, eq, gte, lt } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { RoomTypeDto } from "~core/types";
import {
  bookings,
  ezeeConfig,
  jobs,
  mailOutbox,
  pesapalConfig,
  roomInventory,
  siteSettings,
} from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { clearPesapalTokens } from "~server/services/payments/client";
import { resetPesapalOutage } from "~server/services/payments/verify";
import { invalidateReadCache } from "~server/services/platform/read-cache";
import { resetEzeeAvailabilityBackoff } from "~server/services/property/availability";
import { configureEzeeRateLimit } from "~server/services/property/client";
import { runEzeePushJobs } from "~server/services/property/push";
import { type FakeEzee, startFakeEzee } from "../../scripts/fakes/ezee";
import { type FakePesapal, startFakePesapal } from "../../scripts/fakes/pesapal";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let pesapal: FakePesapal;
/** A second Pesapal account: the "production" environment, with other credentials. */
let live: FakePesapal;
let ezee: FakeEzee;
let cookie = "";
let rooms: RoomTypeDto[];
const ORIGIN = "http://localhost";
const today = hotelToday();
const day = (n: number) => addDaysIso(today, n);
const DEAD_URL = "http://127.0.0.1:9/pesapalv3";
const SUPERIOR_STANDARD_EZEE = "1234000000000000003";

async function call(path: string, init: { method?: string; body?: unknown } = {}) {
  const headers = new Headers({ Cookie: cookie, Origin: ORIGIN });
  if (init.body !== undefined) headers.set("Content-Type", "application/json");
  const response = await t.app.request(path, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const putPesapal = (body: Record<string, unknown>) =>
  call("/api/admin/pesapal/config", { method: "PUT", body });

/** Sets the fallback settings straight in the row (the settings API is tested below). */
async function setFallbacks(values: { pesapalFallback?: string; ezeeOutage?: string }) {
  const [row] = await t.database.db.select().from(siteSettings);
  await t.database.db
    .update(siteSettings)
    .set({ data: { ...(row?.data as object), ...values } as never });
  invalidateReadCache(t.database.db);
}

const superior = () => rooms.find((r) => r.name === "Superior Standard")!;
let nextDay = 20;
/** A one-night Superior Standard booking on fresh dates (8,625 KSh). */
async function book() {
  const checkIn = day(nextDay);
  nextDay += 2;
  const result = await call("/api/bookings", {
    method: "POST",
    body: {
      ...GUEST,
      roomId: superior().id,
      checkIn,
      checkOut: addDaysIso(checkIn, 1),
      adults: 1,
      children: 0,
      roomCount: 1,
      totalAmount: 8625,
    },
  });
  return { ...result, checkIn };
}

const bookedOn = async (night: string) =>
  (
    await t.database.db
      .select({ booked: roomInventory.booked })
      .from(roomInventory)
      .where(
        and(
          eq(roomInventory.roomTypeId, superior().id),
          gte(roomInventory.night, night),
          lt(roomInventory.night, addDaysIso(night, 1)),
        ),
      )
  )[0]?.booked ?? 0;

const storedPesapal = async () => (await t.database.db.select().from(pesapalConfig))[0]!;

beforeAll(async () => {
  configureEzeeRateLimit({ max: 1000, windowMs: 1000 });
  pesapal = await startFakePesapal();
  live = await startFakePesapal({
    credentials: [{ consumerKey: "live-key-AAAA1111", consumerSecret: "live-secret-BBBB2222" }],
  });
  ezee = await startFakeEzee();
  t = await createTestApp();
  t.services.env.pesapalSandboxUrl = pesapal.url;
  t.services.env.pesapalLiveUrl = live.url;
  await createAdmin(t.database.db, {
    email: "fallback@example.com",
    name: "Fallbacks",
    password: "a long password!",
  });
  const login = await t.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "fallback@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
});
afterAll(async () => {
  configureEzeeRateLimit({ max: 5, windowMs: 5000 });
  await t?.close();
  await Promise.all([pesapal?.close(), live?.close(), ezee?.close()]);
});
beforeEach(() => {
  clearPesapalTokens();
  resetPesapalOutage();
  resetEzeeAvailabilityBackoff();
});

describe("Pesapal: a save is checked with Pesapal first", () => {
  it("saves working credentials after a token and the IPN, and says so", async () => {
    const saved = await putPesapal({
      consumerKey: pesapal.consumerKey,
      consumerSecret: pesapal.consumerSecret,
      sandbox: true,
      isActive: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toMatch(/Pesapal accepted the credentials/);
    expect(saved.body.isActive).toBe(true);
    // The IPN was registered by the save itself.
    expect(saved.body.ipnId).toBe(pesapal.ipns[0]?.ipnId);
    expect(pesapal.ipns).toHaveLength(1);
  });

  it("refuses a mistyped key, keeps the old one, and the old one still takes payments", async () => {
    const before = await storedPesapal();
    const wrong = await putPesapal({
      consumerKey: `${pesapal.consumerKey}x`,
      consumerSecret: "",
      sandbox: true,
      isActive: true,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/refused the consumer key or secret/);
    expect(wrong.body.message).toMatch(/previous configuration still applies/);
    expect(wrong.body.errors.consumerKey).toBeTruthy();
    expect(JSON.stringify(wrong.body)).not.toContain(pesapal.consumerKey);
    const after = await storedPesapal();
    expect(after.consumerKeyEncrypted).toBe(before.consumerKeyEncrypted);
    expect(after.ipnId).toBe(before.ipnId);

    const test = await call("/api/admin/pesapal/test-connection");
    expect(test.body.success).toBe(true);
    const created = await book();
    expect(created.status).toBe(201);
    expect(created.body.status).toBe("pending_payment");
    expect(created.body.redirectUrl).toMatch(/OrderTrackingId=/);
  });

  it("refuses switching to Production with the sandbox credentials", async () => {
    const before = await storedPesapal();
    const switched = await putPesapal({ sandbox: false, isActive: true });
    expect(switched.status).toBe(400);
    expect(switched.body.message).toMatch(/Pesapal production refused/);
    expect(await storedPesapal()).toMatchObject({
      sandbox: true,
      consumerKeyEncrypted: before.consumerKeyEncrypted,
    });
    // With the production credentials it is checked there and the IPN registered there.
    const ok = await putPesapal({
      consumerKey: "live-key-AAAA1111",
      consumerSecret: "live-secret-BBBB2222",
      sandbox: false,
      isActive: true,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.environment).toBe("live");
    expect(ok.body.ipnId).toBe(live.ipns[0]?.ipnId);
    // Back to the sandbox for the next tests.
    const back = await putPesapal({
      consumerKey: pesapal.consumerKey,
      consumerSecret: pesapal.consumerSecret,
      sandbox: true,
      isActive: true,
    });
    expect(back.status).toBe(200);
  });

  it("refuses a save it cannot check while Pesapal is down, keeping the configuration", async () => {
    const before = await storedPesapal();
    t.services.env.pesapalSandboxUrl = DEAD_URL;
    try {
      const down = await putPesapal({
        consumerKey: "another-key-1234",
        consumerSecret: "another-secret-5678",
        sandbox: true,
      });
      expect(down.status).toBe(503);
      expect(down.body.message).toMatch(/could not be reached.*nothing was saved/);
    } finally {
      t.services.env.pesapalSandboxUrl = pesapal.url;
    }
    expect((await storedPesapal()).consumerKeyEncrypted).toBe(before.consumerKeyEncrypted);
  });

  it("a stale tab saving a wrong key and parallel saves never leave a broken key stored", async () => {
    // Two tabs at once: one with the right key, one with a typo.
    const [good, bad] = await Promise.all([
      putPesapal({
        consumerKey: pesapal.consumerKey,
        consumerSecret: pesapal.consumerSecret,
        sandbox: true,
        isActive: true,
      }),
      putPesapal({
        consumerKey: "typo-key-0000",
        consumerSecret: pesapal.consumerSecret,
        sandbox: true,
        isActive: true,
      }),
    ]);
    expect(bad.status).toBe(400);
    expect([200, 409]).toContain(good.status);
    // A stale tab still showing Production (sandbox: false) with the old key empty.
    const stale = await putPesapal({ consumerKey: "", consumerSecret: "", sandbox: false });
    expect(stale.status).toBe(400);
    const row = await storedPesapal();
    expect(row.sandbox).toBe(true);
    const test = await call("/api/admin/pesapal/test-connection");
    expect(test.body.success).toBe(true);
    // The form of the admin page goes through the same check.
    expect((await book()).body.redirectUrl).toMatch(/OrderTrackingId=/);
  });
});

describe("Pesapal failing at booking time", () => {
  it("pay at hotel (default): the booking is confirmed and the guest told so", async () => {
    await setFallbacks({ pesapalFallback: "pay_at_hotel" });
    t.services.env.pesapalSandboxUrl = DEAD_URL;
    try {
      const created = await book();
      expect(created.status).toBe(201);
      expect(created.body.status).toBe("confirmed");
      expect(created.body.redirectUrl).toBeUndefined();
      expect(created.body.paymentNotice).toMatch(/pay at the hotel/);
      const [row] = await t.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.reference, created.body.reference));
      expect(row).toMatchObject({ status: "confirmed", holdExpiresAt: null });
      const mails = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `booking:${created.body.reference}:guest`));
      expect(mails).toHaveLength(1);
      expect(await bookedOn(created.checkIn)).toBe(1);
    } finally {
      t.services.env.pesapalSandboxUrl = pesapal.url;
    }
  });

  it("no online bookings: 503 with a clear message and no room taken", async () => {
    await setFallbacks({ pesapalFallback: "no_online_bookings" });
    t.services.env.pesapalSandboxUrl = DEAD_URL;
    try {
      const before = await t.database.db.select().from(bookings);
      const refused = await book();
      expect(refused.status).toBe(503);
      expect(refused.body.message).toMatch(/Online booking is paused.*Nothing was booked/);
      expect(await bookedOn(refused.checkIn)).toBe(0);
      expect(await t.database.db.select().from(bookings)).toHaveLength(before.length);
    } finally {
      t.services.env.pesapalSandboxUrl = pesapal.url;
      await setFallbacks({ pesapalFallback: "pay_at_hotel" });
    }
  });

  it("an order that fails after the rooms were held applies the fallback too", async () => {
    // A token is cached, then Pesapal stops answering: the readiness check passes
    // and SubmitOrderRequest fails after the booking committed.
    const spare = await startFakePesapal({
      credentials: [{ consumerKey: "spare-key-CCCC3333", consumerSecret: "spare-secret-DDDD4444" }],
    });
    t.services.env.pesapalSandboxUrl = spare.url;
    try {
      const saved = await putPesapal({
        consumerKey: spare.consumerKey,
        consumerSecret: spare.consumerSecret,
        sandbox: true,
        isActive: true,
      });
      expect(saved.status).toBe(200);
      expect((await book()).body.redirectUrl).toMatch(/OrderTrackingId=/);
      await spare.close();

      await setFallbacks({ pesapalFallback: "no_online_bookings" });
      const refused = await book();
      expect(refused.status).toBe(503);
      // The hold was given back: no pending booking nobody can pay.
      expect(await bookedOn(refused.checkIn)).toBe(0);
      const pending = await t.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.status, "pending_payment"));
      expect(pending.filter((b) => b.checkIn === refused.checkIn)).toHaveLength(0);

      resetPesapalOutage();
      await setFallbacks({ pesapalFallback: "pay_at_hotel" });
      const converted = await book();
      expect(converted.status).toBe(201);
      expect(converted.body).toMatchObject({ status: "confirmed" });
      expect(converted.body.paymentNotice).toMatch(/pay at the hotel/);
      expect(await bookedOn(converted.checkIn)).toBe(1);
    } finally {
      t.services.env.pesapalSandboxUrl = pesapal.url;
      await t.database.db.update(pesapalConfig).set({ isActive: false });
    }
  });
});

describe("settings and dashboard", () => {
  it("the settings API stores the fallbacks and refuses unknown values", async () => {
    const current = await call("/api/admin/settings");
    const bad = await call("/api/admin/settings", {
      method: "PUT",
      body: { ...current.body, pesapalFallback: "whatever" },
    });
    expect(bad.status).toBe(400);
    const saved = await call("/api/admin/settings", {
      method: "PUT",
      body: { ...current.body, pesapalFallback: "no_online_bookings", ezeeOutage: "pause_mapped" },
    });
    expect(saved.status).toBe(200);
    const read = await call("/api/admin/settings");
    expect(read.body).toMatchObject({
      pesapalFallback: "no_online_bookings",
      ezeeOutage: "pause_mapped",
    });
    const dashboard = await call("/api/admin/dashboard");
    const text = JSON.stringify(dashboard.body);
    expect(text).toContain("If Pesapal fails: Online bookings are refused.");
    expect(text).toContain("If eZee cannot be reached: Online sales of mapped room types pause.");
    await setFallbacks({ pesapalFallback: "pay_at_hotel", ezeeOutage: "sell_own_counts" });
  });
});

describe("eZee", () => {
  const ezeeApi = (method: string, path: string, body?: unknown) =>
    call(`/api/admin/ezee${path}`, { method, body });

  beforeAll(async () => {
    const saved = await ezeeApi("PUT", "/config", {
      hotelCode: ezee.hotelCode,
      apiKey: ezee.apiKey,
      apiUrl: ezee.url,
      isActive: true,
    });
    expect(saved.status).toBe(200);
    expect((await ezeeApi("POST", "/sync-rooms")).status).toBe(200);
    expect((await ezeeApi("POST", "/sync-rates")).status).toBe(200);
    const mapped = await ezeeApi("POST", "/room-mappings", {
      localRoomId: superior().id,
      ezeeRoomTypeId: SUPERIOR_STANDARD_EZEE,
    });
    expect(mapped.status).toBe(201);
  });

  it("Test Connection tests the typed values without saving: a failing test leaves the key", async () => {
    const [before] = await t.database.db.select().from(ezeeConfig);
    const failed = await ezeeApi("POST", "/test-connection", {
      hotelCode: ezee.hotelCode,
      apiKey: "mistyped-key-9999",
      apiUrl: ezee.url,
    });
    expect(failed.status).toBe(200);
    expect(failed.body.connected).toBe(false);
    expect(failed.body.message).toMatch(/UNAUTHREQ/);
    const [after] = await t.database.db.select().from(ezeeConfig);
    expect(after!.apiKeyEncrypted).toBe(before!.apiKeyEncrypted);
    expect(after!.updatedAt).toEqual(before!.updatedAt);
    // The stored key still works.
    expect((await ezeeApi("GET", "/test-connection")).body.connected).toBe(true);
    // A right typed key connects, and is not saved either.
    const typed = await ezeeApi("POST", "/test-connection", {
      hotelCode: ezee.hotelCode,
      apiKey: ezee.apiKey,
      apiUrl: `${ezee.url}/`,
    });
    expect(typed.body.connected).toBe(true);
    // The stored key is never sent to another address.
    const elsewhere = await ezeeApi("POST", "/test-connection", {
      hotelCode: ezee.hotelCode,
      apiKey: "",
      apiUrl: "http://127.0.0.1:9",
    });
    expect(elsewhere.body).toMatchObject({
      connected: false,
      errors: { apiKey: expect.any(String) },
    });
  });

  it("eZee unreachable: own counts by default, mapped rooms paused with a reason when chosen", async () => {
    const search = (checkIn: string) =>
      t.getJson(
        `/api/rooms/available?checkIn=${checkIn}&checkOut=${addDaysIso(checkIn, 1)}&adults=1&children=0&rooms=1`,
      );
    const names = (body: unknown) => (body as { name: string }[]).map((r) => r.name);

    ezee.failNext("RoomList", "http500");
    expect(names((await search(day(90))).body)).toContain("Superior Standard");

    resetEzeeAvailabilityBackoff();
    await setFallbacks({ ezeeOutage: "pause_mapped" });
    ezee.failNext("RoomList", "http500");
    const paused = await search(day(92));
    expect(names(paused.body)).not.toContain("Superior Standard");
    // Unmapped room types are still sold.
    expect(names(paused.body)).toContain("Deluxe");
    const calendar = await t.getJson(
      `/api/rooms/${superior().id}/availability?from=${day(92)}&to=${day(93)}`,
    );
    expect(calendar.body).toMatchObject({
      nights: [{ available: 0 }],
      notice: expect.stringMatching(/paused/),
    });
    const checkIn = day(92);
    const refused = await call("/api/bookings", {
      method: "POST",
      body: {
        ...GUEST,
        roomId: superior().id,
        checkIn,
        checkOut: addDaysIso(checkIn, 1),
        adults: 1,
        children: 0,
        roomCount: 1,
        totalAmount: 8625,
      },
    });
    expect(refused.status).toBe(503);
    expect(refused.body.message).toMatch(/paused while our reservation system is not answering/);
    // The code booking-form.tsx (and the no-JS form) read to show the translated reason.
    expect(refused.body.code).toBe("sales_paused");

    // eZee answers again: sales resume.
    resetEzeeAvailabilityBackoff();
    expect(names((await search(day(92))).body)).toContain("Superior Standard");
    await setFallbacks({ ezeeOutage: "sell_own_counts" });
  });

  it("lists given-up pushes and resends one once", async () => {
    await runEzeePushJobs(t.services);
    const created = await book();
    expect(created.body.status).toBe("confirmed");
    ezee.failNext("InsertBooking", "error", 1);
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `ezee:confirm:${created.body.id}`));
    // Down to its last attempt, then it fails and is given up.
    await t.database.db
      .update(jobs)
      .set({ attempts: job!.maxAttempts - 1 })
      .where(eq(jobs.id, job!.id));
    await runEzeePushJobs(t.services);
    const list = await ezeeApi("GET", "/pushes");
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(
      expect.objectContaining({
        jobId: job!.id,
        reference: created.body.reference,
        state: "given_up",
        lastError: expect.stringMatching(/eZee error 5/),
      }),
    );

    const resent = await ezeeApi("POST", `/pushes/${job!.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ pushed: true, message: "Sent to eZee." });
    const [done] = await t.database.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(done!.status).toBe("done");
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, created.body.id));
    expect(row!.ezeeReservationNo).toMatch(/^1234/);
    // A second click: nothing left to resend.
    const again = await ezeeApi("POST", `/pushes/${job!.id}/resend`);
    expect(again.status).toBe(409);
    expect((await ezeeApi("GET", "/pushes")).body).not.toContainEqual(
      expect.objectContaining({ jobId: job!.id }),
    );
  });
});
