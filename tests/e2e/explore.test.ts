/**
 * Browser acceptance of the explore pages: home slideshow, dining and menus, packages,
 * gallery lightbox, about and experiences, in English and Arabic at 360 and 1280 px.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolationsOn } from "../../scripts/audit/axe";
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
  return page;
}

/**
 * A one-finger horizontal swipe through the Chrome DevTools protocol, which the
 * page receives as touch pointer events (pointerType "touch"), like a phone.
 */
async function swipe(page: Page, selector: string, dx: number): Promise<void> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not visible`);
  const y = box.y + box.height / 2;
  const x0 = box.x + box.width / 2 - dx / 2;
  const cdp = await page.context().newCDPSession(page);
  const at = (x: number) => [{ x, y, id: 1 }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(x0) });
  for (let step = 1; step <= 5; step++) {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: at(x0 + (dx * step) / 5),
    });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

async function openTouch(path: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
  return page;
}

/** The slideshow's visible title (the one heading that changes with the slide). */
const heroTitle = (page: Page) =>
  page.locator("section[aria-roledescription] h2").first().textContent();

describe("home hero slideshow", () => {
  it("advances after 6 s, jumps with the 4th indicator and pauses", async () => {
    const page = await open("/");
    const hero = page.locator("section[aria-roledescription]");
    const indicators = hero.getByRole("button", { name: /^Show slide \d+:/ });
    await expect(indicators.count()).resolves.toBe(10);
    // The first picture is the largest paint: eager and high priority; the rest lazy.
    const images = hero.locator("img");
    await expect(images.first().getAttribute("fetchpriority")).resolves.toBe("high");
    await expect(images.first().getAttribute("loading")).resolves.toBe("eager");
    const loadings = await images.evaluateAll((els) => els.map((el) => el.getAttribute("loading")));
    expect(loadings.slice(1).every((value) => value === "lazy")).toBe(true);
    expect(await images.first().getAttribute("srcset")).toMatch(/-480w\.webp 480w/);
    // AVIF first where the browser takes it (Chromium does), WebP otherwise.
    const avif = hero.locator("picture").first().locator("source[type='image/avif']");
    expect(await avif.getAttribute("srcset")).toMatch(/-480w\.avif 480w, .+-960w\.avif 960w/);
    await expect(
      images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).resolves.toBe(true);
    expect(await images.first().evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\.avif$/,
    );

    const first = await heroTitle(page);
    await expect(indicators.nth(0).getAttribute("aria-current")).resolves.toBe("true");
    await page.waitForTimeout(6500);
    const second = await heroTitle(page);
    expect(second).not.toBe(first);
    await expect(indicators.nth(1).getAttribute("aria-current")).resolves.toBe("true");

    const fourthName = (await indicators.nth(3).getAttribute("aria-label"))!;
    await indicators.nth(3).click();
    await expect(indicators.nth(3).getAttribute("aria-current")).resolves.toBe("true");
    expect(fourthName).toContain((await heroTitle(page))!);
    expect(await hero.locator("[data-active=true] img").count()).toBe(1);

    // Pause (WCAG 2.2.2): move focus and pointer away; nothing advances.
    await hero.getByRole("button", { name: "Pause slideshow" }).click();
    await hero.getByRole("button", { name: "Play slideshow" }).waitFor();
    await page.mouse.move(5, 790);
    await page.locator("body").focus();
    await page.waitForTimeout(6500);
    await expect(indicators.nth(3).getAttribute("aria-current")).resolves.toBe("true");
    await page.context().close();
  });

  it("starts paused when the guest prefers reduced motion", async () => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Play slideshow" }).waitFor();
    await context.close();
  });

  it("shows the home blocks in the set order", async () => {
    const page = await open("/?lang=fr", 360);
    const headings = await page.locator("main h2:not(.sr-only)").allTextContents();
    const order = [
      "Bienvenue à Pwani Bay",
      "Un séjour pratique, à un prix juste",
      "Des chambres pour tous les types de séjour",
      "Tout ce qu'il vous faut sur place",
      "Bien plus qu'un endroit où dormir",
      "Ce que disent nos clients",
      "Offres et nouvelles par e-mail",
    ];
    const positions = order.map((text) => headings.findIndex((h) => h.includes(text)));
    expect(
      positions.every((p) => p >= 0),
      JSON.stringify(headings),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Stored testimonials written in French; no invented samples.
    await expect(page.getByText("Grace Wanjiru").isVisible()).resolves.toBe(true);
    await expect(page.getByText("Markus Weber").count()).resolves.toBe(0);
    await page.context().close();
  });
});

describe("client-side navigation between explore pages", () => {
  it("brings each page's own texts along (each loader sends only its sections)", async () => {
    // The document's loader data carries the page's catalogues, each as one JSON text
    // (app/i18n/catalogues.server.ts): the shell's and the home page's sections, in Arabic.
    const served = await (await fetch(`${server.url}/?lang=ar`)).text();
    const hydration = served.slice(served.indexOf("window.__reactRouterContext.streamController"));
    expect(hydration).toContain("الرئيسية");
    // It hydrates from them without an error, in Arabic.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(`${server.url}/?lang=ar`, { waitUntil: "networkidle" });
    expect(await page.locator("html").getAttribute("data-hydrated")).toBe("true");
    expect(errors).toEqual([]);
    // React Router's links navigate inside the document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator("main").getByRole("link", { name: "تعرّف على مطاعمنا" }).click();
    await page.waitForURL(/\/dining\?lang=ar$/);
    // Rendered after the navigation, so the texts came with the dining loader.
    await page.getByRole("heading", { level: 1, name: "تجربة طعام مميزة" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "ما وراء المطعم" }).waitFor();
    await page.getByRole("link", { name: "عرض جميع القوائم" }).click();
    await page.waitForURL(/\/dining\/1\/menu\?lang=ar$/);
    await page.getByRole("tab", { name: "معرض القوائم" }).waitFor();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    // Back goes to the page before, still without loading a document.
    await page.goBack();
    await page.waitForURL(/\/dining\?lang=ar$/);
    await page.getByRole("heading", { level: 1, name: "تجربة طعام مميزة" }).waitFor();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("dining and restaurant menus", () => {
  it("lists the restaurants, alternating, with links to menu and reservation", async () => {
    const page = await open("/dining");
    await expect(page.title()).resolves.toBe("Dining | Pwani Bay Resort & Hotel");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Signature Dining Experience",
    );
    const cards = page.locator("main article");
    await expect(cards.count()).resolves.toBe(4);
    await expect(cards.nth(1).getAttribute("class")).resolves.toContain("md:flex-row-reverse");
    await expect(
      page.getByRole("link", { name: "View All Menus" }).getAttribute("href"),
    ).resolves.toBe("/dining/1/menu");
    await expect(
      page.getByRole("link", { name: "Reserve Your Table" }).getAttribute("href"),
    ).resolves.toBe("/contact?subject=pergola_reservation");
    await expect(page.locator("main ul img[src*='pergola-']").count()).resolves.toBe(8);
    await page.context().close();
  });

  it("opens restaurant 1's food menu: 13 pages, arrow keys, focus back on close", async () => {
    const page = await open("/dining/1/menu");
    await page.getByRole("tab", { name: "Menu Gallery" }).waitFor();
    const view = page.getByRole("button", { name: /^View Menu – Food/ });
    await view.click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const status = dialog.getByTestId("menu-page-status");
    await expect(status.textContent()).resolves.toBe("Page 1 of 13");
    expect(await axeViolationsOn(page)).toEqual([]);
    for (let i = 0; i < 12; i++) await page.keyboard.press("ArrowRight");
    await expect(status.textContent()).resolves.toBe("Page 13 of 13");
    await page.keyboard.press("ArrowRight");
    await expect(status.textContent()).resolves.toBe("Page 13 of 13");
    await page.keyboard.press("ArrowLeft");
    await expect(status.textContent()).resolves.toBe("Page 12 of 13");
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
    // The dialog hands the focus back as it unmounts, at most a frame after it left the DOM.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ""))
      .toMatch(/^View Menu – Food/);
    await page.context().close();
  });

  it("turns menu pages with swipes of at least 50 px, mirrored in Arabic", async () => {
    const page = await openTouch("/dining/1/menu");
    await page.getByRole("button", { name: /^View Menu – Food/ }).click();
    const status = page.getByRole("dialog").getByTestId("menu-page-status");
    await expect(status.textContent()).resolves.toBe("Page 1 of 13");
    const stage = "[role=dialog] .touch-pan-y";
    await swipe(page, stage, -120);
    await expect(status.textContent()).resolves.toBe("Page 2 of 13");
    await swipe(page, stage, -30); // below the 50 px threshold: nothing happens
    await expect(status.textContent()).resolves.toBe("Page 2 of 13");
    await swipe(page, stage, 120);
    await expect(status.textContent()).resolves.toBe("Page 1 of 13");
    await page.context().close();

    const ar = await openTouch("/dining/1/menu?lang=ar");
    await ar.locator("[role=tabpanel] button").first().click();
    const arStatus = ar.getByRole("dialog").getByTestId("menu-page-status");
    const before = await arStatus.textContent();
    await swipe(ar, stage, 120); // right-to-left: a swipe to the right moves forward
    await expect.poll(() => arStatus.textContent()).not.toBe(before);
    await swipe(ar, stage, -120);
    await expect(arStatus.textContent()).resolves.toBe(before);
    await ar.context().close();
  });

  it("shows the à la carte dishes with a category filter", async () => {
    const page = await open("/dining/1/menu");
    await page.getByRole("tab", { name: "À La Carte" }).click();
    const dishes = page.locator("[role=tabpanel] [role=tabpanel] li");
    const all = await dishes.count();
    expect(all).toBeGreaterThan(3);
    const tabs = page.getByRole("tablist", { name: "Dish categories" }).getByRole("tab");
    await tabs.nth(1).click();
    const filtered = await dishes.count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(all);
    await expect(dishes.first().textContent()).resolves.toMatch(/KSh [\d,]+/);
    await page.context().close();
  });

  it("answers 404 with Restaurant Not Found for an unknown id", async () => {
    const response = await fetch(`${server.url}/dining/9/menu`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Restaurant Not Found");
    expect((await fetch(`${server.url}/dining/abc/menu`)).status).toBe(404);
  });

  it("sends /dining/:id/reserve to the contact form with the table subject and the restaurant", async () => {
    const response = await fetch(`${server.url}/dining/2/reserve?lang=de`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      "/contact?subject=table_reservation&restaurant=the-pergola&lang=de",
    );
  });
});

describe("event packages", () => {
  it("redirects /events permanently and books a package through the contact form", async () => {
    const response = await fetch(`${server.url}/events`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/packages");
    const page = await open("/packages", 360);
    const books = page.getByRole("link", { name: /^Book This Package – / });
    await expect(books.count()).resolves.toBe(8);
    await expect(books.first().getAttribute("href")).resolves.toBe(
      "/contact?subject=event&package=graduation",
    );
    await expect(page.getByText("Add-ons (at an extra cost)").first().isVisible()).resolves.toBe(
      true,
    );
    await expect(
      page.getByRole("link", { name: /^E-mail events@/ }).getAttribute("href"),
    ).resolves.toBe("mailto:events@pwanibay.example");
    await page.context().close();
  });
});

describe("gallery", () => {
  it("filters by category and opens a lightbox that moves with arrow keys and closes on Escape", async () => {
    const page = await open("/gallery");
    const grid = page.locator("#gallery-panel li");
    const all = await grid.count();
    await page.getByRole("tab", { name: "Dining" }).click();
    const dining = await grid.count();
    expect(dining).toBeGreaterThan(0);
    expect(dining).toBeLessThan(all);
    await page.getByRole("tab", { name: "All" }).click();

    const first = grid.first().getByRole("button");
    await first.click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const position = dialog.getByTestId("gallery-position");
    await expect(position.textContent()).resolves.toBe(`Photo 1 of ${all}`);
    const alt1 = await dialog.locator("img").getAttribute("alt");
    await page.keyboard.press("ArrowRight");
    await expect(position.textContent()).resolves.toBe(`Photo 2 of ${all}`);
    expect(await dialog.locator("img").getAttribute("alt")).not.toBe(alt1);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(position.textContent()).resolves.toBe(`Photo ${all} of ${all}`);
    expect(await axeViolationsOn(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect(first.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.context().close();
  });

  it("moves through the lightbox with swipes on a phone", async () => {
    const page = await openTouch("/gallery");
    const all = await page.locator("#gallery-panel li").count();
    await page.locator("#gallery-panel li").first().getByRole("button").click();
    const position = page.getByRole("dialog").getByTestId("gallery-position");
    await expect(position.textContent()).resolves.toBe(`Photo 1 of ${all}`);
    const stage = "[role=dialog] .touch-pan-y";
    await swipe(page, stage, -120);
    await expect(position.textContent()).resolves.toBe(`Photo 2 of ${all}`);
    await swipe(page, stage, 120);
    await swipe(page, stage, 120);
    await expect(position.textContent()).resolves.toBe(`Photo ${all} of ${all}`);
    await page.context().close();
  });
});

describe("every page, English and Arabic, 360 and 1280 px", () => {
  const PAGES = [
    "/",
    "/dining",
    "/dining/1/menu",
    "/packages",
    "/gallery",
    "/about",
    "/experiences",
  ];
  for (const lang of ["en", "ar"] as const) {
    for (const width of [360, 1280]) {
      it(`is axe clean and fits the screen in ${lang} at ${width} px`, async () => {
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        const page = await context.newPage();
        for (const path of PAGES) {
          const url = `${server.url}${path}${lang === "ar" ? "?lang=ar" : ""}`;
          const response = await page.goto(url, { waitUntil: "networkidle" });
          expect(response?.status(), path).toBe(200);
          await expect(page.locator("html").getAttribute("dir")).resolves.toBe(
            lang === "ar" ? "rtl" : "ltr",
          );
          await expect(page.locator("h1").count(), path).resolves.toBe(1);
          // Reveal every marked section, as scrolling would, before checking.
          await page.evaluate(() => {
            for (const el of document.querySelectorAll<HTMLElement>("[data-reveal]"))
              el.dataset.revealed = "true";
          });
          await page.waitForTimeout(600);
          expect(await axeViolationsOn(page), `${path} ${lang} ${width}`).toEqual([]);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        }
        await context.close();
      });
    }
  }
});
