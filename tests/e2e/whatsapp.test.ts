/**
 * The WhatsApp link beside the chat button: on screen at 360 px and 1280 px, never over
 * the chat button, on the chat button's inner side (mirrored in Arabic), reachable by
 * keyboard, and opening wa.me in a new tab with the message in the page language.
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

async function open(path: string, width: number, height = 800): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
  return page;
}

const NAMES = {
  en: { whatsapp: "Chat with us on WhatsApp", chat: "Chat with us" },
  ar: { whatsapp: "تحدّث معنا عبر واتساب", chat: "تحدّث معنا" },
} as const;

describe("the WhatsApp link beside the chat button", () => {
  for (const width of [360, 1280]) {
    for (const lang of ["en", "ar"] as const) {
      it(`is on screen, apart from the chat button, on its inner side (${lang}, ${width} px)`, async () => {
        const page = await open(`/?lang=${lang}`, width);
        const link = page.getByRole("link", { name: NAMES[lang].whatsapp, exact: true });
        const chat = page.getByRole("button", { name: NAMES[lang].chat, exact: true });
        const a = (await link.boundingBox())!;
        const b = (await chat.boundingBox())!;
        const viewport = page.viewportSize()!;
        for (const box of [a, b]) {
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
          expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
        }
        const overlap = a.x < b.x + b.width && b.x < a.x + a.width;
        expect(overlap).toBe(false);
        // The chat button keeps the corner: right in English, left in Arabic.
        if (lang === "en") expect(a.x + a.width).toBeLessThanOrEqual(b.x);
        else expect(a.x).toBeGreaterThanOrEqual(b.x + b.width);
        // What sits at the link's centre is the link (nothing covers it).
        const onTop = await link.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
          return !!hit && element.contains(hit);
        });
        expect(onTop).toBe(true);
        expect(await link.getAttribute("target")).toBe("_blank");
        expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
        await page.context().close();
      });
    }
  }

  it("opens wa.me in a new tab with the French message, by keyboard", async () => {
    const page = await open("/?lang=fr", 1280);
    const link = page.getByRole("link", { name: "Discutez avec nous sur WhatsApp", exact: true });
    const href = (await link.getAttribute("href"))!;
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe("https://wa.me/254711000111");
    expect(url.searchParams.get("text")).toBe(
      "Bonjour Pwani Bay, j'ai une question sur un séjour.",
    );
    await link.focus();
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.context().close();
  });
});
