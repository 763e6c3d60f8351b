/**
 * The late-cancellation charge is the nights as booked, after a promo
 * code's discount. The quote's terms, the booking page, the e-mail, the charge kept and the
 * refund all say the same figure (core/cancellation.ts), and charge + refund = paid.
 */
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { BookingViewDto, RoomTypeDto, StayQuoteDto } from "~core/types";
import { bookings, mailOutbox, promoCodes } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { clearPesapalTokens } from "~server/services/payments/client";
import { type FakePesapal, startFakePesapal } from "../../scripts/fakes/pesapal";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";

const ORIGIN = "http://localhost";
let t: TestApp;
let fake: FakePesapal;
let cookie = "";
let roomId = 0;
const day = (n: number) => addDaysIso(hotelToday(), n);

async function call(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (cookie) headers.set("Cookie", cookie);
  if (init.method && init.method !== "GET") {
    headers.set("Origin", ORIGIN);
    if (init.body) headers.set("Content-Type", "application/json");
  }
  const response = await t.app.request(path, { ...init, headers });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

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
  const rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
  roomId = rooms.find((room) => room.name === "Superior Standard")!.id;
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
  await t.database.db.insert(promoCodes).values([
    { code: "SAVE20", kind: "percent", value: 20 },
    { code: "ODD1001", kind: "amount", value: 1001 },
  ]);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => clearPesapalTokens());

const quote = async (from: number, to: number, promoCode: string) => {
  const query = new URLSearchParams({
    roomId: String(roomId),
    checkIn: day(from),
    checkOut: day(to),
    adults: "1",
    rooms: "1",
    promoCode,
  });
  const { status, body } = await t.getJson(`/api/quote?${query.toString()}`);
  expect(status).toBe(200);
  return body as StayQuoteDto;
};

describe("the late-cancellation charge of a promo booking", () => {
  it("the quote names one night as booked, after the discount, with its taxes", async () => {
    // Two nights of Superior Standard, room only: 15,000 - 20% = 12,000 + 15% = 13,800.
    const q = await quote(1, 3, "SAVE20");
    expect(q).toMatchObject({ subtotal: 15000, discount: 3000, tax: 1800, total: 13800 });
    // One night as booked: 7,500 - 1,500 = 6,000 + 15% = 6,900 (not 8,625 before the discount).
    expect(q.cancellation).toMatchObject({ free: false, charge: 6900, lateCharge: 6900 });
    // A fixed amount is shared by the nights in proportion, in whole shillings: 1,001 / 2
    // = 500.5 -> 501 off the first night; 6,999 + 1,050 taxes.
    const odd = await quote(1, 3, "ODD1001");
    expect(odd).toMatchObject({ discount: 1001, total: 16099 });
    expect(odd.cancellation).toMatchObject({ charge: 8049, lateCharge: 8049 });
  });

  it("the booking page, the e-mail, the charge kept and the refund say the same and add up", async () => {
    const made = await call("/api/bookings", {
      method: "POST",
      body: JSON.stringify({
        ...GUEST,
        roomId,
        checkIn: day(1),
        checkOut: day(3),
        adults: 1,
        children: 0,
        roomCount: 1,
        totalAmount: 13800,
        promoCode: "SAVE20",
      }),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const token = new URL(made.body.confirmationUrl).searchParams.get("token")!;
    const trackingId = new URL(made.body.redirectUrl).searchParams.get("OrderTrackingId")!;
    fake.setOrderState(trackingId, "completed", { method: "Visa" });
    await call(
      `/api/payments/pesapal/ipn?OrderTrackingId=${trackingId}&OrderNotificationType=IPNCHANGE`,
    );
    const path = `/api/bookings/${made.body.reference}`;
    const view = (await call(`${path}?token=${token}`)).body as BookingViewDto;
    expect(view.state).toBe("paid");
    expect(view.manage).toMatchObject({
      free: false,
      charge: 6900,
      lateCharge: 6900,
      refund: 6900,
    });

    // The confirmation e-mail names the same charge.
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, GUEST.email),
          like(mailOutbox.dedupeKey, `booking:${made.body.reference}:%`),
        ),
      );
    const told = mails.map((mail) => mail.text).join("\n");
    expect(told).toContain("KSh 6,900");
    expect(told).not.toContain("KSh 8,625");

    const cancel = await call(`${path}/cancel?token=${token}`, {
      method: "POST",
      body: JSON.stringify({ expectedCharge: 6900 }),
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, made.body.reference));
    expect(row).toMatchObject({ status: "cancelled", cancellationCharge: 6900 });
    const refunded = fake.refunds.filter((refund) => refund.orderTrackingId === trackingId);
    expect(refunded).toMatchObject([{ amount: 6900 }]);
    expect(row!.cancellationCharge! + refunded[0]!.amount).toBe(row!.totalAmount);
  });
});
