/**
 * A hotel's first start: no demo content (SEED_DEMO off), so no room, slide, restaurant,
 * package, post or picture yet, and no settings. Until its owner saves the settings (its
 * name, address and contacts) every public page says, in the guest's language, that the
 * site is opening soon, and names no hotel. Once saved, every public page answers 200,
 * with the hotel's own name, and says what is still missing.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roomTypes, siteSettings } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { adminCall, apiSignIn } from "../helpers/admin-requests";
import { CORAL_INN } from "../helpers/hotel-settings";
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

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await t.app.request(path, { headers });
  return { status: response.status, html: await response.text(), headers: response.headers };
};

describe("a hotel whose settings were never saved", () => {
  it("answers every public page with 'opening soon' in the guest's language, naming no hotel", async () => {
    for (const path of ["/", "/rooms", "/dining", "/contact", "/booking"]) {
      const { status, html, headers } = await page(path);
      expect(status, path).toBe(503);
      // Browsers and crawlers are told when to come back, not that the site is gone.
      expect(headers.get("Retry-After"), path).toBe("3600");
      expect(headers.get("Cache-Control") ?? "", path).not.toMatch(/max-age=[1-9]|immutable/);
      expect(html, path).toContain("This hotel&#x27;s website is being set up.");
      // No shell (header, footer, menu, contacts) and no page's data: no loader ran.
      expect(html, path).not.toMatch(
        /Pwani|Mombasa|Nyali|\+254|\w@\w|<footer|<nav\b|loaderData":\{"[^"]/,
      );
    }
    const french = await page("/rooms?lang=fr");
    expect(french.html).toContain("Le site de cet hôtel est en cours de préparation.");
    const arabic = await page("/", { "Accept-Language": "ar" });
    expect(arabic.html).toContain("يجري إعداد الموقع الإلكتروني لهذا الفندق.");
    expect(arabic.html).toMatch(
      /<section[^>]*lang="ar"[^>]*dir="rtl"|<section[^>]*dir="rtl"[^>]*lang="ar"/,
    );
  });

  it("refuses a page's data alone too, but not the admin's", async () => {
    // A browser navigating between pages asks for one route's data (".data").
    const rooms = await page("/rooms.data");
    expect(rooms.status).toBe(503);
    expect(rooms.headers.get("Retry-After")).toBe("3600");
    expect(rooms.html).not.toMatch(/Pwani|noneYet|"rooms"/);
    const email = "early@coralinn.example";
    const password = "a long password!";
    await createAdmin(t.database.db, { email, name: "Early", password, role: "owner" });
    const { cookie } = await apiSignIn(t, email, password);
    const dashboard = await page("/admin.data", { Cookie: cookie });
    expect(dashboard.status).toBe(200);
    const settings = await page("/admin/settings.data", { Cookie: cookie });
    expect(settings.status).toBe(200);
  });

  it("keeps the admin's sign-in and the JSON API's reading working", async () => {
    expect((await page("/admin/login")).status).toBe(200);
    const { status, body } = await t.getJson("/api/rooms");
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it("takes no booking, message, subscription or feedback through the JSON API", async () => {
    for (const path_ of [
      "/api/bookings",
      "/api/contact",
      "/api/newsletter/subscribe",
      "/api/feedback",
    ]) {
      const response = await t.app.request(path_, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "guest@example.com" }),
      });
      expect(response.status, path_).toBe(503);
      expect(response.headers.get("Retry-After"), path_).toBe("3600");
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code).toBe("unavailable");
      expect(body.message).toContain("being set up");
    }
  });
});

describe("an empty hotel", () => {
  beforeAll(async () => {
    // The owner saves the settings screen once, as a new hotel's first step.
    const email = "owner@coralinn.example";
    const password = "a long password!";
    await createAdmin(t.database.db, { email, name: "Owner", password, role: "owner" });
    const { cookie } = await apiSignIn(t, email, password);
    const current = await adminCall(t, cookie, "GET", "/api/admin/settings");
    expect(current.body.saved).toBe(false);
    expect(current.body.hotelName).toBe("");
    const { saved: _saved, ...form } = current.body;
    const saved = await adminCall(t, cookie, "PUT", "/api/admin/settings", {
      ...form,
      ...CORAL_INN,
      // Arabic sentences name the town in Arabic script; a blank language is dropped.
      placeNames: { ar: { area: "", city: "ماليندي" }, fr: { area: " ", city: "" } },
    });
    expect(saved.status, saved.text).toBe(200);
    // The pages run in Vite's copy of the server's modules, with their own read cache.
    await pages.dropReadCache(t.database.db);
  });

  it("lets the JSON API judge a guest's request once the hotel is named", async () => {
    const response = await t.app.request("/api/newsletter/subscribe", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "not an address" }),
    });
    expect(response.status).toBe(400);
  });

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

  for (const [path, texts] of Object.entries(EMPTY)) {
    it(`renders ${path} with no demo data and says what is missing`, async () => {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(html).toContain("<main");
      // Nothing of the demo hotel: no picture anywhere, and in what the page shows (its
      // scripts carry the page's catalogue too) no room or restaurant of its seed, and none
      // of the demo hotel's story (its four restaurants, its corner of Mombasa; the footer's description
      // is the settings', the hotel's own words).
      expect(html.match(/\/uploads\/demo\/[^"]*/)?.[0] ?? null).toBeNull();
      const shown = html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, "");
      expect(
        shown.match(
          /Superior Mini|Super Deluxe|Bahari Restaurant|The Pergola|The Fine Dining|The Garden|Four restaurants|five room types|Fort Jesus|Mombasa coast|super deluxe rooms|Nyali Beach|poolside service/,
        )?.[0] ?? null,
      ).toBeNull();
      if (!texts) return;
      expect(html).toContain(texts[0]);
      const french = await page(`${path}?lang=fr`);
      expect(french.status).toBe(200);
      expect(french.html).toContain(texts[1]);
    });
  }

  /** Every public page a guest can open without a booking or a record of its own. */
  const PUBLIC_PAGES = [
    ...Object.keys(EMPTY),
    "/contact",
    "/faqs",
    "/feedback",
    "/careers",
    "/sustainability",
    "/privacy-policy",
    "/terms-conditions",
    "/cancellation-policy",
    "/booking",
    "/booking/find",
    "/newsletter/subscribe",
  ];

  /** Where each picture the page names (img, srcset, og:image) is served from. */
  const pictures = (html: string) => {
    const urls = new Set<string>();
    for (const [, src] of html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)) urls.add(src!);
    for (const [, set] of html.matchAll(/\ssrc[sS]et="([^"]+)"/g)) {
      for (const part of set!.split(",")) urls.add(part.trim().split(/\s+/)[0]!);
    }
    for (const [, src] of html.matchAll(
      /<meta [^>]*content="([^"]+\.(?:webp|avif|png|jpe?g|svg))"/g,
    )) {
      urls.add(src!);
    }
    return [...urls].map((url) => url.replace(/^https?:\/\/[^/]+/, "").replaceAll("&amp;", "&"));
  };

  for (const path_ of PUBLIC_PAGES) {
    it(`shows no demo picture and no missing picture on ${path_}`, async () => {
      const { status, html } = await page(path_);
      expect(status).toBe(200);
      expect(html.match(/\/uploads\/demo\/[^"]*/)?.[0] ?? null).toBeNull();
      for (const url of pictures(html)) {
        if (url.startsWith("/uploads/")) {
          expect((await t.app.request(url)).status, url).toBe(200);
        } else {
          // Shipped with the code: public/ (copied into the client build as is).
          expect(existsSync(path.join("public", url.split("?")[0]!)), url).toBe(true);
        }
      }
    });
  }

  it("shows the shipped neutral pictures, not the demo's, where a picture is missing", async () => {
    const { FALLBACK_COVER } = await import("~/components/journal/post-cover");
    const { SOCIAL_FALLBACK_IMAGES } = await import("~core/social");
    for (const url of [FALLBACK_COVER, ...SOCIAL_FALLBACK_IMAGES]) {
      expect(url.startsWith("/uploads/")).toBe(false);
      expect(existsSync(path.join("public", url)), url).toBe(true);
    }
  });

  it("says only what the hotel said of itself on /about and /dining", async () => {
    const about = await page("/about");
    expect(about.html).toContain("About Coral Inn Malindi");
    expect(about.html).not.toContain('id="about-rooms"');
    const dining = await page("/dining?lang=de");
    expect(dining.html).toContain("Essen und Trinken bei Coral Inn Malindi");
  });

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
    expect(headings[0]).toContain("Coral Inn Malindi");
    // Nothing of the demo hotel in what the page shows (its scripts carry whole catalogues).
    const shown = html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, "");
    expect(shown.match(/.{0,80}(Pwani|Links Road|pwanibay).{0,80}/)?.[0] ?? null).toBeNull();
    // Only the social page the hotel has: linked in the footer and named in its JSON-LD.
    expect(html).toContain('href="https://www.instagram.com/coralinn"');
    expect(html).not.toMatch(/facebook\.com|x\.com/);
    expect(html).toContain('"sameAs":["https://www.instagram.com/coralinn"]');
    expect(html).toContain('data-testid="hero-plain"');
  });

  it("places the hotel where its own address says, not where the demo hotel is", async () => {
    const privacy = await page("/privacy-policy");
    expect(privacy.html).toContain("Coral Inn Malindi in Malindi, is the data controller");
    const terms = await page("/terms-conditions?lang=fr");
    expect(terms.html).toContain("événements à Coral Inn Malindi, à Malindi.");
    const home = await page("/");
    expect(home.html).toContain("<title>Coral Inn Malindi</title>");
    const contact = await page("/contact");
    // Only the social page the hotel has, on the contact page too.
    expect(contact.html).toContain('href="https://www.instagram.com/coralinn"');
    expect(contact.html).not.toMatch(/href=""|facebook\.com|x\.com/);
    for (const { html } of [privacy, terms, home, contact]) {
      const shown = html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, "");
      expect(shown.match(/.{0,60}(Nyali|Mombasa|Links Road).{0,60}/)?.[0] ?? null).toBeNull();
    }
  });

  /** The demo hotel's places, in the scripts the catalogues write them in. */
  const DEMO_PLACES =
    /Pwani|Mombasa|Nyali|Moi\b|SGR|Kilifi|Kwale|Kisauni|Links Road|coastal|côtier|مومباسا|نيالي|موي|كيليفي|كوالي|الساحل|from the coast|de la côte|pwani/i;

  for (const lang of ["en", "fr", "ar", "sw"]) {
    it(`names none of the demo hotel's places on any public page (${lang})`, async () => {
      for (const path_ of PUBLIC_PAGES) {
        const { status, html } = await page(`${path_}?lang=${lang}`);
        expect(status, path_).toBe(200);
        const shown = html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, "");
        const found = shown.match(new RegExp(`.{0,60}(${DEMO_PLACES.source}).{0,60}`, "i"));
        expect(found?.[0] ?? null, `${path_}?lang=${lang}`).toBeNull();
      }
    }, 60_000);
  }

  it("states no team, opening or green measure the hotel has not stated itself", async () => {
    const strip = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, "");
    const careers = strip((await page("/careers")).html);
    expect(careers).toContain("Would you like to work at Coral Inn Malindi?");
    expect(careers).toContain(">How to apply<");
    expect(careers).toContain("hello@coralinn.example");
    expect(careers).not.toMatch(/about 60 people|Front office agent|Internships/);
    const green = strip((await page("/sustainability?lang=fr")).html);
    expect(green).toContain("Coral Inn Malindi n&#x27;a pas encore publié");
    expect(green).not.toMatch(/panneaux solaires|Solar panels/);
  });

  it("answers the FAQs from the hotel's own settings", async () => {
    const html = (await page("/faqs")).html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, "");
    // The same answers as the chat: the transfer price, the cancellation policy and the
    // pet policy of the settings; no beach question for a hotel that has none near.
    expect(html).toContain("Our van picks you up at the airport or the railway station for");
    expect(html).toContain("You can cancel or change your booking yourself");
    expect(html).toContain("Only assistance dogs are allowed.");
    expect(html).not.toContain("How far is the beach?");
    // No facility ticked: a plain no for Wi-Fi and parking, no question about events.
    expect(html).toContain(
      "The hotel has no Wi-Fi for guests. The hotel has no parking of its own.",
    );
    expect(html).not.toContain("Can you host our conference or celebration?");
    expect(html).not.toMatch(/pool|meeting rooms|weddings|Cots are free/i);
  });

  it("names its town in each language's own script in sentences, the address as the post writes it", async () => {
    const stored = await t.database.db.select().from(siteSettings);
    expect(stored[0]!.data.placeNames).toEqual({ ar: { area: "", city: "ماليندي" } });
    const arabic = (await page("/privacy-policy?lang=ar")).html;
    expect(arabic).toContain("Coral Inn Malindi في ماليندي، هو المتحكم");
    expect(arabic).toContain("Lamu Road<br/>80200 Malindi, Kenya");
    const contact = (await page("/contact?lang=ar")).html;
    expect(contact).toContain("راسل Coral Inn Malindi في ماليندي:");
    const french = (await page("/privacy-policy?lang=fr")).html;
    expect(french).toContain("Coral Inn Malindi, à Malindi, est responsable");
  });

  it("writes an address without an area in the footer with no stray comma", async () => {
    const { html } = await page("/contact");
    const footer = html.slice(html.indexOf("<footer"));
    expect(footer).toContain("Lamu Road<br/>80200 Malindi, Kenya");
  });

  it("does not offer to show all rooms when there are none", async () => {
    const { html } = await page("/rooms");
    expect(html).toContain(">No rooms are listed yet.");
    expect(html).not.toContain(">Show all rooms<");
  });
});
