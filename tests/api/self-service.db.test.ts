/**
 * Guests manage their own booking, through the API behind the
 * booking's secret link, against the fake Pesapal: cancelling under the policy with the
 * refund of what was paid beyond the charge (once, however many clicks), a deadline that
 * passes while the page is open, mobile money that cannot be refunded in part, and
 * changes of dates, room and party: availability, price, settlement, stale tabs.
 */
import { and, eq, gte, like, lt } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loader as policyLoader } from "~/routes/public/cancellation-policy";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { BookingViewDto, RoomTypeDto } from "~core/types";
import {
  bookingChanges,
  bookings,
  jobs,
  mailOutbox,
  paymentTransactions,
  roomInventory,
  roomTypes,
  siteSettings,
} from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { refreshBookingRefunds } from "~server/services/booking/refunds";
import { clearPesapalTokens } from "~server/services/payments/client";
import { invalidateReadCache } from "~server/services/platform/read-cache";
import { type FakePesapal, startFakePesapal } from "../../scripts/fakes/pesapal";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";

const ORIGIN = "http://localhost";
const today = hotelToday();

interface Made {
  id: number;
  reference: string;
  token: string;
  trackingId: string | null;
}

function client(get: () => TestApp, cookie: () => string = () => "") {
  return async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie()) headers.set("Cookie", cookie());
    if (init.method && init.method !== "GET") {
      headers.set("Origin", ORIGIN);
      if (init.body) headers.set("Content-Type", "application/json");
    }
    const response = await get().app.request(path, { ...init, headers });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
}

const post = (body: unknown): RequestInit => ({ method: "POST", body: JSON.stringify(body) });

async function makeBooking(
  call: ReturnType<typeof client>,
  roomId: number,
  checkIn: string,
  nights: number,
  totalAmount: number,
  party: { adults?: number; roomCount?: number } = {},
): Promise<Made> {
  const result = await call(
    "/api/bookings",
    post({
      ...GUEST,
      roomId,
      checkIn,
      checkOut: addDaysIso(checkIn, nights),
      adults: party.adults ?? 1,
      children: 0,
      roomCount: party.roomCount ?? 1,
      totalAmount,
    }),
  );
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  const token = new URL(result.body.confirmationUrl).searchParams.get("token")!;
  const trackingId = result.body.redirectUrl
    ? new URL(result.body.redirectUrl).searchParams.get("OrderTrackingId")
    : null;
  return { id: result.body.id, reference: result.body.reference, token, trackingId };
}

describe("with Pesapal: paid bookings", () => {
  let t: TestApp;
  let fake: FakePesapal;
  let cookie = "";
  let rooms: RoomTypeDto[];
  const call = client(
    () => t,
    () => cookie,
  );
  const superior = () => rooms.find((r) => r.name === "Superior Standard")!.id;
  const view = async (b: Made) =>
    (await call(`/api/bookings/${b.reference}?token=${b.token}`)).body as BookingViewDto;
  const cancel = (b: Made, expectedCharge: number) =>
    call(`/api/bookings/${b.reference}/cancel?token=${b.token}`, post({ expectedCharge }));
  const refundsFor = (trackingId: string | null) =>
    fake.refunds.filter((r) => r.orderTrackingId === trackingId);

  beforeAll(async () => {
    fake = await startFakePesapal({ sendIpn: false });
    t = await createTestApp();
    t.services.env.pesapalSandboxUrl = fake.url;
    t.services.env.pesapalLiveUrl = `${fake.origin}/live-not-used`;
    await createAdmin(t.database.db, {
      email: "desk@example.com",
      name: "Desk",
      password: "a long password!",
    });
    const login = await t.app.request("/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: JSON.stringify({ email: "desk@example.com", password: "a long password!" }),
    });
    cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
    const active = await call("/api/admin/pesapal/config", {
      method: "PUT",
      body: JSON.stringify({
        consumerKey: fake.consumerKey,
        consumerSecret: fake.consumerSecret,
        sandbox: true,
        isActive: true,
      }),
    });
    expect(active.body.isActive).toBe(true);
    cookie = "";
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => clearPesapalTokens());
  /** The booking page asks Pesapal at most every 4 s per payment: the last ask was the IPN's. */
  const refreshRefunds = async (b: Made) => {
    await t.database.db
      .update(paymentTransactions)
      .set({ lastCheckedAt: null })
      .where(eq(paymentTransactions.bookingId, b.id));
    return refreshBookingRefunds(t.services, b.id);
  };

  /** Two nights of Superior Standard for one adult (17,250 KSh), paid and confirmed. */
  async function paid(checkIn: string, method: "Visa" | "MPESA" = "Visa") {
    const made = await makeBooking(call, superior(), checkIn, 2, 17250);
    fake.setOrderState(made.trackingId!, "completed", { method });
    await call(
      `/api/payments/pesapal/ipn?OrderTrackingId=${made.trackingId}&OrderNotificationType=IPNCHANGE`,
    );
    expect((await view(made)).state).toBe("paid");
    return made;
  }

  it("refuses another booking's token and a missing one", async () => {
    const made = await paid(addDaysIso(today, 30));
    const other = await paid(addDaysIso(today, 33));
    expect(
      (
        await call(
          `/api/bookings/${made.reference}/cancel?token=${other.token}`,
          post({ expectedCharge: 0 }),
        )
      ).status,
    ).toBe(404);
    expect(
      (await call(`/api/bookings/${made.reference}/cancel`, post({ expectedCharge: 0 }))).status,
    ).toBe(404);
    expect((await view(made)).state).toBe("paid");
  });

  it("cancels a paid booking within the free period: refunded in full, once, however many clicks", async () => {
    const made = await paid(addDaysIso(today, 20));
    const before = await view(made);
    expect(before.manage).toMatchObject({ canCancel: true, free: true, charge: 0, refund: 17250 });

    const answers = await Promise.all([cancel(made, 0), cancel(made, 0), cancel(made, 0)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const after = await view(made);
    expect(after.state).toBe("refund_requested");
    expect(after.refundAmount).toBe(17250);
    expect(refundsFor(made.trackingId)).toMatchObject([{ amount: 17250 }]);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, made.id));
    expect(row).toMatchObject({
      status: "cancelled",
      cancelledBy: "guest",
      cancellationCharge: null,
    });
    // The rooms are back.
    const held = await t.database.db
      .select()
      .from(roomInventory)
      .where(
        and(
          eq(roomInventory.roomTypeId, superior()),
          gte(roomInventory.night, row!.checkIn),
          lt(roomInventory.night, row!.checkOut),
        ),
      );
    expect(held.every((night) => night.booked === 0)).toBe(true);
    // The guest and the hotel hear once.
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `booking:${made.reference}:cancelled%`));
    expect(mails.map((m) => m.to).sort()).toEqual([
      "amina@example.com",
      "frontdesk@pwanibay.example",
    ]);
    expect(mails.find((m) => m.to === "amina@example.com")!.text).toContain("KSh 17,250");

    // Pesapal reverses it: the booking page sees it and the guest gets the refund e-mail.
    fake.setOrderState(made.trackingId!, "reversed");
    expect(await refreshRefunds(made)).toBe(1);
    expect((await view(made)).state).toBe("refunded");
    const refunded = await t.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `booking:${made.reference}:refunded:%`));
    expect(refunded).toHaveLength(1);
    // Cancelling again is refused; nothing more is refunded.
    expect((await cancel(made, 0)).status).toBe(409);
    expect(refundsFor(made.trackingId)).toHaveLength(1);
  });

  it("after the deadline: a stale page is refused, then the charge is kept and the rest refunded", async () => {
    // Arrival tomorrow: the free period (2 days before) has ended.
    const made = await paid(addDaysIso(today, 1));
    const terms = (await view(made)).manage;
    // One night of 7,500 with 15% taxes.
    expect(terms).toMatchObject({
      free: false,
      charge: 8625,
      lateCharge: 8625,
      refund: 8625,
      lateNights: 1,
    });
    const stale = await cancel(made, 0);
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ charge: 8625 });
    expect((await view(made)).state).toBe("paid");
    expect(refundsFor(made.trackingId)).toHaveLength(0);

    expect((await cancel(made, 8625)).status).toBe(200);
    expect(refundsFor(made.trackingId)).toMatchObject([{ amount: 8625 }]);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, made.id));
    expect(row).toMatchObject({ status: "cancelled", cancellationCharge: 8625 });
    // A partial refund leaves the rest of the payment completed.
    fake.setOrderState(made.trackingId!, "reversed");
    await refreshRefunds(made);
    const [payment] = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.bookingId, made.id));
    expect(payment).toMatchObject({ statusCode: 1, refundStatus: "refunded", refundAmount: 8625 });
    expect((await view(made)).state).toBe("refunded");
  });

  it("mobile money cannot be refunded in part: the guest is sent to the hotel, nothing changes", async () => {
    const made = await paid(addDaysIso(today, 1), "MPESA");
    const terms = (await view(made)).manage;
    expect(terms).toMatchObject({ canCancel: false, cancelBlock: "refundNeedsHotel" });
    const answer = await cancel(made, 8625);
    expect(answer.status).toBe(409);
    expect(answer.body.current).toEqual({ block: "refundNeedsHotel" });
    expect((await view(made)).state).toBe("paid");
    expect(refundsFor(made.trackingId)).toHaveLength(0);
  });

  it("a dearer change of a paid stay opens a Pesapal order for the difference only", async () => {
    const made = await paid(addDaysIso(today, 50));
    const change = {
      roomId: superior(),
      checkIn: addDaysIso(today, 50),
      checkOut: addDaysIso(today, 53),
      adults: 1,
      children: 0,
      roomCount: 1,
      extraGuests: 0,
    };
    const quote = await call(
      `/api/bookings/${made.reference}/change/quote?token=${made.token}`,
      post(change),
    );
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body).toMatchObject({
      oldTotal: 17250,
      newTotal: 25875,
      settlement: "pay_online",
      amount: 8625,
      version: 0,
    });
    const done = await call(
      `/api/bookings/${made.reference}/change?token=${made.token}`,
      post({ ...change, expectedTotal: 25875, version: 0 }),
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const balanceTracking = new URL(done.body.redirectUrl).searchParams.get("OrderTrackingId")!;
    expect(fake.orders.get(balanceTracking)?.amount).toBe(8625);
    let after = done.body.booking as BookingViewDto;
    expect(after).toMatchObject({
      state: "paid",
      checkOut: change.checkOut,
      nights: 3,
      version: 1,
    });
    expect(after.manage.balanceDue).toBe(8625);
    // The same confirmation again (a second tab) is a stale version.
    const again = await call(
      `/api/bookings/${made.reference}/change?token=${made.token}`,
      post({ ...change, expectedTotal: 25875, version: 0 }),
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("stale");
    // The guest pays the difference: the booking stays confirmed, nothing is due.
    fake.setOrderState(balanceTracking, "completed", { method: "Visa" });
    await call(
      `/api/payments/pesapal/ipn?OrderTrackingId=${balanceTracking}&OrderNotificationType=IPNCHANGE`,
    );
    after = await view(made);
    expect(after).toMatchObject({ state: "paid", amountPaid: 25875 });
    expect(after.manage.balanceDue).toBe(0);
    expect(
      await t.database.db
        .select()
        .from(bookingChanges)
        .where(eq(bookingChanges.bookingId, made.id)),
    ).toMatchObject([{ oldTotal: 17250, newTotal: 25875, settlement: "pay_online", amount: 8625 }]);
    const changedMail = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `booking:${made.reference}:changed:1:guest`));
    expect(changedMail[0]?.subject).toContain("has changed");
  });

  it("a cheaper change of a paid stay refunds the difference through Pesapal", async () => {
    const made = await paid(addDaysIso(today, 60));
    const change = {
      roomId: superior(),
      checkIn: addDaysIso(today, 60),
      checkOut: addDaysIso(today, 61),
      adults: 1,
      children: 0,
      roomCount: 1,
      extraGuests: 0,
    };
    const done = await call(
      `/api/bookings/${made.reference}/change?token=${made.token}`,
      post({ ...change, expectedTotal: 8625, version: 0 }),
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.change).toMatchObject({ settlement: "refund", amount: 8625 });
    expect(done.body.redirectUrl).toBeNull();
    expect(refundsFor(made.trackingId)).toMatchObject([{ amount: 8625 }]);
    const after = await view(made);
    expect(after).toMatchObject({ state: "paid", nights: 1 });
    expect(after.manage.balanceDue).toBe(0);
    // The rest of the payment still counts: cancelling refunds what is left... which
    // Pesapal cannot do (one refund per payment), so the guest is sent to the hotel.
    // The real reason is named: the card payment was refunded once (not mobile money).
    expect(after.manage).toMatchObject({ canCancel: false, cancelBlock: "refundedOnce" });
    // An order the guest still has open stays open: the refusal is checked before any write
    // or call to Pesapal.
    const [payment] = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.bookingId, made.id));
    const { id: _id, ...copy } = payment!;
    const [open] = await t.database.db
      .insert(paymentTransactions)
      .values({
        ...copy,
        merchantReference: `${payment!.merchantReference}-open`,
        orderTrackingId: `${payment!.orderTrackingId}-open`,
        statusCode: null,
        paymentStatus: "PENDING",
        refundRequestedAt: null,
        refundAmount: null,
        refundStatus: null,
        cancelledAt: null,
      })
      .returning();
    const callsBefore = fake.calls.length;
    const refused = await call(
      `/api/bookings/${made.reference}/cancel?token=${made.token}`,
      post({ expectedCharge: after.manage.charge }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.current).toEqual({ block: "refundedOnce" });
    expect(refused.body.message).toMatch(/already partly refunded/);
    expect(refused.body.message).not.toMatch(/mobile/i);
    expect(fake.calls.length).toBe(callsBefore);
    const [still] = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, open!.id));
    expect(still!.cancelledAt).toBeNull();
  });
});

describe("without Pesapal: pay-at-hotel bookings", () => {
  let t: TestApp;
  let rooms: RoomTypeDto[];
  const call = client(() => t);
  const room = (name: string) => rooms.find((r) => r.name === name)!;
  const view = async (b: Made) =>
    (await call(`/api/bookings/${b.reference}?token=${b.token}`)).body as BookingViewDto;
  const quote = (b: Made, body: unknown) =>
    call(`/api/bookings/${b.reference}/change/quote?token=${b.token}`, post(body));
  const change = (b: Made, body: unknown) =>
    call(`/api/bookings/${b.reference}/change?token=${b.token}`, post(body));

  beforeAll(async () => {
    t = await createTestApp();
    rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a late cancellation records the charge to settle with the hotel", async () => {
    const made = await makeBooking(
      call,
      room("Superior Standard").id,
      addDaysIso(today, 1),
      2,
      17250,
    );
    expect((await view(made)).manage).toMatchObject({
      canCancel: true,
      free: false,
      charge: 8625,
      refund: 0,
      owed: 8625,
    });
    const answer = await call(
      `/api/bookings/${made.reference}/cancel?token=${made.token}`,
      post({ expectedCharge: 8625 }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ state: "cancelled", cancellationCharge: 8625 });
    const guestMail = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `booking:${made.reference}:cancelled:guest`));
    expect(guestMail[0]!.text).toContain("late-cancellation charge of KSh 8,625");
  });

  it("changes dates and party: rooms move, the price follows the party, the hotel and eZee queue hear of it", async () => {
    const superior = room("Superior Standard");
    const checkIn = addDaysIso(today, 40);
    const made = await makeBooking(call, superior.id, checkIn, 2, 17250);
    const next = {
      roomId: superior.id,
      checkIn: addDaysIso(today, 45),
      checkOut: addDaysIso(today, 47),
      adults: 2,
      children: 0,
      roomCount: 1,
      extraGuests: 0,
    };
    const priced = await quote(made, next);
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    // Two adults in one room: the double rate (10,000 a night) with 15% taxes.
    expect(priced.body).toMatchObject({
      isDoubleOccupancy: true,
      newTotal: 23000,
      settlement: "at_hotel",
      amount: 0,
    });
    // A price that moved since the quote is refused with the new quote.
    const moved = await change(made, { ...next, expectedTotal: 17250, version: 0 });
    expect(moved.status).toBe(409);
    expect(moved.body).toMatchObject({ code: "price_changed", quote: { total: 23000 } });
    const done = await change(made, { ...next, expectedTotal: 23000, version: 0 });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.booking).toMatchObject({
      checkIn: next.checkIn,
      adults: 2,
      isDoubleOccupancy: true,
      state: "confirmed",
    });
    expect(done.body.booking.price.total).toBe(23000);
    const nights = await t.database.db
      .select()
      .from(roomInventory)
      .where(eq(roomInventory.roomTypeId, superior.id));
    const booked = (night: string) => nights.find((n) => n.night === night)?.booked ?? 0;
    expect(booked(checkIn)).toBe(0);
    expect(booked(addDaysIso(today, 41))).toBe(0);
    expect(booked(addDaysIso(today, 45))).toBe(1);
    expect(booked(addDaysIso(today, 46))).toBe(1);
    const hotelMail = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `booking:${made.reference}:changed:1:hotel`));
    expect(hotelMail[0]!.subject).toMatch(/^Changed booking/);
  });

  it("refuses what the room cannot take, nothing at all, a sold-out stay, and a cancelled booking", async () => {
    const single = room("Single Mini");
    const made = await makeBooking(
      call,
      room("Superior Standard").id,
      addDaysIso(today, 70),
      2,
      17250,
    );
    const base = {
      roomId: single.id,
      checkIn: addDaysIso(today, 70),
      checkOut: addDaysIso(today, 72),
      adults: 1,
      children: 0,
      roomCount: 1,
      extraGuests: 0,
    };
    const family = await quote(made, { ...base, adults: 2, children: 2 });
    expect(family.status).toBe(400);
    expect(family.body.errors.adults).toMatch(/sleeps 1 per room/);
    const same = await quote(made, { ...base, roomId: room("Superior Standard").id });
    expect(same.status).toBe(400);
    expect(same.body.message).toMatch(/^Nothing has changed/);
    const past = await quote(made, { ...base, checkIn: addDaysIso(today, -1) });
    expect(past.status).toBe(400);
    expect(past.body.errors.checkIn).toBeDefined();

    // Every Single Mini sold on those nights: the change is refused and nothing moves.
    await t.database.db.update(roomTypes).set({ totalRooms: 1 }).where(eq(roomTypes.id, single.id));
    const priced = await quote(made, base);
    await makeBooking(call, single.id, addDaysIso(today, 71), 1, priced.body.newTotal / 2);
    // The quote already says so, with the confirmation's message.
    const soldOut = await quote(made, base);
    const full = await change(made, { ...base, expectedTotal: priced.body.newTotal, version: 0 });
    expect(full.status).toBe(409);
    expect(full.body.code).toBe("unavailable");
    expect(soldOut.status).toBe(409);
    expect(soldOut.body).toMatchObject({ code: "unavailable", message: full.body.message });
    expect((await view(made)).room.name).toBe("Superior Standard");

    await call(
      `/api/bookings/${made.reference}/cancel?token=${made.token}`,
      post({ expectedCharge: 0 }),
    );
    const ended = await quote(made, {
      ...base,
      roomId: room("Superior Standard").id,
      checkOut: addDaysIso(today, 73),
    });
    expect(ended.status).toBe(409);
    expect(ended.body.current).toEqual({ block: "ended" });
    expect(
      await t.database.db
        .select()
        .from(jobs)
        .where(like(jobs.dedupeKey, `ezee:modify:${made.id}%`)),
    ).toHaveLength(0);
  });

  it("the policy comes from the settings; each booking keeps the one it was made under", async () => {
    const before = await makeBooking(
      call,
      room("Superior Standard").id,
      addDaysIso(today, 4),
      1,
      8625,
    );
    // Free until 2 days before: 4 days ahead is free.
    expect((await view(before)).manage).toMatchObject({ free: true, lateCharge: 8625 });
    const [row] = await t.database.db.select().from(siteSettings);
    await t.database.db
      .insert(siteSettings)
      .values({
        id: 1,
        data: {
          ...(row?.data ?? {}),
          cancellationPolicy: { freeCancellationDays: 5, lateCancellationNights: 2 },
        } as never,
      })
      .onConflictDoUpdate({
        target: siteSettings.id,
        set: {
          data: {
            ...(row?.data ?? {}),
            cancellationPolicy: { freeCancellationDays: 5, lateCancellationNights: 2 },
          } as never,
        },
      });
    invalidateReadCache(t.database.db);
    // The older booking keeps its policy; a new one for the same nights gets the new one.
    expect((await view(before)).manage).toMatchObject({ free: true, charge: 0 });
    const after = await makeBooking(
      call,
      room("Superior Standard").id,
      addDaysIso(today, 4),
      2,
      17250,
    );
    expect((await view(after)).manage).toMatchObject({ free: false, charge: 17250, lateNights: 2 });
    // The policy page quotes the settings.
    const page = (await policyLoader({
      request: new Request("http://localhost/cancellation-policy"),
      context: { services: t.services, clientIp: "127.0.0.1" },
      params: {},
    } as never)) as { facts: Record<string, string> };
    expect(page.facts.freeDays).toBe("5 days");
    expect(page.facts.lateRule).toMatch(/charged 2 nights of the room rate for every room/);
  });

  it("closes online changes after the free-cancellation deadline", async () => {
    const made = await makeBooking(
      call,
      room("Superior Standard").id,
      addDaysIso(today, 1),
      1,
      8625,
    );
    expect((await view(made)).manage).toMatchObject({
      canChange: false,
      changeBlock: "afterDeadline",
    });
    const answer = await quote(made, {
      roomId: room("Superior Standard").id,
      checkIn: addDaysIso(today, 1),
      checkOut: addDaysIso(today, 3),
      adults: 1,
      children: 0,
      roomCount: 1,
      extraGuests: 0,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.current).toEqual({ block: "afterDeadline" });
  });
});
