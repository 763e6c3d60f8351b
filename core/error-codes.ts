/**
 * The one vocabulary of refusals. A command decides a refusal by throwing (or returning) an
 * error with one of these codes; the JSON API answers `{ code, message, … }` with the status
 * below; pages and forms read the code (never the status or the message) to choose what to
 * say, through `app/refusal-messages.ts`.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  two_factor_required: 403,
  role_refused: 403,
  field_refused: 403,
  not_found: 404,
  conflict: 409,
  stale: 409,
  /**
   * A service that did not answer (503), or, answered with 409 by the booking commands, a
   * sold-out stay: the rooms went meanwhile (or eZee has none).
   */
  unavailable: 503,
  /** The server's price differs from the total the client confirmed. */
  price_changed: 409,
  /** The rate calendar does not sell the stay (minimum stay, closed to arrival…). */
  restricted: 409,
  /** A stay that comes to KSh 0 while payment is online. */
  nothing_to_pay: 409,
  /** The cancellation charge moved since the guest's page (a deadline passed). */
  terms_changed: 409,
  /** The guest cannot do this online (arrived, cancelled, a refund only the hotel can make). */
  booking_blocked: 409,
  /** A change that changes nothing (the same dates, room and party). */
  nothing_changed: 400,
  idempotency_key_reused: 422,
  payload_too_large: 413,
  rate_limited: 429,
  /** eZee cannot be reached and the settings pause sales of the room type. */
  sales_paused: 503,
  /** Pesapal is failing and the settings take no online bookings meanwhile. */
  payments_paused: 503,
} as const satisfies Record<string, 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503>;

export type ErrorCode = keyof typeof ERROR_STATUS;

const CODES = new Set<string>(Object.keys(ERROR_STATUS));

/**
 * The refusal a JSON answer (or a command's result) names: its code when it is one of the
 * vocabulary's, else `failed`. A sold-out stay is `unavailable` with 409; the same word
 * with 503 is a service that did not answer, which a guest is told as a failure.
 */
export function errorCodeOf(
  answer: { status?: number; code?: unknown } | null,
): ErrorCode | "failed" {
  const code = answer?.code;
  if (typeof code !== "string" || !CODES.has(code)) return "failed";
  if (code === "unavailable" && answer?.status !== 409) return "failed";
  return code as ErrorCode;
}
