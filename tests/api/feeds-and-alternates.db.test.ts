/**
 * The feed, the sitemap and the head tell the truth about each page: the feed's cover
 * images carry no made-up byte length, a journal post is listed only in the language it
 * is written in, pages from the database say when they last changed.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, roomTypes } from "~server/db/schema";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
const context = () => ({ services: t.services }) as never;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(blogPosts).values({
    title: "Marée basse sur le récif",
    slug: "maree-basse-sur-le-recif",
    excerpt: "Ce qu'on voit dans les bassins à marée basse.",
    content: "<p>Étoiles de mer et poissons.</p>",
    author: "Resort Life",
    category: "Resort Life",
    language: "fr",
    published: true,
    publishedAt: new Date("2026-11-02T08:00:00Z"),
    coverImage: "/images/blog/reef.webp",
    coverWidth: 1200,
    coverHeight: 700,
    updatedAt: new Date("2026-11-03T08:00:00Z"),
  });
});
afterAll(async () => {
  await t?.close();
});

async function body(module: Promise<{ loader: (args: never) => unknown }>, url: string) {
  const { loader } = await module;
  const response = (await loader({
    request: new Request(url),
    params: {},
    context: context(),
  } as never)) as Response;
  return response.text();
}

describe("the RSS feed", () => {
  it("gives covers as Media RSS with their size, never an enclosure of length 0", async () => {
    const xml = await body(import("~/routes/resources/blog-rss"), "http://localhost/blog/rss.xml");
    expect(xml).toContain("<item>");
    expect(xml).not.toContain('length="0"');
    expect(xml).not.toContain("<enclosure");
    expect(xml).toContain('xmlns:media="http://search.yahoo.com/mrss/"');
    expect(xml).toMatch(
      /<media:content url="[^"]+\/images\/blog\/reef\.webp" medium="image" width="1200" height="700"\/>/,
    );
  });
});

describe("the sitemap", () => {
  it("lists a post only in its own language, and when database pages last changed", async () => {
    const xml = await body(import("~/routes/resources/sitemap"), "http://localhost/sitemap.xml");
    const entries = xml.split("<url>").slice(1);
    const post = entries.filter((entry) => entry.includes("/blog/maree-basse-sur-le-recif"));
    expect(post).toHaveLength(1);
    expect(post[0]).toContain(
      `<loc>${t.services.env.publicUrl}/blog/maree-basse-sur-le-recif?lang=fr</loc>`,
    );
    expect(post[0]).toContain("<lastmod>2026-11-03</lastmod>");
    expect(post[0]!.match(/hreflang=/g)).toHaveLength(1);
    expect(post[0]).not.toContain("x-default");

    const [room] = await t.database.db.select().from(roomTypes).where(eq(roomTypes.isActive, true));
    const roomEntries = entries.filter(
      (entry) => entry.includes(`/rooms/${room!.id}<`) || entry.includes(`/rooms/${room!.id}?`),
    );
    expect(roomEntries.length).toBe(7);
    for (const entry of roomEntries) {
      expect(entry).toContain(`<lastmod>${room!.updatedAt.toISOString().slice(0, 10)}</lastmod>`);
      expect(entry.match(/hreflang=/g)).toHaveLength(8);
    }
  });
});
