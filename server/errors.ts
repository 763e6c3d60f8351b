import { STALE_MESSAGE } from "~core/schemas/version";

/** One error type for expected failures; `onError` maps the code to an HTTP status. */
export type AppErrorCode =
  | "bad_request"
  | "validation"
  | "unauthorized"
  | "forbidden"
  | "two_factor_required"
  | "role_refused"
  | "field_refused"
  | "not_found"
  | "conflict"
  | "stale"
  | "idempotency_key_reused"
  | "payload_too_large"
  | "rate_limited"
  | "unavailable";

const STATUS: Record<AppErrorCode, 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503> = {
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
  idempotency_key_reused: 422,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
    /** What the client should see instead of its copy (a stale edit's current values). */
    readonly current?: unknown,
  ) {
    super(message);
    this.name = "AppError";
  }

  get status() {
    return STATUS[this.code];
  }
}

export const notFound = (message: string) => new AppError("not_found", message);
export const badRequest = (message: string) => new AppError("bad_request", message);
/** A save from an older version than the stored one: 409 with the current values. */
export const stale = (current: unknown) => new AppError("stale", STALE_MESSAGE, undefined, current);

/** Parses a positive integer id from a path parameter, or throws 400. */
export function parseId(raw: string | undefined, what: string): number {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) {
    throw badRequest(`Invalid ${what} id`);
  }
  return Number(raw);
}
