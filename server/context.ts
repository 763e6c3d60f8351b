import type { Logger } from "pino";
import type { Database, DatabaseKind } from "./db/client";
import type { Env } from "./env";

/** What every request handler gets: passed in, never imported (tests pass their own). */
export interface AppServices {
  db: Database;
  dbKind: DatabaseKind;
  env: Env;
  logger: Logger;
  /** True once migrations and the seed are done; /api/health reports it. */
  isReady: () => boolean;
}

export type HonoEnv = {
  Variables: {
    services: AppServices;
    requestId: string;
    log: Logger;
    secureHeadersNonce?: string;
  };
};
