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

/** The embedded database's own client, for a consistent copy while it serves (backups). */
export type EmbeddedDatabase = Pick<PGlite, "query" | "transaction" | "dumpDataDir">;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** PGlite only: its client, which alone can dump the data directory it holds. */
  embedded?: EmbeddedDatabase;
  /** Runs fn while holding a database-wide advisory lock (migrations, seeding). */
  withExclusiveLock<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Advisory lock id for start-up work (migrate + seed), shared by every process. */
const STARTUP_LOCK_ID = 72_417_001;

/**
 * PGlite's Postgres runs inside this process, so its buffers are this process's memory:
 * the default 128 MB of shared buffers took a third of the server's RSS. A hotel's
 * database is tens of megabytes (a year of bookings at two thirds full: about 45 MB) and the
 * operating system caches its files as well; 16 MB instead of 32 kept the server under
 * 350 MB after `npm run bench`'s load, at no cost the benchmark could see.
 */
export const PGLITE_CONF = ["shared_buffers = 16MB"];

/**
 * PGlite has no statement or lock timeouts (it runs in this process, one query at a
 * time, and ignores statement_timeout); the timeouts below are PostgreSQL's.
 */
export async function openPglite(
  dataDir?: string,
  /** A dumped data directory to start from (tests: a migrated template, see test-database.ts). */
  loadDataDir?: Blob,
): Promise<DatabaseHandle> {
  const client = new PGlite({ dataDir, loadDataDir, postgresqlconf: PGLITE_CONF });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    embedded: client,
    // PGlite is single-connection and single-process: no lock needed.
    withExclusiveLock: (fn) => fn(db),
    close: () => client.close(),
  };
}

/** Limits that make a slow query, a held lock or a full pool fail fast instead of hanging. */
export interface PostgresTimeouts {
  /** Longest a statement may run (statement_timeout). */
  statementTimeoutMs: number;
  /** Longest a statement waits for a lock (lock_timeout). */
  lockTimeoutMs: number;
  /** Longest a query waits for a free pool connection or a new connection. */
  poolTimeoutMs: number;
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = {
  statementTimeoutMs: 10_000,
  lockTimeoutMs: 5_000,
  poolTimeoutMs: 5_000,
};

/** A transaction left open this long (a stuck request) is ended by the server. */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

export async function openPostgres(
  url: string,
  timeouts: PostgresTimeouts = DEFAULT_POSTGRES_TIMEOUTS,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts.poolTimeoutMs,
    statement_timeout: timeouts.statementTimeoutMs,
    lock_timeout: timeouts.lockTimeoutMs,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
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
        // Waiting for another process's migrations, and a migration itself, may take
        // longer than a request may: no timeouts on this connection until it is released.
        await client.query("SET statement_timeout = 0; SET lock_timeout = 0");
        await client.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK_ID]);
        return await fn(drizzlePg({ client, schema }) as unknown as Database);
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK_ID]).catch(() => {});
        const resetFailed = await client.query("RESET statement_timeout; RESET lock_timeout").then(
          () => undefined,
          (error: Error) => error,
        );
        // A connection that could not be reset is closed rather than reused without limits.
        client.release(resetFailed);
      }
    },
    close: () => pool.end(),
  };
}
