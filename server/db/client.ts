/**
 * Opens the database: PGlite persisted under DATA_DIR by default, PostgreSQL when
 * DATABASE_URL is set. Both give a Drizzle client over the same schema.
 */
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Runs fn while holding a database-wide advisory lock (migrations, seeding). */
  withExclusiveLock<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Advisory lock id for start-up work (migrate + seed), shared by every process. */
const STARTUP_LOCK_ID = 72_417_001;

export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    // PGlite is single-connection and single-process: no lock needed.
    withExclusiveLock: (fn) => fn(db),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A connection the server ends (restart, failover, a dropped test database) emits
  // "error"; without a listener Node treats it as an uncaught exception and the whole
  // process stops. A query running on it still rejects to its caller, and the pool opens
  // a fresh connection for the next one, so the event itself needs no further handling.
  const ignoreEndedConnection = () => {};
  pool.on("error", ignoreEndedConnection);
  pool.on("connect", (client) => client.on("error", ignoreEndedConnection));
  // Fail at start, with the driver's message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    async withExclusiveLock(fn) {
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK_ID]);
        return await fn(drizzlePg({ client, schema }) as unknown as Database);
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
