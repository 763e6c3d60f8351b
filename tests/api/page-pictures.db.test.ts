/**
 * The pictures of /about, /experiences and /dining are the settings' (`pagePictures`): the
 * demo seed sets its illustrations there, the pages show what the settings say with the
 * sections' alt texts, and staff change or empty them through PUT /api/admin/settings (a
 * section without one shows no picture). The Pergola block's hours are those of the
 * restaurant the settings name.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PagePictures } from "~core/settings";
import { siteSettings } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { listRestaurants } from "~server/services/content/content";
import { invalidateReadCache } from "~server/services/platform/read-cache";
import { getSiteSettings } from "~server/services/platform/settings";
import { seedDemoContent } from "../../demo/seed";
import * as content from "../../demo/seed/content";
import { demoMediaUrl } from "../../demo/seed/media";
import { adminCall, apiSignIn } from "../helpers/admin-requests";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

const PASSWORD = "a long password!";
let t: TestApp;
let pages: Awaited<ReturnType<typeof createTestPages>>;
let cookie = "";

beforeAll(async () => {
  pages = await createTestPages();
  t = await createTestApp({}, { pageHandler: pages.pageHandler });
  await createAdmin(t.database.db, {
    name: "Owner",
    email: "pictures@example.com",
    password: PASSWORD,
  });
  cookie = (await apiSignIn(t, "pictures@example.com", PASSWORD)).cookie;
}, 180_000);
afterAll(async () => {
  await t?.close();
  await pages?.close();
});

let visit = 0;
/** What a fresh copy of the page shows (its scripts, which carry the loader data, left out). */
async function page(path: string): Promise<string> {
  await pages.invalidateReadCache(t.database.db);
  const response = await t.app.request(`${path}?v=${++visit}`);
  expect(response.status, path).toBe(200);
  return (await response.text()).replace(/<script[^>]*>[\s\S]*?<\/script>/g, "");
}

/** The markup of the section a heading id labels. */
function section(html: string, id: string): string {
  const found = html.match(new RegExp(`<section[^>]*aria-labelledby="${id}"[\\s\\S]*?</section>`));
  expect(found, id).not.toBeNull();
  return found?.[0] ?? "";
}

/** The markup of a story page's header (its picture, title and lead). */
function storyHeader(html: string): string {
  const found = html.match(/<header[^>]*bg-ocean-900[\s\S]*?<\/header>/);
  expect(found).not.toBeNull();
  return found?.[0] ?? "";
}

/** The picture a page gives to share (og:image). */
const shareImage = (html: string) => html.match(/property="og:image" content="([^"]*)"/)?.[1];

/** The src and alt of every <img> in a piece of markup. */
const images = (html: string) =>
  [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => ({
    src: tag.match(/ src="([^"]*)"/)?.[1],
    alt: tag.match(/ alt="([^"]*)"/)?.[1],
  }));

const htmlText = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

async function savePictures(pagePictures: unknown) {
  const current = (await adminCall(t, cookie, "GET", "/api/admin/settings")).body as Record<
    string,
    unknown
  >;
  const { currency: _currency, ...rest } = current;
  return adminCall(t, cookie, "PUT", "/api/admin/settings", { ...rest, pagePictures });
}

describe("page pictures", () => {
  it("are the demo's illustrations in the demo's settings, shown with their alt texts", async () => {
    const { pagePictures } = await getSiteSettings(t.database.db);
    expect(pagePictures).toEqual(content.pagePictures(demoMediaUrl));

    const about = await page("/about");
    expect(images(storyHeader(about))).toEqual([{ src: pagePictures.about.hero, alt: "" }]);
    expect(images(section(about, "about-story"))).toEqual([
      { src: pagePictures.about.story, alt: "The hotel building seen from the garden" },
    ]);
    expect(images(section(about, "about-location"))).toEqual([
      { src: pagePictures.about.location, alt: "Garden paths between palm trees" },
    ]);
    expect(shareImage(about)).toBe(`http://localhost:3000${pagePictures.about.hero}`);

    const experiences = await page("/experiences");
    expect(images(storyHeader(experiences))).toEqual([
      { src: pagePictures.experiences.hero, alt: "" },
    ]);
    expect(images(section(experiences, "exp-pool"))).toEqual([
      { src: pagePictures.experiences.pool, alt: "The hotel pool under a clear sky" },
    ]);

    const dining = await page("/dining");
    const beyond = images(section(dining, "beyond-heading"));
    expect(beyond).toEqual([
      {
        src: pagePictures.dining.bar,
        alt: "The hotel bar in the evening, with stools along the counter",
      },
      {
        src: pagePictures.dining.barista,
        alt: "The barista counter with an espresso machine and cakes",
      },
      {
        src: pagePictures.dining.poolside,
        alt: "Tables and loungers beside the swimming pool at golden hour",
      },
    ]);
    const pergola = section(dining, "pergola-heading");
    expect(images(pergola).map((image) => image.src)).toEqual(pagePictures.dining.pergola);
    expect(images(pergola)[0]?.alt).toBe(
      "Set tables under the pergola at midday, with the sea beyond",
    );
    // The named restaurant's stored hours, not the catalogue's stand-in.
    const named = (await listRestaurants(t.database.db, "en")).find(
      (restaurant) => restaurant.slug === pagePictures.dining.pergolaRestaurant,
    );
    expect(named?.hours).toBeTruthy();
    expect(pergola).toContain(htmlText(named?.hours ?? ""));
  });

  it("shows what staff set, and no picture where they set none", async () => {
    const demo = content.pagePictures(demoMediaUrl);
    const [first, second] = await listRestaurants(t.database.db, "en");
    const another = demo.dining.pergolaRestaurant === first?.slug ? second : first;
    const changed: PagePictures = {
      about: { ...demo.about, hero: "", rooms: "", work: "/uploads/gallery/terrace-at-noon.webp" },
      experiences: { ...demo.experiences, pool: "" },
      dining: {
        ...demo.dining,
        bar: "",
        pergola: ["", "", demo.dining.pergola[2] ?? ""],
        pergolaRestaurant: another?.slug ?? "",
      },
    };
    const saved = await savePictures(changed);
    expect(saved.status, saved.text).toBe(200);
    expect((await getSiteSettings(t.database.db)).pagePictures).toEqual(changed);

    const about = await page("/about");
    // No header picture: the plain header, and the site's default picture to share.
    expect(images(storyHeader(about))).toEqual([]);
    expect(shareImage(about)).toBe(shareImage(await page("/faqs")));
    expect(images(section(about, "about-rooms"))).toEqual([]);
    expect(section(about, "about-rooms")).toContain("Rooms</h2>");
    expect(images(section(about, "about-work"))).toEqual([
      {
        src: "/uploads/gallery/terrace-at-noon.webp",
        alt: "A shaded terrace with tables set up for work",
      },
    ]);

    const experiences = await page("/experiences");
    expect(images(section(experiences, "exp-pool"))).toEqual([]);
    expect(images(section(experiences, "exp-garden"))).toEqual([
      { src: demo.experiences.garden, alt: "A path through the hotel garden" },
    ]);

    const dining = await page("/dining");
    const beyond = section(dining, "beyond-heading");
    expect(images(beyond).map((image) => image.src)).toEqual([
      demo.dining.barista,
      demo.dining.poolside,
    ]);
    expect(beyond).toContain("The Bar</h3>");
    // The third place keeps its own alt text.
    const pergola = section(dining, "pergola-heading");
    expect(images(pergola)).toEqual([
      {
        src: demo.dining.pergola[2],
        alt: "A table laid with a coral cloth in the afternoon light",
      },
    ]);
    expect(pergola).toContain(htmlText(another?.hours ?? "-"));
  });

  it("refuses a picture that is not under /uploads, naming it, and keeps the stored ones", async () => {
    const before = (await getSiteSettings(t.database.db)).pagePictures;
    const refused = await savePictures({
      ...before,
      experiences: { ...before.experiences, garden: "https://example.com/garden.webp" },
    });
    expect(refused.status).toBe(400);
    expect((refused.body as { errors?: Record<string, string> }).errors).toEqual({
      "pagePictures.experiences.garden": expect.stringContaining("Experiences: garden picture"),
    });
    expect((await getSiteSettings(t.database.db)).pagePictures).toEqual(before);

    // With no Pergola pictures nor restaurant, the block keeps its text and the catalogue's hours.
    const emptied = await savePictures({
      ...before,
      dining: { ...before.dining, pergola: [], pergolaRestaurant: "" },
    });
    expect(emptied.status, emptied.text).toBe(200);
    const pergola = section(await page("/dining"), "pergola-heading");
    expect(images(pergola)).toEqual([]);
    expect(pergola).toContain("Natural Lighting");
    expect(pergola).toContain('<dt class="font-semibold">Lunch</dt>');
  });

  it("are given once to a demo seeded before they were settings, never over staff's", async () => {
    const stored = async () => {
      const [row] = await t.database.db.select().from(siteSettings).where(eq(siteSettings.id, 1));
      return row!;
    };
    // A demo seeded before: its settings row has no pagePictures.
    await t.database.db
      .update(siteSettings)
      .set({ data: sql`${siteSettings.data} - 'pagePictures'` })
      .where(eq(siteSettings.id, 1));
    invalidateReadCache(t.database.db);
    expect((await getSiteSettings(t.database.db)).pagePictures.about.hero).toBe("");
    const version = (await stored()).version;

    expect(await seedDemoContent(t.database.db)).toBe(false);
    invalidateReadCache(t.database.db);
    expect((await getSiteSettings(t.database.db)).pagePictures).toEqual(
      content.pagePictures(demoMediaUrl),
    );
    expect((await stored()).version).toBe(version + 1);

    // Staff emptied them: the next start leaves them empty.
    const none = content.pagePictures(() => "");
    const saved = await savePictures({ ...none, dining: { ...none.dining, pergola: [] } });
    expect(saved.status, saved.text).toBe(200);
    await seedDemoContent(t.database.db);
    invalidateReadCache(t.database.db);
    expect((await getSiteSettings(t.database.db)).pagePictures.about.hero).toBe("");
  });
});
