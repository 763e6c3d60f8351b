import { createRequestHandler, type ServerBuild } from "react-router";
import type { PageHandler } from "./app";

/** React Router's handler; the load context carries the services, nonce and request id. */
export function createPageHandler(
  getBuild: () => Promise<ServerBuild>,
  mode: "development" | "production",
): PageHandler {
  const handler = createRequestHandler(getBuild, mode);
  return (request, context) => handler(request, context);
}
