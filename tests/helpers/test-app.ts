import pino from "pino";
import { createApp } from "../../server/app";
import type { AppServices } from "../../server/context";
import { createTestDatabase, type TestDatabase } from "../../server/db/test-database";
import { parseEnv } from "../../server/env";

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
 * The real Hono app (API only, no page renderer) over a fresh test database. Every request
 * of `app.request` comes from one unknown address, so the per-address booking limit is off
 * unless a test sets BOOKING_RATE_LIMIT (or TRUST_PROXY and X-Forwarded-For) itself.
 */
export async function createTestApp(extraEnv: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const env = parseEnv({
    NODE_ENV: "test",
    APP_SECRET: "x".repeat(40),
    DATA_DIR: "./data/test",
    BOOKING_RATE_LIMIT: "0",
    ...extraEnv,
  });
  const services: AppServices = {
    db: database.db,
    dbKind: database.kind,
    env,
    logger: pino({ level: "silent" }),
    isReady: () => true,
  };
  const app = createApp({ services });
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
