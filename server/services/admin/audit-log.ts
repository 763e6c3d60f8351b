/**
 * The audit log screen (/admin/audit, owners): who did what and when, newest first,
 * filtered by person, action and dates counted in hotel time, 50 entries a page.
 */
import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { hotelInstant } from "~core/cancellation";
import { addDaysIso, isIsoDate } from "~core/pricing";
import type { Database } from "../../db/client";
import { adminUsers, auditLog } from "../../db/schema";

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilter {
  userId?: number;
  action?: string;
  /** First and last day, YYYY-MM-DD in hotel time (inclusive). */
  from?: string;
  to?: string;
  page?: number;
}

export interface AuditEntryDto {
  id: number;
  at: string;
  /** The account's name and e-mail, or null (a failed sign-in of an unknown address). */
  who: { id: number; name: string; email: string } | null;
  action: string;
  entity: string;
  entityId: string | null;
  details: Record<string, unknown> | null;
}

/** The filter read from a query string: anything malformed is left out. */
export function auditFilterFrom(params: URLSearchParams): AuditFilter {
  const user = Number(params.get("user"));
  const page = Number(params.get("page"));
  const action = params.get("action") ?? "";
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  return {
    ...(Number.isInteger(user) && user > 0 ? { userId: user } : {}),
    ...(/^[a-z_]{1,40}$/.test(action) ? { action } : {}),
    ...(isIsoDate(from) ? { from } : {}),
    ...(isIsoDate(to) ? { to } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

export async function listAudit(db: Database, filter: AuditFilter) {
  const where: SQL[] = [];
  if (filter.userId) where.push(eq(auditLog.userId, filter.userId));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.from) where.push(gte(auditLog.createdAt, hotelInstant(filter.from, "00:00")));
  if (filter.to)
    where.push(lt(auditLog.createdAt, hotelInstant(addDaysIso(filter.to, 1), "00:00")));
  const condition = where.length > 0 ? and(...where) : undefined;
  const page = filter.page ?? 1;
  const [rows, [{ total } = { total: 0 }], people, actions] = await Promise.all([
    db
      .select({ entry: auditLog, user: adminUsers })
      .from(auditLog)
      .leftJoin(adminUsers, eq(adminUsers.id, auditLog.userId))
      .where(condition)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog).where(condition),
    db
      .select({ id: adminUsers.id, name: adminUsers.name, email: adminUsers.email })
      .from(adminUsers)
      .orderBy(adminUsers.name),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action),
  ]);
  return {
    entries: rows.map(
      ({ entry, user }): AuditEntryDto => ({
        id: entry.id,
        at: entry.createdAt.toISOString(),
        who: user ? { id: user.id, name: user.name, email: user.email } : null,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId,
        details: entry.details ?? null,
      }),
    ),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    people,
    actions: actions.map((row) => row.action),
  };
}
