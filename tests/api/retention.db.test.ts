import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loader as privacyLoader } from "~/routes/public/privacy-policy";
import {
  adminLoginChallenges,
  adminPasswordResets,
  adminUsers,
  appMeta,
  auditLog,
  ezeeAvailabilityCache,
  jobs,
  mailOutbox,
  rateLimits,
  sessions,
} from "~server/db/schema";
import { createTestDatabase, type TestDatabase } from "~server/db/test-database";
import { SETUP_KEY } from "~server/services/admin/admins";
import {
  type PruneCounts,
  pruneExpiredData,
  startRetentionWorker,
} from "~server/services/ops/retention";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const now = new Date("2030-06-15T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const policy = { mailDays: 30, jobDays: 14, auditDays: 365 };

let t: TestDatabase;
let adminId: number;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.destroy();
});
beforeEach(async () => {
  await t.db.execute(
    sql`TRUNCATE mail_outbox, jobs, rate_limits, sessions, audit_log, app_meta, ezee_availability_cache, admin_password_resets, admin_login_challenges, admin_users RESTART IDENTITY CASCADE`,
  );
  const [admin] = await t.db
    .insert(adminUsers)
    .values({ email: "admin@example.com", name: "Admin", passwordHash: "x" })
    .returning({ id: adminUsers.id });
  adminId = admin!.id;
});

type MailRow = typeof mailOutbox.$inferInsert;
const mail = (key: string, row: Partial<MailRow>): MailRow => ({
  dedupeKey: key,
  to: "guest@example.com",
  subject: "Your booking",
  text: "Hello",
  createdAt: ago(90 * DAY),
  ...row,
});

async function keys<T extends { key: string | null }>(rows: Promise<T[]>) {
  return (await rows).map((row) => row.key).sort();
}

describe("pruneExpiredData", () => {
  it("deletes exactly the expired rows of every kind and keeps the rest", async () => {
    await t.db.insert(mailOutbox).values([
      mail("sent-old", { status: "sent", sentAt: ago(31 * DAY), nextAttemptAt: ago(31 * DAY) }),
      mail("sent-new", { status: "sent", sentAt: ago(29 * DAY), nextAttemptAt: ago(29 * DAY) }),
      mail("failed-old", { status: "failed", nextAttemptAt: ago(31 * DAY), attempts: 8 }),
      mail("failed-new", { status: "failed", nextAttemptAt: ago(29 * DAY), attempts: 8 }),
      // Queued mail is kept however old: it has not gone out yet.
      mail("pending-old", { status: "pending", nextAttemptAt: ago(60 * DAY) }),
      mail("retrying-old", {
        status: "pending",
        attempts: 3,
        lastError: "smtp down",
        sentAt: ago(60 * DAY),
        nextAttemptAt: ago(60 * DAY),
      }),
    ]);
    const job = (key: string, row: Partial<typeof jobs.$inferInsert>) => ({
      queue: "ezee-push",
      payload: {},
      dedupeKey: key,
      createdAt: ago(90 * DAY),
      runAt: ago(90 * DAY),
      ...row,
    });
    await t.db
      .insert(jobs)
      .values([
        job("done-old", { status: "done", finishedAt: ago(15 * DAY) }),
        job("done-new", { status: "done", finishedAt: ago(13 * DAY) }),
        job("gave-up-old", { status: "failed", finishedAt: ago(15 * DAY) }),
        job("pending-old", { status: "pending" }),
        job("running-old", { status: "running", lockedUntil: ago(DAY) }),
        job("retrying-old", { status: "pending", lastError: "eZee down", finishedAt: null }),
      ]);
    await t.db.insert(rateLimits).values([
      { key: "login:ended", count: 5, resetAt: ago(1000) },
      { key: "login:ends-now", count: 5, resetAt: now },
      { key: "login:live", count: 5, resetAt: new Date(now.getTime() + 10 * 60_000) },
    ]);
    const session = (key: string, lastSeenAt: Date, expiresAt: Date) => ({
      tokenHash: key,
      userId: adminId,
      createdAt: ago(2 * DAY),
      lastSeenAt,
      expiresAt,
    });
    await t.db
      .insert(sessions)
      .values([
        session("expired", ago(HOUR), ago(1000)),
        session("idle", ago(9 * HOUR), new Date(now.getTime() + DAY)),
        session("live", ago(HOUR), new Date(now.getTime() + DAY)),
      ]);
    const reset = (key: string, row: Partial<typeof adminPasswordResets.$inferInsert>) => ({
      userId: adminId,
      tokenHash: key,
      createdAt: ago(HOUR),
      expiresAt: new Date(now.getTime() + 10 * 60_000),
      ...row,
    });
    await t.db.insert(adminPasswordResets).values([
      reset("reset-used", { usedAt: ago(10 * 60_000) }),
      reset("reset-expired", { expiresAt: ago(1000) }),
      reset("reset-ends-now", { expiresAt: now }),
      // Unused and within its 30 minutes: the link still works.
      reset("reset-open", {}),
    ]);
    const challenge = (key: string, row: Partial<typeof adminLoginChallenges.$inferInsert>) => ({
      tokenHash: key,
      userId: adminId,
      expiresAt: new Date(now.getTime() + 60_000),
      ...row,
    });
    await t.db
      .insert(adminLoginChallenges)
      .values([
        challenge("challenge-expired", { expiresAt: ago(1000) }),
        challenge("challenge-used-up", { attempts: 5 }),
        challenge("challenge-open", { attempts: 4 }),
      ]);
    await t.db.insert(auditLog).values([
      {
        action: "sign-in",
        entity: "admin",
        entityId: "old",
        userId: adminId,
        createdAt: ago(366 * DAY),
      },
      {
        action: "sign-in",
        entity: "admin",
        entityId: "new",
        userId: adminId,
        createdAt: ago(364 * DAY),
      },
    ]);
    await t.db.insert(appMeta).values([
      { key: SETUP_KEY, value: "spent" },
      { key: "seed_version", value: "7" },
    ]);
    await t.db.insert(ezeeAvailabilityCache).values([
      { ezeeRoomTypeId: "R1", night: "2030-06-01", available: 2, fetchedAt: ago(2 * DAY) },
      { ezeeRoomTypeId: "R1", night: "2030-06-20", available: 2, fetchedAt: ago(60_000) },
    ]);

    const counts = await pruneExpiredData(t.db, now, policy);

    expect(counts).toEqual<PruneCounts>({
      mailOutbox: 2,
      jobs: 2,
      rateLimits: 2,
      sessions: 2,
      passwordResets: 3,
      loginChallenges: 2,
      setupTokens: 1,
      ezeeAvailabilityCache: 1,
      auditLog: 1,
    });
    expect(await keys(t.db.select({ key: mailOutbox.dedupeKey }).from(mailOutbox))).toEqual([
      "failed-new",
      "pending-old",
      "retrying-old",
      "sent-new",
    ]);
    expect(await keys(t.db.select({ key: jobs.dedupeKey }).from(jobs))).toEqual([
      "done-new",
      "pending-old",
      "retrying-old",
      "running-old",
    ]);
    expect(await keys(t.db.select({ key: rateLimits.key }).from(rateLimits))).toEqual([
      "login:live",
    ]);
    expect(await keys(t.db.select({ key: sessions.tokenHash }).from(sessions))).toEqual(["live"]);
    expect(
      await keys(t.db.select({ key: adminPasswordResets.tokenHash }).from(adminPasswordResets)),
    ).toEqual(["reset-open"]);
    expect(
      await keys(t.db.select({ key: adminLoginChallenges.tokenHash }).from(adminLoginChallenges)),
    ).toEqual(["challenge-open"]);
    expect(await keys(t.db.select({ key: auditLog.entityId }).from(auditLog))).toEqual(["new"]);
    expect(await keys(t.db.select({ key: appMeta.key }).from(appMeta))).toEqual(["seed_version"]);
    expect(
      await keys(t.db.select({ key: ezeeAvailabilityCache.night }).from(ezeeAvailabilityCache)),
    ).toEqual(["2030-06-20"]);

    // A second run finds nothing more.
    expect(Object.values(await pruneExpiredData(t.db, now, policy))).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
  });

  it("keeps the setup link while no admin exists", async () => {
    await t.db.execute(sql`TRUNCATE admin_users CASCADE`);
    await t.db.insert(appMeta).values({ key: SETUP_KEY, value: "unspent" });
    expect((await pruneExpiredData(t.db, now, policy)).setupTokens).toBe(0);
    expect(await t.db.select().from(appMeta)).toHaveLength(1);
  });

  it("follows the configured periods", async () => {
    await t.db
      .insert(mailOutbox)
      .values([
        mail("sent-8d", { status: "sent", sentAt: ago(8 * DAY) }),
        mail("sent-6d", { status: "sent", sentAt: ago(6 * DAY) }),
      ]);
    await t.db.insert(auditLog).values([
      { action: "a", entity: "e", entityId: "31d", createdAt: ago(31 * DAY) },
      { action: "a", entity: "e", entityId: "29d", createdAt: ago(29 * DAY) },
    ]);
    const counts = await pruneExpiredData(t.db, now, { mailDays: 7, jobDays: 1, auditDays: 30 });
    expect(counts.mailOutbox).toBe(1);
    expect(counts.auditLog).toBe(1);
    expect(await keys(t.db.select({ key: mailOutbox.dedupeKey }).from(mailOutbox))).toEqual([
      "sent-6d",
    ]);
  });

  it("deletes a backlog in statements of at most batchSize rows", async () => {
    await t.db
      .insert(mailOutbox)
      .values([
        ...Array.from({ length: 25 }, (_, i) =>
          mail(`old-${i}`, { status: "sent", sentAt: ago(40 * DAY) }),
        ),
        mail("queued", { status: "pending" }),
      ]);
    const batches: number[] = [];
    const counts = await pruneExpiredData(
      t.db,
      now,
      { ...policy, batchSize: 10 },
      { onBatch: (table, deleted) => table === "mailOutbox" && batches.push(deleted) },
    );
    expect(counts.mailOutbox).toBe(25);
    expect(batches).toEqual([10, 10, 5]);
    expect(await keys(t.db.select({ key: mailOutbox.dedupeKey }).from(mailOutbox))).toEqual([
      "queued",
    ]);
  });

  it("stops between batches when aborted", async () => {
    await t.db
      .insert(mailOutbox)
      .values(
        Array.from({ length: 12 }, (_, i) =>
          mail(`old-${i}`, { status: "sent", sentAt: ago(40 * DAY) }),
        ),
      );
    const abort = new AbortController();
    const counts = await pruneExpiredData(
      t.db,
      now,
      { ...policy, batchSize: 5 },
      { signal: abort.signal, onBatch: () => abort.abort() },
    );
    expect(counts.mailOutbox).toBe(5);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(7);
  });

  it("two runs at once both succeed and delete each row once", async () => {
    await t.db
      .insert(mailOutbox)
      .values(
        Array.from({ length: 60 }, (_, i) =>
          mail(`old-${i}`, { status: "sent", sentAt: ago(40 * DAY) }),
        ),
      );
    await t.db
      .insert(rateLimits)
      .values(
        Array.from({ length: 40 }, (_, i) => ({ key: `k${i}`, count: 1, resetAt: ago(1000) })),
      );
    const [a, b] = await Promise.all([
      pruneExpiredData(t.db, now, { ...policy, batchSize: 7 }),
      pruneExpiredData(t.db, now, { ...policy, batchSize: 7 }),
    ]);
    expect(a!.mailOutbox + b!.mailOutbox).toBe(60);
    expect(a!.rateLimits + b!.rateLimits).toBe(40);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
    expect(await t.db.select().from(rateLimits)).toHaveLength(0);
  });
});

describe("startRetentionWorker", () => {
  it("prunes at start, logs the counts, and lets one process in per hour", async () => {
    await t.db
      .insert(mailOutbox)
      .values(mail("sent-long-ago", { status: "sent", sentAt: new Date(Date.now() - 40 * DAY) }));
    const logged: { counts: unknown; message: string }[] = [];
    const logger = {
      info: (counts: unknown, message: string) => logged.push({ counts, message }),
      debug: (counts: unknown, message: string) => logged.push({ counts, message }),
      error: (error: unknown) => {
        throw error;
      },
    };
    const services = {
      db: t.db,
      env: { retention: policy },
      logger,
    } as unknown as Parameters<typeof startRetentionWorker>[0];
    const first = startRetentionWorker(services, 3_600_000);
    await vi.waitFor(() => expect(logged).toHaveLength(1), { timeout: 10_000 });
    await first.stop();
    expect(logged[0]!.message).toBe("retention: expired data deleted");
    expect(logged[0]!.counts).toMatchObject({ mailOutbox: 1 });
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);

    // Another process starting within the hour prunes nothing.
    await t.db
      .insert(mailOutbox)
      .values(mail("sent-too", { status: "sent", sentAt: new Date(Date.now() - 40 * DAY) }));
    const second = startRetentionWorker(services, 3_600_000);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await second.stop();
    expect(logged).toHaveLength(1);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(1);
  });
});

describe("the privacy policy", () => {
  it("quotes the configured periods in every language", async () => {
    const result = await privacyLoader({
      request: new Request("http://localhost/privacy-policy?lang=fr"),
      context: {
        services: { db: t.db, env: { retention: { mailDays: 21, jobDays: 5, auditDays: 400 } } },
      },
      params: {},
    } as unknown as Parameters<typeof privacyLoader>[0]);
    expect(result.facts).toMatchObject({ mailDays: "21", jobDays: "5", auditDays: "400" });
    for (const lang of ["en", "fr", "es", "it", "de", "ar", "sw"]) {
      const info = JSON.parse(readFileSync(`public/locales/${lang}/info.json`, "utf8"));
      const kept = JSON.stringify(info.privacy.sections[2].items);
      for (const fact of ["{{mailDays}}", "{{jobDays}}", "{{auditDays}}"]) {
        expect(kept, `${lang} ${fact}`).toContain(fact);
      }
    }
  });
});
