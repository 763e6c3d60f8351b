import path from "node:path";
import type { Env } from "../env";
import { type DatabaseHandle, openPglite, openPostgres } from "./client";
import { lockDataDirectory } from "./pglite-lock";

/**
 * Opens the configured database: PostgreSQL when DATABASE_URL is set, otherwise
 * PGlite under DATA_DIR, locked to this process (DataDirLockedError if taken).
 * Closing the handle also releases the lock.
 */
export async function openDatabase(
  env: Pick<Env, "databaseUrl" | "dataDir"> & Partial<Pick<Env, "dbTimeouts">>,
): Promise<DatabaseHandle> {
  if (env.databaseUrl) return openPostgres(env.databaseUrl, env.dbTimeouts);
  const release = lockDataDirectory(env.dataDir);
  try {
    const handle = await openPglite(path.join(env.dataDir, "pglite"));
    return {
      ...handle,
      async close() {
        try {
          await handle.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
