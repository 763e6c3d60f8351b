/**
 * The mail outbox: e-mail is written to `mail_outbox` in the same transaction as
 * what caused it (a booking, a message), so a rolled-back change sends nothing and
 * a committed one is sent even if the process dies right after. The worker in
 * `sender.ts` delivers the rows.
 */
import { z } from "~core/zod";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/schema";

/** A Drizzle transaction, as handed to the callback of `db.transaction`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The database or an open transaction: anything that can run the insert. */
export type DbOrTransaction = Database | Transaction;

/** One attachment as stored in the outbox: the content is base64. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** What a mail builder produces (see `booking-emails.ts`). */
export interface MailContent {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: MailAttachment[];
  /** Extra header lines (List-Unsubscribe and List-Unsubscribe-Post on newsletter mail). */
  headers?: Record<string, string>;
  /**
   * The guest's address on a staff notification, so answering reaches the guest. Kept only
   * when it is one plain address (`replyToAddress`); anything else leaves no Reply-To.
   */
  replyTo?: string | null;
}

/** One plain e-mail address: zod's strict e-mail, no CR, LF or other control character. */
const ReplyToSchema = z.email().max(254);

/**
 * The address to put in Reply-To, or null: guest input that could carry another header
 * (CR/LF), several addresses or a display name is never used.
 */
export function replyToAddress(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f,;<>"\s]/.test(value)) return null;
  return ReplyToSchema.safeParse(value).success ? value : null;
}

export interface OutboxMessage extends MailContent {
  /**
   * Identifies the message across retries of its producer, e.g.
   * `booking:PB-7K2M9Q:guest`. A second queueMail with the same key is ignored.
   */
  dedupeKey: string;
  /** Not before this time (default: as soon as the worker runs). */
  sendAfter?: Date;
}

/**
 * Queues one e-mail. Returns the new row's id, or null when a message with the
 * same dedupe key was queued before (the producer ran twice).
 */
export async function queueMail(
  db: DbOrTransaction,
  message: OutboxMessage,
): Promise<number | null> {
  // A guest staff booked without an e-mail address gets no e-mails (nothing to send to).
  if (message.to.trim() === "") return null;
  const replyTo = replyToAddress(message.replyTo);
  const headers = { ...message.headers };
  delete headers["Reply-To"];
  if (replyTo) headers["Reply-To"] = replyTo;
  const [row] = await db
    .insert(mailOutbox)
    .values({
      dedupeKey: message.dedupeKey,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: message.attachments ?? [],
      headers,
      ...(message.sendAfter ? { nextAttemptAt: message.sendAfter } : {}),
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return row?.id ?? null;
}
