/**
 * A hotel's first start: no demo content (SEED_DEMO off), so no room, slide, restaurant,
 * package, post or picture yet. Every public page still answers 200 and says so.
 */
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roomTypes } from "~server/db/schema";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

let t: TestApp;
let pages: Awaited<ReturnType<typeof createTestPages>>;

beforeAll(async () => {
  pages = await createTestPages();
  t = await createTestApp({ SEED_DEMO: "0" }, { pageHandler: pages.pageHandler });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await pages?.close();
});

const page = async (path: string) => {
  const response = await t.app.request(path);
  return { status: response.status, html: await response.text() };
};

describe("an empty hotel", () => {
  it("has no rooms", async () => {
    const [rooms] = await t.database.db.select({ n: count() }).from(roomTypes);
    expect(rooms!.n).toBe(0);
    const { status, body } = await t.getJson("/api/rooms");
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  // What a guest reads where the catalogue would be (English, then French).
  const EMPTY: Record<string, [string, string] | null> = {
    "/": null,
    "/dining": [
      "No restaurants are listed yet. Please ask at reception about meals.",
      "Aucun restaurant n’est encore présenté.",
    ],
    "/about": null,
    "/experiences": null,
    "/rooms": [
      "No rooms are listed yet. Please contact us to book a stay.",
      "Aucune chambre n’est encore proposée.",
    ],
    "/packages": [
      "No event packages are listed yet.",
      "Aucune formule événementielle n’est encore proposée.",
    ],
    "/blog": ["No stories have been published yet.", "Aucun récit"],
    "/gallery": ["No pictures yet. Please come back soon.", "Pas encore de photos."],
  };

  const STORY_PAGES = ["/about", "/experiences"];

  for (const [path, texts] of Object.entries(EMPTY)) {
    it(`renders ${path} with no demo data and says what is missing`, async () => {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(html).toContain("<main");
      // Nothing of the demo hotel: no picture anywhere, and in what the page shows (its
      // scripts carry the page's catalogue too) no room or restaurant of its seed. The story
      // pages' texts are the hotel's own copy in the catalogues, so only their pictures count.
      expect(html.match(/\/uploads\/demo\/[^"]*/)?.[0] ?? null).toBeNull();
      const shown = html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, "");
      if (!STORY_PAGES.includes(path)) {
        expect(
          shown.match(
            /Superior Mini|Super Deluxe|Bahari Restaurant|The Pergola|The Fine Dining|The Garden/,
          )?.[0] ?? null,
        ).toBeNull();
      }
      if (!texts) return;
      expect(html).toContain(texts[0]);
      const french = await page(`${path}?lang=fr`);
      expect(french.status).toBe(200);
      expect(french.html).toContain(texts[1]);
    });
  }

  it("has no menu page for an invented restaurant", async () => {
    for (const id of [1, 2, 3, 4]) {
      expect((await page(`/dining/${id}/menu`)).status).toBe(404);
    }
  });

  it("leaves the demo hotel's bar and Pergola out of /dining", async () => {
    const { html } = await page("/dining");
    expect(html).not.toContain('id="beyond-heading"');
    expect(html).not.toContain('id="pergola-heading"');
    expect(html).not.toContain("/dining/1/menu");
  });

  it("leaves the rooms section out of the home page until rooms exist", async () => {
    const { html } = await page("/");
    expect(html).not.toContain('id="rooms-heading"');
  });

  it("still heads the home page with the hotel's name when no slide exists", async () => {
    const { html } = await page("/");
    const headings = html.match(/<h1\b[^>]*>[^<]*<\/h1>/g) ?? [];
    expect(headings).toHaveLength(1);
    expect(headings[0]).toContain("Pwani Bay Resort &amp; Hotel");
    expect(html).toContain('data-testid="hero-plain"');
  });

  it("does not offer to show all rooms when there are none", async () => {
    const { html } = await page("/rooms");
    expect(html).toContain(">No rooms are listed yet.");
    expect(html).not.toContain(">Show all rooms<");
  });
});
