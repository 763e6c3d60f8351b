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

async function open(
  path: string,
  width: number,
  options: { javaScript?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    javaScriptEnabled: options.javaScript ?? true,
  });
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
  return page;
}

describe("server-rendered head and shell", () => {
  it("renders Arabic right-to-left with alternates and a canonical link", async () => {
    const html = await (await fetch(`${server.url}/dining?lang=ar`)).text();
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toContain("المطاعم"); // "Dining" in the navigation
    const alternates =
      html.match(/<link rel="alternate" hrefLang="[a-z-]+" href="[^"]+"\/>/g) ?? [];
    expect(alternates).toHaveLength(8);
    expect(html).toContain(`hrefLang="x-default" href="http://localhost:`);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/dining\?lang=ar"\/>/);
    expect(html).toContain('<meta property="og:locale" content="ar_SA"/>');
    expect(html).toMatch(/<title>[^<]+ \| Pwani Bay Resort &amp; Hotel<\/title>/);
  });

  it("keeps the English admin screens English and left to right after an Arabic choice", async () => {
    const html = await (
      await fetch(`${server.url}/admin/login?lang=ar`, { headers: { Cookie: "i18nextLng=ar" } })
    ).text();
    expect(html).toMatch(/<html lang="en" dir="ltr"/);
    const publicHtml = await (
      await fetch(`${server.url}/contact`, { headers: { Cookie: "i18nextLng=ar" } })
    ).text();
    expect(publicHtml).toMatch(/<html lang="ar" dir="rtl"/);
  });

  it("shows header, footer and content without JavaScript", async () => {
    const page = await open("/rooms", 1280, { javaScript: false });
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Gallery" }).isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Rooms & Suites",
    );
    const footer = page.getByRole("contentinfo");
    await expect(
      footer.getByRole("link", { name: "Cancellation policy" }).isVisible(),
    ).resolves.toBe(true);
    await expect(footer.getByRole("img", { name: "M-PESA" }).isVisible()).resolves.toBe(true);
    await expect(
      footer.getByText(`© ${new Date().getFullYear()} Pwani Bay Resort & Hotel`).isVisible(),
    ).resolves.toBe(true);
    await page.context().close();
  });

  it("serves robots.txt and a sitemap with every language, room and journal post", async () => {
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    const rooms = (await (await fetch(`${server.url}/api/rooms`)).json()) as { id: number }[];
    for (const room of rooms) expect(xml).toContain(`/rooms/${room.id}?lang=sw</loc>`);
    const [post] = (await (await fetch(`${server.url}/api/blog/featured`)).json()) as {
      slug: string;
    }[];
    expect(xml).toContain(`/blog/${post!.slug}</loc>`);
    expect(xml).toContain('hreflang="x-default"');
    expect(xml).not.toContain("/admin");
    expect(xml.match(/<loc>[^<]*\/dining\?lang=[a-z]+<\/loc>/g)).toHaveLength(6);
  });

  it("preloads the text fonts the stylesheet names, except under a full-screen picture", async () => {
    const fontPreloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="([^"]+)"/g)].map(
        (match) => match[1] ?? "",
      );
    const arabic = await (await fetch(`${server.url}/terms-conditions?lang=ar`)).text();
    const files = fontPreloads(arabic);
    expect(files.map((file) => file.replace(/-[\w-]{8}\.woff2$/, ""))).toEqual([
      "/assets/noto-sans-arabic-arabic-400-normal",
      "/assets/noto-sans-arabic-arabic-600-normal",
      "/assets/manrope-latin-wght-normal",
    ]);
    const css = await (
      await fetch(`${server.url}${arabic.match(/href="(\/assets\/app-[^"]+\.css)"/)?.[1]}`)
    ).text();
    for (const file of files) {
      expect(css).toContain(`url(${file})`);
      const font = await fetch(`${server.url}${file}`);
      expect(font.headers.get("content-type")).toBe("font/woff2");
    }
    const english = await (await fetch(`${server.url}/terms-conditions`)).text();
    expect(fontPreloads(english)).toEqual([files[2]]);
    // Home and the journal open on a picture, the largest paint: no font competes with it.
    expect(fontPreloads(await (await fetch(`${server.url}/?lang=ar`)).text())).toEqual([]);
    expect(fontPreloads(await (await fetch(`${server.url}/blog`)).text())).toEqual([]);
  });

  it("keeps every language of a page indexable, and a guest's own search out of the index", async () => {
    const noindex = async (path: string) =>
      /<meta name="robots" content="noindex"/.test(
        await (await fetch(`${server.url}${path}`)).text(),
      );
    await expect(noindex("/booking")).resolves.toBe(false);
    await expect(noindex("/booking?lang=ar")).resolves.toBe(false);
    await expect(noindex("/booking?roomId=3&checkIn=2027-01-10&checkOut=2027-01-12")).resolves.toBe(
      true,
    );
    await expect(noindex("/rooms?lang=sw")).resolves.toBe(false);
    await expect(noindex("/rooms?checkIn=2027-01-10&checkOut=2027-01-12&lang=fr")).resolves.toBe(
      true,
    );
    await expect(noindex("/contact?lang=de")).resolves.toBe(false);
    await expect(noindex("/contact?subject=event")).resolves.toBe(true);
  });
});

describe("header behaviour in Chromium", () => {
  it("becomes compact after 100 px of scrolling", async () => {
    const page = await open("/", 1280);
    const header = page.getByRole("banner");
    await expect(header.getAttribute("data-compact")).resolves.toBe("false");
    await page.mouse.wheel(0, 60);
    await page.waitForTimeout(200);
    await expect(header.getAttribute("data-compact")).resolves.toBe("false");
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForFunction(() => document.querySelector("header")?.dataset.compact === "true");
    // The header shrinks with a CSS transition: wait for it to settle.
    await expect
      .poll(() => header.evaluate((el) => el.getBoundingClientRect().height))
      .toBeLessThan(70);
    await page.context().close();
  });

  it("opens the mobile menu at 360 px, traps focus and closes on Escape", async () => {
    const page = await open("/", 360);
    await expect(page.getByRole("banner").getByRole("navigation").isVisible()).resolves.toBe(false);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await expect(dialog.getByRole("link", { name: "Guest Feedback" }).isVisible()).resolves.toBe(
      true,
    );
    // The page behind must not scroll while the menu is open.
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.toBe(
      "hidden",
    );
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"));
      expect(inside, `focus left the menu after ${i + 1} tabs`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute("aria-label")),
    ).resolves.toBe("Open menu");
    await page.context().close();
  });

  it("switches every shell label to German, keeps it on reload, and English removes ?lang", async () => {
    const page = await open("/rooms", 1280);
    const languageButton = page.getByRole("button", { name: /Language: English/ });
    await languageButton.click();
    const menu = page.getByRole("menu");
    await menu.waitFor();
    // Escape and an outside click both close the menu.
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    await languageButton.click();
    await menu.waitFor();
    await page.mouse.click(5, 400);
    await menu.waitFor({ state: "detached" });

    await languageButton.click();
    await page.getByRole("menuitem", { name: "Deutsch" }).click();
    await page.waitForURL(/\/rooms\?lang=de$/);
    const banner = page.getByRole("banner");
    await banner.getByRole("link", { name: "Zimmer & Suiten" }).waitFor();
    // The page's own namespace (booking) switches too, delivered by its loader.
    await page.getByRole("heading", { level: 1, name: "Zimmer & Suiten" }).waitFor();
    await page.getByRole("button", { name: "Verfügbarkeit prüfen" }).waitFor();
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("de");
    const navTexts = (await banner.getByRole("navigation").textContent()) ?? "";
    for (const english of ["Home", "Rooms", "Dining", "Packages", "Gallery", "Contact"]) {
      expect(navTexts).not.toContain(english);
    }
    await expect(
      page.getByRole("contentinfo").getByText("Schnellzugriff", { exact: false }).count(),
    ).resolves.toBeGreaterThan(0);

    await page.reload({ waitUntil: "networkidle" });
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("de");
    // The choice is remembered: a page opened without ?lang stays German.
    await page.goto(`${server.url}/gallery`, { waitUntil: "networkidle" });
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("de");

    await page.getByRole("button", { name: /Deutsch/ }).click();
    await page.getByRole("menuitem", { name: "English" }).click();
    await page.waitForURL(`${server.url}/gallery`);
    await banner.getByRole("link", { name: "Rooms & Suites" }).waitFor();
    await expect(page.locator("html").getAttribute("dir")).resolves.toBe("ltr");
    await page.context().close();
  });

  it("a language switch replaces the history entry; the last explicit choice wins everywhere", async () => {
    const page = await open("/rooms", 1280);
    await page.goto(`${server.url}/gallery`, { waitUntil: "networkidle" });
    const entries = await page.evaluate(() => history.length);
    // Hydrated first: before that the menu is a disclosure of plain links, which add an entry.
    await page.waitForFunction(() => document.documentElement.classList.contains("js-reveal"));
    await page.getByRole("button", { name: /Language: English/ }).click();
    await page.getByRole("menuitem", { name: "Deutsch" }).click();
    await page.waitForURL(/\/gallery\?lang=de$/);
    // The router moves the address first, then React renders the new language.
    await page.locator('html[lang="de"]').waitFor({ state: "attached" });
    // The same page in another language: no new history entry, Back leaves the page.
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.goBack({ waitUntil: "networkidle" });
    expect(new URL(page.url()).pathname).toBe("/rooms");

    // A later ?lang= (a link from an e-mail) beats the older menu choice on the next page.
    await page.goto(`${server.url}/contact?lang=fr`, { waitUntil: "networkidle" });
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("fr");
    await page.goto(`${server.url}/dining`, { waitUntil: "networkidle" });
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("fr");
    expect(new URL(page.url()).searchParams.get("lang")).toBe(null);
    const saved = await page.evaluate(() => ({
      storage: localStorage.getItem("i18nextLng"),
      cookie: document.cookie,
    }));
    expect(saved.storage).toBe("fr");
    expect(saved.cookie).toContain("i18nextLng=fr");
    await page.context().close();
  });

  it("opens a menu on the first click, even before its code has loaded", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // Hold back the lazily loaded menu code until after the click.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/language-menu-popup-.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/`, { waitUntil: "load" });
    // Wait until the page has hydrated (the shell's effects have run), but not for the
    // menu's own code.
    await page.waitForFunction(() => document.documentElement.classList.contains("js-reveal"));
    await page.getByRole("button", { name: /Language: English/ }).click();
    release();
    await page.getByRole("menuitem", { name: "Kiswahili" }).waitFor();
    await context.close();
  });

  it("switches to Arabic right-to-left in the browser", async () => {
    const page = await open("/", 1280);
    await page.getByRole("button", { name: /Language: English/ }).click();
    await page.getByRole("menuitem", { name: "العربية" }).click();
    await page.waitForURL(/\?lang=ar$/);
    await page.waitForFunction(() => document.documentElement.dir === "rtl");
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("ar");
    await page.context().close();
  });
});

describe("newsletter in the footer", () => {
  it("refuses an invalid address with the required toast and subscribes a valid one", async () => {
    const page = await open("/", 1280);
    const footer = page.getByRole("contentinfo");
    const input = footer.getByLabel("Email address");
    await input.fill("guest@example");
    // The input is type=email and required: bypass the browser's own check to reach ours.
    await footer.locator("form").evaluate((form: HTMLFormElement) => {
      form.noValidate = true;
    });
    await footer.getByRole("button", { name: "Subscribe" }).click();
    const region = page.getByRole("region", { name: /Notifications/ });
    await region.getByText("Invalid email").waitFor();
    await expect(input.inputValue()).resolves.toBe("guest@example");

    await input.fill("shell-test@example.com");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await region.getByText("Subscription successful!").waitFor();
    await expect(region.getByText("Invalid email").count()).resolves.toBe(0); // one toast at a time
    await expect(input.inputValue()).resolves.toBe("");
    await page.context().close();
  });
});
