/**
 * An empty hotel (SEED_DEMO=0) adds its content from nothing: staff create an event package
 * with its photo and upload a gallery picture into a category, and guests then see them on
 * /packages and /gallery, every picture there a file that exists.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "~server/services/admin/admins";
import { adminCall, apiSignIn, ORIGIN } from "../helpers/admin-requests";
import { openHotel } from "../helpers/hotel-settings";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

const PASSWORD = "a long password!";
let t: TestApp;
let pages: Awaited<ReturnType<typeof createTestPages>>;
let cookie = "";
let dataDir = "";

beforeAll(async () => {
  pages = await createTestPages();
  t = await createTestApp({ SEED_DEMO: "0" }, { pageHandler: pages.pageHandler });
  // Its settings saved: the public pages are open (no content yet).
  await openHotel(t);
  dataDir = mkdtempSync(path.join(tmpdir(), "pwani-empty-content-"));
  t.services.env = { ...t.services.env, dataDir };
  await createAdmin(t.database.db, {
    email: "owner-empty@example.com",
    name: "Owner",
    password: PASSWORD,
    role: "owner",
  });
  const signedIn = await apiSignIn(t, "owner-empty@example.com", PASSWORD);
  expect(signedIn.status).toBe(200);
  cookie = signedIn.cookie;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await pages?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

// 700 px wide: narrower than the largest variant. The package cards do not know a
// picture's width and name every variant in their srcset; each must exist.
const photo = () =>
  sharp({ create: { width: 700, height: 467, channels: 3, background: "#2a7f62" } })
    .png()
    .toBuffer();

async function upload(url: string, fields: Record<string, string>, field: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.append(field, new File([new Uint8Array(await photo())], "p.png", { type: "image/png" }));
  const response = await t.app.request(url, {
    method: "POST",
    headers: { Origin: ORIGIN, Cookie: cookie },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** What the page shows (its scripts carry the whole catalogue, empty states included). */
const page = async (url: string) =>
  (await (await t.app.request(url)).text()).replace(/<script[^>]*>[\s\S]*?<\/script>/g, "");

/** Every /uploads picture a page names exists in the data folder. */
function expectPicturesExist(html: string) {
  const urls = [...html.matchAll(/\/uploads\/[^"\s,]+/g)].map(([url]) => url);
  for (const url of urls) expect(existsSync(path.join(dataDir, url)), url).toBe(true);
  expect(html).not.toContain("/uploads/demo/");
  return urls;
}

describe("an empty hotel adds its content", () => {
  it("offers staff the package and gallery screens with nothing in them", async () => {
    for (const url of ["/admin/packages", "/admin/gallery"]) {
      const response = await t.app.request(url, { headers: { Cookie: cookie } });
      expect(response.status, url).toBe(200);
    }
    expect((await adminCall(t, cookie, "GET", "/api/admin/packages")).body).toEqual([]);
  });

  it("creates a package with its photo, which guests then see", async () => {
    const image = await upload("/api/admin/media/upload", { folder: "packages" }, "image");
    expect(image.status).toBe(201);
    const created = await adminCall(t, cookie, "POST", "/api/admin/packages", {
      title: { en: "Garden Lunch Meeting" },
      price: { en: "KSh 1,900 per person" },
      priceAmount: 1900,
      priceUnit: "person",
      groupSize: { en: "From 10 guests" },
      description: { en: "A working lunch in the garden, with tea breaks." },
      features: [{ en: "Lunch buffet" }, { en: "Two tea breaks" }],
      addOns: [],
      images: [image.body.src],
    });
    expect(created.status, created.text).toBe(201);
    const html = await page("/packages");
    expect(html).toContain("Garden Lunch Meeting");
    expect(html).not.toContain("No event packages are listed yet.");
    const named = expectPicturesExist(html);
    expect(named).toContain(image.body.src);
    expect(named).toContain(String(image.body.src).replace(/\.webp$/, "-960w.webp"));
  });

  it("uploads a gallery picture into a category, which guests then see", async () => {
    const uploaded = await upload(
      "/api/admin/gallery/upload",
      { category: "property", "alt.en": "The garden at noon" },
      "images",
    );
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const html = await page("/gallery");
    expect(html).toContain("The garden at noon");
    expect(html).not.toContain("No pictures yet.");
    expect(expectPicturesExist(html).length).toBeGreaterThan(0);
  });
});
