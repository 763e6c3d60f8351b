/**
 * The guests' price calendar: a December price set by staff through the admin API shows in
 * the room page's calendar and in the booking form's total; a day closed to arrival cannot
 * be picked as a check-in.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { compactKsh, formatKsh } from "~core/format";
import { axeViolationsOn } from "../../scripts/audit/axe";
import { launchBrowser } from "./browser";
import { freshDataDir, type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
let cookie = "";
const EMAIL = "calendar@example.com";
const PASSWORD = "prices by the night at diani";

async function api(pathname: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("Origin", server.url);
  if (init.body) headers.set("Content-Type", "application/json");
  if (cookie) headers.set("Cookie", cookie);
  const response = await fetch(`${server.url}${pathname}`, { ...init, headers });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  };
}

/** The next December whose 20th is still ahead, as YYYY-12. */
function december(): string {
  const today = hotelToday();
  const year = Number(today.slice(0, 4));
  return `${today > `${year}-12-19` ? year + 1 : year}-12`;
}
const month = december();
const PRICE = 18500;

beforeAll(async () => {
  server = await startServer({
    DATA_DIR: freshDataDir("pwani-e2e-price-calendar-"),
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
  });
  browser = await launchBrowser();
  const login = await api("/api/auth/login", {
    method: "POST",
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The calendar's button for a day (its accessible name starts with the weekday and date). */
const day = (page: Page, date: string) => page.locator(`td[data-day="${date}"] button`);

async function openCalendarAt(page: Page, url: string) {
  await page.goto(url);
  // The room page folds its calendar below the room on a phone (a <details>, open when wide).
  const fold = page.getByTestId("room-calendar");
  if ((await fold.count()) > 0) {
    const summary = fold.locator("summary");
    // Wide: shown by CSS at once, opened for real on hydration. Narrow: the guest opens it.
    if ((await summary.evaluate((node) => getComputedStyle(node).pointerEvents)) === "none") {
      await page.waitForFunction(() =>
        document.querySelector("[data-testid='room-calendar']")?.hasAttribute("open"),
      );
    } else {
      await summary.click();
    }
  }
  const section = page.getByRole("region", { name: /Prices and availability/ });
  await section.scrollIntoViewIfNeeded();
  const calendar = page.getByTestId("price-calendar");
  await calendar.waitFor();
  // Browse to December (two months at a time).
  for (let i = 0; i < 12; i++) {
    if ((await page.locator(`td[data-day="${month}-22"] button`).count()) > 0) break;
    await page.getByRole("button", { name: "Go to the next month" }).click();
  }
  return calendar;
}

describe("the price calendar", () => {
  it("shows a December price set by staff on the room page and in the booking total", async () => {
    const rooms = (await api("/api/rooms")).body as { id: number; name: string }[];
    const room = rooms[1] as { id: number; name: string };
    const saved = await api("/api/admin/rates", {
      method: "PUT",
      body: JSON.stringify({
        roomTypeId: room.id,
        from: `${month}-20`,
        to: `${month}-24`,
        singleBedOnly: PRICE,
      }),
    });
    expect(saved.status).toBe(200);
    const closed = await api("/api/admin/rates", {
      method: "PUT",
      body: JSON.stringify({
        roomTypeId: room.id,
        from: `${month}-26`,
        to: `${month}-26`,
        closedToArrival: true,
      }),
    });
    expect(closed.status).toBe(200);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openCalendarAt(page, `${server.url}/rooms/${room.id}`);

    // The season's nights carry the new price; the night after it the base rate.
    const inside = day(page, `${month}-22`);
    await expect(inside.getAttribute("aria-label")).resolves.toContain(formatKsh(PRICE));
    // The compact price is drawn in the day's cell, under its number.
    await expect(page.locator(`td[data-day="${month}-22"]`).textContent()).resolves.toContain(
      "18.5K",
    );
    await expect(day(page, `${month}-25`).getAttribute("aria-label")).resolves.not.toContain(
      formatKsh(PRICE),
    );

    // Closed to arrival: disabled as a check-in, and its name says why.
    const noArrival = day(page, `${month}-26`);
    await expect(noArrival.isDisabled()).resolves.toBe(true);
    await expect(noArrival.getAttribute("aria-label")).resolves.toContain("no arrival");

    // Choosing 21 to 23 December: the stay's "from" price, then a link with those dates.
    await day(page, `${month}-21`).click();
    await page.getByRole("status").getByText("Now choose your departure date.").waitFor();
    await day(page, `${month}-23`).click();
    await page.getByText(`2 nights, from ${formatKsh(2 * PRICE)}`).waitFor();
    await expect(day(page, `${month}-21`).getAttribute("aria-label")).resolves.toContain(
      "your arrival",
    );
    expect(await axeViolationsOn(page)).toEqual([]);
    await page.getByRole("link", { name: "Use these dates" }).click();
    await page.waitForURL(new RegExp(`checkIn=${month}-21&checkOut=${month}-23`));

    // The booking form charges the December price for those nights.
    const quote = (
      await api(
        `/api/quote?roomId=${room.id}&checkIn=${month}-21&checkOut=${month}-23&adults=1&children=0&rooms=1`,
      )
    ).body as { nights: { date: string; rate: number }[]; total: number };
    expect(quote.nights.map((night) => night.rate)).toEqual([PRICE, PRICE]);
    await page.goto(
      `${server.url}/booking?roomId=${room.id}&checkIn=${month}-21&checkOut=${month}-23&adults=1&children=0&rooms=1`,
    );
    await page.getByText(formatKsh(quote.total)).first().waitFor();
    // The booking page draws the same calendar.
    await openCalendarAt(page, page.url());
    await expect(day(page, `${month}-21`).getAttribute("aria-label")).resolves.toContain(
      formatKsh(PRICE),
    );
    await context.close();
  });

  it("refuses a stay over a closed night with the reason, by keyboard, at 360 px", async () => {
    const rooms = (await api("/api/rooms")).body as { id: number }[];
    const room = rooms[1] as { id: number };
    expect(
      (
        await api("/api/admin/rates", {
          method: "PUT",
          body: JSON.stringify({
            roomTypeId: room.id,
            from: `${month}-29`,
            to: `${month}-29`,
            closed: true,
          }),
        })
      ).status,
    ).toBe(200);
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await openCalendarAt(page, `${server.url}/rooms/${room.id}`);
    await day(page, `${month}-28`).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await page
      .getByRole("status")
      .getByText(/Not available on the night of December 29/)
      .waitFor();
    await expect(page.getByRole("link", { name: "Use these dates" }).count()).resolves.toBe(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolationsOn(page)).toEqual([]);
    await context.close();
  });

  it("the search's check-in calendar shows each night's lowest price, at 360 px", async () => {
    const rooms = (await api("/api/rooms")).body as { rates: { singleBedOnly: number } }[];
    const lowest = Math.min(...rooms.map((room) => room.rates.singleBedOnly));
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    const search = page.locator("form[action='/rooms']").first();
    await search.getByRole("button", { name: /^Check-in/ }).click();
    await page.getByRole("dialog").waitFor();
    const today = page.locator(`td[data-day="${hotelToday()}"]`);
    // The name says the price in words; the cell draws it compactly under the number.
    await expect
      .poll(() => today.locator("button").getAttribute("aria-label"))
      .toContain(`from ${formatKsh(lowest)}`);
    await expect(today.textContent()).resolves.toContain(compactKsh(lowest));
    await page.getByText(/^Lowest price per night for one guest/).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolationsOn(page)).toEqual([]);
    await context.close();
  });
});
