/**
 * The owner finds a guest's booking in the occupancy grid (the cell opens the bookings behind
 * it) and in the month's report, downloads the bookings CSV and finds the report's room
 * revenue in it; both screens pass axe at 360 px and 1280 px and never make the page scroll
 * sideways.
 */
import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import { monthEnd } from "~core/reports";
import { FEEDBACK_RATINGS } from "~core/schemas/feedback";
import { axeViolationsOn } from "../../scripts/audit/axe";
import { columnSum, parseCsv } from "../helpers/csv";
import { GUEST } from "../helpers/guest";
import { launchBrowser, signedInAdmin } from "./browser";
import { bookAsGuest, postJson } from "./guest-api";
import { freshDataDir, type RunningServer, startServer } from "./server";

const EMAIL = "owner@example.com";
const PASSWORD = "nyali beach owner 2026";

let server: RunningServer;
let browser: Browser;
let admin: BrowserContext;
let room: { id: number; name: string; totalRooms: number };
let reference = "";
let roomsTotal = 0;
const checkIn = addDaysIso(hotelToday(), 1);
const checkOut = addDaysIso(checkIn, 2);

const dayName = (date: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
const shillings = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

beforeAll(async () => {
  server = await startServer({
    DATA_DIR: freshDataDir(),
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
  });
  const post = (path: string, body: unknown) => postJson(server.url, path, body);
  const rooms = (await (await fetch(`${server.url}/api/rooms`)).json()) as (typeof room)[];
  room = rooms[1]!;
  // A guest books two nights from tomorrow on the website (pay at the hotel).
  const booked = await bookAsGuest(server.url, {
    ...GUEST,
    roomId: room.id,
    checkIn,
    checkOut,
    adults: 1,
    children: 0,
    roomCount: 1,
  });
  reference = booked.reference;
  roomsTotal = booked.quote.roomsTotal;
  // A feedback form, so the report draws its feedback chart too.
  const ratings = Object.fromEntries(FEEDBACK_RATINGS.map((key, i) => [key, (i % 4) + 1]));
  expect((await post("/api/feedback", { date: checkIn, ...ratings })).status).toBe(201);

  browser = await launchBrowser();
  admin = await signedInAdmin(browser, server.url, { email: EMAIL, password: PASSWORD });
}, 180_000);

afterAll(async () => {
  await admin?.close();
  await browser?.close();
  await server?.stop();
});

/** Errors the page logs (a hydration mismatch, a refused script), kept per page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

async function checkAtPhoneWidth(page: Page) {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await axeViolationsOn(page)).toEqual([]);
}

describe("occupancy and reports", () => {
  it("shows the booking in the grid, behind its night's cell", async () => {
    const page = await admin.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}/admin`);
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Occupancy" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Occupancy" }).waitFor();
    expect(await axeViolationsOn(page)).toEqual([]);

    // The cell of the first night says what it holds, and opens the bookings behind it.
    const cell = page.getByRole("link", {
      name: `${room.name}, ${dayName(checkIn)}: 1 of ${room.totalRooms} sold`,
    });
    await cell.click();
    await page.waitForURL(new RegExp(`night=${checkIn}`));
    const list = page.locator("#cell-bookings");
    await list
      .getByRole("heading", {
        name: `${room.name}, ${dayName(checkIn)}: 1 of ${room.totalRooms} sold`,
      })
      .waitFor();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe(
      "cell-bookings-heading",
    );
    await list.getByRole("link", { name: reference }).waitFor();
    // The night after check-out is free again.
    await expect(
      page
        .getByRole("link", { name: new RegExp(`^${room.name}, ${dayName(checkOut)}: 0 of`) })
        .count(),
    ).resolves.toBe(1);
    expect(await axeViolationsOn(page)).toEqual([]);
    await checkAtPhoneWidth(page);

    // Before scripts run, the cell is a plain link that opens the same list.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    await noScript.addCookies(await admin.cookies());
    const plain = await noScript.newPage();
    await plain.goto(`${server.url}/admin/calendar`);
    await plain
      .getByRole("link", {
        name: `${room.name}, ${dayName(checkIn)}: 1 of ${room.totalRooms} sold`,
      })
      .click();
    await plain.locator("#cell-bookings").getByRole("link", { name: reference }).waitFor();
    await noScript.close();

    // The reference leads to the booking.
    await list.getByRole("link", { name: reference }).click();
    await page.waitForURL(/\/admin\/bookings\/\d+$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("counts it in the month's report, and the bookings CSV adds up to the same", async () => {
    const page = await admin.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}/admin`);
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Reports" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Reports" }).waitFor();
    // The month of the arrival (this month unless tomorrow is in the next).
    const month = checkIn.slice(0, 7);
    await page.getByLabel("First day").fill(`${month}-01`);
    await page.getByLabel("Last day").fill(monthEnd(month));
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(new RegExp(`from=${month}-01&to=${monthEnd(month)}`));
    const revenue = shillings(
      await page.locator('[data-figure="Room revenue"]').first().textContent(),
    );
    // The only booking of the hotel: its rooms total when both nights are in the month.
    if (addDaysIso(checkOut, -1).slice(0, 7) === month) expect(revenue).toBe(roomsTotal);
    else expect(revenue).toBeGreaterThan(0);
    await page.getByRole("img", { name: /Column chart of room revenue by month/ }).waitFor();
    await page.getByRole("img", { name: /Line chart of the monthly average/ }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Bookings (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`bookings-${month}-01-to-${monthEnd(month)}.csv`);
    const { rows } = parseCsv(readFileSync((await download.path())!, "utf8"));
    expect(rows.map((row) => row.reference)).toContain(reference);
    expect(columnSum(rows, "room_revenue_in_period")).toBe(revenue);

    expect(await axeViolationsOn(page)).toEqual([]);
    // The feedback table folds out and stays accessible.
    await page.getByText("Averages by month (table)").click();
    expect(await axeViolationsOn(page)).toEqual([]);
    await checkAtPhoneWidth(page);
    // The chart was drawn again at the phone's width: its text keeps its size.
    const box = await page.getByRole("img", { name: /Column chart/ }).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(360);
    await expect(
      page.getByRole("img", { name: /Column chart/ }).getAttribute("viewBox"),
    ).resolves.toBe(`0 0 ${Math.floor(box?.width ?? 0)} 240`);
    expect(errors).toEqual([]);
    await page.close();
  });
});
