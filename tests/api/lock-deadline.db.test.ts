/**
 * A request behind a held lock answers 503 within the lock timeout plus
 * one second (PostgreSQL: a table lock another connection holds; PGlite: its one
 * connection held by a transaction), and /api/health names the database, not the mail
 * outbox, when the outbox's table is what is locked.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "~server/app";
import { testDatabaseKind } from "~server/db/test-database";
import { createTestApp, type TestApp } from "../helpers/test-app";

const LOCK_TIMEOUT_MS = 1000;
const onPostgres = testDatabaseKind() === "postgres";

let t: TestApp;
/** The app as server/run.ts makes it outside development: with the read deadline. */
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp({ DB_LOCK_TIMEOUT_MS: String(LOCK_TIMEOUT_MS) });
  app = createApp({ services: t.services, readDeadline: true });
}, 120_000);
afterAll(() => t?.close());

/** Holds a lock until the returned release is called. */
async function holdLock(tables: string[]): Promise<() => Promise<void>> {
  if (onPostgres) {
    const locker = new pg.Client({ connectionString: t.database.url });
    await locker.connect();
    await locker.query("BEGIN");
    for (const table of tables) await locker.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
    return async () => {
      await locker.query("ROLLBACK");
      await locker.end();
    };
  }
  // PGlite: a transaction left open holds its only connection.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = () => {};
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  const transaction = t.database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1`);
    started();
    await released;
  });
  await running;
  return async () => {
    release();
    await transaction;
  };
}

describe("a request behind a held lock", () => {
  it("answers 503 with Retry-After within the lock timeout plus one second", async () => {
    const release = await holdLock(["sessions", "admin_users"]);
    try {
      const started = Date.now();
      const response = await app.request("/api/admin/account", {
        headers: { Cookie: "pwani_admin=held-lock-test-session-token-0123456789" },
      });
      const elapsed = Date.now() - started;
      expect(response.status).toBe(503);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await response.json()).toMatchObject({ code: "unavailable" });
      expect(elapsed).toBeLessThan(LOCK_TIMEOUT_MS + 1000);
    } finally {
      await release();
    }
    // Once the lock is gone, the same request is answered as usual.
    const after = await app.request("/api/admin/account", {
      headers: { Cookie: "pwani_admin=held-lock-test-session-token-0123456789" },
    });
    expect(after.status).toBe(401);
  }, 30_000);

  it("health names the database when the mail outbox's table is locked", async () => {
    const release = await holdLock(["mail_outbox"]);
    try {
      const response = await app.request("/api/health");
      expect(response.status).toBe(503);
      const body = (await response.json()) as { failing: string[] };
      expect(body.failing).toContain("database");
      expect(body.failing).not.toContain("mail_outbox");
    } finally {
      await release();
    }
  }, 30_000);
});
