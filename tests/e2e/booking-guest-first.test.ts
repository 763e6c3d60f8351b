/**
 * The booking page seen by a guest: options ticked before the page hydrates
 * are priced (item 7), the cancellation terms before Confirm (item 4) and a phone-first
 * layout of the room and booking pages (item 10).
 */
import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deadlineText } from "~/booking/manage";
import { hotelInstant } from "~core/cancellation";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import { GUEST } from "../helpers/guest";
import { launchBrowser, waitForApp } from "./browser";
import { freshDataDir, type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
let roomId: number;

beforeAll(async () => {
  server = await startServer({ DATA_DIR: freshDataDir() });
  browser = await launchBrowser();
  const rooms = (await (await fetch(`${server.url}/api/rooms`)).json()) as {
    id: number;
    name: string;
  }[];
  roomId = rooms.find((room) => room.name === "Superior Standard")?.id ?? 0;
  expect(roomId).toBeGreaterThan(0);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const TEXT_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "address",
  "city",
  "country",
] as const;

const stayQuery = (checkIn: string, checkOut: string) =>
  `roomId=${roomId}&checkIn=${checkIn}&checkOut=${checkOut}&adults=1&children=0&rooms=1`;

async function quoteTotal(query: string): Promise<number> {
  const response = await fetch(`${server.url}/api/quote?${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

describe("options chosen before the page hydrates", () => {
  it("prices breakfast ticked while the scripts load, and books at that total", async () => {
    const checkIn = addDaysIso(hotelToday(), 40);
    const checkOut = addDaysIso(hotelToday(), 42);
    const query = stayQuery(checkIn, checkOut);
    const roomOnly = await quoteTotal(query);
    const withBreakfast = await quoteTotal(`${query}&includeBreakfast=1`);
    expect(withBreakfast).toBeGreaterThan(roomOnly);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page: Page = await context.newPage();
    // The client entry is held until the option is ticked: the page cannot hydrate.
    const held: Route[] = [];
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
      held.push(route);
      await released;
      await route.continue();
    });
    await page.goto(`${server.url}/booking?${query}`, { waitUntil: "commit" });
    const form = page.locator("form[aria-labelledby]").first();
    const submit = form.locator('button[type="submit"]:not([hidden]):not([name="intent"])');
    await form.locator('input[name="includeBreakfast"]').waitFor();
    await expect(submit.textContent()).resolves.toContain(roomOnly.toLocaleString("en-US"));
    await form.locator('input[name="includeBreakfast"]').check();
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(
      false,
    );
    expect(held.length).toBeGreaterThan(0);
    release();
    await waitForApp(page);

    // Hydrated: the box is still ticked and the total includes breakfast.
    await expect(form.locator('input[name="includeBreakfast"]').isChecked()).resolves.toBe(true);
    await submit.filter({ hasText: withBreakfast.toLocaleString("en-US") }).waitFor();
    for (const name of TEXT_FIELDS) await form.locator(`[name="${name}"]`).fill(GUEST[name]);
    await Promise.all([page.waitForURL(/\/booking\/confirmation\?ref=PB-/), submit.click()]);
    const reference = new URL(page.url()).searchParams.get("ref") ?? "";
    expect(reference).toMatch(/^PB-/);
    await page.getByText(withBreakfast.toLocaleString("en-US")).first().waitFor();
    await context.close();
  });
});

describe("the cancellation terms before Confirm", () => {
  async function termsAboveConfirm(path: string) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    const terms = page.getByTestId("cancellation-terms");
    const form = page.locator("form[aria-labelledby]").first();
    const submit = form.locator('button[type="submit"]:not([hidden]):not([name="intent"])');
    const [box, button] = [await terms.boundingBox(), await submit.boundingBox()];
    expect(box && button && box.y + box.height <= button.y).toBe(true);
    // Inside the form, just before the button.
    expect(await form.getByTestId("cancellation-terms").count()).toBe(1);
    const text = (await terms.textContent()) ?? "";
    await context.close();
    return text;
  }

  it("a stay in three weeks: free until two days before arrival at 14:00, hotel time", async () => {
    const checkIn = addDaysIso(hotelToday(), 21);
    const text = await termsAboveConfirm(`/booking?${stayQuery(checkIn, addDaysIso(checkIn, 2))}`);
    const deadline = deadlineText(
      hotelInstant(addDaysIso(checkIn, -2), "14:00").toISOString(),
      "en",
    );
    // One night with its taxes: 7,500 + 15% = 8,625.
    expect(text).toContain(
      `Free cancellation until ${deadline} (Kenya time). After that, cancelling costs KSh 8,625.`,
    );
  });

  it("a stay from tomorrow, in Arabic: chargeable at once", async () => {
    const checkIn = addDaysIso(hotelToday(), 1);
    const text = await termsAboveConfirm(
      `/booking?${stayQuery(checkIn, addDaysIso(checkIn, 2))}&lang=ar`,
    );
    expect(text).toContain("عند الإلغاء");
    expect(text).toContain("بمجرد الحجز، يكلّف الإلغاء");
    expect(text).toContain("8,625");
    expect(text).toContain(
      deadlineText(hotelInstant(addDaysIso(checkIn, -2), "14:00").toISOString(), "ar"),
    );
  });
});

describe("phone-first room and booking pages", () => {
  const checkIn = addDaysIso(hotelToday(), 25);
  const checkOut = addDaysIso(hotelToday(), 27);
  const cases = [
    { lang: "en", width: 360 },
    { lang: "ar", width: 360 },
    { lang: "en", width: 1280 },
    { lang: "ar", width: 1280 },
  ] as const;

  for (const { lang, width } of cases) {
    it(`the room page at ${width} px in ${lang}`, async () => {
      const height = width < 1024 ? 740 : 900;
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      await page.goto(`${server.url}/rooms/${roomId}?${stayQuery(checkIn, checkOut)}&lang=${lang}`);
      await page.screenshot({ path: `/tmp/h5shots/room-${lang}-${width}.png` });
      const panel = page.locator("aside[aria-labelledby='book-heading']");
      const about = page.locator("#about-heading");
      const bar = page.getByTestId("book-bar");
      const calendarFold = page.getByTestId("room-calendar");
      const informationFold = page.getByTestId("room-information");
      // Each folded section has its title once, as the summary's heading.
      expect(await calendarFold.getByRole("heading").count()).toBe(1);
      expect(await informationFold.getByRole("heading").count()).toBe(1);
      if (width < 1024) {
        // On a phone the 12-month calendar and the room information are collapsed.
        expect(await calendarFold.getAttribute("open")).toBeNull();
        expect(await informationFold.getAttribute("open")).toBeNull();
        expect(await page.getByTestId("price-calendar").count()).toBe(0);
        expect(await informationFold.locator("dl").isVisible()).toBe(false);
      } else {
        // On a wide screen they stand open, before JavaScript (CSS) and after (the attribute).
        expect(await informationFold.locator("dl").isVisible()).toBe(true);
        await page.waitForFunction(() =>
          document.querySelector("[data-testid='room-information']")?.hasAttribute("open"),
        );
        expect(await calendarFold.getAttribute("open")).not.toBeNull();
      }
      const panelBox = await panel.boundingBox();
      const aboutBox = await about.boundingBox();
      if (width < 1024) {
        // The bar holds the price, the dates and Book, on the first screen.
        const box = await bar.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height).toBeLessThanOrEqual(height + 1);
        const text = (await bar.textContent()) ?? "";
        expect(text).toContain("7,500");
        const dates = (await page.getByTestId("book-bar-dates").textContent()) ?? "";
        expect(dates.length).toBeGreaterThan(5);
        const book = bar.getByRole("link");
        expect(await book.getAttribute("href")).toContain(`/booking?`);
        expect(await book.getAttribute("href")).toContain(`checkIn=${checkIn}`);
        // The booking panel comes before the description.
        expect(panelBox!.y).toBeLessThan(aboutBox!.y);
        // Opening the calendar without JavaScript's help: <details>.
        await page.getByTestId("room-calendar").locator("summary").click();
        await page.getByTestId("price-calendar").waitFor();
      } else {
        expect(await bar.isVisible()).toBe(false);
        // Beside the room, at the end side, with its price on the first screen.
        if (lang === "ar") expect(panelBox!.x).toBeLessThan(aboutBox!.x);
        else expect(panelBox!.x).toBeGreaterThan(aboutBox!.x);
        const rate = await page.getByTestId("room-rate").boundingBox();
        expect(rate!.y + rate!.height).toBeLessThanOrEqual(height);
      }
      await context.close();
    });

    it(`the booking page at ${width} px in ${lang}: the summary first on a phone`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${server.url}/booking?${stayQuery(checkIn, checkOut)}&lang=${lang}`);
      await page.screenshot({ path: `/tmp/h5shots/booking-${lang}-${width}.png` });
      const summary = await page
        .locator("section[aria-labelledby='summary-heading']")
        .boundingBox();
      const form = await page.locator("form[aria-labelledby]").first().boundingBox();
      if (width < 1024) {
        expect(summary!.y + summary!.height).toBeLessThanOrEqual(form!.y);
      } else if (lang === "ar") {
        expect(summary!.x + summary!.width).toBeLessThanOrEqual(form!.x);
      } else {
        expect(form!.x + form!.width).toBeLessThanOrEqual(summary!.x);
      }
      await context.close();
    });
  }
});
