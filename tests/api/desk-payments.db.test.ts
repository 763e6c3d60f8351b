/**
 * Payments taken at the front desk, the guest's account and the cash-up, on the report
 * fixture's known hotel (tests/helpers/report-fixture.ts): a desk payment settles the account
 * and lowers March's "due at the hotel" by exactly its amount; more than the balance, a
 * malformed M-PESA code and a code already recorded are refused; the same request sent at
 * once records one payment; check-out asks for the balance; the cash-up adds up per method
 * and per staff member; a content editor reaches none of it.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminRole } from "~core/admin-roles";
import { hotelToday } from "~core/dates";
import type { CashUpDto, FolioDto } from "~core/folio";
import type { ReportDto } from "~core/reports";
import { auditLog, bookings, deskPayments } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { adminCall, apiSignIn } from "../helpers/admin-requests";
import { columnSum, parseCsv } from "../helpers/csv";
import { type ReportFixture, seedReportFixture } from "../helpers/report-fixture";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

const PASSWORD = "a long password!";
const MARCH = "from=2031-03-01&to=2031-03-31";

let t: TestApp;
let pages: Awaited<ReturnType<typeof createTestPages>>;
let fixture: ReportFixture;
const cookies: Record<AdminRole | "second_desk", string> = {
  owner: "",
  front_office: "",
  content_editor: "",
  second_desk: "",
};
const ids: Record<string, number> = {};
let keys = 0;
const newKey = () => `test-desk-payment-${++keys}`;

const call = (
  who: keyof typeof cookies,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => adminCall(t, cookies[who], method, path, body, headers);

/** A desk payment on a booking, as the booking page's form sends it. */
const pay = (
  bookingId: number,
  body: Record<string, unknown>,
  key = newKey(),
  who: keyof typeof cookies = "front_office",
) =>
  call(who, "POST", `/api/admin/bookings/${bookingId}/payments`, body, {
    "Idempotency-Key": key,
  });

const folio = async (bookingId: number) => {
  const answer = await call("front_office", "GET", `/api/admin/bookings/${bookingId}/folio`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as FolioDto;
};

const report = async () => {
  const answer = await call("owner", "GET", `/api/admin/reports?${MARCH}`);
  expect(answer.status).toBe(200);
  return answer.body as ReportDto;
};

const sum = (lines: { amount: number }[]) => lines.reduce((total, line) => total + line.amount, 0);

beforeAll(async () => {
  pages = await createTestPages();
  t = await createTestApp({ SEED_DEMO: "0" }, { pageHandler: pages.pageHandler });
  fixture = await seedReportFixture(t.database.db);
  const people = [
    ["owner", "Owner", "owner"],
    ["front_office", "Juma Desk", "front_office"],
    ["second_desk", "Wanjiru Desk", "front_office"],
    ["content_editor", "Editor", "content_editor"],
  ] as const;
  for (const [who, name, role] of people) {
    const email = `${who}@example.com`;
    ids[who] = (await createAdmin(t.database.db, { email, name, password: PASSWORD, role })).id;
    const signIn = await apiSignIn(t, email, PASSWORD);
    expect(signIn.status).toBe(200);
    cookies[who] = signIn.cookie;
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
  await pages?.close();
});

describe("a desk payment", () => {
  it("settles the guest's account and lowers the month's due at the hotel by its amount", async () => {
    const b2 = fixture.bookings.B2.id;
    const before = await folio(b2);
    // B2: 29,000 as priced, nothing paid online.
    expect(before.charged).toBe(29_000);
    expect(sum(before.charges)).toBe(before.charged);
    expect(before.charges.map((line) => line.label)).toEqual([
      "Stay, 1 room × 3 nights",
      "Extra guests",
      "Late check-out",
      "Promo code COAST10",
      "Taxes and fees (16%)",
    ]);
    expect(before).toMatchObject({ paid: 0, balance: 29_000, payments: [] });
    const dueBefore = (await report()).payments.atHotel;
    expect(dueBefore).toEqual({ bookings: 2, amount: 40_600 }); // B2 29,000 + B4 11,600

    const answer = await pay(b2, { amount: 29_000, method: "mpesa", reference: "sfk3x8y2qp" });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toMatchObject({
      balance: 0,
      replayed: false,
      payment: {
        amount: 29_000,
        method: "mpesa",
        methodName: "M-PESA",
        reference: "SFK3X8Y2QP",
        receivedBy: "Juma Desk",
      },
    });
    const after = await folio(b2);
    expect(after.balance).toBe(0);
    expect(after.payments).toMatchObject([
      { kind: "desk", label: "At the desk, M-PESA", amount: 29_000, by: "Juma Desk" },
    ]);
    expect(after.charged - after.paid).toBe(after.balance);

    const dueAfter = (await report()).payments.atHotel;
    expect(dueAfter).toEqual({ bookings: 1, amount: dueBefore.amount - 29_000 });
    // The bookings export says the same, line by line.
    const csv = await call("owner", "GET", `/api/admin/reports/bookings.csv?${MARCH}`);
    const { rows } = parseCsv(csv.text);
    expect(columnSum(rows, "due_at_hotel_in_period")).toBe(dueAfter.amount);
    expect(rows.find((row) => row.reference === "PB-REPORT02")).toMatchObject({
      paid_at_desk: "29000",
      due_at_hotel_in_period: "0",
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "desk_payment"), eq(auditLog.entityId, String(b2))));
    expect(entry).toMatchObject({ userId: ids.front_office });
  });

  it("refuses more than the open balance unless asked, and says what is owed", async () => {
    const b4 = fixture.bookings.B4.id; // 11,600 owed
    const over = await pay(b4, { amount: 11_601, method: "cash" });
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/more than the open balance of KSh 11,600/);
    expect(over.body.errors.amount).toBeTruthy();
    const settled = await pay(fixture.bookings.B2.id, { amount: 1, method: "cash" });
    expect(settled.status).toBe(400);
    expect(settled.body.message).toMatch(/Nothing is owed on this booking/);
    expect(
      await t.database.db.select().from(deskPayments).where(eq(deskPayments.bookingId, b4)),
    ).toEqual([]);
    // Asked for: a credit the guest leaves (the account shows it below 0).
    const credit = await pay(b4, { amount: 12_000, method: "cash", allowOverpayment: true });
    expect(credit.status, credit.text).toBe(201);
    expect(credit.body.balance).toBe(-400);
    expect((await folio(b4)).balance).toBe(-400);
  });

  it("refuses a malformed M-PESA code, a bank transfer without reference, and a bad amount", async () => {
    const b1 = fixture.bookings.B1.id;
    for (const reference of [undefined, "SFK3X8Y2Q", "SFK3X8Y2QP1", "SFK3X8Y2Q!"]) {
      const answer = await pay(b1, { amount: 100, method: "mpesa", reference });
      expect(answer.status, String(reference)).toBe(400);
      expect(answer.body.errors.reference).toMatch(/M-PESA confirmation code/);
    }
    const bank = await pay(b1, { amount: 100, method: "bank_transfer" });
    expect(bank.status).toBe(400);
    expect(bank.body.errors.reference).toMatch(/bank transfer's reference/);
    for (const amount of [0, -5, 10.5, "100"]) {
      const answer = await pay(b1, { amount, method: "cash" });
      expect(answer.status, String(amount)).toBe(400);
      expect(answer.body.errors.amount).toMatch(/whole shillings/);
    }
    const noKey = await call("front_office", "POST", `/api/admin/bookings/${b1}/payments`, {
      amount: 100,
      method: "cash",
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toMatch(/Idempotency-Key/);
    expect(
      await t.database.db.select().from(deskPayments).where(eq(deskPayments.bookingId, b1)),
    ).toEqual([]);
  });

  it("records one payment for the same request sent at once, and an M-PESA code once", async () => {
    const b1 = fixture.bookings.B1.id;
    const key = newKey();
    const body = { amount: 3_000, method: "card", reference: "SLIP 0042" };
    const answers = await Promise.all(Array.from({ length: 4 }, () => pay(b1, body, key)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.payment.id)).size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(deskPayments)
      .where(eq(deskPayments.bookingId, b1));
    expect(rows).toMatchObject([{ amount: 3_000, method: "card", reference: "SLIP 0042" }]);
    // The key of another payment: refused, not recorded.
    const reused = await pay(b1, { ...body, amount: 3_001 }, key);
    expect(reused.status).toBe(422);
    // One M-PESA code, two requests at once (two keys): one is recorded, the other is told.
    const code = { amount: 2_000, method: "mpesa", reference: "QWE123RTY9" };
    const twice = await Promise.all([pay(b1, code), pay(b1, code, newKey(), "second_desk")]);
    expect(twice.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(twice.find((a) => a.status === 409)?.body.message).toMatch(
      /M-PESA payment QWE123RTY9 was already recorded: KSh 2,000 on booking PB-REPORT01/,
    );
    // Two different payments at once may not together pass the balance (74,240 − 11,200 online
    // − 3,000 − 2,000 = 58,040 left): one is taken, the other refused.
    const left = (await folio(b1)).balance;
    expect(left).toBe(58_040);
    const half = await Promise.all([
      pay(b1, { amount: 40_000, method: "cash" }),
      pay(b1, { amount: 40_000, method: "cash" }, newKey(), "second_desk"),
    ]);
    expect(half.map((a) => a.status).sort()).toEqual([201, 400]);
    expect((await folio(b1)).balance).toBe(18_040);
  });

  it("is refused to a content editor (403), as is the cash-up", async () => {
    const answer = await pay(
      fixture.bookings.B1.id,
      { amount: 100, method: "cash" },
      newKey(),
      "content_editor",
    );
    expect(answer.status).toBe(403);
    expect((await call("content_editor", "GET", "/api/admin/cash-up")).status).toBe(403);
    expect(
      (await call("content_editor", "GET", `/api/admin/bookings/${fixture.bookings.B1.id}/folio`))
        .status,
    ).toBe(403);
  });
});

describe("check-out", () => {
  it("asks for the open balance: refused while owed unless confirmed, free once settled", async () => {
    const { B1, B3 } = fixture.bookings;
    await t.database.db
      .update(bookings)
      .set({ stayStatus: "in_house", checkedInAt: new Date() })
      .where(eq(bookings.id, B1.id));
    await t.database.db
      .update(bookings)
      .set({ stayStatus: "in_house", checkedInAt: new Date() })
      .where(eq(bookings.id, B3.id));
    const owed = await call("front_office", "POST", `/api/admin/bookings/${B1.id}/check-out`);
    expect(owed.status).toBe(409);
    expect(owed.body.message).toMatch(/KSh 18,040 is still owed/);
    expect(owed.body.current).toEqual({ balance: 18_040 });
    const [still] = await t.database.db.select().from(bookings).where(eq(bookings.id, B1.id));
    expect(still?.stayStatus).toBe("in_house");
    const confirmed = await call("front_office", "POST", `/api/admin/bookings/${B1.id}/check-out`, {
      balanceOwing: true,
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "check_out"), eq(auditLog.entityId, String(B1.id))));
    expect(entry?.details).toMatchObject({ balanceOwing: 18_040 });
    // B3 was paid online in full: nothing to confirm.
    const settled = await call("front_office", "POST", `/api/admin/bookings/${B3.id}/check-out`);
    expect(settled.status, settled.text).toBe(200);
  });
});

describe("the cash-up", () => {
  it("sums the day's desk payments per method and per staff member", async () => {
    const answer = await call("front_office", "GET", `/api/admin/cash-up?date=${hotelToday()}`);
    expect(answer.status).toBe(200);
    const day = answer.body as CashUpDto;
    // Juma: M-PESA 29,000 (B2), cash 12,000 (B4), card 3,000 and 40,000 or M-PESA 2,000 (B1);
    // Wanjiru the other of the two races. Whoever won them, the totals per method are known.
    expect(day.byMethod).toEqual([
      { key: "cash", label: "Cash", count: 2, amount: 52_000 },
      { key: "card", label: "Card (terminal)", count: 1, amount: 3_000 },
      { key: "mpesa", label: "M-PESA", count: 2, amount: 31_000 },
      { key: "bank_transfer", label: "Bank transfer", count: 0, amount: 0 },
    ]);
    expect(day.total).toBe(86_000);
    expect(day.count).toBe(5);
    expect(sum(day.byMethod)).toBe(day.total);
    expect(sum(day.byStaff)).toBe(day.total);
    expect(sum(day.payments)).toBe(day.total);
    const rows = await t.database.db.select().from(deskPayments);
    const byName = new Map<string, number>();
    for (const row of rows)
      byName.set(row.receivedByName, (byName.get(row.receivedByName) ?? 0) + row.amount);
    expect(Object.fromEntries(day.byStaff.map((line) => [line.label, line.amount]))).toEqual(
      Object.fromEntries(byName),
    );
    expect(day.byStaff.map((line) => line.label)).toContain("Juma Desk");
    // Another day: nothing.
    const other = await call("front_office", "GET", "/api/admin/cash-up?date=2031-03-01");
    expect(other.body).toMatchObject({ total: 0, count: 0, byStaff: [], payments: [] });
    expect((await call("front_office", "GET", "/api/admin/cash-up?date=2031-3-1")).status).toBe(
      400,
    );
  });
});

describe("the screens", () => {
  const page = async (path: string, who: keyof typeof cookies = "front_office") => {
    const response = await t.app.request(path, { headers: { Cookie: cookies[who] } });
    return { status: response.status, html: await response.text() };
  };

  it("show the guest's account on the booking page and the day's cash-up", async () => {
    const booking = await page(`/admin/bookings/${fixture.bookings.B2.id}`);
    expect(booking.status).toBe(200);
    expect(booking.html).toContain("Guest&#x27;s account");
    expect(booking.html).toContain("At the desk, M-PESA");
    expect(booking.html).toContain("SFK3X8Y2QP");
    expect(booking.html).toContain("Settled (nothing owed)");
    expect(booking.html).toContain("Take a payment at the desk");
    const day = await page(`/admin/cash-up?date=${hotelToday()}`);
    expect(day.status).toBe(200);
    expect(day.html).toContain("Total taken at the desk: KSh 86,000 (5 payments)");
    expect(day.html).toContain("Juma Desk");
    expect((await page("/admin/cash-up", "content_editor")).status).toBe(403);
  });
});
