/**
 * Staff roles: every admin API route and every admin page, tried by each role (owner,
 * front office, content editor), is refused (403) exactly where the role does not reach,
 * checked in the same place as the session; then the staff screen's commands: invite
 * (a one-time link), accept, withdraw, change a role, deactivate (its sessions end at
 * once) and reactivate, the last owner kept, nobody changing their own account.
 */
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminRole } from "~core/admin-roles";
import { hotelInstant } from "~core/cancellation";
import { adminInvites, adminUsers, auditLog, mailOutbox } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { listAudit } from "~server/services/admin/audit-log";
import { adminCall, adminPages, apiSignIn, ORIGIN } from "../helpers/admin-requests";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

const PASSWORD = "a long password!";

let t: TestApp;
let pages: Awaited<ReturnType<typeof createTestPages>>;
const cookies: Record<AdminRole, string> = { owner: "", front_office: "", content_editor: "" };

const login = (email: string, password = PASSWORD) => apiSignIn(t, email, password);
const call = (cookie: string, method: string, path: string, body?: unknown) =>
  adminCall(t, cookie, method, path, body);

beforeAll(async () => {
  pages = await createTestPages();
  t = await createTestApp({}, { pageHandler: pages.pageHandler });
  for (const role of ["owner", "front_office", "content_editor"] as const) {
    const email = `${role}@example.com`;
    await createAdmin(t.database.db, { email, name: role, password: PASSWORD, role });
    const signedIn = await login(email);
    expect(signedIn.status).toBe(200);
    cookies[role] = signedIn.cookie;
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
  await pages?.close();
});

/**
 * What each role is refused, written out apart from core/admin-roles.ts: front office
 * loses the settings, the providers' configuration and the staff; content editors also
 * lose bookings, guests' data, payments, rates, promo codes, the occupancy grid and reports.
 */
const REFUSED: Record<AdminRole, RegExp> = {
  owner: /(?!)/,
  front_office:
    /^\/(settings|policies|ezee|staff|audit|backup)(\/|$)|^\/pesapal(?!\/transactions)(\/|$)/,
  content_editor:
    /^\/(settings|policies|ezee|staff|audit|backup|bookings|front-desk|housekeeping|room-numbers|messages|feedback|subscribers|rates|promo-codes|dashboard|pesapal|calendar|reports|cash-up|night-audit)(\/|\.|$)|^\/rooms\/(new|\d+\/(retire|reinstate))$/,
};

/** Every route of the admin API, as Hono lists it (handlers only, not the middleware). */
function adminApiRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  return t.app.routes
    .filter((route) => route.path.startsWith("/api/admin/") && route.method !== "ALL")
    .filter((route) => !route.path.endsWith("*"))
    .map((route) => ({ method: route.method, path: route.path.replace(/:\w+/g, "999999") }))
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

describe("roles, route by route", () => {
  it("lists enough routes to mean something", () => {
    expect(adminApiRoutes().length).toBeGreaterThan(80);
    expect(adminPages()).toEqual(
      expect.arrayContaining([
        "/admin/staff",
        "/admin/bookings/1",
        "/admin/bookings/new",
        "/admin/front-desk",
        "/admin/account",
      ]),
    );
    // Every role reaches its own account; only owners the two-factor rule of everyone.
    expect(adminApiRoutes()).toEqual(
      expect.arrayContaining([
        { method: "GET", path: "/api/admin/account" },
        { method: "POST", path: "/api/admin/account/password" },
        { method: "PUT", path: "/api/admin/staff/policies/two-factor" },
      ]),
    );
  });

  for (const role of ["owner", "front_office", "content_editor"] as const) {
    it(`${role}: every admin API route is refused exactly where the role does not reach`, async () => {
      const wrong: string[] = [];
      for (const route of adminApiRoutes()) {
        const rest = route.path.replace(/^\/api\/admin/, "");
        // A write an owner may do is not run here (it would change the hotel's data).
        const refusedExpected = REFUSED[role].test(rest);
        if (!refusedExpected && route.method !== "GET") continue;
        const { status } = await call(cookies[role], route.method, route.path);
        if (refusedExpected !== (status === 403))
          wrong.push(`${route.method} ${route.path}: ${status}`);
      }
      expect(wrong).toEqual([]);
    });

    it(`${role}: every admin page is refused exactly where the role does not reach`, async () => {
      const wrong: string[] = [];
      for (const path of adminPages()) {
        const rest = path.replace(/^\/admin/, "");
        const response = await t.app.request(path, { headers: { Cookie: cookies[role] } });
        await response.text();
        const refused = response.status === 403;
        if (REFUSED[role].test(rest) !== refused) wrong.push(`${path}: ${response.status}`);
        // Its data request is gated the same way.
        const dataResponse = await t.app.request(`${path === "/admin" ? "/admin" : path}.data`, {
          headers: { Cookie: cookies[role] },
        });
        await dataResponse.text();
        if (REFUSED[role].test(rest) !== (dataResponse.status === 403))
          wrong.push(`${path}.data: ${dataResponse.status}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it("without a session: every admin API route is 401 and every admin page sends to sign-in", async () => {
    const wrong: string[] = [];
    for (const route of adminApiRoutes()) {
      const { status, body } = await call("", route.method, route.path);
      if (status !== 401 || body.code !== "unauthorized")
        wrong.push(`${route.method} ${route.path}: ${status} ${String(body.code)}`);
    }
    for (const path of adminPages()) {
      for (const address of [path, `${path}.data`]) {
        const response = await t.app.request(address);
        // A document gets a redirect; a `.data` request React Router's redirect in its body.
        const body = await response.text();
        const location = response.headers.get("location") ?? "";
        const sent = address.endsWith(".data")
          ? response.status === 202 && body.includes("/admin/login?next=")
          : response.status === 302 && location.startsWith("/admin/login?next=");
        if (!sent) wrong.push(`${address}: ${response.status} ${location}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("a change from another site is refused by both transports with the gate's one message", async () => {
    const foreign = { Cookie: cookies.owner, Origin: "https://elsewhere.example" };
    const api = await t.app.request("/api/admin/settings", {
      method: "PUT",
      headers: { ...foreign, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(api.status).toBe(403);
    const apiBody = (await api.json()) as { code: string; error?: string; message?: string };
    expect(apiBody.code).toBe("forbidden");
    const page = await t.app.request("/admin/settings", {
      method: "POST",
      headers: { ...foreign, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=save",
    });
    expect(page.status).toBe(403);
    const pageText = await page.text();
    // The front door (server/api/origin-check.ts) refuses it with the gate's words before the
    // page's own gate is reached.
    expect(pageText).toContain("Changes must come from the site's own pages.");
    expect(JSON.stringify(apiBody)).toContain("Changes must come from the site's own pages.");
  });

  it("the menu shows a content editor only what they may open", async () => {
    const response = await t.app.request("/admin/rooms", {
      headers: { Cookie: cookies.content_editor },
    });
    const html = await response.text();
    expect(html).toContain('href="/admin/gallery"');
    expect(html).not.toContain('href="/admin/bookings"');
    expect(html).not.toContain('href="/admin/settings"');
    // The dashboard shows no booking figure to them.
    const dashboard = await (
      await t.app.request("/admin", { headers: { Cookie: cookies.content_editor } })
    ).text();
    expect(dashboard).toContain("Room types");
    expect(dashboard).not.toContain("Arrivals today");
    // A page outside the role: a 403 page that says why, with nothing of the page's data.
    const refused = await t.app.request("/admin/bookings", {
      headers: { Cookie: cookies.content_editor },
    });
    expect(refused.status).toBe(403);
    const text = await refused.text();
    expect(text).toContain("Not part of your access");
    expect(text).toContain('data-error-page="forbidden"');
    expect(text).not.toContain("PB-");
  });
});

describe("staff accounts", () => {
  const owner = (method: string, path: string, body?: unknown) =>
    call(cookies.owner, method, path, body);
  const inviteLink = async (email: string) => {
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.to, email))
      .orderBy(mailOutbox.id);
    const link = mail?.text.match(/http\S+\/admin\/invite\?token=\S+/)?.[0];
    if (!link) throw new Error(`no invitation to ${email}`);
    return new URL(link);
  };
  const accept = async (link: URL, password: string, confirm = password) => {
    const form = new URLSearchParams({ password, confirm });
    return t.app.request(`${link.pathname}${link.search}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
      body: form,
    });
  };

  it("invites a colleague, who sets a password once and is signed in with the role", async () => {
    const refused = await owner("POST", "/api/admin/staff/invites", {
      name: "",
      email: "not-an-address",
      role: "manager",
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body?.errors ?? {}).sort()).toEqual(["email", "name", "role"]);
    const taken = await owner("POST", "/api/admin/staff/invites", {
      name: "Copy",
      email: "OWNER@example.com",
      role: "owner",
    });
    expect(taken.status).toBe(400);
    expect(taken.body?.errors).toMatchObject({
      email: "An account with this e-mail address already exists.",
    });
    // Front office may not invite.
    const byDesk = await call(cookies.front_office, "POST", "/api/admin/staff/invites", {
      name: "Someone",
      email: "someone@example.com",
      role: "owner",
    });
    expect(byDesk.status).toBe(403);

    const sent = await owner("POST", "/api/admin/staff/invites", {
      name: "Neema Otieno",
      email: "neema@example.com",
      role: "front_office",
    });
    expect(sent.status, sent.text).toBe(201);
    const link = await inviteLink("neema@example.com");
    // Only the token's hash is stored.
    const [row] = await t.database.db
      .select()
      .from(adminInvites)
      .where(eq(adminInvites.email, "neema@example.com"));
    expect(row?.tokenHash).not.toContain(link.searchParams.get("token"));

    const page = await (await t.app.request(`${link.pathname}${link.search}`)).text();
    expect(page).toContain("Neema Otieno");
    expect(page).toContain("Front office");
    const mismatch = await accept(link, "a long password!", "another long one!");
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("The two passwords differ.");
    const short = await accept(link, "short");
    expect(short.status).toBe(400);

    // Two submissions at once: one account.
    const [first, second] = await Promise.all([
      accept(link, "neema's long password"),
      accept(link, "neema's long password"),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([302, 409]);
    const winner = first.status === 302 ? first : second;
    const cookie = (winner.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const accounts = await t.database.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.email, "neema@example.com"));
    expect(accounts).toMatchObject([{ role: "front_office", deactivatedAt: null }]);
    expect((await call(cookie, "GET", "/api/admin/bookings")).status).toBe(200);
    expect((await call(cookie, "GET", "/api/admin/settings")).status).toBe(403);
    // The link is spent.
    const again = await (await t.app.request(`${link.pathname}${link.search}`)).text();
    expect(again).toContain("has expired or was already used");
  });

  it("an expired or withdrawn invitation does nothing", async () => {
    await owner("POST", "/api/admin/staff/invites", {
      name: "Late Comer",
      email: "late@example.com",
      role: "content_editor",
    });
    const late = await inviteLink("late@example.com");
    await t.database.db
      .update(adminInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminInvites.email, "late@example.com"));
    expect((await accept(late, "a long password here")).status).toBe(409);

    const sent = await owner("POST", "/api/admin/staff/invites", {
      name: "Withdrawn",
      email: "withdrawn@example.com",
      role: "content_editor",
    });
    const link = await inviteLink("withdrawn@example.com");
    expect(
      (
        await owner(
          "DELETE",
          `/api/admin/staff/invites/${(sent.body as unknown as { invite: { id: number } }).invite.id}`,
        )
      ).status,
    ).toBe(200);
    expect((await accept(link, "a long password here")).status).toBe(409);
    expect(
      await t.database.db
        .select()
        .from(adminUsers)
        .where(eq(adminUsers.email, "withdrawn@example.com")),
    ).toHaveLength(0);
  });

  it("deactivating ends the sessions at once and refuses sign-in; reactivating allows it", async () => {
    const made = await createAdmin(t.database.db, {
      email: "temp@example.com",
      name: "Temp",
      password: PASSWORD,
      role: "front_office",
    });
    const session = (await login("temp@example.com")).cookie;
    expect((await call(session, "GET", "/api/admin/bookings")).status).toBe(200);
    const off = await owner("PUT", `/api/admin/staff/${made.id}`, { active: false });
    expect(off.status, off.text).toBe(200);
    expect(off.body?.account).toMatchObject({ active: false });
    expect((await call(session, "GET", "/api/admin/bookings")).status).toBe(401);
    expect((await login("temp@example.com")).status).toBe(401);
    expect((await owner("PUT", `/api/admin/staff/${made.id}`, { active: true })).status).toBe(200);
    expect((await login("temp@example.com")).status).toBe(200);
    // A role change applies to the next request of an open session.
    const again = (await login("temp@example.com")).cookie;
    await owner("PUT", `/api/admin/staff/${made.id}`, { role: "content_editor" });
    expect((await call(again, "GET", "/api/admin/bookings")).status).toBe(403);
  });

  it("keeps one active owner and lets nobody change their own account", async () => {
    const [me] = await t.database.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.email, "owner@example.com"));
    const self = await owner("PUT", `/api/admin/staff/${me!.id}`, { role: "front_office" });
    expect(self.status).toBe(409);
    expect(self.body?.message).toMatch(/your own role/);

    // A second owner; the two demote each other at the same moment: one owner stays.
    const other = await createAdmin(t.database.db, {
      email: "owner2@example.com",
      name: "Second owner",
      password: PASSWORD,
      role: "owner",
    });
    const otherCookie = (await login("owner2@example.com")).cookie;
    const answers = await Promise.all([
      owner("PUT", `/api/admin/staff/${other.id}`, { role: "front_office" }),
      call(otherCookie, "PUT", `/api/admin/staff/${me!.id}`, { active: false }),
    ]);
    const owners = await t.database.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.role, "owner"));
    expect(owners.filter((row) => row.deactivatedAt === null).length).toBeGreaterThanOrEqual(1);
    expect(answers.map((answer) => answer.status)).toContain(200);

    // Whichever won, the first owner is active again for the tests after this one (when the
    // second owner's deactivation won, it also ended the first owner's session).
    await t.database.db
      .update(adminUsers)
      .set({ deactivatedAt: null, role: "owner" })
      .where(eq(adminUsers.id, me!.id));
    const again = await login("owner@example.com");
    expect(again.status).toBe(200);
    cookies.owner = again.cookie;
  });
});

describe("the audit log", () => {
  it("shows who did what, filtered by person, action and hotel dates", async () => {
    const [desk] = await t.database.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.email, "front_office@example.com"));
    // Two entries either side of midnight, hotel time, on 1 and 2 March 2027.
    await t.database.db.insert(auditLog).values([
      {
        userId: desk!.id,
        action: "cancel",
        entity: "booking",
        entityId: "PB-LATE0001",
        createdAt: hotelInstant("2027-03-01", "23:30"),
      },
      {
        userId: desk!.id,
        action: "cancel",
        entity: "booking",
        entityId: "PB-EARLY002",
        createdAt: hotelInstant("2027-03-02", "00:30"),
      },
    ]);
    const firstDay = await listAudit(t.database.db, { from: "2027-03-01", to: "2027-03-01" });
    expect(firstDay.entries.map((entry) => entry.entityId)).toEqual(["PB-LATE0001"]);
    const byDesk = await listAudit(t.database.db, { userId: desk!.id, action: "cancel" });
    expect(byDesk.entries.map((entry) => entry.entityId)).toEqual(["PB-EARLY002", "PB-LATE0001"]);
    const logins = await listAudit(t.database.db, { action: "login" });
    expect(logins.total).toBeGreaterThanOrEqual(3);
    expect(logins.entries.every((entry) => entry.action === "login")).toBe(true);

    // The page, owners only; its filter comes from the address.
    const page = await t.app.request(
      `/admin/audit?user=${desk!.id}&action=cancel&from=2027-03-02`,
      {
        headers: { Cookie: cookies.owner },
      },
    );
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("PB-EARLY002");
    expect(html).not.toContain("PB-LATE0001");
    expect(html).toContain("1 entry, page 1 of 1.");
    const refused = await t.app.request("/admin/audit", {
      headers: { Cookie: cookies.front_office },
    });
    await refused.text();
    expect(refused.status).toBe(403);
  });
});
