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
    "/dining": null,
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

  for (const [path, texts] of Object.entries(EMPTY)) {
    it(`renders ${path} with no demo data and says what is missing`, async () => {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(html).toContain("<main");
      // Nothing of the demo hotel: no room, slide or post of Pwani Bay's seed. Not yet for
      // /dining, which still falls back to four built-in restaurants (fallback-restaurants.ts).
      if (path !== "/dining") {
        expect(html).not.toMatch(/Superior Mini|Super Deluxe|\/uploads\/demo\//);
      }
      if (!texts) return;
      expect(html).toContain(texts[0]);
      const french = await page(`${path}?lang=fr`);
      expect(french.status).toBe(200);
      expect(french.html).toContain(texts[1]);
    });
  }

  it("leaves the rooms section out of the home page until rooms exist", async () => {
    const { html } = await page("/");
    expect(html).not.toContain('id="rooms-heading"');
  });

  it("does not offer to show all rooms when there are none", async () => {
    const { html } = await page("/rooms");
    expect(html).toContain(">No rooms are listed yet.");
    expect(html).not.toContain(">Show all rooms<");
  });
});
