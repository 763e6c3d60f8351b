/**
 * Cancellation and payment move together, against the fake Pesapal:
 * staff cancel closes the open order first; a paid booking needs a refund choice; a
 * payment that still arrives for a cancelled booking is refunded once, however many of
 * the IPN, the sweeper and the return page see it; refunds are followed up until
 * Pesapal reports them reversed, and the guest hears of it in their language.
 */
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { RoomTypeDto } from "~core/types";
import { bookings, jobs, mailOutbox, paymentTransactions } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { sweepPendingPayments } from "~server/services/booking/payment-sweep";
import {
  paymentsNeedingAttention,
  REFUND_QUEUE,
  runRefundJobs,
} from "~server/services/booking/refunds";
import { clearPesapalTokens } from "~server/services/payments/client";
import { type FakePesapal, startFakePesapal } from "../../scripts/fakes/pesapal";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let fake: FakePesapal;
let cookie = "";
let rooms: RoomTypeDto[];
const ORIGIN = "http://localhost";
const today = hotelToday();

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
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => clearPesapalTokens());

let nextDay = 40;
/** A two-night Superior Standard booking waiting for payment: 17,250 KSh. */
async function book() {
  const roomId = rooms.find((r) => r.name === "Superior Standard")!.id;
  const checkIn = addDaysIso(today, nextDay);
  nextDay += 3;
  const result = await call("/api/bookings", {
    method: "POST",
    body: JSON.stringify({
      ...GUEST,
      roomId,
      checkIn,
      checkOut: addDaysIso(checkIn, 2),
      adults: 1,
      children: 0,
      roomCount: 1,
      totalAmount: 17250,
    }),
  });
  expect(result.status).toBe(201);
  const created = result.body as { id: number; reference: string; redirectUrl: string };
  const trackingId = new URL(created.redirectUrl).searchParams.get("OrderTrackingId")!;
  return { ...created, trackingId };
}

const ipn = (trackingId: string) =>
  call(`/api/payments/pesapal/ipn?OrderTrackingId=${trackingId}&OrderNotificationType=IPNCHANGE`);
const bookingRow = async (id: number) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const paymentOf = async (bookingId: number) =>
  (
    await t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.bookingId, bookingId))
  )[0]!;
const cancel = (id: number, body?: unknown) =>
  call(`/api/admin/bookings/${id}/cancel`, {
    method: "POST",
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const refundsFor = (trackingId: string) =>
  fake.refunds.filter((r) => r.orderTrackingId === trackingId);
/** Makes the refund jobs due now (their back-off would wait minutes). */
const makeRefundJobsDue = () =>
  t.database.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(and(eq(jobs.queue, REFUND_QUEUE), eq(jobs.status, "pending")));
const mailsLike = (pattern: string) =>
  t.database.db.select().from(mailOutbox).where(like(mailOutbox.dedupeKey, pattern));

/** A booking paid at Pesapal and confirmed through the IPN. */
async function paidBooking(method: "Visa" | "MPESA") {
  const created = await book();
  fake.setOrderState(created.trackingId, "completed", { method });
  expect((await ipn(created.trackingId)).body.status).toBe(200);
  expect((await bookingRow(created.id)).status).toBe("confirmed");
  return created;
}

describe("staff cancel an unpaid booking", () => {
  it("cancels its Pesapal order first, so the guest can no longer pay", async () => {
    const created = await book();
    const answer = await cancel(created.id);
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe("cancelled");
    expect(fake.orders.get(created.trackingId)?.cancelled).toBe(true);
    expect((await paymentOf(created.id)).cancelledAt).toBeInstanceOf(Date);
  });

  it("treats an order paid meanwhile as paid: the refund choice is asked for", async () => {
    const created = await book();
    // Paid at Pesapal, IPN not arrived yet: CancelOrder is refused.
    fake.setOrderState(created.trackingId, "completed", { method: "Visa" });
    const answer = await cancel(created.id);
    expect(answer.status).toBe(400);
    expect(answer.body.errors.refund).toMatch(/paid online \(KSh 17,250\)/);
    expect((await bookingRow(created.id)).status).toBe("confirmed");
  });
});

describe("staff cancel a paid booking", () => {
  it("needs a refund choice, validated, and refunds once with the cancel", async () => {
    const card = await paidBooking("Visa");
    expect((await cancel(card.id)).status).toBe(400);
    const noReason = await cancel(card.id, { refund: "none" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toBe("Give the reason for not refunding the payment.");
    const tooMuch = await cancel(card.id, { refund: "partial", amount: 17251 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors.amount).toBe(
      "The refund can be at most the amount paid (KSh 17,250).",
    );
    expect((await bookingRow(card.id)).status).toBe("confirmed");
    expect(refundsFor(card.trackingId)).toHaveLength(0);

    const partial = await cancel(card.id, {
      refund: "partial",
      amount: 5000,
      reason: "Cancelled late",
    });
    expect(partial.status).toBe(200);
    expect((await bookingRow(card.id)).status).toBe("cancelled");
    expect(refundsFor(card.trackingId)).toMatchObject([
      { amount: 5000, remarks: "Cancelled late", username: "desk@example.com" },
    ]);
    expect(await paymentOf(card.id)).toMatchObject({
      refundAmount: 5000,
      refundStatus: "requested",
    });
    // Mobile money: in full only.
    const mobile = await paidBooking("MPESA");
    const part = await cancel(mobile.id, { refund: "partial", amount: 100 });
    expect(part.status).toBe(400);
    expect(part.body.errors.refund).toMatch(/^Mobile money payments are refunded in full only/);
    expect((await cancel(mobile.id, { refund: "full" })).status).toBe(200);
    expect(refundsFor(mobile.trackingId)).toMatchObject([{ amount: 17250 }]);
  });

  it("no refund with a reason cancels and sends nothing to Pesapal", async () => {
    const card = await paidBooking("Visa");
    const answer = await cancel(card.id, { refund: "none", reason: "Non-refundable rate" });
    expect(answer.status).toBe(200);
    expect(refundsFor(card.trackingId)).toHaveLength(0);
    expect((await paymentOf(card.id)).refundRequestedAt).toBeNull();
  });
});

describe("a payment that arrives for a cancelled booking", () => {
  it("is refunded exactly once, with the IPN, the sweeper and the return page all seeing it", async () => {
    const created = await book();
    // Cancelled while Pesapal could not cancel the order (as before this fix).
    await t.database.db
      .update(bookings)
      .set({ status: "cancelled" })
      .where(eq(bookings.id, created.id));
    fake.setOrderState(created.trackingId, "completed", { method: "Visa" });

    await Promise.all([
      ipn(created.trackingId),
      ipn(created.trackingId),
      ipn(created.trackingId),
      sweepPendingPayments(t.services),
      call(`/api/payments/pesapal/status?orderTrackingId=${created.trackingId}`),
      ipn(created.trackingId),
    ]);
    await makeRefundJobsDue();
    await runRefundJobs(t.services);
    await sweepPendingPayments(t.services);
    await ipn(created.trackingId);

    expect(refundsFor(created.trackingId)).toMatchObject([
      { amount: 17250, remarks: expect.stringMatching(/^Paid after the booking was cancelled/) },
    ]);
    expect((await bookingRow(created.id)).status).toBe("cancelled");
    const payment = await paymentOf(created.id);
    expect(payment).toMatchObject({
      paymentStatus: "COMPLETED",
      latePayment: true,
      refundAmount: 17250,
      refundStatus: "requested",
    });
    const requestJobs = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `pesapal:refund-request:${payment.id}`));
    expect(requestJobs).toHaveLength(1);
    // Staff hear of it once: e-mail and the dashboard's list.
    const alerts = await mailsLike(`late-payment:${payment.id}`);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toContain(created.reference);
    expect(alerts[0]!.to).toBe("frontdesk@pwanibay.example");
    const attention = await paymentsNeedingAttention(t.database.db);
    expect(attention.filter((item) => item.transactionId === payment.id)).toHaveLength(1);
    // The guest page says a refund is on its way.
    const view = await call(`/api/payments/pesapal/status?orderTrackingId=${created.trackingId}`);
    expect(view.body.state).toBe("cancelled");
  });

  it("is retried with back-off while Pesapal is unreachable", async () => {
    const created = await book();
    await t.database.db
      .update(bookings)
      .set({ status: "cancelled" })
      .where(eq(bookings.id, created.id));
    fake.setOrderState(created.trackingId, "completed", { method: "Visa" });
    await ipn(created.trackingId);
    const payment = await paymentOf(created.id);
    // Undo the sent request on our side to replay a lost answer, then break the URL.
    expect(payment.refundStatus).toBe("requested");
    await t.database.db
      .update(paymentTransactions)
      .set({ refundStatus: "queued" })
      .where(eq(paymentTransactions.id, payment.id));
    await t.database.db
      .update(jobs)
      .set({ status: "pending", runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.dedupeKey, `pesapal:refund-request:${payment.id}`));
    const realUrl = t.services.env.pesapalSandboxUrl;
    t.services.env.pesapalSandboxUrl = `${fake.origin}/down`;
    clearPesapalTokens();
    try {
      const run = await runRefundJobs(t.services);
      expect(run.failed).toBeGreaterThanOrEqual(1);
    } finally {
      t.services.env.pesapalSandboxUrl = realUrl;
      clearPesapalTokens();
    }
    expect((await paymentOf(created.id)).refundStatus).toBe("retrying");
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `pesapal:refund-request:${payment.id}`));
    expect(job).toMatchObject({ status: "pending" });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
    // Back: Pesapal already holds the first request, so "already requested" counts as sent.
    await makeRefundJobsDue();
    await runRefundJobs(t.services);
    expect((await paymentOf(created.id)).refundStatus).toBe("requested");
    expect(refundsFor(created.trackingId)).toHaveLength(1);
  });
});

describe("refund follow-up", () => {
  it("checks until Pesapal reports the reversal, records it and e-mails the guest once in their language", async () => {
    const card = await paidBooking("Visa");
    await t.database.db.update(bookings).set({ language: "fr" }).where(eq(bookings.id, card.id));
    expect((await cancel(card.id, { refund: "full" })).status).toBe(200);
    const payment = await paymentOf(card.id);

    // Not reversed yet: the check waits longer each time.
    await makeRefundJobsDue();
    await runRefundJobs(t.services);
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `pesapal:refund-check:${payment.id}`));
    expect(job).toMatchObject({ status: "pending", attempts: 1 });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
    expect((await paymentOf(card.id)).refundStatus).toBe("requested");

    fake.setOrderState(card.trackingId, "reversed", { method: "Visa" });
    await makeRefundJobsDue();
    await Promise.all([runRefundJobs(t.services), runRefundJobs(t.services)]);
    const after = await paymentOf(card.id);
    expect(after).toMatchObject({ refundStatus: "refunded", statusCode: 3 });
    expect(after.refundSettledAt).toBeInstanceOf(Date);
    const mails = await mailsLike(`booking:${card.reference}:refunded:%`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(GUEST.email);
    expect(mails[0]!.subject).toContain("Votre remboursement");
    expect(mails[0]!.text).toContain("17");

    // The guest's booking says refunded.
    const view = await call(`/api/payments/pesapal/status?orderTrackingId=${card.trackingId}`);
    expect(view.body.state).toBe("cancelled");
    await makeRefundJobsDue();
    await runRefundJobs(t.services);
    expect(await mailsLike(`booking:${card.reference}:refunded:%`)).toHaveLength(1);
  });
});
