import type { Logger } from "pino";
import type { Database, DatabaseKind, EmbeddedDatabase } from "./db/client";
import type { Env } from "./env";
import type { Pacer } from "./pace";
import type { PageCache } from "./page-cache";
import type { AdminIdentity } from "./services/admin/sessions";

/** What every request handler gets: passed in, never imported (tests pass their own). */
export interface AppServices {
  db: Database;
  dbKind: DatabaseKind;
  /** The embedded database's client (PGlite only): backups while the site serves. */
  embedded?: EmbeddedDatabase;
  /**
   * The token `npm run backup` shows to GET /api/ops/backup (written by server/run.ts to
   * DATA_DIR/backup-endpoint.json); absent: that endpoint answers 404.
   */
  localBackupToken?: string;
  env: Env;
  logger: Logger;
  /** True once migrations are done and the server listens; /api/health reports it. */
  isReady: () => boolean;
  /**
   * The mail worker of this process (server/run.ts); absent in tests that build the
   * app themselves. Kick it after committing queued mail so it goes out at once;
   * without it the mail still goes out at the next poll of any process.
   */
  mail?: { kick(): void };
  /**
   * Starts the requests nodeListener hands to the app, one per turn of the event loop
   * (server/pace.ts); /metrics reports how many wait. Absent: nodeListener makes its own.
   */
  pacer?: Pacer;
  /** This app's page cache (server/page-cache.ts); absent when pages are not served. */
  pageCache?: Pick<PageCache, "invalidate" | "setLive" | "rememberSent" | "serveNode">;
}

export type HonoEnv = {
  Variables: {
    services: AppServices;
    requestId: string;
    log: Logger;
    secureHeadersNonce?: string;
    /** The signed-in admin on /api/admin/* (set by requireAdmin). */
    admin?: AdminIdentity;
  };
};
