import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { formatDate } from "~core/format";
import { addDaysIso } from "~core/pricing";
import { axeViolationsOn } from "../../scripts/audit/axe";
import { GUEST } from "../helpers/guest";
import { launchBrowser } from "./browser";
import { freshDataDir, type RunningServer, startServer, waitForMail } from "./server";

let server: RunningServer;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  dataDir = freshDataDir();
  // One booking request per address and hour, so the limit test can reach the limit.
  server = await startServer({ DATA_DIR: dataDir, BOOKING_RATE_LIMIT: "1" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(pathname: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}${pathname}`, { waitUntil: "networkidle" });
  return page;
}

/** Opens a date field's calendar and clicks the day, moving month by month. */
async function pickDate(
  page: Page,
  scope: ReturnType<Page["locator"]>,
  label: string,
  iso: string,
) {
  await scope.getByRole("button", { name: new RegExp(`^${label}`) }).click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  const day = dialog.getByRole("button", { name: new RegExp(formatDate(iso, "en")) });
  for (let i = 0; i < 13 && !(await day.isVisible()); i++) {
    await dialog.getByRole("button", { name: "Go to the next month" }).click();
  }
  await day.click();
  await dialog.waitFor({ state: "hidden" });
}

describe("booking a room in the browser", () => {
  const checkIn = addDaysIso(hotelToday(), 12);
  const checkOut = addDaysIso(hotelToday(), 14);

  it("searches on home, opens a room, books it and finds the same total in the e-mail", async () => {
    const page = await open("/");
    const search = page.getByRole("search").or(page.locator("form[action='/rooms']")).first();
    // The calendar itself passes axe while open.
    await search.getByRole("button", { name: /^Check-in/ }).click();
    await page.getByRole("dialog").waitFor();
    expect(await axeViolationsOn(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    await pickDate(page, search, "Check-in", checkIn);
    await pickDate(page, search, "Check-out", checkOut);
    await search.getByLabel("Adults").selectOption("2");
    await search.getByRole("button", { name: "Check availability" }).click();
    await page.waitForURL(/\/rooms\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("checkIn")).toBe(checkIn);
    expect(url.searchParams.get("checkOut")).toBe(checkOut);
    expect(url.searchParams.get("adults")).toBe("2");
    expect(url.searchParams.get("children")).toBe("0");

    // Two adults, two nights in a Superior Standard at the double rate:
    // 10,000 x 2 = 20,000 + 15% = 23,000.
    const card = page.getByRole("article").filter({ hasText: "Superior Standard" });
    await card.getByText("KSh 23,000 for 2 nights").first().waitFor();
    await card.getByRole("link", { name: "Superior Standard", exact: true }).click();
    await page.waitForURL(/\/rooms\/\d+\?/);
    await page.getByRole("heading", { level: 1, name: "Superior Standard" }).waitFor();
    // The occupancy follows the party (two adults: double); choosing single makes the
    // party one adult (7,500 x 2 = 15,000 + 15% = 17,250 below).
    const panel = page.getByRole("complementary");
    await panel.getByText("KSh 10,000").first().first().waitFor();
    await panel.getByText("Single", { exact: true }).click();
    await panel.getByText("KSh 7,500").first().waitFor();
    await expect(panel.getByLabel("Adults").inputValue()).resolves.toBe("1");
    await panel.getByRole("button", { name: "Book Now" }).click();
    await page.waitForURL(/\/booking\?/);

    const summary = page.getByRole("region", { name: "Booking summary" });
    await summary.getByText("KSh 17,250").first().waitFor();

    const guestForm = page.getByRole("form", { name: "Guest details" });
    // An empty submit shows the required messages and keeps what was typed.
    await guestForm.getByLabel("First name").fill("A");
    await page.getByRole("button", { name: /Confirm booking/ }).click();
    await page.getByText("First name must be at least 2 characters").first().waitFor();
    await expect(page.getByText("Address must be at least 5 characters").isVisible()).resolves.toBe(
      true,
    );
    await expect(guestForm.getByLabel("First name").inputValue()).resolves.toBe("A");

    expect(await axeViolationsOn(page)).toEqual([]);
    await guestForm.getByLabel("First name").fill("Wanjiru");
    await guestForm.getByLabel("Last name").fill("Kamau");
    await guestForm.getByLabel("Email").fill("wanjiru@example.com");
    await guestForm.getByLabel("Phone").fill("+254712345678");
    await guestForm.getByLabel("Address").fill("14 Nyerere Avenue");
    await guestForm.getByLabel("City").fill("Mombasa");
    await guestForm.getByLabel("Country").fill("Kenya");
    await page.getByRole("button", { name: /Confirm booking · KSh 17,250/ }).click();

    await page.waitForURL(/\/booking\/confirmation\?ref=PB-/);
    await page.getByRole("heading", { level: 1, name: "Your booking is confirmed" }).waitFor();
    const reference = new URL(page.url()).searchParams.get("ref") ?? "";
    expect(await axeViolationsOn(page)).toEqual([]);
    expect(reference).toMatch(/^PB-[0-9A-Z]{8}$/);
    await page.getByText("KSh 17,250").first().first().waitFor();

    const mail = await waitForMail(dataDir, reference);
    expect(mail).toContain("wanjiru@example.com");
    expect(mail).toContain("17,250");
    expect(mail).toContain(`booking-${reference}.ics`);

    // The calendar file downloads from the page.
    const ics = await page.evaluate(async () => {
      const link = document.querySelector<HTMLAnchorElement>("a[download]");
      return link ? (await fetch(link.href)).text() : "";
    });
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain(reference);

    // Find my booking leads to the same page.
    await page.goto(`${server.url}/booking/find`);
    await page.getByLabel("Booking reference").fill(reference.toLowerCase());
    await page.getByLabel("Email used for the booking").fill("WANJIRU@example.com");
    await page.getByRole("button", { name: "Find booking" }).click();
    await page.waitForURL(/\/booking\/confirmation\?ref=/);
    await page.getByText(reference).first().waitFor();
    await page.context().close();
  });

  it("refuses a second booking from the same address within the hour, in the guest's language, keeping the form", async () => {
    const stayIn = addDaysIso(hotelToday(), 40);
    const stayOut = addDaysIso(hotelToday(), 41);
    const rooms = (await (await fetch(`${server.url}/api/rooms`)).json()) as { id: number }[];
    // Use up this address's hour whatever ran before: every well-formed request counts
    // (this one's total is wrong on purpose, so it books nothing).
    await fetch(`${server.url}/api/bookings`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        roomId: rooms[0]!.id,
        checkIn: stayIn,
        checkOut: stayOut,
        adults: 1,
        children: 0,
        roomCount: 1,
        totalAmount: 1,
        ...GUEST,
      }),
    });
    const page = await open(
      `/booking?roomId=${rooms[0]!.id}&checkIn=${stayIn}&checkOut=${stayOut}&adults=1&children=0&rooms=1&lang=sw`,
    );
    const form = page.locator("form[aria-labelledby]").first();
    const fields: [string, string][] = [
      ["firstName", "Baraka"],
      ["lastName", "Mwangi"],
      ["email", "baraka@example.com"],
      ["phone", "+254722000111"],
      ["address", "3 Digo Road"],
      ["city", "Mombasa"],
      ["country", "Kenya"],
    ];
    for (const [name, value] of fields) await form.locator(`input[name="${name}"]`).fill(value);
    await form.locator('button[type="submit"]:not([hidden]):not([name="intent"])').click();
    await page
      .getByText("Nafasi nyingi mno zimehifadhiwa kutoka kwenye muunganisho huu")
      .first()
      .waitFor();
    expect(page.url()).toContain("/booking?");
    for (const [name, value] of fields) {
      await expect(form.locator(`input[name="${name}"]`).inputValue()).resolves.toBe(value);
    }
    await page.context().close();
  });

  it("asks for both dates with the required toast", async () => {
    const page = await open("/rooms");
    await page.getByRole("button", { name: "Check availability" }).click();
    await page.getByText("Please select both check-in and check-out dates.").first().waitFor();
    await page.context().close();
  });

  it("sends a booking link without dates back to /rooms with the required notice", async () => {
    const page = await open("/booking?roomId=1");
    expect(new URL(page.url()).pathname).toBe("/rooms");
    await page.getByText("Booking information missing").first().waitFor();
    await page.context().close();
  });

  it("names what is wrong with a searched stay and offers nothing to book for it", async () => {
    // Past dates on a booking link: back to the search with the reason, values kept.
    const page = await open("/booking?roomId=1&checkIn=2020-01-10&checkOut=2020-01-12&adults=2");
    expect(new URL(page.url()).pathname).toBe("/rooms");
    await page
      .getByTestId("search-error")
      .getByText(/^Check-in cannot be in the past/)
      .waitFor();
    // No room card offers these dates for booking (the header's Book Now is no stay).
    expect(await page.locator('main a[href*="/booking?"][href*="roomId="]').count()).toBe(0);
    await page.goto(`${server.url}/rooms?checkIn=2026-12-04&checkOut=2026-12-01`);
    await page
      .getByTestId("search-error")
      .getByText("Check-out date must be after check-in date.")
      .waitFor();
    const far = addDaysIso(hotelToday(), 20);
    await page.goto(`${server.url}/rooms?checkIn=${far}&checkOut=${addDaysIso(far, 3)}&rooms=9`);
    await page
      .getByTestId("search-error")
      .getByText(/^Book at most 4 rooms online/)
      .waitFor();
    await page.context().close();
  });

  it("answers 404 with the error panel for an unknown room", async () => {
    const response = await fetch(`${server.url}/rooms/9999`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("There was an error loading this room.");
    const html = await (await fetch(`${server.url}/rooms/1`)).text();
    expect(html).toContain('"@type":["HotelRoom","Product"]');
    expect(html).toContain('"priceCurrency":"KES"');
  });
});
