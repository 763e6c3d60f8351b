import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../db/test-database";
import { parseEnv } from "../../env";
import { queueMail } from "./outbox";
import {
  deliverDueMail,
  MAX_MAIL_ATTEMPTS,
  type MailTransport,
  type OutboxRow,
  startMailWorker,
} from "./sender";

let t: TestDatabase;
let services: Parameters<typeof deliverDueMail>[0];

beforeAll(async () => {
  t = await createTestDatabase();
  services = {
    db: t.db,
    env: parseEnv({
      NODE_ENV: "test",
      APP_SECRET: "x".repeat(40),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "outbox-")),
      SMTP_URL: "smtp://mailer:s3cret-pass@127.0.0.1:2525",
    }),
    logger: pino({ level: "silent" }),
  };
});
afterAll(async () => {
  await t?.destroy();
  rmSync(services.env.dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.db.delete(mailOutbox);
});

const message = (key: string) => ({
  dedupeKey: key,
  to: "guest@example.com",
  subject: `Subject ${key}`,
  text: "Hello",
  html: "<p>Hello</p>",
  attachments: [{ filename: "a.txt", contentType: "text/plain", content: "aGk=" }],
});

/** A transport that records what it sends, optionally failing or waiting. */
function recorder(behaviour: { fail?: string; wait?: Promise<void> } = {}) {
  const sent: OutboxRow[] = [];
  const transport: MailTransport = {
    kind: "test",
    async send(mail) {
      await behaviour.wait;
      if (behaviour.fail) throw new Error(behaviour.fail);
      sent.push(mail);
    },
    close() {},
  };
  return { transport, sent };
}

const rowByKey = async (key: string) => {
  const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, key));
  return row!;
};
/** Makes every pending row due now, as if its wait had passed. */
const makeDue = () =>
  t.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });

describe("queueMail", () => {
  it("keeps one row per dedupe key", async () => {
    const first = await queueMail(t.db, message("booking:PB-1:guest"));
    const again = await queueMail(t.db, { ...message("booking:PB-1:guest"), subject: "Other" });
    expect(first).toBeTypeOf("number");
    expect(again).toBeNull();
    const rows = await t.db.select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toBe("Subject booking:PB-1:guest");
    expect(rows[0]!.status).toBe("pending");
    expect(rows[0]!.attachments).toEqual(message("x").attachments);
  });

  it("writes nothing when the surrounding transaction rolls back", async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await queueMail(tx, message("booking:PB-2:guest"));
        throw new Error("booking failed");
      }),
    ).rejects.toThrow("booking failed");
    expect(await t.db.select().from(mailOutbox)).toEqual([]);

    await t.db.transaction(async (tx) => {
      await queueMail(tx, message("booking:PB-3:guest"));
    });
    expect(await t.db.select().from(mailOutbox)).toHaveLength(1);
  });
});

describe("deliverDueMail", () => {
  it("sends due mail once and marks it sent", async () => {
    await queueMail(t.db, message("m1"));
    await queueMail(t.db, { ...message("later"), sendAfter: new Date(Date.now() + 3600_000) });
    const { transport, sent } = recorder();
    const result = await deliverDueMail(services, transport);
    expect(result).toMatchObject({ claimed: 1, sent: 1, retrying: 0, failed: 0 });
    expect(sent.map((mail) => mail.dedupeKey)).toEqual(["m1"]);
    const row = await rowByKey("m1");
    expect(row.status).toBe("sent");
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
    expect((await deliverDueMail(services, transport)).claimed).toBe(0);
    expect((await rowByKey("later")).status).toBe("pending");
  });

  it("backs off after a failure, records the error without secrets, then succeeds", async () => {
    await queueMail(t.db, message("m2"));
    const failing = recorder({
      fail: "connect refused for smtp://mailer:s3cret-pass@127.0.0.1:2525 (s3cret-pass)",
    });
    const before = Date.now();
    expect(await deliverDueMail(services, failing.transport)).toMatchObject({ retrying: 1 });
    let row = await rowByKey("m2");
    expect(row.status).toBe("pending");
    expect(row.attempts).toBe(1);
    expect(row.lastError).toContain("connect refused");
    expect(row.lastError).not.toContain("s3cret-pass");
    // First retry after 30 s.
    const wait = row.nextAttemptAt.getTime() - before;
    expect(wait).toBeGreaterThan(25_000);
    expect(wait).toBeLessThan(40_000);

    // Not resent before its time.
    const working = recorder();
    expect((await deliverDueMail(services, working.transport)).claimed).toBe(0);
    expect(working.sent).toEqual([]);

    // Second failure: the wait doubles.
    await makeDue();
    await deliverDueMail(services, failing.transport);
    row = await rowByKey("m2");
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(50_000);

    await makeDue();
    expect(await deliverDueMail(services, working.transport)).toMatchObject({ sent: 1 });
    row = await rowByKey("m2");
    expect(row.status).toBe("sent");
    expect(row.attempts).toBe(3);
    expect(row.lastError).toBeNull();
    expect(working.sent).toHaveLength(1);
  });

  it("gives up after the last attempt", async () => {
    await queueMail(t.db, message("m3"));
    await t.db.update(mailOutbox).set({ attempts: MAX_MAIL_ATTEMPTS - 1 });
    const failing = recorder({ fail: "mailbox unavailable" });
    expect(await deliverDueMail(services, failing.transport)).toMatchObject({ failed: 1 });
    const row = await rowByKey("m3");
    expect(row.status).toBe("failed");
    expect(row.attempts).toBe(MAX_MAIL_ATTEMPTS);
    await makeDue();
    expect((await deliverDueMail(services, failing.transport)).claimed).toBe(0);
  });

  it("never hands one row to two concurrent runs", async () => {
    for (let i = 0; i < 15; i++) await queueMail(t.db, message(`bulk-${i}`));
    const { transport, sent } = recorder();
    for (let round = 0; round < 10; round++) {
      const results = await Promise.all([
        deliverDueMail(services, transport, { limit: 4 }),
        deliverDueMail(services, transport, { limit: 4 }),
        deliverDueMail(services, transport, { limit: 4 }),
      ]);
      if (results.every((result) => result.claimed === 0)) break;
    }
    const keys = sent.map((mail) => mail.dedupeKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(15);
    const rows = await t.db.select().from(mailOutbox);
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("hands claimed mail back unsent when stopping", async () => {
    await queueMail(t.db, message("m4"));
    const { transport, sent } = recorder();
    const result = await deliverDueMail(services, transport, { signal: AbortSignal.abort() });
    expect(result).toMatchObject({ claimed: 1, released: 1, sent: 0 });
    expect(sent).toEqual([]);
    const row = await rowByKey("m4");
    expect(row.attempts).toBe(0);
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("lets another worker take over a claim whose lease ran out", async () => {
    await queueMail(t.db, message("m5"));
    // A worker claims the row and dies before recording anything.
    const stuck = recorder({ wait: new Promise(() => {}) });
    void deliverDueMail(services, stuck.transport);
    await expect.poll(async () => (await rowByKey("m5")).attempts).toBe(1);
    const { transport, sent } = recorder();
    expect((await deliverDueMail(services, transport)).claimed).toBe(0);
    await makeDue(); // the 2-minute lease has passed
    expect(await deliverDueMail(services, transport)).toMatchObject({ sent: 1 });
    expect(sent).toHaveLength(1);
    expect((await rowByKey("m5")).attempts).toBe(2);
  });
});

describe("startMailWorker", () => {
  it("sends on kick, never runs twice at once, and stop waits for the run", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let running = 0;
    let maxRunning = 0;
    const sent: string[] = [];
    const transport: MailTransport = {
      kind: "test",
      async send(mail) {
        running++;
        maxRunning = Math.max(maxRunning, running);
        await gate;
        sent.push(mail.dedupeKey);
        running--;
      },
      close() {},
    };
    const worker = startMailWorker(services, transport, { intervalMs: 60_000 });
    await queueMail(t.db, message("w1"));
    worker.kick();
    await expect.poll(() => running).toBe(1);
    await queueMail(t.db, message("w2"));
    worker.kick();
    worker.kick();

    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false); // still sending w1
    release();
    await stopping;
    expect(maxRunning).toBe(1);
    expect(sent).toEqual(["w1"]);
    // w2 was queued during the run; stop() came first, so it waits for the next process.
    expect((await rowByKey("w2")).status).toBe("pending");
    expect((await rowByKey("w2")).attempts).toBe(0);
  });

  it("sends mail queued during a run right after it", async () => {
    const { transport, sent } = recorder();
    const worker = startMailWorker(services, transport, { intervalMs: 60_000 });
    try {
      await queueMail(t.db, message("k1"));
      worker.kick();
      await queueMail(t.db, message("k2"));
      worker.kick();
      await expect.poll(() => sent.length).toBe(2);
    } finally {
      await worker.stop();
    }
  });

  it("logs a failing run and keeps going", async () => {
    const errors: unknown[] = [];
    const logger = pino({ level: "error" }, { write: (line: string) => errors.push(line) });
    const broken = {
      ...services,
      logger,
      db: {
        transaction: () => Promise.reject(new Error("database is down")),
      } as unknown as typeof services.db,
    };
    const { transport } = recorder();
    const worker = startMailWorker(broken, transport, { intervalMs: 20 });
    await expect.poll(() => errors.length).toBeGreaterThanOrEqual(2);
    await worker.stop();
    expect(String(errors[0])).toContain("database is down");
  });
});
