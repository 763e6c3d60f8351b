/** Applies the migrations to the configured database without starting the server. */

import { runMigrations } from "~server/db/migrate";
import { openDatabase } from "~server/db/open";
import { parseEnv } from "~server/env";

const env = parseEnv();
const database = await openDatabase(env);
try {
  await database.withExclusiveLock((db) => runMigrations(db, database.kind));
  console.log(`migrations applied (${database.kind})`);
} finally {
  await database.close();
}
