/**
 * Guest currencies: a guest chooses euros in the header, sees
 * approximate euro amounts on /rooms and the booking form, books, and is charged KSh.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import { axeViolationsOn } from "../../scripts/audit/axe";
import { launchBrowser } from "./browser";
import { freshDataDir, type RunningServer, startServer, waitForMail } from "./server";

let server: RunningServer;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  dataDir = freshDataDir();
  server = await startServer({ DATA_DIR: dataDir });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(
  pathname: string,
  options: { width?: number; javaScript?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    javaScriptEnabled: options.javaScript ?? true,
  });
  const page = await context.newPage();
  await page.goto(`${server.url}${pathname}`, { waitUntil: "networkidle" });
  return page;
}

const header = (page: Page) => page.getByRole("banner");

describe("guest currencies", () => {
  it("shows euros after the header's choice, remembers it, and books in shillings", async () => {
    const page = await open("/rooms");
    // KSh by default: no converted amount, no notice.
    await expect(page.getByTestId("approx-price").count()).resolves.toBe(0);
    await expect(page.getByTestId("currency-notice").count()).resolves.toBe(0);

    await header(page).getByRole("button", { name: "Currency: Kenyan shilling (KSh)" }).click();
    await page.getByRole("menuitem", { name: "Euro (€)" }).click();
    await page.waitForURL(/[?&]currency=EUR/);
    await page.getByTestId("approx-price").first().waitFor();
    expect(await page.getByTestId("approx-price").first().textContent()).toMatch(/≈ €[\d,]+/);
    const notice = page.getByTestId("currency-notice");
    await expect(notice.count()).resolves.toBe(1);
    expect(await notice.textContent()).toMatch(
      /^Prices in euros are approximate \(rate of .+\)\. You are charged in Kenyan shillings \(KES\)\.$/,
    );
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "currency")?.value).toBe("EUR");
    expect(await axeViolationsOn(page)).toEqual([]);

    // Remembered on the next page without the query (the cookie).
    await page.goto(`${server.url}/rooms`, { waitUntil: "networkidle" });
    await page.getByTestId("approx-price").first().waitFor();
    // Waited for, not sampled: under load the header may still be settling after the load.
    await header(page)
      .getByRole("button", { name: "Currency: Euro (€)" })
      .waitFor({ state: "visible", timeout: 10_000 });

    // The booking form: totals in KSh with their euro approximation.
    const rooms = (await (await fetch(`${server.url}/api/rooms`)).json()) as {
      id: number;
      name: string;
    }[];
    const room = rooms.find((r) => r.name === "Superior Standard") ?? rooms[0]!;
    const checkIn = addDaysIso(hotelToday(), 20);
    const checkOut = addDaysIso(hotelToday(), 22);
    await page.goto(
      `${server.url}/booking?roomId=${room.id}&checkIn=${checkIn}&checkOut=${checkOut}&adults=1&children=0&rooms=1`,
      { waitUntil: "networkidle" },
    );
    const summary = page.getByRole("region", { name: "Booking summary" });
    await summary.getByTestId("approx-price").first().waitFor();
    // The total's cell: the KSh amount, then its approximate euros.
    const totalCell =
      (await summary
        .locator("dd")
        .filter({ has: page.getByTestId("approx-price") })
        .last()
        .textContent()) ?? "";
    const totalText = (totalCell.split("≈")[0] ?? "").trim();
    const total = Number(totalText.replace(/\D/g, ""));
    expect(total).toBeGreaterThan(0);
    // Converted with the default rate (KSh 140 for one euro), rounded to whole euros.
    const euros = Math.round(total / 140).toLocaleString("en-US");
    expect(await summary.getByTestId("approx-price").last().textContent()).toContain(`€${euros}`);
    await page.getByTestId("currency-notice").waitFor();

    // What the browser sends is the KSh total.
    const totalField = page.locator("input[name=totalAmount]");
    await expect(totalField.inputValue()).resolves.toBe(String(total));
    const guestForm = page.getByRole("form", { name: "Guest details" });
    await guestForm.getByLabel("First name").fill("Johanna");
    await guestForm.getByLabel("Last name").fill("Becker");
    await guestForm.getByLabel("Email").fill("johanna@example.com");
    await guestForm.getByLabel("Phone").fill("+4915112345678");
    await guestForm.getByLabel("Address").fill("Hauptstraße 5");
    await guestForm.getByLabel("City").fill("Berlin");
    await guestForm.getByLabel("Country").fill("Germany");
    await page.getByRole("button", { name: new RegExp(`Confirm booking · ${totalText}`) }).click();
    await page.waitForURL(/\/booking\/confirmation\?ref=PB-/);
    const reference = new URL(page.url()).searchParams.get("ref") ?? "";
    await page.getByText(totalText).first().waitFor();

    // The stored booking (its confirmation e-mail) is in shillings, never euros.
    const mail = await waitForMail(dataDir, reference);
    expect(mail).toContain(totalText.replace("KSh ", ""));
    expect(mail).toContain("KSh");
    expect(mail).not.toContain("€");
    expect(mail).not.toMatch(/\bEUR\b/);
    await page.context().close();
  });

  it("works without JavaScript: the header's links choose the currency", async () => {
    const page = await open("/rooms", { javaScript: false });
    await header(page).locator("summary").first().click();
    await header(page).getByRole("link", { name: "US dollar ($)" }).click();
    await page.waitForURL(/[?&]currency=USD/);
    expect(await page.getByTestId("approx-price").first().textContent()).toMatch(/≈ \$[\d,]+/);
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    await page.getByTestId("currency-notice").waitFor();
    await page.context().close();
  });

  it("fits a 360 px phone in Arabic, right to left, with the choice in the mobile menu", async () => {
    const page = await open("/rooms?lang=ar", { width: 360 });
    await expect(page.locator("html").getAttribute("dir")).resolves.toBe("rtl");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);
    await header(page).getByRole("button", { name: "فتح القائمة" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("link", { name: "اليورو (€)" }).click();
    await page.waitForURL(/[?&]currency=EUR/);
    await page.getByTestId("currency-notice").waitFor();
    expect(await page.getByTestId("currency-notice").textContent()).toContain("(KES)");
    expect(await axeViolationsOn(page)).toEqual([]);
    await page.context().close();
  });
});
