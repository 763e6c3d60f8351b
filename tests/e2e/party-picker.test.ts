/**
 * The party picker: any party the hotel takes online can be asked from
 * the search, the picker always shows the party of the URL, and a group books three rooms
 * for six adults from the home page, end to end, at the total worked out here by hand.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { formatDate } from "~core/format";
import { addDaysIso } from "~core/pricing";
import type { RoomAvailabilityDto, StayQuoteDto } from "~core/types";
import { launchBrowser } from "./browser";
import { freshDataDir, type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
let superior: number;

beforeAll(async () => {
  server = await startServer({ DATA_DIR: freshDataDir() });
  browser = await launchBrowser();
  const rooms = (await (await fetch(`${server.url}/api/rooms`)).json()) as {
    id: number;
    name: string;
  }[];
  const found = rooms.find((room) => room.name === "Superior Standard");
  if (!found) throw new Error("no Superior Standard");
  superior = found.id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(pathname: string, width: number): Promise<Page> {
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

const LABELS = {
  en: { adults: "Adults", children: "Children", rooms: "Rooms" },
  ar: { adults: "البالغون", children: "الأطفال", rooms: "الغرف" },
} as const;

describe("the party picker shows the party of the URL", () => {
  const checkIn = addDaysIso(hotelToday(), 50);
  const checkOut = addDaysIso(hotelToday(), 52);
  for (const width of [360, 1280]) {
    for (const lang of ["en", "ar"] as const) {
      it(`at ${width} px in ${lang}: 6 adults, 1 child, 3 rooms, and searches for what it shows`, async () => {
        const labels = LABELS[lang];
        const page = await open(
          `/rooms?checkIn=${checkIn}&checkOut=${checkOut}&adults=6&children=1&rooms=3&lang=${lang}`,
          width,
        );
        const picker = page.getByTestId("party-picker").first();
        const rooms = picker.getByLabel(labels.rooms, { exact: true });
        await expect(picker.getByLabel(labels.adults).inputValue()).resolves.toBe("6");
        await expect(picker.getByLabel(labels.children).inputValue()).resolves.toBe("1");
        await expect(rooms.inputValue()).resolves.toBe("3");
        // By keyboard: the adults' select takes a typed number.
        await picker.getByLabel(labels.adults).focus();
        await page.keyboard.press("7");
        await expect(picker.getByLabel(labels.adults).inputValue()).resolves.toBe("7");
        // Searching sends the party shown, not a default of two.
        await page.locator("form[action='/rooms'] button[type=submit]").first().click();
        await page.waitForURL(/adults=7/);
        const url = new URL(page.url());
        expect([
          url.searchParams.get("adults"),
          url.searchParams.get("children"),
          url.searchParams.get("rooms"),
          url.searchParams.get("checkIn"),
        ]).toEqual(["7", "1", "3", checkIn]);
        await page.context().close();
      });
    }
  }
});

describe("a group of six adults books three rooms from the home page", () => {
  const checkIn = addDaysIso(hotelToday(), 21);
  const checkOut = addDaysIso(hotelToday(), 24);

  it("searches, opens Superior Standard, books 3 rooms and pays the total worked out by hand", async () => {
    const page = await open("/", 1280);
    const search = page.locator("form[action='/rooms']").first();
    await pickDate(page, search, "Check-in", checkIn);
    await pickDate(page, search, "Check-out", checkOut);
    await search.getByLabel("Adults").selectOption("6");
    await search.getByLabel("Rooms", { exact: true }).selectOption("3");
    await search.getByRole("button", { name: "Check availability" }).click();
    await page.waitForURL(/\/rooms\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("adults")).toBe("6");
    expect(url.searchParams.get("rooms")).toBe("3");
    // The picker on /rooms shows the party searched.
    const picker = page.getByTestId("party-picker").first();
    await expect(picker.getByLabel("Adults").inputValue()).resolves.toBe("6");

    // By hand: two adults in each of 3 rooms is the double rate, night by night from
    // the room's own calendar, x 3 rooms, plus the tax rate the hotel charges.
    const calendar = (await (
      await fetch(`${server.url}/api/rooms/${superior}/availability`)
    ).json()) as RoomAvailabilityDto;
    const nights = [0, 1, 2].map((offset) => addDaysIso(checkIn, offset));
    const perRoom = nights.reduce((sum, date) => {
      const night = calendar.nights.find((candidate) => candidate.date === date);
      if (!night) throw new Error(`no night ${date}`);
      return sum + night.rates.doubleBedOnly;
    }, 0);
    const subtotal = perRoom * 3;
    const quote = (await (
      await fetch(
        `${server.url}/api/quote?roomId=${superior}&checkIn=${checkIn}&checkOut=${checkOut}&adults=6&children=0&rooms=3`,
      )
    ).json()) as StayQuoteDto;
    const tax = Math.round((subtotal * quote.taxPercent) / 100);
    const total = subtotal + tax;
    const ksh = `KSh ${total.toLocaleString("en-US")}`;

    const card = page.getByRole("article").filter({ hasText: "Superior Standard" });
    await card.getByText(ksh).first().waitFor();
    await card.getByRole("link", { name: "Superior Standard", exact: true }).click();
    await page.waitForURL(/\/rooms\/\d+\?/);
    const panel = page.getByRole("complementary");
    await expect(panel.getByLabel("Adults").inputValue()).resolves.toBe("6");
    await expect(panel.getByLabel("Rooms", { exact: true }).inputValue()).resolves.toBe("3");
    await panel.getByRole("button", { name: "Book Now" }).click();
    await page.waitForURL(/\/booking\?/);
    expect(new URL(page.url()).searchParams.get("rooms")).toBe("3");

    const guestForm = page.getByRole("form", { name: "Guest details" });
    await guestForm.getByLabel("First name").fill("Amina");
    await guestForm.getByLabel("Last name").fill("Odhiambo");
    await guestForm.getByLabel("Email").fill("amina@example.com");
    await guestForm.getByLabel("Phone").fill("+254712345678");
    await guestForm.getByLabel("Address").fill("14 Nyerere Avenue");
    await guestForm.getByLabel("City").fill("Mombasa");
    await guestForm.getByLabel("Country").fill("Kenya");
    await page.getByRole("button", { name: `Confirm booking · ${ksh}` }).click();
    await page.waitForURL(/\/booking\/confirmation\?ref=PB-/);
    await page.getByRole("heading", { level: 1, name: "Your booking is confirmed" }).waitFor();
    await page.getByText(ksh).first().waitFor();

    // The change page asks the party with the same picker, showing the party booked,
    // and a fourth room for eight adults is quoted (pay at the hotel: no card needed).
    await page.getByRole("link", { name: "Change dates, room or guests" }).click();
    await page.waitForURL(/\/booking\/change\?ref=/);
    const change = page.getByTestId("party-picker");
    await expect(change.getByLabel("Adults").inputValue()).resolves.toBe("6");
    await expect(change.getByLabel("Rooms", { exact: true }).inputValue()).resolves.toBe("3");
    await change.getByLabel("Adults").selectOption("8");
    await change.getByLabel("Rooms", { exact: true }).selectOption("4");
    await page.getByRole("button", { name: "Check availability and price" }).click();
    const changed = page.getByTestId("change-quote");
    await changed.waitFor();
    const quoted = (await (
      await fetch(
        `${server.url}/api/quote?roomId=${superior}&checkIn=${checkIn}&checkOut=${checkOut}&adults=8&children=0&rooms=4`,
      )
    ).json()) as StayQuoteDto;
    await changed.getByText(`KSh ${quoted.total.toLocaleString("en-US")}`).waitFor();
    // Eight adults in one room is refused beside the field, and what was chosen stays.
    await change.getByLabel("Rooms", { exact: true }).selectOption("1");
    await page.getByRole("button", { name: "Check availability and price" }).click();
    await change.locator("p[id$='-error']").first().waitFor();
    await expect(change.locator("[aria-invalid='true']").count()).resolves.toBeGreaterThan(0);
    await expect(change.getByLabel("Adults").inputValue()).resolves.toBe("8");
    await expect(change.getByLabel("Rooms", { exact: true }).inputValue()).resolves.toBe("1");
    await page.context().close();
  });
});
