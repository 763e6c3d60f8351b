/**
 * The second step of signing in to an account with two-factor sign-in: the challenge
 * (login-challenges.ts) and a 6-digit code from the authenticator app or a recovery code.
 * Every try counts against the challenge (5 at most, then it ends) and, like a password,
 * against the sign-in limits per address and account, or per known device (admins.ts), whose
 * places a success gives back. A code is accepted once; so is a recovery code; and one
 * challenge makes one session. TWO_FACTOR_LOCK_AFTER wrong codes in a row, across sign-ins,
 * lock the account's second step (stored on the account) until an owner unlocks it
 * (Staff) or a password reset does; the account's address is told by e-mail.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { isTotpCode } from "~core/schemas/account";
import type { AppServices } from "../../context";
import type { Database } from "../../db/client";
import { adminUsers } from "../../db/schema";
import { queueMail } from "../mail/outbox";
import { getSiteSettings } from "../platform/settings";
import { audit, finishSignIn, type LoginFailure, type SignedIn, takeSignInPlaces } from "./admins";
import {
  CHALLENGE_MAX_ATTEMPTS,
  endChallenge,
  openChallenge,
  takeChallengeAttempt,
} from "./login-challenges";
import { acceptRecoveryCode, acceptTotp } from "./two-factor";

export const CHALLENGE_GONE =
  "This sign-in has expired or had too many wrong codes. Sign in again with your password.";

/** Wrong codes in a row after which the account's second step locks. */
export const TWO_FACTOR_LOCK_AFTER = 10;

export const TWO_FACTOR_LOCKED =
  "Two-factor sign-in of this account is locked after too many wrong codes. An owner can unlock it under Staff, or reset your password with “Forgot password”.";

const locked = (): LoginFailure => ({
  ok: false,
  status: 401,
  message: TWO_FACTOR_LOCKED,
  challengeEnded: true,
});

/**
 * Counts a wrong code against the account; the try that reaches the limit locks it (once,
 * however many race), records it and e-mails the account. True when the account is locked.
 */
async function countWrongCode(
  services: Pick<AppServices, "db" | "env" | "mail">,
  user: { id: number; email: string; name: string },
): Promise<boolean> {
  const { db } = services;
  const [row] = await db
    .update(adminUsers)
    .set({ totpFailures: sql`${adminUsers.totpFailures} + 1` })
    .where(eq(adminUsers.id, user.id))
    .returning({ failures: adminUsers.totpFailures });
  if (!row || row.failures < TWO_FACTOR_LOCK_AFTER) return false;
  // Before the settings are first saved the hotel has no name yet: "the hotel admin".
  const hotelName = (await getSiteSettings(db)).hotelName || "hotel";
  const lockedNow = await db.transaction(async (tx) => {
    const [lock] = await tx
      .update(adminUsers)
      .set({ totpLockedAt: new Date() })
      .where(and(eq(adminUsers.id, user.id), isNull(adminUsers.totpLockedAt)))
      .returning({ at: adminUsers.totpLockedAt });
    if (!lock) return false;
    await audit(tx, user.id, "two_factor_locked", "admin", String(user.id), {
      failures: row.failures,
    });
    await queueMail(tx as unknown as Database, {
      dedupeKey: `admin-two-factor-locked:${user.id}:${lock.at?.getTime()}`,
      to: user.email,
      subject: `Two-factor sign-in locked for your ${hotelName} admin account`,
      text: [
        `Hello ${user.name},`,
        `Someone signed in to your account (${user.email}) in the admin of the ${hotelName} website with your password, then typed ${TWO_FACTOR_LOCK_AFTER} wrong two-factor codes in a row. The second step of signing in is locked now.`,
        "If this was not you, your password is known to someone else: reset it with “Forgot password” on the sign-in page (this also unlocks the account), and tell an owner.",
        "If it was you, an owner can unlock the account under Staff, or reset your password.",
      ].join("\n\n"),
    });
    return true;
  });
  if (lockedNow) services.mail?.kick();
  return true;
}

const gone = (): LoginFailure => ({
  ok: false,
  status: 401,
  message: CHALLENGE_GONE,
  challengeEnded: true,
});

export async function verifySecondFactor(
  services: Pick<AppServices, "db" | "env"> & Partial<Pick<AppServices, "mail">>,
  input: { challengeToken: string | undefined; code: string; ip: string; deviceToken?: string },
): Promise<SignedIn | LoginFailure> {
  const { db } = services;
  const token = input.challengeToken;
  const challenge = await openChallenge(db, token);
  if (!token || !challenge) return gone();
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.id, challenge.userId));
  if (!user || user.deactivatedAt !== null || user.totpEnabledAt === null) {
    await endChallenge(db, token);
    return gone();
  }

  // A locked second step takes no more codes (not even a right one) until it is unlocked.
  if (user.totpLockedAt !== null) {
    await endChallenge(db, token);
    return locked();
  }

  // The sign-in limits, as for a password: per address and account, or per known device.
  const places = await takeSignInPlaces(services, {
    ip: input.ip,
    account: user.email.trim().toLowerCase(),
    userId: user.id,
    deviceToken: input.deviceToken,
  });
  if (!places.ok) return places;

  const attempt = await takeChallengeAttempt(db, token);
  if (!attempt) {
    await places.refund();
    return gone();
  }

  const code = input.code.trim();
  let method: "code" | "recovery_code" | null = null;
  let recoveryLeft: number | null = null;
  if (isTotpCode(code)) {
    if (await acceptTotp(services, user, code)) method = "code";
  } else {
    recoveryLeft = await acceptRecoveryCode(services, user.id, code);
    if (recoveryLeft !== null) method = "recovery_code";
  }

  if (method === null) {
    const left = CHALLENGE_MAX_ATTEMPTS - attempt.attempts;
    await audit(db, user.id, "login_code_failed", "admin", String(user.id), {
      triesLeft: left,
    });
    if (await countWrongCode(services, user)) {
      await endChallenge(db, token);
      return locked();
    }
    if (left <= 0) {
      await endChallenge(db, token);
      return {
        ok: false,
        status: 401,
        message: "Too many wrong codes. Sign in again with your password.",
        challengeEnded: true,
      };
    }
    return {
      ok: false,
      status: 401,
      message: `That code is wrong or was used already. ${left} ${left === 1 ? "try" : "tries"} left.`,
    };
  }

  // One challenge, one session: a parallel success with the same challenge gets nothing,
  // and neither does one whose password was reset since the challenge was read.
  const signedIn = await finishSignIn(services, user, { secondFactor: method }, (tx) =>
    endChallenge(tx, token),
  );
  if (!signedIn) {
    await endChallenge(db, token);
    return gone();
  }
  await places.refund();
  await db
    .update(adminUsers)
    .set({ totpFailures: 0 })
    .where(and(eq(adminUsers.id, user.id), isNull(adminUsers.totpLockedAt)));
  if (method === "recovery_code") {
    await audit(db, user.id, "recovery_code_used", "admin", String(user.id), {
      left: recoveryLeft,
    });
  }
  return signedIn;
}
