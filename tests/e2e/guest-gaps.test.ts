/**
 * Browser acceptance of smaller gaps of the guest side: the menu viewer's keys (arrows mirrored
 * in Arabic, Home and End, also after the page buttons reached an end), and a French
 * page that never downloads the Arabic font, even with the language menu open.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./browser";
import { freshDataDir, type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ DATA_DIR: freshDataDir() });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(path: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return page;
}

describe("the menu viewer's keys", () => {
  it("turns pages with arrows, Home and End, also once a page button reached the end", async () => {
    const page = await open("/dining/1/menu");
    await page.getByRole("button", { name: /^View Menu – Food/ }).click();
    const dialog = page.getByRole("dialog");
    const status = dialog.getByTestId("menu-page-status");
    await expect(status.textContent()).resolves.toBe("Page 1 of 13");
    await page.keyboard.press("End");
    await expect(status.textContent()).resolves.toBe("Page 13 of 13");
    await page.keyboard.press("Home");
    await expect(status.textContent()).resolves.toBe("Page 1 of 13");

    // Clicking Next to the last page keeps the button (and the keys) working.
    const next = dialog.getByRole("button", { name: "Next page" });
    for (let i = 0; i < 12; i++) await next.click();
    await expect(status.textContent()).resolves.toBe("Page 13 of 13");
    await expect(next.getAttribute("aria-disabled")).resolves.toBe("true");
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute("aria-label")),
    ).resolves.toBe("Next page");
    await page.keyboard.press("ArrowLeft");
    await expect(status.textContent()).resolves.toBe("Page 12 of 13");

    // Focus on the page itself (a click on the picture): the keys still turn pages.
    await dialog.locator("img").click();
    await page.keyboard.press("ArrowRight");
    await expect(status.textContent()).resolves.toBe("Page 13 of 13");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await page.context().close();
  });

  it("mirrors the arrows in Arabic", async () => {
    const page = await open("/dining/1/menu?lang=ar");
    await page.locator("[role=tabpanel] button").first().click();
    const status = page.getByRole("dialog").getByTestId("menu-page-status");
    const first = await status.textContent();
    await page.keyboard.press("ArrowLeft"); // forward in a right-to-left page
    await expect.poll(() => status.textContent()).not.toBe(first);
    await page.keyboard.press("ArrowRight");
    await expect(status.textContent()).resolves.toBe(first);
    await page.keyboard.press("End");
    await page.keyboard.press("Home");
    await expect(status.textContent()).resolves.toBe(first);
    await page.context().close();
  });
});

describe("the Arabic font", () => {
  it("is never downloaded by a French page, and is by an Arabic one", async () => {
    const fonts = async (path: string, openMenu: boolean) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const requested: string[] = [];
      page.on("request", (request) => requested.push(request.url()));
      await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      if (openMenu) {
        // The language menu names Arabic in Arabic script.
        await page.getByRole("button", { name: /Langue : Français/ }).click();
        await page.getByRole("menuitem", { name: "العربية" }).waitFor();
        await page.waitForLoadState("networkidle");
      }
      await context.close();
      return requested.filter((url) => /noto-sans-arabic/.test(url));
    };
    await expect(fonts("/rooms?lang=fr", true)).resolves.toEqual([]);
    await expect(fonts("/about?lang=fr", false)).resolves.toEqual([]);
    expect((await fonts("/rooms?lang=ar", false)).length).toBeGreaterThan(0);
  });
});
