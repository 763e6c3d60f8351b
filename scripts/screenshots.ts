/**
 * Screenshots of pages for a look by eye: npx tsx scripts/screenshots.ts http://localhost:3000 / /rooms
 * Writes PNGs at 360 px and 1280 px, in English and Arabic, to ./screenshots (git-ignored).
 */
import { mkdirSync } from "node:fs";
import { launchBrowser } from "../tests/e2e/browser";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ["/"];
mkdirSync("screenshots", { recursive: true });
const browser = await launchBrowser();
try {
  for (const path of pages) {
    for (const lang of ["en", "ar"]) {
      for (const width of [360, 1280]) {
        const page = await browser.newPage({
          viewport: { width, height: width === 360 ? 780 : 900 },
        });
        const url = new URL(path, base);
        if (lang !== "en") url.searchParams.set("lang", lang);
        await page.goto(url.toString(), { waitUntil: "networkidle" });
        const name = `screenshots/${path.replace(/\W+/g, "_") || "home"}-${lang}-${width}.png`;
        await page.screenshot({ path: name, fullPage: true });
        console.log(name);
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
}
