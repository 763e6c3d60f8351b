/**
 * Requests of the admin's sign-in and API through `app.request`, from an address of the
 * caller's choice (the test app must trust one proxy: TRUST_PROXY=1), the cookies the
 * answers set, and the list of the admin's pages.
 */
import { readFileSync } from "node:fs";
import { SESSION_COOKIE } from "~server/services/admin/sessions";
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

/** Signs in with e-mail and password through the API: the answer's status and session cookie. */
export async function apiSignIn(t: TestApp, email: string, password: string) {
  const response = await postJson(t, "/api/auth/login", { email, password });
  return { status: response.status, cookie: cookieOf(response, SESSION_COOKIE) };
}

/** A JSON answer parsed (`{}` when it is empty or not JSON); tests read what they expect. */
function parseJson(text: string) {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return {};
  }
}

/**
 * Calls the admin API with a session cookie (none when empty) and any further headers;
 * the JSON body parsed.
 */
export async function adminCall(
  t: TestApp,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
) {
  const headers = new Headers(extraHeaders);
  if (cookie) headers.set("Cookie", cookie);
  if (method !== "GET") headers.set("Origin", ORIGIN);
  if (body !== undefined) headers.set("Content-Type", "application/json");
  const response = await t.app.request(path, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: parseJson(text), text };
}

/** Every page below the admin layout, from app/routes.ts. */
export function adminPages(): string[] {
  const source = readFileSync("app/routes.ts", "utf8");
  const layout = source.slice(source.indexOf('route("admin", "routes/admin/layout.tsx"'));
  const block = layout.slice(0, layout.indexOf("]),"));
  const children = [...block.matchAll(/route\("([^"]+)"/g)].map((m) => m[1]!).slice(1);
  return ["/admin", ...children.map((path) => `/admin/${path.replace(/:\w+/g, "1")}`)];
}
