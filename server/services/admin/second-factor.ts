/**
 * The second step of signing in to an account with two-factor sign-in: the challenge
 * (login-challenges.ts) and a 6-digit code from the authenticator app or a recovery code.
 * Every try counts against the challenge (5 at most, then it ends) and, like a password,
 * against the sign-in limits per address and per account or device (admins.ts), whose
 * places a success gives back. A code is accepted once; so is a recovery code; and one
 * challenge makes one session.
 */
import { eq } from "drizzle-orm";
import { isTotpCode } from "~core/schemas/account";
import type { AppServices } from "../../context";
import { adminUsers } from "../../db/schema";
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

const gone = (): LoginFailure => ({
  ok: false,
  status: 401,
  message: CHALLENGE_GONE,
  challengeEnded: true,
});

export async function verifySecondFactor(
  services: Pick<AppServices, "db" | "env">,
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

  // The sign-in limits, as for a password: per address, and per account or known device.
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
  if (method === "recovery_code") {
    await audit(db, user.id, "recovery_code_used", "admin", String(user.id), {
      left: recoveryLeft,
    });
  }
  return signedIn;
}
