/**
 * Delivers the mail outbox. Several server processes may share one PostgreSQL, so
 * the claim lives in the database: a run takes due rows with FOR UPDATE SKIP LOCKED
 * and leases them by pushing `next_attempt_at` forward; a worker that dies
 * mid-send loses its lease and another sends the row again (at least once).
 * Sending happens outside any transaction, so a slow SMTP server holds no locks.
 */
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { AppServices } from "../../context";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import type { Env } from "../../env";
import { startIntervalWorker } from "../platform/interval-worker";
import { retryDelaySeconds } from "../platform/job-queue";
import { getSiteSettings } from "../platform/settings";
import { replyToAddress } from "./outbox";

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type MailFrom = string | { name: string; address: string };

/** Where messages go: SMTP, .eml files, or a fake in tests. */
export interface MailTransport {
  readonly kind: string;
  /** Resolves once the message is handed over; throws to have it retried. */
  send(mail: OutboxRow, from: MailFrom): Promise<void>;
  close(): void;
}

/** Attempts before a message is marked failed (the last wait is about 1 h). */
export const MAX_MAIL_ATTEMPTS = 8;
/** How long a claim lasts; longer than one send can take with the timeouts below. */
const LEASE_SECONDS = 120;
/** Stop starting new sends this long before the lease ends. */
const LEASE_MARGIN_MS = 30_000;

/**
 * SMTP to `env.smtpUrl`, else every message written as an .eml file under
 * DATA_DIR/mail (named by time and outbox id, so the folder sorts by sending order).
 */
export function createMailTransport(
  env: Pick<Env, "smtpUrl" | "dataDir" | "publicUrl">,
): MailTransport {
  const messageIdDomain = new URL(env.publicUrl).hostname;
  if (env.smtpUrl) {
    const transporter = nodemailer.createTransport({
      url: env.smtpUrl,
      // Nodemailer waits minutes by default; a lease is 2 minutes.
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    return {
      kind: "smtp",
      async send(mail, from) {
        await transporter.sendMail(composeMessage(mail, from, messageIdDomain));
      },
      close: () => transporter.close(),
    };
  }
  const dir = path.join(env.dataDir, "mail");
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: "file",
    async send(mail, from) {
      const info = await transporter.sendMail(composeMessage(mail, from, messageIdDomain));
      const raw = Buffer.isBuffer(info.message) ? info.message : await streamToBuffer(info.message);
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(dir, `${stamp}-${String(mail.id).padStart(8, "0")}.eml`);
      // Written whole, then renamed: a reader never sees half a message.
      await writeFile(`${file}.tmp`, raw);
      await rename(`${file}.tmp`, file);
    },
    close: () => transporter.close(),
  };
}

function composeMessage(mail: OutboxRow, from: MailFrom, messageIdDomain: string): SendMailOptions {
  const { "Reply-To": storedReplyTo, ...headers } = mail.headers;
  const replyTo = replyToAddress(storedReplyTo);
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
      encoding: "base64",
    })),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    // Checked again here: only a plain address ever becomes the Reply-To header.
    ...(replyTo ? { replyTo } : {}),
    // The same Message-ID on every attempt, so a resend after a lost lease is
    // recognisable as the same message.
    messageId: `<outbox-${mail.id}.${mail.createdAt.getTime()}@${messageIdDomain}>`,
    // Outbox rows carry content only; never let a stored field read files or URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** MAIL_FROM, else the hotel's name and reservations address from the site settings. */
async function senderAddress(services: Pick<AppServices, "db" | "env">): Promise<MailFrom> {
  if (services.env.mailFrom) return services.env.mailFrom;
  const settings = await getSiteSettings(services.db);
  // Before the settings are first saved (a staff invitation on day one): the site's host.
  const host = new URL(services.env.publicUrl).hostname;
  return {
    name: settings.hotelName || host,
    address: settings.emails.reservations || `no-reply@${host}`,
  };
}

/** Claims up to `limit` due rows and leases them for LEASE_SECONDS. */
async function claimDueMail(db: Database, limit: number): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/**
 * The row as this run claimed it. If the lease ran out and another worker claimed
 * the row since, `attempts` moved on and this run's late update changes nothing.
 */
const ownClaim = (mail: OutboxRow) =>
  and(
    eq(mailOutbox.id, mail.id),
    eq(mailOutbox.attempts, mail.attempts),
    eq(mailOutbox.status, "pending"),
  );

/**
 * Error text for `last_error` and the logs: the SMTP URL and its credentials
 * never appear, even if a driver message quotes them.
 */
function describeError(error: unknown, smtpUrl: string | undefined): string {
  const code =
    error && typeof error === "object" && "code" in error && typeof error.code === "string"
      ? `${error.code}: `
      : "";
  let message = `${code}${error instanceof Error ? error.message : String(error)}`;
  if (smtpUrl) {
    const url = new URL(smtpUrl);
    for (const secret of [smtpUrl, url.password, decodeURIComponent(url.password)]) {
      if (secret) message = message.split(secret).join("***");
    }
  }
  return message.replace(/(smtps?:\/\/)[^@\s/]*@/gi, "$1***@").slice(0, 1000);
}

export interface DeliveryResult {
  claimed: number;
  sent: number;
  /** Failed this time, scheduled again with back-off. */
  retrying: number;
  /** Failed for the last time (MAX_MAIL_ATTEMPTS reached). */
  failed: number;
  /** Claimed but handed back unsent (stopping, or the lease was running out). */
  released: number;
}

/** One run: claim due mail, send each, record the outcome. */
export async function deliverDueMail(
  services: Pick<AppServices, "db" | "env" | "logger">,
  transport: MailTransport,
  options: { limit?: number; signal?: AbortSignal } = {},
): Promise<DeliveryResult> {
  const { db, env, logger } = services;
  const claimed = await claimDueMail(db, options.limit ?? 10);
  const result: DeliveryResult = {
    claimed: claimed.length,
    sent: 0,
    retrying: 0,
    failed: 0,
    released: 0,
  };
  if (claimed.length === 0) return result;
  const deadline = Date.now() + LEASE_SECONDS * 1000 - LEASE_MARGIN_MS;
  const from = await senderAddress(services);

  for (const [index, mail] of claimed.entries()) {
    if (options.signal?.aborted || Date.now() > deadline) {
      // Hand the rest back as if never claimed, instead of letting leases expire.
      for (const rest of claimed.slice(index)) {
        await db
          .update(mailOutbox)
          .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: sql`now()` })
          .where(ownClaim(rest));
        result.released++;
      }
      break;
    }
    try {
      await transport.send(mail, from);
    } catch (error) {
      const final = mail.attempts >= MAX_MAIL_ATTEMPTS;
      const lastError = describeError(error, env.smtpUrl);
      await db
        .update(mailOutbox)
        .set({
          status: final ? "failed" : "pending",
          lastError,
          nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(mail.attempts)})`,
        })
        .where(ownClaim(mail));
      logger.warn(
        { mailId: mail.id, attempts: mail.attempts, final, error: lastError },
        final ? "mail failed for good" : "mail failed; will retry",
      );
      if (final) result.failed++;
      else result.retrying++;
      continue;
    }
    await db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: sql`now()`, lastError: null })
      .where(ownClaim(mail));
    logger.info(
      { mailId: mail.id, attempts: mail.attempts, transport: transport.kind },
      "mail sent",
    );
    result.sent++;
  }
  return result;
}

export interface MailWorker {
  /** Run now (e.g. right after a booking commits) instead of at the next tick. */
  kick(): void;
  /** No new runs; waits for the one in flight, which hands back what it has not sent. */
  stop(): Promise<void>;
}

/**
 * Polls the outbox every `intervalMs`. At most one run at a time per process; a
 * kick or tick during a run makes another run follow it, so mail queued after the
 * running claim is not left for the next tick.
 */
export function startMailWorker(
  services: Pick<AppServices, "db" | "env" | "logger">,
  transport: MailTransport,
  options: { intervalMs?: number; limit?: number } = {},
): MailWorker {
  const limit = options.limit ?? 10;
  // Mail queued while no process was running goes out at once (a pass at start).
  return startIntervalWorker({
    name: "mail delivery run",
    intervalMs: options.intervalMs ?? 2000,
    logger: services.logger,
    busyTick: "follow",
    run: async (signal) => {
      const result = await deliverDueMail(services, transport, { limit, signal });
      // A full batch: more is probably waiting.
      return result.claimed === limit;
    },
  });
}
