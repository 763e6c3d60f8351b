/**
 * Staff accounts in the browser: the owner invites a front-office colleague, who sets a
 * password from the e-mailed link and signs in; their menu has no settings, providers or
 * staff, and the settings page answers 403. The staff screen passes axe at 360 px.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolationsOn } from "../../scripts/audit/axe";
import { launchBrowser, signedInAdmin } from "./browser";
import { freshDataDir, type RunningServer, startServer, waitForMail } from "./server";

let server: RunningServer;
let browser: Browser;
let dataDir: string;
const EMAIL = "owner@example.com";
const PASSWORD = "the owner's long password";

beforeAll(async () => {
  dataDir = freshDataDir("pwani-e2e-staff-");
  server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The invitation link of an e-mail file (quoted-printable undone). */
function inviteLink(mail: string): string {
  const text = mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const link = text.match(/https?:\/\/\S+?\/admin\/invite\?token=[\w-]+/)?.[0];
  if (!link) throw new Error("no invitation link in the e-mail");
  const url = new URL(link);
  return `${server.url}${url.pathname}${url.search}`;
}

describe("staff accounts", () => {
  it("the owner invites a front-office colleague who signs in with that role only", async () => {
    const owner = await signedInAdmin(browser, server.url, { email: EMAIL, password: PASSWORD });
    const page = await owner.newPage();
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${server.url}/admin/staff`);
    await page.getByRole("heading", { level: 1, name: "Staff" }).waitFor();
    // A wrong address is refused on its field; the name typed stays.
    await page.getByLabel("Name").fill("Neema Otieno");
    await page.getByLabel("E-mail").fill("neema@");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await page.getByText("Enter a valid e-mail address.").waitFor();
    expect(await page.getByLabel("Name").inputValue()).toBe("Neema Otieno");
    expect(await axeViolationsOn(page)).toEqual([]);
    await page.getByLabel("E-mail").fill("neema@example.com");
    await page.getByLabel("Role").selectOption("front_office");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await page.getByText(/Neema Otieno \(neema@example\.com\), Front office, until/).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // The colleague follows the link, chooses a password and is signed in.
    const link = inviteLink(await waitForMail(dataDir, "neema@example.com"));
    const colleague = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const desk = await colleague.newPage();
    await desk.goto(link);
    await desk.getByText("You join as").waitFor();
    await desk.getByLabel("Password (at least 12 characters)").fill("karibu front desk 2026");
    await desk.getByLabel("Password again").fill("karibu front desk 2027");
    await desk.getByRole("button", { name: "Set password and sign in" }).click();
    await desk.getByText("The two passwords differ.").waitFor();
    await desk.getByLabel("Password (at least 12 characters)").fill("karibu front desk 2026");
    await desk.getByLabel("Password again").fill("karibu front desk 2026");
    await desk.getByRole("button", { name: "Set password and sign in" }).click();
    await desk.waitForURL(`${server.url}/admin`);
    await desk.getByText("Neema Otieno (Front office)").waitFor();
    const menu = desk.getByRole("navigation", { name: "Admin" }).last();
    await menu.getByRole("link", { name: "Bookings" }).waitFor();
    expect(await menu.getByRole("link", { name: "Settings" }).count()).toBe(0);
    expect(await menu.getByRole("link", { name: "Staff" }).count()).toBe(0);
    const refused = await desk.goto(`${server.url}/admin/settings`);
    expect(refused?.status()).toBe(403);
    await desk.getByRole("heading", { level: 1, name: "Not part of your access" }).waitFor();
    expect(await axeViolationsOn(desk)).toEqual([]);

    // The owner sees the account and deactivates it: the colleague is signed out at once.
    await page.reload();
    const row = page.getByRole("row").filter({ hasText: "neema@example.com" });
    page.once("dialog", (dialog) => void dialog.accept());
    await row.getByRole("button", { name: "Deactivate Neema Otieno" }).click();
    await row.getByText("Deactivated").waitFor();
    await desk.goto(`${server.url}/admin/bookings`);
    await desk.waitForURL(/\/admin\/login/);
    await colleague.close();
    await owner.close();
  });
});
