/**
 * Prometheus metrics for /metrics (prom-client), one registry per app instance.
 *
 * Request durations are timed in this process. Everything else is read from the database
 * at scrape time (bookings, payments and mail by status, queue depth, provider health), so
 * every process behind the proxy answers the same figures whichever one is scraped: sum
 * the request histograms across instances, take `max` of the database gauges. Mail counts
 * are what the outbox holds, which retention prunes (MAIL_RETENTION_DAYS).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { AppServices, HonoEnv } from "../../context";
import { BOOKING_STATUSES } from "../../db/schema";
import { REFUND_QUEUE } from "../booking/refunds";
import { EZEE_PUSH_QUEUE } from "../property/push";
import { ALERT_PROVIDERS, readProviderHealth } from "./alerts";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const PAYMENT_STATUSES = ["completed", "failed", "refunded", "pending", "other"] as const;
const MAIL_STATUSES = ["pending", "sent", "failed"] as const;
/** Queues shown even when empty (others appear once they hold a job). */
const KNOWN_QUEUES = [EZEE_PUSH_QUEUE, REFUND_QUEUE, "mail"];

/**
 * First path segments of the pages (app/routes.ts) and static files. Any other path is
 * "other", so a scan of random URLs cannot add label values.
 */
const PAGE_SEGMENTS = new Set([
  "rooms",
  "booking",
  "dining",
  "packages",
  "events",
  "gallery",
  "contact",
  "blog",
  "feedback",
  "newsletter",
  "about",
  "experiences",
  "privacy-policy",
  "terms-conditions",
  "cancellation-policy",
  "faqs",
  "sustainability",
  "careers",
  "admin",
  "assets",
  "uploads",
  "robots.txt",
  "sitemap.xml",
  "metrics",
]);

/** A Hono route pattern without its parameter constraints: `/rooms/:id{[0-9]+}` -> `/rooms/:id`. */
function stripConstraints(pattern: string): string {
  let depth = 0;
  let out = "";
  for (const char of pattern) {
    if (char === "{") depth++;
    else if (char === "}") depth = Math.max(0, depth - 1);
    else if (depth === 0) out += char;
  }
  return out;
}

/**
 * The `route` label: the API's matched route pattern (`/api/rooms/:id`), or for pages the
 * first path segment from a fixed list (`/rooms`, `/rooms/*`), else "other". Never a raw URL.
 */
export function routeLabel(c: Context<HonoEnv>): string {
  const pathname = c.req.path;
  if (pathname === "/api" || pathname.startsWith("/api/")) {
    const pattern = stripConstraints(routePath(c));
    return pattern.startsWith("/api") ? pattern : "/api/*";
  }
  return pageLabel(pathname);
}

/** The `route` label of a page path (see routeLabel). */
export function pageLabel(pathname: string): string {
  if (pathname === "/") return "/";
  const [segment = "", ...rest] = pathname.slice(1).split("/");
  if (!PAGE_SEGMENTS.has(segment)) return "other";
  return rest.some((part) => part !== "") ? `/${segment}/*` : `/${segment}`;
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface AppMetrics {
  registry: Registry;
  /** Times every request (mounted first in server/app.ts). */
  middleware: MiddlewareHandler<HonoEnv>;
  /** Times a page the page cache's fast path answered outside the app. */
  observePage(method: string, pathname: string, status: number, seconds: number): void;
  /** The /metrics handler: 404 without METRICS_TOKEN, 401 without its bearer token. */
  handler: (c: Context<HonoEnv>) => Promise<Response>;
}

/** Null when METRICS_TOKEN is unset: nothing is timed and /metrics stays absent. */
export function createMetrics(
  services: Pick<AppServices, "db" | "env" | "logger" | "pacer">,
): AppMetrics | null {
  const token = services.env.metricsToken;
  if (!token) return null;
  const tokenHash = createHash("sha256").update(token).digest();
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request duration in seconds, by method, route pattern and status class.",
    labelNames: ["method", "route", "status_class"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const bookings = new Gauge({
    name: "hotel_bookings",
    help: "Bookings in the database by status.",
    labelNames: ["status"] as const,
    registers: [registry],
  });
  const payments = new Gauge({
    name: "hotel_payments",
    help: "Pesapal payment orders by outcome (refunded: reversed or refund settled).",
    labelNames: ["status"] as const,
    registers: [registry],
  });
  const mail = new Gauge({
    name: "hotel_mail_messages",
    help: "E-mails in the outbox by status (sent and failed ones are pruned after MAIL_RETENTION_DAYS).",
    labelNames: ["status"] as const,
    registers: [registry],
  });
  const queueDepth = new Gauge({
    name: "hotel_queue_depth",
    help: "Work waiting (pending or running) per queue; mail is the outbox.",
    labelNames: ["queue"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "http_requests_waiting",
    help: "Requests read and waiting to start (started one per turn of the event loop); a queue that stays high means the process is saturated.",
    registers: [registry],
    collect() {
      this.set(services.pacer?.waiting ?? 0);
    },
  });
  const providerUp = new Gauge({
    name: "hotel_provider_up",
    help: "1 while a provider works (or is switched off), 0 while it is failing.",
    labelNames: ["provider"] as const,
    registers: [registry],
  });
  const sinceSuccess = new Gauge({
    name: "hotel_provider_seconds_since_success",
    help: "Seconds since the provider's last successful call (absent if never).",
    labelNames: ["provider"] as const,
    registers: [registry],
  });

  const refresh = async () => {
    const { db } = services;
    const [bookingRows, paymentRows, mailRows, jobRows, health] = await Promise.all([
      db.execute(sql`SELECT status, count(*)::int AS n FROM bookings GROUP BY status`),
      db.execute(sql`
        SELECT CASE
            WHEN refund_status = 'refunded' OR status_code = 3 THEN 'refunded'
            WHEN status_code = 1 THEN 'completed'
            WHEN status_code = 2 THEN 'failed'
            WHEN payment_status = 'PENDING' THEN 'pending'
            ELSE 'other' END AS status,
          count(*)::int AS n
        FROM payment_transactions GROUP BY 1`),
      db.execute(sql`SELECT status, count(*)::int AS n FROM mail_outbox GROUP BY status`),
      db.execute(sql`
        SELECT queue, count(*)::int AS n FROM jobs
        WHERE status IN ('pending', 'running') GROUP BY queue`),
      readProviderHealth(db),
    ]);
    const now = Date.now();
    // Read first, then set in one synchronous block: parallel scrapes never mix halves.
    const fill = (
      gauge: Gauge<"status">,
      known: readonly string[],
      rows: { status: string; n: number }[],
    ) => {
      gauge.reset();
      for (const status of known) gauge.set({ status }, 0);
      for (const row of rows) gauge.set({ status: row.status }, Number(row.n));
    };
    fill(bookings, BOOKING_STATUSES, rowsOf(bookingRows));
    fill(payments, PAYMENT_STATUSES, rowsOf(paymentRows));
    fill(mail, MAIL_STATUSES, rowsOf(mailRows));
    queueDepth.reset();
    for (const queue of KNOWN_QUEUES) queueDepth.set({ queue }, 0);
    for (const row of rowsOf<{ queue: string; n: number }>(jobRows)) {
      queueDepth.set({ queue: row.queue }, Number(row.n));
    }
    const pendingMail = rowsOf<{ status: string; n: number }>(mailRows).find(
      (row) => row.status === "pending",
    );
    queueDepth.set({ queue: "mail" }, Number(pendingMail?.n ?? 0));
    providerUp.reset();
    sinceSuccess.reset();
    for (const item of health) {
      if (!ALERT_PROVIDERS.includes(item.provider)) continue;
      providerUp.set({ provider: item.provider }, item.failing ? 0 : 1);
      if (item.lastSuccessAt) {
        const seconds = Math.max(0, (now - Date.parse(item.lastSuccessAt)) / 1000);
        sinceSuccess.set({ provider: item.provider }, Math.round(seconds));
      }
    }
  };

  const authorized = (header: string | undefined) => {
    const match = /^Bearer (.+)$/.exec(header ?? "");
    if (!match) return false;
    // Hashes have one length, so the comparison time says nothing about the token.
    const given = createHash("sha256").update(match[1]!).digest();
    return timingSafeEqual(given, tokenHash);
  };

  return {
    registry,
    async middleware(c, next) {
      const started = performance.now();
      await next();
      requests.observe(
        {
          method: METHODS.has(c.req.method) ? c.req.method : "other",
          route: routeLabel(c),
          status_class: statusClass(c.res.status),
        },
        (performance.now() - started) / 1000,
      );
    },
    observePage(method, pathname, status, seconds) {
      requests.observe(
        {
          method: METHODS.has(method) ? method : "other",
          route: pageLabel(pathname),
          status_class: statusClass(status),
        },
        seconds,
      );
    },
    async handler(c) {
      if (!authorized(c.req.header("Authorization"))) {
        c.header("WWW-Authenticate", 'Bearer realm="metrics"');
        c.header("Cache-Control", "no-store");
        return c.text("Unauthorized", 401);
      }
      await refresh();
      c.header("Content-Type", registry.contentType);
      c.header("Cache-Control", "no-store");
      return c.body(await registry.metrics());
    },
  };
}
