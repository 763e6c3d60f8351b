/**
 * A PostgreSQL connection ended by the server (restart, failover, a dropped database)
 * must not stop the process: the pool drops it and the next query gets a fresh one.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDatabaseKind } from "./test-database";

describe.runIf(testDatabaseKind() === "postgres")("PostgreSQL pool", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("survives the server ending its connections", async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      const rows = async <T>(query: ReturnType<typeof sql>) =>
        ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
      const [current] = await rows<{ name: string }>(sql`SELECT current_database() AS name`);
      const name = current?.name;
      expect(name).toMatch(/^pwani_test_/);
      const killer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await killer.connect();
      try {
        const ended = await killer.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
          [name],
        );
        expect(ended.rowCount).toBeGreaterThan(0);
      } finally {
        await killer.end();
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await rows<{ one: number }>(sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", onUncaught);
    }
  });
});
