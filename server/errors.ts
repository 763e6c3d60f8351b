import { ERROR_STATUS, type ErrorCode } from "~core/error-codes";
import { STALE_MESSAGE } from "~core/schemas/version";

/** One error type for expected failures; its code (core/error-codes.ts) gives the HTTP status. */
export type AppErrorCode = ErrorCode;

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
    return ERROR_STATUS[this.code];
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
