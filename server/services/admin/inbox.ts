/** What guests send, for the hotel: messages, feedback (with averages) and subscribers. */
import { and, desc, eq, gte, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  contactMessages,
  FEEDBACK_RATINGS,
  guestFeedback,
  newsletterSubscriptions,
} from "../../db/schema";
import { notFound } from "../../errors";
import { audit } from "./admins";

export async function listMessages(db: Database, options: { open?: boolean } = {}) {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(options.open ? isNull(contactMessages.handledAt) : undefined)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(200);
  return rows.map((row) => ({ ...row, topic: messageTopic(row) }));
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

/** Feedback of a period (dates inclusive, YYYY-MM-DD) and the average of each rating. */
export async function feedbackReport(db: Database, from?: string, to?: string) {
  const where = and(
    from ? gte(guestFeedback.date, from) : undefined,
    to ? lte(guestFeedback.date, to) : undefined,
  );
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
  const entries = await db
    .select()
    .from(guestFeedback)
    .where(where)
    .orderBy(desc(guestFeedback.date), desc(guestFeedback.id))
    .limit(200);
  return { summary, entries };
}

export async function listSubscribers(db: Database) {
  return db
    .select()
    .from(newsletterSubscriptions)
    .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id));
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
