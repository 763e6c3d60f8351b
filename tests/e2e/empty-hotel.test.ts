/**
 * The empty hotel's acceptance test: a hotel started empty (SEED_DEMO=0, no admin in the
 * environment) is set up through the admin only at 1280 px — its owner created from the
 * one-time setup link the server prints, the hotel's settings (until then every public page
 * says it is opening soon), a room type with its rates and rooms, a photo —
 * and then booked by a guest on a 360 px phone and again at 1280 px: search, room, booking,
 * confirmation. No guest page on the way, nor the other public pages, shows a broken image
 * or a demo picture.
 */
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { formatDate } from "~core/format";
import { addDaysIso } from "~core/pricing";
import { launchBrowser } from "./browser";
import { freshDataDir, type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
const HOTEL = "Coral Inn Malindi";
const owner = {
  name: "Amina Said",
  email: "owner@coral-inn.example",
  password: "coral inn 2026 sunrise",
};

beforeAll(async () => {
  server = await startServer({ DATA_DIR: freshDataDir("pwani-e2e-empty-"), SEED_DEMO: "0" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The setup link the first start prints when no admin exists. */
function setupLink(): string {
  const line = server.logs.find((entry) => entry.includes("/admin/setup?token="));
  if (!line) throw new Error(`no setup link in the logs:\n${server.logs.join("\n")}`);
  const match = /\/admin\/setup\?token=[\w-]+/.exec(line);
  return `${server.url}${match![0]}`;
}

/** Every image of the page loaded (lazy ones too) and none broken; no demo picture. */
async function expectHonestImages(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of Array.from(document.images)) image.loading = "eager";
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  const broken = await page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => image.currentSrc !== "" && image.naturalWidth === 0)
      .map((image) => image.currentSrc),
  );
  expect(broken, page.url()).toEqual([]);
  expect(await page.content(), page.url()).not.toContain("/uploads/demo");
}

/** Opens a date field's calendar and clicks the day, moving month by month. */
async function pickDate(
  page: Page,
  scope: ReturnType<Page["locator"]>,
  label: string,
  iso: string,
) {
  await scope.getByRole("button", { name: new RegExp(`^${label}`) }).click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  const day = dialog.getByRole("button", { name: new RegExp(formatDate(iso, "en")) });
  for (let i = 0; i < 13 && !(await day.isVisible()); i++) {
    await dialog.getByRole("button", { name: "Go to the next month" }).click();
  }
  await day.click();
  await dialog.waitFor({ state: "hidden" });
}

describe("an empty hotel set up through the admin and booked by a guest", () => {
  it("creates the owner, a room type with rates, rooms and a photo; a guest books it at 360 and 1280 px", async () => {
    // The owner, from the setup link.
    const admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await admin.newPage();
    await page.goto(setupLink());
    await page.getByLabel("Your name").fill(owner.name);
    await page.getByLabel("E-mail").fill(owner.email);
    await page.getByLabel(/^Password \(at least/).fill(owner.password);
    await page.getByLabel("Password again").fill(owner.password);
    await page.getByRole("button", { name: "Create account and sign in" }).click();
    await page.waitForURL(`${server.url}/admin`);

    // Until the settings are saved, the public site names no hotel: it is opening soon.
    const before = await page.request.get(`${server.url}/rooms`);
    expect(before.status()).toBe(503);
    expect(await before.text()).toContain("This hotel&#x27;s website is being set up.");

    // The hotel's own facts, typed into empty fields (none of the demo hotel's).
    await page.goto(`${server.url}/admin/settings`);
    await page.getByText("Until these settings are saved once").waitFor();
    expect(await page.getByLabel("Hotel name", { exact: true }).inputValue()).toBe("");
    expect(await page.getByLabel("Map latitude").inputValue()).toBe("");
    await page.getByLabel("Hotel name", { exact: true }).fill(HOTEL);
    await page.getByLabel("Short brand name").fill("Coral Inn");
    await page
      .getByLabel("Description (English, required)")
      .fill("A small inn by the beach in Malindi.");
    await page.getByLabel("Street").fill("Lamu Road");
    await page.getByLabel("City", { exact: true }).fill("Malindi");
    await page.getByLabel("Map latitude").fill("-3.2192");
    await page.getByLabel("Map longitude").fill("40.1169");
    await page.getByLabel("Phone numbers").fill("0720 123456");
    await page.getByLabel("WhatsApp number").fill("0720 123456");
    for (const label of [
      "General e-mail",
      "Events e-mail",
      "Reservations e-mail",
      "Notification e-mail",
    ]) {
      await page.getByLabel(label).fill("desk@coralinn.example");
    }
    await page.getByRole("button", { name: "Save settings" }).click();
    await page
      .getByRole("status")
      .getByText(/^Settings saved/)
      .waitFor();

    // A room type with its four rates and its number of rooms.
    await page.goto(`${server.url}/admin/rooms`);
    await page.getByText("No room types yet.").waitFor();
    await page.getByRole("link", { name: "Add room type" }).click();
    await page.getByRole("heading", { level: 1, name: "Add room type" }).waitFor();
    await page.getByLabel("Name", { exact: true }).fill("Coral Garden Room");
    await page.getByLabel("Bed type", { exact: true }).fill("Queen bed");
    await page.getByLabel("View", { exact: true }).fill("Garden view");
    await page.getByLabel("Price per night: single, bed only (KSh)").fill("8000");
    await page.getByLabel("Single with breakfast (KSh)").fill("9000");
    await page.getByLabel("Double, bed only (KSh)").fill("9500");
    await page.getByLabel("Double with breakfast (KSh)").fill("11000");
    await page.getByLabel("Capacity (guests per room)").fill("2");
    await page.getByLabel("Size (m²)").fill("26");
    await page.getByLabel("Total rooms of this type").fill("3");
    await page
      .getByLabel("Description (English, required)", { exact: true })
      .fill("A quiet room opening onto the coral-stone garden, a short walk from the beach.");
    await page
      .getByLabel("Short description (English, required)", { exact: true })
      .fill("Opens onto the garden");
    await page.getByLabel("Amenities (English)", { exact: true }).fill("Free Wi-Fi, Ceiling fan");
    await page.getByRole("button", { name: "Create room type" }).click();
    await page.getByRole("status").getByText("Coral Garden Room created.").waitFor();

    // A photo of it.
    const jpeg = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 40, g: 120, b: 160 } },
    })
      .jpeg()
      .toBuffer();
    await page.goto(`${server.url}/admin/rooms/upload`);
    await page.getByLabel("Room", { exact: true }).selectOption({ label: "Coral Garden Room" });
    await page
      .getByLabel(/Choose images/)
      .setInputFiles([{ name: "garden.jpg", mimeType: "image/jpeg", buffer: jpeg }]);
    await page.getByRole("img", { name: "garden.jpg" }).waitFor();
    await page.getByRole("button", { name: /^Upload/ }).click();
    await page.getByText("1 image uploaded successfully.").first().waitFor({ timeout: 120_000 });
    await admin.close();

    for (const width of [360, 1280]) await bookAsGuest(width);
  });
});

/** A guest at this width searches, opens the room, books it and sees the confirmation. */
async function bookAsGuest(width: number): Promise<void> {
  const checkIn = addDaysIso(hotelToday(), width === 360 ? 10 : 20);
  const checkOut = addDaysIso(hotelToday(), width === 360 ? 12 : 22);
  const guest = await browser.newContext({ viewport: { width, height: 800 } });
  const phone = await guest.newPage();
  await phone.goto(`${server.url}/`);
  await expectHonestImages(phone);
  const search = phone.getByRole("search").or(phone.locator("form[action='/rooms']")).first();
  await pickDate(phone, search, "Check-in", checkIn);
  await pickDate(phone, search, "Check-out", checkOut);
  await search.getByLabel("Adults").selectOption("2");
  await search.getByRole("button", { name: "Check availability" }).click();
  await phone.waitForURL(/\/rooms\?/);
  const card = phone.getByRole("article").filter({ hasText: "Coral Garden Room" });
  await card.first().waitFor();
  await expectHonestImages(phone);
  // The room's photo is shown, not a placeholder.
  expect(
    await card
      .first()
      .locator("img")
      .evaluateAll((images) =>
        images.some(
          (image) =>
            image instanceof HTMLImageElement &&
            image.naturalWidth > 0 &&
            /\/uploads\//.test(image.currentSrc),
        ),
      ),
  ).toBe(true);

  await card.getByRole("link", { name: "Coral Garden Room", exact: true }).first().click();
  await phone.waitForURL(/\/rooms\/\d+\?/);
  await phone.getByRole("heading", { level: 1, name: "Coral Garden Room" }).waitFor();
  await expectHonestImages(phone);
  await phone.getByRole("button", { name: "Book Now" }).first().click();
  await phone.waitForURL(/\/booking\?/);
  await expectHonestImages(phone);

  const form = phone.getByRole("form", { name: "Guest details" });
  await form.getByLabel("First name").fill("Wanjiru");
  await form.getByLabel("Last name").fill("Kamau");
  await form.getByLabel("Email").fill(`wanjiru-${width}@example.com`);
  await form.getByLabel("Phone").fill("+254712345678");
  await form.getByLabel("Address").fill("14 Nyerere Avenue");
  await form.getByLabel("City").fill("Mombasa");
  await form.getByLabel("Country").fill("Kenya");
  await phone.getByRole("button", { name: /Confirm booking/ }).click();
  await phone.waitForURL(/\/booking\/confirmation\?ref=PB-/);
  await phone.getByRole("heading", { level: 1, name: "Your booking is confirmed" }).waitFor();
  await phone.getByText("Coral Garden Room").first().waitFor();
  await expectHonestImages(phone);
  // The other public pages an empty hotel shows are honest too.
  for (const pathname of [
    "/rooms",
    "/dining",
    "/packages",
    "/events",
    "/gallery",
    "/experiences",
    "/about",
    "/contact",
    "/blog",
  ]) {
    const response = await phone.goto(`${server.url}${pathname}`);
    expect(response?.status(), pathname).toBe(200);
    await expectHonestImages(phone);
    // The hotel's own name in the footer; nothing of the demo hotel's facts.
    await phone.getByRole("contentinfo").getByText(HOTEL).first().waitFor();
    // What the guest reads and the page's links (its scripts carry whole catalogues).
    const shown = await phone.evaluate(
      () =>
        // biome-ignore lint/performance/useDomNodeTextContent: the text a guest sees, not hidden text
        document.body.innerText +
        Array.from(document.querySelectorAll("a[href]"), (a) => a.getAttribute("href")).join(" "),
    );
    expect(shown, pathname).not.toMatch(/Pwani|pwanibay|Links Road/);
  }
  await guest.close();
}
