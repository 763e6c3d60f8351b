import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./browser";
import { freshDataDir, type RunningServer, runServer, startServer } from "./server";

const ROOM_NAMES = ["Single Mini", "Superior Mini", "Superior Standard", "Deluxe", "Super Deluxe"];

describe("the production server on the embedded database", () => {
  const dataDir = freshDataDir();
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (server?.process.exitCode === null) await server.stop();
  });

  it("renders the seeded rooms into the server HTML", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="en" dir="ltr"/);
    for (const name of ROOM_NAMES) expect(html).toContain(name);
    expect(html).toContain("KSh 5,500");
    expect(html).toMatch(/<title>[^<]*Pwani Bay Resort &amp; Hotel/);
  });

  it("serves pages without loading the image library (libvips is loaded on the first upload)", async () => {
    expect((await fetch(`${server.url}/rooms`)).status).toBe(200);
    const maps = `/proc/${server.process.pid}/maps`;
    if (!existsSync(maps)) return; // Linux only
    const mapped = readFileSync(maps, "utf8");
    expect(mapped).toContain("node");
    expect(mapped).not.toMatch(/libvips|sharp-[a-z]+-[a-z0-9]+\.node/);
  });

  it("renders each page whole before it answers, its loader data in the document for hydration", async () => {
    // app/entry.server.tsx waits for onAllReady: the document holds its hydration data to
    // the end and no boundary is left for the browser to render.
    for (const page of ["/", "/rooms", "/rooms/1", "/blog", "/?lang=ar", "/admin/login"]) {
      const html = await (await fetch(`${server.url}${page}`)).text();
      const data = html.indexOf("window.__reactRouterContext.streamController.enqueue(");
      expect(data, page).toBeGreaterThan(0);
      expect(
        html.indexOf("window.__reactRouterContext.streamController.close();"),
        page,
      ).toBeGreaterThan(data);
      // No boundary left for the browser to render (React's client-rendered mark).
      expect(html, page).not.toContain("<!--$!-->");
      expect(html.startsWith("<!DOCTYPE html><html"), page).toBe(true);
    }
    expect(server.logs.filter((line) => line.includes("page: unhandled error"))).toEqual([]);
    const rooms = await (await fetch(`${server.url}/rooms`)).text();
    const data = rooms.slice(rooms.indexOf("streamController.enqueue("));
    expect(data).toContain("routes/public/rooms");
    expect(data).toContain("Super Deluxe");
  });

  it("renders Arabic right-to-left on the first byte", async () => {
    const html = await (await fetch(`${server.url}/?lang=ar`)).text();
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toContain("الرئيسية");
  });

  it("sends the security headers on an HTML page, with a nonce on every script", async () => {
    // A visitor with one of the app's cookies gets a page rendered for the request (the page
    // cache's answers carry script hashes instead: tests/e2e/page-cache.test.ts).
    const rendered = { headers: { Cookie: "pwani_device=x" } };
    const response = await fetch(`${server.url}/`, rendered);
    expect(response.headers.get("x-page-cache")).toBe("bypass");
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get("content-security-policy-report-only")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(response.headers.get("x-powered-by")).toBeNull();
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    // Every script the browser runs carries the nonce; JSON-LD is a data block, which the
    // browser never runs and CSP does not govern.
    const run = scripts.filter((tag) => !tag.includes('type="application/ld+json"'));
    expect(run.length).toBeGreaterThan(0);
    for (const tag of run) expect(tag).toContain(`nonce="${nonce}"`);
    const second = await fetch(`${server.url}/`, rendered);
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
  });

  it("answers health, 404 pages, redirects, assets and images", async () => {
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({
      status: "ok",
      database: "pglite",
    });

    const missing = await fetch(`${server.url}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("404 Page Not Found");

    const events = await fetch(`${server.url}/events`, { redirect: "manual" });
    expect(events.status).toBe(301);
    expect(events.headers.get("location")).toBe("/packages");

    const html = await (await fetch(`${server.url}/`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.css)"/.exec(html);
    const assetPath = asset?.[1] ?? asset?.[2];
    expect(assetPath).toBeTruthy();
    const assetResponse = await fetch(`${server.url}${assetPath}`);
    expect(assetResponse.status).toBe(200);
    expect(assetResponse.headers.get("cache-control")).toContain("immutable");

    const image = /<img[^>]+src="(\/uploads\/demo\/[^"]+\.webp)"/.exec(html)?.[1];
    expect(image).toBeTruthy();
    const imageResponse = await fetch(`${server.url}${image}`);
    expect(imageResponse.status).toBe(200);
    expect(imageResponse.headers.get("content-type")).toBe("image/webp");
    expect(imageResponse.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("loads and hydrates the home page in Chromium without CSP or console errors", async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    for (const name of ROOM_NAMES) {
      await expect(page.getByRole("heading", { name, exact: true }).count()).resolves.toBe(1);
    }
    // A client-side navigation proves the page hydrated: the document is not reloaded.
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = "still here";
    });
    await page.getByRole("banner").getByRole("link", { name: "Gallery" }).click();
    await page.waitForURL(`${server.url}/gallery`);
    await page.getByRole("heading", { level: 1, name: "Gallery" }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      "still here",
    );
    const brokenImages = await page.evaluate(() =>
      [...document.images]
        .filter((img) => img.complete && img.naturalWidth === 0)
        .map((img) => img.src),
    );
    expect(brokenImages).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("refuses a second process on the same embedded database", async () => {
    const second = runServer({ DATA_DIR: dataDir });
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.logs.join("\n")).toMatch(/in use by another process/);
  });

  it("stops cleanly on SIGTERM and keeps its data; the server itself never seeds", async () => {
    const { code, ms } = await server.stop("SIGTERM");
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
    // The demo hotel is seeded before the server starts (as `npm start` does), never by it.
    expect(server.logs.join("\n")).not.toContain("demo content seeded");
    expect(server.logs.join("\n")).not.toContain("rendering demo illustrations");

    const again = await startServer({ DATA_DIR: dataDir });
    try {
      expect(again.logs.join("\n")).not.toContain("demo content seeded");
      const rooms = (await (await fetch(`${again.url}/api/rooms`)).json()) as { name: string }[];
      expect(rooms.map((room) => room.name)).toEqual(ROOM_NAMES);
    } finally {
      expect((await again.stop("SIGINT")).code).toBe(0);
    }
  });
});
