/**
 * Lost updates in the admin: every edit sends the version it loaded, and a save
 * from an older version is refused (409 "stale") with the current values instead
 * of silently undoing a colleague's change. Room photos are deleted and reordered
 * by id, so a stale screen cannot remove or misplace the wrong photo.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, eventPackages, roomTypes, siteSettings } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let cookie = "";
let dataDir = "";
const ORIGIN = "http://localhost";
const STALE = "Changed by someone else since you opened it";

beforeAll(async () => {
  t = await createTestApp();
  dataDir = mkdtempSync(path.join(tmpdir(), "pwani-versions-"));
  t.services.env = { ...t.services.env, dataDir };
  await createAdmin(t.database.db, {
    email: "versions@example.com",
    name: "Versions",
    password: "a long password!",
  });
  const login = await t.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "versions@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const send = (method: string, url: string, body?: unknown) =>
  t.app.request(url, {
    method,
    headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const admin = async <T>(url: string) =>
  (await t.getJson(url, { headers: { Cookie: cookie } })).body as T;
type Stale<T> = { code: string; message: string; current: T };

async function expectStale<T>(response: Response): Promise<T> {
  expect(response.status).toBe(409);
  const body = (await response.json()) as Stale<T>;
  expect(body.code).toBe("stale");
  expect(body.message).toBe(STALE);
  return body.current;
}

// ---------------------------------------------------------------- rooms

type AdminRoom = { id: number; name: string; totalRooms: number; version: number };

/** A room edit as the form sends it, from what a tab loaded. */
const roomEdit = (room: AdminRoom, price: number) => ({
  name: room.name,
  description: "A room with a sea view, a queen bed and a sitting area.",
  price,
  capacity: 2,
  size: 28,
  totalRooms: room.totalRooms,
  amenities: "Free Wi-Fi, Air conditioning",
  version: room.version,
});

async function loadRoom(): Promise<AdminRoom> {
  const rooms = await admin<AdminRoom[]>("/api/admin/rooms");
  return rooms[0] as AdminRoom;
}

async function storedPrice(id: number) {
  const [row] = await t.database.db.select().from(roomTypes).where(eq(roomTypes.id, id));
  return row?.rateSingleBedOnly;
}

describe("room edits", () => {
  it("a second tab's stale save gets 409 with the current values and the first price stays", async () => {
    const tabA = await loadRoom();
    const tabB = await loadRoom();
    expect(tabA.version).toBeGreaterThan(0);

    const first = await send("PUT", `/api/admin/rooms/${tabA.id}`, roomEdit(tabA, 12_300));
    expect(first.status).toBe(200);

    const second = await send("PUT", `/api/admin/rooms/${tabB.id}`, roomEdit(tabB, 8_800));
    const current = await expectStale<{ price: number; version: number }>(second);
    expect(current.price).toBe(12_300);
    expect(current.version).toBe(tabB.version + 1);
    expect(await storedPrice(tabA.id)).toBe(12_300);

    // Having seen the current values, the second tab may save again from them.
    const again = await send("PUT", `/api/admin/rooms/${tabB.id}`, {
      ...roomEdit(tabB, 8_800),
      version: current.version,
    });
    expect(again.status).toBe(200);
    expect(await storedPrice(tabA.id)).toBe(8_800);
  });

  it("refuses an edit without the loaded version", async () => {
    const room = await loadRoom();
    const { version: _version, ...withoutVersion } = roomEdit(room, 7_000);
    const response = await send("PUT", `/api/admin/rooms/${room.id}`, withoutVersion);
    expect(response.status).toBe(400);
    expect(await storedPrice(room.id)).not.toBe(7_000);
  });

  it("of parallel saves from the same version exactly one wins", async () => {
    const room = await loadRoom();
    const prices = [10_100, 10_200, 10_300, 10_400, 10_500];
    const responses = await Promise.all(
      prices.map((price) => send("PUT", `/api/admin/rooms/${room.id}`, roomEdit(room, price))),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const winner = prices[responses.findIndex((response) => response.status === 200)];
    expect(await storedPrice(room.id)).toBe(winner);
    expect((await loadRoom()).version).toBe(room.version + 1);
  });
});

// ---------------------------------------------------------------- settings

describe("site settings", () => {
  const load = async () => {
    const { currency: _currency, ...rest } =
      await admin<Record<string, unknown>>("/api/admin/settings");
    return rest as Record<string, unknown> & { version: number };
  };

  it("a stale save gets 409 with the current settings and does not undo the first", async () => {
    const tabA = await load();
    const tabB = await load();
    const first = await send("PUT", "/api/admin/settings", { ...tabA, hotelName: "Tab A Resort" });
    expect(first.status).toBe(200);
    const second = await send("PUT", "/api/admin/settings", {
      ...tabB,
      taxPercent: 20,
    });
    const current = await expectStale<{ hotelName: string; version: number }>(second);
    expect(current.hotelName).toBe("Tab A Resort");
    expect(current.version).toBe(tabB.version + 1);
    const [row] = await t.database.db.select().from(siteSettings);
    expect(row?.data.hotelName).toBe("Tab A Resort");
    expect(row?.data.taxPercent).toBe(tabA.taxPercent);
  });
});

// ---------------------------------------------------------------- journal

describe("journal posts", () => {
  const CONTENT =
    "<p>Walk out at low tide to the rock pools and look for starfish, sea cucumbers and small bright fish.</p>";
  const fields = (title: string, extra: Record<string, string> = {}) => {
    const body = new FormData();
    const values = {
      title,
      slug: "two-tabs-on-the-reef",
      excerpt: "What to look for in the rock pools at low tide.",
      content: CONTENT,
      author: "Resort Life",
      category: "Resort Life",
      tags: "[]",
      published: "false",
      ...extra,
    };
    for (const [key, value] of Object.entries(values)) body.set(key, value);
    return body;
  };
  const put = (id: number, body: FormData) =>
    t.app.request(`/api/admin/blog/posts/${id}`, {
      method: "PUT",
      headers: { Origin: ORIGIN, Cookie: cookie },
      body,
    });

  it("a stale save gets 409 with the current post", async () => {
    const created = await t.app.request("/api/admin/blog/posts", {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: cookie },
      body: fields("Two tabs on the reef"),
    });
    expect(created.status).toBe(201);
    const post = (await created.json()) as { id: number; version: number };
    const loaded = String(post.version);

    const first = await put(post.id, fields("Tab A's title", { version: loaded }));
    expect(first.status).toBe(200);
    const second = await put(post.id, fields("Tab B's title", { version: loaded }));
    const current = await expectStale<{ title: string; version: number }>(second);
    expect(current.title).toBe("Tab A's title");
    const [row] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row?.title).toBe("Tab A's title");

    // Publishing from the list also counts as a change to the post.
    const publish = await send("PUT", `/api/admin/blog/posts/${post.id}/publish`, {
      published: true,
    });
    expect(publish.status).toBe(200);
    const afterPublish = await put(
      post.id,
      fields("Tab A's title", { version: String(current.version), published: "false" }),
    );
    expect((await expectStale<{ published: boolean }>(afterPublish)).published).toBe(true);
  });
});

// ---------------------------------------------------------------- packages

describe("event packages", () => {
  const pkg = (title: string) => ({
    title: { en: title },
    price: { en: "Ksh 2,800 per person" },
    priceAmount: 2800,
    priceUnit: "person",
    groupSize: { en: "Minimum 15 guests" },
    description: { en: "Cocktails and bitings on the pool deck as the sun goes down." },
    features: [{ en: "Two cocktails each" }],
    addOns: [],
    images: [],
  });

  it("a stale save gets 409 with the current package; hiding it also makes a form stale", async () => {
    const created = await send("POST", "/api/admin/packages", pkg("Sundowner"));
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const tabA = await admin<{ version: number }>(`/api/admin/packages/${id}`);
    const tabB = await admin<{ version: number }>(`/api/admin/packages/${id}`);

    const first = await send("PUT", `/api/admin/packages/${id}`, {
      ...pkg("Sundowner by tab A"),
      priceAmount: 3100,
      version: tabA.version,
    });
    expect(first.status).toBe(200);
    const second = await send("PUT", `/api/admin/packages/${id}`, {
      ...pkg("Sundowner by tab B"),
      version: tabB.version,
    });
    const current = await expectStale<{ title: { en: string }; priceAmount: number }>(second);
    expect(current).toMatchObject({ title: { en: "Sundowner by tab A" }, priceAmount: 3100 });
    const [row] = await t.database.db.select().from(eventPackages).where(eq(eventPackages.id, id));
    expect(row?.priceAmount).toBe(3100);

    const opened = await admin<{ version: number }>(`/api/admin/packages/${id}`);
    await send("PUT", `/api/admin/packages/${id}/visibility`, { isVisible: false });
    const stale = await send("PUT", `/api/admin/packages/${id}`, {
      ...pkg("Sundowner by tab A"),
      isVisible: true,
      version: opened.version,
    });
    expect((await expectStale<{ isVisible: boolean }>(stale)).isVisible).toBe(false);
  });
});

// ---------------------------------------------------------------- testimonials

describe("testimonials", () => {
  it("a stale save gets 409 with the current testimonial", async () => {
    const body = {
      name: "Amina",
      location: { en: "Nairobi" },
      content: { en: "Lovely stay by the ocean, friendly staff." },
      rating: 5,
    };
    const created = await send("POST", "/api/admin/testimonials", body);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const list = await admin<{ id: number; version: number }[]>("/api/admin/testimonials");
    const version = list.find((row) => row.id === id)?.version;
    const first = await send("PUT", `/api/admin/testimonials/${id}`, {
      ...body,
      rating: 4,
      version,
    });
    expect(first.status).toBe(200);
    const second = await send("PUT", `/api/admin/testimonials/${id}`, {
      ...body,
      name: "Amina W.",
      version,
    });
    expect(await expectStale<{ rating: number; name: string }>(second)).toMatchObject({
      rating: 4,
      name: "Amina",
    });
  });
});

// ---------------------------------------------------------------- room photos

describe("room photos by id", () => {
  const photo = (background: string) =>
    sharp({ create: { width: 600, height: 400, channels: 3, background } })
      .png()
      .toBuffer();
  type Image = { id: number; src: string };
  const imagesOf = (roomId: number) => admin<Image[]>(`/api/admin/rooms/${roomId}/images`);

  it("delete and reorder name photos by id; a stale list gets 409 with the current photos", async () => {
    const room = await loadRoom();
    const form = new FormData();
    form.set("roomId", String(room.id));
    for (const colour of ["#112233", "#445566", "#778899"])
      form.append("images", new File([new Uint8Array(await photo(colour))], "p.png"));
    const uploaded = await t.app.request("/api/admin/rooms/upload-images", {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: cookie },
      body: form,
    });
    expect(uploaded.status).toBe(201);

    const tabA = await imagesOf(room.id);
    const tabB = await imagesOf(room.id);
    expect(tabA.length).toBeGreaterThanOrEqual(3);
    const [first, second] = tabA as [Image, Image];

    // Tab A deletes the first photo.
    const deleted = await send("DELETE", `/api/admin/rooms/${room.id}/images/${first.id}`);
    expect(deleted.status).toBe(200);

    // Tab B still shows the old list: its reorder is refused and changes nothing.
    const staleOrder = [tabB[1], tabB[0], ...tabB.slice(2)].map((image) => image?.id);
    const reorder = await send("PUT", `/api/admin/rooms/${room.id}/images/reorder`, {
      ids: staleOrder,
    });
    const current = await expectStale<{ images: Image[] }>(reorder);
    expect(current.images.map((image) => image.id)).toEqual(tabA.slice(1).map((i) => i.id));
    expect((await imagesOf(room.id)).map((image) => image.id)).toEqual(
      tabA.slice(1).map((i) => i.id),
    );

    // Tab B deletes "photo 2" of its screen: exactly that photo goes, not today's second one.
    const third = tabB[2] as Image;
    const removed = await send("DELETE", `/api/admin/rooms/${room.id}/images/${second.id}`);
    expect(removed.status).toBe(200);
    const left = (await imagesOf(room.id)).map((image) => image.id);
    expect(left).not.toContain(second.id);
    expect(left).toContain(third.id);
    expect(left).toEqual(tabA.slice(2).map((i) => i.id));

    // Deleting a photo that is already gone is a 404, never another photo.
    const again = await send("DELETE", `/api/admin/rooms/${room.id}/images/${first.id}`);
    expect(again.status).toBe(404);
    expect((await imagesOf(room.id)).length).toBe(left.length);

    // The current full list in a new order is accepted.
    const reversed = [...left].reverse();
    const fresh = await send("PUT", `/api/admin/rooms/${room.id}/images/reorder`, {
      ids: reversed,
    });
    expect(fresh.status).toBe(200);
    expect((await imagesOf(room.id)).map((image) => image.id)).toEqual(reversed);
  });
});
