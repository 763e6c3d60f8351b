import argon2 from "argon2";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { action as pageSignIn } from "~/routes/admin/login";
import { rateLimits } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { refundRateLimit, reserveRateLimit } from "~server/services/platform/rate-limit";
import { createTestApp, type TestApp } from "../helpers/test-app";

// One trusted proxy: X-Forwarded-For names the caller, so each test picks its addresses.
let t: TestApp;
const PASSWORD = "correct horse battery";
let lastAddress = 0;
const freshAddress = () => `198.51.100.${++lastAddress}`;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "1" });
});
afterAll(async () => {
  await t?.close();
});

function attempt(email: string, password: string, from: string, cookie?: string) {
  return t.app.request("/api/auth/login", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: "http://localhost",
      "X-Forwarded-For": from,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify({ email, password }),
  });
}

/** The same through the sign-in page's action: its status and headers. */
async function pageAttempt(email: string, password: string, from: string, cookie?: string) {
  const request = new Request("http://localhost/admin/login?next=%2Fadmin", {
    method: "POST",
    headers: cookie ? { Cookie: cookie } : {},
    body: new URLSearchParams({ email, password }),
  });
  const context = { services: t.services, clientIp: from, nonce: "", requestId: "" };
  try {
    const result = (await pageSignIn({ request, context, params: {} } as never)) as {
      init: ResponseInit | null;
    };
    return { status: result.init?.status ?? 200, headers: new Headers(result.init?.headers) };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, headers: thrown.headers };
  }
}

async function newAdmin(email: string): Promise<string> {
  await createAdmin(t.database.db, { email, name: "Admin", password: PASSWORD });
  return email;
}

/** The device cookie a successful sign-in gave the browser for `path`. */
function deviceCookieOf(response: { status: number; headers: Headers }, path = "/api/auth") {
  expect(response.status).toBe(200);
  const device = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("pwani_device=") && cookie.includes(`Path=${path};`));
  expect(device).toBeDefined();
  expect(device).toContain("HttpOnly");
  expect(device).toContain("SameSite=Strict");
  return device?.split(";")[0] ?? "";
}

/** A browser that signed in successfully before, from an address of its own. */
async function knownBrowser(email: string): Promise<string> {
  return deviceCookieOf(await attempt(email, PASSWORD, freshAddress()));
}

describe("sign-in lockout", () => {
  it("reserves each attempt before the hash: of 100 parallel guesses 5 are checked, 95 get 429", async () => {
    const email = await newAdmin("flood@example.com");
    const from = freshAddress();
    // The real argon2 module the production path calls: a spy the test cannot satisfy itself.
    const verify = vi.spyOn(argon2, "verify");
    try {
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, i) => attempt(email, `wrong password ${i}`, from)),
      );
      expect(verify).toHaveBeenCalledTimes(5);
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(95);
      for (const response of responses.filter((r) => r.status === 429)) {
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      verify.mockClear();
      // Locked: even the right password is refused, without a hash.
      const right = await attempt(email, PASSWORD, from);
      expect(right.status).toBe(429);
      expect(verify).not.toHaveBeenCalled();
    } finally {
      verify.mockRestore();
    }
  });

  it("lets the admin's known browser in while guesses from elsewhere lock the account", async () => {
    const email = await newAdmin("owner@example.com");
    const device = await knownBrowser(email);
    const otherDevice = await knownBrowser(await newAdmin("other@example.com"));

    // An attacker spreads guesses over many addresses.
    for (let i = 0; i < 6; i++) {
      const guess = await attempt(email, `guess number ${i}`, freshAddress());
      expect(guess.status).toBe(i < 5 ? 401 : 429);
    }
    // A browser without a device cookie waits, even with the right password.
    expect((await attempt(email, PASSWORD, freshAddress())).status).toBe(429);
    // Forged, tampered or another admin's device cookies give no exemption.
    const [name, value = ""] = device.split("=");
    const [id, nonce, mac = ""] = value.split(".");
    const flipped = mac.endsWith("A") ? `${mac.slice(0, -1)}B` : `${mac.slice(0, -1)}A`;
    const forged = [
      `${name}=${id}.${nonce}.${flipped}`,
      `${name}=${Number(id) + 1}.${nonce}.${mac}`,
      `${name}=${id}.${"A".repeat(nonce?.length ?? 22)}.${mac}`,
      `${name}=garbage`,
      otherDevice,
    ];
    for (const cookie of forged) {
      expect((await attempt(email, PASSWORD, freshAddress(), cookie)).status, cookie).toBe(429);
    }
    // The admin's own browser still signs in, and gets a fresh device cookie.
    const known = await attempt(email, PASSWORD, freshAddress(), device);
    expect(known.status).toBe(200);
    expect(deviceCookieOf(known)).not.toBe(device);
  });

  it("counts a known browser's failures against that browser, not the account", async () => {
    const email = await newAdmin("typo@example.com");
    const device = await knownBrowser(email);
    for (let i = 0; i < 5; i++) {
      expect((await attempt(email, `typo number ${i}`, freshAddress(), device)).status).toBe(401);
    }
    // That device cookie is locked now ...
    expect((await attempt(email, PASSWORD, freshAddress(), device)).status).toBe(429);
    // ... but the account's limit for unknown browsers was not touched.
    expect((await attempt(email, PASSWORD, freshAddress())).status).toBe(200);
  });

  it("cannot lock the staff out of their shared office address: a known browser passes the address's limit", async () => {
    const owner = await newAdmin("office-owner@example.com");
    const clerk = await newAdmin("office-clerk@example.com");
    const ownerBrowser = await knownBrowser(owner);
    const clerkBrowser = await knownBrowser(clerk);
    const office = freshAddress();
    // Typos and guesses for various accounts (real and not) from the one office address.
    const accounts = [clerk, "nobody@example.com", owner, "typo@exmaple.com", clerk];
    for (const [i, account] of accounts.entries()) {
      expect((await attempt(account, `wrong password ${i}`, office)).status).toBe(401);
    }
    // The address is limited now: a stranger from it waits, even for a real account, unhashed.
    const verify = vi.spyOn(argon2, "verify");
    try {
      expect((await attempt("nobody@example.com", "one more guess", office)).status).toBe(429);
      expect((await attempt(clerk, PASSWORD, office)).status).toBe(429);
      expect(verify).not.toHaveBeenCalled();
    } finally {
      verify.mockRestore();
    }
    // The staff's own browsers still sign in from the office, through the API and the page.
    expect((await attempt(owner, PASSWORD, office, ownerBrowser)).status).toBe(200);
    expect((await attempt(clerk, PASSWORD, office, clerkBrowser)).status).toBe(200);
    const page = await pageAttempt(owner, PASSWORD, office, ownerBrowser);
    expect(page.status).toBe(302);
    // Another account's device cookie is no pass: it counts as a stranger from the office.
    expect((await attempt(owner, PASSWORD, office, clerkBrowser)).status).toBe(429);
    // A known browser's typos count against that browser only, not against the office ...
    for (let i = 0; i < 5; i++) {
      expect((await attempt(owner, `owner typo ${i}`, office, ownerBrowser)).status).toBe(401);
    }
    expect((await attempt(owner, PASSWORD, office, ownerBrowser)).status).toBe(429);
    expect((await attempt(clerk, PASSWORD, office, clerkBrowser)).status).toBe(200);
    // ... nor against the owner's account: an unknown browser elsewhere still gets in.
    expect((await attempt(owner, PASSWORD, freshAddress())).status).toBe(200);
  });

  it("still stops guessing one account from many addresses, and one address guessing many accounts", async () => {
    const email = await newAdmin("many-addresses@example.com");
    for (let i = 0; i < 5; i++) {
      expect((await attempt(email, `spread guess ${i}`, freshAddress())).status).toBe(401);
    }
    expect((await attempt(email, PASSWORD, freshAddress())).status).toBe(429);
    // The account's limit is its own: the addresses used are not limited for other accounts.
    const other = await newAdmin("many-addresses-other@example.com");
    expect((await attempt(other, PASSWORD, `198.51.100.${lastAddress}`)).status).toBe(200);
    // One address spraying many accounts: each account has 1 failure, the address has 5.
    const sprayer = freshAddress();
    for (let i = 0; i < 5; i++) {
      expect((await attempt(`sprayed${i}@example.com`, `spray ${i}`, sprayer)).status).toBe(401);
    }
    expect((await attempt("sprayed5@example.com", "spray 5", sprayer)).status).toBe(429);
  });

  it("does not count successes: four typos, a sign-in, one more typo, and the sixth failure waits", async () => {
    const email = await newAdmin("steady@example.com");
    const from = freshAddress();
    for (let i = 0; i < 4; i++) {
      expect((await attempt(email, `typo number ${i}`, from)).status).toBe(401);
    }
    for (let i = 0; i < 3; i++) expect((await attempt(email, PASSWORD, from)).status).toBe(200);
    expect((await attempt(email, "one more typo", from)).status).toBe(401);
    expect((await attempt(email, "and another!", from)).status).toBe(429);
  });

  it("applies the same limits and device cookies to the sign-in page", async () => {
    const email = await newAdmin("page@example.com");
    const first = await pageAttempt(email, PASSWORD, freshAddress());
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/admin");
    const device = deviceCookieOf({ ...first, status: 200 }, "/admin");
    // The same device token is set for the API's path.
    expect(deviceCookieOf({ ...first, status: 200 })).toBe(device);

    for (let i = 0; i < 5; i++) {
      expect((await pageAttempt(email, `guess number ${i}`, freshAddress())).status).toBe(401);
    }
    const locked = await pageAttempt(email, PASSWORD, freshAddress());
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await pageAttempt(email, PASSWORD, freshAddress(), device)).status).toBe(302);
  });

  it("refunds a reservation only within the window it was taken in", async () => {
    const { db } = t.database;
    const old = await reserveRateLimit(db, "login", "ip:192.0.2.1");
    await reserveRateLimit(db, "login", "ip:192.0.2.1");
    await refundRateLimit(db, old);
    const count = async () =>
      (await db.select().from(rateLimits).where(eq(rateLimits.key, old.key)))[0]?.count;
    expect(await count()).toBe(1);
    // The window ends while the hash runs; a new window starts with another attempt.
    await db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, old.key));
    await reserveRateLimit(db, "login", "ip:192.0.2.1");
    await refundRateLimit(db, old);
    expect(await count()).toBe(1);
  });
});
