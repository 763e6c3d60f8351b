/**
 * Admin accounts: sign-in with rate limits per address and account, or per known device (an
 * account with two-factor sign-in gets a challenge instead of a session: second-factor.ts),
 * the first account (from ADMIN_EMAIL/ADMIN_PASSWORD, `npm run admin:create`, or a one-time
 * setup link printed at start), and the audit log.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { AdminRole } from "~core/admin-roles";
import type { AppServices } from "../../context";
import type { Database } from "../../db/client";
import { adminUsers, appMeta, auditLog } from "../../db/schema";
import { refundRateLimit, reserveRateLimit } from "../platform/rate-limit";
import { issueDeviceToken, readDeviceToken } from "./devices";
import { createChallenge } from "./login-challenges";
import { hashPassword, passwordProblem, verifyPassword } from "./passwords";
import { type AdminIdentity, createSession, whileStillProven } from "./sessions";

/** The app_meta row holding the first-admin setup token (its SHA-256). */
export const SETUP_KEY = "admin_setup_token_sha256";

/** A sign-in that is complete: the session's token and the device cookie's. */
export interface SignedIn {
  ok: true;
  secondFactor?: undefined;
  token: string;
  deviceToken: string;
  admin: AdminIdentity;
}

export type LoginFailure = {
  ok: false;
  status: 401 | 429;
  message: string;
  retryAfterSeconds?: number;
  /** The second step has ended (expired, used up): sign in again with the password. */
  challengeEnded?: boolean;
};

export type LoginResult =
  | SignedIn
  /** The password was right; the account's second factor is still owed (no session yet). */
  | { ok: true; secondFactor: true; challengeToken: string }
  | LoginFailure;

const WRONG = "The e-mail address or the password is wrong.";

function tooMany(seconds: number): LoginFailure {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const message = `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  return { ok: false, status: 429, message, retryAfterSeconds: seconds };
}

/**
 * Takes the places of one sign-in attempt (5 attempts in 15 minutes each), in limits that
 * are counted apart:
 * - a browser that presents a device cookie of this account (`userId`; devices.ts) takes one
 *   place per device only: it passes the per-address limit, so the failures of others sharing
 *   the hotel office's address cannot lock staff out, and its own typos lock neither the
 *   address nor the account;
 * - any other browser takes one place per address and one per account (`account`, the
 *   lower-case address): a stranger at a guessed-at address waits, and guesses at one account
 *   spread over many addresses stop at the account's limit.
 * Refused: the answer to give. `refund` gives the places back (a success).
 */
export async function takeSignInPlaces(
  services: Pick<AppServices, "db" | "env">,
  input: { ip: string; account: string; userId: number | undefined; deviceToken?: string },
): Promise<LoginFailure | { ok: true; refund: () => Promise<void> }> {
  const { db, env } = services;
  const device = readDeviceToken(env.appSecret, input.deviceToken);
  if (device !== null && input.userId !== undefined && device.adminId === input.userId) {
    const byDevice = await reserveRateLimit(db, "login", `device:${device.nonce}`);
    if (!byDevice.allowed) return tooMany(byDevice.retryAfterSeconds);
    return { ok: true, refund: () => refundRateLimit(db, byDevice) };
  }
  const byIp = await reserveRateLimit(db, "login", `ip:${input.ip}`);
  if (!byIp.allowed) return tooMany(byIp.retryAfterSeconds);
  const byAccount = await reserveRateLimit(db, "login", `account:${input.account}`);
  if (!byAccount.allowed) {
    // This address did not get to guess, so it keeps its place.
    await refundRateLimit(db, byIp);
    return tooMany(byAccount.retryAfterSeconds);
  }
  return {
    ok: true,
    refund: async () => {
      await Promise.all([refundRateLimit(db, byIp), refundRateLimit(db, byAccount)]);
    },
  };
}

/**
 * Checks a password under the sign-in limits of `takeSignInPlaces`: per address and per
 * account for browsers without a device cookie of that account, or else per device cookie
 * alone (devices.ts). Each attempt takes its places atomically BEFORE the
 * hash, so parallel guesses cannot outrun the count; the excess is refused unhashed.
 * A failure keeps its places; a success gives them back, so only failures count.
 */
export async function signIn(
  services: Pick<AppServices, "db" | "env">,
  input: { email: string; password: string; ip: string; deviceToken?: string },
): Promise<LoginResult> {
  const { db } = services;
  const account = input.email.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = ${account}`);
  const places = await takeSignInPlaces(services, {
    ip: input.ip,
    account,
    userId: user?.id,
    deviceToken: input.deviceToken,
  });
  if (!places.ok) return places;

  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  // A deactivated account is refused like a wrong password (its attempts still count).
  if (!user || !valid || user.deactivatedAt !== null) {
    await audit(db, user?.id ?? null, "login_failed", "admin", account);
    return { ok: false, status: 401, message: WRONG };
  }
  await places.refund();
  // Two-factor sign-in: no session until the code (second-factor.ts); a reset password
  // changes nothing here, so a reset never skips it.
  if (user.totpEnabledAt !== null) {
    // Only while the password just checked is still the account's (sessions.ts).
    const challengeToken = await whileStillProven(db, user.id, user.passwordHash, (tx) =>
      createChallenge(tx, user.id),
    );
    if (challengeToken === null) return { ok: false, status: 401, message: WRONG };
    return { ok: true, secondFactor: true, challengeToken };
  }
  return (await finishSignIn(services, user)) ?? { ok: false, status: 401, message: WRONG };
}

/**
 * The end of every successful sign-in: a session, the device token and the audit entry.
 * `user` is the account's row as read when its password was checked: the session is made
 * only while that password is still the account's (a reset or a deactivation in between
 * wins), and after `claim` (the second step's challenge, used up) succeeds in the same
 * transaction. Null when either refuses.
 */
export async function finishSignIn(
  services: Pick<AppServices, "db" | "env">,
  user: Pick<typeof adminUsers.$inferSelect, "id" | "email" | "name" | "role" | "passwordHash">,
  details?: Record<string, unknown>,
  claim?: (tx: Pick<Database, "delete">) => Promise<boolean>,
): Promise<SignedIn | null> {
  const { db, env } = services;
  const token = await whileStillProven(db, user.id, user.passwordHash, async (tx) => {
    if (claim && !(await claim(tx))) return null;
    return createSession(tx, user.id);
  });
  if (token === null) return null;
  await db.update(adminUsers).set({ lastLoginAt: new Date() }).where(eq(adminUsers.id, user.id));
  await audit(db, user.id, "login", "admin", String(user.id), details);
  return {
    ok: true,
    token,
    deviceToken: issueDeviceToken(env.appSecret, user.id),
    admin: { id: user.id, email: user.email, name: user.name, role: user.role },
  };
}

export async function adminCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(adminUsers);
  return row?.n ?? 0;
}

export class AdminInputError extends Error {}

export async function createAdmin(
  db: Database,
  input: { email: string; name: string; password: string; role?: AdminRole },
): Promise<AdminIdentity> {
  const problem = passwordProblem(input.password);
  if (problem) throw new AdminInputError(problem);
  const [existing] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = ${input.email.trim().toLowerCase()}`);
  if (existing) throw new AdminInputError("An admin with this e-mail address already exists.");
  const [row] = await db
    .insert(adminUsers)
    .values({
      email: input.email.trim(),
      name: input.name.trim(),
      passwordHash: await hashPassword(input.password),
      role: input.role ?? "owner",
    })
    .returning();
  if (!row) throw new Error("admin insert returned nothing");
  await audit(db, row.id, "create", "admin", String(row.id));
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

export async function audit(
  db: Pick<Database, "insert">,
  userId: number | null,
  action: string,
  entity: string,
  entityId?: string,
  details?: Record<string, unknown>,
): Promise<void> {
  await db.insert(auditLog).values({
    userId,
    action,
    entity,
    entityId: entityId ?? null,
    details: details ?? null,
  });
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * At start: when no admin exists, create one from ADMIN_EMAIL/ADMIN_PASSWORD, or
 * else issue a one-time setup token (only its hash is stored) and return the link
 * to print. Returns null when nothing is to be done.
 */
export async function ensureFirstAdmin(
  services: Pick<AppServices, "db" | "env" | "logger">,
): Promise<string | null> {
  const { db, env, logger } = services;
  if ((await adminCount(db)) > 0) return null;
  if (env.adminEmail && env.adminPassword) {
    const admin = await createAdmin(db, {
      email: env.adminEmail,
      name: "Administrator",
      password: env.adminPassword,
    });
    logger.info({ email: admin.email }, "first admin created from ADMIN_EMAIL");
    return null;
  }
  const token = randomBytes(24).toString("base64url");
  await db
    .insert(appMeta)
    .values({ key: SETUP_KEY, value: sha256(token) })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: sha256(token), updatedAt: new Date() },
    });
  return new URL(`/admin/setup?token=${token}`, env.publicUrl).toString();
}

/** True while no admin exists and the token is the one issued at start. */
export async function setupTokenValid(db: Database, token: string): Promise<boolean> {
  if (!token || token.length > 100 || (await adminCount(db)) > 0) return false;
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SETUP_KEY));
  if (!row) return false;
  const given = Buffer.from(sha256(token), "hex");
  const stored = Buffer.from(row.value, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Creates the first admin with the setup token, which is then spent. */
export async function createFirstAdmin(
  db: Database,
  token: string,
  input: { email: string; name: string; password: string },
): Promise<AdminIdentity> {
  if (!(await setupTokenValid(db, token))) {
    throw new AdminInputError("This setup link is no longer valid.");
  }
  const admin = await createAdmin(db, input);
  await db.delete(appMeta).where(eq(appMeta.key, SETUP_KEY));
  return admin;
}
