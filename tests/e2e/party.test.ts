/**
 * The party rule in the browser, on a phone (360 px) and a desktop (1280 px): a
 * party a room cannot hold never reaches the booking form and is offered what fits;
 * a couple is quoted the double rate from the search to the booking.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import { launchBrowser } from "./browser";
import { freshDataDir, type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
let rooms: { id: number; name: string }[];

beforeAll(async () => {
  server = await startServer({ DATA_DIR: freshDataDir() });
  browser = await launchBrowser();
  rooms = (await (await fetch(`${server.url}/api/rooms`)).json()) as typeof rooms;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const idOf = (name: string) => {
  const found = rooms.find((room) => room.name === name);
  if (!found) throw new Error(`no room ${name}`);
  return found.id;
};

async function open(pathname: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}${pathname}`, { waitUntil: "networkidle" });
  return page;
}

const checkIn = addDaysIso(hotelToday(), 30);
const checkOut = addDaysIso(hotelToday(), 32);
const stay = (party: string) => `checkIn=${checkIn}&checkOut=${checkOut}&${party}`;

for (const width of [360, 1280]) {
  describe(`the party decides, at ${width} px`, () => {
    it("keeps a family of four away from Single Mini's form and offers what fits", async () => {
      const mini = idOf("Single Mini");
      const page = await open(`/rooms/${mini}?${stay("adults=1&children=0&rooms=1")}`, width);
      const panel = page.getByRole("complementary");
      await panel.getByLabel("Adults").selectOption("2");
      await panel.getByLabel("Children").selectOption("2");
      const notice = panel.getByTestId("party-notice");
      await notice.getByText("The Single Mini cannot take 2 adults, 2 children").waitFor();
      await notice.getByText("It sleeps 1 per room.").waitFor();
      // Book Now stays on the page while the party does not fit.
      await panel.getByRole("button", { name: "Book Now" }).click();
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe(`/rooms/${mini}`);
      // A room type that takes the party is offered instead.
      const superDeluxe = notice.getByRole("link", { name: "Super Deluxe" });
      await superDeluxe.waitFor();
      expect(await notice.getByRole("link", { name: "Single Mini" }).count()).toBe(0);

      // The booking link itself answers with the same notice, never the form.
      await page.goto(
        `${server.url}/booking?roomId=${mini}&${stay("adults=2&children=2&rooms=1")}`,
      );
      await page.getByTestId("party-notice").waitFor();
      expect(await page.getByRole("form", { name: "Guest details" }).count()).toBe(0);
      // Superior Standard sleeps 2: two of them take the family.
      await page.goto(
        `${server.url}/booking?roomId=${idOf("Superior Standard")}&${stay("adults=2&children=2&rooms=1")}`,
      );
      await page.getByRole("link", { name: "Book 2 rooms of this type" }).click();
      await page.waitForURL(/rooms=2/);
      await page.getByRole("form", { name: "Guest details" }).waitFor();
      await page
        .getByTestId("occupancy")
        .getByText("Single occupancy: one adult per room.")
        .waitFor();
      await page.context().close();
    });

    it("quotes a couple the double rate from the search to the form", async () => {
      const page = await open(`/rooms?${stay("adults=2&children=0&rooms=1")}`, width);
      // Superior Standard, 2 nights, two adults: 10,000 x 2 = 20,000 + 15% = 23,000.
      const card = page.getByRole("article").filter({ hasText: "Superior Standard" });
      await card.getByText("KSh 10,000 / night").waitFor();
      await card.getByText("KSh 23,000 for 2 nights").waitFor();
      await card.getByRole("link", { name: "Superior Standard", exact: true }).click();
      await page.waitForURL(/\/rooms\/\d+\?/);
      const panel = page.getByRole("complementary");
      await panel.getByTestId("room-rate").getByText("KSh 10,000").waitFor();
      await expect(panel.getByRole("radio", { name: "Double" }).isChecked()).resolves.toBe(true);
      await panel.getByRole("button", { name: "Book Now" }).click();
      await page.waitForURL(/\/booking\?/);
      await page.getByTestId("occupancy").getByText("Double occupancy").waitFor();
      await page.getByRole("button", { name: /Confirm booking · KSh 23,000/ }).waitFor();
      // One extra bed in one room: the choice stops at one extra guest.
      const extra = page.getByLabel("Extra guests", { exact: true });
      expect(await extra.locator("option").count()).toBe(2);
      await page.context().close();
    });
  });
}
