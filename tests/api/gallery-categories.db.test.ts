/**
 * The gallery's categories are the hotel's own: staff add one (named in seven languages,
 * its slug made from the English name), rename, reorder and remove it; the public gallery's
 * tabs follow. A category that holds images is never removed, and an image never goes into
 * a category that does not exist.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GalleryImageDto } from "~core/types";
import { createAdmin } from "~server/services/admin/admins";
import { adminCall, apiSignIn } from "../helpers/admin-requests";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

let t: TestApp;
let pages: Awaited<ReturnType<typeof createTestPages>>;
let editor = "";
let desk = "";
let dataDir = "";
const PASSWORD = "a long password!";

beforeAll(async () => {
  pages = await createTestPages();
  t = await createTestApp({}, { pageHandler: pages.pageHandler });
  dataDir = mkdtempSync(path.join(tmpdir(), "pwani-gallery-categories-"));
  t.services.env = { ...t.services.env, dataDir };
  for (const [email, role] of [
    ["editor@example.com", "content_editor"],
    ["desk@example.com", "front_office"],
  ] as const) {
    await createAdmin(t.database.db, { email, name: role, password: PASSWORD, role });
  }
  editor = (await apiSignIn(t, "editor@example.com", PASSWORD)).cookie;
  desk = (await apiSignIn(t, "desk@example.com", PASSWORD)).cookie;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await pages?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Category {
  id: number;
  slug: string;
  name: Record<string, string>;
  version: number;
  images: number;
}

const categories = async () =>
  (await adminCall(t, editor, "GET", "/api/admin/gallery/categories")).body as Category[];

async function upload(category: string, alt: string) {
  const form = new FormData();
  form.set("category", category);
  form.set("alt.en", alt);
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: "#2a7f8f" },
  })
    .png()
    .toBuffer();
  form.append("images", new File([new Uint8Array(png)], "pool.png", { type: "image/png" }));
  return t.app.request("/api/admin/gallery/upload", {
    method: "POST",
    headers: { Origin: "http://localhost", Cookie: editor },
    body: form,
  });
}

const galleryPage = async (query = "") => {
  await pages.dropReadCache(t.database.db);
  const html = await (await t.app.request(`/gallery${query}`)).text();
  // The tabs' names, in their order.
  return [...html.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((match) => match[1]);
};

describe("the gallery's categories", () => {
  it("start as the five every gallery had, each with its images counted", async () => {
    const list = await categories();
    expect(list.map((category) => category.slug)).toEqual([
      "rooms",
      "dining",
      "events",
      "amenities",
      "property",
    ]);
    expect(list.find((category) => category.slug === "dining")?.name.sw).toBe("Migahawa");
    const images = (await t.getJson("/api/gallery")).body as GalleryImageDto[];
    for (const category of list) {
      expect(category.images).toBe(images.filter((i) => i.category === category.slug).length);
    }
  });

  it("are staff's: no change without a session", async () => {
    const refused = await adminCall(t, "", "POST", "/api/admin/gallery/categories", {
      name: { en: "Pool area" },
    });
    expect(refused.status).toBe(401);
    // The front desk edits content too (its role's areas), the gallery's categories included.
    const listed = await adminCall(t, desk, "GET", "/api/admin/gallery/categories");
    expect(listed.status).toBe(200);
  });

  it("take a new category named in seven languages, its slug from the English name, and show it as a tab once it holds a picture", async () => {
    const added = await adminCall(t, editor, "POST", "/api/admin/gallery/categories", {
      name: { en: "Pool area", sw: "Eneo la bwawa", fr: "Espace piscine" },
      slug: "",
    });
    expect(added.status, added.text).toBe(201);
    expect(added.body.slug).toBe("pool-area");
    // No picture yet: no empty tab for guests.
    expect(await galleryPage()).not.toContain("Pool area");

    const refused = await upload("beach", "The pool at noon");
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors).toEqual({
      category: "Choose one of the gallery's categories",
    });
    const stored = await upload("pool-area", "The pool at noon");
    expect(stored.status).toBe(201);

    expect((await galleryPage()).at(-1)).toBe("Pool area");
    expect((await galleryPage("?lang=sw")).at(-1)).toBe("Eneo la bwawa");
    // A language left empty shows the English name.
    expect((await galleryPage("?lang=de")).at(-1)).toBe("Pool area");
    const api = (await t.getJson("/api/gallery")).body as GalleryImageDto[];
    expect(api.find((image) => image.alt === "The pool at noon")?.category).toBe("pool-area");
  });

  it("refuse a slug in use, or one that is no address word, on the slug field", async () => {
    const taken = await adminCall(t, editor, "POST", "/api/admin/gallery/categories", {
      name: { en: "Rooms again" },
      slug: "rooms",
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.slug).toBe(
      'A category with the slug "rooms" already exists. Choose another slug.',
    );
    const dashes = await adminCall(t, editor, "POST", "/api/admin/gallery/categories", {
      name: { en: "Dashes" },
      slug: "---",
    });
    expect(dashes.status).toBe(400);
    expect(dashes.body.errors.slug).toMatch(/^Slug must be lowercase letters and numbers/);
    const unnamed = await adminCall(t, editor, "POST", "/api/admin/gallery/categories", {
      name: { sw: "Bila jina" },
    });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.errors["name.en"]).toBe("Category name (English) is required");
  });

  it("take one of two staff adding the same slug at once, and refuse the other on its field", async () => {
    const add = () =>
      adminCall(t, editor, "POST", "/api/admin/gallery/categories", {
        name: { en: "Beach days" },
      });
    const answers = await Promise.all([add(), add()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.errors.slug).toBe(
      'A category with the slug "beach-days" already exists. Choose another slug.',
    );
    const made = answers.find((answer) => answer.status === 201)!;
    expect(
      (await adminCall(t, editor, "DELETE", `/api/admin/gallery/categories/${made.body.id}`))
        .status,
    ).toBe(200);
  });

  it("are renamed from the version the form loaded, never over a newer one", async () => {
    const pool = (await categories()).find((category) => category.slug === "pool-area")!;
    const renamed = await adminCall(t, editor, "PUT", `/api/admin/gallery/categories/${pool.id}`, {
      name: { en: "Pool and terrace", sw: "Bwawa na baraza" },
      version: pool.version,
    });
    expect(renamed.status, renamed.text).toBe(200);
    const stale = await adminCall(t, editor, "PUT", `/api/admin/gallery/categories/${pool.id}`, {
      name: { en: "Old tab" },
      version: pool.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("stale");
    expect((await galleryPage()).at(-1)).toBe("Pool and terrace");
  });

  it("put the public tabs in their new order", async () => {
    const ids = (await categories()).map((category) => category.id);
    const order = [ids.at(-1)!, ...ids.slice(0, -1)];
    const moved = await adminCall(t, editor, "PUT", "/api/admin/gallery/categories/order", {
      ids: order,
    });
    expect(moved.status, moved.text).toBe(200);
    expect((await categories()).map((category) => category.id)).toEqual(order);
    // "All" first, then the hotel's order.
    expect((await galleryPage()).slice(0, 2)).toEqual(["All", "Pool and terrace"]);
    const partial = await adminCall(t, editor, "PUT", "/api/admin/gallery/categories/order", {
      ids: order.slice(1),
    });
    expect(partial.status).toBe(400);
  });

  it("keep a category that holds images, naming how many, and remove it once empty", async () => {
    const pool = (await categories()).find((category) => category.slug === "pool-area")!;
    const held = await adminCall(t, editor, "DELETE", `/api/admin/gallery/categories/${pool.id}`);
    expect(held.status).toBe(409);
    expect(held.body.message).toBe("This category still holds 1 image. Move or delete it first.");

    const images = (await adminCall(t, editor, "GET", "/api/admin/gallery")).body as {
      id: number;
      category: string;
      alt: Record<string, string>;
      version: number;
    }[];
    const image = images.find((row) => row.category === "pool-area")!;
    const moved = await adminCall(t, editor, "PUT", `/api/admin/gallery/${image.id}`, {
      category: "property",
      alt: image.alt,
      version: image.version,
    });
    expect(moved.status, moved.text).toBe(200);
    const gone = await adminCall(t, editor, "DELETE", `/api/admin/gallery/categories/${pool.id}`);
    expect(gone.status).toBe(200);
    expect((await categories()).some((category) => category.slug === "pool-area")).toBe(false);
    expect(await galleryPage()).not.toContain("Pool and terrace");
    const again = await adminCall(t, editor, "DELETE", `/api/admin/gallery/categories/${pool.id}`);
    expect(again.status).toBe(404);
  });
});
