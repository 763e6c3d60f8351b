/**
 * Pesapal payments against the fake Pesapal: admin configuration and its
 * masking, IPN registration, the connection test, the paid booking flow, the IPN's
 * idempotency, failures, amount checks, hold expiry and the secrets grep.
 */
import { and, eq, gte, lt } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import type { RoomTypeDto } from "~core/types";
import {
  bookings,
  mailOutbox,
  paymentTransactions,
  pesapalConfig,
  roomInventory,
} from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { sweepPendingPayments } from "~server/services/booking/payment-sweep";
import { clearPesapalTokens } from "~server/services/payments/client";
import { KEY_PURPOSE, SECRET_PURPOSE } from "~server/services/payments/config";
import { encryptSecret } from "~server/services/platform/secrets";
import { type FakePesapal, startFakePesapal } from "../../scripts/fakes/pesapal";
import { GUEST } from "../helpers/guest";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let fake: FakePesapal;
let cookie = "";
let rooms: RoomTypeDto[];
const ORIGIN = "http://localhost";
/** Everything the app answered and logged: the secrets grep reads these. */
const responses: string[] = [];
const logLines: string[] = [];
const today = hotelToday();
const day = (n: number) => addDaysIso(today, n);

async function call(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (cookie) headers.set("Cookie", cookie);
  if (init.method && init.method !== "GET") {
    headers.set("Origin", ORIGIN);
    if (init.body) headers.set("Content-Type", "application/json");
  }
  const response = await t.app.request(path, { ...init, headers });
  const text = await response.text();
  responses.push(text);
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const putConfig = (body: Record<string, unknown>) =>
  call("/api/admin/pesapal/config", { method: "PUT", body: JSON.stringify(body) });

beforeAll(async () => {
  fake = await startFakePesapal();
  t = await createTestApp();
  t.services.env.pesapalSandboxUrl = fake.url;
  t.services.env.pesapalLiveUrl = `${fake.origin}/live-not-used`;
  t.services.logger = pino(
    { level: "trace" },
    { write: (line: string) => void logLines.push(line) },
  );
  await createAdmin(t.database.db, {
    email: "pay@example.com",
    name: "Payments",
    password: "a long password!",
  });
  const login = await t.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "pay@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => clearPesapalTokens());

const guest = GUEST;

let nextDay = 30;
/** A two-night Superior Standard booking on fresh dates: 17,250 KSh. */
async function book() {
  const roomId = rooms.find((r) => r.name === "Superior Standard")!.id;
  const checkIn = day(nextDay);
  nextDay += 3;
  const result = await call("/api/bookings", {
    method: "POST",
    body: JSON.stringify({
      ...guest,
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
  return result.body as {
    id: number;
    reference: string;
    status: string;
    redirectUrl?: string;
    confirmationUrl: string;
  };
}

const bookingRow = async (id: number) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const transactionsOf = (id: number) =>
  t.database.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.bookingId, id))
    .orderBy(paymentTransactions.id);
const trackingIdOf = (redirectUrl: string) =>
  new URL(redirectUrl).searchParams.get("OrderTrackingId") ?? "";
const bookedNights = async (row: { roomTypeId: number; checkIn: string; checkOut: string }) =>
  (
    await t.database.db
      .select({ booked: roomInventory.booked })
      .from(roomInventory)
      .where(
        and(
          eq(roomInventory.roomTypeId, row.roomTypeId),
          gte(roomInventory.night, row.checkIn),
          lt(roomInventory.night, row.checkOut),
        ),
      )
  ).map((r) => r.booked);
const guestMails = (reference: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, `booking:${reference}:guest`));
const ipn = (query: Record<string, string>, method: "GET" | "POST" = "GET") =>
  method === "GET"
    ? call(`/api/payments/pesapal/ipn?${new URLSearchParams(query)}`)
    : call("/api/payments/pesapal/ipn", { method: "POST", body: JSON.stringify(query) });

describe("Pesapal admin configuration", () => {
  it("needs a session for every admin route", async () => {
    for (const [method, path] of [
      ["GET", "/api/admin/pesapal/config"],
      ["PUT", "/api/admin/pesapal/config"],
      ["POST", "/api/admin/pesapal/register-ipn"],
      ["GET", "/api/admin/pesapal/test-connection"],
      ["GET", "/api/admin/pesapal/transactions"],
      ["POST", "/api/admin/pesapal/transactions/1/refund"],
    ] as const) {
      const response = await t.app.request(path, { method, headers: { Origin: ORIGIN } });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it("books pay-at-hotel while Pesapal is not active", async () => {
    const created = await book();
    expect(created.status).toBe("confirmed");
    expect(created.redirectUrl).toBeUndefined();
    expect(await guestMails(created.reference)).toHaveLength(1);
  });

  it("requires key and secret with the required messages, then masks them", async () => {
    const empty = await putConfig({ consumerKey: "", consumerSecret: "", sandbox: true });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      consumerKey: "Consumer key is required",
      consumerSecret: "Consumer secret is required",
    });
    const test = await call("/api/admin/pesapal/test-connection");
    expect(test.body.success).toBe(false);

    const saved = await putConfig({
      consumerKey: fake.consumerKey,
      consumerSecret: fake.consumerSecret,
      sandbox: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.consumerKey).toEqual({ isSet: true, last4: fake.consumerKey.slice(-4) });
    expect(saved.body.consumerSecret).toEqual({
      isSet: true,
      last4: fake.consumerSecret.slice(-4),
    });
    expect(saved.body.sandbox).toBe(true);
    expect(saved.body.isActive).toBe(false);

    // Stored encrypted, never in clear.
    const [row] = await t.database.db.select().from(pesapalConfig);
    expect(row?.consumerKeyEncrypted).not.toContain(fake.consumerKey);
    expect(row?.consumerSecretEncrypted?.startsWith("v1.")).toBe(true);

    // Empty fields keep the stored values.
    const kept = await putConfig({ consumerKey: "", consumerSecret: "", sandbox: true });
    expect(kept.status).toBe(200);
    expect(kept.body.consumerKey.last4).toBe(fake.consumerKey.slice(-4));
    const read = await call("/api/admin/pesapal/config");
    expect(read.body.consumerSecret.isSet).toBe(true);
    expect(JSON.stringify(read.body)).not.toContain(fake.consumerSecret);
  });

  it("tests the connection with a real token request: good and bad credentials", async () => {
    const good = await call("/api/admin/pesapal/test-connection");
    expect(good.body).toEqual({ success: true, message: expect.stringMatching(/Connected/) });
    expect(fake.calls.some((c) => c.path === "/api/Auth/RequestToken")).toBe(true);

    // A wrong key is refused at save time (provider-fallbacks.db.test.ts); a key that
    // Pesapal stops accepting later is stored as if it had been saved then.
    const refused = await putConfig({
      consumerKey: "wrong-key-1234",
      consumerSecret: "wrong-secret-5678",
    });
    expect(refused.status).toBe(400);
    const { appSecret } = t.services.env;
    await t.database.db.update(pesapalConfig).set({
      consumerKeyEncrypted: encryptSecret(appSecret, KEY_PURPOSE, "wrong-key-1234"),
      consumerSecretEncrypted: encryptSecret(appSecret, SECRET_PURPOSE, "wrong-secret-5678"),
    });
    const bad = await call("/api/admin/pesapal/test-connection");
    expect(bad.body.success).toBe(false);
    expect(bad.body.message).toMatch(/Connection test failed/);
    expect(bad.body.message).not.toContain("wrong-secret-5678");
    const health = await t.getJson("/api/admin/dashboard", { headers: { Cookie: cookie } });
    expect(health.status).toBe(200);

    await putConfig({
      consumerKey: fake.consumerKey,
      consumerSecret: fake.consumerSecret,
      sandbox: true,
    });
  });

  it("registers the IPN once and reuses an existing registration", async () => {
    const ipnLists = () => fake.calls.filter((c) => c.path === "/api/URLSetup/GetIpnList").length;
    const listsBefore = ipnLists();
    // Saving the credentials registered it already (checked with Pesapal at save time).
    const first = await call("/api/admin/pesapal/register-ipn", { method: "POST" });
    expect(first.status).toBe(200);
    expect(first.body.ipnUrl).toBe("http://localhost:3000/api/payments/pesapal/ipn");
    expect(first.body.config.ipnId).toBe(first.body.ipnId);
    expect(fake.ipns).toHaveLength(1);
    expect(fake.ipns[0]?.type).toBe("POST");

    // Forget it locally (as after switching environments and back): the list is
    // asked first and the existing registration reused, not registered again.
    await t.database.db.update(pesapalConfig).set({ ipnId: null, ipnUrl: null });
    const again = await call("/api/admin/pesapal/register-ipn", { method: "POST" });
    expect(again.body.ipnId).toBe(first.body.ipnId);
    expect(again.body.reused).toBe(true);
    expect(fake.ipns).toHaveLength(1);
    // GetIpnList only once the local registration was forgotten; RegisterIPN only once.
    expect(ipnLists()).toBe(listsBefore + 1);
    expect(fake.calls.filter((c) => c.path === "/api/URLSetup/RegisterIPN")).toHaveLength(1);
  });
});

describe("paid booking flow", () => {
  beforeAll(async () => {
    const active = await putConfig({ sandbox: true, isActive: true });
    expect(active.body.isActive).toBe(true);
  });

  it("holds the rooms, submits the order and answers with the payment page", async () => {
    const created = await book();
    expect(created.status).toBe("pending_payment");
    expect(created.redirectUrl).toMatch(/\/pesapaliframe\/PesapalIframe3\/Index\?OrderTrackingId=/);
    const row = await bookingRow(created.id);
    const holdMinutes = (row.holdExpiresAt!.getTime() - Date.now()) / 60_000;
    expect(holdMinutes).toBeGreaterThan(29);
    expect(holdMinutes).toBeLessThanOrEqual(30);
    expect(await bookedNights(row)).toEqual([1, 1]);
    expect(await guestMails(created.reference)).toHaveLength(0);

    const order = fake.orders.get(trackingIdOf(created.redirectUrl!))!;
    expect(order.merchantReference).toBe(`${created.reference}-1`);
    expect(order.amount).toBe(17250);
    expect(order.currency).toBe("KES");
    expect(order.callbackUrl).toBe("http://localhost:3000/booking/payment");
    expect(order.billingAddress).toMatchObject({
      email_address: "amina@example.com",
      phone_number: "+254712345678",
      country_code: "KE",
      first_name: "Amina",
    });
    const [transaction] = await transactionsOf(created.id);
    expect(transaction).toMatchObject({ paymentStatus: "PENDING", amount: 17250 });

    // Pending at the provider: status "500" + status_code 0 stays pending.
    const status = await call(
      `/api/payments/pesapal/status?orderTrackingId=${order.orderTrackingId}`,
    );
    expect(status.body.state).toBe("processing");
    expect((await bookingRow(created.id)).status).toBe("pending_payment");
  });

  it("applies an IPN delivered five times, concurrently and out of order, once", async () => {
    const created = await book();
    const trackingId = trackingIdOf(created.redirectUrl!);
    fake.setOrderState(trackingId, "completed", { method: "MPESA" });
    const params = {
      OrderTrackingId: trackingId,
      OrderMerchantReference: `${created.reference}-1`,
      OrderNotificationType: "IPNCHANGE",
    };
    const answers = await Promise.all([
      ipn(params, "POST"),
      ipn(params),
      ipn(
        {
          OrderNotificationType: "IPNCHANGE",
          OrderMerchantReference: params.OrderMerchantReference,
          OrderTrackingId: trackingId,
        },
        "POST",
      ),
      ipn(params),
      ipn(params, "POST"),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        orderNotificationType: "IPNCHANGE",
        orderTrackingId: trackingId,
        orderMerchantReference: `${created.reference}-1`,
        status: 200,
      });
    }
    const row = await bookingRow(created.id);
    expect(row.status).toBe("confirmed");
    expect(row.holdExpiresAt).toBeNull();
    expect(await bookedNights(row)).toEqual([1, 1]);
    const [transaction] = await transactionsOf(created.id);
    expect(transaction?.paymentStatus).toBe("COMPLETED");
    expect(transaction?.statusCode).toBe(1);
    expect(transaction?.paymentMethod).toBe("MpesaKE");
    expect(transaction?.confirmationCode).toBe(fake.orders.get(trackingId)?.confirmationCode);
    // Exactly one confirmation e-mail to the guest (and one to the hotel).
    const [guestMail] = await guestMails(created.reference);
    expect(await guestMails(created.reference)).toHaveLength(1);
    // It says the stay is paid, not "you pay at the hotel".
    expect(guestMail?.text).toContain("Paid online: KSh 17,250");
    expect(guestMail?.text).not.toContain("you pay at the hotel");
    const all = await t.database.db.select().from(mailOutbox);
    expect(all.filter((m) => m.dedupeKey.startsWith(`booking:${created.reference}:`))).toHaveLength(
      2,
    );

    // The admin list shows it with the guest and dates.
    const list = await call("/api/admin/pesapal/transactions");
    const item = (list.body as { merchantReference: string }[]).find(
      (i) => i.merchantReference === `${created.reference}-1`,
    );
    expect(item).toMatchObject({
      paymentStatus: "COMPLETED",
      currency: "KES",
      amount: 17250,
      booking: { guestName: "Amina Odhiambo", reference: created.reference },
    });
    const view = await call(`/api/payments/pesapal/status?orderTrackingId=${trackingId}`);
    expect(view.body).toMatchObject({ state: "paid", canRetry: false });
  });

  it("ignores an IPN for an unknown tracking id", async () => {
    const before = await t.database.db.select().from(bookings);
    const answer = await ipn({
      OrderTrackingId: "00000000-0000-0000-0000-000000000000",
      OrderMerchantReference: "PB-NOTOURS-1",
      OrderNotificationType: "IPNCHANGE",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe(500);
    expect(answer.body.orderTrackingId).toBe("00000000-0000-0000-0000-000000000000");
    expect(await t.database.db.select().from(bookings)).toEqual(before);
  });

  it("leaves a failed payment retryable with a new order while the hold lasts", async () => {
    const created = await book();
    const first = trackingIdOf(created.redirectUrl!);
    fake.setOrderState(first, "failed");
    await ipn({ OrderTrackingId: first, OrderMerchantReference: `${created.reference}-1` });
    expect((await bookingRow(created.id)).status).toBe("pending_payment");
    const view = await call(`/api/payments/pesapal/status?orderTrackingId=${first}`);
    expect(view.body).toMatchObject({ state: "failed", canRetry: true });

    const retry = await call("/api/payments/pesapal/retry", {
      method: "POST",
      body: JSON.stringify({ orderTrackingId: first }),
    });
    expect(retry.status).toBe(200);
    const second = trackingIdOf(retry.body.redirectUrl);
    expect(second).not.toBe(first);
    expect(fake.orders.get(second)?.merchantReference).toBe(`${created.reference}-2`);
    const transactions = await transactionsOf(created.id);
    expect(transactions.map((tr) => tr.paymentStatus)).toEqual(["FAILED", "PENDING"]);

    fake.setOrderState(second, "completed", { method: "Visa" });
    await ipn({ OrderTrackingId: second, OrderMerchantReference: `${created.reference}-2` });
    expect((await bookingRow(created.id)).status).toBe("confirmed");
    expect(await guestMails(created.reference)).toHaveLength(1);

    // Once paid, Try again is refused: nothing is charged twice.
    const late = await call("/api/payments/pesapal/retry", {
      method: "POST",
      body: JSON.stringify({ orderTrackingId: first }),
    });
    expect(late.body.redirectUrl).toBeNull();
    expect(late.body.view.state).toBe("paid");
  });

  it("does not mark a payment with another amount or currency as paid", async () => {
    const created = await book();
    const trackingId = trackingIdOf(created.redirectUrl!);
    const order = fake.setOrderState(trackingId, "completed");
    order.reportedAmount = 1725;
    await ipn({ OrderTrackingId: trackingId, OrderMerchantReference: order.merchantReference });
    expect((await bookingRow(created.id)).status).toBe("pending_payment");
    expect((await transactionsOf(created.id))[0]?.paymentStatus).toBe("AMOUNT_MISMATCH");

    order.reportedAmount = undefined;
    order.reportedCurrency = "USD";
    await ipn({ OrderTrackingId: trackingId, OrderMerchantReference: order.merchantReference });
    expect((await bookingRow(created.id)).status).toBe("pending_payment");
    expect(await guestMails(created.reference)).toHaveLength(0);
  });

  it("expires an unpaid hold and frees the room", async () => {
    const created = await book();
    const row = await bookingRow(created.id);
    expect(await bookedNights(row)).toEqual([1, 1]);
    // Before the hold ends: checked with Pesapal, still pending, nothing expires.
    const early = await sweepPendingPayments(t.services, new Date(Date.now() + 26 * 60_000));
    expect(early.expired).toBe(0);
    expect((await bookingRow(created.id)).status).toBe("pending_payment");

    const late = await sweepPendingPayments(t.services, new Date(Date.now() + 31 * 60_000));
    expect(late.expired).toBeGreaterThanOrEqual(1);
    const after = await bookingRow(created.id);
    expect(after.status).toBe("expired");
    expect(await bookedNights(after)).toEqual([0, 0]);
    expect(await guestMails(created.reference)).toHaveLength(0);
    const view = await call(
      `/api/payments/pesapal/status?orderTrackingId=${trackingIdOf(created.redirectUrl!)}`,
    );
    expect(view.body).toMatchObject({ state: "expired", canRetry: false });
    const retry = await call("/api/payments/pesapal/retry", {
      method: "POST",
      body: JSON.stringify({ orderTrackingId: trackingIdOf(created.redirectUrl!) }),
    });
    expect(retry.status).toBe(409);
    // Its order is cancelled at Pesapal: the payment page no longer takes a payment.
    expect(late.cancelled).toBeGreaterThanOrEqual(1);
    expect(fake.orders.get(trackingIdOf(created.redirectUrl!))?.cancelled).toBe(true);
    const [transaction] = await transactionsOf(created.id);
    expect(transaction?.cancelledAt).toBeInstanceOf(Date);
    const listed = (await call("/api/admin/pesapal/transactions")).body as {
      id: number;
      cancelledAt: string | null;
    }[];
    expect(listed.find((item) => item.id === transaction?.id)?.cancelledAt).toEqual(
      transaction?.cancelledAt?.toISOString(),
    );
    expect(fake.calls.filter((c) => c.path === "/api/Transactions/CancelOrder").length).toBe(
      late.cancelled,
    );
  });

  it("confirms a payment the sweeper finds before the hold ends (lost IPN)", async () => {
    const created = await book();
    fake.setOrderState(trackingIdOf(created.redirectUrl!), "completed");
    const result = await sweepPendingPayments(t.services, new Date(Date.now() + 27 * 60_000));
    expect(result.confirmed).toBe(1);
    expect((await bookingRow(created.id)).status).toBe("confirmed");
    expect(await guestMails(created.reference)).toHaveLength(1);
  });

  /** A booking paid by card or M-PESA, confirmed through the IPN: its transaction. */
  async function paidTransaction(method: "MPESA" | "Visa") {
    const created = await book();
    const trackingId = trackingIdOf(created.redirectUrl!);
    fake.setOrderState(trackingId, "completed", { method });
    expect((await ipn({ OrderTrackingId: trackingId })).body.status).toBe(200);
    const [transaction] = await transactionsOf(created.id);
    expect(transaction?.paymentStatus).toBe("COMPLETED");
    return { transaction: transaction!, trackingId, created };
  }
  const refund = (id: number, body: unknown) =>
    call(`/api/admin/pesapal/transactions/${id}/refund`, {
      method: "POST",
      body: JSON.stringify(body),
    });

  it("requests a refund of a card payment once, within the amount paid", async () => {
    const { transaction, trackingId } = await paidTransaction("Visa");
    const missing = await refund(transaction.id, { amount: "", remarks: "" });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({
      amount: "Enter the amount to refund in KSh.",
      remarks: "Give the reason for the refund (at least 3 characters).",
    });
    const tooMuch = await refund(transaction.id, { amount: 17251, remarks: "Stay cancelled" });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors.amount).toBe(
      "The refund can be at most the amount paid (KSh 17,250).",
    );
    expect(fake.refunds).toHaveLength(0);

    // Cards may be refunded in part.
    const partial = await refund(transaction.id, { amount: 5000, remarks: "One night cancelled" });
    expect(partial.status).toBe(200);
    expect(fake.refunds.at(-1)).toMatchObject({
      orderTrackingId: trackingId,
      confirmationCode: transaction.confirmationCode,
      amount: 5000,
      username: "pay@example.com",
      remarks: "One night cancelled",
    });
    const [after] = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, transaction.id));
    expect(after).toMatchObject({ refundAmount: 5000, refundRemarks: "One night cancelled" });
    expect(after?.refundRequestedAt).toBeInstanceOf(Date);

    // The Transactions tab shows it.
    const listed = (await call("/api/admin/pesapal/transactions")).body as {
      id: number;
      refund: { amount: number } | null;
    }[];
    expect(listed.find((item) => item.id === transaction.id)?.refund).toMatchObject({
      amount: 5000,
    });

    // One refund per payment.
    const again = await refund(transaction.id, { amount: 1000, remarks: "And another" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("A refund was already requested for this payment.");
    expect(fake.refunds.filter((r) => r.orderTrackingId === trackingId)).toHaveLength(1);
  });

  it("refunds mobile money in full only, and never an unpaid order", async () => {
    const { transaction } = await paidTransaction("MPESA");
    const part = await refund(transaction.id, { amount: 100, remarks: "Partial" });
    expect(part.status).toBe(400);
    expect(part.body.errors.amount).toMatch(/^Mobile money payments are refunded in full only/);
    const full = await refund(transaction.id, { amount: 17250, remarks: "Guest cancelled" });
    expect(full.status).toBe(200);

    const unpaid = await book();
    const [pending] = await transactionsOf(unpaid.id);
    const refused = await refund(pending!.id, { amount: 100, remarks: "Not paid" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Only a completed payment can be refunded.");
    expect((await refund(999999, { amount: 1, remarks: "Nothing" })).status).toBe(404);
  });

  it("keeps no refund when Pesapal refuses it, so staff can try again", async () => {
    const { transaction, trackingId } = await paidTransaction("Visa");
    // Pesapal refuses: say the order was reversed meanwhile at the provider.
    fake.orders.get(trackingId)!.state = "reversed";
    const refused = await refund(transaction.id, { amount: 17250, remarks: "Guest cancelled" });
    expect(refused.status).toBe(503);
    expect(refused.body.message).toMatch(/^Pesapal did not accept the refund: .*completed/);
    const [after] = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, transaction.id));
    expect(after?.refundRequestedAt).toBeNull();
    fake.orders.get(trackingId)!.state = "completed";
    expect(
      (await refund(transaction.id, { amount: 17250, remarks: "Guest cancelled" })).status,
    ).toBe(200);
  });

  it("renews a refused token and retries once", async () => {
    const created = await book();
    fake.expireTokens();
    const trackingId = trackingIdOf(created.redirectUrl!);
    fake.setOrderState(trackingId, "completed");
    const answer = await ipn({ OrderTrackingId: trackingId });
    expect(answer.body.status).toBe(200);
    expect((await bookingRow(created.id)).status).toBe("confirmed");
  });

  it("puts no secret in any response or log line", async () => {
    expect(responses.length).toBeGreaterThan(20);
    expect(logLines.length).toBeGreaterThan(10);
    for (const secret of [fake.consumerKey, fake.consumerSecret, "wrong-secret-5678"]) {
      for (const text of responses) expect(text).not.toContain(secret);
      for (const line of logLines) expect(line).not.toContain(secret);
    }
    // The encrypted values stay in the database.
    for (const text of [...responses, ...logLines]) expect(text).not.toMatch(/"v1\.[\w-]+\./);
  });
});
