import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Json = Record<string, unknown>;
const list = async (path: string, init?: RequestInit) => {
  const { status, body } = await t.getJson(path, init);
  expect(status).toBe(200);
  expect(Array.isArray(body)).toBe(true);
  return body as Json[];
};

describe("GET /api/health", () => {
  it("reports ok and the database driver", async () => {
    const { status, body } = await t.getJson("/api/health");
    expect(status).toBe(200);
    expect(body).toEqual({ status: "ok", database: t.database.kind });
  });
});

describe("rooms", () => {
  it("lists the five seeded room types with the API's fields", async () => {
    const rooms = await list("/api/rooms");
    expect(rooms.map((room) => room.name)).toEqual([
      "Single Mini",
      "Superior Mini",
      "Superior Standard",
      "Deluxe",
      "Super Deluxe",
    ]);
    for (const room of rooms) {
      for (const field of [
        "id",
        "name",
        "description",
        "images",
        "price",
        "rating",
        "reviews",
        "capacity",
        "size",
        "amenities",
        "available",
        "totalRooms",
      ]) {
        expect(room, `${room.name} has ${field}`).toHaveProperty(field);
      }
      expect((room.images as string[]).length).toBeGreaterThan(0);
      expect((room.images as unknown[]).every((src) => typeof src === "string")).toBe(true);
      expect((room.amenities as unknown[]).every((a) => typeof a === "string")).toBe(true);
      expect(room.available).toBe(room.totalRooms);
    }
    const deluxe = rooms.find((room) => room.name === "Deluxe")!;
    expect(deluxe.price).toBe(9500);
    expect(deluxe.size).toBe(28);
    expect(deluxe.rates).toEqual({
      singleBedOnly: 9500,
      singleBreakfast: 10000,
      doubleBedOnly: 12000,
      doubleBreakfast: 12500,
    });
    expect(deluxe.rackRates).toEqual({
      singleBedOnly: 11700,
      singleBreakfast: 12200,
      doubleBedOnly: 14600,
      doubleBreakfast: 15100,
    });
  });

  it("returns texts in the language asked for, by query or Accept-Language, names unchanged", async () => {
    const [en, fr, de] = await Promise.all([
      list("/api/rooms"),
      list("/api/rooms?lang=fr"),
      list("/api/rooms", { headers: { "Accept-Language": "de-DE,de;q=0.9,en;q=0.5" } }),
    ]);
    expect(fr[0]!.name).toBe(en[0]!.name);
    expect(fr[0]!.description).not.toBe(en[0]!.description);
    expect(de[0]!.description).not.toBe(en[0]!.description);
    expect(de[0]!.description).not.toBe(fr[0]!.description);
    const unknown = await list("/api/rooms?lang=xx", { headers: { "Accept-Language": "ja" } });
    expect(unknown[0]!.description).toBe(en[0]!.description);
  });

  it("returns one room, 404 for an unknown id and 400 for a malformed one", async () => {
    const rooms = await list("/api/rooms");
    const one = await t.getJson(`/api/rooms/${rooms[3]!.id}`);
    expect(one.status).toBe(200);
    expect((one.body as Json).name).toBe("Deluxe");

    const missing = await t.getJson("/api/rooms/99999");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: "Room not found" });

    for (const bad of ["abc", "0", "-1", "1.5", "99999999999"]) {
      const malformed = await t.getJson(`/api/rooms/${bad}`);
      expect(malformed.status, bad).toBe(400);
      expect(malformed.body).toMatchObject({ message: "Invalid room id" });
    }
  });
});

describe("amenities and testimonials", () => {
  it("lists six amenities in the home page's order, never cached", async () => {
    const response = await t.app.request("/api/amenities");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const amenities = (await response.json()) as Json[];
    expect(amenities.map((a) => a.key)).toEqual([
      "pool",
      "cafe",
      "business-centre",
      "wifi",
      "reception",
      "parking",
    ]);
    expect(
      amenities.every((a) => typeof a.name === "string" && typeof a.description === "string"),
    ).toBe(true);
  });

  it("lists three testimonials with ratings from 1 to 5", async () => {
    const testimonials = await list("/api/testimonials");
    expect(testimonials).toHaveLength(3);
    for (const entry of testimonials) {
      expect(Object.keys(entry).sort()).toEqual([
        "content",
        "id",
        "image",
        "location",
        "name",
        "rating",
      ]);
      expect(entry.rating).toBeGreaterThanOrEqual(1);
      expect(entry.rating).toBeLessThanOrEqual(5);
    }
  });
});

describe("restaurants and menus", () => {
  it("lists the four built-in restaurants with ids 1 to 4", async () => {
    const restaurants = await list("/api/restaurants");
    expect(restaurants.map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(restaurants.map((r) => r.name)).toContain("The Pergola");
    for (const r of restaurants) {
      expect(Array.isArray(r.cuisine)).toBe(true);
      for (const field of ["name", "description", "hours", "dressCode", "image"])
        expect(r).toHaveProperty(field);
    }
    const fine = restaurants.find((r) => r.id === 3)!;
    expect(fine.dressCode).toBe("Smart Elegant");
  });

  it("returns one restaurant and its à-la-carte menu", async () => {
    const one = await t.getJson("/api/restaurants/2");
    expect(one.status).toBe(200);
    expect((one.body as Json).name).toBe("The Pergola");
    const items = await list("/api/restaurants/1/menu");
    expect(items.length).toBeGreaterThanOrEqual(10);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual([
        "category",
        "description",
        "id",
        "image",
        "name",
        "price",
      ]);
      expect(Number.isInteger(item.price)).toBe(true);
    }
    expect(new Set(items.map((item) => item.category)).size).toBeGreaterThanOrEqual(3);
  });

  it("answers 404 for unknown restaurants and 400 for malformed ids", async () => {
    expect((await t.getJson("/api/restaurants/9")).status).toBe(404);
    expect((await t.getJson("/api/restaurants/9/menu")).status).toBe(404);
    const bad = await t.getJson("/api/restaurants/pergola/menu");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: "Invalid restaurant id" });
  });
});

describe("gallery", () => {
  it("lists images in the five categories with url and alt text", async () => {
    const images = await list("/api/gallery");
    expect(images.length).toBeGreaterThanOrEqual(20);
    expect(new Set(images.map((i) => i.category))).toEqual(
      new Set(["rooms", "dining", "events", "amenities", "property"]),
    );
    for (const image of images) {
      expect(typeof image.url).toBe("string");
      expect((image.alt as string).length).toBeGreaterThan(5);
    }
    const sw = await list("/api/gallery?lang=sw");
    expect(sw[0]!.alt).not.toBe(images[0]!.alt);
  });
});

describe("journal", () => {
  it("returns exactly three featured posts with the API's fields", async () => {
    const posts = await list("/api/blog/featured");
    expect(posts).toHaveLength(3);
    for (const post of posts) {
      expect(post.featured).toBe(true);
      for (const field of [
        "id",
        "title",
        "slug",
        "excerpt",
        "content",
        "imagePath",
        "publishedAt",
        "author",
        "category",
        "createdAt",
        "updatedAt",
      ]) {
        expect(post).toHaveProperty(field);
      }
    }
  });

  it("returns a published post by slug and 404 otherwise", async () => {
    const [featured] = await list("/api/blog/featured");
    const post = await t.getJson(`/api/blog/post/${featured!.slug}`);
    expect(post.status).toBe(200);
    expect((post.body as Json).title).toBe(featured!.title);
    const missing = await t.getJson("/api/blog/post/no-such-post");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: "Post not found" });
  });
});

describe("the API door", () => {
  it("answers JSON 404 for unknown API paths, never the HTML app", async () => {
    for (const path of ["/api/nope", "/api/rooms/1/nope", "/api"]) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(await response.json()).toMatchObject({ message: "Not found" });
    }
  });

  it("sends the security headers on API responses", async () => {
    const response = await t.app.request("/api/rooms");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(response.headers.get("x-request-id")).toMatch(/.+/);
  });

  it("refuses request bodies over the limit with 413", async () => {
    const response = await t.app.request("/api/rooms", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ padding: "x".repeat(200 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: "payload_too_large" });
  });
});
