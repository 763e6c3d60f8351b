/**
 * Layouts that hold: the header on tablets and phones in all seven
 * languages, the chat panel on a small phone, the social feed's margins and the hero's
 * indicators.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "~core/i18n/languages";
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

async function open(path: string, width: number, height = 800): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
  return page;
}

/**
 * What is wrong with the header's one row, in words (empty when nothing): the brand cut
 * or off the bar, a label on more than one line, anything outside the bar.
 */
function headerProblems(oneLineBrand: boolean): string[] {
  const problems: string[] = [];
  const header = document.querySelector("header")!;
  const bar = header.getBoundingClientRect();
  const row = header.firstElementChild as HTMLElement;
  // Lines of visible text (not icons, not screen-reader-only text in its 1 px box).
  const lines = (element: Element) => {
    const tops: number[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement!.getBoundingClientRect().width <= 1) {
        continue;
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < 4)) {
          tops.push(rect.top);
        }
      }
    }
    return tops.length;
  };
  // What the guest sees: not the links inside a closed <details> (the currency and language
  // menus before their scripts load), whose boxes a forced layout can still report.
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      element.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })
    );
  };
  if (row.scrollWidth > row.clientWidth) {
    problems.push(`the row overflows: ${row.scrollWidth} > ${row.clientWidth}`);
  }
  const brand = row.querySelector("a")!;
  const name = brand.textContent ?? "";
  if (brand.clientWidth === 0) problems.push("the brand has no room");
  if (brand.scrollWidth > brand.clientWidth) {
    problems.push(`the brand is cut: ${brand.scrollWidth} > ${brand.clientWidth}`);
  }
  if (brand.scrollHeight > brand.clientHeight + 1) {
    problems.push(`the brand is clipped: ${brand.scrollHeight} > ${brand.clientHeight}`);
  }
  if (oneLineBrand && lines(brand) !== 1) problems.push(`the brand takes ${lines(brand)} lines`);
  if (!name.trim()) problems.push("the brand is empty");
  const items = [...row.querySelectorAll("a, button")].filter(visible);
  for (const item of items) {
    const box = item.getBoundingClientRect();
    const label = (item.textContent ?? "").trim() || item.getAttribute("aria-label");
    if (lines(item) > 1) problems.push(`"${label}" wraps to ${lines(item)} lines`);
    if (box.top < bar.top - 0.5 || box.bottom > bar.bottom + 0.5) {
      problems.push(`"${label}" leaves the bar vertically`);
    }
    if (box.left < bar.left - 0.5 || box.right > bar.right + 0.5) {
      problems.push(`"${label}" leaves the bar horizontally`);
    }
  }
  // Nothing may overlap: the items of the row follow each other.
  const boxes = items
    .filter((item) => !items.some((other) => other !== item && other.contains(item)))
    .map((item) => item.getBoundingClientRect())
    .sort((a, b) => a.left - b.left);
  for (let i = 1; i < boxes.length; i++) {
    if (boxes[i]!.left < boxes[i - 1]!.right - 0.5) problems.push("two header items overlap");
  }
  return problems;
}

describe("the header keeps one row", () => {
  for (const width of [768, 820, 912, 1024, 1280]) {
    it(`at ${width} px in every language: one line, the name whole, nothing wraps`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      const problems: string[] = [];
      for (const lang of LANGUAGES) {
        await page.goto(`${server.url}/?lang=${lang}`, { waitUntil: "networkidle" });
        await page.evaluate(() => document.fonts.ready);
        const found = await page.evaluate(headerProblems, true);
        problems.push(...found.map((problem) => `${lang}: ${problem}`));
        // One line high: the bar keeps its height (80 px from 768 px).
        const height = await page
          .locator("header")
          .evaluate((el) => (el as HTMLElement).offsetHeight);
        if (height !== 80) problems.push(`${lang}: the header is ${height} px high`);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it("shows the whole hotel name at 360 px in every language", async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const lang of LANGUAGES) {
      await page.goto(`${server.url}/?lang=${lang}`, { waitUntil: "networkidle" });
      await page.evaluate(() => document.fonts.ready);
      const found = await page.evaluate(headerProblems, false);
      problems.push(...found.map((problem) => `${lang}: ${problem}`));
      await expect(page.getByRole("banner").getByRole("link").first().textContent()).resolves.toBe(
        "Pwani Bay Resort & Hotel",
      );
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

const CHAT_OPEN = { en: "Chat with us", ar: "تحدّث معنا" };

describe("the chat panel on a 360 × 640 phone", () => {
  for (const lang of ["en", "ar"] as const) {
    it(`stays on screen and scrolls inside after two questions (${lang})`, async () => {
      const page = await open(`/?lang=${lang}`, 360, 640);
      await page.getByRole("button", { name: CHAT_OPEN[lang], exact: true }).click();
      const panel = page.getByRole("dialog");
      await panel.waitFor();
      const chips = panel.locator("ul button");
      await chips.first().waitFor();
      const log = panel.getByRole("log");
      for (const chip of [0, 1]) {
        await chips.nth(chip).click();
        // The answer arrives after half a second; the chips are enabled again then.
        await expect.poll(() => chips.nth(chip).isEnabled()).toBe(true);
        // The greeting, then a question and its answer per chip.
        await expect.poll(() => log.locator(":scope > *").count()).toBe(3 + 2 * chip);
      }
      const viewport = page.viewportSize()!;
      const box = (await panel.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      // The title is in view and not under the site's header.
      const title = panel.getByRole("heading", { level: 2 });
      const titleSeen = await title.evaluate((heading) => {
        const rect = heading.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.left + 8, rect.top + rect.height / 2);
        return rect.top >= 0 && !!hit && heading.contains(hit);
      });
      expect(titleSeen).toBe(true);
      // The question field is whole and inside the panel.
      const input = (await panel.getByRole("textbox").boundingBox())!;
      expect(input.y).toBeGreaterThanOrEqual(box.y);
      expect(input.y + input.height).toBeLessThanOrEqual(box.y + box.height);
      // The message list scrolls inside the panel, back up to the greeting.
      const scroll = await log.evaluate((list) => {
        const before = { scrollHeight: list.scrollHeight, clientHeight: list.clientHeight };
        list.scrollTop = 0;
        const first = list.firstElementChild!.getBoundingClientRect();
        const box = list.getBoundingClientRect();
        return { ...before, greetingVisible: first.top >= box.top - 1 && first.top < box.bottom };
      });
      expect(scroll.scrollHeight).toBeGreaterThan(scroll.clientHeight);
      expect(scroll.greetingVisible).toBe(true);
      await page.context().close();
    });
  }
});

describe("the social feed and the hero", () => {
  for (const width of [1366, 360]) {
    it(`gives the social feed side margins at ${width} px`, async () => {
      const page = await open("/gallery", width);
      const list = page.locator("ul[data-source]");
      await list.waitFor();
      const heading = page.getByRole("heading", { name: "Follow us on Instagram" });
      for (const element of [list, heading]) {
        const box = (await element.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(16);
        expect(box.x + box.width).toBeLessThanOrEqual(width - 16);
      }
      // Aligned with the page's title above it.
      const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
      const feed = (await list.boundingBox())!;
      expect(Math.abs(feed.x - title.x)).toBeLessThanOrEqual(1);
      await page.context().close();
    });
  }

  for (const lang of ["en", "ar"] as const) {
    it(`keeps the hero's slide indicators on one line at 360 px (${lang})`, async () => {
      const page = await open(`/?lang=${lang}`, 360, 740);
      const dots = page.locator("section ul button[aria-controls]");
      expect(await dots.count()).toBeGreaterThan(1);
      const tops = await dots.evaluateAll((buttons) =>
        buttons.map((button) => Math.round(button.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size).toBe(1);
      const sizes = await dots.evaluateAll((buttons) =>
        buttons.map((button) => button.getBoundingClientRect().width),
      );
      // Still at least 24 px targets (WCAG 2.5.8), inside the screen.
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(24);
      const last = (await dots.last().boundingBox())!;
      const first = (await dots.first().boundingBox())!;
      expect(Math.max(last.x + last.width, first.x + first.width)).toBeLessThanOrEqual(360);
      expect(Math.min(last.x, first.x)).toBeGreaterThanOrEqual(0);
      await page.context().close();
    });
  }
});
