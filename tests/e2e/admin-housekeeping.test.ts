/**
 * Housekeeping on a 360 px phone: the demo hotel's rooms are listed by number, the desk
 * numbers two more rooms of a room type (through the admin API, as the room type's page
 * does), then housekeeping sees every room by number,
 * marks one dirty and then inspected with a thumb-sized button, the page never scrolls
 * sideways, and axe finds nothing.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolationsOn } from "../../scripts/audit/axe";
import { launchBrowser, signedInAdmin, waitForApp } from "./browser";
import { freshDataDir, type RunningServer, startServer } from "./server";

const account = { email: "housekeeping@example.com", password: "nyali beach sunrise 2026" };

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer({
    DATA_DIR: freshDataDir(),
    ADMIN_EMAIL: account.email,
    ADMIN_PASSWORD: account.password,
  });
  browser = await launchBrowser();
  context = await signedInAdmin(browser, server.url, account);
  page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 800 });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("housekeeping on a phone", () => {
  it("lists the rooms by number and sets their status, at 360 px, axe clean", async () => {
    await page.goto(`${server.url}/admin/housekeeping`);
    await waitForApp(page);
    // The demo numbers its rooms, one floor per room type.
    await page.getByRole("heading", { name: "Room 201" }).waitFor();
    await expect(page.getByText("No room has a number yet.").count()).resolves.toBe(0);
    // Two rooms of the first room type, as the room type's page adds them.
    const statuses = await page.evaluate(async () => {
      const types = (await (await fetch("/api/admin/rooms")).json()) as { id: number }[];
      const answers = [];
      for (const number of ["101", "102"]) {
        const response = await fetch("/api/admin/room-numbers", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ roomTypeId: types[0]!.id, number, floor: "1" }),
        });
        answers.push(response.status);
      }
      return answers;
    });
    expect(statuses).toEqual([201, 201]);

    await page.reload();
    await waitForApp(page);
    const room101 = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { name: "Room 101" }),
    });
    await room101.waitFor();
    await expect(page.getByRole("heading", { name: "Room 102" }).count()).resolves.toBe(1);
    await expect(
      room101.getByRole("button", { name: "Clean" }).getAttribute("aria-pressed"),
    ).resolves.toBe("true");

    await room101.getByRole("button", { name: "Dirty" }).click();
    await page.getByRole("status").filter({ hasText: "Room 101 is dirty." }).waitFor();
    await room101.getByRole("button", { name: "Dirty", pressed: true }).waitFor();
    const box = await room101.getByRole("button", { name: "Inspected" }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);

    // Never wider than the phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolationsOn(page)).toEqual([]);

    await room101.getByRole("button", { name: "Inspected" }).click();
    await room101.getByRole("button", { name: "Inspected", pressed: true }).waitFor();
    // The server kept it: a fresh load shows it.
    await page.reload();
    await waitForApp(page);
    await room101.getByRole("button", { name: "Inspected", pressed: true }).waitFor();
    await room101.getByText("Set by").waitFor();
  });
});
