/** Content screens in the browser: site settings reach every page at once; a gallery upload in seven languages. */
import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolationsOn } from "../../scripts/audit/axe";
import { launchBrowser, signedInAdmin } from "./browser";
import { freshDataDir, type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
let admin: BrowserContext;
const EMAIL = "content@example.com";
const PASSWORD = "coral reef at noon 2026";

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

/** A guest's page in a fresh context (no cached chat facts, no admin cookie). */
async function guest(pathname: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}${pathname}`);
  return page;
}

describe("site settings", () => {
  it("a new phone number and check-out time show on the footer, contact, room page and chat at once", async () => {
    const page = await admin.newPage();
    await page.goto(`${server.url}/admin`);
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Settings" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Site settings" }).waitFor();
    expect(await axeViolationsOn(page)).toEqual([]);

    // A wrong value is refused with its message, and nothing typed is lost.
    await page.getByLabel("Phone numbers").fill("+254 799 555 010\nnot a number");
    await page.getByLabel("Check-out until", { exact: true }).fill("11:00");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText("Enter phone numbers such as +254 711 000 111").first().waitFor();
    expect(await page.getByLabel("Phone numbers").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Check-out until", { exact: true }).inputValue()).toBe("11:00");

    await page.getByLabel("Phone numbers").fill("+254 799 555 010\n+254 733 000 222");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: "Settings saved (2 changes)." })
      .waitFor();

    // The footer and the contact page: stored in E.164, shown in the international format.
    const contact = await guest("/contact");
    const footer = contact.locator("footer");
    await expect(footer.textContent()).resolves.toContain("+254 799 555010");
    await expect(footer.textContent()).resolves.toContain("11:00 AM");
    await expect(contact.locator("main").textContent()).resolves.toContain("+254 799 555010");
    expect(await contact.locator("main").textContent()).not.toContain("+254 711 000111");
    // The hotel's structured data on the contact page.
    const structured = await contact
      .locator('script[type="application/ld+json"]')
      .allTextContents();
    expect(structured.join("")).toContain('"checkoutTime":"11:00"');
    expect(structured.join("")).toContain("+254799555010");

    // A room page: its information list.
    const rooms = (await (await fetch(`${server.url}/api/rooms`)).json()) as { id: number }[];
    await contact.goto(`${server.url}/rooms/${rooms[0]?.id}`);
    await expect(contact.locator("main").textContent()).resolves.toContain("11:00 AM");

    // The chat assistant.
    await contact.getByRole("button", { name: "Chat with us" }).click();
    const dialog = contact.getByRole("dialog");
    await expect.poll(() => dialog.getByRole("button", { name: "Send" }).isEnabled()).toBe(true);
    const log = dialog.getByRole("log");
    const ask = async (question: string) => {
      const before = await log.locator(":scope > *").count();
      await dialog.getByRole("textbox").fill(question);
      await dialog.getByRole("textbox").press("Enter");
      await expect
        .poll(() => log.locator(":scope > *").count(), { timeout: 5000 })
        .toBe(before + 2);
      await expect
        .poll(async () => (await log.locator(":scope > *").last().textContent()) ?? "")
        .not.toMatch(/typing/);
      return (await log.locator(":scope > *").last().textContent()) ?? "";
    };
    expect(await ask("What time is check-out?")).toContain("11:00 AM");
    expect(await ask("What is your phone number?")).toContain("+254 799 555010");
    await contact.context().close();
    await page.close();
  });
});

describe("gallery", () => {
  it("adds a category named in two languages, offers it for uploads, and deletes it while empty", async () => {
    const page = await admin.newPage();
    await page.goto(`${server.url}/admin/gallery`);
    const section = page.getByRole("region", { name: "Categories" });
    await section.getByLabel("Category name (English, required)").fill("Pool area");
    await section.getByLabel("Category name (Swahili)").fill("Eneo la bwawa");
    await section.getByRole("button", { name: "Add category" }).click();
    const added = section.getByText("(pool-area, 0 images)");
    await added.waitFor();
    // The upload form offers it, and no category is chosen for staff beforehand.
    const select = page.getByRole("combobox", { name: "Category" }).first();
    await expect(select.inputValue()).resolves.toBe("");
    await expect(select.locator("option", { hasText: "Pool area" }).count()).resolves.toBe(1);
    expect(await axeViolationsOn(page)).toEqual([]);

    page.once("dialog", (dialog) => void dialog.accept());
    await section.getByRole("button", { name: 'Delete "Pool area"' }).click();
    await added.waitFor({ state: "detached" });
    await expect(select.locator("option", { hasText: "Pool area" }).count()).resolves.toBe(0);
    await page.close();
  });

  it("uploads an image with English and Swahili alt texts into dining, moves it first, and /gallery?lang=sw shows it first", async () => {
    const page = await admin.newPage();
    await page.goto(`${server.url}/admin/gallery`);
    await page.getByRole("heading", { level: 1, name: "Gallery" }).waitFor();

    await page.getByLabel("Category").first().selectOption("dining");
    await page.getByLabel("Alt text (English, required)").fill("Prawns grilled over coconut husks");
    await page.getByLabel("Alt text (Swahili)").fill("Kamba waliochomwa juu ya makumbi ya nazi");
    const photo = await sharp(randomBytes(640 * 480 * 3), {
      raw: { width: 640, height: 480, channels: 3 },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel(/Choose images/)
      .setInputFiles([{ name: "prawns.png", mimeType: "image/png", buffer: photo }]);
    await page.getByRole("img", { name: "prawns.png" }).waitFor();
    await page.getByRole("button", { name: "Upload 1 image" }).click();

    const dining = page.getByRole("region", { name: /^Dining/ });
    const uploaded = dining.getByRole("img", { name: "Prawns grilled over coconut husks" });
    await uploaded.waitFor({ timeout: 60_000 });
    // New images go last in their category.
    const last = dining.locator("ol > li").last();
    await expect(last.getByRole("img").getAttribute("alt")).resolves.toBe(
      "Prawns grilled over coconut husks",
    );
    expect(await axeViolationsOn(page)).toEqual([]);

    await page
      .getByRole("button", { name: 'Move "Prawns grilled over coconut husks" first' })
      .click();
    await expect
      .poll(() => dining.locator("ol > li").first().getByRole("img").getAttribute("alt"))
      .toBe("Prawns grilled over coconut husks");

    // The public gallery in Swahili, dining tab: the new image first, with its Swahili alt text.
    const publicPage = await guest("/gallery?lang=sw");
    const tabs = publicPage.getByRole("tablist");
    await tabs.getByRole("tab", { name: "Migahawa" }).click();
    const firstImage = publicPage.getByRole("tabpanel").locator("li img").first();
    await expect(firstImage.getAttribute("alt")).resolves.toBe(
      "Kamba waliochomwa juu ya makumbi ya nazi",
    );
    await publicPage.context().close();

    // Delete with confirmation: gone from the public API.
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: 'Delete "Prawns grilled over coconut husks"' }).click();
    await uploaded.waitFor({ state: "detached" });
    const api = (await (await fetch(`${server.url}/api/gallery`)).json()) as { alt: string }[];
    expect(api.some((image) => image.alt === "Prawns grilled over coconut husks")).toBe(false);
    await page.close();
  });
});

describe("content screens", () => {
  it("every screen renders its data, at 360 px and 1280 px, without axe violations", async () => {
    const screens: [string, string][] = [
      ["/admin/settings", "Site settings"],
      ["/admin/gallery", "Gallery"],
      ["/admin/restaurants", "Restaurants and menus"],
      ["/admin/restaurants/1", "The Pwani Grill"],
      ["/admin/packages", "Event packages"],
      ["/admin/packages/new", "New package"],
      ["/admin/testimonials", "Testimonials"],
      ["/admin/social-posts", "Social posts"],
      ["/admin/translations", "Missing translations"],
    ];
    const restaurants = (await (await fetch(`${server.url}/api/restaurants`)).json()) as {
      id: number;
      name: string;
    }[];
    const first = restaurants.find((r) => r.id === 1);
    for (const width of [360, 1280]) {
      const page = await admin.newPage();
      await page.setViewportSize({ width, height: 900 });
      for (const [path, heading] of screens) {
        await page.goto(`${server.url}${path}`);
        const name = path === "/admin/restaurants/1" ? (first?.name ?? heading) : heading;
        await page.getByRole("heading", { level: 1, name }).waitFor();
        expect(await axeViolationsOn(page), `${path} at ${width} px`).toEqual([]);
      }
      await page.close();
    }
  });

  it("adds a dish in two languages through the restaurant screen, and the menu API lists it", async () => {
    const page = await admin.newPage();
    await page.goto(`${server.url}/admin/restaurants/1`);
    await page.getByRole("button", { name: "New dish" }).click();
    await page.getByLabel("Dish name (English, required)").fill("Tamarind prawns");
    await page.getByLabel("Dish name (Swahili)").fill("Kamba wa ukwaju");
    await page.getByLabel("Category (English, required)").fill("Mains");
    await page.getByLabel("Price (KSh)").fill("abc");
    await page.getByRole("button", { name: "Add dish" }).click();
    await page.getByText("Price must be a whole number of KSh, 0 or more").waitFor();
    // What was typed is still there.
    expect(await page.getByLabel("Dish name (Swahili)").inputValue()).toBe("Kamba wa ukwaju");
    await page.getByLabel("Price (KSh)").fill("1650");
    await page.getByRole("button", { name: "Add dish" }).click();
    await page.getByRole("heading", { level: 3, name: "Tamarind prawns" }).waitFor();
    const menu = (await (await fetch(`${server.url}/api/restaurants/1/menu?lang=sw`)).json()) as {
      name: string;
      price: number;
    }[];
    expect(menu.at(-1)).toMatchObject({ name: "Kamba wa ukwaju", price: 1650 });
    await page.close();
  });

  it("adds a testimonial, moves it first, hides it and deletes it, and the home page follows", async () => {
    const page = await admin.newPage();
    await page.goto(`${server.url}/admin/testimonials`);
    await page.getByRole("button", { name: "New testimonial" }).click();
    const panel = page.getByRole("region", { name: "New testimonial" });
    await panel.getByLabel("Guest name").fill("Halima S.");
    await panel.getByLabel("Location (English, required)").fill("Malindi, Kenya");
    await panel.getByLabel("Testimonial (English, required)").fill("Too short");
    await panel.getByRole("button", { name: "Add testimonial" }).click();
    await panel.getByText("Testimonial (English) must be at least 10 characters").waitFor();
    expect(await panel.getByLabel("Guest name").inputValue()).toBe("Halima S.");
    await panel
      .getByLabel("Testimonial (English, required)")
      .fill("The pool at sunset and the kind staff made our week.");
    await panel.getByRole("button", { name: "Add testimonial" }).click();
    await page.getByText("Testimonial added.").first().waitFor();
    const rows = page.getByRole("listitem");
    await rows
      .last()
      .getByRole("heading", { name: /Halima S\./ })
      .waitFor();

    const homeFirst = async () => {
      const list = (await (await fetch(`${server.url}/api/testimonials`)).json()) as {
        name: string;
      }[];
      return list.map((item) => item.name);
    };
    // Up, one step at a time, to the top of the list: the home page's order.
    const count = await page.locator("ol > li").count();
    for (let step = 1; step < count; step++) {
      await page.getByRole("button", { name: 'Move "Halima S." up' }).click();
      await expect
        .poll(async () => (await homeFirst()).indexOf("Halima S."))
        .toBe(count - 1 - step);
    }
    await page
      .locator("ol > li")
      .first()
      .getByRole("heading", { name: /Halima S\./ })
      .waitFor();

    await page.getByRole("button", { name: 'Hide "Halima S."' }).click();
    await page.getByText("Hidden from the website.").first().waitFor();
    expect(await homeFirst()).not.toContain("Halima S.");

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: 'Delete "Halima S."' }).click();
    await page.getByText("Testimonial deleted.").first().waitFor();
    await expect(page.getByRole("heading", { name: /Halima S\./ }).count()).resolves.toBe(0);
    await page.close();
  });
});
