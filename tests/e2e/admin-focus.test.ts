/**
 * Keyboard focus in the admin stays where the clerk works: after moving a room photo it is
 * on the same button of the moved photo (its other arrow at an end of the list), after
 * deleting one on the next photo's delete button (the previous one's for the last photo),
 * and after closing a dialog on the button that opened it. Checked on document.activeElement.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./browser";
import { freshDataDir, type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
let page: Page;
const EMAIL = "focus@example.com";
const PASSWORD = "mombasa sunrise 2026";

beforeAll(async () => {
  server = await startServer({
    DATA_DIR: freshDataDir(),
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
  });
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await page.goto(`${server.url}/admin/login?next=%2Fadmin%2Frooms%2F1%2Fimages`);
  await page.getByLabel("E-mail").fill(EMAIL);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { level: 1, name: /^Images of / }).waitFor();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The data-focus of a button ("12-down": photo 12's move-down button). */
const key = (name: string) =>
  page.getByRole("button", { name, exact: true }).getAttribute("data-focus");

/** Waits until the focused element is the one named, then says what has focus. */
async function focusedAfterRedraw(expected: string | null) {
  await page
    .waitForFunction(
      (want) => document.activeElement?.getAttribute("data-focus") === want,
      expected,
      { timeout: 10_000 },
    )
    .catch(() => {});
  return page.evaluate(() => ({
    focus: document.activeElement?.getAttribute("data-focus") ?? null,
    tag: document.activeElement?.tagName,
  }));
}

async function press(name: string) {
  await page.getByRole("button", { name, exact: true }).focus();
  await page.keyboard.press("Enter");
}

describe("focus in the room photo list", () => {
  it("stays on the moved photo's button after moving it down, and up to the top", async () => {
    expect(await page.getByRole("button", { name: /^Delete photo \d+$/ }).count()).toBeGreaterThan(
      2,
    );
    const moved = await key("Move photo 1 down");
    expect(moved).toMatch(/^\d+-down$/);
    await press("Move photo 1 down");
    // Now photo 2: the same button of the same photo. The pressed button has focus before
    // the list is redrawn too, so wait for the redraw (its label names the new place) first.
    await expect.poll(() => key("Move photo 2 down"), { timeout: 10_000 }).toBe(moved);
    expect(await focusedAfterRedraw(moved)).toEqual({ focus: moved, tag: "BUTTON" });

    const up = await key("Move photo 2 up");
    await press("Move photo 2 up");
    // Back at the top its up button is off: focus is on its down button.
    const id = up?.replace(/-up$/, "");
    await expect.poll(() => key("Move photo 1 down"), { timeout: 10_000 }).toBe(`${id}-down`);
    expect(await focusedAfterRedraw(`${id}-down`)).toEqual({ focus: `${id}-down`, tag: "BUTTON" });
  });

  it("goes to the next photo's delete button after a delete, the previous one's after the last", async () => {
    page.on("dialog", (dialog) => void dialog.accept());
    const next = await key("Delete photo 2");
    await press("Delete photo 1");
    expect(await focusedAfterRedraw(next)).toEqual({ focus: next, tag: "BUTTON" });

    const count = await page.getByRole("button", { name: /^Delete photo \d+$/ }).count();
    const previous = await key(`Delete photo ${count - 1}`);
    await press(`Delete photo ${count}`);
    expect(await focusedAfterRedraw(previous)).toEqual({ focus: previous, tag: "BUTTON" });
  });
});

describe("focus after a dialog", () => {
  it("returns to the button that opened the blog's delete dialog", async () => {
    await page.goto(`${server.url}/admin/blog`);
    await page.getByRole("heading", { level: 1, name: "Blog Posts" }).waitFor();
    const opener = page.getByRole("button", { name: /^Delete / }).first();
    const label = await opener.getAttribute("aria-label");
    await opener.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: "Delete blog post?" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute("aria-label")),
    ).resolves.toBe(label);

    // Closed with its Cancel button: the same.
    await opener.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute("aria-label")),
    ).resolves.toBe(label);
  });
});
