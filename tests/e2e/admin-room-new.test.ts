/**
 * An empty hotel (SEED_DEMO=0) adds its first room type through the admin at 1280 px: a
 * slug of hyphens only is refused at its field and what was typed stays; once corrected,
 * the type is created and guests see it on /rooms.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, saveHotelSettings, signedInAdmin, waitForApp } from "./browser";
import { freshDataDir, type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
const account = { email: "first-rooms@example.com", password: "mombasa sunrise 2026" };

beforeAll(async () => {
  server = await startServer({
    DATA_DIR: freshDataDir(),
    SEED_DEMO: "0",
    ADMIN_EMAIL: account.email,
    ADMIN_PASSWORD: account.password,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("adding a room type", () => {
  it("creates an empty hotel's first room type, which guests then see", async () => {
    const context = await signedInAdmin(browser, server.url, account);
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/rooms`);
    await waitForApp(page);
    await page.getByText("No room types yet.").waitFor();
    await page.getByRole("link", { name: "Add room type" }).click();
    await page.getByRole("heading", { level: 1, name: "Add room type" }).waitFor();

    await page.getByLabel("Name", { exact: true }).fill("Coral Garden Room");
    // The slug follows the name until staff type their own.
    await expect(page.getByLabel("Slug", { exact: true }).inputValue()).resolves.toBe(
      "coral-garden-room",
    );
    await page.getByLabel("Slug", { exact: true }).fill("---");
    await page.getByLabel("Bed type", { exact: true }).fill("Queen bed");
    await page.getByLabel("View", { exact: true }).fill("Garden view");
    await page.getByLabel("Price per night: single, bed only (KSh)").fill("8000");
    await page.getByLabel("Single with breakfast (KSh)").fill("9000");
    await page.getByLabel("Double, bed only (KSh)").fill("9500");
    await page.getByLabel("Double with breakfast (KSh)").fill("11000");
    await page.getByLabel("Capacity (guests per room)").fill("2");
    await page.getByLabel("Size (m²)").fill("26");
    await page.getByLabel("Total rooms of this type").fill("4");
    await page
      .getByLabel("Description (English, required)", { exact: true })
      .fill("A quiet room opening onto the coral-stone garden, a short walk from the beach.");
    await page
      .getByLabel("Short description (English, required)", { exact: true })
      .fill("Opens onto the garden");
    await page.getByLabel("Amenities (English)", { exact: true }).fill("Free Wi-Fi, Ceiling fan");
    await page.getByRole("button", { name: "Create room type" }).click();

    const slug = page.getByLabel("Slug", { exact: true });
    await page
      .getByRole("alert")
      .getByText(/Slug can only contain/)
      .waitFor();
    await expect(slug.getAttribute("aria-invalid")).resolves.toBe("true");
    // What was typed stays.
    await expect(page.getByLabel("Name", { exact: true }).inputValue()).resolves.toBe(
      "Coral Garden Room",
    );
    await expect(page.getByLabel("Double with breakfast (KSh)").inputValue()).resolves.toBe(
      "11000",
    );

    await slug.fill("coral-garden-room");
    await page.getByRole("button", { name: "Create room type" }).click();
    await page.getByRole("status").getByText("Coral Garden Room created.").waitFor();

    // The hotel opens its public pages by saving its settings once.
    await saveHotelSettings(context, server.url);
    const guest = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await guest.goto(`${server.url}/rooms`);
    await guest.getByRole("heading", { name: "Coral Garden Room" }).first().waitFor();
    await guest.close();
    await context.close();
  });
});
