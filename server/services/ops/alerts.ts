/**
 * Provider alerts: when Pesapal, eZee or outgoing mail has been failing for longer than
 * ALERT_AFTER_MINUTES, the front desk gets one e-mail for the incident and one more when
 * it is over; the admin dashboard shows every failing provider at once.
 *
 * What "failing" means comes from the records the providers already leave:
 * - Pesapal and eZee: switched on, and the last call failed (integration_health, as the
 *   dashboard's health panel reads it).
 * - Mail: a message written after the last successful send has failed at least once
 *   (mail_outbox `last_error` on a pending or given-up row). One bad address among mail
 *   that goes out is not an outage: a later send ends it.
 *
 * An incident lives in `app_meta` under `alert:<provider>` as JSON `{ since, emailedAt }`,
 * so every process on one PostgreSQL sees the same one. It is opened with an insert that
 * ignores an existing row and changed or removed only if its stored text is still the one
 * read (compare and swap), each e-mail in the same transaction as that change and with a
 * dedupe key naming the incident: parallel checkers send it once.
 */
import { and, eq, sql } from "drizzle-orm";
import { formatHotelDateTime } from "~core/format";
import type { AppServices } from "../../context";
import type { Database } from "../../db/client";
import { appMeta } from "../../db/schema";
import { queueMail } from "../mail/outbox";
import { startIntervalWorker } from "../platform/interval-worker";
import { getSiteSettings } from "../platform/settings";
import { integrationStatus } from "../property/health";

export const ALERT_PROVIDERS = ["pesapal", "ezee", "mail"] as const;
export type AlertProvider = (typeof ALERT_PROVIDERS)[number];

export interface ProviderHealth {
  provider: AlertProvider;
  label: string;
  failing: boolean;
  /** Start of the current failure as the records show it; null while working. */
  failingSince: string | null;
  lastSuccessAt: string | null;
  lastError: string | null;
  /** Pesapal and eZee only: what the site does while it fails. */
  fallback: string | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const isoFromEpoch = (seconds: number | string | null) =>
  seconds === null ? null : new Date(Number(seconds) * 1000).toISOString();

async function mailHealth(db: Database): Promise<ProviderHealth> {
  const [row] = rowsOf<{
    last_success: number | null;
    since: number | null;
    last_error: string | null;
  }>(
    await db.execute(sql`
      WITH last_sent AS (SELECT max(sent_at) AS at FROM mail_outbox)
      SELECT
        EXTRACT(EPOCH FROM (SELECT at FROM last_sent))::float8 AS last_success,
        EXTRACT(EPOCH FROM min(created_at))::float8 AS since,
        (array_agg(last_error ORDER BY next_attempt_at DESC))[1] AS last_error
      FROM mail_outbox
      WHERE last_error IS NOT NULL AND status IN ('pending', 'failed')
        AND created_at > coalesce((SELECT at FROM last_sent), '-infinity'::timestamptz)`),
  );
  const since = isoFromEpoch(row?.since ?? null);
  return {
    provider: "mail",
    label: "Outgoing e-mail",
    failing: since !== null,
    failingSince: since,
    lastSuccessAt: isoFromEpoch(row?.last_success ?? null),
    lastError: since ? (row?.last_error ?? null) : null,
    fallback: null,
  };
}

/** Pesapal, eZee and mail as they stand now (the alert worker, /metrics, the dashboard). */
export async function readProviderHealth(db: Database): Promise<ProviderHealth[]> {
  const [integrations, mail] = await Promise.all([integrationStatus(db), mailHealth(db)]);
  const providers: ProviderHealth[] = integrations.map((item) => ({
    provider: item.provider,
    label: item.label,
    failing: item.failing,
    failingSince: item.failing ? item.lastErrorAt : null,
    lastSuccessAt: item.lastSuccessAt,
    lastError: item.failing ? item.lastError : null,
    fallback: item.fallback,
  }));
  return [...providers, mail];
}

interface Incident {
  /** The stored text, compared on every change. */
  raw: string;
  since: string;
  emailedAt: string | null;
}

const incidentKey = (provider: AlertProvider) => `alert:${provider}`;

async function readIncident(db: Database, provider: AlertProvider): Promise<Incident | null> {
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, incidentKey(provider)));
  if (!row) return null;
  try {
    const parsed = JSON.parse(row.value) as { since?: unknown; emailedAt?: unknown };
    if (typeof parsed.since !== "string") throw new Error("no since");
    return {
      raw: row.value,
      since: parsed.since,
      emailedAt: typeof parsed.emailedAt === "string" ? parsed.emailedAt : null,
    };
  } catch {
    // Unreadable: treat as a fresh incident from now (replaced on the next change).
    return { raw: row.value, since: new Date().toISOString(), emailedAt: null };
  }
}

export interface FailingProvider {
  provider: AlertProvider;
  label: string;
  /** When the failure began (the incident's start once the alert worker has seen it). */
  since: string;
  lastError: string | null;
  fallback: string | null;
  /** The front desk has been e-mailed about it. */
  emailed: boolean;
}

/** The dashboard's banner: every provider failing now, since when, and whether staff know. */
export async function failingProviders(db: Database): Promise<FailingProvider[]> {
  const health = await readProviderHealth(db);
  const result: FailingProvider[] = [];
  for (const item of health) {
    if (!item.failing || !item.failingSince) continue;
    const incident = await readIncident(db, item.provider);
    const current = incident && isSameIncident(incident, item) ? incident : null;
    result.push({
      provider: item.provider,
      label: item.label,
      since: current?.since ?? item.failingSince,
      lastError: item.lastError,
      fallback: item.fallback,
      emailed: Boolean(current?.emailedAt),
    });
  }
  return result;
}

/** A success after the incident began ended it, even if the provider fails again now. */
const isSameIncident = (incident: Incident, health: ProviderHealth) =>
  health.lastSuccessAt === null || health.lastSuccessAt <= incident.since;

type Services = Pick<AppServices, "db" | "env" | "logger"> & Pick<Partial<AppServices>, "mail">;

export interface AlertCheckResult {
  opened: AlertProvider[];
  emailed: AlertProvider[];
  resolved: AlertProvider[];
}

/** One check of every provider: opens, e-mails and closes incidents as needed. */
export async function checkProviderAlerts(
  services: Services,
  now: Date = new Date(),
): Promise<AlertCheckResult> {
  const { db, env } = services;
  const thresholdMs = env.alertAfterMinutes * 60_000;
  const result: AlertCheckResult = { opened: [], emailed: [], resolved: [] };
  for (const health of await readProviderHealth(db)) {
    const { provider } = health;
    let incident = await readIncident(db, provider);
    if (incident && (!health.failing || !isSameIncident(incident, health))) {
      const closed = await db.transaction(async (tx) => {
        const deleted = await tx
          .delete(appMeta)
          .where(and(eq(appMeta.key, incidentKey(provider)), eq(appMeta.value, incident!.raw)))
          .returning({ key: appMeta.key });
        if (deleted.length === 0) return false;
        if (incident!.emailedAt) {
          await queueMail(tx, await allClearMail(services, health, incident!, now));
        }
        return true;
      });
      if (closed) result.resolved.push(provider);
      incident = null;
    }
    if (!health.failing || !health.failingSince) continue;
    if (!incident) {
      const opened = await db
        .insert(appMeta)
        .values({
          key: incidentKey(provider),
          value: JSON.stringify({ since: health.failingSince, emailedAt: null }),
        })
        .onConflictDoNothing({ target: appMeta.key })
        .returning({ key: appMeta.key });
      if (opened.length > 0) result.opened.push(provider);
      incident = await readIncident(db, provider);
      if (!incident) continue;
    }
    if (incident.emailedAt || now.getTime() - Date.parse(incident.since) < thresholdMs) continue;
    const current = incident;
    const emailed = await db.transaction(async (tx) => {
      const updated = await tx
        .update(appMeta)
        .set({
          value: JSON.stringify({ since: current.since, emailedAt: now.toISOString() }),
          updatedAt: sql`now()`,
        })
        .where(and(eq(appMeta.key, incidentKey(provider)), eq(appMeta.value, current.raw)))
        .returning({ key: appMeta.key });
      if (updated.length === 0) return false;
      await queueMail(tx, await failingMail(services, health, current.since));
      return true;
    });
    if (emailed) {
      result.emailed.push(provider);
      services.logger.warn(
        { provider, since: current.since },
        "provider failing: staff alerted by e-mail",
      );
    }
  }
  if (result.emailed.length > 0 || result.resolved.length > 0) services.mail?.kick();
  return result;
}

async function failingMail(services: Services, health: ProviderHealth, since: string) {
  const settings = await getSiteSettings(services.db);
  const dashboard = new URL("/admin", services.env.publicUrl).toString();
  const lines = [
    `${health.label} has been failing since ${formatHotelDateTime(since)} (alerts start after ${services.env.alertAfterMinutes} minutes).`,
    `Last error: ${health.lastError ?? "unknown"}`,
    ...(health.fallback ? [health.fallback] : []),
    ...(health.provider === "mail"
      ? ["Guests' confirmations wait in the outbox and go out once mail works again."]
      : []),
    "You will get one more e-mail when it is over.",
    `Dashboard: ${dashboard}`,
  ];
  return {
    dedupeKey: `alert:${health.provider}:${since}:failing`,
    to: settings.emails.notifications,
    subject: `Alert: ${health.label} failing since ${formatHotelDateTime(since)}`,
    text: lines.join("\n\n"),
  };
}

async function allClearMail(
  services: Services,
  health: ProviderHealth,
  incident: Incident,
  now: Date,
) {
  const settings = await getSiteSettings(services.db);
  const working = health.lastSuccessAt !== null && health.lastSuccessAt > incident.since;
  const what = working
    ? `${health.label} works again (last success ${formatHotelDateTime(health.lastSuccessAt)}).`
    : `${health.label} is no longer failing (switched off, or its failed work was cleared).`;
  return {
    dedupeKey: `alert:${health.provider}:${incident.since}:resolved`,
    to: settings.emails.notifications,
    subject: `Resolved: ${health.label}`,
    text: [
      what,
      `It had been failing since ${formatHotelDateTime(incident.since)}; checked ${formatHotelDateTime(now)}.`,
    ].join("\n\n"),
  };
}

/**
 * Checks every `intervalMs` (a minute by default) in every process; the incident rows
 * make the e-mails once per incident however many processes check. Started by
 * server/run.ts only, like the other workers.
 */
export function startAlertWorker(services: Services, intervalMs = 60_000) {
  return startIntervalWorker({
    name: "provider alert check",
    intervalMs,
    logger: services.logger,
    run: async () => {
      await checkProviderAlerts(services);
    },
  });
}
