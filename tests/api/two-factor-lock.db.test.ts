/**
 * Ten wrong two-factor codes in a row lock the account's second step
 * (stored on the account) until an owner unlocks it or a password reset does, and the
 * account is told by e-mail; turning two-factor on ends the account's other sessions;
 * a change to the admin or through a page action without the site's own Origin is refused
 * ("Sign out everywhere" among them); every answer carries a Permissions-Policy.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminPasswordResets, adminUsers, auditLog, mailOutbox } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { resetPassword } from "~server/services/admin/password-reset";
import { TWO_FACTOR_LOCK_AFTER, TWO_FACTOR_LOCKED } from "~server/services/admin/second-factor";
import { hashToken } from "~server/services/admin/sessions";
import { totpCodeAt } from "~server/services/admin/two-factor";
import { adminCall, cookieOf, freshAddress, postJson } from "../helpers/admin-requests";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

let t: TestApp;
let pages: Awaited<ReturnType<typeof createTestPages>>;
const PASSWORD = "a long enough password";

beforeAll(async () => {
  pages = await createTestPages();
  t = await createTestApp({ TRUST_PROXY: "1" }, { pageHandler: pages.pageHandler });
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
}, 120_000);
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
  await pages?.close();
});

function nextCode(secret: string): string {
  vi.setSystemTime(Date.now() + 30_000);
  return totpCodeAt(secret);
}
/** A code that is not the current one (nor of the steps either side). */
const wrongCode = (secret: string) => {
  const near = new Set([-30_000, 0, 30_000].map((d) => totpCodeAt(secret, Date.now() + d)));
  for (let n = 100_000; ; n++) if (!near.has(String(n))) return String(n);
};

const signIn = (email: string) =>
  postJson(t, "/api/auth/login", { email, password: PASSWORD }, { from: freshAddress() });

async function newAccount(email: string) {
  const admin = await createAdmin(t.database.db, {
    email,
    name: email,
    password: PASSWORD,
    role: "owner",
  });
  const response = await signIn(email);
  expect(response.status).toBe(200);
  return { id: admin.id, cookie: cookieOf(response, "pwani_admin") };
}

async function enable(cookie: string) {
  const setup = await adminCall(t, cookie, "POST", "/api/admin/account/two-factor/setup");
  expect(setup.status, setup.text).toBe(200);
  const secret = (setup.body as unknown as { pending: { secret: string } }).pending.secret;
  const on = await adminCall(t, cookie, "POST", "/api/admin/account/two-factor/enable", {
    code: nextCode(secret),
  });
  expect(on.status, on.text).toBe(200);
  return secret;
}

async function challenge(email: string) {
  const response = await signIn(email);
  expect(await response.json()).toEqual({ twoFactorRequired: true });
  return cookieOf(response, "pwani_2fa", "/api/auth");
}

const verify = (cookie: string, code: string) =>
  postJson(t, "/api/auth/login/verify", { code }, { cookie, from: freshAddress() });

const accountRow = async (id: number) =>
  (await t.database.db.select().from(adminUsers).where(eq(adminUsers.id, id)))[0]!;

describe("wrong two-factor codes lock the account's second step", () => {
  it("counts wrong codes across sign-ins, locks at the limit, tells the account, and an owner unlocks it", async () => {
    const owner = await newAccount("lock-owner@example.com");
    const { id, cookie } = await newAccount("locked@example.com");
    const secret = await enable(cookie);
    const { db } = t.database;

    // Two wrong codes in one sign-in, one in the next: they add up on the account.
    let pending = await challenge("locked@example.com");
    expect((await verify(pending, wrongCode(secret))).status).toBe(401);
    expect((await verify(pending, wrongCode(secret))).status).toBe(401);
    pending = await challenge("locked@example.com");
    expect((await verify(pending, wrongCode(secret))).status).toBe(401);
    expect((await accountRow(id)).totpFailures).toBe(3);
    expect((await accountRow(id)).totpLockedAt).toBeNull();

    // As if six more wrong codes had come over the last hours (the sign-in limits pace them).
    await db
      .update(adminUsers)
      .set({ totpFailures: TWO_FACTOR_LOCK_AFTER - 1 })
      .where(eq(adminUsers.id, id));
    const refused = await verify(pending, wrongCode(secret));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ message: TWO_FACTOR_LOCKED });
    expect((await accountRow(id)).totpLockedAt).not.toBeNull();
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, "locked@example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/Two-factor sign-in locked/);
    const locks = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, id), eq(auditLog.action, "two_factor_locked")));
    expect(locks).toHaveLength(1);

    // Locked: even the right code gives no session.
    pending = await challenge("locked@example.com");
    const right = await verify(pending, nextCode(secret));
    expect(right.status).toBe(401);
    expect(cookieOf(right, "pwani_admin")).toBe("");
    expect(await right.json()).toMatchObject({ message: TWO_FACTOR_LOCKED });

    // The staff list shows it; an owner unlocks it; the right code works again.
    const staff = await adminCall(t, owner.cookie, "GET", "/api/admin/staff");
    const listed = (
      staff.body as unknown as { accounts: { id: number; twoFactorLocked: boolean }[] }
    ).accounts.find((account) => account.id === id);
    expect(listed?.twoFactorLocked).toBe(true);
    const unlock = await adminCall(
      t,
      owner.cookie,
      "POST",
      `/api/admin/staff/${id}/two-factor/unlock`,
    );
    expect(unlock.status, unlock.text).toBe(200);
    expect((await accountRow(id)).totpFailures).toBe(0);
    pending = await challenge("locked@example.com");
    const after = await verify(pending, nextCode(secret));
    expect(after.status).toBe(200);
    expect(cookieOf(after, "pwani_admin")).toMatch(/^pwani_admin=.+/);
  });

  it("a password reset unlocks it too", async () => {
    const { id, cookie } = await newAccount("reset-unlock@example.com");
    await enable(cookie);
    const { db } = t.database;
    await db
      .update(adminUsers)
      .set({ totpFailures: TWO_FACTOR_LOCK_AFTER, totpLockedAt: new Date() })
      .where(eq(adminUsers.id, id));
    const token = randomBytes(32).toString("base64url");
    await db.insert(adminPasswordResets).values({
      userId: id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 10 * 60_000),
    });
    await resetPassword(db, token, "another long enough password");
    const row = await accountRow(id);
    expect(row.totpLockedAt).toBeNull();
    expect(row.totpFailures).toBe(0);
  });
});

describe("sessions", () => {
  it("turning two-factor on ends the account's other sessions and keeps this one", async () => {
    const { cookie } = await newAccount("two-sessions@example.com");
    const other = cookieOf(await signIn("two-sessions@example.com"), "pwani_admin");
    expect((await adminCall(t, other, "GET", "/api/admin/account")).status).toBe(200);
    await enable(cookie);
    expect((await adminCall(t, other, "GET", "/api/admin/account")).status).toBe(401);
    expect((await adminCall(t, cookie, "GET", "/api/admin/account")).status).toBe(200);
  });
});

describe("changes name the site as their Origin", () => {
  it("'Sign out everywhere' without an Origin, or with another site's, is refused", async () => {
    const { cookie } = await newAccount("everywhere@example.com");
    for (const origin of [undefined, "https://evil.example"]) {
      const response = await t.app.request("/api/auth/logout-all", {
        method: "POST",
        headers: { Cookie: cookie, ...(origin ? { Origin: origin } : {}) },
      });
      expect(response.status).toBe(403);
      expect((await adminCall(t, cookie, "GET", "/api/admin/account")).status).toBe(200);
    }
    const own = await adminCall(t, cookie, "POST", "/api/auth/logout-all");
    expect(own.status).toBe(200);
    expect((await adminCall(t, cookie, "GET", "/api/admin/account")).status).toBe(401);
  });

  it("a page action or an admin API change without an Origin is refused; the guests' API and one-click unsubscribe are not", async () => {
    const { cookie } = await newAccount("no-origin@example.com");
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    for (const path of ["/booking/find", "/contact", "/admin/login", "/admin/logout"]) {
      const response = await t.app.request(path, { method: "POST", headers: form, body: "a=1" });
      expect(response.status, path).toBe(403);
    }
    const put = await t.app.request("/api/admin/staff/policies/two-factor", {
      method: "PUT",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ required: false }),
    });
    expect(put.status).toBe(403);
    const api = await t.app.request("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(api.status).not.toBe(403);
    const unsubscribe = await t.app.request("/newsletter/unsubscribe?id=1&sig=x", {
      method: "POST",
      headers: form,
      body: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribe.status).not.toBe(403);
  });
});

describe("Permissions-Policy", () => {
  it("is on pages and API answers", async () => {
    for (const path of ["/", "/api/rooms"]) {
      const response = await t.app.request(path);
      const policy = response.headers.get("permissions-policy");
      expect(policy, path).toContain("camera=()");
      expect(policy).toContain("microphone=()");
      expect(policy).toContain("geolocation=()");
      expect(policy).toContain("payment=()");
    }
  });
});
