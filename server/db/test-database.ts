/**
 * A fresh, migrated and empty database for one test file: PGlite in memory by
 * default, or a new database on the PostgreSQL server of TEST_DATABASE_URL when
 * TEST_DB=postgres (created here and dropped afterwards). Tests that need the demo
 * hotel seed it themselves (tests/helpers/demo-database.ts).
 *
 * A new PGlite spends about 3 s creating its cluster (initdb) and 0.3 s on the migrations;
 * one loaded from a dump of a migrated one is ready in under 1 s. The first test database
 * of a run writes that dump to the temporary folder, named by a hash of the migrations and
 * the PGlite settings (a changed migration makes a new one), and the others start from it.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type DatabaseHandle, openPglite, openPostgres, PGLITE_CONF } from "./client";
import { MIGRATIONS_FOLDER, runMigrations } from "./migrate";

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
  if (testDatabaseKind() === "pglite") return createPglite();
  const handle = await createPostgresDatabase();
  await runMigrations(handle.db, handle.kind);
  return handle;
}

/** The migrated template's file: one per set of migrations and PGlite settings. */
function pgliteTemplatePath(): string {
  const hash = createHash("sha256").update(JSON.stringify(PGLITE_CONF));
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort();
  for (const file of files) {
    if (!/\.(sql|json)$/.test(file)) continue;
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  return path.join(tmpdir(), `pwani-pglite-template-${hash.digest("hex").slice(0, 16)}.tar`);
}

/** A migrated PGlite: from the template when there is one, else migrated here and dumped. */
async function createPglite(): Promise<TestDatabase> {
  const template = pgliteTemplatePath();
  if (existsSync(template)) {
    const handle = await openPglite(undefined, new Blob([readFileSync(template)]));
    return { ...handle, destroy: () => handle.close() };
  }
  const handle = await openPglite();
  await runMigrations(handle.db, handle.kind);
  const dump = await (handle.embedded as PGlite).dumpDataDir("none");
  // Written whole, then renamed: a test starting meanwhile sees no file or the whole file.
  const partial = `${template}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, template);
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
