/**
 * The admin area on a 360 px phone. Every admin list fits the screen (no
 * sideways scrolling) and every link and button of its rows is on screen and at least 44 px
 * tall; the menu folds away.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import { GUEST } from "../helpers/guest";
import { launchBrowser } from "./browser";
import { bookAsGuest, postJson } from "./guest-api";
import { freshDataDir, type RunningServer, startServer } from "./server";

const EMAIL = "desk@example.com";
const PASSWORD = "kilindini harbour 2026";
const WIDTH = 360;

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let reference = "";

beforeAll(async () => {
  server = await startServer({
    DATA_DIR: freshDataDir(),
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
  });
  const post = (path: string, body: unknown) => postJson(server.url, path, body);
  // A booking with a long e-mail address, a contact message and a subscriber: rows to show.
  const rooms = (await (await fetch(`${server.url}/api/rooms`)).json()) as { id: number }[];
  ({ reference } = await bookAsGuest(server.url, {
    ...GUEST,
    email: "a.very.long.guest.address.for.phones@example-kilifi-holidays.com",
    roomId: rooms[0]!.id,
    checkIn: addDaysIso(hotelToday(), 30),
    checkOut: addDaysIso(hotelToday(), 32),
    adults: 1,
    children: 0,
    roomCount: 1,
  }));
  expect(
    (
      await post("/api/contact", {
        name: "Baraka Otieno",
        email: "baraka@example.com",
        phone: "+254711000222",
        subject: "event",
        message: "We would like a sundowner for twelve people on the beach in March.",
      })
    ).status,
  ).toBe(201);
  expect(
    (await post("/api/newsletter/subscribe", { email: "subscriber@example.com" })).status,
  ).toBe(200);

  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: WIDTH, height: 800 } });
  page = await context.newPage();
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel("E-mail").fill(EMAIL);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${server.url}/admin`);
}, 180_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

interface Target {
  name: string;
  left: number;
  right: number;
  height: number;
}

/** Every link, button, menu toggle and select of the page's main area that is shown. */
async function tapTargets(page: Page): Promise<Target[]> {
  return page.locator("main").evaluate((main) =>
    Array.from(main.querySelectorAll<HTMLElement>("a[href], button, summary, select"))
      .filter((element) => element.checkVisibility())
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name =
          element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 60) ?? "";
        return { name, left: box.left, right: box.right, height: box.height };
      }),
  );
}

async function expectFitsPhone(page: Page, path: string) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(WIDTH);
  const targets = await tapTargets(page);
  expect(targets.length, `${path} has links and buttons`).toBeGreaterThan(0);
  for (const target of targets) {
    expect(target.left, `${path}: "${target.name}" starts off screen`).toBeGreaterThanOrEqual(0);
    expect(target.right, `${path}: "${target.name}" ends off screen`).toBeLessThanOrEqual(WIDTH);
    // Sub-pixel rounding: 43.99 is 44 on screen.
    expect(target.height, `${path}: "${target.name}" is too small`).toBeGreaterThanOrEqual(43.5);
  }
}

/** The admin lists and the names of row actions each must show (a list, not an empty page). */
const SCREENS: { path: string; tab?: string; actions: RegExp[] }[] = [
  { path: "/admin", actions: [/^Edit /, /^Manage images of /] },
  { path: "/admin/rooms", actions: [/^Images of /, /^Edit /] },
  { path: "/admin/rooms/1/images", actions: [/^Move photo 2 up$/, /^Delete photo 1$/] },
  { path: "/admin/blog", actions: [/^(Publish|Unpublish) /, /^Edit /, /^Delete /] },
  { path: "/admin/messages", actions: [/^Reply by e-mail$/, /^Mark as handled$/] },
  { path: "/admin/feedback", actions: [/^Show$/] },
  { path: "/admin/subscribers", actions: [/^Download CSV$/] },
  { path: "/admin/gallery", actions: [/^Move ".+" up$/, /^Edit ".+"$/, /^Delete ".+"$/] },
  { path: "/admin/restaurants", actions: [/^Move ".+" down$/, /^Delete ".+"$/] },
  { path: "/admin/packages", actions: [/^Hide ".+"$/, /^Edit ".+"$/, /^Delete ".+"$/] },
  { path: "/admin/testimonials", actions: [/^Edit ".+"$/, /^Delete ".+"$/] },
  { path: "/admin/social-posts", actions: [/^Edit ".+"$/, /^Delete ".+"$/] },
  { path: "/admin/pesapal?tab=transactions", actions: [/^Transactions$/] },
  { path: "/admin/ezee", tab: "Room Mapping", actions: [/^Save mapping of /] },
  { path: "/admin/ezee", tab: "Synchronization", actions: [/^Sync rooms$/] },
];

describe("the admin area on a 360 px phone", () => {
  for (const screen of SCREENS) {
    it(`fits ${screen.path}${screen.tab ? ` (${screen.tab})` : ""} on the screen with its actions in reach`, async () => {
      await page.goto(`${server.url}${screen.path}`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      if (screen.tab) await page.getByRole("tab", { name: screen.tab }).click();
      for (const action of screen.actions) {
        const first = page
          .getByRole("main")
          .getByRole("button", { name: action })
          .or(
            page
              .getByRole("main")
              .getByRole("link", { name: action })
              .or(page.getByRole("main").getByRole("tab", { name: action })),
          );
        await first.first().waitFor();
      }
      await expectFitsPhone(page, screen.path);
    });
  }

  it("shows a booking's reference and its link on the bookings list, and the booking", async () => {
    await page.goto(`${server.url}/admin/bookings`);
    const link = page.getByRole("main").getByRole("link", { name: reference });
    await link.waitFor();
    const card = page.getByRole("row").filter({ hasText: reference });
    await card.getByText("Amina Odhiambo").waitFor();
    await expectFitsPhone(page, "/admin/bookings");
    await link.click();
    await page.waitForURL(/\/admin\/bookings\/\d+$/);
    await page.getByRole("heading", { level: 1, name: `Booking ${reference}` }).waitFor();
    await page.getByRole("button", { name: "Cancel booking" }).waitFor();
    await expectFitsPhone(page, new URL(page.url()).pathname);
  });

  it("folds the menu away and opens it with links in reach", async () => {
    await page.goto(`${server.url}/admin/bookings`);
    const nav = page.getByRole("navigation", { name: "Admin" });
    const rooms = nav.getByRole("link", { name: "Rooms" });
    expect(await rooms.isVisible()).toBe(false);
    await page.getByText("Menu", { exact: true }).click();
    await rooms.waitFor();
    const boxes = await nav
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON()));
    expect(boxes.length).toBeGreaterThan(10);
    for (const box of boxes as DOMRect[]) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(WIDTH);
      expect(box.height).toBeGreaterThanOrEqual(43.5);
    }
    await rooms.click();
    await page.getByRole("heading", { level: 1, name: "Rooms" }).waitFor();
  });
});
