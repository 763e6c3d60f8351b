/**
 * The room photo upload page in a browser: no room is chosen for the admin, so uploading
 * without one says "Please select a room" at the room field (the room image upload's
 * message), and the skip link is the first stop of the keyboard.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./browser";
import { freshDataDir, type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
const EMAIL = "uploads@example.com";
const PASSWORD = "mombasa sunrise 2026";

beforeAll(async () => {
  server = await startServer({
    DATA_DIR: freshDataDir(),
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("room photo upload", () => {
  it("asks for a room before anything is sent", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/login?next=%2Fadmin%2Frooms%2Fupload`);
    await page.getByLabel("E-mail").fill(EMAIL);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { level: 1, name: "Upload room images" }).waitFor();

    // The keyboard's first stop skips to the page itself.
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip.evaluate((link) => link === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main");

    const room = page.getByLabel("Room", { exact: true });
    await expect(room.inputValue()).resolves.toBe("");
    await page
      .getByLabel(/Choose images/)
      .setInputFiles([{ name: "view.png", mimeType: "image/png", buffer: PNG }]);
    await page.getByRole("img", { name: "view.png" }).waitFor();
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/admin/rooms/upload-images")) sent.push(request.url());
    });
    await page.getByRole("button", { name: /^Upload/ }).click();
    await page.getByText("Please select a room").waitFor();
    await expect(room.getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(room.evaluate((select) => select === document.activeElement)).resolves.toBe(true);
    expect(sent).toEqual([]);
    // Choosing a room clears the message.
    await room.selectOption({ index: 1 });
    expect(await page.getByText("Please select a room").count()).toBe(0);
    await context.close();
  });
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
