/**
 * Two-factor sign-in: no session from the password alone (API and page), a wrong code
 * refused and counted, a replayed code refused, the challenge ended after five wrong
 * codes, a recovery code accepted once, the device cookie still shielding the admin's own
 * browser; the account's own settings (set up, recovery codes, turn off, change password);
 * and the owners' rule, which leaves an account without two-factor only its set-up, on
 * every admin API route and every admin page.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { action as loginAction } from "~/routes/admin/login";
import { action as verifyAction } from "~/routes/admin/login-verify";
import type { AdminRole } from "~core/admin-roles";
import {
  adminLoginChallenges,
  adminRecoveryCodes,
  adminUsers,
  auditLog,
  rateLimits,
  sessions,
} from "~server/db/schema";
import { resetTwoFactorByEmail } from "~server/services/admin/account";
import { createAdmin } from "~server/services/admin/admins";
import { hashToken } from "~server/services/admin/sessions";
import { totpCodeAt } from "~server/services/admin/two-factor";
import {
  adminCall,
  adminPages,
  cookieOf,
  freshAddress,
  jar,
  postJson,
} from "../helpers/admin-requests";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

let t: TestApp;
let pages: Awaited<ReturnType<typeof createTestPages>>;
const PASSWORD = "a long enough password";

beforeAll(async () => {
  pages = await createTestPages();
  t = await createTestApp({ TRUST_PROXY: "1" }, { pageHandler: pages.pageHandler });
  // Only Date is faked: each test moves to the next 30-second step for a new code.
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
}, 120_000);
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
  await pages?.close();
});

/** The next 30-second step's code, as the authenticator app shows it then. */
function nextCode(secret: string): string {
  vi.setSystemTime(Date.now() + 30_000);
  return totpCodeAt(secret);
}

const passwordStep = (email: string, options: { from?: string; cookie?: string } = {}) =>
  postJson(t, "/api/auth/login", { email, password: PASSWORD }, options);
const verify = (code: string, options: { cookie?: string; from?: string } = {}) =>
  postJson(t, "/api/auth/login/verify", { code }, options);

/** A new account, signed in (it has no second factor yet): its session cookie. */
async function newAccount(email: string, role: AdminRole = "owner") {
  const admin = await createAdmin(t.database.db, { email, name: email, password: PASSWORD, role });
  const response = await passwordStep(email);
  expect(response.status).toBe(200);
  return { id: admin.id, cookie: cookieOf(response, "pwani_admin") };
}

/** Turns two-factor on through the account API: the secret and the recovery codes. */
async function enable(cookie: string) {
  const setup = await adminCall(t, cookie, "POST", "/api/admin/account/two-factor/setup");
  expect(setup.status, setup.text).toBe(200);
  const secret = (setup.body as unknown as { pending: { secret: string } }).pending.secret;
  const on = await adminCall(t, cookie, "POST", "/api/admin/account/two-factor/enable", {
    code: nextCode(secret),
  });
  expect(on.status, on.text).toBe(200);
  return {
    secret,
    recoveryCodes: (on.body as unknown as { recoveryCodes: string[] }).recoveryCodes,
  };
}

/** The password step of an account with two-factor: the challenge cookie (API path). */
async function challenge(email: string, from?: string) {
  const response = await passwordStep(email, { from });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ twoFactorRequired: true });
  const cookie = cookieOf(response, "pwani_2fa", "/api/auth");
  expect(cookie).toMatch(/^pwani_2fa=[\w-]{40,}$/);
  return cookie;
}

/** The stored recovery codes of an account (hashes). */
const recoveryCodesOf = (userId: number) =>
  t.database.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));

const actionsOf = async (userId: number) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.userId, userId))).map(
    (entry) => entry.action,
  );

describe("signing in with a second factor", () => {
  it("the JSON API gives no session for the password alone", async () => {
    const { id, cookie } = await newAccount("api@example.com");
    const { secret } = await enable(cookie);
    const response = await passwordStep("api@example.com");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ twoFactorRequired: true });
    expect(cookieOf(response, "pwani_admin")).toBe("");
    expect(cookieOf(response, "pwani_device")).toBe("");
    const setChallenge = response.headers
      .getSetCookie()
      .filter((value) => value.startsWith("pwani_2fa="));
    expect(setChallenge).toHaveLength(2);
    for (const value of setChallenge) {
      expect(value).toContain("HttpOnly");
      expect(value).toContain("SameSite=Lax");
      expect(value).toContain("Max-Age=300");
    }
    const pending = cookieOf(response, "pwani_2fa", "/api/auth");
    const token = pending.split("=")[1]!;
    // Only the token's hash is stored, for 5 minutes.
    const [row] = await t.database.db
      .select()
      .from(adminLoginChallenges)
      .where(eq(adminLoginChallenges.tokenHash, hashToken(token)));
    expect(row?.userId).toBe(id);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    // The challenge is no session, under either name.
    for (const tried of [pending, `pwani_admin=${token}`]) {
      expect((await adminCall(t, tried, "GET", "/api/admin/dashboard")).status).toBe(401);
      expect((await adminCall(t, tried, "GET", "/api/admin/account")).status).toBe(401);
    }
    expect((await t.app.request("/api/auth/me", { headers: { Cookie: pending } })).status).toBe(
      401,
    );
    // The code without the challenge does nothing.
    const code = nextCode(secret);
    expect((await verify(code)).status).toBe(401);
    // With it: a session, a device cookie, and the challenge is spent.
    const done = await verify(code, { cookie: pending });
    expect(done.status).toBe(200);
    const session = cookieOf(done, "pwani_admin");
    expect((await adminCall(t, session, "GET", "/api/admin/dashboard")).status).toBe(200);
    expect(cookieOf(done, "pwani_device", "/api/auth")).not.toBe("");
    expect(cookieOf(done, "pwani_2fa", "/api/auth")).toBe("pwani_2fa=");
    expect((await verify(nextCode(secret), { cookie: pending })).status).toBe(401);
    const [login] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "login"))
      .orderBy(auditLog.id)
      .then((rows) => rows.filter((entry) => entry.userId === id).slice(-1));
    expect(login?.details).toEqual({ secondFactor: "code" });
  });

  it("refuses a wrong code, counts it, and refuses a code used once already", async () => {
    const { id, cookie } = await newAccount("wrong@example.com");
    const { secret } = await enable(cookie);
    const pending = await challenge("wrong@example.com");
    const wrong = await verify("000000", { cookie: pending });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { message: string }).message).toBe(
      "That code is wrong or was used already. 4 tries left.",
    );
    expect(cookieOf(wrong, "pwani_admin")).toBe("");
    const code = nextCode(secret);
    expect((await verify(code, { cookie: pending })).status).toBe(200);
    // The same code again, on a new challenge, in the same 30 seconds: refused.
    const again = await challenge("wrong@example.com");
    const replay = await verify(code, { cookie: again });
    expect(replay.status).toBe(401);
    expect(cookieOf(replay, "pwani_admin")).toBe("");
    // So is the step before it (a code seen over someone's shoulder a minute ago).
    vi.setSystemTime(Date.now() + 30_000);
    const older = totpCodeAt(secret, Date.now() - 30_000);
    expect((await verify(older, { cookie: again })).status).toBe(401);
    expect((await verify(totpCodeAt(secret), { cookie: again })).status).toBe(200);
    const actions = await actionsOf(id);
    expect(actions.filter((action) => action === "login_code_failed")).toHaveLength(3);
  });

  it("ends the challenge after five wrong codes, which count against the sign-in limits", async () => {
    const { cookie } = await newAccount("guess@example.com");
    const { secret } = await enable(cookie);
    const pending = await challenge("guess@example.com");
    for (let i = 1; i <= 5; i++) {
      const answer = await verify(`00000${i}`, { cookie: pending });
      expect(answer.status).toBe(401);
      const { message } = (await answer.json()) as { message: string };
      if (i < 5) expect(message).toContain(`${5 - i} ${5 - i === 1 ? "try" : "tries"} left`);
      else {
        expect(message).toBe("Too many wrong codes. Sign in again with your password.");
        expect(cookieOf(answer, "pwani_2fa", "/api/auth")).toBe("pwani_2fa=");
      }
    }
    // The right code is too late for this challenge.
    expect((await verify(nextCode(secret), { cookie: pending })).status).toBe(401);
    expect(await t.database.db.select().from(adminLoginChallenges)).not.toContainEqual(
      expect.objectContaining({ tokenHash: hashToken(pending.split("=")[1]!) }),
    );
    // Five failures on the account: a browser it does not know now waits.
    const [limit] = await t.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, "login:account:guess@example.com"));
    expect(limit?.count).toBe(5);
    expect((await passwordStep("guess@example.com")).status).toBe(429);
  });

  it("counts parallel wrong codes: no more than five are ever checked", async () => {
    const { cookie } = await newAccount("flood@example.com");
    await enable(cookie);
    const pending = await challenge("flood@example.com");
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        verify(String(100000 + i), { cookie: pending, from: freshAddress() }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    const id = await idOf("flood@example.com");
    const checked = (await actionsOf(id)).filter((action) => action === "login_code_failed");
    expect(checked).toHaveLength(5);
    const [row] = await t.database.db
      .select()
      .from(adminLoginChallenges)
      .where(eq(adminLoginChallenges.userId, id));
    expect(row).toBeUndefined();
  });

  it("accepts a recovery code once; the same code again is refused", async () => {
    const { id, cookie } = await newAccount("recover@example.com");
    const { recoveryCodes } = await enable(cookie);
    const [first, second] = recoveryCodes;
    const pending = await challenge("recover@example.com");
    const used = await verify(first!, { cookie: pending });
    expect(used.status).toBe(200);
    expect(
      (await adminCall(t, cookieOf(used, "pwani_admin"), "GET", "/api/admin/account")).body,
    ).toMatchObject({ twoFactorEnabled: true, recoveryCodesLeft: 9 });
    const again = await challenge("recover@example.com");
    const reused = await verify(first!, { cookie: again });
    expect(reused.status).toBe(401);
    expect(cookieOf(reused, "pwani_admin")).toBe("");
    // Typed in capitals with the dash, another code works.
    const typed = `${second!.slice(0, 5)}-${second!.slice(5)}`.toUpperCase();
    expect((await verify(typed, { cookie: again })).status).toBe(200);
    const actions = await actionsOf(id);
    expect(actions.filter((action) => action === "recovery_code_used")).toHaveLength(2);
    // Stored as hashes only.
    const stored = await recoveryCodesOf(id);
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(first!);
  });

  it("one recovery code used by two sign-ins at once: one session", async () => {
    const { cookie } = await newAccount("double@example.com");
    const { recoveryCodes } = await enable(cookie);
    const a = await challenge("double@example.com");
    const b = await challenge("double@example.com");
    const answers = await Promise.all([
      verify(recoveryCodes[3]!, { cookie: a }),
      verify(recoveryCodes[3]!, { cookie: b }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it("keeps the device cookie's shield: wrong codes from elsewhere do not lock out the admin's browser", async () => {
    const { cookie } = await newAccount("device@example.com");
    const { secret } = await enable(cookie);
    const home = freshAddress();
    const first = await verify(nextCode(secret), {
      cookie: await challenge("device@example.com", home),
      from: home,
    });
    expect(first.status).toBe(200);
    const device = cookieOf(first, "pwani_device", "/api/auth");
    // Someone with the password guesses codes from elsewhere until the account is locked.
    const stolen = await challenge("device@example.com");
    for (let i = 0; i < 5; i++) await verify(`12345${i}`, { cookie: stolen });
    expect((await passwordStep("device@example.com")).status).toBe(429);
    // The admin's own browser still gets in, password and code.
    const own = await passwordStep("device@example.com", { cookie: device });
    expect(own.status).toBe(200);
    const pending = cookieOf(own, "pwani_2fa", "/api/auth");
    const done = await verify(nextCode(secret), { cookie: jar(device, pending) });
    expect(done.status).toBe(200);
  });

  it("the sign-in page sends an account with two-factor to the code step, then signs in", async () => {
    const { cookie } = await newAccount("page@example.com");
    const { secret } = await enable(cookie);
    const context = { services: t.services, clientIp: freshAddress(), nonce: "", requestId: "" };
    const run = async (fn: () => Promise<unknown>) => {
      try {
        return await fn();
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        throw thrown;
      }
    };
    const login = (await run(() =>
      loginAction({
        request: new Request("http://localhost/admin/login?next=%2Fadmin%2Fbookings", {
          method: "POST",
          body: new URLSearchParams({ email: "page@example.com", password: PASSWORD }),
        }),
        context,
        params: {},
      } as never),
    )) as Response;
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/admin/login/verify?next=%2Fadmin%2Fbookings");
    expect(cookieOf(login, "pwani_admin")).toBe("");
    const pending = cookieOf(login, "pwani_2fa", "/admin/login");
    expect(pending).not.toBe("");

    const code = (value: string) =>
      run(() =>
        verifyAction({
          request: new Request("http://localhost/admin/login/verify?next=%2Fadmin%2Fbookings", {
            method: "POST",
            headers: { Cookie: pending },
            body: new URLSearchParams({ code: value }),
          }),
          context,
          params: {},
        } as never),
      );
    const wrong = (await code("999999")) as { data: { error: string }; init: ResponseInit };
    expect(wrong.init.status).toBe(401);
    expect(wrong.data.error).toContain("4 tries left");
    const right = (await code(nextCode(secret))) as Response;
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/admin/bookings");
    expect(cookieOf(right, "pwani_admin")).toMatch(/^pwani_admin=[\w-]{40,}$/);
    expect(cookieOf(right, "pwani_device", "/admin")).not.toBe("");
  });
});

async function idOf(email: string): Promise<number> {
  const [row] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.email, email));
  return row!.id;
}

describe("my account", () => {
  it("sets up two-factor: the secret stored encrypted, confirmed by a current code only", async () => {
    const { id, cookie } = await newAccount("setup@example.com");
    const setup = await adminCall(t, cookie, "POST", "/api/admin/account/two-factor/setup");
    const { pending } = setup.body as unknown as { pending: { secret: string; uri: string } };
    expect(pending.uri).toContain(`secret=${pending.secret}`);
    const [row] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.id, id));
    expect(row?.totpSecret).toMatch(/^v1\./);
    expect(row?.totpSecret).not.toContain(pending.secret);
    expect(row?.totpEnabledAt).toBeNull();
    // Not on yet: the password alone still signs in.
    expect(cookieOf(await passwordStep("setup@example.com"), "pwani_admin")).not.toBe("");
    const wrong = await adminCall(t, cookie, "POST", "/api/admin/account/two-factor/enable", {
      code: "123456",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toHaveProperty("code");
    const on = await adminCall(t, cookie, "POST", "/api/admin/account/two-factor/enable", {
      code: nextCode(pending.secret),
    });
    expect(on.status).toBe(200);
    expect((on.body as unknown as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
    expect(await actionsOf(id)).toContain("two_factor_on");
    // A second set-up is refused while it is on.
    expect((await adminCall(t, cookie, "POST", "/api/admin/account/two-factor/setup")).status).toBe(
      409,
    );
    const owners = await adminCall(t, cookie, "GET", "/api/admin/staff");
    const mine = (
      owners.body as unknown as { accounts: { id: number; twoFactor: boolean }[] }
    ).accounts.find((account) => account.id === id);
    expect(mine?.twoFactor).toBe(true);
  });

  it("new recovery codes need a current code and void the old ones", async () => {
    const { cookie } = await newAccount("renew@example.com");
    const { secret, recoveryCodes } = await enable(cookie);
    const refused = await adminCall(
      t,
      cookie,
      "POST",
      "/api/admin/account/two-factor/recovery-codes",
      {
        code: "000000",
      },
    );
    expect(refused.status).toBe(400);
    const renewed = await adminCall(
      t,
      cookie,
      "POST",
      "/api/admin/account/two-factor/recovery-codes",
      {
        code: nextCode(secret),
      },
    );
    expect(renewed.status).toBe(200);
    const fresh = (renewed.body as unknown as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh.some((code) => recoveryCodes.includes(code))).toBe(false);
    const pending = await challenge("renew@example.com");
    expect((await verify(recoveryCodes[0]!, { cookie: pending })).status).toBe(401);
    expect((await verify(fresh[0]!, { cookie: pending })).status).toBe(200);
  });

  it("turning two-factor off needs the password and a code", async () => {
    const { id, cookie } = await newAccount("off@example.com");
    const { secret } = await enable(cookie);
    const path = "/api/admin/account/two-factor/disable";
    const noPassword = await adminCall(t, cookie, "POST", path, {
      password: "not my password",
      code: nextCode(secret),
    });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.errors).toHaveProperty("password");
    const noCode = await adminCall(t, cookie, "POST", path, { password: PASSWORD, code: "000000" });
    expect(noCode.status).toBe(400);
    expect(noCode.body.errors).toHaveProperty("code");
    const off = await adminCall(t, cookie, "POST", path, {
      password: PASSWORD,
      code: nextCode(secret),
    });
    expect(off.status, off.text).toBe(200);
    const [row] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.id, id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    expect(await recoveryCodesOf(id)).toHaveLength(0);
    expect(await actionsOf(id)).toContain("two_factor_off");
    expect(cookieOf(await passwordStep("off@example.com"), "pwani_admin")).not.toBe("");
  });

  it("changing the password needs the current one and ends the other sessions only", async () => {
    const { id, cookie } = await newAccount("change@example.com");
    const other = cookieOf(await passwordStep("change@example.com"), "pwani_admin");
    const path = "/api/admin/account/password";
    const wrong = await adminCall(t, cookie, "POST", path, {
      current: "not the password",
      password: "my new long password",
      confirm: "my new long password",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ current: "Your current password is wrong." });
    const changed = await adminCall(t, cookie, "POST", path, {
      current: PASSWORD,
      password: "my new long password",
      confirm: "my new long password",
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await adminCall(t, cookie, "GET", "/api/admin/account")).status).toBe(200);
    expect((await adminCall(t, other, "GET", "/api/admin/account")).status).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(
      1,
    );
    expect(await actionsOf(id)).toContain("password_change");
    expect((await passwordStep("change@example.com")).status).toBe(401);
  });

  it("the server's command removes two-factor from an account that lost phone and codes", async () => {
    const { id, cookie } = await newAccount("lost@example.com");
    await enable(cookie);
    const pending = await challenge("lost@example.com");
    expect(await resetTwoFactorByEmail(t.database.db, "nobody@example.com")).toBe(false);
    expect(await resetTwoFactorByEmail(t.database.db, "LOST@example.com")).toBe(true);
    // Its sessions and the pending sign-in end; the password alone signs in again.
    expect((await adminCall(t, cookie, "GET", "/api/admin/account")).status).toBe(401);
    expect((await verify(totpCodeAt("AAAA"), { cookie: pending })).status).toBe(401);
    const again = await passwordStep("lost@example.com");
    expect(cookieOf(again, "pwani_admin")).not.toBe("");
    expect(await recoveryCodesOf(id)).toHaveLength(0);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "two_factor_reset"));
    expect(entry).toMatchObject({ userId: null, entityId: String(id) });
  });

  it("an owner resets a colleague's two-factor; nobody else may, nor their own this way", async () => {
    const owner = await newAccount("reset-owner@example.com");
    const desk = await newAccount("lost-phone@example.com", "front_office");
    await enable(desk.cookie);
    const path = `/api/admin/staff/${desk.id}/two-factor/reset`;
    // Not the colleague's own (front office has no staff screen), not one's own as owner.
    expect((await adminCall(t, desk.cookie, "POST", path)).status).toBe(403);
    const self = await adminCall(
      t,
      owner.cookie,
      "POST",
      `/api/admin/staff/${owner.id}/two-factor/reset`,
    );
    expect(self.status).toBe(409);
    expect(
      (await adminCall(t, owner.cookie, "POST", "/api/admin/staff/999999/two-factor/reset")).status,
    ).toBe(404);

    const reset = await adminCall(t, owner.cookie, "POST", path);
    expect(reset.status, reset.text).toBe(200);
    // The colleague is signed out and signs in with the password alone.
    expect((await adminCall(t, desk.cookie, "GET", "/api/admin/account")).status).toBe(401);
    const again = await passwordStep("lost-phone@example.com");
    expect(cookieOf(again, "pwani_admin")).not.toBe("");
    const [row] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.id, desk.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    expect(await actionsOf(owner.id)).toContain("two_factor_reset");
    // Nothing left to reset.
    expect((await adminCall(t, owner.cookie, "POST", path)).status).toBe(409);
  });

  it("limits the checks of an open session: five wrong passwords, then 429", async () => {
    const { cookie } = await newAccount("prober@example.com");
    const path = "/api/admin/account/password";
    const body = (current: string) => ({
      current,
      password: "my new long password",
      confirm: "my new long password",
    });
    for (let i = 0; i < 5; i++) {
      expect((await adminCall(t, cookie, "POST", path, body(`guess ${i}`))).status).toBe(400);
    }
    expect((await adminCall(t, cookie, "POST", path, body(PASSWORD))).status).toBe(429);
  });
});

describe("the owners require two-factor sign-in", () => {
  const policy = (cookie: string, required: boolean) =>
    adminCall(t, cookie, "PUT", "/api/admin/staff/policies/two-factor", { required });

  it("only an owner with two-factor on can require it", async () => {
    const owner = await newAccount("rule-owner@example.com");
    const desk = await newAccount("rule-desk@example.com", "front_office");
    expect((await policy(desk.cookie, true)).status).toBe(403);
    const own = await policy(owner.cookie, true);
    expect(own.status).toBe(409);
    expect(own.body.message).toMatch(/your own account first/);
    await enable(owner.cookie);
    expect((await policy(owner.cookie, true)).status).toBe(200);
    expect(await actionsOf(owner.id)).toContain("two_factor_policy");
    expect((await policy(owner.cookie, false)).status).toBe(200);
  });

  it("blocks every other admin API route and page until the account has set it up", async () => {
    const owner = await newAccount("boss@example.com");
    const ownerFactor = await enable(owner.cookie);
    // Another owner (whose role reaches everything) and a front-office account, without it.
    const other = await newAccount("other-owner@example.com");
    const desk = await newAccount("desk@example.com", "front_office");
    expect((await policy(owner.cookie, true)).status).toBe(200);

    // The owner with two-factor works as before.
    expect((await adminCall(t, owner.cookie, "GET", "/api/admin/bookings")).status).toBe(200);

    const allowed = new Set([
      "GET /api/admin/account",
      "POST /api/admin/account/two-factor/setup",
      "POST /api/admin/account/two-factor/enable",
    ]);
    const routes = t.app.routes
      .filter((route) => route.path.startsWith("/api/admin/") && route.method !== "ALL")
      .filter((route) => !route.path.endsWith("*"))
      .map((route) => ({ method: route.method, path: route.path.replace(/:\w+/g, "1") }));
    expect(routes.length).toBeGreaterThan(80);
    const wrong: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      if (allowed.has(key)) continue;
      const body = route.method === "GET" ? undefined : {};
      const answer = await adminCall(t, other.cookie, route.method, route.path, body);
      if (answer.status !== 403 || answer.body.code !== "two_factor_required") {
        wrong.push(`${key}: ${answer.status} ${answer.body.code}`);
      }
    }
    expect(wrong).toEqual([]);
    const refused = await adminCall(t, desk.cookie, "GET", "/api/admin/bookings");
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("two_factor_required");
    expect(refused.body.message).toBe(
      "The hotel requires two-factor sign-in. Turn it on for your account under My account first.",
    );

    // Every admin page and its data go to the set-up; the account page itself opens.
    const pageProblems: string[] = [];
    for (const path of adminPages()) {
      const document = await t.app.request(path, {
        headers: { Cookie: other.cookie },
        redirect: "manual",
      });
      const text = await document.text();
      if (path === "/admin/account") {
        if (document.status !== 200) pageProblems.push(`${path}: ${document.status}`);
        expect(text).toContain("The hotel requires two-factor sign-in for every account");
        // No menu to the rest of the admin meanwhile.
        expect(text).not.toContain('href="/admin/gallery"');
        continue;
      }
      if (document.status !== 302 || document.headers.get("location") !== "/admin/account") {
        pageProblems.push(`${path}: ${document.status} ${document.headers.get("location")}`);
      }
      const data = await t.app.request(`${path}.data`, { headers: { Cookie: other.cookie } });
      const body = await data.text();
      if (!(data.status === 202 && body.includes('"/admin/account"'))) {
        pageProblems.push(`${path}.data: ${data.status}`);
      }
      const post = await t.app.request(`${path}.data`, {
        method: "POST",
        headers: {
          Cookie: other.cookie,
          Origin: "http://localhost",
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: "intent=save",
      });
      const posted = await post.text();
      if (![202, 302, 405].includes(post.status) || posted.includes("rule-desk")) {
        pageProblems.push(`POST ${path}.data: ${post.status}`);
      }
    }
    expect(pageProblems).toEqual([]);

    // Two-factor cannot be turned off meanwhile, even by the owner.
    const off = await adminCall(t, owner.cookie, "POST", "/api/admin/account/two-factor/disable", {
      password: PASSWORD,
      code: nextCode(ownerFactor.secret),
    });
    expect(off.status).toBe(409);

    // Set up through the allowed calls: the admin opens.
    await enable(desk.cookie);
    expect((await adminCall(t, desk.cookie, "GET", "/api/admin/bookings")).status).toBe(200);
    const page = await t.app.request("/admin/bookings", {
      headers: { Cookie: desk.cookie },
      redirect: "manual",
    });
    await page.text();
    expect(page.status).toBe(200);

    // The rule off: an account without two-factor works again.
    expect((await policy(owner.cookie, false)).status).toBe(200);
    expect((await adminCall(t, other.cookie, "GET", "/api/admin/rooms")).status).toBe(200);
  });
});
