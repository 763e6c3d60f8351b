/** What guests send, for the hotel: messages, feedback (with averages) and subscribers. */
import { count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  contactMessages,
  FEEDBACK_RATINGS,
  guestFeedback,
  newsletterSubscriptions,
} from "../../db/schema";
import { notFound } from "../../errors";
import {
  allOf,
  dateColumnRange,
  FIRST_PAGE,
  type PageQuery,
  paged,
  timestampRange,
} from "../platform/paging";
import { audit } from "./admins";

/** Contact messages, newest first, a page at a time (the day received in hotel time). */
export async function listMessages(
  db: Database,
  options: { open?: boolean; from?: string; to?: string } = {},
  page: PageQuery = FIRST_PAGE,
) {
  const where = allOf([
    options.open ? isNull(contactMessages.handledAt) : undefined,
    ...timestampRange(contactMessages.createdAt, options.from, options.to),
  ]);
  const { rows, paging } = await paged(
    page,
    async () => (await db.select({ n: count() }).from(contactMessages).where(where))[0]?.n ?? 0,
    (limit, offset) =>
      db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit)
        .offset(offset),
  );
  return { rows: rows.map((row) => ({ ...row, topic: messageTopic(row) })), paging };
}

/** "Package: Graduation Party": what the guest asked about, by the name stored with it. */
function messageTopic(row: typeof contactMessages.$inferSelect): string | null {
  if (!row.topicName) return null;
  const label =
    row.packageId !== null ? "Package" : row.restaurantId !== null ? "Restaurant" : "About";
  return `${label}: ${row.topicName}`;
}

export async function setMessageHandled(
  db: Database,
  id: number,
  handled: boolean,
  adminId: number,
) {
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt: handled ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (!row) throw notFound("Message not found");
  await audit(db, adminId, handled ? "handle" : "reopen", "contact_message", String(id));
}

/**
 * Feedback of a period (dates inclusive, YYYY-MM-DD): the average of each rating over the
 * whole period, and its submissions a page at a time, newest first.
 */
export async function feedbackReport(
  db: Database,
  from?: string,
  to?: string,
  page: PageQuery = FIRST_PAGE,
) {
  const where = allOf(dateColumnRange(guestFeedback.date, from, to));
  const averages = Object.fromEntries(
    FEEDBACK_RATINGS.map((key) => [
      key,
      sql<number | null>`round(avg(${guestFeedback[key]})::numeric, 2)::float`,
    ]),
  ) as Record<(typeof FEEDBACK_RATINGS)[number], ReturnType<typeof sql<number | null>>>;
  const [summary] = await db
    .select({ count: sql<number>`count(*)::int`, ...averages })
    .from(guestFeedback)
    .where(where);
  const { rows: entries, paging } = await paged(
    page,
    async () => summary?.count ?? 0,
    (limit, offset) =>
      db
        .select()
        .from(guestFeedback)
        .where(where)
        .orderBy(desc(guestFeedback.date), desc(guestFeedback.id))
        .limit(limit)
        .offset(offset),
  );
  return { summary, entries, paging };
}

/** Every subscriber, newest first, optionally of the days from..to (the CSV export). */
export async function allSubscribers(db: Database, range: { from?: string; to?: string } = {}) {
  return db
    .select()
    .from(newsletterSubscriptions)
    .where(allOf(timestampRange(newsletterSubscriptions.createdAt, range.from, range.to)))
    .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id));
}

/** Subscribers a page at a time, newest first (the day subscribed in hotel time). */
export async function listSubscribers(
  db: Database,
  range: { from?: string; to?: string } = {},
  page: PageQuery = FIRST_PAGE,
) {
  const where = allOf(timestampRange(newsletterSubscriptions.createdAt, range.from, range.to));
  return paged(
    page,
    async () =>
      (await db.select({ n: count() }).from(newsletterSubscriptions).where(where))[0]?.n ?? 0,
    (limit, offset) =>
      db
        .select()
        .from(newsletterSubscriptions)
        .where(where)
        .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
        .limit(limit)
        .offset(offset),
  );
}

/** RFC 4180 CSV; cells that a spreadsheet would run as a formula are quoted with a '. */
export function subscribersCsv(
  rows: { email: string; language: string; createdAt: Date }[],
): string {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = [["email", "language", "subscribed_at"].join(",")];
  for (const row of rows) {
    lines.push([cell(row.email), cell(row.language), row.createdAt.toISOString()].join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
