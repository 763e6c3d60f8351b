/**
 * The front desk in Chromium, signed in as a front-office account (invited by the owner):
 * a guest on the phone is booked at the price the live quote shows, the dates are changed
 * with the new total shown first, the guest is checked in on the booking page and checked
 * out (early) from the front desk screen. Every new screen passes axe at 360 px and 1280 px
 * and fits a phone without scrolling sideways.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { formatDate } from "~core/format";
import { addDaysIso } from "~core/pricing";
import { axeViolationsOn, VIEWPORTS } from "../../scripts/audit/axe";
import { launchBrowser, signedInAdmin } from "./browser";
import { freshDataDir, type RunningServer, startServer, waitForMail } from "./server";

const OWNER = { email: "owner@example.com", password: "the owner's long password" };
const DESK = { email: "neema@example.com", password: "karibu front desk 2026" };

let server: RunningServer;
let browser: Browser;
let dataDir: string;

async function post(path: string, body: unknown, cookie: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url, Cookie: cookie },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The owner invites Neema as front office; she sets her password through the link. */
async function frontOfficeAccount() {
  const login = await post("/api/auth/login", OWNER, "");
  const owner = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const invited = await post(
    "/api/admin/staff/invites",
    { name: "Neema Otieno", email: DESK.email, role: "front_office" },
    owner,
  );
  expect(invited.status, invited.text).toBe(201);
  const mail = (await waitForMail(dataDir, DESK.email)).replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const link = new URL(mail.match(/https?:\/\/\S+?\/admin\/invite\?token=[\w-]+/)![0]);
  const accepted = await fetch(`${server.url}${link.pathname}${link.search}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams({ password: DESK.password, confirm: DESK.password }),
  });
  expect(accepted.status).toBe(302);
}

/** axe at a phone's and a desktop's width, and nothing wider than the phone. */
async function checkScreen(page: Page, what: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    expect(await axeViolationsOn(page), `${what} at ${viewport.name}`).toEqual([]);
    if (viewport.width === 360) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${what} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
      // Every link, button and select of the main area is on screen and 44 px to tap.
      const small = await page.locator("main").evaluate((main) =>
        Array.from(main.querySelectorAll<HTMLElement>("a[href], button, select"))
          .filter((element) => element.checkVisibility())
          .map((element) => ({
            name: element.textContent?.trim(),
            box: element.getBoundingClientRect(),
          }))
          .filter(({ box }) => box.height < 43.5 || box.left < 0 || box.right > 360)
          .map(({ name }) => name),
      );
      expect(small, `${what}: targets too small or off screen`).toEqual([]);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

beforeAll(async () => {
  dataDir = freshDataDir("pwani-e2e-front-desk-");
  server = await startServer({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    BOOKING_RATE_LIMIT: "0",
  });
  browser = await launchBrowser();
  await frontOfficeAccount();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the front desk", () => {
  it("front office books a phone guest, changes the dates, checks them in and out", async () => {
    const today = hotelToday();
    const context = await signedInAdmin(browser, server.url, DESK);
    const page = await context.newPage();
    // The bookings list leads to the new booking.
    await page.goto(`${server.url}/admin/bookings`);
    await checkScreen(page, "bookings list");
    await page.getByRole("link", { name: "New booking" }).click();
    await page.getByRole("heading", { level: 1, name: "New booking" }).waitFor();
    await checkScreen(page, "new booking, empty");

    await page.getByLabel("Room type").selectOption({ label: "Deluxe" });
    await page.getByLabel("Check-in", { exact: true }).fill(today);
    await page.getByLabel("Check-out", { exact: true }).fill(addDaysIso(today, 2));
    // Two nights of Deluxe for one adult: 9,500 a night and 15% taxes.
    const price = page.getByRole("complementary", { name: "Price" });
    await price.getByText("KSh 21,850").waitFor();
    await price.getByText(formatDate(addDaysIso(today, 1))).waitFor();
    // A wrong e-mail is refused on its field and nothing typed is lost.
    await page.getByLabel("First name", { exact: true }).fill("Baraka");
    await page.getByLabel("Last name", { exact: true }).fill("Mwangi");
    await page.getByLabel("E-mail (optional)", { exact: true }).fill("baraka@");
    await page.getByLabel("Phone", { exact: true }).fill("0712 345 678");
    await page.getByLabel("Address (optional)", { exact: true }).fill("12 Moi Avenue");
    await page.getByLabel("City (optional)", { exact: true }).fill("Mombasa");
    await page.getByLabel("Country", { exact: true }).fill("Kenya");
    await page
      .getByLabel("Staff note (optional, never shown to the guest)")
      .fill("Called from the airport; arrives late.");
    await page.getByRole("button", { name: "Make the booking" }).click();
    await page.getByText("Please enter a valid email address").first().waitFor();
    expect(await page.getByLabel("First name", { exact: true }).inputValue()).toBe("Baraka");
    await checkScreen(page, "new booking, with a quote and an error");
    await page.getByLabel("E-mail (optional)", { exact: true }).fill("baraka@example.com");
    await page.getByRole("button", { name: "Make the booking" }).click();
    await page.waitForURL(/\/admin\/bookings\/\d+$/);
    await page.getByRole("heading", { level: 1, name: /^Booking PB-[0-9A-Z]{8}$/ }).waitFor();
    const details = page.locator("dl").first();
    await details.getByText("Phone, booked by Neema Otieno").waitFor();
    await details.getByText("+254 712 345678").waitFor();
    await details.getByText("KSh 21,850", { exact: true }).waitFor();
    await page.getByText("Called from the airport; arrives late.").waitFor();
    await checkScreen(page, "booking page");

    // The dates change: one night more, the new total and the difference shown first.
    await page.getByRole("button", { name: "Change booking" }).click();
    await page.getByLabel("Check-out", { exact: true }).fill(addDaysIso(today, 3));
    const form = page.getByRole("form", { name: "Change the booking" });
    await form.getByText("KSh 32,775").first().waitFor();
    await form.getByText("+KSh 10,925").waitFor();
    await checkScreen(page, "change form");
    await page.getByRole("button", { name: "Save the change" }).click();
    await details.getByText(/3 nights/).waitFor();
    await details.getByText("KSh 32,775", { exact: true }).waitFor();
    await details.getByText(/by Neema Otieno: .* → /).waitFor();

    // The guest forgot a promo code: the desk puts it on; a wrong one is refused on its field.
    const owner = await post("/api/auth/login", OWNER, "");
    const created = await post(
      "/api/admin/promo-codes",
      {
        code: "DESKFIX",
        description: "Front desk test",
        kind: "percent",
        value: 10,
        bookFrom: null,
        bookTo: null,
        stayFrom: null,
        stayTo: null,
        roomTypeIds: [],
        minNights: 1,
        maxUses: null,
        maxUsesPerGuest: null,
        isActive: true,
      },
      (owner.headers.get("set-cookie") ?? "").split(";")[0] ?? "",
    );
    expect(created.status, created.text).toBe(201);
    await page.getByRole("button", { name: "Change booking" }).click();
    const codeField = page.getByLabel("Add a promo code");
    await codeField.fill("nosuch");
    await form.getByText("This promo code is not valid").first().waitFor();
    await checkScreen(page, "change form, a wrong promo code");
    await codeField.fill("deskfix");
    await form.getByText("Promo code", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Save the change" }).click();
    await details.getByText("Promo code DESKFIX").waitFor();

    // Checked in on the booking page.
    await page.getByRole("button", { name: /^Check in Baraka Mwangi/ }).click();
    await details.getByText(/^In house, checked in /).waitFor();

    // Checked out from the front desk, a day early: asked first, the nights go back.
    await page.goto(`${server.url}/admin/front-desk`);
    const inHouse = page.getByRole("region", { name: "In house" });
    await inHouse.getByRole("link", { name: "Baraka Mwangi" }).waitFor();
    await checkScreen(page, "front desk");
    let asked = "";
    page.once("dialog", (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await inHouse.getByRole("button", { name: /^Check out Baraka Mwangi/ }).click();
    await inHouse.getByText("No guest is checked in.").waitFor();
    expect(asked).toMatch(/^Check Baraka Mwangi out early/);
    expect(asked).toContain("go back on sale");
    await page.getByRole("link", { name: "Baraka Mwangi" }).first().click();
    await page.getByText(/^Checked out, checked in .*, checked out /).waitFor();
    // Its stay is over: no more actions or changes.
    expect(await page.getByRole("button", { name: "Change booking" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Check (in|out)/ }).count()).toBe(0);
    await context.close();
  });
});
