/**
 * Guests manage their own booking in Chromium at 360 px and 1280 px,
 * against the fake Pesapal: from the footer's Manage booking link to find-my-booking,
 * a paid booking cancelled within the free period is refunded (and the guest is told by
 * e-mail); a paid booking changed to a longer stay goes to Pesapal for the difference
 * only, and comes back paid with nothing left to pay.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import { axeViolationsOn } from "../../scripts/audit/axe";
import { type FakePesapal, startFakePesapal } from "../../scripts/fakes/pesapal";
import { GUEST } from "../helpers/guest";
import { launchBrowser } from "./browser";
import { freshDataDir, type RunningServer, startServer } from "./server";

const EMAIL = "desk@example.com";
const PASSWORD = "kilindini harbour 2026";

let server: RunningServer;
let browser: Browser;
let fake: FakePesapal;
let dataDir: string;
let roomId = 0;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function api(pathname: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set("Origin", server.url);
  if (init.body) headers.set("Content-Type", "application/json");
  if (init.cookie) headers.set("Cookie", init.cookie);
  const response = await fetch(`${server.url}${pathname}`, { ...init, headers });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  };
}

beforeAll(async () => {
  fake = await startFakePesapal();
  dataDir = freshDataDir("pwani-e2e-manage-");
  const port = await freePort();
  server = await startServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PESAPAL_SANDBOX_URL: fake.url,
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
    BOOKING_RATE_LIMIT: "0",
  });
  browser = await launchBrowser();
  const login = await api("/api/auth/login", {
    method: "POST",
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const saved = await api("/api/admin/pesapal/config", {
    method: "PUT",
    cookie,
    body: JSON.stringify({
      consumerKey: fake.consumerKey,
      consumerSecret: fake.consumerSecret,
      sandbox: true,
      isActive: true,
    }),
  });
  expect(saved.body.isActive).toBe(true);
  const rooms = (await api("/api/rooms")).body as { id: number; name: string }[];
  roomId = rooms.find((r) => r.name === "Superior Standard")!.id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

let nextDay = 30;
/** A two-night booking for one adult (17,250 KSh), paid by card at the fake Pesapal. */
async function paidBooking(email: string) {
  const checkIn = addDaysIso(hotelToday(), nextDay);
  nextDay += 5;
  const created = await api("/api/bookings", {
    method: "POST",
    body: JSON.stringify({
      ...GUEST,
      email,
      roomId,
      checkIn,
      checkOut: addDaysIso(checkIn, 2),
      adults: 1,
      children: 0,
      roomCount: 1,
      totalAmount: 17250,
    }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const trackingId = new URL(created.body.redirectUrl).searchParams.get("OrderTrackingId")!;
  fake.setOrderState(trackingId, "completed", { method: "Visa" });
  await api(
    `/api/payments/pesapal/ipn?OrderTrackingId=${trackingId}&OrderNotificationType=IPNCHANGE`,
  );
  return { reference: created.body.reference as string, trackingId, checkIn };
}

/** Home → footer "Manage booking" → find-my-booking → the booking's page. */
async function findBooking(page: Page, reference: string, email: string) {
  await page.goto(server.url);
  await page.getByRole("contentinfo").getByRole("link", { name: "Manage booking" }).click();
  await page.waitForURL(/\/booking\/find/);
  await page.getByLabel("Booking reference").fill(reference);
  await page.getByLabel("Email used for the booking").fill(email);
  await page.getByRole("button", { name: "Find booking" }).click();
  await page.waitForURL(/\/booking\/confirmation\?ref=/);
}

const mailsTo = (email: string) => {
  const dir = path.join(dataDir, "mail");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".eml"))
    .map((file) => readFileSync(path.join(dir, file), "utf8"))
    .filter((mail) => mail.includes(`To: ${email}`));
};

describe.each([
  { width: 360, height: 800 },
  { width: 1280, height: 900 },
])("Manage booking at $width px", (viewport) => {
  it("cancels a paid booking within the free period and sees it refunded, with the e-mail", async () => {
    const email = `cancel-${viewport.width}@example.com`;
    const booking = await paidBooking(email);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await findBooking(page, booking.reference, email);
    const manage = page.getByTestId("manage-booking");
    await manage.getByText(/^Free cancellation until/).waitFor();
    expect(await axeViolationsOn(page)).toEqual([]);
    await manage.getByRole("link", { name: "Cancel booking" }).click();
    await page.waitForURL(/\/booking\/cancel\?ref=/);
    const terms = page.getByTestId("cancel-terms");
    await terms.getByText(/^Cancelling is free until/).waitFor();
    await terms.getByText(/^We refund KSh 17,250 to the account you paid with/).waitFor();
    expect(await axeViolationsOn(page)).toEqual([]);
    await page.getByRole("button", { name: "Yes, cancel my booking" }).click();
    await page.waitForURL(/\/booking\/confirmation\?ref=/);
    await page.getByText("KSh 17,250", { exact: false }).first().waitFor();
    await page
      .getByRole("heading", { level: 1 })
      .filter({ hasText: /refund/i })
      .waitFor();
    expect(fake.refunds.filter((r) => r.orderTrackingId === booking.trackingId)).toMatchObject([
      { amount: 17250 },
    ]);
    // Pesapal pays it back: the booking page says so, and the guest gets the e-mail.
    fake.setOrderState(booking.trackingId, "reversed");
    await new Promise((resolve) => setTimeout(resolve, 4100));
    await page.reload();
    await page.getByText("Cancelled, refunded", { exact: false }).first().waitFor();
    expect(await page.getByTestId("manage-booking").count()).toBe(0);
    await expect
      .poll(
        () =>
          mailsTo(email).filter((mail) => mail.includes("Subject: Your refund for booking")).length,
        {
          timeout: 20_000,
        },
      )
      .toBe(1);
    await context.close();
  });

  it("changes the dates of a paid booking and pays the difference through Pesapal", async () => {
    const email = `change-${viewport.width}@example.com`;
    const booking = await paidBooking(email);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await findBooking(page, booking.reference, email);
    await page.getByRole("link", { name: "Change dates, room or guests" }).click();
    await page.waitForURL(/\/booking\/change\?ref=/);
    // One more night.
    await page.getByLabel("Check-out").fill(addDaysIso(booking.checkIn, 3));
    await page.getByRole("button", { name: "Check availability and price" }).click();
    const quote = page.getByTestId("change-quote");
    await quote.getByText("KSh 25,875").waitFor();
    await quote.getByText(/^You pay the difference of KSh 8,625 online/).waitFor();
    expect(await axeViolationsOn(page)).toEqual([]);
    await page.getByRole("button", { name: "Confirm the change" }).click();
    await page.waitForURL(`${fake.origin}/pesapaliframe/**`);
    await page.getByText("KES 8625.00").waitFor();
    await page.getByRole("button", { name: "Pay by card (Visa)" }).click();
    await page.waitForURL(/\/booking\/payment\?OrderTrackingId=/);
    await page.getByRole("link", { name: "View your booking" }).click();
    await page.waitForURL(/\/booking\/confirmation\?ref=/);
    await page.getByText(/Paid online: KSh 25,875/).waitFor();
    expect(await page.getByText(/Still to pay after your change/).count()).toBe(0);
    await page.getByText("3", { exact: true }).first().waitFor();
    await expect
      .poll(() => mailsTo(email).filter((mail) => mail.includes("has changed")).length, {
        timeout: 20_000,
      })
      .toBe(1);
    await context.close();
  });
});

describe("staff cancel a paid booking from its admin page", () => {
  it("refunds in full in the same step and the guest's page tells the truth", async () => {
    const email = "staff-cancel@example.com";
    const booking = await paidBooking(email);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/bookings`);
    await page.waitForURL(/\/admin\/login/);
    await page.getByLabel("E-mail").fill(EMAIL);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("link", { name: booking.reference }).click();
    await page.waitForURL(/\/admin\/bookings\/\d+$/);
    // No refund without a reason is refused, and nothing changes.
    await page.getByRole("radio", { name: "No refund" }).check();
    page.once("dialog", (dialog) => dialog.accept());
    await page.getByRole("button", { name: "Cancel booking" }).click();
    await page.getByText("Give the reason for not refunding the payment.").waitFor();
    expect(fake.refunds.filter((r) => r.orderTrackingId === booking.trackingId)).toHaveLength(0);
    expect(await axeViolationsOn(page)).toEqual([]);
    await page.getByRole("radio", { name: /^Refund in full/ }).check();
    page.once("dialog", (dialog) => dialog.accept());
    await page.getByRole("button", { name: "Cancel booking" }).click();
    await page.getByText("cancelled", { exact: true }).waitFor();
    await page.getByText("staff", { exact: true }).waitFor();
    expect(fake.refunds.filter((r) => r.orderTrackingId === booking.trackingId)).toMatchObject([
      { amount: 17250 },
    ]);
    // The guest's page says refund requested, and offers neither change nor cancel.
    const guest = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const guestPage = await guest.newPage();
    await findBooking(guestPage, booking.reference, email);
    await guestPage.getByText("Cancelled: your refund is on its way").waitFor();
    expect(await guestPage.getByTestId("manage-booking").count()).toBe(0);
    await guest.close();
    await context.close();
  });
});
