/**
 * A paid booking end to end in Chromium, against the fake Pesapal:
 * configure Pesapal in admin, register the IPN, book, pay on the fake's page,
 * come back to a paid confirmation; the transaction shows COMPLETED with its
 * confirmation code, and exactly one confirmation e-mail goes out. Then staff ask a
 * deposit instead: the guest pays only it and sees the rest as due at the hotel.
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
import { launchBrowser, signedInAdmin } from "./browser";
import { freshDataDir, type RunningServer, startServer, waitForMail } from "./server";

const EMAIL = "payments@example.com";
const PASSWORD = "diani beach 2026 pay";
const GUEST = "zawadi.pay@example.com";

let server: RunningServer;
let browser: Browser;
let fake: FakePesapal;
let dataDir: string;

/** A free loopback port: PUBLIC_URL must be known before start (IPN and callback URLs). */
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

beforeAll(async () => {
  fake = await startFakePesapal();
  dataDir = freshDataDir("pwani-e2e-pesapal-");
  const port = await freePort();
  server = await startServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PESAPAL_SANDBOX_URL: fake.url,
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

const guestMails = (reference: string) => {
  const dir = path.join(dataDir, "mail");
  return (
    readdirSync(dir)
      .filter((file) => file.endsWith(".eml"))
      .map((file) => readFileSync(path.join(dir, file), "utf8"))
      // The header line itself: staff notices carry the guest's address as "Reply-To:".
      .filter((mail) => mail.includes(reference) && new RegExp(`^To: ${GUEST}`, "m").test(mail))
  );
};

/** The guest details of the booking form. */
async function fillGuest(page: Page) {
  const form = page.getByRole("form", { name: "Guest details" });
  await form.getByLabel("First name").fill("Zawadi");
  await form.getByLabel("Last name").fill("Mwangi");
  await form.getByLabel("Email").fill(GUEST);
  await form.getByLabel("Phone").fill("+254722000111");
  await form.getByLabel("Address").fill("7 Links Road");
  await form.getByLabel("City").fill("Mombasa");
  await form.getByLabel("Country").fill("Kenya");
}

describe("paying a booking through Pesapal", () => {
  it("configures Pesapal, books, pays on the payment page and confirms once", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();

    // Admin: configure, register the IPN, test the connection.
    await page.goto(`${server.url}/admin/pesapal`);
    await page.waitForURL(/\/admin\/login/);
    await page.getByLabel("E-mail").fill(EMAIL);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { level: 1, name: "Pesapal payments" }).waitFor();
    // Testing is disabled until the configuration is active.
    await page.getByRole("tab", { name: "Testing" }).click();
    await expect(page.getByRole("button", { name: "Test Connection" }).isDisabled()).resolves.toBe(
      true,
    );
    await page.getByRole("tab", { name: "Configuration" }).click();

    // Empty save: the required messages, nothing lost.
    await page.getByRole("button", { name: "Save configuration" }).click();
    await page.getByText("Consumer key is required").first().waitFor();
    await page.getByText("Consumer secret is required").first().waitFor();
    expect(await axeViolationsOn(page)).toEqual([]);

    await page.getByLabel("Consumer key").fill(fake.consumerKey);
    await page.getByLabel("Consumer secret").fill(fake.consumerSecret);
    await page.getByRole("radio", { name: "Sandbox" }).check();
    await page.getByRole("radio", { name: "Active", exact: true }).check();
    await page.getByRole("button", { name: "Save configuration" }).click();
    // Active: the save also checks the credentials and registers the IPN, and says so.
    await page
      .getByText("Configuration saved: Pesapal accepted the credentials and the IPN is registered.")
      .waitFor();
    await page.getByText(`Set, ends in ${fake.consumerSecret.slice(-4)}`).waitFor();
    expect(await page.content()).not.toContain(fake.consumerSecret);
    expect(await page.content()).not.toContain(fake.consumerKey);

    await page.getByRole("button", { name: "Register IPN" }).click();
    await page.getByText("IPN registered", { exact: true }).waitFor();
    expect(fake.ipns).toHaveLength(1);
    expect(fake.ipns[0]?.url).toBe(`${server.url}/api/payments/pesapal/ipn`);
    await page.getByText(fake.ipns[0]!.ipnId).waitFor();

    await page.getByRole("tab", { name: "Testing" }).click();
    await page.getByRole("button", { name: "Test Connection" }).click();
    await page.getByText("Connection successful").waitFor();
    expect(await axeViolationsOn(page)).toEqual([]);

    // The guest books a room.
    const rooms = (await (await fetch(`${server.url}/api/rooms`)).json()) as {
      id: number;
      name: string;
    }[];
    const room = rooms.find((r) => r.name === "Superior Standard")!;
    const checkIn = addDaysIso(hotelToday(), 40);
    const checkOut = addDaysIso(hotelToday(), 42);
    const guestPage = await (
      await browser.newContext({ viewport: { width: 360, height: 800 } })
    ).newPage();
    await guestPage.goto(
      `${server.url}/booking?roomId=${room.id}&checkIn=${checkIn}&checkOut=${checkOut}&adults=1&children=0&rooms=1`,
      { waitUntil: "networkidle" },
    );
    await guestPage
      .getByText(/Pesapal's secure page/)
      .first()
      .waitFor();
    await fillGuest(guestPage);
    await guestPage.getByRole("button", { name: /Confirm booking · KSh 17,250/ }).click();

    // Pesapal's (fake) page, then back to ours.
    await guestPage.waitForURL(`${fake.origin}/pesapaliframe/**`);
    await guestPage.getByText("KES 17250.00").waitFor();
    await guestPage.getByRole("button", { name: "Pay with M-PESA" }).click();
    await guestPage.waitForURL(/\/booking\/payment\?OrderTrackingId=/);
    await guestPage
      .getByRole("heading", { level: 1, name: "Your booking is paid and confirmed" })
      .waitFor();
    const trackingId = new URL(guestPage.url()).searchParams.get("OrderTrackingId")!;
    const order = fake.orders.get(trackingId)!;
    const reference = order.merchantReference.replace(/-\d+$/, "");
    await guestPage.getByText(reference).first().waitFor();
    await guestPage.getByText(order.confirmationCode).waitFor();
    expect(await axeViolationsOn(guestPage)).toEqual([]);
    await guestPage.getByRole("link", { name: "View your booking" }).click();
    await guestPage.waitForURL(/\/booking\/confirmation\?ref=/);
    await guestPage.getByText(reference).first().waitFor();
    // Paid online: the page no longer asks the guest to pay at the hotel.
    await guestPage.getByText("Confirmed and paid", { exact: true }).waitFor();
    await guestPage.getByText(/Paid online: KSh/).waitFor();
    expect(await guestPage.getByText(/pay at the hotel/i).count()).toBe(0);

    // Pesapal's IPN arrives too and is acknowledged; the booking changes once.
    await expect
      .poll(() => fake.ipnDeliveries.filter((d) => d.orderTrackingId === trackingId).length, {
        timeout: 10_000,
      })
      .toBe(1);
    const delivery = fake.ipnDeliveries.find((d) => d.orderTrackingId === trackingId)!;
    expect(JSON.parse(delivery.body)).toEqual({
      orderNotificationType: "IPNCHANGE",
      orderTrackingId: trackingId,
      orderMerchantReference: order.merchantReference,
      status: 200,
    });

    // The admin sees the completed transaction with its confirmation code.
    await page.goto(`${server.url}/admin/pesapal?tab=transactions`);
    const row = page.getByRole("row").filter({ hasText: order.merchantReference });
    await row.getByText("COMPLETED").waitFor();
    await row.getByText(order.confirmationCode).waitFor();
    await row.getByText("Zawadi Mwangi").waitFor();
    expect(await axeViolationsOn(page)).toEqual([]);

    // The guest cancels: staff refund the M-PESA payment from the booking page. A part is
    // refused (mobile money is refunded in full) and what was typed stays.
    await page.goto(`${server.url}/admin/bookings`);
    await page.getByRole("link", { name: reference }).click();
    await page.waitForURL(/\/admin\/bookings\/\d+$/);
    await page.getByText(`Refund ${order.merchantReference}`).click();
    await page.getByLabel("Amount to refund (KSh)").fill("5000");
    await page.getByLabel("Reason", { exact: true }).fill("Guest cancelled by phone");
    await page.getByRole("button", { name: "Request refund" }).click();
    await page.getByText(/^Mobile money payments are refunded in full only/).waitFor();
    expect(await page.getByLabel("Reason", { exact: true }).inputValue()).toBe(
      "Guest cancelled by phone",
    );
    expect(fake.refunds).toHaveLength(0);
    expect(await axeViolationsOn(page)).toEqual([]);
    await page.getByLabel("Amount to refund (KSh)").fill("17250");
    await page.getByRole("button", { name: "Request refund" }).click();
    await page
      .getByText(/Refund of KSh 17,250 on .* requested .*: Guest cancelled by phone/)
      .waitFor();
    expect(fake.refunds).toEqual([
      expect.objectContaining({
        orderTrackingId: trackingId,
        amount: 17250,
        username: EMAIL,
        remarks: "Guest cancelled by phone",
      }),
    ]);
    expect(await page.getByRole("button", { name: "Request refund" }).count()).toBe(0);

    // Exactly one confirmation e-mail to the guest.
    await waitForMail(dataDir, reference);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(guestMails(reference)).toHaveLength(1);

    // No secret in the server's logs.
    for (const line of server.logs) {
      expect(line).not.toContain(fake.consumerSecret);
      expect(line).not.toContain(fake.consumerKey);
    }
    await context.close();
  });

  it("staff ask a deposit: the guest pays it on Pesapal and sees the rest due at the hotel", async () => {
    const admin = await signedInAdmin(browser, server.url, { email: EMAIL, password: PASSWORD });
    const page = await admin.newPage();
    await page.goto(`${server.url}/admin/settings`);
    const deposit = page.getByRole("group", { name: "What guests pay online when booking" });
    await deposit.getByLabel(/A deposit: a percentage/).check();
    // A wrong percentage is refused and what was chosen stays.
    await page.getByLabel("Deposit percentage (for a percentage deposit)").fill("0");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page
      .locator("#field-deposit-percent-error")
      .getByText("The deposit must be a whole percentage from 1 to 100")
      .waitFor();
    expect(await deposit.getByLabel(/A deposit: a percentage/).isChecked()).toBe(true);
    expect(await axeViolationsOn(page)).toEqual([]);
    await page.getByLabel("Deposit percentage (for a percentage deposit)").fill("30");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText(/^Settings saved/).waitFor();
    await admin.close();

    const rooms = (await (await fetch(`${server.url}/api/rooms`)).json()) as {
      id: number;
      name: string;
    }[];
    const room = rooms.find((r) => r.name === "Superior Standard")!;
    const checkIn = addDaysIso(hotelToday(), 50);
    const checkOut = addDaysIso(hotelToday(), 52);
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const guestPage = await context.newPage();
    await guestPage.goto(
      `${server.url}/booking?roomId=${room.id}&checkIn=${checkIn}&checkOut=${checkOut}&adults=1&children=0&rooms=1`,
      { waitUntil: "networkidle" },
    );
    // The form says what is paid now and what at the hotel, before anything is booked.
    await guestPage
      .getByText(/you pay a deposit of KSh\s5,175 .* the rest, KSh\s12,075, is paid at the hotel/)
      .waitFor();
    const summary = guestPage.getByRole("region", { name: "Booking summary" });
    await summary.getByText("Deposit, paid now").waitFor();
    await summary.getByText("Paid at the hotel").waitFor();
    expect(await axeViolationsOn(guestPage)).toEqual([]);
    await fillGuest(guestPage);
    await guestPage.getByRole("button", { name: /Confirm booking · KSh 17,250/ }).click();

    // Pesapal asks the deposit only.
    await guestPage.waitForURL(`${fake.origin}/pesapaliframe/**`);
    await guestPage.getByText("KES 5175.00").waitFor();
    await guestPage.getByRole("button", { name: "Pay with M-PESA" }).click();
    await guestPage.waitForURL(/\/booking\/payment\?OrderTrackingId=/);
    await guestPage
      .getByRole("heading", { level: 1, name: "Your deposit is paid and your booking confirmed" })
      .waitFor();
    await guestPage.getByText(/The rest, KSh\s12,075, is paid at the hotel/).waitFor();
    expect(await axeViolationsOn(guestPage)).toEqual([]);
    await guestPage.getByRole("link", { name: "View your booking" }).click();
    await guestPage.waitForURL(/\/booking\/confirmation\?ref=/);
    await guestPage.getByText("Confirmed, deposit paid", { exact: true }).waitFor();
    await guestPage
      .getByText(/Deposit paid online: KSh\s5,175\. The rest, KSh\s12,075, is paid at the hotel/)
      .waitFor();
    // Nothing more is asked online.
    expect(await guestPage.getByRole("button", { name: /^Pay .* now$/ }).count()).toBe(0);
    expect(await axeViolationsOn(guestPage)).toEqual([]);
    await context.close();
  });
});
