/**
 * Deposits against the fake Pesapal: staff choose a percentage or the first night in the
 * settings (and wrong values are refused); the quote says it; the booking asks exactly it
 * online and is confirmed once it is paid, with the rest shown as due at the hotel; a
 * payment of another amount confirms nothing; changes keep the deposit and put the rest
 * at the hotel; cancelling refunds it; without Pesapal, or while it fails, no deposit.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { BookingViewDto, RoomTypeDto } from "~core/types";
import { bookings, mailOutbox, paymentTransactions, pesapalConfig } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { clearPesapalTokens } from "~server/services/payments/client";
import { resetPesapalOutage } from "~server/services/payments/verify";
import { type FakePesapal, startFakePesapal } from "../../scripts/fakes/pesapal";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";

const ORIGIN = "http://localhost";
const today = hotelToday();
const day = (n: number) => addDaysIso(today, n);

let t: TestApp;
let fake: FakePesapal;
let cookie = "";
let roomId = 0;

async function call(path: string, init: RequestInit = {}, asAdmin = false) {
  const headers = new Headers(init.headers);
  if (asAdmin) headers.set("Cookie", cookie);
  if (init.method && init.method !== "GET") {
    headers.set("Origin", ORIGIN);
    if (init.body) headers.set("Content-Type", "application/json");
  }
  const response = await t.app.request(path, { ...init, headers });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
const post = (body: unknown): RequestInit => ({ method: "POST", body: JSON.stringify(body) });

/** PUT /api/admin/settings with the stored settings and these deposit terms. */
async function setDeposit(deposit: unknown) {
  const current = (await call("/api/admin/settings", {}, true)).body;
  const { currency: _currency, ...rest } = current;
  return call(
    "/api/admin/settings",
    { method: "PUT", body: JSON.stringify({ ...rest, deposit }) },
    true,
  );
}

interface Made {
  id: number;
  reference: string;
  token: string;
  status: string;
  trackingId: string | null;
}

let nextDay = 20;
/** One adult in Superior Standard (7,500 KSh a night + 15%): 2 nights are 17,250 KSh. */
async function book(nights = 2, totalAmount = 17250): Promise<Made> {
  const checkIn = day(nextDay);
  nextDay += nights + 1;
  const result = await call(
    "/api/bookings",
    post({
      ...GUEST,
      roomId,
      checkIn,
      checkOut: addDaysIso(checkIn, nights),
      adults: 1,
      children: 0,
      roomCount: 1,
      totalAmount,
    }),
  );
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return {
    id: result.body.id,
    reference: result.body.reference,
    status: result.body.status,
    token: new URL(result.body.confirmationUrl).searchParams.get("token")!,
    trackingId: result.body.redirectUrl
      ? new URL(result.body.redirectUrl).searchParams.get("OrderTrackingId")
      : null,
  };
}

const quote = (nights: number) => {
  const checkIn = day(nextDay);
  const query = new URLSearchParams({
    roomId: String(roomId),
    checkIn,
    checkOut: addDaysIso(checkIn, nights),
    adults: "1",
    children: "0",
    rooms: "1",
  });
  return call(`/api/quote?${query}`);
};
const view = async (made: Made) =>
  (await call(`/api/bookings/${made.reference}?token=${made.token}`)).body as BookingViewDto;
const row = async (id: number) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const transactionsOf = (id: number) =>
  t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.bookingId, id));
async function pay(made: Made) {
  fake.setOrderState(made.trackingId!, "completed", { method: "Visa" });
  await call(
    `/api/payments/pesapal/ipn?OrderTrackingId=${made.trackingId}&OrderNotificationType=IPNCHANGE`,
  );
}

beforeAll(async () => {
  fake = await startFakePesapal({ sendIpn: false });
  t = await createTestApp();
  t.services.env.pesapalSandboxUrl = fake.url;
  t.services.env.pesapalLiveUrl = `${fake.origin}/live-not-used`;
  await createAdmin(t.database.db, {
    email: "owner@example.com",
    name: "Owner",
    password: "a long password!",
  });
  const auth = await t.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "owner@example.com", password: "a long password!" }),
  });
  cookie = (auth.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
  roomId = rooms.find((room) => room.name === "Superior Standard")!.id;
  const active = await call(
    "/api/admin/pesapal/config",
    {
      method: "PUT",
      body: JSON.stringify({
        consumerKey: fake.consumerKey,
        consumerSecret: fake.consumerSecret,
        sandbox: true,
        isActive: true,
      }),
    },
    true,
  );
  expect(active.body.isActive).toBe(true);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => clearPesapalTokens());

describe("deposit settings", () => {
  it("only staff change them, and wrong values are refused with a message per field", async () => {
    const anonymous = await call("/api/admin/settings", {
      method: "PUT",
      body: JSON.stringify({ deposit: { mode: "percent", percent: 30 } }),
    });
    expect(anonymous.status).toBe(401);

    const zero = await setDeposit({ mode: "percent", percent: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.errors).toMatchObject({
      "deposit.percent": "The deposit must be a whole percentage from 1 to 100",
    });
    const unknown = await setDeposit({ mode: "half", percent: "30" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toMatchObject({
      "deposit.mode": "Choose what guests pay online when booking",
    });
    // Nothing was stored: bookings still ask the full amount.
    expect((await quote(2)).body).toMatchObject({ total: 17250, deposit: null });

    const saved = await setDeposit({ mode: "percent", percent: "30" });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.changed).toEqual(["deposit"]);
  });
});

describe("a percentage deposit", () => {
  it("is quoted, asked online exactly, and confirms the booking once paid", async () => {
    // 30% of 17,250, rounded half up.
    expect((await quote(2)).body).toMatchObject({ total: 17250, deposit: 5175 });
    const made = await book();
    expect(made.status).toBe("pending_payment");
    expect((await row(made.id)).depositAmount).toBe(5175);
    const order = fake.orders.get(made.trackingId!)!;
    expect(order.amount).toBe(5175);
    expect(order.description).toContain("deposit");
    // The payment page says it is a deposit.
    const status = await call(`/api/payments/pesapal/status?orderTrackingId=${made.trackingId}`);
    expect(status.body).toMatchObject({ amount: 5175, deposit: true });
    expect((await view(made)).state).toBe("awaiting_payment");

    await pay(made);
    const after = await view(made);
    expect(after).toMatchObject({
      status: "confirmed",
      state: "paid",
      paidOnline: false,
      amountPaid: 5175,
      price: { total: 17250, deposit: 5175 },
    });
    expect(after.manage).toMatchObject({ dueAtHotel: 12075, balanceDue: 0, netPaid: 5175 });
    // The confirmation e-mail says what was paid and what is due at the hotel.
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `booking:${made.reference}:guest`));
    expect(mail?.text).toContain("Deposit paid online: KSh 5,175. The rest, KSh 12,075");
    // Nothing is asked online for the rest.
    const balance = await call(
      `/api/bookings/${made.reference}/balance?token=${made.token}`,
      post({}),
    );
    expect(balance.status).toBe(409);
  });

  it("a payment of another amount (the full total) confirms nothing", async () => {
    const made = await book();
    const order = fake.setOrderState(made.trackingId!, "completed", { method: "Visa" });
    order.reportedAmount = 17250;
    await call(
      `/api/payments/pesapal/ipn?OrderTrackingId=${made.trackingId}&OrderNotificationType=IPNCHANGE`,
    );
    expect((await row(made.id)).status).toBe("pending_payment");
    expect((await transactionsOf(made.id))[0]?.paymentStatus).toBe("AMOUNT_MISMATCH");
  });

  it("a dearer change keeps the deposit and puts the rest at the hotel; a stale total is refused", async () => {
    const made = await book();
    await pay(made);
    const stay = await view(made);
    const change = {
      roomId,
      checkIn: stay.checkIn,
      checkOut: addDaysIso(stay.checkIn, 3),
      adults: 1,
      children: 0,
      roomCount: 1,
      extraGuests: 0,
    };
    const quoted = await call(
      `/api/bookings/${made.reference}/change/quote?token=${made.token}`,
      post(change),
    );
    expect(quoted.body).toMatchObject({
      newTotal: 25875,
      paid: 5175,
      settlement: "rest_at_hotel",
      amount: 20700,
    });
    const done = await call(
      `/api/bookings/${made.reference}/change?token=${made.token}`,
      post({ ...change, expectedTotal: 25875, version: 0 }),
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    // No order for the difference: it is paid at the hotel with the rest.
    expect(done.body.redirectUrl ?? null).toBeNull();
    expect(await transactionsOf(made.id)).toHaveLength(1);
    expect((done.body.booking as BookingViewDto).manage).toMatchObject({
      dueAtHotel: 20700,
      balanceDue: 0,
    });
  });

  it("cancelling within the free period refunds the deposit in full", async () => {
    const made = await book();
    await pay(made);
    expect((await view(made)).manage).toMatchObject({ free: true, refund: 5175, charge: 0 });
    const cancelled = await call(
      `/api/bookings/${made.reference}/cancel?token=${made.token}`,
      post({ expectedCharge: 0 }),
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(fake.refunds.filter((r) => r.orderTrackingId === made.trackingId)).toMatchObject([
      { amount: 5175 },
    ]);
  });
});

describe("a first-night deposit", () => {
  it("asks the first night with its tax, and the full amount for a single night", async () => {
    expect((await setDeposit({ mode: "first_night", percent: 30 })).status).toBe(200);
    expect((await quote(2)).body).toMatchObject({ total: 17250, deposit: 8625 });
    const made = await book();
    expect(fake.orders.get(made.trackingId!)?.amount).toBe(8625);

    // One night: the deposit would be the whole stay, so the whole stay is asked.
    expect((await quote(1)).body).toMatchObject({ total: 8625, deposit: null });
    const single = await book(1, 8625);
    expect((await row(single.id)).depositAmount).toBeNull();
    expect(fake.orders.get(single.trackingId!)?.amount).toBe(8625);
    await pay(single);
    expect(await view(single)).toMatchObject({ state: "paid", paidOnline: true });
  });
});

describe("without a working Pesapal", () => {
  it("a booking taken to pay at the hotel while Pesapal fails keeps no deposit", async () => {
    // A token is cached, then Pesapal stops answering: the order fails after the commit.
    const spare = await startFakePesapal({
      credentials: [{ consumerKey: "spare-key-EEEE5555", consumerSecret: "spare-secret-FFFF6666" }],
    });
    t.services.env.pesapalSandboxUrl = spare.url;
    try {
      const saved = await call(
        "/api/admin/pesapal/config",
        {
          method: "PUT",
          body: JSON.stringify({
            consumerKey: spare.consumerKey,
            consumerSecret: spare.consumerSecret,
            sandbox: true,
            isActive: true,
          }),
        },
        true,
      );
      expect(saved.status).toBe(200);
      expect((await book()).trackingId).not.toBeNull();
      await spare.close();
      const converted = await book();
      expect(converted.status).toBe("confirmed");
      expect((await row(converted.id)).depositAmount).toBeNull();
      const shown = await view(converted);
      expect(shown).toMatchObject({ state: "confirmed", price: { deposit: null } });
      expect(shown.manage.dueAtHotel).toBe(0);
    } finally {
      resetPesapalOutage();
      t.services.env.pesapalSandboxUrl = fake.url;
    }
  });

  it("with Pesapal off, nothing is asked online and no deposit is quoted", async () => {
    await t.database.db.update(pesapalConfig).set({ isActive: false });
    expect((await quote(2)).body).toMatchObject({ total: 17250, deposit: null });
    const made = await book();
    expect(made).toMatchObject({ status: "confirmed", trackingId: null });
    expect((await row(made.id)).depositAmount).toBeNull();
  });
});
