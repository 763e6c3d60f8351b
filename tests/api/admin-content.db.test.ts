import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatFacts } from "~core/chat-facts";
import type {
  EventPackageDto,
  GalleryImageDto,
  MenuItemDto,
  RestaurantDto,
  RoomTypeDto,
  TestimonialDto,
} from "~core/types";
import {
  auditLog,
  eventPackages,
  galleryImages,
  menuItems,
  restaurants,
  socialPosts,
  testimonials,
} from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let cookie = "";
let dataDir = "";
const ORIGIN = "http://localhost";

beforeAll(async () => {
  t = await createTestApp();
  dataDir = mkdtempSync(path.join(tmpdir(), "pwani-content-"));
  t.services.env = { ...t.services.env, dataDir };
  await createAdmin(t.database.db, {
    email: "content@example.com",
    name: "Content",
    password: "a long password!",
  });
  const login = await t.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "content@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The current version of the row an edit URL names (a freshly opened form sends it). */
async function versionFor(url: string): Promise<number | undefined> {
  const tables = [
    [/\/gallery\/(\d+)$/, galleryImages],
    [/\/restaurants\/\d+\/items\/(\d+)$/, menuItems],
    [/\/restaurants\/(\d+)$/, restaurants],
    [/\/testimonials\/(\d+)$/, testimonials],
    [/\/social-posts\/(\d+)$/, socialPosts],
    [/\/packages\/(\d+)$/, eventPackages],
  ] as const;
  for (const [pattern, table] of tables) {
    const id = pattern.exec(url)?.[1];
    if (!id) continue;
    const [row] = await t.database.db
      .select({ version: table.version })
      .from(table)
      .where(eq(table.id, Number(id)));
    return row?.version;
  }
  return undefined;
}

const send = async (
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => {
  const edit = method === "PUT" && body && typeof body === "object" && !("version" in body);
  const version = edit ? await versionFor(url) : undefined;
  const sent = version === undefined ? body : { ...(body as object), version };
  return t.app.request(url, {
    method,
    headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie, ...headers },
    body: sent === undefined ? undefined : JSON.stringify(sent),
  });
};
const json = async <T>(response: Response) => (await response.json()) as T;
const errorsOf = async (response: Response) =>
  (await json<{ errors: Record<string, string> }>(response)).errors;
const admin = async <T>(url: string) =>
  (await t.getJson(url, { headers: { Cookie: cookie } })).body as T;

const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: "#137186" } })
    .png()
    .toBuffer();

async function uploadMedia(folder: string): Promise<string> {
  const form = new FormData();
  form.set("folder", folder);
  form.set("image", new File([new Uint8Array(await photo())], "x.png", { type: "image/png" }));
  const response = await t.app.request("/api/admin/media/upload", {
    method: "POST",
    headers: { Origin: ORIGIN, Cookie: cookie },
    body: form,
  });
  expect(response.status).toBe(201);
  return (await json<{ src: string }>(response)).src;
}

async function auditActions(entity: string) {
  const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, entity));
  return rows.map((row) => ({ action: row.action, details: row.details }));
}

describe("protection", () => {
  it("answers 401 without a session and 403 for a foreign Origin on every content write", async () => {
    const writes: [string, string][] = [
      ["PUT", "/api/admin/settings"],
      ["POST", "/api/admin/settings/apply-rate-steps"],
      ["PUT", "/api/admin/gallery/1"],
      ["POST", "/api/admin/testimonials"],
      ["POST", "/api/admin/social-posts"],
      ["POST", "/api/admin/packages"],
      ["PUT", "/api/admin/restaurants/1"],
      ["DELETE", "/api/admin/restaurants/1/items/1"],
      ["DELETE", "/api/admin/menus/food/pages/1"],
    ];
    for (const [method, url] of writes) {
      const anonymous = await t.app.request(url, {
        method,
        headers: { Origin: ORIGIN, "Content-Type": "application/json" },
        body: "{}",
      });
      expect(anonymous.status, `${method} ${url}`).toBe(401);
      const forged = await send(method, url, {}, { Origin: "https://evil.example" });
      expect(forged.status, `${method} ${url}`).toBe(403);
    }
    expect((await t.app.request("/api/admin/translations")).status).toBe(401);
  });
});

describe("site settings", () => {
  const valid = async () => {
    const current = await admin<Record<string, unknown>>("/api/admin/settings");
    const { currency: _currency, ...rest } = current;
    return rest;
  };

  it("refuses wrong values with a message per field", async () => {
    const response = await send("PUT", "/api/admin/settings", {
      ...(await valid()),
      hotelName: " ",
      description: { en: "short", fr: "x".repeat(700) },
      phones: "+254 711 000 111\nnot a phone",
      emails: {
        general: "nope",
        events: "events@example.com",
        reservations: "r@example.com",
        notifications: "n@example.com",
      },
      social: {
        facebook: "javascript:alert(1)",
        instagram: "https://i.example",
        x: "https://x.com",
      },
      checkOutTime: "25:00",
      taxPercent: 101,
      geo: { latitude: "north", longitude: 39.7 },
    });
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toMatchObject({
      hotelName: "Hotel name is required",
      "description.en": "Description (English) must be at least 20 characters",
      "description.fr": "Description (French) must be at most 600 characters",
      "phones.1": "Enter phone numbers such as +254 711 000 111",
      "emails.general": "General e-mail must be an e-mail address such as name@example.com",
      "social.facebook":
        "Facebook link must be a web address (https://…), or empty if the hotel has none",
      checkOutTime: "Check-out time: use the 24-hour HH:MM format, e.g. 11:00",
      taxPercent: "Taxes and fees must be a whole percentage from 0 to 100",
      "geo.latitude": "Latitude must be a number between -90 and 90",
    });
  });

  it("saves, shows the new values at once everywhere the API reads them, and audits the keys", async () => {
    const response = await send("PUT", "/api/admin/settings", {
      ...(await valid()),
      phones: "+254 700 123 456\n+254 733 000 222",
      checkOutTime: "11:00",
      lateCheckoutUntil: "14:00",
      taxPercent: 16,
    });
    expect(response.status).toBe(200);
    expect((await json<{ changed: string[] }>(response)).changed.sort()).toEqual([
      "checkOutTime",
      "lateCheckoutUntil",
      "phones",
      "taxPercent",
    ]);
    const facts = (await t.getJson("/api/chat/facts")).body as ChatFacts;
    // Stored in E.164, shown in the international format.
    expect(facts.phone).toBe("+254 700 123456");
    expect(facts.checkOutTime).toBe("11:00");
    expect(facts.taxPercent).toBe(16);
    const audits = await auditActions("site_settings");
    expect(audits.at(-1)?.details).toMatchObject({ changed: expect.arrayContaining(["phones"]) });
    // The late check-out window must end after check-out.
    const wrong = await send("PUT", "/api/admin/settings", {
      ...(await valid()),
      lateCheckoutUntil: "10:00",
    });
    expect(await errorsOf(wrong)).toMatchObject({
      lateCheckoutUntil: "Late check-out must end after the normal check-out time",
    });
  });

  it("recomputes every room's derived rates from the two supplements", async () => {
    await send("PUT", "/api/admin/settings", {
      ...(await valid()),
      breakfastStep: 600,
      doubleOccupancyStep: 3000,
    });
    const response = await send("POST", "/api/admin/settings/apply-rate-steps");
    expect(response.status).toBe(200);
    const rooms = (await t.getJson("/api/rooms")).body as RoomTypeDto[];
    for (const room of rooms) {
      expect(room.rates.singleBreakfast).toBe(room.rates.singleBedOnly + 600);
      expect(room.rates.doubleBedOnly).toBe(room.rates.singleBedOnly + 3000);
      expect(room.rates.doubleBreakfast).toBe(room.rates.singleBedOnly + 3600);
    }
    expect((await auditActions("room_type")).at(-1)?.action).toBe("apply_rate_steps");
  });
});

describe("gallery", () => {
  async function upload(fields: Record<string, string>, files: Buffer[]) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    for (const file of files)
      form.append("images", new File([new Uint8Array(file)], "p.png", { type: "image/png" }));
    return t.app.request("/api/admin/gallery/upload", {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: cookie },
      body: form,
    });
  }

  it("refuses an upload without English alt text or with an unknown category", async () => {
    const response = await upload({ category: "beach", "alt.sw": "Ufukwe" }, [await photo()]);
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toMatchObject({
      category: "Choose one of the gallery's categories",
      "alt.en": "Alt text (English) is required",
    });
    const notImage = await upload({ category: "dining", "alt.en": "A plate" }, [
      Buffer.from("just text"),
    ]);
    expect(notImage.status).toBe(400);
  });

  it("uploads into a category, moves it first, edits it, and deletes it from the public API", async () => {
    const response = await upload(
      { category: "dining", "alt.en": "Grilled snapper", "alt.sw": "Samaki wa kuchoma" },
      [await photo()],
    );
    expect(response.status).toBe(201);
    const [newId] = (await json<{ ids: number[] }>(response)).ids;
    const dining = (await admin<{ id: number; category: string }[]>("/api/admin/gallery")).filter(
      (image) => image.category === "dining",
    );
    expect(dining.at(-1)?.id).toBe(newId);
    const ids = [newId as number, ...dining.slice(0, -1).map((image) => image.id)];
    // A list that is not the category's images is refused.
    const wrong = await send("PUT", "/api/admin/gallery/reorder", {
      category: "dining",
      ids: [newId],
    });
    expect(wrong.status).toBe(400);
    expect(
      (await send("PUT", "/api/admin/gallery/reorder", { category: "dining", ids })).status,
    ).toBe(200);
    const swahili = (await t.getJson("/api/gallery?lang=sw")).body as GalleryImageDto[];
    const firstDining = swahili.find((image) => image.category === "dining");
    expect(firstDining).toMatchObject({ id: newId, alt: "Samaki wa kuchoma" });
    const french = (await t.getJson("/api/gallery?lang=fr")).body as GalleryImageDto[];
    expect(french.find((image) => image.id === newId)?.alt).toBe("Grilled snapper");

    const edit = await send("PUT", `/api/admin/gallery/${newId}`, {
      category: "events",
      alt: { en: "Snapper at the gala dinner", fr: "Vivaneau au dîner de gala" },
    });
    expect(edit.status).toBe(200);
    const edited = ((await t.getJson("/api/gallery?lang=fr")).body as GalleryImageDto[]).find(
      (image) => image.id === newId,
    );
    expect(edited).toMatchObject({ category: "events", alt: "Vivaneau au dîner de gala" });

    expect((await send("DELETE", `/api/admin/gallery/${newId}`)).status).toBe(200);
    const after = (await t.getJson("/api/gallery")).body as GalleryImageDto[];
    expect(after.some((image) => image.id === newId)).toBe(false);
    expect((await send("DELETE", `/api/admin/gallery/${newId}`)).status).toBe(404);
    expect((await auditActions("gallery")).map((a) => a.action)).toEqual([
      "upload_images",
      "reorder",
      "update",
      "delete",
    ]);
  });
});

describe("testimonials and stored social posts", () => {
  it("validates, creates, hides and deletes testimonials", async () => {
    const bad = await send("POST", "/api/admin/testimonials", {
      name: "",
      location: { en: "" },
      content: { en: "Nice" },
      rating: 6,
      image: "https://evil.example/x.png",
    });
    expect(bad.status).toBe(400);
    expect(await errorsOf(bad)).toMatchObject({
      name: "Guest name is required",
      "location.en": "Location (English) is required",
      "content.en": "Testimonial (English) must be at least 10 characters",
      rating: "Rating must be a whole number from 1 to 5",
      image: "Photo must be an image uploaded here",
    });
    const image = await uploadMedia("testimonials");
    const created = await send("POST", "/api/admin/testimonials", {
      name: "Amina W.",
      location: { en: "Nairobi, Kenya", sw: "Nairobi, Kenya" },
      content: { en: "Quiet rooms and a lovely breakfast by the pool." },
      rating: 5,
      image,
    });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: number }>(created);
    const visible = (await t.getJson("/api/testimonials")).body as TestimonialDto[];
    expect(visible.find((item) => item.id === id)).toMatchObject({
      name: "Amina W.",
      rating: 5,
      image,
    });

    // Moved first, the new testimonial leads the home page's list.
    const order = (await admin<{ id: number }[]>("/api/admin/testimonials")).map((row) => row.id);
    expect(order.at(-1)).toBe(id);
    const first = [id, ...order.slice(0, -1)];
    expect((await send("PUT", "/api/admin/testimonials/reorder", { ids: first })).status).toBe(200);
    expect(((await t.getJson("/api/testimonials")).body as TestimonialDto[])[0]?.id).toBe(id);
    expect(
      (await send("PUT", "/api/admin/testimonials/reorder", { ids: first.slice(1) })).status,
    ).toBe(400);
    expect(
      (await send("PUT", "/api/admin/testimonials/999999/visibility", { isVisible: false })).status,
    ).toBe(404);

    await send("PUT", `/api/admin/testimonials/${id}/visibility`, { isVisible: false });
    const hidden = (await t.getJson("/api/testimonials")).body as TestimonialDto[];
    expect(hidden.some((item) => item.id === id)).toBe(false);

    expect((await send("DELETE", `/api/admin/testimonials/${id}`)).status).toBe(200);
    const list = await admin<{ id: number }[]>("/api/admin/testimonials");
    expect(list.some((item) => item.id === id)).toBe(false);
  });

  it("validates, creates with a date, hides and deletes stored posts", async () => {
    const bad = await send("POST", "/api/admin/social-posts", {
      image: "",
      caption: "",
      link: "ftp://x",
      postedAt: "14/03/2026",
    });
    expect(await errorsOf(bad)).toMatchObject({
      image: "Image is required",
      caption: "Caption is required",
      link: "Link must be a web address (https://…)",
      postedAt: "Date must be a date such as 2026-03-14",
    });
    const image = await uploadMedia("social");
    const created = await send("POST", "/api/admin/social-posts", {
      image,
      caption: "Sunset over the pool deck",
      link: "https://www.instagram.com/p/abc/",
      postedAt: "2099-01-02",
      likes: 12,
    });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: number }>(created);
    const posts = (await t.getJson("/api/social/posts")).body as {
      id: string;
      timestamp: string;
    }[];
    // Dated in the future, so it sorts first.
    expect(posts[0]).toMatchObject({ id: `stored-${id}` });
    expect(posts[0]?.timestamp.slice(0, 10)).toBe("2099-01-02");

    await send("PUT", `/api/admin/social-posts/${id}/visibility`, { isVisible: false });
    const hidden = (await t.getJson("/api/social/posts")).body as { id: string }[];
    expect(hidden.some((post) => post.id === `stored-${id}`)).toBe(false);
    expect((await send("DELETE", `/api/admin/social-posts/${id}`)).status).toBe(200);
    expect((await send("DELETE", `/api/admin/social-posts/${id}`)).status).toBe(404);
  });
});

describe("event packages", () => {
  const pkg = () => ({
    title: { en: "Sundowner Cocktail Party", sw: "Sherehe ya Machweo" },
    price: { en: "Ksh 2,800 per person" },
    priceAmount: 2800,
    priceUnit: "person",
    groupSize: { en: "Minimum 15 guests" },
    description: { en: "Cocktails and bitings on the pool deck as the sun goes down." },
    features: [{ en: "Two cocktails each" }, { en: "Canapés" }],
    addOns: [],
    images: [],
  });

  it("validates, creates, reorders, hides and deletes", async () => {
    const bad = await send("POST", "/api/admin/packages", {
      ...pkg(),
      title: { fr: "Soirée" },
      priceAmount: -5,
      priceUnit: "table",
      features: [],
      images: ["/etc/passwd"],
    });
    expect(await errorsOf(bad)).toMatchObject({
      "title.en": "Title (English) is required",
      priceAmount: "Price in KSh must be a whole number of KSh, 0 or more",
      priceUnit: "Price applies per person or per group",
      features: "Add at least 1 features",
      "images.0": "Image must be an image uploaded here",
    });
    const created = await send("POST", "/api/admin/packages", pkg());
    expect(created.status).toBe(201);
    const { id, slug } = await json<{ id: number; slug: string }>(created);
    expect(slug).toBe("sundowner-cocktail-party");
    const again = await json<{ slug: string }>(await send("POST", "/api/admin/packages", pkg()));
    expect(again.slug).toBe("sundowner-cocktail-party-2");

    const all = await admin<{ id: number }[]>("/api/admin/packages");
    const ids = [id, ...all.map((row) => row.id).filter((other) => other !== id)];
    expect((await send("PUT", "/api/admin/packages/reorder", { ids })).status).toBe(200);
    const swahili = (await t.getJson("/api/chat/facts?lang=sw")).body as ChatFacts;
    expect(swahili.packages[0]?.title).toBe("Sherehe ya Machweo");

    await send("PUT", `/api/admin/packages/${id}/visibility`, { isVisible: false });
    let facts = (await t.getJson("/api/chat/facts")).body as ChatFacts;
    expect(facts.packages.some((p) => p.title === "Sundowner Cocktail Party")).toBe(true); // the copy
    expect(facts.packages[0]?.title).not.toBe("Sundowner Cocktail Party");
    expect((await send("DELETE", `/api/admin/packages/${id}`)).status).toBe(200);
    const list = await admin<EventPackageDto[]>("/api/admin/packages");
    expect(list.some((row) => row.id === id)).toBe(false);
    facts = (await t.getJson("/api/chat/facts")).body as ChatFacts;
    expect(facts.packages.length).toBe(
      list.filter((row) => (row as unknown as { isVisible: boolean }).isVisible).length,
    );
  });
});

describe("restaurants, dishes and menu pages", () => {
  it("edits a restaurant with field messages, in seven languages", async () => {
    const [first] = (await t.getJson("/api/restaurants")).body as RestaurantDto[];
    const id = first!.id;
    const bad = await send("PUT", `/api/admin/restaurants/${id}`, {
      name: "",
      description: { en: "Too short" },
      cuisine: [],
      hours: { en: "" },
      dressCode: { en: "Smart Casual" },
      image: null,
    });
    expect(await errorsOf(bad)).toMatchObject({
      name: "Name is required",
      "description.en": "Description (English) must be at least 10 characters",
      cuisine: "Add at least 1 cuisine tags",
      "hours.en": "Opening hours (English) is required",
    });
    const ok = await send("PUT", `/api/admin/restaurants/${id}`, {
      name: first!.name,
      description: {
        en: "Coastal cooking with fish from the morning boats.",
        de: "Küstenküche mit Fisch vom Morgenboot.",
      },
      cuisine: [{ en: "Swahili", de: "Suaheli" }, { en: "Seafood" }],
      hours: { en: "Daily 7:00 AM - 10:00 PM" },
      dressCode: { en: "Smart Casual" },
      image: null,
    });
    expect(ok.status).toBe(200);
    const german = (await t.getJson(`/api/restaurants/${id}?lang=de`)).body as RestaurantDto;
    expect(german).toMatchObject({
      description: "Küstenküche mit Fisch vom Morgenboot.",
      cuisine: ["Suaheli", "Seafood"],
    });
  });

  it("creates, sorts, edits and deletes à-la-carte dishes", async () => {
    const [first] = (await t.getJson("/api/restaurants")).body as RestaurantDto[];
    const id = first!.id;
    const bad = await send("POST", `/api/admin/restaurants/${id}/items`, {
      category: { en: "" },
      name: { en: "" },
      price: "abc",
    });
    expect(await errorsOf(bad)).toMatchObject({
      "category.en": "Category (English) is required",
      "name.en": "Dish name (English) is required",
      price: "Price must be a whole number of KSh, 0 or more",
    });
    const created = await send("POST", `/api/admin/restaurants/${id}/items`, {
      category: { en: "Mains", sw: "Vyakula Vikuu" },
      name: { en: "Coconut fish curry", sw: "Mchuzi wa samaki wa nazi" },
      description: { en: "" },
      price: "1450",
    });
    expect(created.status).toBe(201);
    const itemId = (await json<{ id: number }>(created)).id;
    let menu = (await t.getJson(`/api/restaurants/${id}/menu?lang=sw`)).body as MenuItemDto[];
    expect(menu.at(-1)).toMatchObject({
      id: itemId,
      name: "Mchuzi wa samaki wa nazi",
      price: 1450,
    });

    const ids = [itemId, ...menu.filter((item) => item.id !== itemId).map((item) => item.id)];
    expect((await send("PUT", `/api/admin/restaurants/${id}/items/reorder`, { ids })).status).toBe(
      200,
    );
    menu = (await t.getJson(`/api/restaurants/${id}/menu`)).body as MenuItemDto[];
    expect(menu[0]?.id).toBe(itemId);

    await send("PUT", `/api/admin/restaurants/${id}/items/${itemId}`, {
      category: { en: "Mains" },
      name: { en: "Coconut fish curry" },
      description: { en: "With rice" },
      price: 1500,
    });
    menu = (await t.getJson(`/api/restaurants/${id}/menu`)).body as MenuItemDto[];
    expect(menu[0]).toMatchObject({ price: 1500, description: "With rice" });
    // A dish of another restaurant cannot be reached through this one.
    expect((await send("DELETE", `/api/admin/restaurants/${id + 1}/items/${itemId}`)).status).toBe(
      404,
    );
    expect((await send("DELETE", `/api/admin/restaurants/${id}/items/${itemId}`)).status).toBe(200);
    menu = (await t.getJson(`/api/restaurants/${id}/menu`)).body as MenuItemDto[];
    expect(menu.some((item) => item.id === itemId)).toBe(false);
  });

  it("uploads, reorders and deletes printed menu pages", async () => {
    const form = new FormData();
    form.append(
      "images",
      new File([new Uint8Array(await photo())], "p1.png", { type: "image/png" }),
    );
    const upload = await t.app.request("/api/admin/menus/wine/upload-pages", {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: cookie },
      body: form,
    });
    expect(upload.status).toBe(201);
    const wrongKind = await send("PUT", "/api/admin/menus/cocktails/reorder", { ids: [1] });
    expect(wrongKind.status).toBe(400);
    const menus =
      await admin<{ kind: string; pages: { id: number; src: string }[] }[]>("/api/admin/menus");
    const wine = menus.find((menu) => menu.kind === "wine")!;
    const added = wine.pages.at(-1)!;
    const ids = [added.id, ...wine.pages.slice(0, -1).map((page) => page.id)];
    expect((await send("PUT", "/api/admin/menus/wine/reorder", { ids })).status).toBe(200);
    const [first] = (await t.getJson("/api/restaurants")).body as RestaurantDto[];
    expect(first).toBeTruthy();
    expect((await send("DELETE", `/api/admin/menus/wine/pages/${added.id}`)).status).toBe(200);
    const after =
      await admin<{ kind: string; pages: { id: number; position: number }[] }[]>(
        "/api/admin/menus",
      );
    const pages = after.find((menu) => menu.kind === "wine")!.pages;
    expect(pages.some((page) => page.id === added.id)).toBe(false);
    expect(pages.map((page) => page.position)).toEqual(pages.map((_, index) => index));
  });
});

describe("translation report", () => {
  it("lists content missing a language, and a translated field leaves the list", async () => {
    const created = await send("POST", "/api/admin/testimonials", {
      name: "Only English",
      location: { en: "Mombasa" },
      content: { en: "The staff were kind and the rooms were clean." },
      rating: 4,
    });
    const { id } = await json<{ id: number }>(created);
    type Report = {
      counts: Record<string, number>;
      items: { kind: string; item: string; field: string; missing: string[]; editUrl: string }[];
    };
    const report = await admin<Report>("/api/admin/translations");
    const entry = report.items.find(
      (item) =>
        item.kind === "Testimonial" && item.item === "Only English" && item.field === "Location",
    );
    expect(entry).toMatchObject({
      missing: ["fr", "es", "it", "de", "ar", "sw"],
      editUrl: `/admin/testimonials#testimonial-${id}`,
    });
    expect(report.counts.en).toBe(0);
    expect(report.counts.sw).toBeGreaterThanOrEqual(2);

    await send("PUT", `/api/admin/testimonials/${id}`, {
      name: "Only English",
      location: {
        en: "Mombasa",
        fr: "Mombasa",
        es: "Mombasa",
        it: "Mombasa",
        de: "Mombasa",
        ar: "ممباسا",
        sw: "Mombasa",
      },
      content: {
        en: "The staff were kind and the rooms were clean.",
        sw: "Wafanyakazi walikuwa wakarimu.",
      },
      rating: 4,
    });
    const after = await admin<Report>("/api/admin/translations");
    const rows = after.items.filter((item) => item.item === "Only English");
    expect(rows.map((row) => row.field)).toEqual(["Testimonial"]);
    expect(rows[0]?.missing).toEqual(["fr", "es", "it", "de", "ar"]);
  });
});
