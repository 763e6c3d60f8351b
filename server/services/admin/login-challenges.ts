/**
 * The second step of a sign-in: once the password of an account with two-factor sign-in
 * is right, no session is made yet. A challenge row (5 minutes, at most 5 codes tried)
 * is created instead and its random token goes to the browser in a short-lived httpOnly
 * cookie; only the token's SHA-256 is stored. The code typed next is checked against it.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { parse, serialize } from "hono/utils/cookie";
import type { Database } from "../../db/client";
import { adminLoginChallenges } from "../../db/schema";
import { hashToken } from "./sessions";

export const CHALLENGE_COOKIE = "pwani_2fa";
export const CHALLENGE_MINUTES = 5;
export const CHALLENGE_MAX_ATTEMPTS = 5;
/** Sent only to the code step: the page (and its `.data`) and the API. */
const CHALLENGE_PATHS = ["/admin/login", "/api/auth"] as const;

export interface OpenChallenge {
  userId: number;
  attempts: number;
}

/** A new challenge for an account whose password was right; returns the cookie's token. */
export async function createChallenge(
  db: Pick<Database, "insert" | "delete">,
  userId: number,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  // Expired challenges of anyone are cleared now and then, here, where it costs least.
  await db.delete(adminLoginChallenges).where(lt(adminLoginChallenges.expiresAt, now));
  await db.insert(adminLoginChallenges).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000),
  });
  return token;
}

/** The challenge behind a token while it is open (not expired, tries left), else null. */
export async function openChallenge(
  db: Database,
  token: string | undefined,
): Promise<OpenChallenge | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ userId: adminLoginChallenges.userId, attempts: adminLoginChallenges.attempts })
    .from(adminLoginChallenges)
    .where(
      and(
        eq(adminLoginChallenges.tokenHash, hashToken(token)),
        gt(adminLoginChallenges.expiresAt, new Date()),
        lt(adminLoginChallenges.attempts, CHALLENGE_MAX_ATTEMPTS),
      ),
    );
  return row ?? null;
}

/**
 * Counts one try against an open challenge, atomically: parallel tries each take their
 * own place and none gets past the fifth. Returns the tries made including this one, or
 * null when the challenge is gone (expired, used up or unknown).
 */
export async function takeChallengeAttempt(
  db: Database,
  token: string,
): Promise<{ userId: number; attempts: number } | null> {
  const [row] = await db
    .update(adminLoginChallenges)
    .set({ attempts: sql`${adminLoginChallenges.attempts} + 1` })
    .where(
      and(
        eq(adminLoginChallenges.tokenHash, hashToken(token)),
        gt(adminLoginChallenges.expiresAt, new Date()),
        lt(adminLoginChallenges.attempts, CHALLENGE_MAX_ATTEMPTS),
      ),
    )
    .returning({ userId: adminLoginChallenges.userId, attempts: adminLoginChallenges.attempts });
  return row ?? null;
}

/** Ends a challenge; true when this call ended it (so one challenge makes one session). */
export async function endChallenge(db: Pick<Database, "delete">, token: string): Promise<boolean> {
  const rows = await db
    .delete(adminLoginChallenges)
    .where(eq(adminLoginChallenges.tokenHash, hashToken(token)))
    .returning({ userId: adminLoginChallenges.userId });
  return rows.length > 0;
}

/** Every open challenge of an account ends (its password was reset, two-factor turned off). */
export async function endAccountChallenges(
  db: Pick<Database, "delete">,
  userId: number,
): Promise<void> {
  await db.delete(adminLoginChallenges).where(eq(adminLoginChallenges.userId, userId));
}

/** The Set-Cookie values carrying a challenge token (one per path), or clearing it. */
export function challengeCookies(token: string | null, secure: boolean): string[] {
  return CHALLENGE_PATHS.map((path) =>
    serialize(CHALLENGE_COOKIE, token ?? "", {
      path,
      httpOnly: true,
      sameSite: "Lax",
      secure,
      maxAge: token ? CHALLENGE_MINUTES * 60 : 0,
    }),
  );
}

/** The challenge token in a Cookie header. */
export function challengeTokenFrom(cookieHeader: string | null | undefined): string | undefined {
  return cookieHeader
    ? parse(cookieHeader, CHALLENGE_COOKIE)[CHALLENGE_COOKIE] || undefined
    : undefined;
}
