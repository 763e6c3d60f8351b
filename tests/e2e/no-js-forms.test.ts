/**
 * The newsletter and contact forms with JavaScript disabled, at 360 and
 * 1280 px in English and Arabic: the newsletter posts to a page action (the address never
 * in the URL), subscribes and confirms in the page language; a contact form refused for
 * one field comes back with every value the guest typed and that field's error; so does
 * the guest feedback form, which before had no page action at all.
 */
import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEEDBACK_RATINGS } from "~core/schemas/feedback";
import { launchBrowser } from "./browser";
import { freshDataDir, type RunningServer, startServer, waitForMail } from "./server";

let server: RunningServer;
let browser: Browser;
let dataDir: string;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  dataDir = freshDataDir();
  server = await startServer({ DATA_DIR: dataDir });
  browser = await launchBrowser();
  context = await browser.newContext({ javaScriptEnabled: false });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Catalogue = Record<string, unknown>;
const catalogue = (lang: string, ns: string): Catalogue =>
  JSON.parse(readFileSync(`public/locales/${lang}/${ns}.json`, "utf8")) as Catalogue;
function text(entries: Catalogue, key: string): string {
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], entries);
  if (typeof value !== "string") throw new Error(`no catalogue entry ${key}`);
  return value;
}

const CASES = [
  { lang: "en", width: 360 },
  { lang: "en", width: 1280 },
  { lang: "ar", width: 360 },
  { lang: "ar", width: 1280 },
] as const;

async function open(path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`${server.url}${path}`);
}

describe.each(CASES)("without JavaScript, $lang at $width px", ({ lang, width }) => {
  const common = catalogue(lang, "common");
  const engage = catalogue(lang, "engage");

  it("subscribes to the newsletter from the footer and confirms, the address not in the URL", async () => {
    const address = `no-js-${lang}-${width}@example.com`;
    await open(`/about?lang=${lang}`, width);
    const form = page
      .getByRole("contentinfo")
      .locator("form")
      .filter({
        has: page.locator('input[type="email"]'),
      });
    await form.locator('input[type="email"]').fill(address);
    await Promise.all([
      page.waitForURL(/\/newsletter\/subscribe/),
      form.getByRole("button", { name: text(common, "footer.subscribe") }).click(),
    ]);
    expect(page.url()).not.toContain("example.com");
    expect(decodeURIComponent(page.url())).not.toContain("@");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      text(common, "newsletter.successTitle"),
    );
    await expect(
      page.getByText(text(common, "newsletter.successBody"), { exact: true }).isVisible(),
    ).resolves.toBe(true);
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe(lang);
    // The welcome e-mail is queued only for a new subscription: the address is on the list.
    await waitForMail(dataDir, address);
    // Back to the page the guest subscribed from, in the same language.
    const back = page.getByRole("link", { name: text(common, "newsletter.back") });
    await expect(back.getAttribute("href")).resolves.toBe(`/about?lang=${lang}`);
  });

  it("refuses an address the pattern does not take and keeps it in the form", async () => {
    await open(`/?lang=${lang}`, width);
    const form = page.locator("main form").filter({ has: page.locator('input[type="email"]') });
    // The browser's own check takes "guest@hotel"; the site's pattern needs an ending.
    await form.locator('input[type="email"]').fill("guest@hotel");
    await Promise.all([
      page.waitForURL(/\/newsletter\/subscribe/),
      form.getByRole("button", { name: text(common, "footer.subscribe") }).click(),
    ]);
    expect(page.url()).not.toContain("guest");
    await expect(page.getByRole("alert").textContent()).resolves.toContain(
      text(common, "newsletter.invalidBody"),
    );
    await expect(page.locator('main input[type="email"]').first().inputValue()).resolves.toBe(
      "guest@hotel",
    );
  });

  it("gives a contact form refused for one field back with every value", async () => {
    await open(`/contact?lang=${lang}&subject=event`, width);
    const form = page.locator("main form").first();
    const field = (name: string) => form.locator(`[name="${name}"]`);
    // The subject asked for in the link is chosen without JavaScript as well.
    await expect(field("subject").inputValue()).resolves.toBe("event");
    const typed = {
      name: `Amina ${lang} ${width}`,
      email: `amina-${lang}-${width}@example.com`,
      phone: "12",
      message: "A conference for forty people in March, with lunch on both days.",
    };
    for (const [name, value] of Object.entries(typed)) await field(name).fill(value);
    await field("subject").selectOption("dining");
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      form.getByRole("button", { name: text(engage, "contact.send") }).click(),
    ]);
    await page.waitForLoadState();
    for (const [name, value] of Object.entries(typed))
      await expect(field(name).inputValue()).resolves.toBe(value);
    await expect(field("subject").inputValue()).resolves.toBe("dining");
    // The answer opens at the form, which says the message has not gone yet.
    expect(new URL(page.url()).hash).toBe("#contact-form");
    await expect(
      form.getByText(text(engage, "contact.fix"), { exact: true }).isVisible(),
    ).resolves.toBe(true);
    await expect(field("phone").getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(
      form.getByText(text(engage, "contact.errors.phone"), { exact: true }).isVisible(),
    ).resolves.toBe(true);
    for (const name of ["name", "email", "message"])
      await expect(field(name).getAttribute("aria-invalid")).resolves.toBeNull();
    await expect(
      page.getByText(text(engage, "contact.successTitle"), { exact: true }).count(),
    ).resolves.toBe(0);
  });

  it("gives a feedback form missing one rating back with every answer, then takes it", async () => {
    await open(`/feedback?lang=${lang}`, width);
    const form = page.locator("main form").first();
    const field = (name: string) => form.locator(`[name="${name}"]`);
    const radio = (name: string, value: number) =>
      form.locator(`[name="${name}"][value="${value}"]`);
    const comment = `Quiet room ${lang} ${width}, lovely breakfast on the terrace.`;
    await field("roomNumber").fill("214");
    await field("additionalFeedback").fill(comment);
    const answered = FEEDBACK_RATINGS.filter((rating) => rating !== "wifiRating");
    for (const [index, rating] of answered.entries()) await radio(rating, (index % 4) + 1).check();
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      form.getByRole("button", { name: text(engage, "feedback.submit") }).click(),
    ]);
    await page.waitForLoadState();
    expect(new URL(page.url()).hash).toBe("#feedback-form");
    await expect(field("roomNumber").inputValue()).resolves.toBe("214");
    await expect(field("additionalFeedback").inputValue()).resolves.toBe(comment);
    for (const [index, rating] of answered.entries())
      await expect(radio(rating, (index % 4) + 1).isChecked()).resolves.toBe(true);
    await expect(
      form.getByText(text(engage, "feedback.errors.wifiRating"), { exact: true }).isVisible(),
    ).resolves.toBe(true);
    await expect(form.getByText(text(engage, "feedback.fix")).isVisible()).resolves.toBe(true);

    await radio("wifiRating", 4).check();
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      form.getByRole("button", { name: text(engage, "feedback.submit") }).click(),
    ]);
    await page.waitForLoadState();
    await expect(
      page.getByRole("heading", { name: text(engage, "feedback.thankYou") }).isVisible(),
    ).resolves.toBe(true);
  });
});
