/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238, through `otpauth`: SHA-1,
 * 6 digits, 30-second steps, the format every authenticator app reads) and one-time
 * recovery codes, plus the owners' rule that every account must use it.
 *
 * The secret is stored encrypted (secrets.ts), bound to its account: a value copied to
 * another account's row does not decrypt. A code is accepted once: the accepted time step
 * is stored and a code of that step or an earlier one is refused (one step of clock drift
 * either way is allowed). Recovery codes are stored only as HMACs under APP_SECRET and
 * each is taken by a conditional update, so it works once however many requests race.
 */
import { createHmac, randomInt } from "node:crypto";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { encode } from "uqr";
import { normalizeRecoveryCode } from "~core/schemas/account";
import type { AppServices } from "../../context";
import type { Database } from "../../db/client";
import { adminRecoveryCodes, adminUsers, appMeta } from "../../db/schema";
import { AppError } from "../../errors";
import { decryptSecret } from "../platform/secrets";
import { audit } from "./admins";

export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** The app_meta row that says every account must use two-factor sign-in ("1"). */
export const TWO_FACTOR_REQUIRED_KEY = "admin_two_factor_required";

const RECOVERY_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/** The associated data binding an account's stored secret to that account. */
export const totpPurpose = (adminId: number) => `admin_users.totp_secret:${adminId}`;

/** A new random secret (160 bits, as RFC 4226 recommends), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secretBase32: string, label = "admin", issuer = "") {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secretBase32: string, account: string, issuer: string): string {
  return totp(secretBase32, account, issuer).toString();
}

/** The time step a code belongs to (current step ±1), or null for a wrong code. */
export function matchTotp(secretBase32: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secretBase32).validate({ token, timestamp: now, window: 1 });
  return delta === null
    ? null
    : TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now }) + delta;
}

/** The code an authenticator app shows at `now` (tests and the demo). */
export function totpCodeAt(secretBase32: string, now = Date.now()): string {
  return totp(secretBase32).generate({ timestamp: now });
}

/** A QR code as one SVG path (one unit square per dark module) and its size with the margin. */
export function qrCode(text: string): { size: number; path: string } {
  const { data, size } = encode(text, { ecc: "M", border: 4 });
  const parts: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return { size, path: parts.join("") };
}

/** Ten new recovery codes: ten characters each from 32 letters and digits (no l, o, 0 or 1). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
      "",
    ),
  );
}

/** How a recovery code is stored: an HMAC under APP_SECRET, bound to its account. */
export function recoveryCodeHash(appSecret: string, adminId: number, code: string): string {
  return createHmac("sha256", appSecret)
    .update(`admin-recovery:${adminId}:${normalizeRecoveryCode(code)}`)
    .digest("hex");
}

/** The account's decrypted secret, or null (none, or stored under another APP_SECRET). */
export function readTotpSecret(
  appSecret: string,
  adminId: number,
  stored: string | null,
): string | null {
  if (!stored) return null;
  try {
    return decryptSecret(appSecret, totpPurpose(adminId), stored);
  } catch {
    return null;
  }
}

/**
 * Accepts an authenticator code of an account once: the step is stored by a conditional
 * update, so the same code (or an older one) is refused afterwards, even in parallel.
 */
export async function acceptTotp(
  services: Pick<AppServices, "db" | "env">,
  account: { id: number; totpSecret: string | null },
  code: string,
): Promise<boolean> {
  const secret = readTotpSecret(services.env.appSecret, account.id, account.totpSecret);
  if (!secret) return false;
  const step = matchTotp(secret, code);
  if (step === null) return false;
  const taken = await services.db
    .update(adminUsers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(adminUsers.id, account.id),
        // The secret checked is still the account's (not replaced or removed meanwhile).
        eq(adminUsers.totpSecret, account.totpSecret ?? ""),
        or(isNull(adminUsers.totpLastStep), sql`${adminUsers.totpLastStep} < ${step}`),
      ),
    )
    .returning({ id: adminUsers.id });
  return taken.length > 0;
}

/** Takes an unused recovery code of the account; returns how many are left, or null. */
export async function acceptRecoveryCode(
  services: Pick<AppServices, "db" | "env">,
  adminId: number,
  code: string,
): Promise<number | null> {
  const plain = normalizeRecoveryCode(code);
  if (!/^[a-z0-9]{10}$/.test(plain)) return null;
  const { db, env } = services;
  const [taken] = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(adminRecoveryCodes.userId, adminId),
        eq(adminRecoveryCodes.codeHash, recoveryCodeHash(env.appSecret, adminId, plain)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  if (!taken) return null;
  return recoveryCodesLeft(db, adminId);
}

export async function recoveryCodesLeft(db: Database, adminId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.userId, adminId), isNull(adminRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Whether the owners require two-factor sign-in of every account. */
export async function twoFactorRequired(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, TWO_FACTOR_REQUIRED_KEY));
  return row?.value === "1";
}

/**
 * Turns the rule on or off (owners, through /api/admin/staff). An owner without
 * two-factor sign-in cannot turn it on: they would lock themselves into the set-up page.
 */
export async function setTwoFactorRequired(
  db: Database,
  required: boolean,
  by: { id: number },
): Promise<void> {
  if (required) {
    const [me] = await db
      .select({ enabledAt: adminUsers.totpEnabledAt })
      .from(adminUsers)
      .where(eq(adminUsers.id, by.id));
    if (!me?.enabledAt) {
      throw new AppError(
        "conflict",
        "Turn on two-factor sign-in for your own account first (My account), then require it of everyone.",
      );
    }
  }
  await db
    .insert(appMeta)
    .values({ key: TWO_FACTOR_REQUIRED_KEY, value: required ? "1" : "0" })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: required ? "1" : "0", updatedAt: new Date() },
    });
  await audit(db, by.id, "two_factor_policy", "admin", undefined, { required });
}

/** The admin pages an account may open while it must still set up two-factor sign-in. */
export const ENROLMENT_PAGE = "/admin/account";
/** The admin API an account may call while it must still set up two-factor sign-in. */
const ENROLMENT_API = new Set([
  "GET /api/admin/account",
  "POST /api/admin/account/two-factor/setup",
  "POST /api/admin/account/two-factor/enable",
]);

export const mayUseWhileEnrolling = (method: string, path: string) =>
  ENROLMENT_API.has(`${method === "HEAD" ? "GET" : method} ${path.replace(/\/+$/, "")}`);

export const ENROLMENT_MESSAGE =
  "The hotel requires two-factor sign-in. Turn it on for your account under My account first.";

/** Whether this signed-in account must set up two-factor sign-in before anything else. */
export async function mustEnrolTwoFactor(
  db: Database,
  admin: { twoFactorEnabled: boolean },
): Promise<boolean> {
  return !admin.twoFactorEnabled && (await twoFactorRequired(db));
}
