/**
 * Password reset and two-factor sign-in in the browser: "Forgot password?" e-mails a link
 * that sets a new password once; the owner turns on two-factor on My account (codes
 * computed here from the secret the page shows, with the same library); signing in then
 * asks for the code (a wrong one refused, the right one accepted) or a recovery code (which
 * works once); the owner requires two-factor and an invited colleague can only set it up
 * before anything else opens. Every new screen passes axe at 360 px and 1280 px and does
 * not scroll sideways on a phone.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolationsOn } from "../../scripts/audit/axe";
import { launchBrowser } from "./browser";
import { freshDataDir, type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
let dataDir: string;
const EMAIL = "owner@example.com";
const FIRST_PASSWORD = "the owner's first password";
const PASSWORD = "the owner's new long password";
/** What the owner's authenticator app holds, read from the set-up page. */
let secret = "";
let recoveryCodes: string[] = [];

beforeAll(async () => {
  dataDir = freshDataDir("pwani-e2e-2fa-");
  server = await startServer({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: FIRST_PASSWORD,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A link of an e-mail in DATA_DIR/mail to `to` (quoted-printable undone), waiting for it. */
async function mailedLink(to: string, pathname: string, timeoutMs = 20_000): Promise<string> {
  const dir = path.join(dataDir, "mail");
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`https?://\\S+?${pathname.replace(/[/?]/g, "\\$&")}\\?token=[\\w-]+`);
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((file) => file.endsWith(".eml"));
    } catch {
      // The directory appears with the first message.
    }
    for (const file of files) {
      const text = readFileSync(path.join(dir, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      if (!text.includes(`To: ${to}`)) continue;
      const link = text.match(pattern)?.[0];
      if (link) {
        const url = new URL(link);
        return `${server.url}${url.pathname}${url.search}`;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${pathname} link to ${to}`);
}

/** axe at 360 px and at 1280 px, and no sideways scrolling on the phone. */
async function checkScreen(page: Page, what: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await axeViolationsOn(page), `${what} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 360, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${what} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
}

/** The authenticator's code for `at` (the next 30-second step never repeats an accepted one). */
const codeAt = (key: string, at = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(key), timestamp: at });

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.waitForURL(/\/admin\/login/);
}

describe("forgot password", () => {
  it("e-mails a link that sets a new password once", async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/login`);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL(`${server.url}/admin/forgot-password`);
    await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
    await checkScreen(page, "forgot password");
    await page.getByLabel("E-mail").fill(EMAIL);
    await page.getByRole("button", { name: "Send me a link" }).click();
    await page.getByText("If an account exists for that address").waitFor();
    await checkScreen(page, "forgot password, sent");

    const link = await mailedLink(EMAIL, "/admin/reset-password");
    await page.goto(link);
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await page.getByText(EMAIL).waitFor();
    await checkScreen(page, "reset password");
    await page.getByLabel("New password (at least 12 characters)").fill(PASSWORD);
    await page.getByLabel("New password again").fill(`${PASSWORD}!`);
    await page.getByRole("button", { name: "Set the new password" }).click();
    await page.getByText("The two passwords differ.").waitFor();
    await checkScreen(page, "reset password, error");
    await page.getByLabel("New password (at least 12 characters)").fill(PASSWORD);
    await page.getByLabel("New password again").fill(PASSWORD);
    await page.getByRole("button", { name: "Set the new password" }).click();
    await page.waitForURL(/\/admin\/login\?note=reset/);
    await page.getByText("Your password is changed. Sign in with it.").waitFor();

    // The link is spent: a clear page with a way to ask again.
    await page.goto(link);
    await page.getByText("This password reset link has expired or was already used.").waitFor();
    await page.getByRole("link", { name: "Ask for a new link" }).waitFor();
    await checkScreen(page, "reset password, link spent");

    // The old password is gone; the new one signs in.
    await passwordStep(page, EMAIL, FIRST_PASSWORD);
    await page.getByText("The e-mail address or the password is wrong.").waitFor();
    await passwordStep(page, EMAIL, PASSWORD);
    await page.waitForURL(`${server.url}/admin`);
    await context.close();
  });
});

describe("two-factor sign-in", () => {
  it("the owner turns it on with a code from the app and gets recovery codes", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await passwordStep(page, EMAIL, PASSWORD);
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole("link", { name: "My account" }).click();
    await page.waitForURL(`${server.url}/admin/account`);
    await page.getByRole("heading", { level: 1, name: "My account" }).waitFor();
    await checkScreen(page, "my account");
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    await page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    await checkScreen(page, "my account, set-up");
    secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s+/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    // A wrong code is refused on its field; then the app's code turns it on.
    await page.getByLabel("6-digit code").fill("000000");
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await page.getByText("That code is wrong or was used already").waitFor();
    await page.getByLabel("6-digit code").fill(codeAt(secret));
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    const list = page.getByRole("list", { name: "Your recovery codes" });
    await list.waitFor();
    recoveryCodes = (await list.getByRole("listitem").allTextContents()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    await page.getByText(/^On since/).waitFor();
    await checkScreen(page, "my account, recovery codes");
    await page.getByRole("button", { name: "I have saved my recovery codes" }).click();
    await expect(list.count()).resolves.toBe(0);
    await checkScreen(page, "my account, two-factor on");
    await signOut(page);
    await context.close();
  });

  it("signing in asks for the code: a wrong one is refused, the right one lets in", async () => {
    expect(secret).not.toBe("");
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await passwordStep(page, EMAIL, PASSWORD);
    await page.waitForURL(`${server.url}/admin/login/verify`);
    await page.getByRole("heading", { name: "Enter your sign-in code" }).waitFor();
    await checkScreen(page, "sign-in code");
    // No session yet: the admin still sends this browser to sign in.
    const probe = await context.request.get(`${server.url}/api/admin/account`);
    expect(probe.status()).toBe(401);

    await page.getByLabel("Code").fill("000000");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("That code is wrong or was used already. 4 tries left.").waitFor();
    await checkScreen(page, "sign-in code, wrong");
    // The next step's code: the one used to turn two-factor on cannot be used again.
    await page.getByLabel("Code").fill(codeAt(secret, Date.now() + 30_000));
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole("link", { name: "My account" }).waitFor();
    await signOut(page);
    await context.close();
  });

  it("a recovery code signs in once; the same code again is refused", async () => {
    const code = recoveryCodes[0];
    expect(code).toBeDefined();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await passwordStep(page, EMAIL, PASSWORD);
    await page.waitForURL(`${server.url}/admin/login/verify`);
    await page.getByLabel("Code").fill(code!);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server.url}/admin`);
    await page.goto(`${server.url}/admin/account`);
    await page.getByText("9 of 10 recovery codes left.").waitFor();
    await signOut(page);

    await passwordStep(page, EMAIL, PASSWORD);
    await page.waitForURL(`${server.url}/admin/login/verify`);
    await page.getByLabel("Code").fill(code!);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("That code is wrong or was used already. 4 tries left.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/login/verify");
    const probe = await context.request.get(`${server.url}/api/admin/account`);
    expect(probe.status()).toBe(401);
    // Another of the codes still works.
    await page.getByLabel("Code").fill(recoveryCodes[1]!.toUpperCase());
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server.url}/admin`);
    await context.close();
  });

  it("the owner requires it: an invited colleague can only set it up, then the admin opens", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await passwordStep(page, EMAIL, PASSWORD);
    await page.waitForURL(`${server.url}/admin/login/verify`);
    await page.getByLabel("Code").fill(recoveryCodes[2]!);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server.url}/admin`);
    await page.goto(`${server.url}/admin/staff`);
    const rule = page.getByLabel("Require two-factor sign-in for every account");
    await rule.click();
    await page.getByText("Two-factor sign-in is now required for every account.").first().waitFor();
    expect(await rule.isChecked()).toBe(true);
    const ownerRow = page.getByRole("row").filter({ hasText: EMAIL });
    await ownerRow.getByText("On", { exact: true }).waitFor();
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await axeViolationsOn(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByLabel("Name").fill("Amina Editor");
    await page.getByLabel("E-mail").fill("amina@example.com");
    await page.getByLabel("Role").selectOption("content_editor");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await page.getByText(/Amina Editor \(amina@example\.com\), Content editor, until/).waitFor();

    const colleague = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const desk = await colleague.newPage();
    await desk.goto(await mailedLink("amina@example.com", "/admin/invite"));
    await desk.getByLabel("Password (at least 12 characters)").fill("amina's long password");
    await desk.getByLabel("Password again").fill("amina's long password");
    await desk.getByRole("button", { name: "Set password and sign in" }).click();
    // Anywhere she goes, the set-up comes first.
    await desk.waitForURL(`${server.url}/admin/account`);
    await desk.getByText("The hotel requires two-factor sign-in for every account.").waitFor();
    expect(await desk.getByRole("navigation", { name: "Admin" }).count()).toBe(0);
    await checkScreen(desk, "my account, set-up required");
    await desk.goto(`${server.url}/admin/rooms`);
    await desk.waitForURL(`${server.url}/admin/account`);
    const blocked = await colleague.request.get(`${server.url}/api/admin/rooms`);
    expect(blocked.status()).toBe(403);

    await desk.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const key = ((await desk.getByTestId("totp-secret").textContent()) ?? "").replace(/\s+/g, "");
    await desk.getByLabel("6-digit code").fill(codeAt(key));
    await desk.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await desk.getByRole("list", { name: "Your recovery codes" }).waitFor();
    await desk.goto(`${server.url}/admin/rooms`);
    await desk.getByRole("heading", { level: 1 }).first().waitFor();
    expect(new URL(desk.url()).pathname).toBe("/admin/rooms");
    expect((await colleague.request.get(`${server.url}/api/admin/rooms`)).status()).toBe(200);
    // The owner cannot turn two-factor off while it is required.
    await page.goto(`${server.url}/admin/account`);
    await page
      .getByText("The hotel requires two-factor sign-in for every account, so it stays on.")
      .waitFor();
    await colleague.close();
    await context.close();
  });
});
