/**
 * The W3C Nu HTML Checker (vnu-jar, scripts/audit/vnu.ts) over the HTML of every public
 * page in English and Arabic, the booking form with a stay included: no error. The audit
 * (`npm run audit`) runs it on the production build together with HTML_CodeSniffer.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INDEXED_PAGES } from "~/public-pages";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import { nuCheck } from "../../scripts/audit/vnu";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

let pages: Awaited<ReturnType<typeof createTestPages>>;
let t: TestApp;
let routes: string[] = [];

beforeAll(async () => {
  pages = await createTestPages();
  t = await createTestApp({}, { pageHandler: pages.pageHandler });
  const slug = (
    (await t.database.db.execute(
      sql`SELECT slug FROM blog_posts WHERE published ORDER BY id LIMIT 1`,
    )) as unknown as { rows: { slug: string }[] }
  ).rows[0]?.slug;
  const checkIn = addDaysIso(hotelToday(), 30);
  const stay = `checkIn=${checkIn}&checkOut=${addDaysIso(checkIn, 2)}&adults=2&children=0&rooms=1`;
  routes = [
    ...INDEXED_PAGES,
    "/rooms/1",
    "/dining/1/menu",
    `/blog/${slug}`,
    `/rooms?${stay}`,
    `/booking?roomId=3&${stay}`,
    "/booking/find",
  ];
}, 300_000);

afterAll(async () => {
  await t?.close();
  await pages?.close();
});

describe("the HTML of the public pages", () => {
  it("has no Nu HTML Checker error, in English and Arabic", async () => {
    const documents: { url: string; html: string }[] = [];
    for (const route of routes) {
      for (const lang of ["en", "ar"]) {
        const url =
          lang === "en" ? route : `${route}${route.includes("?") ? "&" : "?"}lang=${lang}`;
        const response = await t.app.request(url);
        expect(response.status, url).toBe(200);
        documents.push({ url, html: await response.text() });
      }
    }
    // The booking form is among them (its address field's autocomplete token once failed).
    expect(documents.some(({ html }) => html.includes('name="address"'))).toBe(true);
    const found = await nuCheck(documents.map(({ html }) => html));
    const errors = documents.flatMap(({ url }, index) =>
      (found[index] ?? []).map((message) => `${url}: ${message.message} ${message.extract ?? ""}`),
    );
    expect(errors.join("\n")).toBe("");
  }, 300_000);
});
