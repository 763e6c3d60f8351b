import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { projectPath } from "../paths";
import type { Database, DatabaseKind, Schema } from "./client";

export const MIGRATIONS_FOLDER = projectPath("server", "db", "migrations");

/** Applies the committed SQL migrations with the driver's own migrator. */
export async function runMigrations(db: Database, kind: DatabaseKind): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (kind === "pglite") {
    await migratePglite(db as unknown as PgliteDatabase<Schema>, config);
  } else {
    await migratePg(db as unknown as NodePgDatabase<Schema>, config);
  }
}
