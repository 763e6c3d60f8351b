/**
 * Every admin list that grows with guests pages and takes a date range, like the bookings
 * list: messages, newsletter subscribers, feedback, Pesapal transactions and journal posts.
 * The API answers a page of a plain array with X-Total-Count and a Link header, a range both
 * ends included (in hotel days), a clear 400 for a bad range; the screens show "of N", a next
 * link that keeps the list's other filters, and the bad range by its field.
 */
import { randomBytes } from "node:crypto";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysIso } from "~core/pricing";
import { FEEDBACK_RATINGS } from "~core/schemas/feedback";
import {
  blogPosts,
  bookings,
  contactMessages,
  guestFeedback,
  newsletterSubscriptions,
  paymentTransactions,
  roomTypes,
} from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { adminCall, apiSignIn } from "../helpers/admin-requests";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

const PASSWORD = "a long password!";
/** Rows of each list, one a day through 2031 (days far from the demo data's). */
const COUNT = 120;
const YEAR = "from=2031-01-01&to=2031-12-31";
let t: TestApp;
let pages: Awaited<ReturnType<typeof createTestPages>>;
let cookie = "";

/** Row i was made on day i of 2031, 09:00 in Nairobi (06:00 UTC). */
const madeOn = (i: number) => new Date(Date.UTC(2031, 0, 1 + i, 6));
const dayOf = (i: number) => addDaysIso("2031-01-01", i);

beforeAll(async () => {
  pages = await createTestPages();
  t = await createTestApp({ TRUST_PROXY: "1" }, { pageHandler: pages.pageHandler });
  const db = t.database.db;
  await createAdmin(db, { name: "Owner", email: "lists@example.com", password: PASSWORD });
  const [room] = await db.select().from(roomTypes).orderBy(asc(roomTypes.id)).limit(1);
  const range = Array.from({ length: COUNT }, (_, i) => i);
  await db.insert(contactMessages).values(
    range.map((i) => ({
      name: `Writer${i}`,
      email: `writer${i}@example.com`,
      phone: "+254700000000",
      subject: "other" as const,
      message: `Message number ${i}`,
      // Every third one is still open.
      handledAt: i % 3 === 0 ? null : madeOn(i),
      createdAt: madeOn(i),
    })),
  );
  await db
    .insert(newsletterSubscriptions)
    .values(range.map((i) => ({ email: `reader${i}@example.com`, createdAt: madeOn(i) })));
  const ratings = Object.fromEntries(FEEDBACK_RATINGS.map((key) => [key, 3]));
  await db.insert(guestFeedback).values(
    range.map((i) => ({
      ...(ratings as Record<(typeof FEEDBACK_RATINGS)[number], number>),
      // The last ten were rated 1 overall: the averages cover the whole range, not a page.
      overallExperienceRating: i >= COUNT - 10 ? 1 : 4,
      date: dayOf(i),
      additionalFeedback: `Stay number ${i}`,
    })),
  );
  const stays = await db
    .insert(bookings)
    .values(
      range.map((i) => ({
        reference: `PB-${randomBytes(4).toString("hex").toUpperCase()}`,
        accessTokenHash: randomBytes(32).toString("hex"),
        roomTypeId: room!.id,
        checkIn: addDaysIso("2032-01-01", i),
        checkOut: addDaysIso("2032-01-01", i + 1),
        nights: 1,
        adults: 2,
        roomCount: 1,
        firstName: `Payer${i}`,
        lastName: "Listtest",
        email: `payer${i}@example.com`,
        phone: "+254700000000",
        address: "1 Beach Road",
        city: "Mombasa",
        country: "KE",
        nightlyRate: 10_000,
        subtotal: 10_000,
        taxes: 0,
        totalAmount: 10_000,
        status: "confirmed" as const,
        createdAt: madeOn(i),
      })),
    )
    .returning({ id: bookings.id });
  await db.insert(paymentTransactions).values(
    stays.map((stay, i) => ({
      bookingId: stay.id,
      merchantReference: `LT-${i}-${randomBytes(3).toString("hex")}`,
      description: `Stay ${i}`,
      amount: 10_000,
      paymentStatus: i % 2 === 0 ? "COMPLETED" : "FAILED",
      createdAt: madeOn(i),
    })),
  );
  await db.insert(blogPosts).values(
    range.map((i) => ({
      title: `Listed post ${i}`,
      slug: `listed-post-${i}`,
      excerpt: "An excerpt",
      content: "<p>Text</p>",
      author: "Desk",
      category: "News",
      createdAt: madeOn(i),
    })),
  );
  const login = await apiSignIn(t, "lists@example.com", PASSWORD);
  expect(login.status).toBe(200);
  cookie = login.cookie;
}, 180_000);
afterAll(async () => {
  await t?.close();
  await pages?.close();
});

async function api(path: string) {
  const response = await t.app.request(path, { headers: { Cookie: cookie } });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as unknown };
}

/** The five lists: where each is, and the name that marks row i in its JSON. */
const LISTS = [
  { path: "/api/admin/messages", nameOf: (row: { name: string }) => row.name, mark: "Writer" },
  {
    path: "/api/admin/subscribers",
    nameOf: (row: { email: string }) => row.email.split("@")[0]!,
    mark: "reader",
  },
  {
    path: "/api/admin/pesapal/transactions",
    nameOf: (row: { description: string }) => row.description.replace("Stay ", "Stay"),
    mark: "Stay",
  },
  {
    path: "/api/blog/posts",
    nameOf: (row: { title: string }) => row.title.replace("Listed post ", "Post"),
    mark: "Post",
  },
] as const;

describe("paging and a date range in the admin lists", () => {
  for (const list of LISTS) {
    it(`${list.path}: pages of 50 over the year's ${COUNT} rows, newest first, each once`, async () => {
      const first = await api(`${list.path}?${YEAR}`);
      expect(first.status).toBe(200);
      expect(first.headers.get("X-Total-Count")).toBe(String(COUNT));
      expect(first.headers.get("Link")).toContain('rel="next"');
      const rows = first.body as never[];
      expect(rows).toHaveLength(50);
      expect(list.nameOf(rows[0]!)).toBe(`${list.mark}${COUNT - 1}`);
      const third = await api(`${list.path}?${YEAR}&page=3`);
      expect(third.body as never[]).toHaveLength(COUNT - 100);
      expect(third.headers.get("Link")).not.toContain('rel="next"');
      const second = await api(`${list.path}?${YEAR}&page=2`);
      const all = [first, second, third].flatMap((answer) =>
        (answer.body as never[]).map((row) => list.nameOf(row)),
      );
      expect(new Set(all).size).toBe(COUNT);
    });

    it(`${list.path}: a range of ten days, both ends included; a bad range is a 400`, async () => {
      const ten = await api(`${list.path}?from=2031-01-11&to=2031-01-20`);
      expect(ten.status).toBe(200);
      expect(ten.headers.get("X-Total-Count")).toBe("10");
      expect((ten.body as never[]).map((row) => list.nameOf(row)).sort()).toEqual(
        Array.from({ length: 10 }, (_, i) => `${list.mark}${10 + i}`).sort(),
      );
      for (const bad of ["from=2031-02-30", "to=soon", "from=2031-02-01&to=2031-01-01"]) {
        const answer = await api(`${list.path}?${bad}`);
        expect(answer.status, bad).toBe(400);
        expect(JSON.stringify(answer.body), bad).toMatch(/date|range/i);
      }
    });
  }

  it("messages keep the open filter inside a range; transactions keep the status filter", async () => {
    const open = await api(`/api/admin/messages?open=1&${YEAR}`);
    expect(open.headers.get("X-Total-Count")).toBe(String(COUNT / 3));
    const failed = await api(`/api/admin/pesapal/transactions?status=FAILED&${YEAR}`);
    expect(failed.headers.get("X-Total-Count")).toBe(String(COUNT / 2));
  });

  it("feedback: the averages cover the whole range, the submissions come a page at a time", async () => {
    const answer = await api(`/api/admin/feedback?${YEAR}&pageSize=20`);
    expect(answer.status).toBe(200);
    const body = answer.body as {
      summary: { count: number; overallExperienceRating: number };
      entries: { additionalFeedback: string }[];
    };
    expect(answer.headers.get("X-Total-Count")).toBe(String(COUNT));
    expect(body.summary.count).toBe(COUNT);
    // 110 rated 4 and 10 rated 1 overall: (440 + 10) / 120 = 3.75.
    expect(body.summary.overallExperienceRating).toBe(3.75);
    expect(body.entries).toHaveLength(20);
    expect(body.entries[0]!.additionalFeedback).toBe(`Stay number ${COUNT - 1}`);
    const bad = await api("/api/admin/feedback?from=2031-01-32");
    expect(bad.status).toBe(400);
  });

  it("the subscribers CSV has every subscriber of the range, not one page", async () => {
    const response = await t.app.request(`/api/admin/subscribers.csv?${YEAR}`, {
      headers: { Cookie: cookie },
    });
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines).toHaveLength(COUNT + 1);
    const march = await t.app.request("/api/admin/subscribers.csv?from=2031-03-01&to=2031-03-31", {
      headers: { Cookie: cookie },
    });
    expect((await march.text()).trim().split("\r\n")).toHaveLength(31 + 1);
  });

  it("the screens show 'of N' and a next link that keeps the other filters", async () => {
    const screens = [
      { path: `/admin/messages?open=1&pageSize=20&${YEAR}`, total: COUNT / 3, size: 20 },
      { path: `/admin/subscribers?${YEAR}`, total: COUNT, size: 50 },
      { path: `/admin/feedback?${YEAR}`, total: COUNT, size: 50 },
      { path: `/admin/pesapal?tab=transactions&${YEAR}`, total: COUNT, size: 50 },
      { path: `/admin/blog?status=drafts&${YEAR}`, total: COUNT, size: 50 },
    ];
    for (const screen of screens) {
      const page = await adminCall(t, cookie, "GET", screen.path);
      expect(page.status, screen.path).toBe(200);
      expect(page.text, screen.path).toContain(`Showing 1–${screen.size} of ${screen.total}`);
      const tag = page.text.match(/<a [^>]*rel="next"[^>]*>/)?.[0] ?? "";
      const next = tag.match(/href="([^"]*)"/)?.[1]?.replace(/&amp;/g, "&");
      expect(next, screen.path).toBe(`${screen.path}&page=2`);
      const second = await adminCall(t, cookie, "GET", next!);
      expect(second.text, next).toContain(
        `Showing ${screen.size + 1}–${2 * screen.size} of ${screen.total}`,
      );
    }
  });

  it("a bad range on a screen is a message by its field, never a 500", async () => {
    for (const path of [
      "/admin/messages",
      "/admin/subscribers",
      "/admin/feedback",
      "/admin/pesapal?tab=transactions",
      "/admin/blog",
    ]) {
      const join = path.includes("?") ? "&" : "?";
      const bad = await adminCall(t, cookie, "GET", `${path}${join}from=2031-13-01`);
      expect(bad.status, path).toBe(400);
      expect(bad.text, path).toContain("From must be a real date");
      const backwards = await adminCall(
        t,
        cookie,
        "GET",
        `${path}${join}from=2031-02-01&to=2031-01-01`,
      );
      expect(backwards.status, path).toBe(400);
      expect(backwards.text, path).toContain("The range must end on or after its first day.");
    }
  });
});
