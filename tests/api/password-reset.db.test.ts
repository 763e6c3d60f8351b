/**
 * "Forgot password": the same answer for an unknown, a deactivated and a real address (only
 * the real one gets mail), limits per e-mail and per client address, a single-use link of
 * 30 minutes (only its hash stored; a newer link voids the older), two parallel resets with
 * one link giving one success, every session ended, and two-factor still asked afterwards.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { action as forgotAction } from "~/routes/admin/forgot-password";
import { action as resetAction, loader as resetLoader } from "~/routes/admin/reset-password";
import { RESET_GONE, RESET_SENT } from "~core/schemas/account";
import { adminPasswordResets, adminUsers, auditLog, mailOutbox, sessions } from "~server/db/schema";
import { createAdmin, finishSignIn } from "~server/services/admin/admins";
import {
  openPasswordReset,
  requestPasswordReset,
  resetLinksSettled,
  resetPassword,
} from "~server/services/admin/password-reset";
import { hashToken, whileStillProven } from "~server/services/admin/sessions";
import { totpCodeAt } from "~server/services/admin/two-factor";
import { adminCall, cookieOf, freshAddress, postJson } from "../helpers/admin-requests";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
const PASSWORD = "the first long password";
const NEW_PASSWORD = "a brand new long password";

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "1" });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Asks for a link, then waits for the link to be made (it is made after the answer). */
async function forgot(email: string, from = freshAddress()) {
  const response = await postJson(t, "/api/auth/forgot-password", { email }, { from });
  await resetLinksSettled();
  return response;
}
const reset = (token: string, password = NEW_PASSWORD, confirm = password) =>
  postJson(t, "/api/auth/reset-password", { token, password, confirm });
const login = (email: string, password: string) =>
  postJson(t, "/api/auth/login", { email, password });

async function mailsTo(email: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = ${email.toLowerCase()}`)
    .orderBy(mailOutbox.id);
}

/** The token of the newest reset link e-mailed to `email`. */
async function linkToken(email: string): Promise<string> {
  const mail = (await mailsTo(email)).at(-1);
  const link = mail?.text.match(/https?:\/\/\S+\/admin\/reset-password\?token=([\w-]+)/);
  if (!link?.[1]) throw new Error(`no reset link to ${email}`);
  return link[1];
}

async function account(email: string, extra: { deactivated?: boolean } = {}) {
  const admin = await createAdmin(t.database.db, { email, name: "Staff", password: PASSWORD });
  if (extra.deactivated) {
    await t.database.db
      .update(adminUsers)
      .set({ deactivatedAt: new Date() })
      .where(eq(adminUsers.id, admin.id));
  }
  return admin;
}

describe("asking for a link", () => {
  it("answers an unknown, a deactivated and a real address alike; only the real one gets mail", async () => {
    await account("real@example.com");
    await account("gone@example.com", { deactivated: true });
    const answers = [];
    for (const email of ["nobody@example.com", "gone@example.com", "REAL@example.com"]) {
      const response = await forgot(email);
      answers.push({
        status: response.status,
        body: await response.text(),
        cacheControl: response.headers.get("cache-control"),
        cookies: response.headers.getSetCookie(),
      });
    }
    expect(answers[0]).toEqual({
      status: 200,
      body: JSON.stringify({ message: RESET_SENT }),
      cacheControl: "no-store",
      cookies: [],
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    expect(await mailsTo("nobody@example.com")).toHaveLength(0);
    expect(await mailsTo("gone@example.com")).toHaveLength(0);
    const [mail] = await mailsTo("real@example.com");
    expect(mail?.subject).toBe("Reset your password for the Pwani Bay Resort & Hotel admin");
    expect(mail?.text).toContain("it works once, for 30 minutes");
    const token = await linkToken("real@example.com");
    // Only the token's SHA-256 is stored, valid 30 minutes.
    const [row] = await t.database.db
      .select()
      .from(adminPasswordResets)
      .where(eq(adminPasswordResets.tokenHash, hashToken(token)));
    expect(row).toBeDefined();
    const rows = await t.database.db.select().from(adminPasswordResets);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(29.9 * 60_000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThan(30.1 * 60_000);
  });

  it("answers before it looks the address up, so a real one takes no longer than an unknown one", async () => {
    await account("timing@example.com");
    const lookups = vi.spyOn(t.services.db, "select");
    try {
      for (const email of ["timing@example.com", "nobody-timing@example.com"]) {
        lookups.mockClear();
        const answer = await requestPasswordReset(t.services, { email, ip: freshAddress() });
        if (!answer.ok) throw new Error("limited");
        // Only the limits were awaited: no account read, no link, no mail yet.
        expect(lookups).not.toHaveBeenCalled();
        await answer.sent;
        expect(lookups).toHaveBeenCalled();
      }
    } finally {
      lookups.mockRestore();
    }
    expect(await mailsTo("timing@example.com")).toHaveLength(1);
    expect(await mailsTo("nobody-timing@example.com")).toHaveLength(0);
  });

  it("the page answers alike too, keeping the typed address", async () => {
    const ask = async (email: string) => {
      const request = new Request("http://localhost/admin/forgot-password", {
        method: "POST",
        body: new URLSearchParams({ email }),
      });
      const context = { services: t.services, clientIp: freshAddress(), nonce: "", requestId: "" };
      const result = (await forgotAction({ request, context, params: {} } as never)) as {
        data: { email: string; sent: boolean; error: string | null };
        init: ResponseInit | null;
      };
      return { status: result.init?.status ?? 200, ...result.data, email: undefined };
    };
    await account("page@example.com");
    const unknown = await ask("nobody-page@example.com");
    expect(unknown).toEqual({ status: 200, sent: true, error: null, email: undefined });
    expect(await ask("page@example.com")).toEqual(unknown);
    await resetLinksSettled();
    expect(await mailsTo("page@example.com")).toHaveLength(1);
    // A malformed address is refused with the address kept.
    const request = new Request("http://localhost/admin/forgot-password", {
      method: "POST",
      body: new URLSearchParams({ email: "" }),
    });
    const context = { services: t.services, clientIp: freshAddress(), nonce: "", requestId: "" };
    const refused = (await forgotAction({ request, context, params: {} } as never)) as {
      data: { sent: boolean; error: string };
      init: ResponseInit | null;
    };
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toMatchObject({ sent: false, error: "Enter your e-mail address." });
  });

  it("limits requests per e-mail address and per client address, for any address", async () => {
    await account("limited@example.com");
    for (const email of ["limited@example.com", "unknown-limited@example.com"]) {
      for (let i = 0; i < 3; i++) expect((await forgot(email)).status).toBe(200);
      const fourth = await forgot(email);
      expect(fourth.status).toBe(429);
      expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(await mailsTo("limited@example.com")).toHaveLength(3);

    const from = freshAddress();
    for (let i = 0; i < 10; i++) {
      expect((await forgot(`someone-${i}@example.com`, from)).status).toBe(200);
    }
    expect((await forgot("someone-else@example.com", from)).status).toBe(429);
    expect((await forgot("someone-else@example.com")).status).toBe(200);
  });
});

describe("the link", () => {
  it("works for 30 minutes, not after", async () => {
    await account("late@example.com");
    await forgot("late@example.com");
    const token = await linkToken("late@example.com");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 29 * 60_000 });
    expect(await openPasswordReset(t.database.db, token)).toMatchObject({
      email: "late@example.com",
    });
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect(await openPasswordReset(t.database.db, token)).toBeNull();
    const late = await reset(token);
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toBe(RESET_GONE);
    vi.useRealTimers();
    expect((await login("late@example.com", PASSWORD)).status).toBe(200);
  });

  it("is single use, a newer link voids the older, and an unknown one does nothing", async () => {
    await account("twice@example.com");
    await forgot("twice@example.com");
    const first = await linkToken("twice@example.com");
    await forgot("twice@example.com");
    const second = await linkToken("twice@example.com");
    expect(second).not.toBe(first);
    expect((await reset(first)).status).toBe(409);
    expect((await reset("not-a-real-token")).status).toBe(409);
    expect((await reset(second, "too short")).status).toBe(400);
    const mismatch = await reset(second, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as { errors: Record<string, string> }).errors).toMatchObject({
      confirm: "The two passwords differ.",
    });
    expect((await reset(second)).status).toBe(200);
    expect((await reset(second, "another long password")).status).toBe(409);
    expect((await login("twice@example.com", NEW_PASSWORD)).status).toBe(200);
    expect((await login("twice@example.com", "another long password")).status).toBe(401);
  });

  it("two parallel resets with one link: exactly one succeeds", async () => {
    await account("race@example.com");
    await forgot("race@example.com");
    const token = await linkToken("race@example.com");
    const answers = await Promise.all([
      reset(token, "first racer's password"),
      reset(token, "second racer's password"),
      resetPassword(t.database.db, token, "third racer's password").then(
        () => 200,
        (error: { status?: number }) => error.status ?? 500,
      ),
    ]);
    const statuses = answers.map((answer) => (typeof answer === "number" ? answer : answer.status));
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(2);
    const signedIn = await Promise.all(
      ["first racer's password", "second racer's password", "third racer's password"].map(
        async (password) => (await login("race@example.com", password)).status,
      ),
    );
    expect(signedIn.filter((status) => status === 200)).toHaveLength(1);
  });

  it("ends every session of the account, sets password_changed_at and is audited", async () => {
    const admin = await account("sessions@example.com");
    const one = cookieOf(await login("sessions@example.com", PASSWORD), "pwani_admin");
    const two = cookieOf(await login("sessions@example.com", PASSWORD), "pwani_admin");
    expect((await adminCall(t, one, "GET", "/api/admin/dashboard")).status).toBe(200);
    await forgot("sessions@example.com");
    // Asking alone changes nothing.
    expect((await adminCall(t, two, "GET", "/api/admin/dashboard")).status).toBe(200);
    expect((await reset(await linkToken("sessions@example.com"))).status).toBe(200);
    for (const cookie of [one, two]) {
      expect((await adminCall(t, cookie, "GET", "/api/admin/dashboard")).status).toBe(401);
    }
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, admin.id)),
    ).toHaveLength(0);
    const [row] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.id, admin.id));
    expect(row?.passwordChangedAt).toBeInstanceOf(Date);
    const actions = (
      await t.database.db.select().from(auditLog).where(eq(auditLog.userId, admin.id))
    ).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["password_reset_request", "password_reset"]));
    expect(
      await t.database.db
        .select()
        .from(adminPasswordResets)
        .where(and(eq(adminPasswordResets.userId, admin.id), isNull(adminPasswordResets.usedAt))),
    ).toHaveLength(0);
  });

  it("a sign-in that checked the old password just before the reset gets no session", async () => {
    const admin = await account("window@example.com");
    // The account's row as a sign-in read it, its password checked, before the reset landed.
    const [checked] = await t.database.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.id, admin.id));
    if (!checked) throw new Error("no account");
    await forgot("window@example.com");
    expect((await reset(await linkToken("window@example.com"))).status).toBe(200);
    expect(await finishSignIn(t.services, checked)).toBeNull();
    expect(
      await whileStillProven(t.database.db, admin.id, checked.passwordHash, async () => "made"),
    ).toBeNull();
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, admin.id)),
    ).toHaveLength(0);
    // The new password signs in as usual.
    expect((await login("window@example.com", NEW_PASSWORD)).status).toBe(200);
  });

  it("sign-ins with the old password racing a reset leave no session behind", async () => {
    const admin = await account("racing@example.com");
    await forgot("racing@example.com");
    const token = await linkToken("racing@example.com");
    // Four sign-ins (the account's limit is five) hashing while the reset lands.
    const signIns = Array.from({ length: 4 }, () => login("racing@example.com", PASSWORD));
    const [resetAnswer] = await Promise.all([reset(token), ...signIns]);
    expect(resetAnswer?.status).toBe(200);
    // Whatever order they ran in, no session made with the old password outlives the reset.
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, admin.id)),
    ).toHaveLength(0);
  });

  it("a deactivated account's open link stops working", async () => {
    const admin = await account("leaving@example.com");
    await forgot("leaving@example.com");
    const token = await linkToken("leaving@example.com");
    await t.database.db
      .update(adminUsers)
      .set({ deactivatedAt: new Date() })
      .where(eq(adminUsers.id, admin.id));
    expect((await reset(token)).status).toBe(409);
  });

  it("never skips two-factor sign-in: after a reset the code is still asked", async () => {
    await account("guarded@example.com");
    const cookie = cookieOf(await login("guarded@example.com", PASSWORD), "pwani_admin");
    const setup = await adminCall(t, cookie, "POST", "/api/admin/account/two-factor/setup");
    const secret = (setup.body as unknown as { pending: { secret: string } }).pending.secret;
    const enable = await adminCall(t, cookie, "POST", "/api/admin/account/two-factor/enable", {
      code: totpCodeAt(secret),
    });
    expect(enable.status, enable.text).toBe(200);

    await forgot("guarded@example.com");
    expect((await reset(await linkToken("guarded@example.com"))).status).toBe(200);
    const after = await login("guarded@example.com", NEW_PASSWORD);
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ twoFactorRequired: true });
    expect(cookieOf(after, "pwani_admin")).toBe("");
  });
});

describe("the reset page", () => {
  const context = () => ({
    services: t.services,
    clientIp: freshAddress(),
    nonce: "",
    requestId: "",
  });

  it("says a spent link is gone and offers a new one; a good link sets the password once", async () => {
    await account("pageuser@example.com");
    await forgot("pageuser@example.com");
    const token = await linkToken("pageuser@example.com");
    const url = `http://localhost/admin/reset-password?token=${token}`;
    const load = async (address: string) =>
      (
        (await resetLoader({
          request: new Request(address),
          context: context(),
          params: {},
        } as never)) as {
          data: { email: string | null };
        }
      ).data;
    expect(await load(url)).toEqual({ email: "pageuser@example.com" });
    expect(await load("http://localhost/admin/reset-password?token=nope")).toEqual({ email: null });

    const post = async (password: string, confirm = password) => {
      const request = new Request(url, {
        method: "POST",
        body: new URLSearchParams({ password, confirm }),
      });
      try {
        return (await resetAction({ request, context: context(), params: {} } as never)) as {
          data: { error: string; gone: boolean };
          init: ResponseInit | null;
        };
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        throw thrown;
      }
    };
    const differ = await post(NEW_PASSWORD, "something else entirely");
    expect(differ).not.toBeInstanceOf(Response);
    expect((differ as { data: { error: string } }).data.error).toBe("The two passwords differ.");
    const done = await post(NEW_PASSWORD);
    expect(done).toBeInstanceOf(Response);
    expect((done as Response).headers.get("location")).toBe("/admin/login?note=reset");
    const again = (await post("yet another long password")) as {
      data: { error: string; gone: boolean };
    };
    expect(again.data).toEqual({ error: RESET_GONE, gone: true });
    expect(await load(url)).toEqual({ email: null });
  });
});
