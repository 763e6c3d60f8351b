/**
 * Admin sessions in the database (several processes share them): a random token in
 * an httpOnly cookie, only its SHA-256 stored. Idle timeout 8 h, absolute 7 days.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import { parse, serialize } from "hono/utils/cookie";
import type { AdminRole } from "~core/admin-roles";
import type { Database } from "../../db/client";
import { adminUsers, sessions } from "../../db/schema";

export const SESSION_COOKIE = "pwani_admin";
/**
 * The session cookie's name. Wherever it is Secure (production) it carries the `__Host-`
 * prefix: the browser then keeps it only if set over HTTPS, for Path=/, without a Domain,
 * so a sibling subdomain or a plain-http answer cannot plant or overwrite a session
 * (cookie tossing, session fixation). Over plain http in development the prefix would be
 * refused by the browser, so the bare name is used there. Only the name for the current
 * mode is read: in production a bare `pwani_admin` cookie is ignored.
 */
export const sessionCookieName = (secure: boolean) =>
  secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often (not on every request). */
const TOUCH_EVERY_MS = 60 * 1000;

export interface AdminIdentity {
  id: number;
  email: string;
  name: string;
  /** What the account may use (core/admin-roles.ts). */
  role: AdminRole;
  /** The owners require two-factor sign-in and this account has not set it up yet. */
  mustEnrolTwoFactor?: true;
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Runs `make` only while the account's password is still the one just proven and the
 * account is active, holding the account's row (FOR SHARE) until `make` commits. A password
 * reset, a password change or a deactivation updates that row, so it either commits first
 * (and `make` is refused: null) or waits for `make`, then ends the session or challenge
 * `make` created. Without it a sign-in that checked the old password a moment before a
 * reset could open a session the reset never saw.
 */
export async function whileStillProven<T>(
  db: Database,
  userId: number,
  provenHash: string,
  make: (tx: Pick<Database, "insert" | "delete">) => Promise<T>,
): Promise<T | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ passwordHash: adminUsers.passwordHash, deactivatedAt: adminUsers.deactivatedAt })
      .from(adminUsers)
      .where(eq(adminUsers.id, userId))
      .for("share");
    if (!row || row.passwordHash !== provenHash || row.deactivatedAt !== null) return null;
    return make(tx as unknown as Database);
  });
}

export async function createSession(
  db: Pick<Database, "insert" | "delete">,
  userId: number,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
  });
  // Expired rows of anyone are cleared now and then, here, where it costs least.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  return token;
}

/** The admin behind a session token, or null when unknown, idle too long or expired. */
export async function sessionAdmin(
  db: Database,
  token: string | undefined,
): Promise<(AdminIdentity & { tokenHash: string; twoFactorEnabled: boolean }) | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const now = Date.now();
  const [row] = await db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      name: adminUsers.name,
      role: adminUsers.role,
      totpEnabledAt: adminUsers.totpEnabledAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
        // A deactivated account's sessions end at once, even one not deleted yet.
        isNull(adminUsers.deactivatedAt),
      ),
    );
  if (!row) return null;
  if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    tokenHash,
    twoFactorEnabled: row.totpEnabledAt !== null,
  };
}

export async function endSession(db: Database, token: string | undefined): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** "Sign out everywhere": every session of the admin. */
export async function endAllSessions(db: Database, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Every session of the admin but one (a password changed in this browser). */
export async function endOtherSessions(
  db: Pick<Database, "delete">,
  userId: number,
  keepTokenHash: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
}

/** The Set-Cookie value for a session (Secure in production). */
export function sessionCookie(token: string, secure: boolean): string {
  return serialize(sessionCookieName(secure), token, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure,
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearedSessionCookie(secure: boolean): string {
  return serialize(sessionCookieName(secure), "", {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure,
    maxAge: 0,
  });
}

/** The session token in a Cookie header (the cookie named for this mode, see sessionCookieName). */
export function sessionTokenFrom(
  cookieHeader: string | null | undefined,
  secure: boolean,
): string | undefined {
  const name = sessionCookieName(secure);
  return cookieHeader ? parse(cookieHeader, name)[name] || undefined : undefined;
}
