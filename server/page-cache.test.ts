import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { describe, expect, it } from "vitest";
import type { HonoEnv } from "./context";
import {
  CACHEABLE_CACHE_CONTROL,
  createPageCache,
  negotiateEncoding,
  type PageCacheOptions,
  pageCacheCsp,
  pageCacheKey,
} from "./page-cache";

const BOOT_CODE =
  'import * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root": route0};\nif (1 < 2) window.booted = "</div>";';

/** A page shaped like React Router's output: inline scripts with the nonce, the boot module. */
function html(nonce: string, text: string): string {
  return [
    "<!DOCTYPE html><html lang=en><head>",
    `<link rel="stylesheet" href="/assets/app.css" nonce="${nonce}"/>`,
    `<script nonce="${nonce}">window.__reactRouterContext = {"state":"${text}"};</script>`,
    '<script type="application/ld+json">{"@type":"Hotel"}</script>',
    `<script src="/assets/chunk.js" nonce="${nonce}"></script>`,
    `</head><body><main>${text}</main>`,
    `<script nonce="${nonce}" type="module" async="">${BOOT_CODE}</script>`,
    `<script nonce="${nonce}">window.__ready = true;</script>`,
    "</body></html>",
  ].join("");
}

type Render = (request: Request, nonce: string) => Response | Promise<Response>;

const htmlResponse = (body: string, init: ResponseInit = {}) =>
  new Response(body, {
    ...init,
    headers: { "Content-Type": "text/html; charset=utf-8", ...(init.headers ?? {}) },
  });

function harness(options: PageCacheOptions = {}, render?: Render) {
  const cache = createPageCache(options);
  const app = new Hono<HonoEnv>();
  let renders = 0;
  app.use("*", pageCacheCsp);
  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", NONCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        objectSrc: ["'none'"],
      },
    }),
  );
  app.all("*", (c) =>
    cache.handle(c, async () => {
      renders += 1;
      const nonce = c.var.secureHeadersNonce ?? "";
      if (render) return render(c.req.raw, nonce);
      return htmlResponse(html(nonce, `page ${new URL(c.req.url).pathname} #${renders}`));
    }),
  );
  return {
    cache,
    request: (path: string, init?: RequestInit) => app.request(path, init),
    renders: () => renders,
  };
}

const keyOf = (path: string, headers: Record<string, string> = {}, method = "GET") => {
  const result = pageCacheKey(new Request(`http://localhost${path}`, { method, headers }));
  return "key" in result ? result.key : `bypass:${result.bypass}`;
};

describe("page cache keys", () => {
  it("keys by path, sorted query and the language the pages resolve", () => {
    expect(keyOf("/rooms?b=2&a=1")).toBe(keyOf("/rooms?a=1&b=2"));
    expect(keyOf("/rooms?a=1")).not.toBe(keyOf("/rooms?a=2"));
    expect(keyOf("/", { "Accept-Language": "fr-CA,fr;q=0.9" })).toBe(
      keyOf("/", { Cookie: "i18nextLng=fr" }),
    );
    // The saved choice wins over the browser; ?lang= over both.
    expect(keyOf("/", { Cookie: "i18nextLng=de", "Accept-Language": "fr" })).toBe(
      keyOf("/", { "Accept-Language": "de" }),
    );
    expect(keyOf("/?lang=sw", { Cookie: "i18nextLng=de" })).toContain("sw ");
    expect(keyOf("/", { "Accept-Language": "xx" })).toBe(keyOf("/"));
    expect(keyOf("/", { "Accept-Language": "ar" })).not.toBe(keyOf("/"));
    // A method does not change the page, nor does the client: crawlers and browsers alike
    // get the whole document.
    expect(keyOf("/", {}, "HEAD")).toBe(keyOf("/"));
    expect(keyOf("/", { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" })).toBe(
      keyOf("/", { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0" }),
    );
    // Unrelated cookies change nothing the pages render.
    expect(keyOf("/", { Cookie: "_ga=GA1.2; i18nextLng=en" })).toBe(keyOf("/"));
  });

  it("keys by the display currency the pages resolve (?currency=, cookie, KSh)", () => {
    const eur = keyOf("/rooms", { Cookie: "currency=EUR" });
    expect(eur).not.toBe(keyOf("/rooms"));
    expect(eur).toContain(" EUR ");
    // ?currency= wins over the cookie; junk is KSh.
    expect(keyOf("/rooms?currency=GBP", { Cookie: "currency=EUR" })).toContain(" GBP ");
    expect(keyOf("/rooms", { Cookie: "currency=XYZ" })).toBe(keyOf("/rooms"));
    expect(keyOf("/rooms", { Cookie: "currency=KES" })).toBe(keyOf("/rooms"));
  });

  it("never caches private pages, sessions, posts, data requests or dated searches", () => {
    const bypassed: [string, Record<string, string>?, string?][] = [
      ["/", {}, "POST"],
      ["/admin"],
      ["/admin/settings"],
      ["/admin.data"],
      ["/booking"],
      ["/booking/confirmation?ref=PB-1&token=x"],
      ["/booking/find"],
      ["/booking.data"],
      ["/api/rooms"],
      ["/newsletter/unsubscribe?token=abc"],
      ["/rooms.data"],
      ["/rooms?_routes=routes/public/rooms"],
      ["/rooms?checkIn=2030-01-01&checkOut=2030-01-03"],
      ["/rooms/1?checkin=2030-01-01"],
      ["/rooms?checkOut=2030-01-03"],
      ["/", { Cookie: "pwani_admin=abc" }],
      ["/", { Cookie: "i18nextLng=fr; pwani_admin=abc" }],
      ["/", { Cookie: "i18nextLng=fr; __Host-pwani_admin=abc" }],
      ["/", { Cookie: "pwani_device=1.2.3" }],
      [`/blog?q=${"x".repeat(2000)}`],
    ];
    for (const [path, headers, method] of bypassed) {
      expect(keyOf(path, headers, method), path).toMatch(/^bypass:/);
    }
    expect(keyOf("/rooms?adults=2")).not.toMatch(/^bypass:/);
    expect(keyOf("/bookings-info")).not.toMatch(/^bypass:/);
  });

  it("picks brotli, then gzip, honouring q=0", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding("gzip, br;q=0")).toBe("gzip");
    expect(negotiateEncoding("gzip;q=1, br;q=0.5")).toBe("gzip");
    expect(negotiateEncoding("deflate")).toBe("identity");
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding(undefined)).toBe("identity");
  });
});

describe("page cache", () => {
  it("renders once, then answers from the cache", async () => {
    const h = harness();
    const first = await h.request("/", { headers: { "Accept-Encoding": "identity" } });
    const second = await h.request("/", { headers: { "Accept-Encoding": "identity" } });
    expect(first.headers.get("X-Page-Cache")).toBe("miss");
    expect(second.headers.get("X-Page-Cache")).toBe("hit");
    expect(await second.text()).toBe(await first.text());
    expect(h.renders()).toBe(1);
    expect(second.headers.get("Cache-Control")).toBe(CACHEABLE_CACHE_CONTROL);
    expect(second.headers.get("Vary")).toBe("Accept-Encoding, Accept-Language, Cookie");
    // Another language is another page.
    await h.request("/", { headers: { "Accept-Language": "fr" } });
    expect(h.renders()).toBe(2);
  });

  it("renders a page once for 50 concurrent requests", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const h = harness({}, async (_request, nonce) => {
      await gate;
      return htmlResponse(html(nonce, "slow page"));
    });
    const pending = Array.from({ length: 50 }, () =>
      h.request("/rooms", { headers: { "Accept-Encoding": "gzip" } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    const answers = await Promise.all(pending);
    expect(h.renders()).toBe(1);
    const bodies = await Promise.all(
      answers.map(async (r) => gunzipSync(Buffer.from(await r.arrayBuffer())).toString()),
    );
    expect(new Set(bodies).size).toBe(1);
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
  });

  it("stores gzip and brotli once; every encoding decodes to the same HTML", async () => {
    const h = harness();
    const plain = await h.request("/gallery", { headers: { "Accept-Encoding": "identity" } });
    const gz = await h.request("/gallery", { headers: { "Accept-Encoding": "gzip" } });
    const br = await h.request("/gallery", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(h.renders()).toBe(1);
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(br.headers.get("Content-Encoding")).toBe("br");
    const text = await plain.text();
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text);
    expect(text).toContain("<main>page /gallery #1</main>");
    expect(Number(br.headers.get("Content-Length"))).toBeLessThan(text.length / 2);
  });

  it("sends a strong ETag per encoding and 304 for If-None-Match", async () => {
    const h = harness();
    const first = await h.request("/about", { headers: { "Accept-Encoding": "br" } });
    const etag = first.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const gz = await h.request("/about", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("ETag")).not.toBe(etag);
    const again = await h.request("/about", {
      headers: { "Accept-Encoding": "br", "If-None-Match": etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ETag")).toBe(etag);
    const other = await h.request("/about", {
      headers: { "Accept-Encoding": "br", "If-None-Match": '"something-else"' },
    });
    expect(other.status).toBe(200);
    // HEAD from the cache: headers without a body.
    const head = await h.request("/about", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("X-Page-Cache")).toBe("hit");
    expect(await head.text()).toBe("");
    expect(h.renders()).toBe(1);
  });

  it("keeps no error page, no page with a cookie, no private or no-store answer", async () => {
    const h = harness({}, (request, nonce) => {
      const path = new URL(request.url).pathname;
      if (path === "/missing") return htmlResponse(html(nonce, "not found"), { status: 404 });
      if (path === "/cookie") {
        return htmlResponse(html(nonce, "cookie"), { headers: { "Set-Cookie": "a=1; Path=/" } });
      }
      if (path === "/no-store") {
        return htmlResponse(html(nonce, "x"), { headers: { "Cache-Control": "no-store" } });
      }
      if (path === "/json") return Response.json({ ok: true });
      return htmlResponse(html(nonce, "ok"));
    });
    for (const path of ["/missing", "/cookie", "/no-store", "/json"]) {
      const a = await h.request(path);
      const b = await h.request(path);
      expect(a.headers.get("X-Page-Cache"), path).toBe("bypass");
      expect(b.headers.get("X-Page-Cache"), path).toBe("bypass");
      expect(b.headers.get("Cache-Control") ?? "", path).not.toContain("public");
    }
    expect((await h.request("/cookie")).headers.get("Set-Cookie")).toBe("a=1; Path=/");
    expect(h.renders()).toBe(9);
    expect(h.cache.stats().entries).toBe(0);
  });

  it("evicts the least recently used pages beyond its size", async () => {
    const probe = harness();
    await probe.request("/a");
    const perEntry = probe.cache.stats().bytes;
    expect(perEntry).toBeGreaterThan(1000);
    const maxBytes = Math.ceil(perEntry * 4.5);
    const h = harness({ maxBytes });
    for (const path of ["/a", "/b", "/c", "/d"]) await h.request(path);
    expect(h.cache.stats().entries).toBe(4);
    await h.request("/a"); // /a is now the most recent
    await h.request("/e"); // evicts /b, the least recent
    expect(h.cache.stats().entries).toBe(4);
    expect(h.renders()).toBe(5);
    expect(h.cache.stats().bytes).toBeLessThanOrEqual(maxBytes);
    expect((await h.request("/a")).headers.get("X-Page-Cache")).toBe("hit");
    expect((await h.request("/c")).headers.get("X-Page-Cache")).toBe("hit");
    expect((await h.request("/b")).headers.get("X-Page-Cache")).toBe("miss");
  });

  it("forgets pages after the TTL, at a new hotel date and on invalidation", async () => {
    let now = 1_000_000;
    let today = "2030-01-01";
    const h = harness({ ttlMs: 60_000, now: () => now, today: () => today });
    await h.request("/");
    now += 59_000;
    expect((await h.request("/")).headers.get("X-Page-Cache")).toBe("hit");
    now += 2_000;
    expect((await h.request("/")).headers.get("X-Page-Cache")).toBe("miss");
    now += 1_500;
    today = "2030-01-02";
    expect((await h.request("/")).headers.get("X-Page-Cache")).toBe("miss");
    h.cache.invalidate();
    expect((await h.request("/")).headers.get("X-Page-Cache")).toBe("miss");
    expect(h.renders()).toBe(4);
  });

  it("does not keep a page rendered across an invalidation", async () => {
    let release: () => void = () => {};
    const h = harness({}, async (_request, nonce) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return htmlResponse(html(nonce, "old content"));
    });
    const pending = h.request("/");
    await new Promise((resolve) => setTimeout(resolve, 10));
    h.cache.invalidate("content");
    release();
    expect((await pending).status).toBe(200);
    expect(h.cache.stats().entries).toBe(0);
  });

  it("serves nothing from the cache until it is live, or when disabled", async () => {
    const waiting = harness({ requireLive: true });
    await waiting.request("/");
    expect((await waiting.request("/")).headers.get("X-Page-Cache")).toBe("bypass");
    waiting.cache.setLive(true);
    await waiting.request("/");
    expect((await waiting.request("/")).headers.get("X-Page-Cache")).toBe("hit");
    const off = harness({ enabled: false });
    await off.request("/");
    expect((await off.request("/")).headers.get("X-Page-Cache")).toBe("bypass");
    expect(off.renders()).toBe(2);
  });
});

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("CSP of cached pages", () => {
  it("allows exactly the page's inline scripts by hash and carries no nonce", async () => {
    const h = harness();
    const miss = await h.request("/", { headers: { "Accept-Encoding": "identity" } });
    const hit = await h.request("/", { headers: { "Accept-Encoding": "identity" } });
    for (const response of [miss, hit]) {
      const page = await response.text();
      const csp = response.headers.get("Content-Security-Policy") ?? "";
      expect(csp).not.toContain("nonce");
      expect(page).not.toMatch(/\snonce="/);
      const scriptSrc = csp.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
      const allowed = scriptSrc.match(/'sha256-[^']+'/g) ?? [];
      // Every inline script in the HTML, React Router's boot module among them.
      const inline = [...page.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) => m[1] ?? "",
      );
      expect(inline).toContain(BOOT_CODE);
      const expected = new Set(inline.map(hashOf));
      expect(new Set(allowed)).toEqual(expected);
      expect(scriptSrc).toContain("'self'");
      expect(csp).toContain("object-src 'none'");
    }
  });

  it("leaves the nonce CSP of pages it does not serve", async () => {
    const h = harness();
    const post = await h.request("/", { method: "POST" });
    const csp = post.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toMatch(/'nonce-[^']+'/);
    expect(csp).not.toContain("sha256");
  });
});

describe("rendering in turn", () => {
  it("renders at most renderConcurrency public pages at once, cache on or off; personal pages never wait", async () => {
    for (const enabled of [true, false]) {
      let running = 0;
      let most = 0;
      const gates: (() => void)[] = [];
      const { request } = harness({ enabled, renderConcurrency: 2 }, async (req, nonce) => {
        running += 1;
        most = Math.max(most, running);
        // A personal page answers at once; public pages wait until released.
        if (!new URL(req.url).pathname.startsWith("/booking")) {
          await new Promise<void>((resolve) => gates.push(resolve));
        }
        running -= 1;
        return htmlResponse(html(nonce, req.url));
      });
      const pages = Array.from({ length: 6 }, (_, i) => request(`/page-${i}`));
      await new Promise((resolve) => setTimeout(resolve, 20));
      // Two render; a personal page does not queue behind them.
      expect(gates).toHaveLength(2);
      expect((await request("/booking/find")).status).toBe(200);
      // Released one by one, the others follow first come, first served.
      while (gates.length > 0 || running > 0) {
        gates.shift()?.();
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const answers = await Promise.all(pages);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(most).toBe(2 + 1);
    }
  });
});
