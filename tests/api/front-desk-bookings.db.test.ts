/**
 * Bookings staff take and change through the admin API, signed in as front office: the
 * same price engine as GET /api/quote, the same availability (sold out is refused even
 * when the stay rules are set aside, ten parallel bookings of the last room give one),
 * stay rules set aside only when asked, pay at the hotel even while Pesapal is active,
 * idempotent against a double submit, e-mails as chosen; changes of any booking re-priced,
 * recorded with who made them and pushed to eZee, refused from a stale form.
 */
import { and, count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import { PROMO_MESSAGES } from "~core/schemas/promo-codes";
import { STALE_MESSAGE } from "~core/schemas/version";
import type { RoomTypeDto, StayQuoteDto } from "~core/types";
import {
  adminUsers,
  auditLog,
  bookingChanges,
  bookingNotes,
  bookings,
  ezeeRoomMappings,
  jobs,
  mailOutbox,
  promoCodes,
  roomInventory,
  roomRates,
  roomTypes,
} from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { getSiteSettings } from "~server/services/platform/settings";
import { resetEzeeAvailabilityBackoff } from "~server/services/property/availability";
import { configureEzeeRateLimit } from "~server/services/property/client";
import { runEzeePushJobs } from "~server/services/property/push";
import { type FakeEzee, startFakeEzee } from "../../scripts/fakes/ezee";
import { type FakePesapal, startFakePesapal } from "../../scripts/fakes/pesapal";
import { adminCall, apiSignIn } from "../helpers/admin-requests";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";

const PASSWORD = "a long password!";
const today = hotelToday();
const day = (n: number) => addDaysIso(today, n);

let t: TestApp;
let rooms: RoomTypeDto[];
let desk = "";
let deskId = 0;

async function signIn(email: string) {
  const login = await apiSignIn(t, email, PASSWORD);
  expect(login.status).toBe(200);
  return login.cookie;
}

const call = (
  method: string,
  path: string,
  body?: unknown,
  options: { cookie?: string; headers?: Record<string, string> } = {},
) => adminCall(t, options.cookie ?? desk, method, path, body, options.headers);

const room = (name: string) => {
  const found = rooms.find((r) => r.name === name);
  if (!found) throw new Error(`no room ${name}`);
  return found;
};

/** A phone booking's body: the guest form, the stay, the staff fields (occupancy follows the party). */
function phoneBooking(roomName: string, checkIn: string, nights: number, extra = {}) {
  const { isDoubleOccupancy: _occupancy, ...guest } = GUEST;
  return {
    ...guest,
    roomId: room(roomName).id,
    checkIn,
    checkOut: addDaysIso(checkIn, nights),
    adults: 1,
    children: 0,
    roomCount: 1,
    source: "phone",
    ...extra,
  };
}

/** GET /api/quote's query for a body like phoneBooking's. */
function quoteQuery(body: ReturnType<typeof phoneBooking> & Record<string, unknown>) {
  const params = new URLSearchParams({
    roomId: String(body.roomId),
    checkIn: body.checkIn,
    checkOut: body.checkOut,
    adults: String(body.adults),
    children: String(body.children),
    rooms: String(body.roomCount),
    extraGuests: String(body.extraGuests ?? 0),
    includeBreakfast: body.includeBreakfast ? "1" : "0",
    lateCheckout: body.needsLateCheckout ? "1" : "0",
  });
  if (body.promoCode) params.set("promoCode", String(body.promoCode));
  return params;
}

async function staffBook(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return call("POST", "/api/admin/bookings", body, { headers });
}

/** Quotes through the admin, then books at that total. */
async function quotedStaffBooking(body: ReturnType<typeof phoneBooking>) {
  const quote = await call("GET", `/api/admin/bookings/quote?${quoteQuery(body)}`);
  expect(quote.status, quote.text).toBe(200);
  const made = await staffBook({ ...body, totalAmount: quote.body.total });
  expect(made.status, made.text).toBe(201);
  return made.body as { id: number; reference: string; totalAmount: number };
}

const bookingRow = async (id: number) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

/** The uses a promo code has counted. */
const promoUses = async (id: number) =>
  (await t.database.db.select().from(promoCodes).where(eq(promoCodes.id, id)))[0]!.uses;

/** A booking's first recorded change. */
const firstChange = async (bookingId: number) =>
  (
    await t.database.db.select().from(bookingChanges).where(eq(bookingChanges.bookingId, bookingId))
  )[0];

/** The audit log's entry of a booking's creation or change. */
const bookingAudit = async (action: "create" | "change", id: number) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, action),
          eq(auditLog.entity, "booking"),
          eq(auditLog.entityId, String(id)),
        ),
      )
  )[0];

beforeAll(async () => {
  t = await createTestApp();
  rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
  const made = await createAdmin(t.database.db, {
    email: "desk@example.com",
    name: "Neema Desk",
    password: PASSWORD,
    role: "front_office",
  });
  deskId = made.id;
  desk = await signIn("desk@example.com");
});
afterAll(async () => {
  await t?.close();
});

describe("a booking staff take", () => {
  it("charges exactly what GET /api/quote says, confirmed at the hotel, with source, author, note and audit", async () => {
    const body = phoneBooking("Superior Standard", day(20), 3, {
      adults: 2,
      includeBreakfast: true,
      needsLateCheckout: true,
      extraGuests: 1,
      phone: "0712 345 678",
      note: "Arrives on the late bus; keep the room.",
    });
    const guestQuote = await t.getJson(`/api/quote?${quoteQuery(body)}`);
    expect(guestQuote.status).toBe(200);
    const adminQuote = await call("GET", `/api/admin/bookings/quote?${quoteQuery(body)}`);
    expect(adminQuote.body).toMatchObject({
      ...(guestQuote.body as StayQuoteDto),
      deposit: null,
      overridden: null,
    });
    const total = (guestQuote.body as StayQuoteDto).total;
    // Another total than the server's is refused with the server's quote.
    const stale = await staffBook({ ...body, totalAmount: total - 1 });
    expect(stale.status, stale.text).toBe(409);
    expect(stale.body).toMatchObject({ code: "price_changed", quote: { total } });

    const made = await staffBook({ ...body, totalAmount: total });
    expect(made.status, made.text).toBe(201);
    const row = await bookingRow(made.body.id);
    expect(row).toMatchObject({
      status: "confirmed",
      totalAmount: total,
      source: "phone",
      createdBy: deskId,
      depositAmount: null,
      holdExpiresAt: null,
      stayStatus: "expected",
      // The number typed as the guest said it, stored in E.164.
      phone: "+254712345678",
      includeBreakfast: true,
      needsLateCheckout: true,
      extraGuests: 1,
      isDoubleOccupancy: true,
    });
    expect(row.nightRates?.map((night) => night.date)).toEqual([day(20), day(21), day(22)]);
    const notes = await t.database.db
      .select()
      .from(bookingNotes)
      .where(eq(bookingNotes.bookingId, row.id));
    expect(notes).toMatchObject([
      { authorId: deskId, body: "Arrives on the late bus; keep the room." },
    ]);
    const entry = await bookingAudit("create", row.id);
    expect(entry).toMatchObject({
      userId: deskId,
      details: { reference: row.reference, source: "phone", overriddenRestriction: null },
    });
    // Only the hotel's notification: the guest's e-mail was not asked for.
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `booking:${row.reference}:%`));
    expect(mails.map((mail) => mail.dedupeKey)).toEqual([`booking:${row.reference}:hotel`]);
    expect(mails[0]!.text).toContain(`New booking ${row.reference} taken by Neema Desk (Phone)`);
    expect(mails[0]!.text).not.toContain("late bus");
  });

  it("sends the guest's confirmation when asked, in the guest's language", async () => {
    const made = await quotedStaffBooking(
      phoneBooking("Deluxe", day(25), 1, {
        source: "whatsapp",
        sendGuestEmail: true,
        language: "sw",
        email: "wanjiru@example.com",
      }),
    );
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `booking:${made.reference}:%`))
      .orderBy(mailOutbox.dedupeKey);
    expect(mails.map((mail) => [mail.dedupeKey, mail.to])).toEqual([
      [`booking:${made.reference}:guest`, "wanjiru@example.com"],
      [`booking:${made.reference}:hotel`, expect.any(String)],
    ]);
    expect(mails[0]!.text).toContain("Habari");
  });

  it("takes a walk-in without an e-mail or street address: no guest e-mail, the hotel is told", async () => {
    const refused = await staffBook({
      ...phoneBooking("Deluxe", day(27), 1, { source: "walk_in", email: "", sendGuestEmail: true }),
      totalAmount: 1,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({ email: expect.stringMatching(/e-mail to send/) });

    const made = await quotedStaffBooking(
      phoneBooking("Deluxe", day(27), 1, { source: "walk_in", email: "", address: "", city: "" }),
    );
    expect(await bookingRow(made.id)).toMatchObject({
      email: "",
      address: "",
      city: "",
      source: "walk_in",
      status: "confirmed",
    });
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `booking:${made.reference}:%`));
    expect(mails.map((mail) => mail.dedupeKey)).toEqual([`booking:${made.reference}:hotel`]);
    // Its page in the admin says there is no address to write to.
    const page = await t.app.request(`/api/admin/bookings/${made.id}`, {
      headers: { Cookie: desk },
    });
    expect(page.status).toBe(200);
  });

  it("refuses wrong input on its fields and a source of its own", async () => {
    const refused = await staffBook({
      ...phoneBooking("Deluxe", day(26), 1),
      source: "web",
      email: "not-an-address",
      phone: "12",
      totalAmount: 10925,
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(["email", "phone", "source"]);
    const badPhone = await staffBook({
      ...phoneBooking("Deluxe", day(26), 1),
      phone: "+254 1",
      totalAmount: 10925,
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.errors).toHaveProperty("phone");
    const past = await staffBook({ ...phoneBooking("Deluxe", day(-1), 1), totalAmount: 10925 });
    expect(past.status).toBe(400);
    expect(past.body.errors).toHaveProperty("checkIn");
  });

  it("is idempotent: a double submit with one key makes one booking", async () => {
    const body = { ...phoneBooking("Deluxe", day(30), 1), totalAmount: 10925 };
    const key = { "Idempotency-Key": "staff-double-submit-0001" };
    const [first, second] = await Promise.all([staffBook(body, key), staffBook(body, key)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.reference).toBe(second.body.reference);
    const other = await staffBook({ ...body, note: "Another request" }, key);
    expect(other.status).toBe(422);
    const made = await t.database.db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.idempotencyKey, "staff-double-submit-0001"));
    expect(made[0]?.n).toBe(1);
  });

  it("sets the stay rules aside only when ticked; rooms never", async () => {
    const superior = room("Superior Mini");
    // A minimum stay of 3 nights from day 60.
    await t.database.db
      .insert(roomRates)
      .values([60, 61, 62].map((n) => ({ roomTypeId: superior.id, night: day(n), minStay: 3 })));
    const body = phoneBooking("Superior Mini", day(60), 1);
    const quoted = await call("GET", `/api/admin/bookings/quote?${quoteQuery(body)}`);
    expect(quoted.status).toBe(409);
    expect(quoted.body).toMatchObject({ code: "restricted", restriction: { kind: "minStay" } });
    const refused = await staffBook({ ...body, totalAmount: 7475 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Minimum stay 3 nights/);
    // The guest cannot ask for it.
    const guest = await t.app.request("/api/bookings", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...body, overrideRestrictions: true, totalAmount: 7475 }),
    });
    expect(guest.status).toBe(409);

    const overriddenQuote = await call(
      "GET",
      `/api/admin/bookings/quote?${quoteQuery(body)}&overrideRestrictions=1`,
    );
    expect(overriddenQuote.status).toBe(200);
    expect(overriddenQuote.body.overridden).toMatch(/Minimum stay 3 nights/);
    const made = await staffBook({
      ...body,
      overrideRestrictions: true,
      totalAmount: overriddenQuote.body.total,
    });
    expect(made.status, made.text).toBe(201);
    const entry = await bookingAudit("create", made.body.id);
    expect(String(entry?.details?.overriddenRestriction)).toMatch(/Minimum stay 3 nights/);

    // Sold out: every Superior Mini taken on day 60; the override does not help.
    await t.database.db
      .update(roomInventory)
      .set({ booked: 10 })
      .where(and(eq(roomInventory.roomTypeId, superior.id), eq(roomInventory.night, day(60))));
    const full = await staffBook({
      ...body,
      overrideRestrictions: true,
      totalAmount: overriddenQuote.body.total,
      email: "late@example.com",
    });
    expect(full.status).toBe(409);
    expect(full.body.code).toBe("unavailable");
  });

  it("ten parallel staff bookings of the last room: exactly one", async () => {
    const single = room("Single Mini");
    await t.database.db.update(roomTypes).set({ totalRooms: 1 }).where(eq(roomTypes.id, single.id));
    const body = phoneBooking("Single Mini", day(90), 2);
    const quote = await call("GET", `/api/admin/bookings/quote?${quoteQuery(body)}`);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        staffBook({ ...body, email: `walkin${i}@example.com`, totalAmount: quote.body.total }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(
      answers.filter((a) => a.status === 409).every((a) => a.body.code === "unavailable"),
    ).toBe(true);
    const nights = await t.database.db
      .select()
      .from(roomInventory)
      .where(eq(roomInventory.roomTypeId, single.id));
    expect(nights.filter((n) => n.night >= day(90)).map((n) => n.booked)).toEqual([1, 1]);
  });
});

describe("with Pesapal active", () => {
  let fake: FakePesapal;
  let p: TestApp;
  let cookie = "";
  const request = (method: string, path: string, body?: unknown) =>
    adminCall(p, cookie, method, path, body);
  beforeAll(async () => {
    fake = await startFakePesapal({ sendIpn: false });
    p = await createTestApp();
    p.services.env.pesapalSandboxUrl = fake.url;
    await createAdmin(p.database.db, {
      email: "owner@example.com",
      name: "Owner",
      password: PASSWORD,
    });
    cookie = (await apiSignIn(p, "owner@example.com", PASSWORD)).cookie;
    const saved = await request("PUT", "/api/admin/pesapal/config", {
      consumerKey: fake.consumerKey,
      consumerSecret: fake.consumerSecret,
      sandbox: true,
      isActive: true,
    });
    expect(saved.status, saved.text).toBe(200);
  });
  afterAll(async () => {
    await p?.close();
    await fake?.close();
  });

  it("a staff booking is confirmed to pay at the hotel, never held for Pesapal", async () => {
    const body = phoneBooking("Deluxe", day(15), 1, { source: "walk_in" });
    const quote = await request("GET", `/api/admin/bookings/quote?${quoteQuery(body)}`);
    expect(quote.body.deposit).toBeNull();
    const made = await request("POST", "/api/admin/bookings", {
      ...body,
      totalAmount: quote.body.total,
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body.redirectUrl).toBeUndefined();
    const [row] = await p.database.db.select().from(bookings).where(eq(bookings.id, made.body.id));
    expect(row).toMatchObject({ status: "confirmed", holdExpiresAt: null, source: "walk_in" });
    expect(fake.orders.size).toBe(0);
    // A guest's booking of the same stay waits for payment meanwhile.
    const guest = await p.app.request("/api/bookings", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...body, source: undefined, totalAmount: quote.body.total }),
    });
    expect(((await guest.json()) as { status: string }).status).toBe("pending_payment");
  });
});

describe("a change staff make", () => {
  let ezee: FakeEzee;
  beforeAll(async () => {
    configureEzeeRateLimit({ max: 1000, windowMs: 1000 });
    ezee = await startFakeEzee();
    const owner = await createAdmin(t.database.db, {
      email: "boss@example.com",
      name: "Boss",
      password: PASSWORD,
    });
    expect(owner.id).toBeGreaterThan(0);
    const boss = await signIn("boss@example.com");
    const saved = await call(
      "PUT",
      "/api/admin/ezee/config",
      { hotelCode: ezee.hotelCode, apiKey: ezee.apiKey, apiUrl: ezee.url, isActive: true },
      { cookie: boss },
    );
    expect(saved.status, saved.text).toBe(200);
    await t.database.db.insert(ezeeRoomMappings).values({
      localRoomId: room("Superior Standard").id,
      ezeeRoomTypeId: "1234000000000000003",
      ezeeRoomTypeName: "Superior Standard",
    });
  });
  afterAll(async () => {
    configureEzeeRateLimit({ max: 5, windowMs: 5000 });
    await ezee?.close();
  });

  /** The form's values of a booking, as the change form sends them. */
  async function formOf(id: number) {
    const row = await bookingRow(id);
    return {
      roomId: row.roomTypeId,
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      adults: row.adults,
      children: row.children,
      roomCount: row.roomCount,
      extraGuests: row.extraGuests,
      includeBreakfast: row.includeBreakfast,
      needsLateCheckout: row.needsLateCheckout,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      address: row.address,
      city: row.city,
      country: row.country,
      specialRequests: row.specialRequests ?? "",
      expectedTotal: row.totalAmount,
      version: row.changeCount,
    };
  }

  const changeQuote = (
    id: number,
    form: Awaited<ReturnType<typeof formOf>>,
    extra: Record<string, string> = {},
  ) =>
    call(
      "GET",
      `/api/admin/bookings/${id}/change-quote?${new URLSearchParams({
        roomId: String(form.roomId),
        checkIn: form.checkIn,
        checkOut: form.checkOut,
        adults: String(form.adults),
        children: String(form.children),
        rooms: String(form.roomCount),
        extraGuests: String(form.extraGuests),
        includeBreakfast: form.includeBreakfast ? "1" : "0",
        lateCheckout: form.needsLateCheckout ? "1" : "0",
        ...extra,
      })}`,
    );

  it("gives eZee the hotel's own e-mail address for a walk-in who gave none", async () => {
    resetEzeeAvailabilityBackoff();
    // eZee's rate plans first: a booking is inserted under one of them.
    const owner = await signIn("boss@example.com");
    const rates = await call("POST", "/api/admin/ezee/sync-rates", undefined, { cookie: owner });
    expect(rates.status, rates.text).toBe(200);
    const made = await quotedStaffBooking(
      phoneBooking("Superior Standard", day(33), 1, { source: "walk_in", email: "" }),
    );
    await runEzeePushJobs(t.services);
    const pushed = ezee.bookings.find((entry) => entry.checkIn === day(33));
    const { emails } = await getSiteSettings(t.database.db);
    expect(pushed?.email).toBe(emails.general);
    expect((await bookingRow(made.id)).ezeeReservationNo).toBe(pushed?.reservationNo);
  });

  it("re-prices new dates, records who changed it, queues eZee's modify push; a stale form is refused", async () => {
    resetEzeeAvailabilityBackoff();
    // A web booking inside its guest deadline would do; this one arrives tomorrow, past it.
    const guestBooking = await t.app.request("/api/bookings", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        ...GUEST,
        roomId: room("Superior Standard").id,
        checkIn: day(1),
        checkOut: day(3),
        adults: 1,
        roomCount: 1,
        totalAmount: 17250,
      }),
    });
    expect(guestBooking.status).toBe(201);
    const { id } = (await guestBooking.json()) as { id: number };
    expect(
      await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `ezee:confirm:${id}`)),
    ).toHaveLength(1);

    const opened = await formOf(id);
    const next = { ...opened, checkIn: day(2), checkOut: day(5) };
    const priced = await changeQuote(id, next);
    expect(priced.status, priced.text).toBe(200);
    expect(priced.body).toMatchObject({
      oldTotal: 17250,
      newTotal: 25875,
      difference: 8625,
      settlement: "at_hotel",
      version: 0,
    });
    expect(priced.body.quote.nightRates.map((n: { date: string }) => n.date)).toEqual([
      day(2),
      day(3),
      day(4),
    ]);
    const done = await call("PUT", `/api/admin/bookings/${id}`, {
      ...next,
      expectedTotal: 25875,
    });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ version: 1, change: { newTotal: 25875 } });
    const row = await bookingRow(id);
    expect(row).toMatchObject({ checkIn: day(2), checkOut: day(5), totalAmount: 25875 });
    const change = await firstChange(id);
    expect(change).toMatchObject({ changedBy: deskId, oldTotal: 17250, newTotal: 25875 });
    expect(
      await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `ezee:modify:${id}:1`)),
    ).toHaveLength(1);
    const nights = await t.database.db
      .select()
      .from(roomInventory)
      .where(eq(roomInventory.roomTypeId, room("Superior Standard").id));
    const booked = (night: string) => nights.find((n) => n.night === night)?.booked ?? 0;
    expect([day(1), day(2), day(3), day(4)].map(booked)).toEqual([0, 1, 1, 1]);
    // The hotel hears of it; the guest only when asked.
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `booking:${row.reference}:changed:1:%`));
    expect(mails.map((mail) => mail.dedupeKey)).toEqual([
      `booking:${row.reference}:changed:1:hotel`,
    ]);
    expect(mails[0]!.text).toContain(`Neema Desk changed booking ${row.reference}`);
    const entry = await bookingAudit("change", id);
    expect(entry?.details).toMatchObject({ changed: ["checkIn", "checkOut"], newTotal: 25875 });

    // The form opened before that change: refused with the current values, nothing moves.
    const stale = await call("PUT", `/api/admin/bookings/${id}`, {
      ...opened,
      checkOut: day(4),
      expectedTotal: 25875,
    });
    expect(stale.status, stale.text).toBe(409);
    expect(stale.body).toMatchObject({
      code: "stale",
      message: STALE_MESSAGE,
      current: { version: 1, checkIn: day(2), checkOut: day(5), firstName: GUEST.firstName },
    });
    expect((await bookingRow(id)).checkOut).toBe(day(5));
  });

  it("takes a promo code off: new dates its code does not cover, priced in full, its use given back", async () => {
    const [code] = await t.database.db
      .insert(promoCodes)
      .values({
        code: "DESK10",
        kind: "percent",
        value: 10,
        stayFrom: day(50),
        stayTo: day(55),
        maxUses: 1,
      })
      .returning();
    const made = await quotedStaffBooking(
      phoneBooking("Superior Standard", day(50), 2, { promoCode: "DESK10" }),
    );
    const before = await bookingRow(made.id);
    expect(before).toMatchObject({ promoCode: "DESK10", promoCodeId: code!.id });
    expect(before.discount).toBeGreaterThan(0);
    expect(await promoUses(code!.id)).toBe(1);

    // Dates the code does not cover: refused with the code's reason while it stays on.
    const form = { ...(await formOf(made.id)), checkIn: day(58), checkOut: day(60) };
    const refused = await changeQuote(made.id, form);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("promoCode");
    // Taken off: priced in full, for staff only (the guest's change has no such option).
    const priced = await changeQuote(made.id, form, { dropPromoCode: "1" });
    expect(priced.status, priced.text).toBe(200);
    expect(priced.body.quote.discount).toBe(0);
    const done = await call("PUT", `/api/admin/bookings/${made.id}`, {
      ...form,
      dropPromoCode: true,
      expectedTotal: priced.body.newTotal,
    });
    expect(done.status, done.text).toBe(200);
    const after = await bookingRow(made.id);
    expect(after).toMatchObject({
      promoCode: null,
      promoCodeId: null,
      discount: 0,
      checkIn: day(58),
      totalAmount: priced.body.newTotal,
    });
    // The use is back: another guest may take the code (its limit is one).
    expect(await promoUses(code!.id)).toBe(0);
    const change = await firstChange(made.id);
    expect(change?.before).toMatchObject({ promoCode: "DESK10" });
    expect(change?.after).toMatchObject({ promoCode: "" });
    expect((await bookingAudit("change", made.id))?.details).toMatchObject({
      changed: expect.arrayContaining(["promoCode", "checkIn"]),
    });

    // Only the code, same stay: priced again without it.
    const other = await quotedStaffBooking(
      phoneBooking("Superior Standard", day(51), 1, { promoCode: "DESK10" }),
    );
    const same = await formOf(other.id);
    const full = await call("PUT", `/api/admin/bookings/${other.id}`, {
      ...same,
      dropPromoCode: true,
      expectedTotal: other.totalAmount,
    });
    // The confirmed total was the discounted one: refused, with the full price to confirm.
    expect(full.status).toBe(409);
    const kept = await bookingRow(other.id);
    expect(kept.promoCode).toBe("DESK10");
  });

  it("puts on a code the guest forgot: judged on the day the booking was made, one use taken, never past its limits", async () => {
    const addCode = async (values: Partial<typeof promoCodes.$inferInsert> & { code: string }) =>
      (
        await t.database.db
          .insert(promoCodes)
          .values({ kind: "percent", value: 15, ...values })
          .returning()
      )[0]!;
    // Bookable until yesterday: the guest booked while it ran but forgot to type it.
    const forgot = await addCode({ code: "FORGOT15", bookTo: day(-1), maxUses: 5 });
    const made = await quotedStaffBooking(phoneBooking("Superior Standard", day(70), 2));
    const form = await formOf(made.id);

    // Booked today, after the code closed: refused, naming the day it is judged on.
    const late = await changeQuote(made.id, form, { promoCode: "forgot15" });
    expect(late.status).toBe(400);
    expect(late.body.errors.promoCode).toBe(
      `This promo code was not open for bookings on ${today}, the day this booking was made.`,
    );
    // Booked three days ago, while the code ran: the same stay, priced with the discount.
    await t.database.db
      .update(bookings)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(bookings.id, made.id));
    const priced = await changeQuote(made.id, form, { promoCode: "forgot15" });
    expect(priced.status, priced.text).toBe(200);
    expect(priced.body.quote.discount).toBeGreaterThan(0);
    expect(priced.body.newTotal).toBeLessThan(made.totalAmount);
    // The total must be the one confirmed: the full price is refused.
    const unconfirmed = await call("PUT", `/api/admin/bookings/${made.id}`, {
      ...form,
      promoCode: "forgot15",
    });
    expect(unconfirmed.status).toBe(409);
    expect(await promoUses(forgot.id)).toBe(0);
    const done = await call("PUT", `/api/admin/bookings/${made.id}`, {
      ...form,
      promoCode: "forgot15",
      expectedTotal: priced.body.newTotal,
    });
    expect(done.status, done.text).toBe(200);
    expect(await bookingRow(made.id)).toMatchObject({
      promoCode: "FORGOT15",
      promoCodeId: forgot.id,
      totalAmount: priced.body.newTotal,
      discount: priced.body.quote.discount,
    });
    expect(await promoUses(forgot.id)).toBe(1);
    const change = await firstChange(made.id);
    expect(change?.before).toMatchObject({ promoCode: "" });
    expect(change?.after).toMatchObject({ promoCode: "FORGOT15" });
    expect((await bookingAudit("change", made.id))?.details).toMatchObject({
      changed: ["promoCode"],
    });
    // The code it has already: nothing changes.
    const again = await changeQuote(made.id, await formOf(made.id), { promoCode: "FORGOT15" });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("nothing_changed");
    expect(again.body.message).toContain("Nothing has changed");

    // Another code instead: the old use given back, the new one taken.
    const better = await addCode({ code: "BETTER20", value: 20 });
    const swapForm = await formOf(made.id);
    const swap = await changeQuote(made.id, swapForm, { promoCode: "BETTER20" });
    expect(swap.status, swap.text).toBe(200);
    const swapped = await call("PUT", `/api/admin/bookings/${made.id}`, {
      ...swapForm,
      promoCode: "BETTER20",
      expectedTotal: swap.body.newTotal,
    });
    expect(swapped.status, swapped.text).toBe(200);
    expect(await bookingRow(made.id)).toMatchObject({ promoCode: "BETTER20" });
    expect(await promoUses(forgot.id)).toBe(0);
    expect(await promoUses(better.id)).toBe(1);

    // An unknown code, one for other dates, a used-up one: refused on the field.
    const unknown = await changeQuote(made.id, swapForm, { promoCode: "NOSUCH" });
    expect(unknown.body.errors?.promoCode).toBe(PROMO_MESSAGES.invalid);
    await addCode({ code: "LATER", stayFrom: day(200) });
    const dates = await changeQuote(made.id, swapForm, { promoCode: "LATER" });
    expect(dates.body.errors?.promoCode).toBe(PROMO_MESSAGES.stayWindow);
    await addCode({ code: "GONE", maxUses: 1, uses: 1 });
    const gone = await changeQuote(made.id, swapForm, { promoCode: "GONE" });
    expect(gone.body.errors?.promoCode).toBe(PROMO_MESSAGES.usedUp);

    // Once per guest: the same guest's second booking cannot take it.
    const once = await addCode({ code: "ONCE", maxUsesPerGuest: 1 });
    const first = await quotedStaffBooking(
      phoneBooking("Superior Standard", day(80), 1, { promoCode: "ONCE" }),
    );
    expect((await bookingRow(first.id)).promoCodeId).toBe(once.id);
    const second = await quotedStaffBooking(phoneBooking("Superior Standard", day(82), 1));
    const secondForm = await formOf(second.id);
    const twice = await changeQuote(second.id, secondForm, { promoCode: "ONCE" });
    expect(twice.status).toBe(200); // the quote does not know who else holds it
    const refusedTwice = await call("PUT", `/api/admin/bookings/${second.id}`, {
      ...secondForm,
      promoCode: "ONCE",
      expectedTotal: twice.body.newTotal,
    });
    expect(refusedTwice.status).toBe(400);
    expect(refusedTwice.body.errors?.promoCode).toBe(PROMO_MESSAGES.perGuest);
    expect(await promoUses(once.id)).toBe(1);
    expect((await bookingRow(second.id)).promoCode).toBeNull();
  });

  it("the last use of a code put on by two desks at once goes to one booking", async () => {
    const [last] = await t.database.db
      .insert(promoCodes)
      .values({ code: "LASTONE", kind: "amount", value: 500, maxUses: 1 })
      .returning();
    const made = await Promise.all([
      quotedStaffBooking(
        phoneBooking("Superior Standard", day(90), 1, { email: "one@example.com" }),
      ),
      quotedStaffBooking(
        phoneBooking("Superior Standard", day(92), 1, { email: "two@example.com" }),
      ),
    ]);
    const bodies = await Promise.all(
      made.map(async ({ id }) => {
        const form = await formOf(id);
        const quote = await changeQuote(id, form, { promoCode: "LASTONE" });
        expect(quote.status, quote.text).toBe(200);
        return { ...form, promoCode: "LASTONE", expectedTotal: quote.body.newTotal };
      }),
    );
    const answers = await Promise.all(
      made.map(({ id }, i) => call("PUT", `/api/admin/bookings/${id}`, bodies[i])),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.status === 400)!;
    expect(refused.body.errors?.promoCode).toBe(PROMO_MESSAGES.usedUp);
    const rows = await Promise.all(made.map(({ id }) => bookingRow(id)));
    expect(rows.filter((row) => row.promoCodeId === last!.id)).toHaveLength(1);
    expect(await promoUses(last!.id)).toBe(1);
  });

  it("a change of the guest's details keeps the price and the rooms; the guest is told when asked", async () => {
    const made = await quotedStaffBooking(phoneBooking("Deluxe", day(40), 2));
    const before = await bookingRow(made.id);
    const form = await formOf(made.id);
    const done = await call("PUT", `/api/admin/bookings/${made.id}`, {
      ...form,
      firstName: "Aminah",
      phone: "0722 000 111",
      specialRequests: "Ground floor, please",
      // A wrong total does not matter: nothing is priced again.
      expectedTotal: 1,
      notifyGuest: true,
    });
    expect(done.status, done.text).toBe(200);
    expect(done.body.change).toMatchObject({ settlement: "none", newTotal: before.totalAmount });
    const after = await bookingRow(made.id);
    expect(after).toMatchObject({
      firstName: "Aminah",
      phone: "+254722000111",
      specialRequests: "Ground floor, please",
      totalAmount: before.totalAmount,
      nightRates: before.nightRates,
      changeCount: 1,
    });
    const change = await firstChange(made.id);
    expect(change?.before).toMatchObject({ firstName: GUEST.firstName, phone: GUEST.phone });
    expect(change?.after).toMatchObject({ firstName: "Aminah", phone: "+254722000111" });
    const guestMail = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `booking:${made.reference}:changed:1:guest`));
    expect(guestMail).toHaveLength(1);
    // Saving the same values again changes nothing.
    const again = await call("PUT", `/api/admin/bookings/${made.id}`, {
      ...(await formOf(made.id)),
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/^Nothing has changed/);
  });

  it("refuses a cancelled booking and a stay that no longer fits the room; keeps an in-house arrival", async () => {
    const made = await quotedStaffBooking(phoneBooking("Superior Standard", day(0), 2));
    // Confirmed at once, so pushed to eZee like any confirmed booking of a mapped room.
    expect(
      await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `ezee:confirm:${made.id}`)),
    ).toHaveLength(1);
    const tooMany = await changeQuote(made.id, { ...(await formOf(made.id)), adults: 3 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.adults).toMatch(/sleeps 2 per room/);
    expect((await call("POST", `/api/admin/bookings/${made.id}/check-in`)).status).toBe(200);
    // As if the guest had arrived yesterday: staying longer keeps that arrival.
    await t.database.db
      .update(bookings)
      .set({ checkIn: day(-1), nights: 3 })
      .where(eq(bookings.id, made.id));
    const form = await formOf(made.id);
    const moved = await changeQuote(made.id, { ...form, checkIn: day(-2) });
    expect(moved.status).toBe(400);
    expect(moved.body.errors).toHaveProperty("checkIn");
    const longer = await changeQuote(made.id, { ...form, checkOut: day(3) });
    expect(longer.status, longer.text).toBe(200);
    const kept = await call("PUT", `/api/admin/bookings/${made.id}`, {
      ...form,
      checkOut: day(3),
      expectedTotal: longer.body.newTotal,
    });
    expect(kept.status, kept.text).toBe(200);
    expect(await bookingRow(made.id)).toMatchObject({
      stayStatus: "in_house",
      checkIn: day(-1),
      checkOut: day(3),
      nights: 4,
    });

    const other = await quotedStaffBooking(phoneBooking("Deluxe", day(50), 1));
    expect((await call("POST", `/api/admin/bookings/${other.id}/cancel`)).status).toBe(200);
    const ended = await call("PUT", `/api/admin/bookings/${other.id}`, {
      ...(await formOf(other.id)),
      checkOut: day(52),
    });
    expect(ended.status).toBe(409);
    expect(ended.body.message).toMatch(/cancelled: it can no longer be changed/);
  });

  it("answers 401 without a session and 403 to a content editor on every front-desk route", async () => {
    await createAdmin(t.database.db, {
      email: "editor@example.com",
      name: "Editor",
      password: PASSWORD,
      role: "content_editor",
    });
    const editor = await signIn("editor@example.com");
    const [any] = await t.database.db.select().from(bookings).limit(1);
    const id = any!.id;
    const routes: [string, string][] = [
      ["GET", "/api/admin/bookings/quote?roomId=1&checkIn=2030-01-01&checkOut=2030-01-02"],
      ["POST", "/api/admin/bookings"],
      ["GET", `/api/admin/bookings/${id}/change-quote`],
      ["PUT", `/api/admin/bookings/${id}`],
      ["POST", `/api/admin/bookings/${id}/check-in`],
      ["POST", `/api/admin/bookings/${id}/check-out`],
      ["POST", `/api/admin/bookings/${id}/no-show`],
      ["GET", `/api/admin/bookings/${id}/notes`],
      ["POST", `/api/admin/bookings/${id}/notes`],
      ["GET", "/api/admin/front-desk"],
    ];
    for (const [method, path] of routes) {
      const body = method === "GET" ? undefined : {};
      expect((await call(method, path, body, { cookie: "" })).status, `${method} ${path}`).toBe(
        401,
      );
      expect((await call(method, path, body, { cookie: editor })).status, `${method} ${path}`).toBe(
        403,
      );
    }
    // Front office reaches them (the lists read, nothing written).
    expect((await call("GET", "/api/admin/front-desk")).status).toBe(200);
    expect((await call("GET", `/api/admin/bookings/${id}/notes`)).status).toBe(200);
    const [self] = await t.database.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.email, "desk@example.com"));
    expect(self?.role).toBe("front_office");
  });
});
