import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { HonoEnv } from "../context";

/**
 * The address a request came from, as the nearest trusted proxy saw it. With `hops`
 * trusted reverse proxies (TRUST_PROXY), each appends the address it received the request
 * from to X-Forwarded-For, so the entry `hops` places from the end is the guest's; entries
 * before it are whatever the client chose to send and are never trusted.
 */
export function forwardedAddress(header: string | undefined, hops: number): string | undefined {
  if (hops <= 0 || !header) return undefined;
  const entries = header
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const entry = entries[entries.length - hops];
  return entry && isIP(entry) ? entry : undefined;
}

/** The caller's address (rate limits count per address). */
export function clientIp(c: Context<HonoEnv>): string {
  const hops = c.var.services?.env.trustProxy ?? 0;
  const forwarded = forwardedAddress(c.req.header("x-forwarded-for"), hops);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
