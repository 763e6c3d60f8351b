/**
 * Staff accounts, managed by owners (/admin/staff): invite a colleague by e-mail (a
 * one-time link, valid 72 hours, with which they set a password), change a role,
 * deactivate an account (it cannot sign in and its sessions end at once) or reactivate
 * it. The hotel always keeps one active owner, and nobody changes or deactivates their
 * own account here. Every change is written to the audit log.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { type AdminRole, ROLE_LABELS } from "~core/admin-roles";
import { INVITE_GONE } from "~core/schemas/staff";
import type { AppServices } from "../../context";
import type { Database } from "../../db/client";
import { adminInvites, adminUsers, sessions } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { queueMail } from "../mail/outbox";
import { getSiteSettings } from "../platform/settings";
import { audit } from "./admins";
import { hashPassword, passwordProblem } from "./passwords";
import { createSession, hashToken } from "./sessions";

/** How long an invitation link works. */
export const INVITE_HOURS = 72;

export interface StaffAccountDto {
  id: number;
  email: string;
  name: string;
  role: AdminRole;
  active: boolean;
  /** Two-factor sign-in is on for the account. */
  twoFactor: boolean;
  /** Its second step is locked after too many wrong codes (an owner unlocks it). */
  twoFactorLocked: boolean;
  lastLoginAt: string | null;
  createdAt: string;
}

export interface StaffInviteDto {
  id: number;
  email: string;
  name: string;
  role: AdminRole;
  expiresAt: string;
}

const fieldError = (field: string, message: string) =>
  new AppError("validation", message, { [field]: message });

/** Accounts (active first, then by name) and the invitations still open. */
export async function listStaff(
  db: Database,
): Promise<{ accounts: StaffAccountDto[]; invites: StaffInviteDto[] }> {
  const accounts = await db
    .select()
    .from(adminUsers)
    .orderBy(sql`${adminUsers.deactivatedAt} IS NOT NULL`, asc(adminUsers.name));
  const invites = await db
    .select()
    .from(adminInvites)
    .where(and(isNull(adminInvites.usedAt), gt(adminInvites.expiresAt, new Date())))
    .orderBy(asc(adminInvites.createdAt));
  return {
    accounts: accounts.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      active: row.deactivatedAt === null,
      twoFactor: row.totpEnabledAt !== null,
      twoFactorLocked: row.totpLockedAt !== null,
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    invites: invites.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}

/**
 * Invites a colleague: an e-mail with a one-time link to set a password. A new invitation
 * to the same address replaces the open one (its link stops working).
 */
export async function inviteStaff(
  services: Pick<AppServices, "db" | "env" | "mail">,
  input: { email: string; name: string; role: AdminRole },
  by: { id: number; name: string },
): Promise<StaffInviteDto> {
  const { db, env } = services;
  const email = input.email.trim();
  const [existing] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = ${email.toLowerCase()}`);
  if (existing) throw fieldError("email", "An account with this e-mail address already exists.");
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + INVITE_HOURS * 3600_000);
  const settings = await getSiteSettings(db);
  const link = new URL(`/admin/invite?token=${token}`, env.publicUrl).toString();
  const invite = await db.transaction(async (tx) => {
    await tx
      .update(adminInvites)
      .set({ usedAt: new Date() })
      .where(
        and(
          sql`lower(${adminInvites.email}) = ${email.toLowerCase()}`,
          isNull(adminInvites.usedAt),
        ),
      );
    const [row] = await tx
      .insert(adminInvites)
      .values({
        email,
        name: input.name.trim(),
        role: input.role,
        tokenHash: hashToken(token),
        invitedBy: by.id,
        expiresAt,
      })
      .returning();
    if (!row) throw new Error("invite insert returned nothing");
    await queueMail(tx as unknown as Database, {
      dedupeKey: `staff-invite:${row.id}`,
      to: email,
      subject: `${by.name} invites you to the ${settings.hotelName || "hotel"} admin`,
      text: [
        `Hello ${input.name.trim()},`,
        `${by.name} invites you to the admin of the ${settings.hotelName || "hotel"} website, as ${ROLE_LABELS[input.role]}.`,
        `Choose your password with this link (it works once, for ${INVITE_HOURS} hours):`,
        link,
        "If you did not expect this e-mail, you can ignore it: nothing happens without the link.",
      ].join("\n\n"),
    });
    await audit(tx as unknown as Database, by.id, "invite", "admin", email, {
      role: input.role,
    });
    return row;
  });
  services.mail?.kick();
  return {
    id: invite.id,
    email: invite.email,
    name: invite.name,
    role: invite.role,
    expiresAt: invite.expiresAt.toISOString(),
  };
}

/** The open invitation behind a link, or null (unknown, used or expired alike). */
export async function openInvite(db: Database, token: string) {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select()
    .from(adminInvites)
    .where(
      and(
        eq(adminInvites.tokenHash, hashToken(token)),
        isNull(adminInvites.usedAt),
        gt(adminInvites.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

/**
 * Accepting an invitation: the account is created with the invited role and signed in.
 * The link is taken by a conditional update, so two submissions create one account.
 */
export async function acceptInvite(
  db: Database,
  token: string,
  password: string,
): Promise<{ sessionToken: string; adminId: number }> {
  const invite = await openInvite(db, token);
  if (!invite) throw new AppError("conflict", INVITE_GONE);
  const problem = passwordProblem(password);
  if (problem) throw fieldError("password", problem);
  const passwordHash = await hashPassword(password);
  const adminId = await db.transaction(async (tx) => {
    const [taken] = await tx
      .update(adminInvites)
      .set({ usedAt: new Date() })
      .where(and(eq(adminInvites.id, invite.id), isNull(adminInvites.usedAt)))
      .returning({ id: adminInvites.id });
    if (!taken) throw new AppError("conflict", INVITE_GONE);
    const [existing] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(sql`lower(${adminUsers.email}) = ${invite.email.toLowerCase()}`);
    if (existing)
      throw new AppError("conflict", "An account with this e-mail address already exists.");
    const [row] = await tx
      .insert(adminUsers)
      .values({ email: invite.email, name: invite.name, role: invite.role, passwordHash })
      .returning({ id: adminUsers.id });
    if (!row) throw new Error("admin insert returned nothing");
    await audit(tx as unknown as Database, row.id, "accept_invite", "admin", String(row.id), {
      role: invite.role,
      invitedBy: invite.invitedBy,
    });
    return row.id;
  });
  return { sessionToken: await createSession(db, adminId), adminId };
}

/** Withdraws an open invitation (its link stops working). */
export async function withdrawInvite(db: Database, id: number, byId: number): Promise<void> {
  const [row] = await db
    .update(adminInvites)
    .set({ usedAt: new Date() })
    .where(and(eq(adminInvites.id, id), isNull(adminInvites.usedAt)))
    .returning({ email: adminInvites.email });
  if (!row) throw notFound("Invitation not found or no longer open");
  await audit(db, byId, "withdraw_invite", "admin", row.email);
}

/**
 * A change of role or of active state, under the account rows' lock so two owners
 * cannot leave the hotel without one: the last active owner keeps that role and stays active.
 */
export async function updateStaff(
  db: Database,
  id: number,
  change: { role?: AdminRole; active?: boolean },
  byId: number,
): Promise<StaffAccountDto> {
  if (id === byId) {
    throw new AppError(
      "conflict",
      "You cannot change your own role or deactivate yourself: ask another owner.",
    );
  }
  await db.transaction(async (tx) => {
    // Every owner row locked: the "last owner" count holds until the commit.
    await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.role, "owner"))
      .for("update");
    const [account] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).for("update");
    if (!account) throw notFound("Account not found");
    const losesOwner =
      account.role === "owner" &&
      account.deactivatedAt === null &&
      ((change.role !== undefined && change.role !== "owner") || change.active === false);
    if (losesOwner) {
      const [{ others } = { others: 0 }] = await tx
        .select({ others: sql<number>`count(*)::int` })
        .from(adminUsers)
        .where(
          and(
            eq(adminUsers.role, "owner"),
            isNull(adminUsers.deactivatedAt),
            ne(adminUsers.id, id),
          ),
        );
      if (others === 0) {
        throw new AppError("conflict", "The hotel needs at least one active owner.");
      }
    }
    const set: Partial<typeof adminUsers.$inferInsert> = {};
    if (change.role !== undefined && change.role !== account.role) set.role = change.role;
    if (change.active === false && account.deactivatedAt === null) set.deactivatedAt = new Date();
    if (change.active === true && account.deactivatedAt !== null) set.deactivatedAt = null;
    if (Object.keys(set).length === 0) return;
    await tx.update(adminUsers).set(set).where(eq(adminUsers.id, id));
    // Deactivated: every session ends now (sessionAdmin also refuses them meanwhile).
    if (set.deactivatedAt) await tx.delete(sessions).where(eq(sessions.userId, id));
    await audit(tx as unknown as Database, byId, "update", "admin", String(id), {
      ...(set.role ? { role: `${account.role} → ${set.role}` } : {}),
      ...("deactivatedAt" in set ? { active: set.deactivatedAt === null } : {}),
    });
  });
  const { accounts } = await listStaff(db);
  const updated = accounts.find((account) => account.id === id);
  if (!updated) throw notFound("Account not found");
  return updated;
}
