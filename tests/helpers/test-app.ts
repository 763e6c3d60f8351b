import pino, { type Logger } from "pino";
import { createApp, type PageHandler } from "~server/app";
import type { AppServices } from "~server/context";
import { createTestDatabase, type TestDatabase } from "~server/db/test-database";
import { parseEnv } from "~server/env";
import { seedDemoIfAsked } from "../../demo/seed/start";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  services: AppServices;
  /** GET a path and parse the JSON body. */
  getJson: (
    path: string,
    init?: RequestInit,
  ) => Promise<{ status: number; body: unknown; headers: Headers }>;
  close: () => Promise<void>;
}

/**
 * The real Hono app over a fresh test database: API only, or with the pages when given a
 * `pageHandler` (tests/helpers/test-pages.ts). Every request
 * of `app.request` comes from one unknown address, so the per-address booking limit is off
 * unless a test sets BOOKING_RATE_LIMIT (or TRUST_PROXY and X-Forwarded-For) itself.
 */
export async function createTestApp(
  extraEnv: Record<string, string> = {},
  options: { pageHandler?: PageHandler; logger?: Logger } = {},
): Promise<TestApp> {
  const env = parseEnv({
    NODE_ENV: "test",
    APP_SECRET: "x".repeat(40),
    DATA_DIR: "./data/test",
    BOOKING_RATE_LIMIT: "0",
    // The demo hotel, as `npm start` seeds it; SEED_DEMO: "0" gives an empty one.
    SEED_DEMO: "1",
    ...extraEnv,
  });
  const database = await createTestDatabase();
  await seedDemoIfAsked(database.db, env);
  const services: AppServices = {
    db: database.db,
    dbKind: database.kind,
    embedded: database.embedded,
    env,
    logger: options.logger ?? pino({ level: "silent" }),
    isReady: () => true,
  };
  const app = createApp({ services, pageHandler: options.pageHandler });
  return {
    app,
    database,
    services,
    async getJson(path, init) {
      const response = await app.request(path, init);
      const text = await response.text();
      return {
        status: response.status,
        body: text ? JSON.parse(text) : null,
        headers: response.headers,
      };
    },
    close: () => database.destroy(),
  };
}
