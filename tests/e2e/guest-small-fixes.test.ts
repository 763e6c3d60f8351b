/**
 * Small guest-side fixes in the browser: no heading wider than a 360 px
 * phone in German or Arabic, Back to /rooms at the position the guest left, an opaque
 * menu viewer, and room photos whose alt text names the room.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INDEXED_PAGES } from "~/public-pages";
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

async function newPage(width: number, height = 800): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  return context.newPage();
}

/** What is wider than it may be, in words: the page, or a heading or label and its box. */
function overflows(): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) {
    problems.push(`the page is ${root.scrollWidth} px wide`);
  }
  for (const element of document.querySelectorAll<HTMLElement>(
    "main h1, main h2, main h3, main h4, main legend, main label",
  )) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || element.closest(".sr-only")) continue;
    const text = (element.textContent ?? "").trim().slice(0, 40);
    if (element.scrollWidth > element.clientWidth + 1) {
      problems.push(`"${text}" overflows its box: ${element.scrollWidth} > ${element.clientWidth}`);
    }
    const parent = element.parentElement!.getBoundingClientRect();
    if (box.right > parent.right + 1 || box.left < parent.left - 1) {
      problems.push(`"${text}" leaves its container`);
    }
    if (box.right > root.clientWidth + 1 || box.left < -1) {
      problems.push(`"${text}" leaves the screen`);
    }
  }
  return problems;
}

describe("nothing is wider than a 360 px phone", () => {
  const pages = [...INDEXED_PAGES, "/rooms/3", "/dining/1/menu", "/booking/find"];
  for (const lang of ["de", "ar"] as const) {
    it(`on every public page in ${lang}`, async () => {
      const page = await newPage(360, 740);
      const problems: string[] = [];
      for (const path of pages) {
        await page.goto(`${server.url}${path}?lang=${lang}`, { waitUntil: "networkidle" });
        await page.evaluate(() => document.fonts.ready);
        problems.push(...(await page.evaluate(overflows)).map((problem) => `${path}: ${problem}`));
      }
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});

describe("Back to /rooms", () => {
  for (const [width, lang] of [
    [360, "ar"],
    [1280, "en"],
  ] as const) {
    it(`returns to the position the guest left at ${width} px (${lang})`, async () => {
      const page = await newPage(width, 740);
      await page.goto(`${server.url}/rooms?lang=${lang}`, { waitUntil: "networkidle" });
      const title = (await page.locator("main h1").textContent())!;
      // React Router's scroll restoration is at work once the page has hydrated.
      await page.waitForFunction(() => document.documentElement.classList.contains("js-reveal"));
      // The guest scrolls down to the last room and opens it (scrolled at once, not by
      // an animated wheel, so the position is known when the link is clicked).
      const link = page.locator("main article h2 a, main article h3 a").last();
      await link.evaluate((el) => el.scrollIntoView({ block: "center" }));
      const left = await page.evaluate(() => window.scrollY);
      expect(left).toBeGreaterThan(300);
      const linkTop = await link.evaluate((el) => el.getBoundingClientRect().top);
      await link.click();
      await page.waitForURL(/\/rooms\/\d+/);
      // The room's own heading: the address moves before React has drawn the new page.
      await page.locator("main h1").filter({ hasNotText: title }).waitFor();
      // The room page opens at its top; the guest reads on before going back.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 700));
      await page.goBack();
      // The list is back, and the pictures on screen have loaded: they must not have moved it.
      await page.locator("main h1").filter({ hasText: title }).waitFor();
      await page.waitForFunction(() =>
        [...document.querySelectorAll("main img")].every((image) => {
          const box = image.getBoundingClientRect();
          const onScreen = box.bottom > 0 && box.top < window.innerHeight;
          return !onScreen || (image as HTMLImageElement).complete;
        }),
      );
      await expect(page.evaluate(() => window.scrollY)).resolves.toBe(left);
      await expect(link.evaluate((el) => el.getBoundingClientRect().top)).resolves.toBeCloseTo(
        linkTop,
        0,
      );
      await page.context().close();
    });
  }
});

/**
 * At a point, what the guest sees: the topmost element there and whether something of
 * the dialog with an opaque background covers the page at that point.
 */
function coveredAt([x, y]: [number, number]): { inDialog: boolean; opaque: boolean } {
  const top = document.elementFromPoint(x, y);
  const dialog = document.querySelector("[role=dialog]");
  const opaqueBackground = (element: Element) => {
    // rgb(r, g, b), rgba(r, g, b, a), or a modern colour with an alpha after "/".
    const colour = getComputedStyle(element).backgroundColor;
    if (colour === "transparent") return false;
    const alpha =
      colour.match(/\/\s*([\d.]+)(%?)\s*\)$/) ??
      colour.match(/^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)()\)$/);
    if (!alpha) return true;
    return Number(alpha[1]) === (alpha[2] === "%" ? 100 : 1);
  };
  const stack = document.elementsFromPoint(x, y);
  const page = stack.findIndex((element) => element.closest("header, main, footer"));
  // Something of the viewer (the dialog or its overlay) above the page is opaque.
  const above = page === -1 ? stack : stack.slice(0, page);
  return {
    inDialog: Boolean(top && dialog?.contains(top)),
    opaque: above.some(
      (element) => !element.closest("header, main, footer") && opaqueBackground(element),
    ),
  };
}

describe("the menu viewer", () => {
  for (const [width, lang] of [
    [360, "de"],
    [360, "ar"],
    [1280, "en"],
  ] as const) {
    it(`covers the page with an opaque background at ${width} px (${lang})`, async () => {
      const page = await newPage(width, 740);
      await page.goto(`${server.url}/dining/1/menu?lang=${lang}`, { waitUntil: "networkidle" });
      // Scrolled so that cards are under the header, as when a guest opens a menu.
      await page.evaluate(() => window.scrollTo(0, 300));
      const header = await page.locator("header").first().boundingBox();
      await page.locator("main li button").first().click();
      const dialog = page.getByRole("dialog");
      await dialog.locator("img").waitFor();
      await page.evaluate(() =>
        Promise.all(
          [...document.querySelectorAll("[role=dialog] img")].map((i) =>
            (i as HTMLImageElement).decode(),
          ),
        ),
      );
      const box = (await dialog.boundingBox())!;
      const centre: [number, number] = [box.x + box.width / 2, box.y + box.height / 2];
      await expect(page.evaluate(coveredAt, centre)).resolves.toMatchObject({ inDialog: true });
      // Where the header is, and beside the page picture: the viewer, opaque.
      const points: [number, number][] = [
        [header!.x + 8, header!.y + header!.height / 2],
        [header!.x + header!.width / 2, header!.y + header!.height - 4],
        [4, box.y + box.height / 2],
        [box.width - 4, box.y + box.height - 4],
      ];
      for (const point of points) {
        await expect(page.evaluate(coveredAt, point)).resolves.toEqual({
          inDialog: true,
          opaque: true,
        });
      }
      await page.screenshot({ path: `/tmp/h9/menu-viewer-${width}-${lang}.png` });
      await page.context().close();
    });
  }
});

describe("room photos", () => {
  for (const lang of ["en", "ar"] as const) {
    it(`have alt text that names the room (${lang})`, async () => {
      const page = await newPage(1280);
      await page.goto(`${server.url}/rooms/3?lang=${lang}`, { waitUntil: "networkidle" });
      const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
      expect(name).not.toBe("");
      const gallery = page.locator("[aria-roledescription=carousel]");
      const dots = gallery.locator("button[aria-current]");
      const total = await gallery.locator("div.absolute button").count();
      expect(total).toBeGreaterThan(1);
      const alts: string[] = [];
      for (let i = 0; i < total; i++) {
        await gallery.locator("div.absolute button").nth(i).click();
        await dots.first().waitFor();
        alts.push((await gallery.locator("img").first().getAttribute("alt")) ?? "");
      }
      expect(new Set(alts).size).toBe(total);
      for (const alt of alts) expect(alt).toContain(name);
      await page.context().close();
    });
  }
});
