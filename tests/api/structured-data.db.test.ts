/**
 * The structured data of every public page, in English and Arabic, as a schema.org
 * validator sees it (Adobe's, with Google's rich-result rules; tests/helpers/
 * structured-data-validator.ts): no error and no warning, and each page describes what
 * it shows: the hotel on home and contact, restaurants on the dining pages, a priced room,
 * a post with its publisher, the FAQ, and a breadcrumb on every indexed page below home.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INDEXED_PAGES } from "~/public-pages";
import { jsonLdEntities, validateStructuredData } from "../helpers/structured-data-validator";
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
  routes = [...INDEXED_PAGES, "/rooms/1", "/dining/1/menu", `/blog/${slug}`];
}, 300_000);

afterAll(async () => {
  await t?.close();
  await pages?.close();
});

const typesOf = (entity: Record<string, unknown>) => [entity["@type"]].flat();
const find = (entities: Record<string, unknown>[], type: string) =>
  entities.filter((entity) => typesOf(entity).includes(type));

async function render(route: string, lang: "en" | "ar") {
  const url = lang === "en" ? route : `${route}${route.includes("?") ? "&" : "?"}lang=${lang}`;
  const response = await t.app.request(url);
  expect(response.status, url).toBe(200);
  return response.text();
}

describe("structured data", () => {
  for (const lang of ["en", "ar"] as const) {
    it(`passes the schema.org validator on every public page (${lang})`, async () => {
      const problems: string[] = [];
      for (const route of routes) {
        const html = await render(route, lang);
        const entities = jsonLdEntities(html);
        for (const issue of await validateStructuredData(html)) {
          problems.push(`${route}: ${issue.severity} ${issue.issueMessage}`);
        }
        if (route !== "/") {
          const crumbs = find(entities, "BreadcrumbList");
          if (crumbs.length !== 1) problems.push(`${route}: ${crumbs.length} BreadcrumbList`);
        }
      }
      expect(problems.join("\n")).toBe("");
    }, 120_000);

    it(`describes what each page shows (${lang})`, async () => {
      for (const route of ["/", "/contact"]) {
        const [hotel, ...more] = find(jsonLdEntities(await render(route, lang)), "Hotel");
        expect(more).toEqual([]);
        expect(hotel).toMatchObject({
          name: "Pwani Bay Resort & Hotel",
          address: { "@type": "PostalAddress", addressCountry: "KE" },
          geo: { "@type": "GeoCoordinates" },
          telephone: expect.stringMatching(/^\+254/),
          checkinTime: expect.stringMatching(/^\d\d:\d\d$/),
          checkoutTime: expect.stringMatching(/^\d\d:\d\d$/),
          priceRange: expect.stringMatching(/^KES \d/),
        });
        expect(hotel?.image).not.toEqual([]);
        expect((hotel?.amenityFeature as unknown[] | undefined)?.length).toBeGreaterThan(0);
        // No ratings on the hotel: the rooms' guest ratings are not the hotel's reviews.
        expect(hotel).not.toHaveProperty("aggregateRating");
      }

      for (const route of ["/dining", "/dining/1/menu"]) {
        const restaurants = find(jsonLdEntities(await render(route, lang)), "Restaurant");
        expect(restaurants.length).toBeGreaterThan(0);
        for (const restaurant of restaurants) {
          expect(restaurant).toMatchObject({
            servesCuisine: expect.any(Array),
            hasMenu: expect.stringContaining("/menu"),
            acceptsReservations: true,
          });
          const hours = restaurant.openingHoursSpecification as { opens: string }[];
          expect(hours.length).toBeGreaterThan(0);
          expect(hours[0]?.opens).toMatch(/^\d\d:\d\d$/);
        }
      }

      const room = jsonLdEntities(await render("/rooms/1", lang));
      const [product] = find(room, "HotelRoom");
      expect(typesOf(product ?? {})).toEqual(["HotelRoom", "Product"]);
      expect(product?.offers).toMatchObject({
        "@type": "Offer",
        price: expect.any(Number),
        priceCurrency: "KES",
        availability: "https://schema.org/InStock",
        url: expect.stringContaining("/rooms/1"),
      });
      expect((product?.offers as { price: number } | undefined)?.price).toBeGreaterThan(0);
      expect(find(room, "Hotel")).toEqual([]);
      expect(JSON.stringify(room)).not.toContain("aggregateRating");

      const post = routes.find((route) => route.startsWith("/blog/")) ?? "";
      const [posting] = find(jsonLdEntities(await render(post, lang)), "BlogPosting");
      expect(posting?.publisher).toMatchObject({
        "@type": "Organization",
        name: "Pwani Bay Resort & Hotel",
        logo: { "@type": "ImageObject", url: expect.stringMatching(/^https?:\/\//) },
      });

      const [faq] = find(jsonLdEntities(await render("/faqs", lang)), "FAQPage");
      expect((faq?.mainEntity as unknown[] | undefined)?.length).toBeGreaterThan(0);
      // The answers the settings decide, as the chat gives them, without bidi isolates.
      if (lang === "en") {
        expect(JSON.stringify(faq)).toContain("The beach is about 10 minutes away on foot.");
        expect(JSON.stringify(faq)).not.toMatch(/[\u2066-\u2069]/);
      }
    }, 120_000);
  }
});
