/**
 * The demo step, run before the server by `npm start` and `npm run dev` (SEED_DEMO, on by
 * default there) and on demand by `npm run db:seed`: migrates, seeds the demo hotel into a
 * database that has never had it and renders its illustrations (unless SKIP_DEMO_MEDIA).
 * The server itself never seeds: a hotel's production starts empty.
 */

import type { Logger } from "pino";
import type { Database } from "~server/db/client";
import { runMigrations } from "~server/db/migrate";
import { openDatabase } from "~server/db/open";
import type { Env } from "~server/env";
import { seedDemoContent } from ".";
import { seedDemoBookings } from "./bookings";
import { ensureDemoMedia } from "./media";

/** Seeds the demo content when the configuration asks for it; true when it seeded now. */
export async function seedDemoIfAsked(db: Database, env: Pick<Env, "seedDemo">): Promise<boolean> {
  return env.seedDemo ? seedDemoContent(db) : false;
}

export interface DemoResult {
  /** Seeded now (false: the database already had the demo). */
  seeded: boolean;
  /** Demo bookings seeded now (only when asked, into a hotel without bookings). */
  bookings: number;
  /** Illustrations rendered now. */
  rendered: number;
}

/**
 * Opens the configured database, migrates and seeds it under the start-up lock, closes it,
 * then renders the illustrations. Null when SEED_DEMO is off (the database is not opened);
 * `force` seeds regardless (`npm run db:seed`). `bookings` adds the demo's guests
 * (bookings.ts): only the demo a person runs asks for them (scripts/db-seed.ts), never the
 * tests' hotels, whose availability the tests count on.
 */
export async function prepareDemo(
  env: Env,
  options: { force?: boolean; logger?: Logger; bookings?: boolean } = {},
): Promise<DemoResult | null> {
  const asked = options.force ? { seedDemo: true } : env;
  if (!asked.seedDemo) return null;
  const database = await openDatabase(env);
  let seeded: boolean;
  let bookings = 0;
  try {
    seeded = await database.withExclusiveLock(async (db) => {
      await runMigrations(db, database.kind);
      const now = await seedDemoIfAsked(db, asked);
      if (options.bookings) bookings = (await seedDemoBookings(db))?.bookings ?? 0;
      return now;
    });
  } finally {
    await database.close();
  }
  if (seeded) options.logger?.info("demo content seeded");
  if (bookings > 0) options.logger?.info({ bookings }, "demo bookings seeded");
  const rendered = env.skipDemoMedia ? 0 : await ensureDemoMedia(env.dataDir, options.logger);
  if (rendered > 0) options.logger?.info({ rendered }, "demo illustrations rendered");
  return { seeded, bookings, rendered };
}
