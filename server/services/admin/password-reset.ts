/**
 * "Forgot password": a single-use link valid 30 minutes, e-mailed through the outbox to an
 * active account. The answer is the same whether or not the address has an account (a
 * deactivated one gets no mail either); asking is limited per e-mail address and per client
 * address, for any address. Only the SHA-256 of the link's token is stored; a newer link
 * voids the older ones. Setting the new password takes the link by a conditional update (two
 * posts of one link: one succeeds), ends every session and pending sign-in of the account,
 * and is audited. It signs nobody in, so two-factor sign-in is still asked afterwards.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { RESET_GONE } from "~core/schemas/account";
import type { AppServices } from "../../context";
import type { Database } from "../../db/client";
import { adminPasswordResets, adminUsers, sessions } from "../../db/schema";
import { AppError } from "../../errors";
import { queueMail } from "../mail/outbox";
import { hitRateLimit } from "../platform/rate-limit";
import { getSiteSettings } from "../platform/settings";
import { audit } from "./admins";
import { endAccountChallenges } from "./login-challenges";
import { hashPassword, passwordProblem } from "./passwords";
import { hashToken } from "./sessions";

/** How long a reset link works. */
export const RESET_MINUTES = 30;

/** Reset links being made after their answer went out (see requestPasswordReset). */
const sending = new Set<Promise<void>>();

/** Resolves once every reset link asked for so far is made and queued (tests, shutdown). */
export async function resetLinksSettled(): Promise<void> {
  while (sending.size > 0) await Promise.all([...sending]);
}

/**
 * Asks for a reset link. Answers the same way, and as fast, for an unknown, a deactivated
 * and a real address: only the limits (counted for every address alike) are awaited. The
 * account is looked up and its link made and queued after the answer, so the time a real
 * address takes (a transaction, the outbox, the audit log) cannot tell which addresses
 * have an account. `sent` settles when that work is done (it logs, never throws).
 */
export async function requestPasswordReset(
  services: Pick<AppServices, "db" | "env" | "mail" | "logger">,
  input: { email: string; ip: string },
): Promise<{ ok: true; sent: Promise<void> } | { ok: false; retryAfterSeconds: number }> {
  const { db } = services;
  const email = input.email.trim().toLowerCase();
  const byClient = await hitRateLimit(db, "passwordResetClient", input.ip);
  if (!byClient.allowed) return { ok: false, retryAfterSeconds: byClient.retryAfterSeconds };
  const byEmail = await hitRateLimit(db, "passwordResetEmail", email);
  if (!byEmail.allowed) return { ok: false, retryAfterSeconds: byEmail.retryAfterSeconds };

  const sent: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => mailResetLink(services, email))
    .catch((error: unknown) => {
      services.logger.error({ err: error }, "a password reset link could not be made");
    })
    .finally(() => sending.delete(sent));
  sending.add(sent);
  return { ok: true, sent };
}

/** Makes and e-mails a link when the address is an active account's; nothing otherwise. */
async function mailResetLink(
  services: Pick<AppServices, "db" | "env" | "mail">,
  email: string,
): Promise<void> {
  const { db, env } = services;
  const [user] = await db
    .select()
    .from(adminUsers)
    .where(and(sql`lower(${adminUsers.email}) = ${email}`, isNull(adminUsers.deactivatedAt)));
  if (!user) return;

  const token = randomBytes(32).toString("base64url");
  const link = new URL(`/admin/reset-password?token=${token}`, env.publicUrl).toString();
  // Before the settings are first saved the hotel has no name yet: "the hotel admin".
  const hotelName = (await getSiteSettings(db)).hotelName || "hotel";
  await db.transaction(async (tx) => {
    // A newer link voids the older unused ones.
    await tx
      .update(adminPasswordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(adminPasswordResets.userId, user.id), isNull(adminPasswordResets.usedAt)));
    const [row] = await tx
      .insert(adminPasswordResets)
      .values({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
      })
      .returning({ id: adminPasswordResets.id });
    if (!row) throw new Error("password reset insert returned nothing");
    await queueMail(tx as unknown as Database, {
      dedupeKey: `admin-password-reset:${row.id}`,
      to: user.email,
      subject: `Reset your password for the ${hotelName} admin`,
      text: [
        `Hello ${user.name},`,
        `Someone asked to reset the password of your account (${user.email}) in the admin of the ${hotelName} website.`,
        `Choose a new password with this link (it works once, for ${RESET_MINUTES} minutes):`,
        link,
        "If you did not ask for this, ignore this e-mail: your password stays as it is.",
      ].join("\n\n"),
    });
    await audit(
      tx as unknown as Database,
      user.id,
      "password_reset_request",
      "admin",
      String(user.id),
    );
  });
  services.mail?.kick();
}

/** The account behind an open reset link (unused, not expired, account active), or null. */
export async function openPasswordReset(
  db: Database,
  token: string,
): Promise<{ resetId: number; userId: number; email: string } | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({
      resetId: adminPasswordResets.id,
      userId: adminUsers.id,
      email: adminUsers.email,
    })
    .from(adminPasswordResets)
    .innerJoin(adminUsers, eq(adminUsers.id, adminPasswordResets.userId))
    .where(
      and(
        eq(adminPasswordResets.tokenHash, hashToken(token)),
        isNull(adminPasswordResets.usedAt),
        gt(adminPasswordResets.expiresAt, new Date()),
        isNull(adminUsers.deactivatedAt),
      ),
    );
  return row ?? null;
}

/** Sets a new password with a reset link; throws 409 RESET_GONE when the link cannot be used. */
export async function resetPassword(
  db: Database,
  token: string,
  password: string,
): Promise<{ adminId: number; email: string }> {
  const open = await openPasswordReset(db, token);
  if (!open) throw new AppError("conflict", RESET_GONE);
  const problem = passwordProblem(password);
  if (problem) throw new AppError("validation", problem, { password: problem });
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [taken] = await tx
      .update(adminPasswordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(adminPasswordResets.id, open.resetId),
          isNull(adminPasswordResets.usedAt),
          gt(adminPasswordResets.expiresAt, new Date()),
        ),
      )
      .returning({ id: adminPasswordResets.id });
    if (!taken) throw new AppError("conflict", RESET_GONE);
    const [changed] = await tx
      .update(adminUsers)
      // A reset also unlocks a second step locked by wrong codes (second-factor.ts).
      .set({ passwordHash, passwordChangedAt: new Date(), totpFailures: 0, totpLockedAt: null })
      .where(and(eq(adminUsers.id, open.userId), isNull(adminUsers.deactivatedAt)))
      .returning({ id: adminUsers.id });
    if (!changed) throw new AppError("conflict", RESET_GONE);
    // Any other open link of the account goes too, and every session and pending sign-in.
    await tx
      .update(adminPasswordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(adminPasswordResets.userId, open.userId), isNull(adminPasswordResets.usedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, open.userId));
    await endAccountChallenges(tx, open.userId);
    await audit(
      tx as unknown as Database,
      open.userId,
      "password_reset",
      "admin",
      String(open.userId),
    );
  });
  return { adminId: open.userId, email: open.email };
}
