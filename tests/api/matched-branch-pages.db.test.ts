/**
 * The app renders each document over its page's branch of the route tree
 * (app/ssr/matched-branch.ts). Every page a guest or the staff can reach must come out
 * byte for byte as React Router renders it over the whole tree: public pages in two
 * languages and directions, a search with dates, a room, a post, the booking pages, a
 * 404, a page whose data fails, the admin's sign-in and a signed-in admin screen.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "~server/app";
import { createAdmin } from "~server/services/admin/admins";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

let branch: Awaited<ReturnType<typeof createTestPages>>;
let whole: Awaited<ReturnType<typeof createTestPages>>;
let byBranch: TestApp;
/** The same app, services and database, rendering over the whole route tree. */
let byWholeTree: TestApp["app"];
let cookie = "";

beforeAll(async () => {
  // One after the other: each Vite server writes React Router's route types at start.
  branch = await createTestPages();
  whole = await createTestPages({ wholeRouteTree: true });
  byBranch = await createTestApp({}, { pageHandler: branch.pageHandler });
  byWholeTree = createApp({ services: byBranch.services, pageHandler: whole.pageHandler });
  await createAdmin(byBranch.database.db, {
    email: "branch@example.com",
    name: "Branch",
    password: "a long password!",
  });
  const login = await byBranch.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "http://localhost" },
    body: JSON.stringify({ email: "branch@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}, 120_000);

afterAll(async () => {
  await byBranch?.close();
  await Promise.all([branch?.close(), whole?.close()]);
});

/** A page's bytes with this request's nonce taken out (it is new on every answer). */
async function page(app: TestApp["app"], path: string) {
  const admin = path.startsWith("/admin/") && path !== "/admin/login";
  const response = await app.request(path, { headers: admin ? { Cookie: cookie } : {} });
  const html = await response.text();
  const csp = response.headers.get("content-security-policy") ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  return {
    status: response.status,
    location: response.headers.get("location"),
    html: nonce ? html.split(nonce).join("NONCE") : html,
  };
}

describe("a document rendered over its branch", () => {
  it("is the document React Router renders over the whole tree", async () => {
    const { app } = byBranch;
    const slug = (
      (await byBranch.database.db.execute(
        sql`SELECT slug FROM blog_posts WHERE published ORDER BY id LIMIT 1`,
      )) as unknown as { rows: { slug: string }[] }
    ).rows[0]?.slug;
    const paths = [
      "/",
      "/?lang=ar",
      "/?lang=sw",
      "/rooms",
      "/rooms?lang=fr",
      "/rooms?checkIn=2027-03-10&checkOut=2027-03-12&adults=2&children=0&rooms=1",
      "/rooms/1",
      "/rooms/1?lang=ar",
      "/rooms/999999",
      "/dining",
      "/dining/1/menu",
      "/packages",
      "/gallery",
      "/contact",
      "/feedback",
      "/blog",
      `/blog/${slug}`,
      "/blog/no-such-post",
      "/booking",
      "/booking/find?lang=de",
      "/about",
      "/faqs?lang=it",
      "/privacy-policy",
      "/no-such-page",
      "/no-such-page?lang=ar",
      "/admin/login",
      "/admin",
      "/admin/",
      "/admin/bookings",
      "/admin/rooms",
      "/admin/rates",
    ];
    expect(slug).toBeTruthy();
    expect(cookie).toMatch(/=./);
    const statuses = new Set<number>();
    for (const path of paths) {
      const [ours, theirs] = await Promise.all([page(app, path), page(byWholeTree, path)]);
      expect(ours.status, path).toBe(theirs.status);
      expect(ours.location, path).toBe(theirs.location);
      statuses.add(ours.status);
      if (ours.status === 200) expect(ours.html.length, path).toBeGreaterThan(1000);
      expect(ours.html, path).toBe(theirs.html);
    }
    // Pages, error pages and redirects were all compared.
    expect([...statuses].sort()).toEqual([200, 302, 404]);
  });
});
