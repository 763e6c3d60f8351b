/**
 * A fresh, migrated and empty database for one test file: PGlite in memory by
 * default, or a new database on the PostgreSQL server of TEST_DATABASE_URL when
 * TEST_DB=postgres (created here and dropped afterwards). Tests that need the demo
 * hotel seed it themselves (tests/helpers/demo-database.ts).
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openPglite, openPostgres } from "./client";
import { runMigrations } from "./migrate";

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and drops the database. */
  destroy(): Promise<void>;
  /** PostgreSQL only: the database's address, for a second handle (another process). */
  url?: string;
}

export function testDatabaseKind(): "pglite" | "postgres" {
  return process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const handle =
    testDatabaseKind() === "postgres" ? await createPostgresDatabase() : await createPglite();
  await runMigrations(handle.db, handle.kind);
  return handle;
}

async function createPglite(): Promise<TestDatabase> {
  const handle = await openPglite();
  return { ...handle, destroy: () => handle.close() };
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `pwani_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  return {
    ...handle,
    url: url.toString(),
    async destroy() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
