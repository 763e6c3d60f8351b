import { like, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminContext } from "~/admin/session.server";
import { loader as dashboardLoader } from "~/routes/admin/dashboard";
import { openPostgres } from "~server/db/client";
import { appMeta, integrationHealth, mailOutbox, pesapalConfig } from "~server/db/schema";
import { parseEnv } from "~server/env";
import {
  checkProviderAlerts,
  failingProviders,
  startAlertWorker,
} from "~server/services/ops/alerts";
import { recordIntegrationSuccess } from "~server/services/platform/integration-health";
import { getSiteSettings } from "~server/services/platform/settings";
import { createTestApp, type TestApp } from "../helpers/test-app";

const MINUTE = 60_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`TRUNCATE mail_outbox, integration_health RESTART IDENTITY`);
  await t.database.db.delete(appMeta).where(like(appMeta.key, "alert:%"));
  await t.database.db
    .insert(pesapalConfig)
    .values({ id: 1, isActive: true })
    .onConflictDoUpdate({ target: pesapalConfig.id, set: { isActive: true } });
});

/** Pesapal's last success and last error, as minutes before `at`. */
async function pesapalFailing(at: Date, sinceMinutes: number) {
  const row = {
    provider: "pesapal",
    lastSuccessAt: new Date(at.getTime() - (sinceMinutes + 60) * MINUTE),
    lastErrorAt: new Date(at.getTime() - sinceMinutes * MINUTE),
    lastError: "Pesapal answered HTTP 503",
  };
  await t.database.db
    .insert(integrationHealth)
    .values(row)
    .onConflictDoUpdate({ target: integrationHealth.provider, set: row });
}

const alertMails = () =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.dedupeKey, "alert:%"))
    .orderBy(mailOutbox.id);

describe("ALERT_AFTER_MINUTES", () => {
  it("defaults to 30 and refuses nonsense", () => {
    const base = { NODE_ENV: "test", APP_SECRET: "x".repeat(40), DATA_DIR: "./data/test" };
    expect(parseEnv(base).alertAfterMinutes).toBe(30);
    expect(parseEnv({ ...base, ALERT_AFTER_MINUTES: "5" }).alertAfterMinutes).toBe(5);
    expect(() => parseEnv({ ...base, ALERT_AFTER_MINUTES: "0" })).toThrow(/ALERT_AFTER_MINUTES/);
    expect(() => parseEnv({ ...base, ALERT_AFTER_MINUTES: "soon" })).toThrow(/ALERT_AFTER_MINUTES/);
  });
});

describe("provider alerts", () => {
  it("sends nothing while a provider has failed for 10 minutes, but the dashboard shows it", async () => {
    const now = new Date();
    await pesapalFailing(now, 10);
    const first = await checkProviderAlerts(t.services, now);
    await checkProviderAlerts(t.services, new Date(now.getTime() + MINUTE));
    expect(first.opened).toEqual(["pesapal"]);
    expect(await alertMails()).toEqual([]);
    const failing = await failingProviders(t.database.db);
    expect(failing).toMatchObject([
      {
        provider: "pesapal",
        label: "Pesapal payments",
        lastError: "Pesapal answered HTTP 503",
        emailed: false,
      },
    ]);
    expect(failing[0]!.since).toBe(new Date(now.getTime() - 10 * MINUTE).toISOString());
  });

  it("e-mails the front desk exactly once per incident, however many checks run", async () => {
    const now = new Date();
    await pesapalFailing(now, 10);
    await checkProviderAlerts(t.services, now);
    const later = new Date(now.getTime() + 25 * MINUTE);
    // Two checkers at once (two processes), then more checks of the same incident.
    const other = { ...t.services };
    await Promise.all([
      checkProviderAlerts(t.services, later),
      checkProviderAlerts(other, later),
      checkProviderAlerts(t.services, later),
    ]);
    await checkProviderAlerts(t.services, new Date(later.getTime() + 5 * MINUTE));
    const mails = await alertMails();
    expect(mails).toHaveLength(1);
    const settings = await getSiteSettings(t.database.db);
    expect(mails[0]!.to).toBe(settings.emails.notifications);
    expect(mails[0]!.subject).toMatch(/^Alert: Pesapal payments failing since /);
    expect(mails[0]!.text).toContain("Pesapal answered HTTP 503");
    expect(mails[0]!.text).toContain("/admin");
    expect((await failingProviders(t.database.db))[0]).toMatchObject({ emailed: true });
  });

  it("sends one at once when the failure began long before the first check", async () => {
    const now = new Date();
    await pesapalFailing(now, 45);
    await Promise.all([checkProviderAlerts(t.services, now), checkProviderAlerts(t.services, now)]);
    expect(await alertMails()).toHaveLength(1);
  });

  it("sends the all-clear once when the provider works again", async () => {
    const now = new Date();
    await pesapalFailing(now, 45);
    await checkProviderAlerts(t.services, now);
    await recordIntegrationSuccess(t.database.db, "pesapal");
    const later = new Date(now.getTime() + MINUTE);
    const [a, b] = await Promise.all([
      checkProviderAlerts(t.services, later),
      checkProviderAlerts(t.services, later),
    ]);
    await checkProviderAlerts(t.services, new Date(later.getTime() + MINUTE));
    expect([...a.resolved, ...b.resolved]).toEqual(["pesapal"]);
    const mails = await alertMails();
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Alert: Pesapal payments/),
      "Resolved: Pesapal payments",
    ]);
    expect(mails[1]!.text).toMatch(/works again/);
    expect(await failingProviders(t.database.db)).toEqual([]);
    const incidents = await t.database.db
      .select()
      .from(appMeta)
      .where(like(appMeta.key, "alert:%"));
    expect(incidents).toEqual([]);
  });

  it("sends no all-clear for a short failure nobody was told about", async () => {
    const now = new Date();
    await pesapalFailing(now, 5);
    await checkProviderAlerts(t.services, now);
    await recordIntegrationSuccess(t.database.db, "pesapal");
    const result = await checkProviderAlerts(t.services, new Date(now.getTime() + MINUTE));
    expect(result.resolved).toEqual(["pesapal"]);
    expect(await alertMails()).toEqual([]);
  });

  it("treats a new failure after a success as a new incident", async () => {
    const now = new Date();
    await pesapalFailing(now, 45);
    await checkProviderAlerts(t.services, now);
    // Between two checks it worked again, then failed again just now.
    const later = new Date(now.getTime() + 2 * MINUTE);
    await pesapalFailing(later, 0);
    await t.database.db.execute(
      sql`UPDATE integration_health SET last_success_at = ${new Date(later.getTime() - MINUTE).toISOString()}::timestamptz`,
    );
    const result = await checkProviderAlerts(t.services, later);
    expect(result).toMatchObject({ resolved: ["pesapal"], opened: ["pesapal"], emailed: [] });
    expect((await alertMails()).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Alert:/),
      "Resolved: Pesapal payments",
    ]);
  });

  it("ignores a provider that is switched off", async () => {
    const now = new Date();
    await pesapalFailing(now, 90);
    await t.database.db.update(pesapalConfig).set({ isActive: false });
    await checkProviderAlerts(t.services, now);
    expect(await alertMails()).toEqual([]);
    expect(await failingProviders(t.database.db)).toEqual([]);
  });

  it("raises the banner when mail itself fails, and e-mails staff past the threshold", async () => {
    const { db } = t.database;
    const now = new Date();
    const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);
    await db.insert(mailOutbox).values([
      // Went out before the outage.
      {
        dedupeKey: "guest:1",
        to: "a@example.com",
        subject: "s",
        text: "t",
        status: "sent",
        sentAt: ago(120),
        createdAt: ago(121),
      },
      // An old message refused for its own reason (a bad address) is not the outage.
      {
        dedupeKey: "guest:bad",
        to: "nobody@invalid",
        subject: "s",
        text: "t",
        status: "failed",
        attempts: 8,
        lastError: "550 no such user",
        createdAt: ago(200),
      },
      {
        dedupeKey: "guest:2",
        to: "b@example.com",
        subject: "s",
        text: "t",
        status: "pending",
        attempts: 3,
        lastError: "ECONNREFUSED: connect ECONNREFUSED",
        createdAt: ago(40),
      },
      {
        dedupeKey: "guest:3",
        to: "c@example.com",
        subject: "s",
        text: "t",
        status: "pending",
        attempts: 1,
        lastError: "ECONNREFUSED: connect ECONNREFUSED",
        createdAt: ago(20),
      },
    ]);
    const failing = await failingProviders(db);
    expect(failing).toMatchObject([{ provider: "mail", label: "Outgoing e-mail" }]);
    expect(failing[0]!.since).toBe(ago(40).toISOString());
    expect(failing[0]!.lastError).toMatch(/ECONNREFUSED/);

    await checkProviderAlerts(t.services, now);
    await checkProviderAlerts(t.services, now);
    const mails = await alertMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Alert: Outgoing e-mail failing since/);

    // The server reaches SMTP again: the waiting message goes out.
    await db.execute(
      sql`UPDATE mail_outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE dedupe_key = 'guest:2'`,
    );
    await checkProviderAlerts(t.services, new Date(now.getTime() + MINUTE));
    expect(await failingProviders(db)).toEqual([]);
    expect((await alertMails()).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Alert: Outgoing e-mail/),
      "Resolved: Outgoing e-mail",
    ]);
  });

  it("is in the dashboard loader, with the time the incident began", async () => {
    const now = new Date();
    await pesapalFailing(now, 50);
    await checkProviderAlerts(t.services, now);
    // The loader's context as the admin middleware leaves it: the services and an owner.
    const context = new RouterContextProvider();
    Object.assign(context, { services: t.services });
    context.set(adminContext, { id: 1, email: "owner@example.com", name: "Owner", role: "owner" });
    const data = await dashboardLoader({
      request: new Request("http://localhost/admin"),
      context,
      params: {},
    } as unknown as Parameters<typeof dashboardLoader>[0]);
    expect(data.alerts).toMatchObject([
      {
        provider: "pesapal",
        label: "Pesapal payments",
        since: new Date(now.getTime() - 50 * MINUTE).toISOString(),
        emailed: true,
      },
    ]);
    expect(data.alertAfterMinutes).toBe(30);
  });

  it("runs in a worker that checks at start and stops cleanly", async () => {
    await pesapalFailing(new Date(), 45);
    const worker = startAlertWorker(t.services, 60_000);
    await worker.stop();
    expect(await alertMails()).toHaveLength(1);
  });
});

// Two processes on one PostgreSQL: separate connection pools, one e-mail.
describe("several processes", () => {
  it("e-mails once when two processes check at the same moment", async () => {
    if (!t.database.url) return; // PGlite is one process.
    const second = await openPostgres(t.database.url);
    try {
      const now = new Date();
      await pesapalFailing(now, 45);
      await Promise.all([
        checkProviderAlerts(t.services, now),
        checkProviderAlerts({ ...t.services, db: second.db }, now),
      ]);
      expect(await alertMails()).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
