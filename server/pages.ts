import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { PageHandler } from "./app";

/**
 * React Router's handler; the load context carries the services, nonce and request id.
 *
 * React Router refuses an action whose `Origin` differs from the request's own origin (a
 * CSRF guard, answered 400). Behind a reverse proxy that ends TLS, the request this process
 * sees is `http://host/...` while the browser's Origin is `https://host`: every form post
 * (sign-in, find my booking, the booking form) would fail. The host of PUBLIC_URL, the
 * address guests use, is therefore an allowed action origin as well.
 */
export function createPageHandler(
  getBuild: () => Promise<ServerBuild>,
  mode: "development" | "production",
  publicUrl: string,
): PageHandler {
  const publicHost = new URL(publicUrl).host;
  const withHost = new WeakMap<ServerBuild, ServerBuild>();
  const allowing = (build: ServerBuild) => {
    let allowed = withHost.get(build);
    if (!allowed) {
      const origins = build.allowedActionOrigins || [];
      allowed = { ...build, allowedActionOrigins: [...origins, publicHost] };
      withHost.set(build, allowed);
    }
    return allowed;
  };
  // Given a function, React Router derives its route tables again on every request, so
  // that the development server's new modules are seen; a production build never changes,
  // and is handed over once (re-deriving cost about a tenth of a page's CPU).
  let handler: ReturnType<typeof createRequestHandler> | undefined =
    mode === "development"
      ? createRequestHandler(async () => allowing(await getBuild()), mode)
      : undefined;
  const ready = async () => {
    handler ??= createRequestHandler(allowing(await getBuild()), mode);
    return handler;
  };
  // Route middleware is on (react-router.config.ts): the load context must be a
  // RouterContextProvider. The page context rides on it as plain properties.
  return async (request, context) => {
    const handle = handler ?? (await ready());
    const response = await handle(request, Object.assign(new RouterContextProvider(), context));
    return withCacheHeaders(new URL(request.url).pathname, response);
  };
}

/**
 * Pages that show one person's data (the admin, the booking form with its typed values and
 * idempotency key, the confirmation, find my booking, the payment return), in HTML or as
 * `.data`, are never stored by a browser or a proxy.
 */
export const PRIVATE_PAGES = /^\/(admin|booking)(\/|\.data$|$)/;

/**
 * Cache headers of every page response. Public pages differ by the language chosen through
 * the `i18nextLng` cookie or Accept-Language (server/pages.ts does not redirect to `?lang=`),
 * so a shared cache must key them by both. A page the page cache (server/page-cache.ts)
 * stores gets its `Cache-Control`, `ETag` and `Vary` there; private pages stay `no-store`.
 */
export function withCacheHeaders(pathname: string, original: Response): Response {
  // Headers of a Response.redirect() are immutable: copy those before changing them.
  let response = original;
  try {
    response.headers.set("X-Cache-Check", "1");
    response.headers.delete("X-Cache-Check");
  } catch {
    response = new Response(original.body, original);
  }
  if (PRIVATE_PAGES.test(pathname)) {
    response.headers.set("Cache-Control", "no-store");
    return response;
  }
  const vary = response.headers.get("Vary");
  const have = new Set((vary ?? "").split(",").map((part) => part.trim().toLowerCase()));
  const add = ["Accept-Language", "Cookie"].filter((name) => !have.has(name.toLowerCase()));
  if (add.length) response.headers.set("Vary", [vary, ...add].filter(Boolean).join(", "));
  return response;
}
