/**
 * eZee in the browser, against the fake eZee: configure, test the connection,
 * sync rooms and rates, map a room, book it, see the eZee reservation number on
 * the admin booking detail, cancel and see CancelBooking reach eZee. The API key
 * must appear in no page, API response or log line.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import { axeViolationsOn } from "../../scripts/audit/axe";
import { type FakeEzee, startFakeEzee } from "../../scripts/fakes/ezee";
import { launchBrowser } from "./browser";
import { freshDataDir, type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
let fake: FakeEzee;
const EMAIL = "ezee-admin@example.com";
const PASSWORD = "mombasa sunrise 2026";
const API_KEY = "ezee-e2e-secret-key-9z8y";
/** Every HTML page and API body the browser received. */
const received: string[] = [];

beforeAll(async () => {
  fake = await startFakeEzee({ apiKey: API_KEY });
  server = await startServer({
    DATA_DIR: freshDataDir(),
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

async function adminPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on("response", async (response) => {
    const type = response.headers()["content-type"] ?? "";
    if (!/html|json|text/.test(type)) return;
    received.push(await response.text().catch(() => ""));
  });
  await page.goto(`${server.url}/admin/login?next=%2Fadmin%2Fezee`);
  await page.getByLabel("E-mail").fill(EMAIL);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${server.url}/admin/ezee`);
  return page;
}

async function until(check: () => Promise<boolean>, what: string, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("eZee in admin", () => {
  it("configures, syncs, maps, pushes a booking and its cancellation", async () => {
    const page = await adminPage();
    await page.getByRole("heading", { level: 1, name: "eZee integration" }).waitFor();
    expect(await axeViolationsOn(page)).toEqual([]);

    // Configuration: Test Connection stays disabled until code and key are filled.
    const test = page.getByRole("button", { name: "Test Connection" });
    expect(await test.isDisabled()).toBe(true);
    await page.getByLabel("Hotel code").fill(fake.hotelCode);
    expect(await test.isDisabled()).toBe(true);
    await page.getByLabel("API key").fill("not-the-key");
    await page.getByLabel("API URL").fill(fake.url);
    expect(await test.isDisabled()).toBe(false);
    await test.click();
    await page.getByRole("alert").getByText("Connection Test Failed", { exact: true }).waitFor();
    await page
      .getByRole("alert")
      .getByText(/UNAUTHREQ/)
      .first()
      .waitFor();
    // Nothing typed is lost, except the key which is never sent back.
    expect(await page.getByLabel("Hotel code").inputValue()).toBe(fake.hotelCode);
    expect(await page.getByLabel("API URL").inputValue()).toBe(fake.url);

    await page.getByLabel("API key").fill(API_KEY);
    await page.getByLabel(/^Active/).check();
    await page.getByRole("button", { name: "Test Connection" }).click();
    await page
      .getByRole("status")
      .getByText(/Connected to eZee: 5 room types/)
      .waitFor();
    // A test saves nothing: the typed values stay in the form until Save configuration.
    expect(await page.getByText(/A key is saved/).count()).toBe(0);
    expect(await page.getByLabel("API key").inputValue()).toBe(API_KEY);
    await page.getByRole("button", { name: "Save configuration" }).click();
    await page.getByText(`A key is saved (ending in ${API_KEY.slice(-4)})`).waitFor();
    expect(await page.getByLabel("API key").inputValue()).toBe("");

    // Synchronization: rooms, then rates.
    await page.getByRole("tab", { name: "Synchronization" }).click();
    await page.getByRole("button", { name: "Sync rooms" }).click();
    await page
      .getByRole("status")
      .getByText(/5 eZee room types synchronised/)
      .waitFor();
    await page.getByRole("button", { name: "Sync rates" }).click();
    await page
      .getByRole("status")
      .getByText(/10 eZee rate plans synchronised/)
      .waitFor();
    await page.getByRole("tab", { name: "Rate Plans" }).click();
    await page.getByRole("cell", { name: "Superior Standard Room Bed and Breakfast" }).waitFor();
    expect(await axeViolationsOn(page)).toEqual([]);

    // Room Mapping: the suggestion by name is preselected; saving maps the room.
    await page.getByRole("tab", { name: "Room Mapping" }).click();
    const select = page.getByLabel("eZee room type for Superior Standard");
    expect(await select.inputValue()).toBe("1234000000000000003");
    await page.getByRole("button", { name: "Save mapping of Superior Standard" }).click();
    await page.getByRole("status").getByText("Room mapping saved.").waitFor();
    await page.getByRole("button", { name: "Remove mapping of Superior Standard" }).waitFor();
    expect(await axeViolationsOn(page)).toEqual([]);

    // A guest books the mapped room on the website.
    const rooms = (await (await fetch(`${server.url}/api/rooms`)).json()) as {
      id: number;
      name: string;
    }[];
    const room = rooms.find((r) => r.name === "Superior Standard")!;
    const checkIn = addDaysIso(hotelToday(), 21);
    const checkOut = addDaysIso(hotelToday(), 23);
    const guest = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await guest.goto(
      `${server.url}/booking?roomId=${room.id}&checkIn=${checkIn}&checkOut=${checkOut}&adults=1&children=0&rooms=1`,
    );
    const form = guest.getByRole("form", { name: "Guest details" });
    await form.getByLabel("First name").fill("Wanjiru");
    await form.getByLabel("Last name").fill("Kamau");
    await form.getByLabel("Email").fill("wanjiru@example.com");
    await form.getByLabel("Phone").fill("+254712345678");
    await form.getByLabel("Address").fill("14 Nyerere Avenue");
    await form.getByLabel("City").fill("Mombasa");
    await form.getByLabel("Country").fill("Kenya");
    await guest.getByRole("button", { name: /Confirm booking/ }).click();
    await guest.waitForURL(/\/booking\/confirmation\?ref=PB-/);
    const reference = new URL(guest.url()).searchParams.get("ref") ?? "";
    await guest.close();

    // The worker pushes it: InsertBooking, then ProcessBooking ConfirmBooking.
    await until(async () => fake.bookings.some((b) => b.status === "Confirmed"), "the push");
    const pushed = fake.bookings.find((b) => b.status === "Confirmed")!;
    expect(pushed).toMatchObject({ checkIn, checkOut, roomTypeId: "1234000000000000003" });

    await page.goto(`${server.url}/admin/bookings?q=${reference}`);
    await page.getByRole("link", { name: reference }).first().click();
    await page.getByRole("heading", { level: 1, name: `Booking ${reference}` }).waitFor();
    await until(async () => {
      await page.reload();
      return page.getByText(`Reservation ${pushed.reservationNo}`).isVisible();
    }, "the reservation number on the booking detail");
    expect(await axeViolationsOn(page)).toEqual([]);

    // Cancelling in admin sends CancelBooking.
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Cancel booking" }).click();
    await page.getByText("cancelled", { exact: true }).waitFor();
    await until(async () => fake.requestCount("CancelBooking") === 1, "CancelBooking");
    expect(pushed.status).toBe("Cancelled");
    await until(async () => {
      await page.reload();
      return page.getByText(/cancellation sent to eZee/).isVisible();
    }, "the cancellation on the booking detail");

    // Dashboard: the integration health panel.
    await page.goto(`${server.url}/admin`);
    const health = page.getByRole("region", { name: "Integration health" });
    await health.getByText("eZee property management").waitFor();
    await health.getByText("Booking pushes waiting").waitFor();
    await health.getByText("Pesapal payments").waitFor();
    expect(await axeViolationsOn(page)).toEqual([]);
    await page.context().close();

    // The key is in no page, API response or log line.
    expect(received.length).toBeGreaterThan(10);
    for (const body of received) expect(body).not.toContain(API_KEY);
    for (const line of server.logs) expect(line).not.toContain(API_KEY);
  });
});
