/**
 * The page cache with the real build in Chromium: a page served from the cache (hash CSP,
 * no nonce) runs its scripts and hydrates without a CSP violation, in two languages.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./browser";
import { freshDataDir, type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ DATA_DIR: freshDataDir() });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("cached pages in a browser", () => {
  for (const path of ["/", "/rooms", "/rooms/1", "/blog?lang=ar"]) {
    it(`hydrates ${path} from the cache with no CSP violation`, async () => {
      // Fill the cache first (the listener connects just after the server listens).
      let state = "";
      for (let i = 0; i < 20 && state !== "hit"; i++) {
        const response = await fetch(`${server.url}${path}`);
        await response.arrayBuffer();
        state = response.headers.get("x-page-cache") ?? "";
        if (state !== "hit") await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(state).toBe("hit");

      const context = await browser.newContext();
      const page = await context.newPage();
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
          violations.push(message.text());
        }
      });
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const response = await page.goto(`${server.url}${path}`); // waits for data-hydrated
      expect(response?.headers()["x-page-cache"]).toBe("hit");
      const csp = response?.headers()["content-security-policy"] ?? "";
      expect(csp).toContain("'sha256-");
      expect(csp).not.toContain("nonce");
      expect(await page.locator("html").getAttribute("data-hydrated")).toBe("true");
      expect(violations).toEqual([]);
      await context.close();
    });
  }
});
