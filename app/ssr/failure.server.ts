import { serviceFault } from "~server/db/faults";

/**
 * The status of a page whose loader caught a failure and shows its own message: 503 with
 * Retry-After when the database or disk is busy or down (try again soon), else 500.
 */
export function failureInit(cause: unknown): ResponseInit {
  const fault = serviceFault(cause);
  return fault
    ? { status: 503, headers: { "Retry-After": String(fault.retryAfterSeconds) } }
    : { status: 500 };
}
