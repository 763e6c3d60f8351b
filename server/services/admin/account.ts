/**
 * A staff member's own account (/admin/account, every role): change the password (the
 * current one required; the account's other sessions end), turn two-factor sign-in on
 * (a new secret shown as a QR code and as text, confirmed with a current code, then ten
 * recovery codes shown once), get new recovery codes (a current code), turn it off (the
 * password and a code; refused while the owners require it). Checks of the password or a
 * code count against a limit per account, so a session left open cannot be used to guess.
 */
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { AccountSecurity } from "~core/schemas/account";
import type { AppServices } from "../../context";
import type { Database } from "../../db/client";
import { adminRecoveryCodes, adminUsers, sessions } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { refundRateLimit, reserveRateLimit } from "../platform/rate-limit";
import { encryptSecret } from "../platform/secrets";
import { getSiteSettings } from "../platform/settings";
import { audit } from "./admins";
import { endAccountChallenges } from "./login-challenges";
import { hashPassword, passwordProblem, verifyPassword } from "./passwords";
import { endOtherSessions } from "./sessions";
import {
  acceptTotp,
  newRecoveryCodes,
  newTotpSecret,
  qrCode,
  readTotpSecret,
  recoveryCodeHash,
  recoveryCodesLeft,
  totpPurpose,
  totpUri,
  twoFactorRequired,
} from "./two-factor";

type Services = Pick<AppServices, "db" | "env">;

const fieldError = (field: string, message: string) =>
  new AppError("validation", message, { [field]: message });

async function account(db: Database, adminId: number) {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, adminId));
  if (!row) throw notFound("Account not found");
  return row;
}

/**
 * Runs a check of the account's password or code under the per-account limit: the place
 * is taken before the check and given back when it passes, so only failures count.
 */
async function proving<T>(db: Database, adminId: number, check: () => Promise<T>): Promise<T> {
  const place = await reserveRateLimit(db, "accountCheck", `admin:${adminId}`);
  if (!place.allowed) {
    const minutes = Math.max(1, Math.ceil(place.retryAfterSeconds / 60));
    throw new AppError(
      "rate_limited",
      `Too many wrong passwords or codes. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    );
  }
  const result = await check();
  await refundRateLimit(db, place);
  return result;
}

async function requireCode(services: Services, row: typeof adminUsers.$inferSelect, code: string) {
  if (!(await acceptTotp(services, row, code))) {
    throw fieldError("code", "That code is wrong or was used already. Enter the current code.");
  }
}

export async function accountSecurity(
  services: Services,
  adminId: number,
): Promise<AccountSecurity> {
  const { db, env } = services;
  const row = await account(db, adminId);
  const enabled = row.totpEnabledAt !== null;
  const secret = enabled ? null : readTotpSecret(env.appSecret, row.id, row.totpSecret);
  let pending: AccountSecurity["pending"] = null;
  if (secret) {
    // The app lists the account under the brand's short name (a shorter address, a smaller QR code).
    // The authenticator app's label; a hotel not yet named shows "Hotel admin".
    const brandName = (await getSiteSettings(db)).brandName || "Hotel admin";
    const uri = totpUri(secret, row.email, brandName);
    pending = { secret, uri, qr: qrCode(uri) };
  }
  return {
    twoFactorEnabled: enabled,
    twoFactorEnabledAt: row.totpEnabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabled ? await recoveryCodesLeft(db, adminId) : 0,
    required: await twoFactorRequired(db),
    pending,
    passwordChangedAt: row.passwordChangedAt?.toISOString() ?? null,
  };
}

/** Changes the password: the current one is required; every other session ends. */
export async function changePassword(
  services: Services,
  adminId: number,
  input: { current: string; password: string },
  keepSessionHash: string,
): Promise<void> {
  const { db } = services;
  const row = await account(db, adminId);
  const problem = passwordProblem(input.password);
  if (problem) throw fieldError("password", problem);
  await proving(db, adminId, async () => {
    if (!(await verifyPassword(row.passwordHash, input.current))) {
      throw fieldError("current", "Your current password is wrong.");
    }
  });
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({ passwordHash, passwordChangedAt: new Date() })
      .where(eq(adminUsers.id, adminId));
    await endOtherSessions(tx, adminId, keepSessionHash);
    await endAccountChallenges(tx, adminId);
    await audit(tx as unknown as Database, adminId, "password_change", "admin", String(adminId));
  });
}

/** Begins turning two-factor on: a new secret, kept until a code from it is confirmed. */
export async function startTwoFactorSetup(services: Services, adminId: number) {
  const { db, env } = services;
  const row = await account(db, adminId);
  if (row.totpEnabledAt) throw new AppError("conflict", "Two-factor sign-in is on already.");
  const secret = newTotpSecret();
  await db
    .update(adminUsers)
    .set({
      totpSecret: encryptSecret(env.appSecret, totpPurpose(adminId), secret),
      totpLastStep: null,
    })
    .where(and(eq(adminUsers.id, adminId), isNull(adminUsers.totpEnabledAt)));
  return accountSecurity(services, adminId);
}

/** Ten new recovery codes in place of the account's old ones, recorded in the audit log. */
async function replaceRecoveryCodes(
  tx: Database,
  appSecret: string,
  adminId: number,
  action: "two_factor_on" | "recovery_codes_new",
) {
  const codes = newRecoveryCodes();
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, adminId));
  await tx.insert(adminRecoveryCodes).values(
    codes.map((code) => ({
      userId: adminId,
      codeHash: recoveryCodeHash(appSecret, adminId, code),
    })),
  );
  await audit(tx, adminId, action, "admin", String(adminId));
  return codes;
}

/** Confirms the set-up with a current code: two-factor is on; returns the recovery codes. */
export async function confirmTwoFactor(
  services: Services,
  adminId: number,
  code: string,
  /** This browser's session, which stays; every other session of the account ends. */
  keepSessionHash: string,
): Promise<string[]> {
  const { db, env } = services;
  const row = await account(db, adminId);
  if (row.totpEnabledAt) throw new AppError("conflict", "Two-factor sign-in is on already.");
  if (!readTotpSecret(env.appSecret, adminId, row.totpSecret)) {
    throw new AppError("conflict", "Start the set-up again: no authenticator is waiting.");
  }
  await proving(db, adminId, () => requireCode(services, row, code));
  return db.transaction(async (tx) => {
    const [on] = await tx
      .update(adminUsers)
      .set({ totpEnabledAt: new Date() })
      .where(and(eq(adminUsers.id, adminId), isNull(adminUsers.totpEnabledAt)))
      .returning({ id: adminUsers.id });
    if (!on) throw new AppError("conflict", "Two-factor sign-in is on already.");
    // A session signed in with the password alone (perhaps someone else's) ends now.
    await endOtherSessions(tx, adminId, keepSessionHash);
    return replaceRecoveryCodes(tx as unknown as Database, env.appSecret, adminId, "two_factor_on");
  });
}

/** New recovery codes (a current code required); the old ones stop working. */
export async function renewRecoveryCodes(
  services: Services,
  adminId: number,
  code: string,
): Promise<string[]> {
  const { db, env } = services;
  const row = await account(db, adminId);
  if (!row.totpEnabledAt) throw new AppError("conflict", "Two-factor sign-in is off.");
  await proving(db, adminId, () => requireCode(services, row, code));
  return db.transaction((tx) =>
    replaceRecoveryCodes(tx as unknown as Database, env.appSecret, adminId, "recovery_codes_new"),
  );
}

/** Turns two-factor off (password and a current code); refused while the owners require it. */
export async function disableTwoFactor(
  services: Services,
  adminId: number,
  input: { password: string; code: string },
): Promise<void> {
  const { db } = services;
  const row = await account(db, adminId);
  if (!row.totpEnabledAt) throw new AppError("conflict", "Two-factor sign-in is off already.");
  if (await twoFactorRequired(db)) {
    throw new AppError(
      "conflict",
      "The hotel requires two-factor sign-in for every account: it cannot be turned off.",
    );
  }
  await proving(db, adminId, async () => {
    if (!(await verifyPassword(row.passwordHash, input.password))) {
      throw fieldError("password", "Your password is wrong.");
    }
    await requireCode(services, row, input.code);
  });
  await clearTwoFactor(db, adminId, { by: adminId, action: "two_factor_off" });
}

async function clearTwoFactor(
  db: Database,
  adminId: number,
  record: { by: number | null; action: "two_factor_off" | "two_factor_reset" },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(adminUsers.id, adminId));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, adminId));
    await endAccountChallenges(tx, adminId);
    if (record.action === "two_factor_reset") {
      await tx.delete(sessions).where(eq(sessions.userId, adminId));
    }
    await audit(tx as unknown as Database, record.by, record.action, "admin", String(adminId));
  });
}

/**
 * An owner removes a colleague's two-factor sign-in (a lost phone): the colleague's
 * sessions end, and it signs in with its password alone, then sets two-factor up again
 * (while the owners require it, it must). Nobody resets their own this way: they turn it off
 * under My account with a code. 404 for an unknown account, 409 when it has none.
 */
export async function resetColleagueTwoFactor(
  db: Database,
  adminId: number,
  byId: number,
): Promise<void> {
  if (adminId === byId) {
    throw new AppError(
      "conflict",
      "Turn your own two-factor sign-in off under My account; another owner can reset it.",
    );
  }
  const [row] = await db
    .select({ id: adminUsers.id, enabled: adminUsers.totpEnabledAt, secret: adminUsers.totpSecret })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId));
  if (!row) throw notFound("Account not found");
  if (!row.enabled && !row.secret) {
    throw new AppError("conflict", "This account has no two-factor sign-in to reset.");
  }
  await clearTwoFactor(db, adminId, { by: byId, action: "two_factor_reset" });
}

/**
 * An owner unlocks a colleague's second step locked by too many wrong codes
 * (second-factor.ts): the codes count from zero again. 404 for an unknown account, 409
 * when it is not locked.
 */
export async function unlockColleagueTwoFactor(
  db: Database,
  adminId: number,
  byId: number,
): Promise<void> {
  const [row] = await db
    .update(adminUsers)
    .set({ totpFailures: 0, totpLockedAt: null })
    .where(and(eq(adminUsers.id, adminId), isNotNull(adminUsers.totpLockedAt)))
    .returning({ id: adminUsers.id });
  if (!row) {
    const [exists] = await db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.id, adminId));
    if (!exists) throw notFound("Account not found");
    throw new AppError("conflict", "This account's two-factor sign-in is not locked.");
  }
  await audit(db, byId, "two_factor_unlock", "admin", String(adminId));
}

/**
 * Removes an account's two-factor sign-in from the server's command line
 * (`npm run admin:reset-2fa`), for someone who lost both the phone and the recovery codes:
 * the account's sessions end, and it signs in with its password alone (while the owners
 * require two-factor, it must set it up again first). Returns false for an unknown address.
 */
export async function resetTwoFactorByEmail(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = ${email.trim().toLowerCase()}`);
  if (!row) return false;
  await clearTwoFactor(db, row.id, { by: null, action: "two_factor_reset" });
  return true;
}
