/**
 * The configured database for a command-line tool that changes an account. A data folder
 * the running server holds (PGlite allows one process), or any other failure to open it,
 * ends the tool with its message.
 */
import { openDatabase } from "~server/db/open";
import { DataDirLockedError } from "~server/db/pglite-lock";
import type { Env } from "~server/env";

export async function openToolDatabase(env: Env) {
  try {
    return await openDatabase(env);
  } catch (error) {
    console.error(error instanceof DataDirLockedError ? error.message : String(error));
    process.exit(1);
  }
}
