/**
 * Numbers and units as a guest reads them, in the browser at 360 and
 * 1280 px in English and Arabic: a room's size reads "22 m²" (never "m² 22"), a discount
 * "−KSh 1,500" on one line (never "KSh 1,500−"), the confirmation joins date and time the
 * way Intl does (no Latin ", " in Arabic), and the price calendar's short figures and their
 * key use the cards' number format, in German and French too.
 */
import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { compactKsh, formatDate, formatDateAndTime, formatKsh } from "~core/format";
import { addDaysIso } from "~core/pricing";
import { GUEST } from "../helpers/guest";
import { launchBrowser, signedInAdmin } from "./browser";
import { postJson } from "./guest-api";
import { freshDataDir, type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
let admin: BrowserContext;
let room: { id: number; name: string; size: number };
let confirmation: string;
const checkIn = addDaysIso(hotelToday(), 50);
const EMAIL = "numbers@example.com";
const PASSWORD = "shillings read left to right";

beforeAll(async () => {
  server = await startServer({
    DATA_DIR: freshDataDir(),
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
  });
  browser = await launchBrowser();
  admin = await signedInAdmin(browser, server.url, { email: EMAIL, password: PASSWORD });
  const rooms = (await (await fetch(`${server.url}/api/rooms`)).json()) as (typeof room)[];
  const found = rooms.find((candidate) => candidate.name === "Superior Standard");
  if (!found) throw new Error("no Superior Standard");
  room = found;

  // A promo code, so the confirmation has a line with a minus sign.
  const page = await admin.newPage();
  await page.goto(`${server.url}/admin/promo-codes`);
  await page.getByRole("button", { name: "New promo code" }).click();
  const form = page.getByRole("region", { name: "New promo code" });
  await form.getByLabel("Code").fill("coast10");
  await form.getByLabel("Discount type").selectOption("percent");
  await form.getByLabel(/Percent off/).fill("10");
  await form.getByLabel("Superior Standard").check();
  await form.getByLabel("Total uses").fill("5");
  await form.getByRole("button", { name: "Add promo code" }).click();
  await page.getByRole("heading", { level: 2, name: "COAST10" }).waitFor();
  await page.close();

  // Two nights at KSh 7,500, 10% off: a discount of KSh 1,500 (total 13,500 + 15% tax).
  const stay = {
    ...GUEST,
    roomId: room.id,
    checkIn,
    checkOut: addDaysIso(checkIn, 2),
    adults: 1,
    children: 0,
    roomCount: 1,
    promoCode: "COAST10",
  };
  const { quote } = (await (
    await postJson(server.url, "/api/bookings", { ...stay, totalAmount: 1 })
  ).json()) as { quote: { total: number } };
  expect(quote.total).toBe(15_525);
  const created = await postJson(server.url, "/api/bookings", {
    ...stay,
    totalAmount: quote.total,
  });
  expect(created.status).toBe(201);
  confirmation = ((await created.json()) as { confirmationUrl: string }).confirmationUrl;
});
afterAll(async () => {
  await admin?.close();
  await browser?.close();
  await server?.stop();
});

type Catalogue = { booking: { checkIn: string; discountLine: string } };
const catalogue = (lang: string) =>
  JSON.parse(readFileSync(`public/locales/${lang}/booking.json`, "utf8")) as Catalogue;

/** Text without the invisible isolates, with no-break spaces read as spaces. */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, "").replace(/\u00a0/g, " ");

/**
 * How an element's text is drawn: the left edge of each piece (its first occurrence in
 * one text node), and on how many lines the whole text lies.
 */
async function drawn(locator: Locator, pieces: string[]) {
  return locator.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    const rangeOf = (piece: string) => {
      for (const node of nodes) {
        const at = node.data.indexOf(piece);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + piece.length);
        return range;
      }
      return null;
    };
    // Runs of one line can differ by a few pixels (Arabic and Latin fonts): a new line
    // starts more than half a line lower.
    const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight) || 20;
    const linesOf = (range: Range) => {
      const tops = [...range.getClientRects()]
        .filter((rect) => rect.width > 0)
        .map((rect) => rect.top)
        .sort((a, b) => a - b);
      let lines = tops.length > 0 ? 1 : 0;
      for (let i = 1; i < tops.length; i++)
        if ((tops[i] ?? 0) - (tops[i - 1] ?? 0) > lineHeight / 2) lines++;
      return lines;
    };
    const whole = document.createRange();
    whole.selectNodeContents(element);
    return {
      lefts: wanted.map((piece) => rangeOf(piece)?.getBoundingClientRect().left ?? null),
      /** On how many lines each piece lies (0: not found). */
      pieceLines: wanted.map((piece) => {
        const range = rangeOf(piece);
        return range ? linesOf(range) : 0;
      }),
      lines: linesOf(whole),
    };
  }, pieces);
}

async function open(width: number, path: string): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  return { page, close: () => context.close() };
}

for (const lang of ["en", "ar"] as const) {
  for (const width of [360, 1280]) {
    describe(`numbers and units in ${lang} at ${width} px`, () => {
      it("reads a room's size number first, then its unit, on one line", async () => {
        const { page, close } = await open(width, `/rooms/${room.id}?lang=${lang}`);
        // Folded on a phone, open from 1024 px.
        if (width < 1024) await page.getByTestId("room-information").locator("summary").click();
        const size = page.getByTestId("room-information").locator("dd", { hasText: "m²" });
        const { lefts, lines } = await drawn(size, [String(room.size), "m²"]);
        expect(plain((await size.textContent()) ?? "")).toBe(`${room.size} m²`);
        const [number, unit] = lefts as [number, number];
        // Left to right in Arabic too: "22 m²", never "m² 22".
        expect(number).toBeLessThan(unit);
        expect(lines).toBe(1);
        await close();
      });

      it("keeps a discount's minus sign before KSh, on one line, and dates with Intl's words", async () => {
        expect(confirmation).toContain("/booking/confirmation?");
        const url = new URL(confirmation);
        const { page, close } = await open(width, `${url.pathname}${url.search}&lang=${lang}`);
        const words = catalogue(lang).booking;
        const discountTerm = plain(words.discountLine.replace("{{code}}", "COAST10"));
        const row = page.locator("dl > div", {
          has: page.locator("dt", { hasText: discountTerm }),
        });
        const amount = row.locator("dd");
        expect(plain((await amount.textContent()) ?? "")).toBe(`−${formatKsh(1500)}`);
        const { lefts, lines } = await drawn(amount, ["−", "KSh", "1,500"]);
        const [minus, ksh, figure] = lefts as [number, number, number];
        expect(minus).toBeLessThan(ksh);
        expect(ksh).toBeLessThan(figure);
        expect(lines).toBe(1);
        // The total stays on one line too.
        const { lines: totalLines } = await drawn(
          page.locator("dl > div dd", { hasText: formatKsh(15_525) }).first(),
          ["KSh"],
        );
        expect(totalLines).toBe(1);

        // Check-in: the date and the time joined by Intl, not by a hand-written ", ".
        const arrival = page
          .locator("dl > div", { has: page.getByText(words.checkIn, { exact: true }) })
          .first()
          .locator("dd");
        const shown = plain((await arrival.textContent()) ?? "");
        expect(shown).toBe(formatDateAndTime(checkIn, "14:00", lang));
        expect(shown).not.toContain(`${formatDate(checkIn, lang)}, `);
        await close();
      });

      it("keys the price calendar's short figures with the cards' number format", async () => {
        const { page, close } = await open(width, `/rooms/${room.id}?lang=${lang}`);
        await expectOneNumberFormat(page, width);
        await close();
      });
    });
  }
}

/**
 * The room page's panel writes the rate like the cards ("KSh 7,500"); the calendar's days
 * show the same figures short ("7.5K"), and its key says so with the same two formats.
 */
async function expectOneNumberFormat(page: Page, width: number) {
  const rate = plain((await page.getByTestId("room-rate").textContent()) ?? "").trim();
  expect(rate).toMatch(/^KSh \d{1,3}(,\d{3})*$/);
  // Folded on a phone (the guest opens it), open from 1024 px; either way the calendar
  // loads as it comes near the screen.
  const fold = page.getByTestId("room-calendar");
  if (width < 1024) await fold.locator("summary").click();
  else await fold.scrollIntoViewIfNeeded();
  const calendar = page.getByTestId("price-calendar");
  await calendar.locator(".pwani-day-price").first().waitFor();
  const figures = await calendar.locator(".pwani-day-price").allTextContents();
  const amount = Number(rate.replace(/\D/g, ""));
  expect(figures).toContain(compactKsh(amount));
  for (const figure of figures) expect(figure).toMatch(/^(\d+(\.\d)?K|\d{1,3}|–)$/);
  const note = calendar.locator("p", { hasText: "=" });
  const key = plain((await note.textContent()) ?? "");
  expect(key).toContain(`(${compactKsh(5500)} = ${formatKsh(5500)})`);
  // The key's amount is never parted from "KSh" by a line break.
  const { pieceLines } = await drawn(note, [formatKsh(5500).replace(" ", "\u00a0")]);
  expect(pieceLines).toEqual([1]);
}

describe("one number format in German and French", () => {
  for (const lang of ["de", "fr"]) {
    for (const width of [360, 1280]) {
      it(`matches the calendar to the cards in ${lang} at ${width} px`, async () => {
        const { page, close } = await open(width, `/rooms/${room.id}?lang=${lang}`);
        await expectOneNumberFormat(page, width);
        await close();
      });
    }
  }
});
