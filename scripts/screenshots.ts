/**
 * Screenshots of pages for a look by eye: npx tsx scripts/screenshots.ts http://localhost:3000 / /rooms
 * Writes PNGs at 360, 820 and 1280 px, in English, French and Arabic, to ./screenshots (git-ignored).
 * With SHOT_ADMIN_EMAIL and SHOT_ADMIN_PASSWORD set it signs in first, for admin screens.
 */
import { mkdirSync } from "node:fs";
import { launchBrowser } from "../tests/e2e/browser";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ["/"];
mkdirSync("screenshots", { recursive: true });
const browser = await launchBrowser();
try {
  for (const path of pages) {
    for (const lang of ["en", "fr", "ar"]) {
      for (const width of [360, 820, 1280]) {
        const context = await browser.newContext({
          viewport: { width, height: width === 360 ? 780 : width === 820 ? 1180 : 900 },
        });
        const { SHOT_ADMIN_EMAIL: email, SHOT_ADMIN_PASSWORD: password } = process.env;
        if (email && password) {
          const signIn = await context.request.post(new URL("/api/auth/login", base).toString(), {
            data: { email, password },
            headers: { Origin: new URL(base).origin },
          });
          if (!signIn.ok()) throw new Error(`Sign-in failed: ${signIn.status()}`);
        }
        const page = await context.newPage();
        const url = new URL(path, base);
        if (lang !== "en") url.searchParams.set("lang", lang);
        await page.goto(url.toString(), { waitUntil: "networkidle" });
        // Scroll through once, as a reader would, so sections that fade in on view are shown.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForTimeout(400);
        const name = `screenshots/${path.replace(/\W+/g, "_") || "home"}-${lang}-${width}.png`;
        await page.screenshot({ path: name, fullPage: true });
        console.log(name);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
