import { DrizzleQueryError } from "drizzle-orm";

/**
 * Which errors mean "the database or the disk cannot serve right now" (a timeout, a lock,
 * an outage, a full disk): the caller gets 503 with Retry-After instead of a 500.
 * Drizzle wraps driver errors (DrizzleQueryError, `.cause`), so the chain is searched.
 */

export interface ServiceFault {
  /** "busy": a timeout or lock wait; "unavailable": the database or disk is down or full. */
  kind: "busy" | "unavailable";
  retryAfterSeconds: number;
}

export const SERVICE_UNAVAILABLE_MESSAGE =
  "The booking system is busy or unavailable right now. Please try again in a moment.";

/** SQLSTATE codes: query canceled (statement timeout), lock not available, deadlock, serialization. */
const BUSY_CODES = new Set(["57014", "55P03", "40P01", "40001"]);
/**
 * Class 08 (connection), 53 (insufficient resources: disk full, out of memory, too many
 * connections), 57P01-57P05 (shutdown, crash, cannot connect now), 58 (system I/O),
 * 3D000 (the database does not exist, e.g. dropped).
 */
const UNAVAILABLE_CODE = /^(08|53|57P0|58)|^3D000$/;
/** Node system errors of the socket or the file system. */
const UNAVAILABLE_ERRNO = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "ENOSPC",
  "EDQUOT",
  "EROFS",
  "EIO",
]);
/** Driver messages without a code (pg-pool, node-postgres, PGlite). */
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|connection terminated|connection error|not queryable|cannot use a pool after calling end|pglite is closed|no space left on device|read-only file system/i;

/** Each error of the `cause` chain, outermost first. */
export function* errorChain(error: unknown): Generator<unknown> {
  let current = error;
  for (let depth = 0; current && depth < 6; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

export function serviceFault(error: unknown): ServiceFault | null {
  for (const link of errorChain(error)) {
    if (typeof link !== "object" || link === null) continue;
    const code = (link as { code?: unknown }).code;
    if (typeof code === "string") {
      if (BUSY_CODES.has(code)) return { kind: "busy", retryAfterSeconds: 5 };
      if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_CODE.test(code)) {
        return { kind: "unavailable", retryAfterSeconds: 30 };
      }
      if (UNAVAILABLE_ERRNO.has(code)) return { kind: "unavailable", retryAfterSeconds: 30 };
    }
    // A wrapped query's message quotes the parameters, which a guest could word.
    const message =
      link instanceof DrizzleQueryError ? undefined : (link as { message?: unknown }).message;
    if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) {
      return { kind: "unavailable", retryAfterSeconds: 30 };
    }
  }
  return null;
}

/** The PostgreSQL error code of a driver error, looking through Drizzle's wrapper. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
