import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolationsOn } from "../../scripts/audit/axe";
import { XSS_PAYLOADS } from "../fixtures/xss-payloads";
import { launchBrowser } from "./browser";
import { freshDataDir, type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
const EMAIL = "journal@example.com";
const PASSWORD = "dhow at sunset 2026";

beforeAll(async () => {
  server = await startServer({
    DATA_DIR: freshDataDir("pwani-journal-"),
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(page: Page, next: string) {
  await page.goto(`${server.url}/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("E-mail").fill(EMAIL);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${server.url}${next}`);
}

describe("journal management in the browser", () => {
  it("writes a post in the editor, publishes it, shows it, unpublishes it (404)", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, "/admin/blog/new");
    await page.getByRole("heading", { level: 1, name: "Create Blog Post" }).waitFor();
    const editor = page.getByRole("textbox", { name: "Content" });
    await editor.waitFor();
    expect(await axeViolationsOn(page)).toEqual([]);

    // Nothing filled in: the required messages, and the defaults are kept.
    await page.getByRole("button", { name: "Create Post" }).click();
    await page.getByText("Title must be at least 5 characters").waitFor();
    await page.getByText("Slug must be at least 3 characters").waitFor();
    await page.getByText("Excerpt must be at least 10 characters").waitFor();
    await page.getByText("Content must be at least 50 characters").waitFor();
    await expect(page.getByLabel("Author").inputValue()).resolves.toBe("Resort Life");
    await expect(page.getByLabel("Category").inputValue()).resolves.toBe("Resort Life");

    // The slug follows the title while it is still the generated one. A field that
    // becomes valid loses its error at once; the others keep theirs until fixed.
    await page.getByLabel("Title").fill("Sunset Dhow Cruise: Fridays!");
    await page.getByText("Title must be at least 5 characters").waitFor({ state: "detached" });
    await page.getByText("Slug must be at least 3 characters").waitFor({ state: "detached" });
    await expect(page.getByText("Excerpt must be at least 10 characters").count()).resolves.toBe(1);
    await expect(page.getByLabel("Title").getAttribute("aria-invalid")).resolves.toBeNull();
    await expect(page.getByLabel("Slug").inputValue()).resolves.toBe("sunset-dhow-cruise-fridays");
    await page.getByLabel("Title").fill("Sunset dhow cruise on Fridays");
    await expect(page.getByLabel("Slug").inputValue()).resolves.toBe(
      "sunset-dhow-cruise-on-fridays",
    );
    await page
      .getByLabel("Excerpt")
      .fill("Two hours on a wooden dhow along the creek, with drinks and the sunset.");
    await page.getByText("Excerpt must be at least 10 characters").waitFor({ state: "detached" });
    await expect(page.getByText("Content must be at least 50 characters").count()).resolves.toBe(1);

    // The editor: a heading, a paragraph, a bulleted list and a link, with the toolbar.
    await editor.click();
    await page.getByRole("button", { name: "Heading", exact: true }).click();
    await page.keyboard.type("Sail at five");
    await page.keyboard.press("Enter");
    await page.keyboard.type(
      "Every Friday the dhow leaves the jetty at five with drinks and snacks for everyone on board.",
    );
    await page.getByText("Content must be at least 50 characters").waitFor({ state: "detached" });
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Bulleted list" }).click();
    await page.keyboard.type("Soft drinks included");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Life jackets for all");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Book at reception");
    await page.keyboard.press("Shift+Home");
    await page.getByRole("button", { name: "Link" }).click();
    await page.getByLabel("Link URL").fill("https://example.com/dhow");
    await page.getByRole("button", { name: "Apply link" }).click();
    await editor.locator('a[href="https://example.com/dhow"]').waitFor();

    const cover = await sharp({
      create: { width: 1200, height: 675, channels: 3, background: "#0f5c6e" },
    })
      .png()
      .toBuffer();
    await page.getByLabel("Cover image").setInputFiles({
      name: "dhow.png",
      mimeType: "image/png",
      buffer: cover,
    });
    await page.getByRole("img", { name: "Cover preview" }).waitFor();
    await page.getByLabel("Publish immediately").check();
    await page.getByRole("button", { name: "Create Post" }).click();
    await page.waitForURL(`${server.url}/admin/blog`);
    const row = page.getByRole("row", { name: /Sunset dhow cruise on Fridays/ });
    await row.getByText("Published", { exact: true }).waitFor();
    expect(await axeViolationsOn(page)).toEqual([]);

    // On /blog (newest of More Stories) and at its own address.
    const guestContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const guest = await guestContext.newPage();
    await guest.goto(`${server.url}/blog`);
    await guest.getByRole("heading", { level: 1, name: "Resort Journal" }).waitFor();
    await guest.getByRole("link", { name: "Sunset dhow cruise on Fridays" }).waitFor();
    expect(await axeViolationsOn(guest)).toEqual([]);
    const response = await guest.goto(`${server.url}/blog/sunset-dhow-cruise-on-fridays`);
    expect(response?.status()).toBe(200);
    await guest.getByRole("heading", { level: 1, name: "Sunset dhow cruise on Fridays" }).waitFor();
    const article = guest.locator("[data-post-content]");
    await article.getByRole("heading", { level: 2, name: "Sail at five" }).waitFor();
    await expect(article.locator("li").allTextContents()).resolves.toEqual([
      "Soft drinks included",
      "Life jackets for all",
    ]);
    const link = article.getByRole("link", { name: "Book at reception" });
    await expect(link.getAttribute("href")).resolves.toBe("https://example.com/dhow");
    await expect(link.getAttribute("rel")).resolves.toBe("noopener noreferrer");
    const coverSrc = await guest.locator("article img").first().getAttribute("src");
    expect(coverSrc).toMatch(/^\/uploads\/blog\/[0-9a-f]{24}\.webp$/);
    expect((await fetch(`${server.url}${coverSrc}`)).status).toBe(200);
    await guest.getByRole("heading", { level: 2, name: "Related Stories" }).waitFor();
    await expect(guest.locator('meta[property="og:type"]').getAttribute("content")).resolves.toBe(
      "article",
    );
    await expect(guest.locator('meta[property="article:published_time"]').count()).resolves.toBe(1);
    const jsonLd = await guest.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"BlogPosting"'))).toBe(true);
    expect(await axeViolationsOn(guest)).toEqual([]);
    const rss = await (await fetch(`${server.url}/blog/rss.xml`)).text();
    expect(rss).toContain("<title>Sunset dhow cruise on Fridays</title>");
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain("/blog/sunset-dhow-cruise-on-fridays");

    // Unpublish: gone from /blog, and its address answers 404 with recent stories.
    await row.getByRole("button", { name: /^Unpublish / }).click();
    await row.getByText("Draft", { exact: true }).waitFor();
    await guest.goto(`${server.url}/blog`);
    await guest.getByRole("heading", { level: 1, name: "Resort Journal" }).waitFor();
    await expect(
      guest.getByRole("link", { name: "Sunset dhow cruise on Fridays" }).count(),
    ).resolves.toBe(0);
    const gone = await guest.goto(`${server.url}/blog/sunset-dhow-cruise-on-fridays`);
    expect(gone?.status()).toBe(404);
    await guest.getByRole("heading", { level: 1, name: "Story not found" }).waitFor();
    await guest.getByRole("heading", { level: 2, name: "Latest stories" }).waitFor();
    await expect(guest.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe(
      "noindex",
    );
    expect(await axeViolationsOn(guest)).toEqual([]);
    await context.close();
    await guestContext.close();
  });

  it("shows the journal in Arabic, right to left, with the language label on English posts", async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/blog?lang=ar`);
    await page.getByRole("heading", { level: 1, name: "مجلة المنتجع" }).waitFor();
    await expect(page.locator("html").getAttribute("dir")).resolves.toBe("rtl");
    // A phone loads each cover at the width its slot needs, not the full file.
    const covers = await page.locator("article img").evaluateAll((images) =>
      (images as HTMLImageElement[]).map((img) => ({
        srcset: img.srcset,
        current: img.currentSrc,
      })),
    );
    expect(covers.length).toBeGreaterThan(3);
    for (const cover of covers) expect(cover.srcset).toMatch(/-480w\.webp 480w/);
    const loaded = covers.filter((cover) => cover.current);
    expect(loaded.length).toBeGreaterThan(0);
    for (const cover of loaded) expect(cover.current).toMatch(/-(480|960)w\.(webp|avif)$/);
    expect(await page.getByText("باللغة الإنجليزية").count()).toBeGreaterThan(0);
    await page.getByRole("link", { name: /^اكتشف المزيد/ }).click();
    await page.waitForURL(/\/blog\/[a-z0-9-]+\?lang=ar$/);
    await page.getByRole("link", { name: "العودة إلى المجلة" }).waitFor();
    expect(await axeViolationsOn(page)).toEqual([]);
    await context.close();
  });
});

describe("journal security", () => {
  it(`renders ${XSS_PAYLOADS.length} XSS payloads saved as post content without running any`, async () => {
    // Sign in through the API (the browser test above covers the form).
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const filler = "This paragraph is long enough to pass the fifty character rule for content.";
    const slugs: string[] = [];
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const body = new FormData();
      const slug = `xss-payload-${index + 1}`;
      for (const [key, value] of Object.entries({
        title: `Security check ${index + 1}`,
        slug,
        excerpt: "A post that carries an attack in its content.",
        content: `<p>${filler}</p>${payload}<p>${filler}</p>`,
        author: "Security",
        category: "Testing",
        tags: "[]",
        published: "true",
      }))
        body.set(key, value);
      const response = await fetch(`${server.url}/api/admin/blog/posts`, {
        method: "POST",
        headers: { Origin: server.url, Cookie: cookie },
        body,
      });
      expect(response.status, `payload ${index + 1}: ${await response.clone().text()}`).toBe(201);
      slugs.push(slug);
    }

    const page = await browser.newPage();
    const fired: string[] = [];
    page.on("dialog", (dialog) => {
      fired.push(`dialog on ${page.url()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on("console", (message) => {
      if (message.text().includes("XSS-FIRED")) fired.push(`console on ${page.url()}`);
    });
    page.on("pageerror", (error) => {
      if (/alert|XSS/.test(error.message)) fired.push(`error on ${page.url()}: ${error.message}`);
    });
    for (const slug of slugs) {
      const response = await page.goto(`${server.url}/blog/${slug}`);
      expect(response?.status(), slug).toBe(200);
      const content = page.locator("[data-post-content]");
      await content.waitFor();
      // Give anything that could fire (onerror, onload, autofocus) a moment to do so.
      await page.waitForTimeout(60);
      const found = await content.evaluate((root) => {
        const problems: string[] = [];
        for (const element of root.querySelectorAll("*")) {
          const tag = element.tagName.toLowerCase();
          if (
            [
              "script",
              "iframe",
              "svg",
              "math",
              "object",
              "embed",
              "style",
              "form",
              "input",
              "base",
              "meta",
              "link",
              "frame",
              "frameset",
              "template",
            ].includes(tag)
          )
            problems.push(`element ${tag}`);
          for (const attribute of element.attributes) {
            const name = attribute.name.toLowerCase();
            // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
            const value = [...attribute.value]
              .filter((char) => char.charCodeAt(0) > 32)
              .join("")
              .toLowerCase();
            if (name.startsWith("on")) problems.push(`attribute ${name}`);
            if (["style", "class", "srcdoc", "formaction", "xlink:href"].includes(name))
              problems.push(`attribute ${name}`);
            if (/^(javascript|data|vbscript):/.test(value))
              problems.push(`${name}=${attribute.value}`);
          }
        }
        return problems;
      });
      expect(found, slug).toEqual([]);
    }
    expect(fired).toEqual([]);
    await page.close();
  });
});

describe("the policy pages written by the owner", () => {
  it("starts from the standard text, publishes a version, shows it to guests and refuses a stale tab", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, "/admin/policies");
    await page.getByRole("heading", { level: 1, name: "Policy pages" }).waitFor();
    expect(await axeViolationsOn(page)).toEqual([]);
    await page.getByRole("link", { name: "Write the privacy policy in Français" }).click();
    await page.getByRole("heading", { level: 1, name: "Privacy policy in Français" }).waitFor();
    const editor = page.getByRole("textbox", { name: "Text of the page" });
    await editor.waitFor();
    expect(await axeViolationsOn(page)).toEqual([]);

    // Nothing written: the field's message, and the editor is marked invalid.
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Write the page's text (at least 50 characters)").waitFor();
    await expect(editor.getAttribute("aria-invalid")).resolves.toBe("true");

    // By keyboard: the standard French text goes into the editor, filled from the settings.
    await page.getByRole("button", { name: "Start from the standard text" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("est responsable du traitement des données personnelles").waitFor();
    await expect(editor.getAttribute("lang")).resolves.toBe("fr");
    await editor.click();
    await page.keyboard.press("Control+Home");
    await page.keyboard.type("Notre propre texte, rédigé par la direction. ");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Version 1 published.").first().waitFor();
    await page.getByText("Guests reading in Français see your own text, version 1.").waitFor();

    // A second tab opened now, then the first takes French back to the standard text.
    const stale = await context.newPage();
    await stale.goto(`${server.url}/admin/policies/privacy/fr`);
    const staleEditor = stale.getByRole("textbox", { name: "Text of the page" });
    await staleEditor.waitFor();
    await page.getByRole("button", { name: "Go back to the standard text" }).click();
    await page.getByText("Version 2: the page is back on the standard text").first().waitFor();
    await staleEditor.click();
    await stale.keyboard.press("Control+Home");
    await stale.keyboard.type("Modification d'un onglet resté ouvert. ");
    await stale.getByRole("button", { name: "Publish" }).click();
    await stale
      .getByRole("alert")
      .filter({ hasText: "Someone published version 2 of this page in this language" })
      .waitFor();
    // What was typed is still there, and the version published meanwhile can be read.
    await stale.getByText("Modification d'un onglet resté ouvert.").waitFor();
    await stale.getByText("The text published meanwhile (version 2)").waitFor();
    // Published knowingly over it: version 3.
    await stale.getByRole("button", { name: "Publish" }).click();
    await stale.getByText("Version 3 published.").first().waitFor();

    // A guest on a phone reads version 3 in French; with no English text of the hotel's,
    // English guests read the French one, told it is in French only.
    const phone = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const guest = await phone.newPage();
    await guest.goto(`${server.url}/privacy-policy?lang=fr`);
    await guest.getByText(/^Version 3, publiée le/).waitFor();
    await guest.getByText("Modification d'un onglet resté ouvert.").waitFor();
    expect(await axeViolationsOn(guest)).toEqual([]);
    const width = await guest.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await guest.goto(`${server.url}/privacy-policy?lang=en`);
    await guest.getByText("The hotel has published this page in French only.").waitFor();
    await expect(guest.locator("[data-post-content]").getAttribute("lang")).resolves.toBe("fr");
    await phone.close();
    await context.close();
  });
});
