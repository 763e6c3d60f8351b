/**
 * Promo codes through the API: GET /api/quote and POST /api/bookings take a code's
 * discount, each refusal answers with its message on `promoCode`, uses are counted
 * exactly under parallel bookings, an ended booking gives its use back, and the admin
 * API creates, edits (version checked) and deactivates codes behind a session.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import { PROMO_MESSAGES, type PromoCodeDto } from "~core/schemas/promo-codes";
import type { BookingCreatedDto, ChangeQuoteDto, RoomTypeDto, StayQuoteDto } from "~core/types";
import { auditLog, bookings, promoCodes } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { quoteBookingChange } from "~server/services/booking/booking-change";
import { sweepPendingPayments } from "~server/services/booking/payment-sweep";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let cookie = "";
let standard: RoomTypeDto;
let other: RoomTypeDto;
const ORIGIN = "http://localhost";
const today = hotelToday();
const day = (n: number) => addDaysIso(today, n);

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t.database.db, {
    email: "promo@example.com",
    name: "Promo",
    password: "a long password!",
  });
  const login = await t.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "promo@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
  standard = rooms.find((room) => room.name === "Superior Standard")!;
  other = rooms.find((room) => room.id !== standard.id)!;
  expect(standard && other).toBeTruthy();
});
afterAll(async () => {
  await t?.close();
});

type CodeValues = Partial<typeof promoCodes.$inferInsert> & { code: string };
const addCode = async (values: CodeValues) => {
  const [row] = await t.database.db
    .insert(promoCodes)
    .values({ kind: "percent", value: 10, ...values })
    .returning();
  return row!;
};
const usesOf = async (id: number) =>
  (await t.database.db.select().from(promoCodes).where(eq(promoCodes.id, id)))[0]!.uses;

const quote = (from: number, to: number, promoCode?: string, roomId = standard.id) =>
  t.getJson(
    `/api/quote?${new URLSearchParams({
      roomId: String(roomId),
      checkIn: day(from),
      checkOut: day(to),
      adults: "1",
      rooms: "1",
      ...(promoCode === undefined ? {} : { promoCode }),
    }).toString()}`,
  );

const post = (body: unknown) =>
  t.app.request("/api/bookings", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

/** A booking of the standard room, single bed only, at the total given. */
const book = (from: number, to: number, totalAmount: number, extra: Record<string, unknown> = {}) =>
  post({
    ...GUEST,
    roomId: standard.id,
    checkIn: day(from),
    checkOut: day(to),
    adults: 1,
    children: 0,
    roomCount: 1,
    totalAmount,
    ...extra,
  });

const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors?: Record<string, string> }).errors ?? {};

describe("a code's discount in the quote and the booking", () => {
  it("a percent code takes its share of the rooms before tax; the booking charges exactly it", async () => {
    const code = await addCode({ code: "JUNE10", kind: "percent", value: 10 });
    // 2 nights x 7,500 = 15,000; 10% off = 1,500; tax 15% of 13,500 = 2,025.
    const plain = (await quote(40, 42)).body as StayQuoteDto;
    expect(plain).toMatchObject({ subtotal: 15000, discount: 0, promoCode: null, total: 17250 });
    const quoted = await quote(40, 42, " june10 ");
    expect(quoted.status).toBe(200);
    expect(quoted.body).toMatchObject({
      subtotal: 15000,
      discount: 1500,
      promoCode: "JUNE10",
      tax: 2025,
      total: 15525,
    });
    // The total without the discount is a changed price: the guest sees the new one.
    const stale = await book(40, 42, 17250, { promoCode: "june10" });
    expect(stale.status).toBe(409);
    const response = await book(40, 42, 15525, { promoCode: "june10" });
    expect(response.status).toBe(201);
    const created = (await response.json()) as BookingCreatedDto;
    expect(created.totalAmount).toBe(15525);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, created.id));
    expect(row).toMatchObject({
      promoCodeId: code.id,
      promoCode: "JUNE10",
      discount: 1500,
      taxes: 2025,
      totalAmount: 15525,
    });
    expect(await usesOf(code.id)).toBe(1);
    // The guest's confirmation shows it too.
    const url = new URL(created.confirmationUrl);
    const view = (await t.getJson(`/api/bookings/${created.reference}${url.search}`)).body as {
      price: { discount: number; promoCode: string | null };
    };
    expect(view.price).toMatchObject({ discount: 1500, promoCode: "JUNE10" });
  });

  it("an amount code takes its amount off, never more than the rooms", async () => {
    await addCode({ code: "KSH2000", kind: "amount", value: 2000 });
    const quoted = (await quote(44, 45, "ksh2000")).body as StayQuoteDto;
    // 7,500 - 2,000 = 5,500; tax 825.
    expect(quoted).toMatchObject({ discount: 2000, tax: 825, total: 6325 });
    const response = await book(44, 45, 6325, { promoCode: "KSH2000" });
    expect(response.status).toBe(201);
    expect(((await response.json()) as BookingCreatedDto).totalAmount).toBe(6325);
    await addCode({ code: "HUGE", kind: "amount", value: 1_000_000 });
    expect((await quote(44, 45, "HUGE")).body).toMatchObject({ discount: 7500, total: 0 });
  });
});

describe("refusals, each with its message on promoCode", () => {
  const refused = async (promoCode: string, from = 50, to = 52, roomId = standard.id) => {
    const response = await quote(from, to, promoCode, roomId);
    expect(response.status).toBe(400);
    return (response.body as { errors: Record<string, string> }).errors.promoCode;
  };

  it("unknown and inactive codes are not valid", async () => {
    await addCode({ code: "SLEEPY", isActive: false });
    expect(await refused("NOSUCHCODE")).toBe(PROMO_MESSAGES.invalid);
    expect(await refused("sleepy")).toBe(PROMO_MESSAGES.invalid);
  });

  it("outside the booking window", async () => {
    await addCode({ code: "LATER", bookFrom: day(5) });
    await addCode({ code: "EARLIER", bookTo: day(-1) });
    expect(await refused("LATER")).toBe(PROMO_MESSAGES.bookingWindow);
    expect(await refused("EARLIER")).toBe(PROMO_MESSAGES.bookingWindow);
  });

  it("stay dates outside its stay window; the last night on stayTo is inside", async () => {
    await addCode({ code: "SEASON", stayFrom: day(50), stayTo: day(51) });
    expect((await quote(50, 52, "SEASON")).status).toBe(200);
    expect(await refused("SEASON", 49, 51)).toBe(PROMO_MESSAGES.stayWindow);
    expect(await refused("SEASON", 51, 53)).toBe(PROMO_MESSAGES.stayWindow);
  });

  it("a room type it does not cover, and a stay shorter than its minimum", async () => {
    await addCode({ code: "ONLYOTHER", roomTypeIds: [other.id] });
    await addCode({ code: "LONGSTAY", minNights: 3 });
    expect(await refused("ONLYOTHER")).toBe(PROMO_MESSAGES.roomType);
    expect((await quote(50, 52, "ONLYOTHER", other.id)).status).toBe(200);
    expect(await refused("LONGSTAY")).toBe(PROMO_MESSAGES.minNights);
    expect((await quote(50, 53, "LONGSTAY")).status).toBe(200);
  });

  it("used up, in the quote and the booking", async () => {
    await addCode({ code: "GONE", maxUses: 2, uses: 2 });
    expect(await refused("GONE")).toBe(PROMO_MESSAGES.usedUp);
    const response = await book(50, 52, 15525, { promoCode: "GONE" });
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).promoCode).toBe(PROMO_MESSAGES.usedUp);
  });

  it("the per-guest limit for this e-mail, whatever its case", async () => {
    await addCode({ code: "ONCEEACH", maxUsesPerGuest: 1 });
    const total = ((await quote(54, 55, "ONCEEACH")).body as StayQuoteDto).total;
    expect(
      (await book(54, 55, total, { promoCode: "ONCEEACH", email: "once@example.com" })).status,
    ).toBe(201);
    const again = await book(56, 57, total, { promoCode: "ONCEEACH", email: "ONCE@Example.com" });
    expect(again.status).toBe(400);
    expect((await errorsOf(again)).promoCode).toBe(PROMO_MESSAGES.perGuest);
    // Another guest may.
    expect(
      (await book(56, 57, total, { promoCode: "ONCEEACH", email: "twice@example.com" })).status,
    ).toBe(201);
  });
});

describe("exact counting under concurrency", () => {
  it("a code with a limit of 1 used by 20 concurrent bookings is applied exactly once", async () => {
    const code = await addCode({ code: "ONLYONE", kind: "percent", value: 20, maxUses: 1 });
    // One night each on different dates: 7,500 - 1,500 = 6,000 + tax 900.
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book(100 + i * 2, 101 + i * 2, 6900, {
          promoCode: "onlyone",
          email: `racer${i}@example.com`,
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(19);
    for (const response of responses.filter((r) => r.status === 400)) {
      expect((await errorsOf(response)).promoCode).toBe(PROMO_MESSAGES.usedUp);
    }
    expect(await usesOf(code.id)).toBe(1);
    const held = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.promoCodeId, code.id));
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ discount: 1500, totalAmount: 6900 });
  });

  it("the per-guest limit holds under parallel requests of one guest", async () => {
    const code = await addCode({
      code: "PERGUEST",
      kind: "amount",
      value: 500,
      maxUsesPerGuest: 2,
    });
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        book(200 + i * 2, 201 + i * 2, 8050, {
          promoCode: "PERGUEST",
          email: i % 2 ? "Same.Guest@example.com" : "same.guest@example.com",
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    for (const response of responses.filter((r) => r.status !== 201)) {
      expect(response.status).toBe(400);
      expect((await errorsOf(response)).promoCode).toBe(PROMO_MESSAGES.perGuest);
    }
    expect(await usesOf(code.id)).toBe(2);
  });
});

describe("an ended booking gives its use back", () => {
  it("guest cancel, staff cancel and an expired hold each give one use back, never below 0", async () => {
    const code = await addCode({ code: "COMEBACK", kind: "amount", value: 1000, maxUses: 3 });
    const made: BookingCreatedDto[] = [];
    for (const [i, email] of ["a@example.com", "b@example.com", "c@example.com"].entries()) {
      const response = await book(300 + i * 2, 301 + i * 2, 7475, { promoCode: "COMEBACK", email });
      expect(response.status).toBe(201);
      made.push((await response.json()) as BookingCreatedDto);
    }
    expect(await usesOf(code.id)).toBe(3);
    expect((await quote(300, 301, "COMEBACK")).status).toBe(400);

    // The guest cancels on their link.
    const url = new URL(made[0]!.confirmationUrl);
    const cancelled = await t.app.request(
      `/api/bookings/${made[0]!.reference}/cancel${url.search}`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN },
        body: JSON.stringify({ expectedCharge: 0 }),
      },
    );
    expect(cancelled.status).toBe(200);
    expect(await usesOf(code.id)).toBe(2);
    expect((await quote(300, 301, "COMEBACK")).status).toBe(200);

    // Staff cancel another.
    const staff = await t.app.request(`/api/admin/bookings/${made[1]!.id}/cancel`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: ORIGIN },
    });
    expect(staff.status).toBe(200);
    expect(await usesOf(code.id)).toBe(1);

    // The third waits for payment and its hold runs out.
    await t.database.db
      .update(bookings)
      .set({ status: "pending_payment", holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, made[2]!.id));
    await sweepPendingPayments(t.services);
    const [expired] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, made[2]!.id));
    expect(expired?.status).toBe("expired");
    expect(await usesOf(code.id)).toBe(0);

    // A use count already at 0 stays at 0.
    await t.database.db.update(promoCodes).set({ uses: 0 }).where(eq(promoCodes.id, code.id));
    await t.database.db
      .update(bookings)
      .set({ status: "pending_payment", holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, made[2]!.id));
    await sweepPendingPayments(t.services);
    expect(await usesOf(code.id)).toBe(0);
  });
});

describe("a guest's change of a booking with a code", () => {
  it("keeps the discount when the code covers the new stay, refuses the change with its reason otherwise", async () => {
    const code = await addCode({
      code: "JULYSTAY",
      kind: "amount",
      value: 1000,
      stayFrom: day(320),
      stayTo: day(325),
      maxUses: 1,
    });
    // Days 322-323: 7,500 - 1,000 + tax 975 = 7,475.
    const response = await book(322, 323, 7475, { promoCode: "JULYSTAY" });
    expect(response.status).toBe(201);
    const made = (await response.json()) as BookingCreatedDto;
    const token = new URL(made.confirmationUrl).searchParams.get("token");
    const change = (body: Record<string, unknown>, path = "/change/quote") =>
      t.app.request(`/api/bookings/${made.reference}${path}?token=${token}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN },
        body: JSON.stringify({
          roomId: standard.id,
          adults: 1,
          children: 0,
          roomCount: 1,
          ...body,
        }),
      });
    // Outside its stay window: refused with the code's reason.
    const outside = await change({ checkIn: day(332), checkOut: day(333) });
    expect(outside.status).toBe(400);
    const refusal = (await outside.json()) as { message: string; errors?: Record<string, string> };
    expect(refusal.errors?.promoCode).toBe(PROMO_MESSAGES.stayWindow);
    // Taking the code off is the front desk's, not the guest's: asked anyway, nothing changes.
    const dropped = await change({ checkIn: day(332), checkOut: day(333), dropPromoCode: true });
    expect(dropped.status).toBe(400);
    expect(((await dropped.json()) as typeof refusal).errors?.promoCode).toBe(
      PROMO_MESSAGES.stayWindow,
    );
    // Putting another code on is the front desk's too: the API drops it, the service refuses it.
    await addCode({ code: "BIGGERDEAL", kind: "amount", value: 5000 });
    const swapped = await change({
      checkIn: day(324),
      checkOut: day(326),
      promoCode: "BIGGERDEAL",
    });
    expect(swapped.status).toBe(200);
    expect(((await swapped.json()) as ChangeQuoteDto).quote.discount).toBe(1000);
    await expect(
      quoteBookingChange(t.services, made.id, {
        roomId: standard.id,
        checkIn: day(324),
        checkOut: day(326),
        adults: 1,
        children: 0,
        roomCount: 1,
        extraGuests: 0,
        promoCode: "BIGGERDEAL",
      }),
    ).rejects.toMatchObject({ code: "validation", errors: { promoCode: expect.any(String) } });
    // Inside (two nights now): the discount stays, though the code is used up by this booking.
    const inside = await change(
      { checkIn: day(324), checkOut: day(326), expectedTotal: 16100, version: 0 },
      "/change",
    );
    expect(inside.status).toBe(200);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, made.id));
    expect(row).toMatchObject({ promoCodeId: code.id, discount: 1000, totalAmount: 16100 });
    expect(await usesOf(code.id)).toBe(1);
  });
});

describe("admin API /api/admin/promo-codes", () => {
  const call = (method: string, path: string, body?: unknown, headers = { Cookie: cookie }) =>
    t.app.request(`/api/admin/promo-codes${path}`, {
      method,
      headers: { "Content-Type": "application/json", Origin: ORIGIN, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const valid = {
    code: "easter-25",
    description: "Easter",
    kind: "percent",
    value: 25,
    bookFrom: null,
    bookTo: day(30),
    stayFrom: day(10),
    stayTo: day(40),
    roomTypeIds: [standard?.id ?? 1],
    minNights: 2,
    maxUses: 50,
    maxUsesPerGuest: 1,
    isActive: true,
  };

  it("answers 401 without a session, for reading and writing", async () => {
    expect((await call("GET", "", undefined, { Cookie: "" })).status).toBe(401);
    expect((await call("POST", "", valid, { Cookie: "" })).status).toBe(401);
    expect((await call("PUT", "/1", { ...valid, version: 1 }, { Cookie: "" })).status).toBe(401);
    expect((await call("POST", "/1/deactivate", { version: 1 }, { Cookie: "" })).status).toBe(401);
  });

  it("refuses an invalid form with the fields", async () => {
    const response = await call("POST", "", {
      ...valid,
      code: "no spaces!",
      value: 150,
      bookFrom: day(10),
      bookTo: day(5),
      minNights: 0,
      maxUses: -1,
      stayFrom: "2026-02-30",
    });
    expect(response.status).toBe(400);
    const errors = await errorsOf(response);
    expect(Object.keys(errors).sort()).toEqual(
      expect.arrayContaining(["code", "value", "minNights", "maxUses", "stayFrom"]),
    );
    const amount = await call("POST", "", { ...valid, kind: "amount", value: 0 });
    expect((await errorsOf(amount)).value).toBeTruthy();
    const order = await call("POST", "", { ...valid, bookFrom: day(10), bookTo: day(5) });
    expect((await errorsOf(order)).bookTo).toBeTruthy();
  });

  it("creates, lists, edits with the version, refuses a stale edit, and deactivates", async () => {
    const created = await call("POST", "", {
      ...valid,
      roomTypeIds: [standard.id],
    });
    expect(created.status).toBe(201);
    const code = ((await created.json()) as { promoCode: PromoCodeDto }).promoCode;
    expect(code).toMatchObject({
      code: "EASTER-25",
      uses: 0,
      version: 1,
      roomTypeIds: [standard.id],
    });
    const duplicate = await call("POST", "", valid);
    expect(duplicate.status).toBe(400);
    expect((await errorsOf(duplicate)).code).toBeTruthy();

    const list = (await (await call("GET", "")).json()) as { promoCodes: PromoCodeDto[] };
    expect(list.promoCodes.map((c) => c.code)).toContain("EASTER-25");

    const edited = await call("PUT", `/${code.id}`, { ...valid, value: 30, version: 1 });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { promoCode: PromoCodeDto }).promoCode).toMatchObject({
      value: 30,
      version: 2,
    });
    const stale = await call("PUT", `/${code.id}`, { ...valid, value: 40, version: 1 });
    expect(stale.status).toBe(409);
    const off = await call("POST", `/${code.id}/deactivate`, { version: 2 });
    expect(off.status).toBe(200);
    expect(((await off.json()) as { promoCode: PromoCodeDto }).promoCode.isActive).toBe(false);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "promo_code"), eq(auditLog.entityId, String(code.id))));
    expect(audits.map((a) => a.action).sort()).toEqual(["create", "deactivate", "update"]);
    expect((await call("PUT", "/999999", { ...valid, version: 1 })).status).toBe(404);
  });

  it("cannot lower the total limit under the uses already made", async () => {
    const row = await addCode({ code: "USEDTWICE", maxUses: 5, uses: 2 });
    const response = await call("PUT", `/${row.id}`, {
      ...valid,
      code: "USEDTWICE",
      maxUses: 1,
      version: row.version,
    });
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).maxUses).toBeTruthy();
  });
});
