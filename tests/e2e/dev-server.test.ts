import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { launchBrowser } from "./browser";
import { startServer } from "./server";

describe("npm run dev", () => {
  it("serves and hydrates the home page through Vite without errors", async () => {
    const server = await startServer(
      {
        NODE_ENV: "development",
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "pwani-dev-")),
        SKIP_DEMO_MEDIA: "1",
      },
      { args: ["--dev"] },
    );
    const browser = await launchBrowser();
    try {
      const html = await (await fetch(`${server.url}/`)).text();
      expect(html).toContain("Superior Standard");
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      // A refused request names its URL, so a failure says which request it was.
      page.on("response", (response) => {
        if (response.status() >= 400 && response.status() !== 404) {
          problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
        }
      });
      // Demo images are skipped here (404s); only script and hydration errors count.
      await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
      // The stylesheet (linked from the root route) applies in development too.
      await expect(
        page.evaluate(() => getComputedStyle(document.body).fontFamily),
      ).resolves.toContain("Manrope");
      await page.getByRole("banner").getByRole("link", { name: "Dining" }).click();
      await page.waitForURL(`${server.url}/dining`);
      expect(problems.filter((text) => !text.includes("404"))).toEqual([]);
    } finally {
      await browser.close();
      await server.stop();
    }
  });
});
