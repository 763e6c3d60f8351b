/**
 * The page cache: public pages rendered once per URL, language and kind of client, kept
 * compressed (gzip and brotli) and served with an ETag, so a busy page costs a lookup
 * instead of a React render.
 *
 * What is cached: a GET or HEAD answered 200 with HTML, without a cookie of its own, for a
 * request without an admin session or device cookie (`pwani_*`), outside /admin, /booking,
 * /api and the newsletter link, not a `.data` request, and without `checkIn`/`checkOut` in
 * the query (a searched stay reads availability and prices for its dates; those are always
 * rendered). The key is the path, the sorted query, the page language resolved as the
 * pages resolve it (`?lang=`, `i18nextLng`, Accept-Language), the display currency
 * (`?currency=`, the `currency` cookie, KSh: core/currency.ts). Crawlers and browsers get
 * the same document (the server renders every page whole).
 *
 * CSP: the HTML is stored without the nonce of the request that rendered it; a cached
 * answer sends the same CSP with the SHA-256 hashes of the page's inline scripts (React
 * Router's boot module among them) in place of `'nonce-…'`.
 *
 * Freshness: entries live 5 minutes at most; all are dropped when the hotel's date
 * changes, when staff change anything (every state-changing admin request) and when
 * rooms are taken or given back (inside the booking transaction). Other processes hear
 * of it through PostgreSQL `NOTIFY` (PGlite: the same, in its one process), see
 * `startPageCacheListener`; while that listener is not connected nothing is served from
 * the cache.
 */
import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import pLimit from "p-limit";
import pg from "pg";
import { requestCurrency } from "~core/currency";
import { hotelToday } from "~core/dates";
import { requestLanguage } from "~core/i18n/request-language";
import type { AppServices, HonoEnv } from "./context";
import type { Database } from "./db/client";
import { PRIVATE_PAGES } from "./pages";
import { invalidateReadCache } from "./services/platform/read-cache";

/** The PostgreSQL channel every process listens on. */
export const PAGE_CACHE_CHANNEL = "pwani_page_cache";
/** A CDN may keep a page a minute and serve it stale while it fetches a new one. */
export const CACHEABLE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
export const PAGE_CACHE_VARY = "Accept-Encoding, Accept-Language, Cookie";

const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
/**
 * Public pages rendered at once (the rest wait their turn, first come first served). Rendering
 * is work for the one JavaScript thread with short waits for the database: a few renders keep
 * it busy, and fifty at once (a crawler, a burst of visitors while the cache is cold) only made
 * each wait for all the others and held fifty pages' objects in memory at the same time, which
 * the garbage collector then paid for: a few answers took over two seconds.
 */
export const RENDER_CONCURRENCY = 4;
const DEFAULT_TTL_MS = 5 * 60 * 1000;
const MAX_URL_LENGTH = 1024;

/** Beyond PRIVATE_PAGES: the API, and the unsubscribe page (its link names one subscriber). */
const NEVER_CACHED = /^\/(api|newsletter\/unsubscribe)(\/|\.data$|$)/;
/** Query parameters that make a page read availability or prices for dates. */
const DATED_PARAMS = new Set(["checkin", "checkout"]);

export type PageCacheKey = { key: string } | { bypass: string };

/** What the key needs of a request: a Web Request, or a Node request seen through it. */
export type RequestLike = {
  method: string;
  url: string;
  headers: { get(name: string): string | null };
};

/** The cache key of a request, or why it is never cached. */
export function pageCacheKey(request: RequestLike): PageCacheKey {
  if (request.method !== "GET" && request.method !== "HEAD") return { bypass: "method" };
  if (request.url.length > MAX_URL_LENGTH) return { bypass: "long url" };
  const url = new URL(request.url);
  const path = url.pathname;
  if (PRIVATE_PAGES.test(path) || NEVER_CACHED.test(path)) return { bypass: "private page" };
  if (path.endsWith(".data") || url.searchParams.has("_routes")) return { bypass: "data" };
  const cookie = request.headers.get("cookie");
  // The app's own cookies (admin session, device) mark a signed-in visitor.
  if (cookie && /(?:^|;)\s*(?:__Host-)?pwani_/.test(cookie)) return { bypass: "session" };
  const params = [...url.searchParams].sort(([a, x], [b, y]) =>
    a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0,
  );
  if (params.some(([name]) => DATED_PARAMS.has(name.toLowerCase()))) return { bypass: "dates" };
  const query = new URLSearchParams(params).toString();
  const lang = requestLanguage(request);
  const currency = requestCurrency(request);
  return { key: `${lang} ${currency} ${path}${query ? `?${query}` : ""}` };
}

export type Encoding = "br" | "gzip" | "identity";

/** The best stored encoding the client accepts (brotli, then gzip, then none). */
export function negotiateEncoding(header: string | null | undefined): Encoding {
  if (!header) return "identity";
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = weight ? Number.parseFloat(weight.slice(2)) : 1;
    q.set(name.trim(), Number.isNaN(value) ? 0 : value);
  }
  const of = (name: string) => q.get(name) ?? q.get("*") ?? 0;
  const br = of("br");
  const gzip = of("gzip");
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return "identity";
}

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/**
 * The HTML to store: the nonce of the request that rendered it taken out, and the CSP
 * hashes of every inline script it holds.
 */
export function prepareCachedHtml(html: string, nonce: string): { html: string; hashes: string[] } {
  let out = html;
  if (nonce) {
    out = out.split(` nonce="${nonce}"`).join("");
    out = out.split(nonce).join("");
  }
  const hashes = new Set<string>();
  for (const match of out.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(sha256(body));
  }
  return { html: out, hashes: [...hashes] };
}

/** A CSP header with the request's nonce replaced by the stored page's script hashes. */
export function cspWithHashes(csp: string, hashes: string[]): string {
  const sources = hashes.map((hash) => `'${hash}'`).join(" ");
  return csp
    .replace(/'nonce-[^']*'/g, sources)
    .replace(/ {2,}/g, " ")
    .replace(/ ;/g, ";");
}

interface Entry {
  key: string;
  headers: [string, string][];
  /**
   * Every header of the answer the app sent for this entry (security headers, the CSP with
   * the hashes…) without the per-answer ones, once one went out: the Node fast path
   * (`serveNode`) sends these without going through the app.
   */
  sent?: [string, string][];
  bodies: Record<Encoding, Uint8Array<ArrayBuffer>>;
  /** The strong validator of the identity body; encodings add a suffix. */
  tag: string;
  hashes: string[];
  bytes: number;
  expires: number;
}

type Flight = Promise<{ entry: Entry | null; response: Response | null }>;

export interface PageCacheOptions {
  enabled?: boolean;
  maxBytes?: number;
  ttlMs?: number;
  /**
   * Serve only while `setLive(true)` (the invalidation listener is connected). Off in
   * unit tests; the app turns it on, since without the listener another process's (or a
   * booking's) change would not reach this cache.
   */
  requireLive?: boolean;
  now?: () => number;
  today?: () => string;
  /** Public pages rendered at once (RENDER_CONCURRENCY); the others wait in turn. */
  renderConcurrency?: number;
  /** Called after each answer of the fast path (the request log and the metrics). */
  onFastPath?: (answer: FastPathAnswer) => void;
}

export type PageCacheState = "hit" | "miss" | "bypass";

/** What the fast path served, for the request log and the metrics. */
export interface FastPathAnswer {
  requestId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

/** Headers of a sent answer that belong to that one answer, not to the stored page. */
const PER_ANSWER_HEADERS = new Set([
  "content-encoding",
  "content-length",
  "etag",
  "x-request-id",
  "date",
  "x-page-cache",
  "set-cookie",
]);

export interface PageCache {
  /** Answers a page request from the cache, or through `render` (storing what may be). */
  handle(c: Context<HonoEnv>, render: () => Promise<Response>): Promise<Response>;
  /** Drops every entry (and any render in flight from being stored). */
  invalidate(reason?: string): void;
  /**
   * Records the headers the app sent with a cached answer (its outermost middleware calls
   * this), so later hits of the same entry can skip the app: see `serveNode`.
   */
  rememberSent(request: Request, headers: Headers): void;
  /**
   * The fast path, before the app: answers a hit straight from Node's request (no Web
   * Request, no middleware) with the very headers the app sent for that page. False when
   * the request is not a hit that went through the app once already; the app answers it.
   */
  serveNode(req: IncomingMessage, res: ServerResponse): FastPathAnswer | null;
  /** Whether the invalidation listener is connected (see `requireLive`). */
  setLive(live: boolean): void;
  stats(): { entries: number; bytes: number; renders: number };
}

/** Script hashes of the cached answer of a request, for `pageCacheCsp`. */
const answeredFromCache = new WeakMap<Context, string[]>();

/**
 * Put before `secureHeaders` (it runs after it on the way out): a cached page gets the CSP
 * of every page with its scripts' hashes instead of this request's nonce.
 */
export const pageCacheCsp: MiddlewareHandler<HonoEnv> = async (c, next) => {
  await next();
  const hashes = answeredFromCache.get(c);
  const csp = hashes && c.res.headers.get("Content-Security-Policy");
  if (hashes && csp) c.res.headers.set("Content-Security-Policy", cspWithHashes(csp, hashes));
};

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Response headers a stored page keeps (the rest are set per answer or not stored). */
const DROPPED_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "etag",
  "cache-control",
  "vary",
  "date",
  "x-page-cache",
]);

function storable(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  const headers = response.headers;
  if (!headers.get("content-type")?.startsWith("text/html")) return false;
  if (headers.has("set-cookie") || headers.has("content-encoding")) return false;
  return !/no-store|private|no-cache/i.test(headers.get("cache-control") ?? "");
}

function matchesEtag(header: string | undefined, etags: string[]): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => etags.includes(tag));
}

/** The stored bytes as a view (no copy per answer). */
const view = (buffer: Buffer) =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.length);

const ENCODING_SUFFIX: Record<Encoding, string> = { br: "-br", gzip: "-gz", identity: "" };

export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const enabled = options.enabled ?? true;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const now = options.now ?? Date.now;
  const today = options.today ?? (() => hotelToday());
  let live = !options.requireLive;
  // Insertion order is recency order: a hit moves its entry to the end.
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Flight>();
  let bytes = 0;
  let generation = 0;
  let renders = 0;
  let day = "";
  let dayCheckedAt = Number.NEGATIVE_INFINITY;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function invalidate() {
    generation += 1;
    entries.clear();
    bytes = 0;
  }

  /** The hotel's "today" moved on: every page that shows dates is old. */
  function checkDay() {
    const at = now();
    if (at - dayCheckedAt < 1000) return;
    dayCheckedAt = at;
    const current = today();
    if (current !== day) {
      if (day) invalidate();
      day = current;
    }
  }

  function store(entry: Entry) {
    if (entry.bytes > maxBytes / 4) return;
    drop(entry.key);
    entries.set(entry.key, entry);
    bytes += entry.bytes;
    for (const key of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(key);
    }
  }

  async function build(key: string, response: Response, nonce: string): Promise<Entry> {
    const rendered = await response.text();
    const { html, hashes } = prepareCachedHtml(rendered, nonce);
    const identity = Buffer.from(html, "utf8");
    const [gz, br] = await Promise.all([
      gzip(identity, { level: 9 }),
      brotli(identity, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
    ]);
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (!DROPPED_HEADERS.has(name)) headers.push([name, value]);
    });
    const tag = createHash("sha256").update(identity).digest("base64url").slice(0, 32);
    return {
      key,
      headers,
      bodies: { identity: view(identity), gzip: view(gz), br: view(br) },
      tag,
      hashes,
      bytes: identity.length + gz.length + br.length + key.length * 2 + 512,
      expires: now() + ttlMs,
    };
  }

  function answer(c: Context<HonoEnv>, entry: Entry, state: PageCacheState): Response {
    const encoding = negotiateEncoding(c.req.header("accept-encoding"));
    const etag = `"${entry.tag}${ENCODING_SUFFIX[encoding]}"`;
    const headers = new Headers(entry.headers);
    headers.set("ETag", etag);
    headers.set("Cache-Control", CACHEABLE_CACHE_CONTROL);
    headers.set("Vary", PAGE_CACHE_VARY);
    headers.set("X-Page-Cache", state);
    answeredFromCache.set(c, entry.hashes);
    const etags = (["identity", "gzip", "br"] as const).map(
      (e) => `"${entry.tag}${ENCODING_SUFFIX[e]}"`,
    );
    if (matchesEtag(c.req.header("if-none-match"), etags)) {
      headers.delete("Content-Type");
      return new Response(null, { status: 304, headers });
    }
    const body = entry.bodies[encoding];
    if (encoding !== "identity") headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.length));
    return new Response(c.req.method === "HEAD" ? null : body, { status: 200, headers });
  }

  function passed(response: Response): Response {
    try {
      response.headers.set("X-Page-Cache", "bypass");
      return response;
    } catch {
      const copy = new Response(response.body, response);
      copy.headers.set("X-Page-Cache", "bypass");
      return copy;
    }
  }

  // Only pages the cache could keep queue here: they read the database and nothing else.
  // Personal pages, searches with dates and actions may wait on Pesapal or eZee, so they
  // never hold a place that a public page waits for.
  const renderTurn = pLimit(options.renderConcurrency ?? RENDER_CONCURRENCY);

  return {
    async handle(c, render) {
      const decision = pageCacheKey(c.req.raw);
      const counted = async () => {
        renders += 1;
        return "key" in decision ? renderTurn(render) : render();
      };
      if (!enabled || !live) return passed(await counted());
      if ("bypass" in decision) return passed(await counted());
      const { key } = decision;
      checkDay();
      const entry = entries.get(key);
      if (entry && entry.expires > now()) {
        // Most recently used last.
        entries.delete(key);
        entries.set(key, entry);
        return answer(c, entry, "hit");
      }
      if (entry) drop(key);
      // HEAD renders no body to store.
      if (c.req.method === "HEAD") return passed(await counted());

      const waiting = inFlight.get(key);
      if (waiting) {
        const shared = await waiting.catch(() => null);
        if (shared?.entry) return answer(c, shared.entry, "hit");
        return passed(await counted());
      }
      const startedAt = generation;
      const nonce = c.var.secureHeadersNonce ?? "";
      const flight: Flight = (async () => {
        const response = await counted();
        if (!storable(response)) return { entry: null, response };
        const built = await build(key, response, nonce);
        // A change while this page rendered may not be in it: answer it, do not keep it.
        if (generation === startedAt) store(built);
        return { entry: built, response: null };
      })();
      inFlight.set(key, flight);
      try {
        const { entry: built, response } = await flight;
        if (built) return answer(c, built, "miss");
        return passed(response as Response);
      } finally {
        inFlight.delete(key);
      }
    },
    invalidate,
    rememberSent(request, headers) {
      const decision = pageCacheKey(request);
      if ("bypass" in decision) return;
      const entry = entries.get(decision.key);
      if (!entry || entry.sent) return;
      // Only the headers of an answer of this very entry (not of one since replaced).
      const etag = headers.get("etag");
      const own = (["identity", "gzip", "br"] as const).some(
        (encoding) => etag === `"${entry.tag}${ENCODING_SUFFIX[encoding]}"`,
      );
      if (!own) return;
      const sent: [string, string][] = [];
      headers.forEach((value, name) => {
        if (!PER_ANSWER_HEADERS.has(name)) sent.push([name, value]);
      });
      entry.sent = sent;
    },
    serveNode(req, res) {
      const started = performance.now();
      const method = req.method ?? "GET";
      if (!enabled || !live || (method !== "GET" && method !== "HEAD")) return null;
      const rawUrl = req.url ?? "/";
      // ?lang= and ?currency= answers also save the choice in a cookie: the app does that.
      if (/[?&](lang|currency)=/.test(rawUrl)) return null;
      const header = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value.join(", ") : (value ?? null);
      };
      const decision = pageCacheKey({
        method,
        url: `http://fast.path${rawUrl}`,
        headers: { get: (name) => header(name.toLowerCase()) },
      });
      if ("bypass" in decision) return null;
      checkDay();
      const entry = entries.get(decision.key);
      if (!entry?.sent || entry.expires <= now()) return null;
      entries.delete(decision.key);
      entries.set(decision.key, entry);
      const encoding = negotiateEncoding(header("accept-encoding"));
      const requestId = randomUUID();
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of entry.sent) headers[name] = value;
      headers["x-request-id"] = requestId;
      headers["x-page-cache"] = "hit";
      headers.etag = `"${entry.tag}${ENCODING_SUFFIX[encoding]}"`;
      const etags = (["identity", "gzip", "br"] as const).map(
        (e) => `"${entry.tag}${ENCODING_SUFFIX[e]}"`,
      );
      let status = 200;
      if (matchesEtag(header("if-none-match") ?? undefined, etags)) {
        status = 304;
        delete headers["content-type"];
        res.writeHead(304, headers);
        res.end();
      } else {
        const body = entry.bodies[encoding];
        if (encoding !== "identity") headers["content-encoding"] = encoding;
        headers["content-length"] = String(body.length);
        res.writeHead(200, headers);
        res.end(method === "HEAD" ? undefined : body);
      }
      const path = rawUrl.split("?")[0] ?? "/";
      const answer = { requestId, method, path, status, ms: performance.now() - started };
      options.onFastPath?.(answer);
      return answer;
    },
    setLive(value) {
      if (value !== live) invalidate();
      live = value;
    },
    stats: () => ({ entries: entries.size, bytes, renders }),
  };
}

/**
 * Tells every process's page cache that public content changed: `pg_notify` on the
 * database (inside a transaction it is sent at commit, and not at all on rollback).
 */
export async function notifyPageCaches(db: Pick<Database, "execute">, reason: string) {
  await db.execute(sql`select pg_notify(${PAGE_CACHE_CHANNEL}, ${reason})`);
}

/**
 * After a committed staff change: this process's cached pages and reads at once, the others
 * through NOTIFY. A failed notification is logged; other processes then catch up within the entries' TTL.
 */
export async function pageContentChanged(
  services: Pick<AppServices, "db" | "logger" | "pageCache">,
  reason = "content",
): Promise<void> {
  invalidateReadCache(services.db);
  services.pageCache?.invalidate(reason);
  try {
    await notifyPageCaches(services.db, reason);
  } catch (error) {
    services.logger.warn({ err: error }, "page cache: could not notify other processes");
  }
}

type Listener = { stop(): Promise<void>; ready: Promise<void> };

/**
 * Listens on PAGE_CACHE_CHANNEL and drops this process's cached pages (and read cache) on
 * every notification. PostgreSQL: a dedicated connection, re-opened after it drops
 * (entries are dropped then too, since notifications may have been missed); the cache
 * serves nothing while it is down. PGlite: its own `listen`. Start it at boot, stop it at
 * shutdown.
 */
export function startPageCacheListener(
  services: Pick<AppServices, "db" | "dbKind" | "env" | "logger" | "pageCache">,
  options: { url?: string; retryMs?: number } = {},
): Listener {
  const onNotice = () => {
    invalidateReadCache(services.db);
    services.pageCache?.invalidate("notify");
  };
  if (services.dbKind === "pglite") {
    const client = (services.db as unknown as { $client: PgliteListen }).$client;
    const subscribed = client.listen(PAGE_CACHE_CHANNEL, onNotice).then((unsubscribe) => {
      services.pageCache?.setLive(true);
      return unsubscribe;
    });
    return {
      ready: subscribed.then(() => undefined),
      async stop() {
        services.pageCache?.setLive(false);
        await (await subscribed)().catch(() => undefined);
      },
    };
  }

  const url = options.url ?? services.env.databaseUrl;
  const retryMs = options.retryMs ?? 1000;
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const retry = () => {
    services.pageCache?.setLive(false);
    if (stopped || timer) return;
    const wait = Math.min(retryMs * 2 ** Math.min(failures, 5), 30_000);
    failures += 1;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, wait);
    timer.unref?.();
  };

  async function connect() {
    if (stopped || !url) return;
    const current = new pg.Client({ connectionString: url });
    client = current;
    let down = false;
    const lost = (error?: unknown) => {
      if (down) return;
      down = true;
      if (!stopped)
        services.logger.warn({ err: error }, "page cache: listener connection lost; retrying");
      current.removeAllListeners("notification");
      void current.end().catch(() => undefined);
      retry();
    };
    current.on("error", lost);
    current.on("end", () => lost());
    current.on("notification", (message) => {
      if (message.channel === PAGE_CACHE_CHANNEL) onNotice();
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${PAGE_CACHE_CHANNEL}`);
      if (stopped || down) return;
      failures = 0;
      // Whatever changed while no one listened is unknown: start empty.
      onNotice();
      services.pageCache?.setLive(true);
      markReady();
    } catch (error) {
      lost(error);
    }
  }

  if (!url) {
    services.logger.warn("page cache: no database address to listen on; pages are not cached");
  } else void connect();

  return {
    ready,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      services.pageCache?.setLive(false);
      await client?.end().catch(() => undefined);
    },
  };
}

interface PgliteListen {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}
