/**
 * Charges staff add to a guest's account and voided lines, on the report fixture's known
 * hotel (tests/helpers/report-fixture.ts; B2: 29,000 owed, arriving in March 2031): a charge
 * raises the balance and March's "due at the hotel"; a desk payment brings the balance to 0
 * and "due at the hotel" down by its amount; a voided payment stops counting in the balance,
 * the cash-up and the reports, frees its M-PESA code and cannot be voided twice; a visitor and
 * a content editor are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminRole } from "~core/admin-roles";
import { hotelToday } from "~core/dates";
import type { CashUpDto, FolioDto } from "~core/folio";
import type { ReportDto } from "~core/reports";
import { createAdmin } from "~server/services/admin/admins";
import { adminCall, apiSignIn } from "../helpers/admin-requests";
import { type ReportFixture, seedReportFixture } from "../helpers/report-fixture";
import { createTestApp, type TestApp } from "../helpers/test-app";

const PASSWORD = "a long password!";
const MARCH = "from=2031-03-01&to=2031-03-31";
let t: TestApp;
let fixture: ReportFixture;
const cookies: Record<AdminRole, string> = { owner: "", front_office: "", content_editor: "" };
let keys = 0;
const newKey = () => `test-folio-charge-${++keys}`;
const b2 = () => fixture.bookings.B2.id;

const call = (who: AdminRole | "", method: string, path: string, body?: unknown, key?: string) =>
  adminCall(t, who ? cookies[who] : "", method, path, body, key ? { "Idempotency-Key": key } : {});
const folio = async () => {
  const answer = await call("front_office", "GET", `/api/admin/bookings/${b2()}/folio`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as FolioDto;
};
const report = async (query = MARCH) => {
  const answer = await call("owner", "GET", `/api/admin/reports?${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as ReportDto;
};
const cashUp = async () => {
  const answer = await call("front_office", "GET", `/api/admin/cash-up?date=${hotelToday()}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as CashUpDto;
};
const thisMonth = () => `from=${hotelToday().slice(0, 8)}01&to=${hotelToday()}`;

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: "0" });
  fixture = await seedReportFixture(t.database.db);
  for (const role of ["owner", "front_office", "content_editor"] as const) {
    const email = `${role}@example.com`;
    await createAdmin(t.database.db, { email, name: `Staff ${role}`, password: PASSWORD, role });
    const signIn = await apiSignIn(t, email, PASSWORD);
    expect(signIn.status).toBe(200);
    cookies[role] = signIn.cookie;
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("the guest's account", () => {
  let paymentId = 0;
  let chargeId = 0;

  it("a staff charge raises the balance and the month's due at the hotel", async () => {
    expect((await folio()).balance).toBe(29_000);
    const dueBefore = (await report()).payments.atHotel.amount;
    const key = newKey();
    const body = { description: "Minibar", unitAmount: 1_500, quantity: 2 };
    const added = await call(
      "front_office",
      "POST",
      `/api/admin/bookings/${b2()}/charges`,
      body,
      key,
    );
    expect(added.status, added.text).toBe(201);
    expect(added.body).toMatchObject({
      balance: 32_000,
      charge: { amount: 3_000, addedBy: "Staff front_office" },
    });
    chargeId = (added.body as { charge: { id: number } }).charge.id;
    // The same request again adds nothing.
    const replay = await call(
      "front_office",
      "POST",
      `/api/admin/bookings/${b2()}/charges`,
      body,
      key,
    );
    expect(replay.status).toBe(200);
    const account = await folio();
    expect(account.balance).toBe(32_000);
    expect(account.charges.at(-1)).toMatchObject({ label: "Minibar × 2", amount: 3_000 });
    expect(account.charged).toBe(32_000);
    expect((await report()).payments.atHotel.amount).toBe(dueBefore + 3_000);
  });

  it("a desk payment brings the balance to 0 and due at the hotel down by its amount", async () => {
    const dueBefore = (await report()).payments.atHotel.amount;
    const deskBefore = (await report(thisMonth())).payments.atDesk.received;
    const paid = await call(
      "front_office",
      "POST",
      `/api/admin/bookings/${b2()}/payments`,
      { amount: 32_000, method: "mpesa", reference: "QWE1RT2YU3" },
      newKey(),
    );
    expect(paid.status, paid.text).toBe(201);
    paymentId = (paid.body as { payment: { id: number } }).payment.id;
    expect((await folio()).balance).toBe(0);
    expect((await report()).payments.atHotel.amount).toBe(dueBefore - 32_000);
    // The month it was taken in counts it at the desk, by method.
    const desk = (await report(thisMonth())).payments.atDesk;
    expect(desk.received).toBe(deskBefore + 32_000);
    expect(desk.methods.find((line) => line.method === "M-PESA")?.amount).toBeGreaterThanOrEqual(
      32_000,
    );
    const day = await cashUp();
    expect(day.byMethod.find((line) => line.key === "mpesa")).toMatchObject({
      count: 1,
      amount: 32_000,
    });
  });

  it("a voided desk payment stops counting, once, and frees its M-PESA code", async () => {
    const dueBefore = (await report()).payments.atHotel.amount;
    const path = `/api/admin/bookings/${b2()}/payments/${paymentId}/void`;
    expect((await call("front_office", "POST", path, { reason: "" })).status).toBe(400);
    const voided = await call("front_office", "POST", path, { reason: "Wrong booking" });
    expect(voided.status, voided.text).toBe(200);
    expect(voided.body).toMatchObject({
      balance: 32_000,
      payment: { voided: { by: "Staff front_office", reason: "Wrong booking" } },
    });
    const twice = await call("owner", "POST", path, { reason: "Again" });
    expect(twice.status).toBe(409);
    const account = await folio();
    expect(account.balance).toBe(32_000);
    expect(account.paid).toBe(0);
    expect(account.payments).toMatchObject([
      { kind: "desk", amount: 32_000, voided: { reason: "Wrong booking" } },
    ]);
    expect((await report()).payments.atHotel.amount).toBe(dueBefore + 32_000);
    const day = await cashUp();
    expect(day.total).toBe(0);
    expect(day.byMethod.find((line) => line.key === "mpesa")).toMatchObject({
      count: 0,
      amount: 0,
    });
    // The same code, entered again on the right booking, is taken.
    const again = await call(
      "front_office",
      "POST",
      `/api/admin/bookings/${b2()}/payments`,
      { amount: 32_000, method: "mpesa", reference: "QWE1RT2YU3" },
      newKey(),
    );
    expect(again.status, again.text).toBe(201);
    expect((await folio()).balance).toBe(0);
  });

  it("a voided charge leaves the balance, once", async () => {
    const path = `/api/admin/bookings/${b2()}/charges/${chargeId}/void`;
    const voided = await call("front_office", "POST", path, { reason: "Not consumed" });
    expect(voided.status, voided.text).toBe(200);
    expect(voided.body).toMatchObject({ balance: -3_000 });
    expect((await call("front_office", "POST", path, { reason: "Again" })).status).toBe(409);
    const account = await folio();
    expect(account.charged).toBe(29_000);
    expect(account.charges.at(-1)).toMatchObject({
      amount: 3_000,
      voided: { reason: "Not consumed" },
    });
  });

  it("refuses a visitor (401) and a content editor (403)", async () => {
    const charge = { description: "Laundry", unitAmount: 500 };
    const path = `/api/admin/bookings/${b2()}/charges`;
    expect((await call("", "POST", path, charge, newKey())).status).toBe(401);
    expect((await call("content_editor", "POST", path, charge, newKey())).status).toBe(403);
    const voidPath = `/api/admin/bookings/${b2()}/payments/${paymentId}/void`;
    expect((await call("content_editor", "POST", voidPath, { reason: "No" })).status).toBe(403);
    expect((await folio()).charged).toBe(29_000);
  });
});
