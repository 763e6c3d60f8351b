/**
 * Feedback while the page changes: a progress bar on a slow
 * navigation, error toasts that stay on their page, and a room photo that failed
 * before the page hydrated.
 */
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
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

async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  return context.newPage();
}

/** Holds every page-data request (`*.data`) for `ms` before it goes to the server. */
async function slowLoaders(page: Page, ms: number) {
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue().catch(() => {});
    },
  );
}

describe("the navigation progress bar", () => {
  it("appears after a short wait while a slow page loads, and goes when it is there", async () => {
    const page = await newPage();
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    await slowLoaders(page, 1500);
    // When the bar first shows, measured from the click.
    await page.evaluate(() => {
      const w = window as unknown as { clickedAt?: number; barAt?: number };
      document.addEventListener("click", () => (w.clickedAt ??= performance.now()), true);
      new MutationObserver(() => {
        if (document.querySelector("[role=progressbar]")) w.barAt ??= performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole("banner").getByRole("link", { name: "Dining" }).click();
    const bar = page.getByRole("progressbar", { name: "Loading the page…" });
    await bar.waitFor({ timeout: 1400 });
    const { clickedAt, barAt } = await page.evaluate(() => {
      const w = window as unknown as { clickedAt: number; barAt: number };
      return { clickedAt: w.clickedAt, barAt: w.barAt };
    });
    // Not at once: a quick page change shows no bar.
    expect(barAt - clickedAt).toBeGreaterThanOrEqual(200);
    // Inside a landmark, like all content (axe's region rule caught it outside one).
    expect(
      await bar.evaluate((el) => el.closest("main, header, footer, nav, aside") !== null),
    ).toBe(true);
    await page.waitForURL(/\/dining$/);
    await bar.waitFor({ state: "detached" });
    await page.context().close();
  });

  it("stands still for a guest who prefers reduced motion, and speaks their language", async () => {
    const page = await newPage({ reducedMotion: "reduce" });
    await page.goto(`${server.url}/?lang=fr`, { waitUntil: "networkidle" });
    await slowLoaders(page, 1500);
    await page.getByRole("banner").getByRole("link", { name: "Restauration" }).click();
    const bar = page.getByRole("progressbar", { name: "Chargement de la page…" });
    await bar.waitFor({ timeout: 1400 });
    const motion = await bar.evaluate((element) => {
      const segment = element.firstElementChild!;
      return {
        animation: getComputedStyle(segment).animationName,
        full: segment.getBoundingClientRect().width === element.getBoundingClientRect().width,
      };
    });
    expect(motion).toEqual({ animation: "none", full: true });
    await page.context().close();
  });
});

describe("toasts and navigation", () => {
  it("closes a 'Missing dates' error when the guest goes on to the booking page", async () => {
    const page = await newPage();
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Check availability" }).first().click();
    const toast = page.getByText("Missing dates", { exact: true });
    await toast.waitFor();
    await page.getByRole("banner").getByRole("link", { name: "Book Now" }).click();
    await page.waitForURL(/\/booking$/);
    // Well before its 5 seconds are over.
    await expect.poll(() => toast.isVisible(), { timeout: 1500 }).toBe(false);
    await page.context().close();
  });

  it("keeps the error a page raises on arrival", async () => {
    const page = await newPage();
    await page.goto(`${server.url}/rooms?notice=booking-missing`, { waitUntil: "networkidle" });
    const toast = page.getByText("Booking information missing", { exact: true });
    await toast.waitFor();
    await page.waitForTimeout(800);
    await expect(toast.isVisible()).resolves.toBe(true);
    await page.context().close();
  });
});

describe("a room photo that fails before the page hydrates", () => {
  it("falls back on a direct page load", async () => {
    const page = await newPage();
    let refused = 0;
    // Every file of one room's photos is missing: its card must show a neutral block instead
    // of a broken image, never another room's (or the demo hotel's) picture.
    await page.route(/\/uploads\/demo\/room\/single-mini\//, async (route) => {
      refused++;
      await route.abort();
    });
    await page.goto(`${server.url}/rooms`, { waitUntil: "networkidle" });
    expect(refused).toBeGreaterThan(0);
    const broken = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll("main img")].filter((element) => {
            const image = element as HTMLImageElement;
            return image.complete && image.naturalWidth === 0 && image.currentSrc !== "";
          }).length,
      );
    await expect.poll(broken, { timeout: 5000 }).toBe(0);
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll("main img")]
        .map((element) => element as HTMLImageElement)
        .filter((image) => image.naturalWidth > 0)
        .map((image) => new URL(image.currentSrc).pathname),
    );
    expect(shown.filter((src) => src.includes("single-mini"))).toEqual([]);
    // The neutral block, as wide as the photo, stands in the card's place.
    const blocks = () =>
      page.locator('main span[aria-hidden="true"][style*="aspect-ratio"]').count();
    await expect.poll(blocks, { timeout: 5000 }).toBeGreaterThanOrEqual(1);
    await page.context().close();
  });
});
