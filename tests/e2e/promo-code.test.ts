/**
 * Promo codes in the browser: staff create a code in /admin/promo-codes, a guest applies
 * it on the booking form, sees the discount in the summary, books at the discounted
 * total, and the confirmation shows the discount line.
 */
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import { axeViolationsOn } from "../../scripts/audit/axe";
import { launchBrowser, signedInAdmin } from "./browser";
import { freshDataDir, type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
let admin: BrowserContext;
const EMAIL = "promo@example.com";
const PASSWORD = "ten percent off at nyali";

beforeAll(async () => {
  server = await startServer({
    DATA_DIR: freshDataDir(),
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
  });
  browser = await launchBrowser();
  admin = await signedInAdmin(browser, server.url, { email: EMAIL, password: PASSWORD });
});
afterAll(async () => {
  await admin?.close();
  await browser?.close();
  await server?.stop();
});

describe("promo codes", () => {
  it("staff create a code; a guest applies it, books at the discounted total and sees it confirmed", async () => {
    const page = await admin.newPage();
    await page.goto(`${server.url}/admin`);
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Promo codes" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Promo codes" }).waitFor();
    await page.getByRole("button", { name: "New promo code" }).click();
    const form = page.getByRole("region", { name: "New promo code" });
    await form.getByLabel("Code").fill("coast10");
    await form.getByLabel("Discount type").selectOption("percent");
    await form.getByLabel(/Percent off/).fill("10");
    await form.getByLabel("Superior Standard").check();
    await form.getByLabel("Total uses").fill("5");
    await form.getByRole("button", { name: "Add promo code" }).click();
    await page.getByRole("heading", { level: 2, name: "COAST10" }).waitFor();
    await page.getByText("0 of 5").waitFor();
    expect(await axeViolationsOn(page)).toEqual([]);
    await page.close();

    // The guest: two nights in the Superior Standard, one adult (2 x 7,500 + 15% tax).
    const rooms = (await (await fetch(`${server.url}/api/rooms`)).json()) as {
      id: number;
      name: string;
    }[];
    const room = rooms.find((r) => r.name === "Superior Standard")!;
    const checkIn = addDaysIso(hotelToday(), 45);
    const checkOut = addDaysIso(checkIn, 2);
    const guest = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const booking = await guest.newPage();
    await booking.goto(
      `${server.url}/booking?roomId=${room.id}&checkIn=${checkIn}&checkOut=${checkOut}&adults=1&children=0&rooms=1`,
      { waitUntil: "networkidle" },
    );
    const guestForm = booking.getByRole("form", { name: "Guest details" });
    const summary = booking.getByRole("region", { name: "Booking summary" });
    await summary.getByText("KSh 17,250").waitFor();

    // A wrong code: the message at the field, nothing applied.
    await guestForm.getByLabel("Promo code").fill("nope");
    await guestForm.getByRole("button", { name: "Apply" }).click();
    await guestForm.getByText("This promo code is not valid").waitFor();

    // 15,000 - 10% = 13,500; tax 2,025; total 15,525.
    await guestForm.getByLabel("Promo code").fill("coast10");
    await guestForm.getByRole("button", { name: "Apply" }).click();
    await summary.getByText("Promo code COAST10").waitFor();
    await summary.getByText("KSh 15,525").waitFor();
    expect(await axeViolationsOn(booking)).toEqual([]);

    await guestForm.getByLabel("First name").fill("Zawadi");
    await guestForm.getByLabel("Last name").fill("Mwangi");
    await guestForm.getByLabel("Email").fill("zawadi@example.com");
    await guestForm.getByLabel("Phone").fill("+254712345678");
    await guestForm.getByLabel("Address").fill("3 Links Road");
    await guestForm.getByLabel("City").fill("Mombasa");
    await guestForm.getByLabel("Country").fill("Kenya");
    await booking.getByRole("button", { name: /Confirm booking · KSh 15,525/ }).click();
    await booking.waitForURL(/\/booking\/confirmation\?ref=PB-/);
    await booking.getByRole("heading", { level: 1, name: "Your booking is confirmed" }).waitFor();
    await booking.getByText("Promo code COAST10").waitFor();
    await expect(booking.getByText("−KSh 1,500").count()).resolves.toBeGreaterThan(0);
    await guest.close();

    // Staff see the use counted.
    const after = await admin.newPage();
    await after.goto(`${server.url}/admin/promo-codes`);
    await after.getByText("1 of 5").waitFor();
    await after.close();
  });
});
