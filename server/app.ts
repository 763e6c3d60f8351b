/**
 * Hono composition: request id and logging, security headers, /api, static
 * files, then React Router for every other path (one front door).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { timeout } from "hono/timeout";
import { currencyCookie, isCurrency } from "~core/currency";
import { isLang, LANGUAGE_COOKIE } from "~core/i18n/languages";
import { createApi } from "./api";
import { clientIp } from "./api/client-ip";
import { requireOwnOrigin } from "./api/origin-check";
import { frontDoorBodyLimit } from "./body-limit";
import { compressPage } from "./compress-page";
import type { AppServices, HonoEnv } from "./context";
import { SERVICE_UNAVAILABLE_MESSAGE, serviceFault } from "./db/faults";
import { AppError } from "./errors";
import { createPacer, type Pacer } from "./pace";
import { createPageCache, pageCacheCsp } from "./page-cache";
import { createMetrics } from "./services/ops/metrics";
import { serveStoredUpload } from "./services/platform/file-store";

export type PageHandler = (
  request: Request,
  context: { services: AppServices; nonce: string; requestId: string; clientIp: string },
) => Promise<Response>;

export interface AppOptions {
  services: AppServices;
  /** React Router's request handler; absent in API-only tests. */
  pageHandler?: PageHandler;
  /** Built client assets (build/client) in production; Vite serves them in development. */
  clientDir?: string;
  /**
   * Reads answer 503 once they waited the lock timeout plus READ_DEADLINE_MARGIN_MS
   * (server/run.ts, except in development, where Vite may take longer to compile a page).
   */
  readDeadline?: boolean;
}

const YEAR = 60 * 60 * 24 * 365;
/** A read's time beyond the lock timeout before it answers 503 (under the promised 1 s). */
export const READ_DEADLINE_MARGIN_MS = 700;
const LONG_READ = /\.csv$|^\/api\/health$/;
/** As PostgreSQL's "lock not available" (55P03), so onError answers 503 with Retry-After. */
const lockWaitTooLong = () =>
  Object.assign(new Error("The request waited longer than the database lock timeout."), {
    code: "55P03",
  });

export function createApp({ services, pageHandler, clientDir, readDeadline }: AppOptions) {
  const { env } = services;
  const app = new Hono<HonoEnv>();

  // Outermost: the headers of a page answered from the page cache, so its next hits can take
  // the fast path before the app (PageCache.serveNode, called by server/run.ts).
  app.use("*", async (c, next) => {
    await next();
    const state = c.res.headers.get("X-Page-Cache");
    if ((state === "hit" || state === "miss") && c.res.status === 200) {
      services.pageCache?.rememberSent(c.req.raw, c.res.headers);
    }
  });
  app.use("*", requestId({ headerName: "X-Request-Id" }));
  // Request durations for /metrics; null (nothing timed, no /metrics) without METRICS_TOKEN.
  const metrics = createMetrics(services);
  if (metrics) app.use("*", metrics.middleware);
  // gzip for HTML, JSON, CSS, JS and SVG (images and fonts are compressed already).
  app.use("*", compress());
  app.use("*", async (c, next) => {
    const started = performance.now();
    c.set("services", services);
    c.set("log", services.logger.child({ requestId: c.var.requestId }));
    await next();
    const { pathname } = new URL(c.req.url);
    if (pathname.startsWith("/assets/") || pathname.startsWith("/uploads/")) return;
    c.var.log.info(
      {
        method: c.req.method,
        path: pathname,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  });

  // Every body is limited here, before a page action or API handler reads it
  // (server/body-limit.ts); a refusal is a 413 that closes the connection (onError below).
  app.use("*", frontDoorBodyLimit);
  // A change to the admin or through a page action names the site as its Origin.
  app.use("*", requireOwnOrigin);

  // A read behind a held lock (a PostgreSQL row or table lock, PGlite's one connection
  // held by a transaction) answers 503 within the lock timeout plus a little, however many
  // queries it would wait behind; CSV exports may take longer, and /api/health has its
  // own limit per part, so it can name the part that fails. Writes are bounded by the
  // database's own timeouts, so a change is never left running after its 503.
  if (readDeadline) {
    const deadline = timeout(
      env.dbTimeouts.lockTimeoutMs + READ_DEADLINE_MARGIN_MS,
      () => new HTTPException(503, { message: "busy", cause: lockWaitTooLong() }),
    );
    app.use("*", (c, next) =>
      (c.req.method === "GET" || c.req.method === "HEAD") && !LONG_READ.test(c.req.path)
        ? deadline(c, next)
        : next(),
    );
  }

  // A page answered from the page cache: its scripts' hashes instead of the nonce.
  app.use("*", pageCacheCsp);
  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", NONCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'"],
        connectSrc: env.isProduction ? ["'self'"] : ["'self'", "ws:", "wss:"],
        frameSrc: ["https://www.openstreetmap.org"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
      referrerPolicy: "strict-origin-when-cross-origin",
      strictTransportSecurity: env.isProduction ? `max-age=${2 * YEAR}; includeSubDomains` : false,
      xFrameOptions: "DENY",
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: "same-origin",
      removePoweredBy: true,
      // No page uses these; Pesapal's payment page is a redirect, not a frame.
      permissionsPolicy: {
        camera: [],
        microphone: [],
        geolocation: [],
        payment: [],
        usb: [],
      },
    }),
  );

  app.onError((error, c) => {
    const isApi = new URL(c.req.url).pathname.startsWith("/api/");
    // Before the logging middleware ran, the request id still names the line.
    if (!c.var.log) c.set("log", services.logger.child({ requestId: c.var.requestId }));
    // A timeout, a held lock, a database outage or a full disk: ask the guest to retry.
    const fault = serviceFault(error);
    if (fault) {
      c.var.log?.warn({ err: error, fault: fault.kind }, "database or disk unavailable");
      c.header("Retry-After", String(fault.retryAfterSeconds));
      c.header("Cache-Control", "no-store");
      const message = SERVICE_UNAVAILABLE_MESSAGE;
      if (isApi) return c.json({ message, code: "unavailable" }, 503);
      return c.text(message, 503);
    }
    if (error instanceof AppError) {
      // The refused body may still be arriving: close the connection after the answer,
      // so the client neither reuses a socket with unread bytes nor sends into a reset.
      if (error.code === "payload_too_large") c.header("Connection", "close");
      const body = {
        message: error.message,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.current !== undefined ? { current: error.current } : {}),
      };
      return c.json(body, error.status);
    }
    try {
      c.var.log?.error({ err: error }, "unhandled error");
    } catch {
      // An error the serializer cannot handle must still get its 500 answer.
      c.var.log?.error({ message: String(error?.message ?? error) }, "unhandled error");
    }
    const message = "Something went wrong on our side. Please try again later.";
    const detail = env.isProduction ? {} : { stack: error.stack };
    if (isApi) return c.json({ message, code: "internal", ...detail }, 500);
    return c.text(env.isProduction ? message : `${message}\n\n${error.stack}`, 500);
  });

  // API answers speak the language of `?lang=` or Accept-Language (server/api/lang.ts).
  app.use("/api/*", async (c, next) => {
    await next();
    c.header("Vary", "Accept-Language", { append: true });
  });
  app.route("/api", createApi());
  // Any other /api path is a JSON 404, never the HTML app.
  const apiNotFound = (c: Context<HonoEnv>) =>
    c.json({ message: "Not found", code: "not_found" }, 404);
  app.all("/api", apiNotFound);
  app.all("/api/*", apiNotFound);
  if (metrics) app.get("/metrics", metrics.handler);

  // Uploaded and generated images: server-chosen names that never change content (set
  // here: a header set in serveStatic's onFound comes after its response and is lost).
  app.use("/uploads/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", `public, max-age=${YEAR}, immutable`);
  });
  app.use("/uploads/*", serveStatic({ root: path.relative(process.cwd(), services.env.dataDir) }));
  // With DATABASE_URL: another process's upload, read from the database into this disk.
  app.get(
    "/uploads/*",
    async (c, next) => (await serveStoredUpload(services, c.req.path)) ?? next(),
  );
  app.all("/uploads/*", (c) => c.text("Not found", 404));

  if (clientDir) {
    const root = path.relative(process.cwd(), clientDir);
    app.use(
      "/assets/*",
      serveStatic({
        root,
        onFound: (_path, c) => {
          c.header("Cache-Control", `public, max-age=${YEAR}, immutable`);
        },
      }),
    );
    app.all("/assets/*", (c) => c.text("Not found", 404));
    app.use(
      "*",
      serveStatic({
        root,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=3600");
        },
      }),
    );
  }

  // A finished room upload goes to /admin/rooms/{id}; the room's photos live at
  // /admin/rooms/{id}/images (which itself asks for a session).
  app.get("/admin/rooms/:id{[1-9][0-9]{0,9}}", (c) =>
    c.redirect(`/admin/rooms/${c.req.param("id")}/images`, 302),
  );

  if (pageHandler) {
    // Public pages from the page cache; it serves once startPageCacheListener listens.
    const pageCache = createPageCache({
      enabled: env.pageCache,
      requireLive: true,
      // The fast path's answers are logged and timed like the app's.
      onFastPath: ({ requestId, method, path, status, ms }) => {
        services.logger.info(
          { requestId, method, path, status, ms: Math.round(ms * 10) / 10, cache: "hit" },
          "request",
        );
        metrics?.observePage(method, path, status, ms / 1000);
      },
    });
    services.pageCache = pageCache;
    app.all("*", async (c) => {
      const response = await pageCache.handle(c, () =>
        pageHandler(c.req.raw, {
          // Loaders and actions log through this request's logger: every line has its id.
          services: { ...services, logger: c.var.log },
          nonce: c.var.secureHeadersNonce ?? "",
          requestId: c.var.requestId,
          clientIp: clientIp(c),
        }),
      );
      // The id of this request's log lines, also on pages not answered from the cache.
      if (!response.headers.has("X-Request-Id")) {
        response.headers.set("X-Request-Id", c.var.requestId);
      }
      // An explicit ?lang= is a choice: keep it for the next pages, even without JavaScript.
      const lang = c.req.query("lang");
      if (isLang(lang) && response.headers.get("content-type")?.startsWith("text/html")) {
        response.headers.append(
          "Set-Cookie",
          `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${env.publicUrl.startsWith("https:") ? "; Secure" : ""}`,
        );
      }
      // The same for ?currency= (core/currency.ts), also on a client navigation's data.
      const currency = c.req.query("currency");
      const type = response.headers.get("content-type") ?? "";
      if (isCurrency(currency) && (type.startsWith("text/html") || c.req.path.endsWith(".data"))) {
        response.headers.append(
          "Set-Cookie",
          currencyCookie(currency, env.publicUrl.startsWith("https:")),
        );
      }
      // A cookie is one visitor's: an answer that sets one is never stored by a shared
      // cache (the page cache in this process still serves its body to the next visitor).
      if (response.headers.has("Set-Cookie")) {
        const cacheControl = response.headers.get("Cache-Control") ?? "";
        if (!/no-store|private/.test(cacheControl)) {
          response.headers.set("Cache-Control", "private, no-cache");
        }
      }
      return compressPage(c.req.header("accept-encoding"), response);
    });
  }

  return app;
}

/**
 * The app as a Node request listener: a public page the page cache holds is written
 * straight from Node's request (PageCache.serveNode); anything else, and the first answer
 * of each cached page, goes through the app.
 */
export function nodeListener(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  services: Pick<AppServices, "pageCache" | "pacer">,
  pacer: Pacer = services.pacer ?? createPacer(),
): (req: IncomingMessage, res: ServerResponse) => void {
  const appListener = getRequestListener(app.fetch);
  return (req, res) => {
    if (services.pageCache?.serveNode(req, res)) return;
    // One request started per turn of the event loop (server/pace.ts); a client that left
    // while its request waited is not served.
    pacer.run(() => {
      if (!res.destroyed && !req.socket.destroyed) void appListener(req, res);
    });
  };
}
