/**
 * The page cache in the real Hono app (server/app.ts) over a seeded database, with a page
 * renderer that stands in for React Router: it renders the hotel name from the settings
 * and an inline script with the request's nonce, and counts its renders.
 */
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestCurrency } from "~core/currency";
import { requestLanguage } from "~core/i18n/request-language";
import { createApp, nodeListener, type PageHandler } from "~server/app";
import type { AppServices } from "~server/context";
import { openPostgres } from "~server/db/client";
import type { TestDatabase } from "~server/db/test-database";
import { parseEnv } from "~server/env";
import { startPageCacheListener } from "~server/page-cache";
import { withCacheHeaders } from "~server/pages";
import { createAdmin } from "~server/services/admin/admins";
import { takeRooms } from "~server/services/booking/booking-store";
import { getSiteSettings } from "~server/services/platform/settings";
import { createDemoDatabase } from "../helpers/demo-database";

const ORIGIN = "http://localhost";

function instance(database: Pick<TestDatabase, "db" | "kind" | "url">) {
  const renders = new Map<string, number>();
  const env = parseEnv({ NODE_ENV: "test", APP_SECRET: "x".repeat(40), DATA_DIR: "./data/test" });
  const services: AppServices = {
    db: database.db,
    dbKind: database.kind,
    env,
    logger: pino({ level: "silent" }),
    isReady: () => true,
  };
  const pageHandler: PageHandler = async (request, context) => {
    const url = new URL(request.url);
    renders.set(url.pathname, (renders.get(url.pathname) ?? 0) + 1);
    const settings = await getSiteSettings(context.services.db);
    const html = `<!DOCTYPE html><html lang="${requestLanguage(request)}"><head><script nonce="${context.nonce}">window.__boot = 1;</script></head><body><h1>${settings.hotelName}</h1><p>${url.pathname}${url.search}</p><p>${requestCurrency(request)}</p></body></html>`;
    const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
    if (url.pathname === "/sets-cookie") headers.append("Set-Cookie", "seen=1; Path=/");
    const body = request.method === "HEAD" ? null : html;
    return withCacheHeaders(url.pathname, new Response(body, { status: 200, headers }));
  };
  const app = createApp({ services, pageHandler });
  const listener = startPageCacheListener(services, { url: database.url, retryMs: 100 });
  return {
    app,
    services,
    listener,
    rendersOf: (path: string) => renders.get(path) ?? 0,
    get: (path: string, headers: Record<string, string> = {}) => app.request(path, { headers }),
  };
}

let database: TestDatabase;
let one: ReturnType<typeof instance>;
let cookie = "";

beforeAll(async () => {
  database = await createDemoDatabase();
  one = instance(database);
  await one.listener.ready;
  await createAdmin(database.db, {
    email: "cache@example.com",
    name: "Cache",
    password: "a long password!",
  });
  const login = await one.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "cache@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  expect(cookie).toMatch(/^pwani_admin=/);
});
afterAll(async () => {
  await one?.listener.stop();
  await database?.destroy();
});

const state = (response: Response) => response.headers.get("X-Page-Cache");

async function renameHotel(app: ReturnType<typeof instance>["app"], hotelName: string) {
  const current = (await (
    await app.request("/api/admin/settings", { headers: { Cookie: cookie } })
  ).json()) as Record<string, unknown>;
  const { currency: _currency, ...rest } = current;
  const saved = await app.request("/api/admin/settings", {
    method: "PUT",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie },
    body: JSON.stringify({ ...rest, hotelName }),
  });
  expect(saved.status).toBe(200);
}

/** Waits (briefly) for a notification to reach a listener. */
async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 50; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  throw new Error("condition not met within 2 s");
}

describe("page cache in the app", () => {
  it("renders a public page once, then serves it with a hash CSP and an ETag", async () => {
    const first = await one.get("/rooms/1", { "Accept-Encoding": "identity" });
    const second = await one.get("/rooms/1", { "Accept-Encoding": "identity" });
    expect(state(first)).toBe("miss");
    expect(state(second)).toBe("hit");
    expect(one.rendersOf("/rooms/1")).toBe(1);
    const page = await second.text();
    expect(page).toContain("<h1>");
    expect(page).not.toContain("nonce");
    // The real app's CSP, with the hash of the page's one inline script for the nonce.
    const csp = second.headers.get("Content-Security-Policy") ?? "";
    const script = /<script>([\s\S]*?)<\/script>/.exec(page)?.[1] ?? "";
    const hash = `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    expect(csp).toContain(`script-src 'self' ${hash};`);
    expect(csp).not.toContain("nonce");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(second.headers.get("Cache-Control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
    );
    expect(second.headers.get("Vary")).toBe("Accept-Encoding, Accept-Language, Cookie");
    // Compressed once: Hono's compress leaves the stored encodings alone.
    const br = await one.get("/rooms/1", { "Accept-Encoding": "gzip, br" });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    const etag = br.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const notModified = await one.get("/rooms/1", {
      "Accept-Encoding": "gzip, br",
      "If-None-Match": etag,
    });
    expect(notModified.status).toBe(304);
    expect(one.rendersOf("/rooms/1")).toBe(1);
  });

  it("keeps a KSh and a euro page of one URL apart, and saves a ?currency= choice", async () => {
    const kes = await one.get("/prices");
    const eur = await one.get("/prices", { Cookie: "currency=EUR" });
    expect([state(kes), state(eur)]).toEqual(["miss", "miss"]);
    expect(await kes.text()).toContain("<p>KES</p>");
    expect(await eur.text()).toContain("<p>EUR</p>");
    const eurAgain = await one.get("/prices", { Cookie: "i18nextLng=en; currency=EUR" });
    const kesAgain = await one.get("/prices", { Cookie: "currency=nonsense" });
    expect([state(eurAgain), state(kesAgain)]).toEqual(["hit", "hit"]);
    expect(await eurAgain.text()).toContain("<p>EUR</p>");
    expect(await kesAgain.text()).toContain("<p>KES</p>");
    expect(one.rendersOf("/prices")).toBe(2);
    // An explicit choice is saved for the next pages, even without JavaScript.
    const chosen = await one.get("/prices?currency=GBP");
    expect(await chosen.text()).toContain("<p>GBP</p>");
    expect(chosen.headers.get("set-cookie")).toBe(
      "currency=GBP; Path=/; Max-Age=31536000; SameSite=Lax",
    );
    expect((await one.get("/prices?currency=XYZ")).headers.get("set-cookie")).toBeNull();
  });

  it("never caches a signed-in visitor, a cookie-setting answer, the booking flow or dated searches", async () => {
    const cases: [string, Record<string, string>][] = [
      ["/about", { Cookie: cookie }],
      ["/sets-cookie", {}],
      ["/booking", {}],
      ["/booking/confirmation", {}],
      ["/admin", {}],
      ["/rooms?checkIn=2031-01-10&checkOut=2031-01-12", {}],
    ];
    for (const [path, headers] of cases) {
      const key = new URL(path, ORIGIN).pathname;
      const before = one.rendersOf(key);
      const a = await one.get(path, headers);
      const b = await one.get(path, headers);
      expect(state(a), path).toBe("bypass");
      expect(state(b), path).toBe("bypass");
      expect(one.rendersOf(key) - before, path).toBe(2);
    }
    const booking = await one.get("/booking");
    expect(booking.headers.get("Cache-Control")).toBe("no-store");
    expect(booking.headers.get("Content-Security-Policy")).toMatch(/'nonce-/);
  });

  it("renders again after a content write through the admin API", async () => {
    await one.get("/");
    expect(state(await one.get("/"))).toBe("hit");
    const before = one.rendersOf("/");
    await renameHotel(one.app, "Pwani Cache Test Hotel");
    const after = await one.get("/");
    expect(state(after)).toBe("miss");
    expect(await after.text()).toContain("Pwani Cache Test Hotel");
    expect(one.rendersOf("/")).toBe(before + 1);
  });

  it("a refused admin request (no session) does not empty the cache", async () => {
    await one.get("/gallery");
    const refused = await one.app.request("/api/admin/settings", {
      method: "PUT",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: "{}",
    });
    expect(refused.status).toBe(401);
    expect(state(await one.get("/gallery"))).toBe("hit");
  });

  it("renders again once rooms are taken, and not after a rolled-back booking", async () => {
    await one.get("/rooms");
    expect(state(await one.get("/rooms"))).toBe("hit");
    await database.db
      .transaction(async (tx) => {
        await takeRooms(tx, 1, ["2031-02-01"], 1);
        throw new Error("roll back");
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(state(await one.get("/rooms"))).toBe("hit");
    await database.db.transaction(async (tx) => {
      await takeRooms(tx, 1, ["2031-02-01"], 1);
    });
    await eventually(async () => state(await one.get("/rooms")) === "miss");
  });
});

describe.runIf(process.env.TEST_DB === "postgres")("two processes on one PostgreSQL", () => {
  it("a write through the second instance drops the first instance's pages", async () => {
    const url = database.url as string;
    const handle = await openPostgres(url);
    const two = instance({ db: handle.db, kind: "postgres", url });
    try {
      await two.listener.ready;
      await one.get("/packages");
      expect(state(await one.get("/packages"))).toBe("hit");
      await renameHotel(two.app, "Renamed By Process Two");
      await eventually(async () => {
        const response = await one.get("/packages");
        return (await response.text()).includes("Renamed By Process Two");
      });
      expect(one.rendersOf("/packages")).toBe(2);
    } finally {
      await two.listener.stop();
      await handle.close();
    }
  });

  it("serves nothing from the cache while the listener is down, and recovers", async () => {
    await one.get("/faqs");
    expect(state(await one.get("/faqs"))).toBe("hit");
    const admin = await openPostgres(database.url as string);
    try {
      // The server ends the listening connection (a restart or failover does the same).
      await admin.db.execute(
        sql.raw(
          "select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN pwani_page_cache' and datname = current_database()",
        ),
      );
      await eventually(async () => state(await one.get("/faqs")) === "bypass");
      await eventually(async () => state(await one.get("/faqs")) === "hit");
    } finally {
      await admin.close();
    }
  });
});

describe("the fast path before the app (server/run.ts's Node listener)", () => {
  it("answers repeat hits from Node's request with the headers the app sent, and only those", async () => {
    const fast: string[] = [];
    const cache = one.services.pageCache;
    if (!cache) throw new Error("no page cache");
    const serveNode = cache.serveNode.bind(cache);
    cache.serveNode = (req, res) => {
      const answer = serveNode(req, res);
      if (answer) fast.push(req.url ?? "");
      return answer;
    };
    const server = createServer(nodeListener(one.app, one.services));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, { headers: { "Accept-Encoding": "gzip", ...headers } });
    try {
      // The listener of the previous test may still be re-connecting (which empties the
      // cache): wait until pages stay cached.
      for (let tries = 0; tries < 100; tries++) {
        await get("/warm");
        if ((await get("/warm")).headers.get("x-page-cache") === "hit") break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      fast.length = 0;
      const before = one.rendersOf("/fast");
      const first = await get("/fast");
      const firstBody = await first.text();
      expect(fast).toEqual([]);
      const second = await get("/fast");
      expect(await second.text()).toBe(firstBody);
      expect(fast).toEqual(["/fast"]);
      expect(one.rendersOf("/fast")).toBe(before + 1);
      expect(second.headers.get("x-page-cache")).toBe("hit");
      expect(second.headers.get("content-encoding")).toBe("gzip");
      // The same security headers and hash CSP as the app's answer; a new request id.
      for (const name of [
        "content-security-policy",
        "x-content-type-options",
        "referrer-policy",
        "x-frame-options",
        "cache-control",
        "vary",
        "etag",
        "content-type",
      ]) {
        expect(second.headers.get(name), name).toBe(first.headers.get(name));
      }
      expect(second.headers.get("content-security-policy")).not.toContain("nonce");
      expect(second.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
      const etag = second.headers.get("etag") ?? "";
      const revalidated = await get("/fast", { "If-None-Match": etag });
      expect(revalidated.status).toBe(304);

      // Never for a signed-in visitor, a language choice (the app sets its cookie) or a
      // page dropped by a staff change.
      fast.length = 0;
      const signedIn = await get("/fast", { Cookie: cookie });
      expect(signedIn.headers.get("x-page-cache")).toBe("bypass");
      const chosen = await get("/fast?lang=fr");
      expect(chosen.headers.get("set-cookie")).toContain("i18nextLng=fr");
      // An answer with a cookie is never one a shared cache may keep and give others.
      expect(chosen.headers.get("cache-control")).toBe("private, no-cache");
      const chosenAgain = await get("/fast?lang=fr");
      expect(chosenAgain.headers.get("set-cookie")).toContain("i18nextLng=fr");
      expect(chosenAgain.headers.get("cache-control")).toBe("private, no-cache");
      const currency = await get("/fast?currency=EUR");
      expect(currency.headers.get("set-cookie")).toContain("currency=EUR");
      expect(currency.headers.get("cache-control")).toBe("private, no-cache");
      expect(fast).toEqual([]);
      const saved = await one.app.request("/api/admin/settings", { headers: { Cookie: cookie } });
      const { currency: _currency, ...settings } = (await saved.json()) as Record<string, unknown>;
      const write = await one.app.request("/api/admin/settings", {
        method: "PUT",
        headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/json" },
        body: JSON.stringify({ ...settings, hotelName: "Fast Path Bay" }),
      });
      expect(write.status).toBe(200);
      const after = await get("/fast");
      expect(await after.text()).toContain("Fast Path Bay");
      expect(fast).toEqual([]);
    } finally {
      cache.serveNode = serveNode;
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
