import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { CORAL_INN } from "../helpers/hotel-settings";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags this closed network needs: no sandbox (root), no GPU, nothing phoning home. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * True once a page of the app has hydrated (the root layout sets `data-hydrated`), and
 * at once for anything that is not an app page with scripts running: JSON, XML, a
 * provider's page, or a page loaded with JavaScript disabled.
 */
function appReady(): boolean {
  return (
    !("__reactRouterContext" in window) || document.documentElement.hasAttribute("data-hydrated")
  );
}

/**
 * The app paints first and hydrates after the first frame, so the `load` event can come
 * before the page answers clicks and keeps what is typed. A guest waits for the page to
 * become interactive; these tests do the same after every full page load they start.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(appReady, undefined, { timeout: 30_000 });
}

const patched = new WeakSet<Page>();

function patchPage(page: Page): Page {
  if (patched.has(page)) return page;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitForURL = page.waitForURL.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    if (args[1]?.waitUntil !== "commit") await waitForApp(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page["reload"]>) => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
  page.waitForURL = async (...args: Parameters<Page["waitForURL"]>) => {
    await waitForURL(...args);
    if (args[1]?.waitUntil !== "commit") await waitForApp(page);
  };
  return page;
}

function patchContext(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => patchPage(await newPage());
  context.on("page", (page) => void patchPage(page));
  return context;
}

/** Debian's Chromium, headless, through playwright-core; pages wait for hydration. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (...args: Parameters<Browser["newContext"]>) =>
    patchContext(await newContext(...args));
  browser.newPage = async (...args: Parameters<Browser["newPage"]>) =>
    patchPage(await newPage(...args));
  return browser;
}

/** A desktop browser context signed in to the admin through its sign-in form. */
export async function signedInAdmin(
  browser: Browser,
  baseUrl: string,
  account: { email: string; password: string },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${baseUrl}/admin`);
  await page.close();
  return context;
}

/**
 * Saves a small hotel's name, address and contacts through the admin API, as its owner's
 * first step: until then an empty hotel's public pages say it is opening soon.
 */
export async function saveHotelSettings(context: BrowserContext, baseUrl: string): Promise<void> {
  const current = await context.request.get(`${baseUrl}/api/admin/settings`);
  const { saved: _saved, ...form } = await current.json();
  const answer = await context.request.put(`${baseUrl}/api/admin/settings`, {
    headers: { Origin: baseUrl },
    data: { ...form, ...CORAL_INN },
  });
  if (!answer.ok())
    throw new Error(`settings not saved: ${answer.status()} ${await answer.text()}`);
}
