/**
 * The room page's date picker prices its own room: every night under
 * the Deluxe's check-in calendar reads the Deluxe's rate for the occupancy and meal the
 * panel quotes, never the hotel's lowest (the Single Mini's), in English and Arabic.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compactKsh } from "~core/format";
import type { HotelAvailabilityDto, RoomAvailabilityDto } from "~core/types";
import { launchBrowser } from "./browser";
import { freshDataDir, type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
let deluxe: number;
let calendar: RoomAvailabilityDto;
let hotel: HotelAvailabilityDto;

beforeAll(async () => {
  server = await startServer({ DATA_DIR: freshDataDir() });
  browser = await launchBrowser();
  const json = async <T>(path: string) => (await (await fetch(`${server.url}${path}`)).json()) as T;
  const rooms = await json<{ id: number; name: string }[]>("/api/rooms");
  const found = rooms.find((room) => room.name === "Deluxe");
  if (!found) throw new Error("no Deluxe room");
  deluxe = found.id;
  calendar = await json<RoomAvailabilityDto>(`/api/rooms/${deluxe}/availability`);
  hotel = await json<HotelAvailabilityDto>("/api/availability");
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The price under each day of the open check-in calendar, by date. */
async function pickerPrices(page: Page): Promise<Map<string, string>> {
  const panel = page.getByRole("complementary");
  await panel
    .getByRole("button", { name: /^(Check-in|تسجيل الوصول)/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.locator(".pwani-day-price").first().waitFor();
  const cells = await dialog
    .locator("td[data-day]")
    .evaluateAll((tds) =>
      tds.map((td) => [
        td.getAttribute("data-day") ?? "",
        td.querySelector(".pwani-day-price")?.textContent ?? "",
      ]),
    );
  return new Map(cells.filter(([, price]) => price) as [string, string][]);
}

/** What the room's own calendar says a night costs, for an occupancy, bed only. */
function expected(date: string, occupancy: "single" | "double"): string {
  const night = calendar.nights.find((candidate) => candidate.date === date);
  if (!night) throw new Error(`no night ${date}`);
  if (night.available === 0 || night.closed) return "–";
  return compactKsh(occupancy === "double" ? night.rates.doubleBedOnly : night.rates.singleBedOnly);
}

describe("the Deluxe page's date picker", () => {
  for (const lang of ["en", "ar"]) {
    it(`shows the Deluxe's own nightly rates, in ${lang}`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${server.url}/rooms/${deluxe}?lang=${lang}`);
      const shown = await pickerPrices(page);
      expect(shown.size).toBeGreaterThan(0);
      // The hotel's lowest differs from the Deluxe's on these nights: the test can tell them apart.
      const differs = [...shown.keys()].filter((date) => {
        const lowest = hotel.nights.find((night) => night.date === date)?.rate;
        return lowest != null && compactKsh(lowest) !== expected(date, "single");
      });
      expect(differs.length).toBeGreaterThan(0);
      for (const [date, price] of shown)
        expect([date, price]).toEqual([date, expected(date, "single")]);
      await context.close();
    });
  }

  it("follows the occupancy the panel quotes", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/rooms/${deluxe}`);
    await page.getByRole("complementary").getByText("Double", { exact: true }).click();
    const shown = await pickerPrices(page);
    expect(shown.size).toBeGreaterThan(0);
    for (const [date, price] of shown)
      expect([date, price]).toEqual([date, expected(date, "double")]);
    await context.close();
  });
});
