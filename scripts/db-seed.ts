/** Migrates, seeds the demo content (once) and renders the demo illustrations. */

import { runMigrations } from "../server/db/migrate";
import { openDatabase } from "../server/db/open";
import { seedDemoContent } from "../server/db/seed";
import { ensureDemoMedia } from "../server/db/seed/media";
import { parseEnv } from "../server/env";

const env = parseEnv();
const database = await openDatabase(env);
try {
  const seeded = await database.withExclusiveLock(async (db) => {
    await runMigrations(db, database.kind);
    return seedDemoContent(db);
  });
  console.log(seeded ? "demo content seeded" : "demo content was already there");
  const rendered = await ensureDemoMedia(env.dataDir);
  console.log(`${rendered} demo illustrations rendered`);
} finally {
  await database.close();
}
