import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError } from "../errors";
import type { Refusal } from "../services/booking/booking-commands";

/** A command's refusal as the API answers errors: `{ message, code, errors?, … }`, Retry-After. */
export function refusalJson(c: Context, refusal: Refusal) {
  if (refusal.retryAfter !== undefined) c.header("Retry-After", String(refusal.retryAfter));
  return c.json(
    {
      message: refusal.message,
      code: refusal.code,
      ...(refusal.fields ? { errors: refusal.fields } : {}),
      ...(refusal.current !== undefined ? { current: refusal.current } : {}),
      ...("quote" in refusal ? { quote: refusal.quote } : {}),
      ...("restriction" in refusal
        ? { restriction: refusal.restriction, suggestion: refusal.suggestion }
        : {}),
    },
    refusal.status as ContentfulStatusCode,
  );
}

/** The JSON body of a request, unvalidated (the command validates it); 400 when not JSON. */
export async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new AppError("bad_request", "The request body must be JSON.");
  }
}
