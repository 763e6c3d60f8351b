/**
 * Requests of the admin's sign-in and API through `app.request`, from an address of the
 * caller's choice (the test app must trust one proxy: TRUST_PROXY=1), and the cookies
 * the answers set.
 */
import type { TestApp } from "./test-app";

export const ORIGIN = "http://localhost";

let lastAddress = 0;
/** A new client address for each caller, so per-address limits do not mix tests. */
export const freshAddress = () => `203.0.113.${(++lastAddress % 250) + 1}`;

export function postJson(
  t: TestApp,
  path: string,
  body: unknown,
  options: { cookie?: string; from?: string } = {},
) {
  return t.app.request(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: ORIGIN,
      "X-Forwarded-For": options.from ?? freshAddress(),
      ...(options.cookie ? { Cookie: options.cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** `name=value` of a cookie an answer sets (for `path`, when given), or "". */
export function cookieOf(response: Response | { headers: Headers }, name: string, path?: string) {
  const found = response.headers
    .getSetCookie()
    .find(
      (cookie) =>
        cookie.startsWith(`${name}=`) && (path === undefined || cookie.includes(`Path=${path};`)),
    );
  return found?.split(";")[0] ?? "";
}

/** The cookies of a browser, joined for a Cookie header (empty ones left out). */
export const jar = (...cookies: string[]) =>
  cookies.filter((c) => c && !c.endsWith("=")).join("; ");

/** Calls the admin API with a session cookie; the JSON body parsed. */
export async function adminCall(
  t: TestApp,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const headers = new Headers({ Cookie: cookie });
  if (method !== "GET") headers.set("Origin", ORIGIN);
  if (body !== undefined) headers.set("Content-Type", "application/json");
  const response = await t.app.request(path, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = {};
  }
  return { status: response.status, body: parsed as Record<string, never>, text };
}
