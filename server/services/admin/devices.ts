/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a
 * browser that signed in once carries `<adminId>.<nonce>.<HMAC-SHA256 with APP_SECRET>`.
 * Its sign-ins skip the account's and the address's limits for unknown browsers and have a
 * failure limit of their own, so neither guesses from elsewhere nor failures of others at the
 * shared office address can lock the admin out. Nothing is stored.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { parse, serialize } from "hono/utils/cookie";

export const DEVICE_COOKIE = "pwani_device";
const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Sent only where a password is checked: the sign-in page (and its `.data`) and the API. */
const DEVICE_PATHS = ["/admin", "/api/auth"] as const;

export interface Device {
  adminId: number;
  nonce: string;
}

const mac = (appSecret: string, body: string) =>
  createHmac("sha256", appSecret).update(`admin-device:${body}`).digest("base64url");

export function issueDeviceToken(appSecret: string, adminId: number): string {
  const body = `${adminId}.${randomBytes(16).toString("base64url")}`;
  return `${body}.${mac(appSecret, body)}`;
}

/** The device a token names, or null when it is malformed or not signed by us. */
export function readDeviceToken(appSecret: string, token: string | undefined): Device | null {
  const match = token?.match(/^(\d{1,9})\.([\w-]{22})\.([\w-]{43})$/);
  if (!match) return null;
  const [, id = "", nonce = "", given = ""] = match;
  // Compared as text: a base64url string with other padding bits would decode the same.
  const expected = Buffer.from(mac(appSecret, `${id}.${nonce}`));
  if (!timingSafeEqual(expected, Buffer.from(given))) return null;
  return { adminId: Number(id), nonce };
}

/** The Set-Cookie values for a device token (one per path). */
export function deviceCookies(token: string, secure: boolean): string[] {
  return DEVICE_PATHS.map((path) =>
    serialize(DEVICE_COOKIE, token, {
      path,
      httpOnly: true,
      sameSite: "Strict",
      secure,
      maxAge: DEVICE_MAX_AGE_SECONDS,
    }),
  );
}

/** The device token in a Cookie header. */
export function deviceTokenFrom(cookieHeader: string | null | undefined): string | undefined {
  return cookieHeader ? parse(cookieHeader, DEVICE_COOKIE)[DEVICE_COOKIE] || undefined : undefined;
}
