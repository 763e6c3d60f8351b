/**
 * Admin lists page through every row: GET /api/admin/bookings and /admin/bookings show a page
 * of a chosen size with the total ("of N", X-Total-Count), filter by a check-in and a booked
 * date range, and answer junk paging with a safe fallback or a clear 400, never a 500.
 */
import { randomBytes } from "node:crypto";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysIso } from "~core/pricing";
import { bookings, roomTypes } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { adminCall, apiSignIn } from "../helpers/admin-requests";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

const PASSWORD = "a long password!";
const COUNT = 250;
const TAG = "Pagetest";
let t: TestApp;
let pages: Awaited<ReturnType<typeof createTestPages>>;
let cookie = "";

beforeAll(async () => {
  pages = await createTestPages();
  t = await createTestApp({ TRUST_PROXY: "1" }, { pageHandler: pages.pageHandler });
  const db = t.database.db;
  await createAdmin(db, { name: "Owner", email: "paging@example.com", password: PASSWORD });
  const [room] = await db.select().from(roomTypes).orderBy(asc(roomTypes.id)).limit(1);
  const start = Date.UTC(2031, 0, 1, 9);
  const rows = Array.from({ length: COUNT }, (_, i) => ({
    reference: `PB-${randomBytes(4).toString("hex").toUpperCase()}`,
    accessTokenHash: randomBytes(32).toString("hex"),
    roomTypeId: room!.id,
    // Booking i checks in on day i of 2032 and was booked on day i of 2031 (09:00 UTC).
    checkIn: addDaysIso("2032-01-01", i),
    checkOut: addDaysIso("2032-01-01", i + 2),
    nights: 2,
    adults: 2,
    roomCount: 1,
    firstName: `Guest${i}`,
    lastName: TAG,
    email: `guest${i}@example.com`,
    phone: "+254700000000",
    address: "1 Beach Road",
    city: "Mombasa",
    country: "KE",
    nightlyRate: 10_000,
    subtotal: 20_000,
    taxes: 0,
    totalAmount: 20_000,
    status: "confirmed" as const,
    createdAt: new Date(start + i * 86_400_000),
  }));
  await db.insert(bookings).values(rows);
  const login = await apiSignIn(t, "paging@example.com", PASSWORD);
  expect(login.status).toBe(200);
  cookie = login.cookie;
}, 180_000);
afterAll(async () => {
  await t?.close();
  await pages?.close();
});

async function list(query: string) {
  const response = await t.app.request(`/api/admin/bookings?q=${TAG}&${query}`, {
    headers: { Cookie: cookie },
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: JSON.parse(text) as { firstName: string; checkIn: string }[] & { error?: unknown },
  };
}

describe("paging of the admin bookings list", () => {
  it("pages 250 bookings: page 3 of 100 has the last 50, the total is in the headers", async () => {
    const first = await list("pageSize=100");
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(100);
    expect(first.headers.get("X-Total-Count")).toBe(String(COUNT));
    expect(first.headers.get("Link")).toContain('rel="next"');
    // Newest booked first.
    expect(first.body[0]!.firstName).toBe("Guest249");

    const third = await list("pageSize=100&page=3");
    expect(third.status).toBe(200);
    expect(third.body).toHaveLength(50);
    expect(third.body.map((b) => b.firstName)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Guest${49 - i}`),
    );
    expect(third.headers.get("X-Total-Count")).toBe(String(COUNT));
    expect(third.headers.get("Link")).toContain('rel="prev"');
    expect(third.headers.get("Link")).not.toContain('rel="next"');

    // Every booking appears exactly once over the three pages.
    const second = await list("pageSize=100&page=2");
    const names = new Set([...first.body, ...second.body, ...third.body].map((b) => b.firstName));
    expect(names.size).toBe(COUNT);
  });

  it("filters by a check-in range, both ends included, and by the booked day", async () => {
    const range = await list("from=2032-01-11&to=2032-01-20&pageSize=200");
    expect(range.status).toBe(200);
    expect(range.headers.get("X-Total-Count")).toBe("10");
    expect(range.body.map((b) => b.checkIn).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => addDaysIso("2032-01-11", i)),
    );
    const booked = await list("bookedFrom=2031-01-03&bookedTo=2031-01-04");
    expect(booked.status).toBe(200);
    expect(booked.body.map((b) => b.firstName).sort()).toEqual(["Guest2", "Guest3"]);
  });

  it("caps the page size and falls back on junk page numbers", async () => {
    const huge = await list("pageSize=100000");
    expect(huge.status).toBe(200);
    expect(huge.body).toHaveLength(200);
    expect(huge.headers.get("X-Page-Size")).toBe("200");
    for (const junk of ["page=-1", "page=abc", "page=1e9", "page=", "pageSize=0", "page=2.5"]) {
      const answer = await list(junk);
      expect(answer.status, junk).toBe(200);
      expect(answer.headers.get("X-Page"), junk).toBe("1");
    }
    const past = await list("page=999");
    expect(past.status).toBe(200);
    expect(past.body).toHaveLength(0);
    expect(past.headers.get("X-Total-Count")).toBe(String(COUNT));
  });

  it("refuses a date that is not one, or a range ending before it starts, with a 400", async () => {
    for (const bad of ["from=2032-02-30", "to=yesterday", "from=2032-02-01&to=2032-01-01"]) {
      const answer = await list(bad);
      expect(answer.status, bad).toBe(400);
      expect(JSON.stringify(answer.body), bad).toMatch(/date|range/i);
    }
  });

  it("the page shows 'of N' and a next link that keeps the filters and leads on", async () => {
    const page = await adminCall(t, cookie, "GET", `/admin/bookings?q=${TAG}&pageSize=100`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`Showing 1–100 of ${COUNT}`);
    const tag = page.text.match(/<a [^>]*rel="next"[^>]*>/)?.[0] ?? "";
    const next = tag.match(/href="([^"]*)"/)?.[1]?.replace(/&amp;/g, "&");
    expect(next).toBe(`/admin/bookings?q=${TAG}&pageSize=100&page=2`);
    const second = await adminCall(t, cookie, "GET", next!);
    expect(second.text).toContain(`Showing 101–200 of ${COUNT}`);
    expect(second.text).toContain("Guest149");
    expect(second.text).not.toContain("Guest150<");
    // A bad range on the page is a message by the field, not a 500.
    const bad = await adminCall(t, cookie, "GET", `/admin/bookings?q=${TAG}&from=2032-13-01`);
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("From must be a real date");
  });
});
