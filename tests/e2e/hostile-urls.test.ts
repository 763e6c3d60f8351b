/**
 * Hostile links: malformed dates, numbers, arrays and unicode in the
 * query string of every public page never give a 500 nor an error in the browser. The
 * server's own message stays ("Those dates are not valid") and the search starts empty,
 * so the guest can choose again.
 *
 * Every page answers all 20 query strings over HTTP (cheap); in the browser, one tab
 * loads every page with each of them and waits for hydration, where a client-side parse
 * of the URL (search bar, date picker, price calendar) would throw.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./browser";
import { freshDataDir, type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
let pages: string[];

/** 20 query strings a mistyped, truncated or malicious link may carry. */
const HOSTILE = [
  "checkIn=20/12/2026&checkOut=22/12/2026",
  "checkIn=garbage&checkOut=garbage",
  "checkIn=2026-12-32&checkOut=2027-01-02",
  "checkIn=2027-02-29&checkOut=2027-03-01",
  "checkIn=2026-12-20",
  "checkOut=2026-12-20",
  "checkIn=2027-01-10&checkOut=2027-01-05",
  "checkIn=a&checkIn=b&checkOut=c&checkOut=d",
  "checkIn=2027-01-10T00:00:00Z&checkOut=2027-01-12T00:00:00Z",
  "adults=-3&children=-1&rooms=-2",
  "adults=abc&children=1.5&rooms=NaN",
  "adults=99999999999999999999&children=1e308&rooms=Infinity",
  "adults=6&rooms=3&children=0&checkIn=2020-01-01&checkOut=2020-01-03",
  "rooms=0&adults=0",
  "guests=9-9&rooms=99",
  "lang=xx&currency=XYZ",
  "lang=ar&lang=fr&currency=USD&currency=EUR",
  "page=-1&page=abc&roomId=abc&ref=%00",
  "checkIn=%E2%80%AE2026-12-20&adults=%D9%A3&q=%F0%9F%8F%A8",
  "%ZZ=%&&==&checkIn=&checkOut=&adults=&rooms=&children=",
];

beforeAll(async () => {
  server = await startServer({ DATA_DIR: freshDataDir() });
  browser = await launchBrowser();
  const json = async <T>(path: string) => (await (await fetch(`${server.url}${path}`)).json()) as T;
  const [room] = await json<{ id: number }[]>("/api/rooms");
  const [restaurant] = await json<{ id: number }[]>("/api/restaurants");
  const [post] = await json<{ slug: string }[]>("/api/blog/featured");
  if (!room || !restaurant || !post)
    throw new Error("the demo hotel has no room, restaurant or post");
  // Every page of the public layout in app/routes.ts, dynamic ones with a real id.
  pages = [
    "/",
    "/rooms",
    `/rooms/${room.id}`,
    "/booking",
    `/booking?roomId=${room.id}`,
    "/booking/confirmation",
    "/booking/find",
    "/booking/cancel",
    "/booking/change",
    "/booking/payment",
    "/dining",
    `/dining/${restaurant.id}/menu`,
    `/dining/${restaurant.id}/reserve`,
    "/packages",
    "/events",
    "/gallery",
    "/contact",
    "/blog",
    `/blog/${post.slug}`,
    "/feedback",
    "/newsletter/subscribe",
    "/newsletter/unsubscribe",
    "/about",
    "/experiences",
    "/privacy-policy",
    "/terms-conditions",
    "/cancellation-policy",
    "/faqs",
    "/sustainability",
    "/careers",
  ];
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const withQuery = (page: string, query: string) =>
  `${page}${page.includes("?") ? "&" : "?"}${query}`;

describe("hostile query strings", () => {
  it("has 20 of them", () => {
    expect(HOSTILE).toHaveLength(20);
  });

  it("never answer 500 over HTTP, on any public page", async () => {
    const failures: string[] = [];
    for (const page of pages) {
      await Promise.all(
        HOSTILE.map(async (query) => {
          const response = await fetch(`${server.url}${withQuery(page, query)}`, {
            redirect: "manual",
          });
          await response.arrayBuffer();
          if (response.status >= 500) failures.push(`${response.status} ${withQuery(page, query)}`);
        }),
      );
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it("never throw in the browser after hydration, on any public page", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const tab = await context.newPage();
    const errors: string[] = [];
    let current = "";
    tab.on("pageerror", (error) => errors.push(`${current}: ${error.message}`));
    const failures: string[] = [];
    // Pages that read the stay in their URL in the browser (search bar, date pickers,
    // price calendar) get all 20; the others the first (a malformed date) and the last.
    const stayPages = new Set(pages.slice(0, 5));
    for (const page of pages) {
      const queries = stayPages.has(page) ? HOSTILE : [HOSTILE[0] ?? "", HOSTILE[19] ?? ""];
      for (const query of queries) {
        current = withQuery(page, query);
        const started = Date.now();
        const response = await tab.goto(`${server.url}${current}`, {
          waitUntil: "domcontentloaded",
        });
        if ((response?.status() ?? 0) >= 500) failures.push(`${response?.status()} ${current}`);
        // The app's error page ("Something went wrong") after a crash while hydrating.
        if (await tab.locator('[data-error-page="server"]').count())
          failures.push(`error page ${current}`);
        if (process.env.DEBUG_HOSTILE) console.error(Date.now() - started, current);
      }
    }
    await context.close();
    expect([...failures, ...errors]).toEqual([]);
  }, 540_000);

  it("keeps the server's message and lets the guest choose again", async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const tab: Page = await context.newPage();
    const errors: string[] = [];
    tab.on("pageerror", (error) => errors.push(error.message));
    await tab.goto(`${server.url}/rooms?checkIn=20/12/2026&checkOut=22/12/2026`);
    await tab.getByText("Those dates are not valid").first().waitFor();
    // The date controls start empty: the guest picks new dates, and the calendar opens.
    const checkIn = tab.getByRole("button", { name: /^Check-in/ }).first();
    await expect(checkIn.textContent()).resolves.toBe("Select date");
    await checkIn.click();
    await tab.getByRole("dialog", { name: "Check-in" }).waitFor();
    await tab.getByText("Those dates are not valid").first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
