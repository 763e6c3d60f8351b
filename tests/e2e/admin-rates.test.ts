/** The rate calendar in the browser: staff set a December price for a range and see it in the grid. */
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { axeViolationsOn } from "../../scripts/audit/axe";
import { launchBrowser, signedInAdmin } from "./browser";
import { freshDataDir, type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
let admin: BrowserContext;
const EMAIL = "rates@example.com";
const PASSWORD = "high season at diani 2026";

beforeAll(async () => {
  server = await startServer({
    DATA_DIR: freshDataDir(),
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
  });
  browser = await launchBrowser();
  admin = await signedInAdmin(browser, server.url, { email: EMAIL, password: PASSWORD });
});
afterAll(async () => {
  await admin?.close();
  await browser?.close();
  await server?.stop();
});

/** The next December whose 20th is still ahead. */
function december(): string {
  const today = hotelToday();
  const year = Number(today.slice(0, 4));
  return `${today > `${year}-12-19` ? year + 1 : year}-12`;
}

describe("rate calendar", () => {
  it("sets a December price for a range of nights and shows it in the grid", async () => {
    const rooms = (await (await fetch(`${server.url}/api/rooms`)).json()) as {
      id: number;
      name: string;
    }[];
    const room = rooms[1] as { id: number; name: string };
    const month = december();
    const page = await admin.newPage();
    await page.goto(`${server.url}/admin`);
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Rates" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Rates" }).waitFor();
    expect(await axeViolationsOn(page)).toEqual([]);

    // Room type and month go into the address (a GET form: works without JavaScript too).
    await page.getByLabel("Room type").selectOption(String(room.id));
    await page.getByLabel("Month", { exact: true }).fill(month);
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(new RegExp(`roomTypeId=${room.id}.*month=${month}`));
    await page
      .getByRole("heading", { level: 2, name: new RegExp(`^${room.name}, December`) })
      .waitFor();

    // A refused edit: the message at its field, everything typed kept.
    await page.getByLabel("First night").fill(`${month}-20`);
    await page.getByLabel("Last night").fill(`${month}-24`);
    await page.getByLabel("Minimum stay (nights)").fill("5");
    await page.getByLabel("Maximum stay (nights)").fill("3");
    await page.getByRole("button", { name: "Save rates" }).click();
    await page
      .getByRole("alert")
      .getByText("Minimum stay cannot be longer than the maximum stay")
      .waitFor();
    await expect(page.getByLabel("Minimum stay (nights)").inputValue()).resolves.toBe("5");
    await expect(page.getByLabel("First night").inputValue()).resolves.toBe(`${month}-20`);

    await page.getByLabel("Minimum stay (nights)").fill("");
    await page.getByLabel("Maximum stay (nights)").fill("");
    await page.getByLabel("Single, bed only", { exact: true }).fill("18500");
    await page.getByRole("button", { name: "Save rates" }).click();
    await page.getByRole("status").getByText("Rates saved for 5 nights").waitFor();

    const inside = page.locator(`td[data-date="${month}-22"]`);
    await inside.getByText("KSh 18,500").waitFor();
    await expect(inside.textContent()).resolves.toContain("(set for this night)");
    const outside = page.locator(`td[data-date="${month}-25"]`);
    await expect(outside.textContent()).resolves.not.toContain("KSh 18,500");
    expect(await axeViolationsOn(page)).toEqual([]);

    // At 360 px the grid scrolls in its own box, never the page.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.reload();
    await page.locator(`td[data-date="${month}-22"]`).getByText("KSh 18,500").waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolationsOn(page)).toEqual([]);
    await page.close();
  });
});
