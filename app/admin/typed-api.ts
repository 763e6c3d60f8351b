/**
 * The admin API for the screens, typed from the Hono routes themselves (`hono/client`):
 * a path, parameter or body the server's route does not take is a type error here, and a
 * success's body has the type the route answers with. `send` turns the call's answer into
 * the `ApiResult` every screen reads, with the same messages, the sign-in redirect on 401
 * and status 0 for a network failure as `api-client.ts` (whose helpers it reuses).
 *
 * Routes give their body type through `jsonInput(schema)` (server/api/validate.ts); the
 * screens move to this client route by route.
 */
import { type ClientResponse, hc } from "hono/client";
import type { AdminApi } from "~server/api/admin";
import { type ApiResult, toResult } from "./api-client";

/** The admin API as an object of paths: `admin.policies[":page"][":language"].$put(...)`. */
export const admin = hc<AdminApi>("/api/admin", {
  init: { credentials: "same-origin" },
  headers: { Accept: "application/json" },
});

/** What a successful call of `call` answers with. */
type SuccessBody<R> =
  R extends ClientResponse<infer T, infer S, "json"> ? (S extends 200 | 201 ? T : never) : never;

/** Runs one typed call; never throws (a network failure is status 0). */
export async function send<R extends ClientResponse<unknown, number, string>>(
  call: () => Promise<R>,
): Promise<ApiResult<SuccessBody<R>>> {
  let response: R;
  try {
    response = await call();
  } catch {
    return toResult(0, {});
  }
  // A proxy's HTML error page has no JSON: the result then carries a message for the status.
  const parsed = await response.json().catch(() => ({}));
  return toResult(response.status, parsed);
}
