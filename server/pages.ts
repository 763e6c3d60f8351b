import { createRequestHandler, type ServerBuild } from "react-router";
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
  const handler = createRequestHandler(async () => {
    const build = await getBuild();
    let allowed = withHost.get(build);
    if (!allowed) {
      const origins = build.allowedActionOrigins || [];
      allowed = { ...build, allowedActionOrigins: [...origins, publicHost] };
      withHost.set(build, allowed);
    }
    return allowed;
  }, mode);
  return (request, context) => handler(request, context);
}
