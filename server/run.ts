/**
 * The process: configuration, database, HTTP server and a clean shutdown.
 * Production: bundled with the pages into build/server/index.js (server/entry.ts) and run
 * by plain `node`, so every module exists once. Development: server/dev.ts loads this
 * module through Vite, which then also renders the pages from source.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createApp, nodeListener } from "./app";
import type { AppServices } from "./context";
import { checkDataDir, DataDirError, dataDirProblem, isDiskError } from "./data-dir";
import type { DatabaseHandle } from "./db/client";
import { runMigrations } from "./db/migrate";
import { openDatabase } from "./db/open";
import { DataDirLockedError } from "./db/pglite-lock";
import { EnvError, parseEnv } from "./env";
import { createLogger } from "./logger";
import { createPacer } from "./pace";
import { startPageCacheListener } from "./page-cache";
import { createPageHandler } from "./pages";
import { ensureFirstAdmin } from "./services/admin/admins";
import { resetLinksSettled } from "./services/admin/password-reset";
import { startPaymentSweeper } from "./services/booking/payment-sweep";
import { startRefundWorker } from "./services/booking/refunds";
import { startOrphanMediaSweeper } from "./services/content/admin/orphan-media";
import { startRoomImageWorker } from "./services/content/room-images";
import { createMailTransport, startMailWorker } from "./services/mail/sender";
import { startAlertWorker } from "./services/ops/alerts";
import {
  localUrl,
  removeBackupEndpoint,
  writeBackupEndpoint,
} from "./services/ops/backup-endpoint";
import { startRetentionWorker } from "./services/ops/retention";
import { getSiteSettings } from "./services/platform/settings";
import { startEzeePushWorker } from "./services/property/push";

const SHUTDOWN_GRACE_MS = 8000;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export interface RunOptions {
  /** The React Router server build (Vite's module in development, bundled in production). */
  getBuild: () => Promise<ServerBuild>;
  /** The browser bundle's directory, served with long-lived caching (production). */
  clientDir?: string;
  /** Development: Vite's middleware sees each request first (its modules, HMR). */
  devMiddleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  /** Development: closes Vite on shutdown. */
  onShutdown?: () => Promise<void>;
}

export async function run(options: RunOptions): Promise<void> {
  const dev = Boolean(options.devMiddleware);
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env);

  // A read-only or full DATA_DIR stops here with one sentence, not a stack trace.
  try {
    await checkDataDir(env.dataDir);
  } catch (error) {
    console.error(error instanceof DataDirError ? error.message : String(error));
    process.exit(1);
  }

  let database: DatabaseHandle;
  try {
    database = await openDatabase(env);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    if (!env.databaseUrl && isDiskError(error)) {
      console.error(dataDirProblem(env.dataDir, error));
      process.exit(1);
    }
    logger.fatal({ err: error }, "could not open the database");
    process.exit(1);
  }

  let ready = false;
  const services: AppServices = {
    db: database.db,
    dbKind: database.kind,
    embedded: database.embedded,
    env,
    logger,
    isReady: () => ready,
    pacer: createPacer(),
  };

  let setupLink: string | null = null;
  await database.withExclusiveLock(async (db) => {
    await runMigrations(db, database.kind);
    setupLink = await ensureFirstAdmin({ db, env, logger });
  });
  // Applies the hotel's time zone before the first request counts "today".
  await getSiteSettings(database.db);

  const app = createApp({
    services,
    pageHandler: createPageHandler(
      options.getBuild,
      env.isProduction ? "production" : "development",
      env.publicUrl,
    ),
    clientDir: options.clientDir,
    // A read behind a held lock answers 503 in time; not under Vite, which compiles pages.
    readDeadline: !dev,
  });
  const listener = nodeListener(app, services);
  const { devMiddleware } = options;
  const server = createServer(
    devMiddleware
      ? (req: IncomingMessage, res: ServerResponse) =>
          devMiddleware(req, res, () => listener(req, res))
      : listener,
  );
  server.requestTimeout = 30_000;
  server.headersTimeout = 20_000;
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.port, env.host, () => resolve());
  });
  ready = true;
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.port;
  // The embedded database belongs to this process: `npm run backup` asks it for the copy.
  if (database.kind === "pglite") {
    services.localBackupToken = await writeBackupEndpoint(env.dataDir, localUrl(env.host, port));
  }
  if (setupLink) {
    // Printed plainly (not only as JSON) so a newcomer who just ran `npm start` sees it,
    // and before the "listening" line, which scripts and tests wait for.
    process.stdout.write(
      `\nNo admin account yet. Create the first one here (the link works once):\n  ${setupLink}\nor run: npm run admin:create\n\n`,
    );
  }
  logger.info(
    { port, host: env.host, database: database.kind, dev },
    `listening on ${env.publicUrl}`,
  );

  // The outbox worker starts only here, so tests that build the app send nothing.
  const mailTransport = createMailTransport(env);
  const mailWorker = startMailWorker(services, mailTransport);
  services.mail = mailWorker;
  // Pesapal: unpaid holds are checked before they end and expire afterwards.
  const paymentSweeper = startPaymentSweeper(services);
  // Automatic refunds and the follow-up of refunds until Pesapal reports them done.
  const refundWorker = startRefundWorker(services);
  // Web bookings pushed to eZee (InsertBooking + ConfirmBooking, CancelBooking).
  const ezeeWorker = startEzeePushWorker(services);
  // The AVIF and narrower sizes of uploaded room photos, after the upload has answered.
  const roomImageWorker = startRoomImageWorker(services);
  // Images uploaded into admin forms that were never saved, once a day.
  const mediaSweeper = startOrphanMediaSweeper(services);
  // Old mail, finished jobs, ended sessions and limits, old audit entries: about hourly.
  const retentionWorker = startRetentionWorker(services);
  // Pesapal, eZee or mail failing past ALERT_AFTER_MINUTES: one e-mail to the front desk.
  const alertWorker = startAlertWorker(services);
  // Drops cached pages when any process changes content or rooms (LISTEN/NOTIFY).
  const pageCacheListener = startPageCacheListener(services);
  logger.info(
    { transport: mailTransport.kind },
    mailTransport.kind === "smtp"
      ? "mail goes out through SMTP_URL"
      : `mail is written to ${path.join(env.dataDir, "mail")} (no SMTP_URL)`,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    ready = false;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.error("in-flight requests did not finish in time; closing anyway");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Stop accepting; idle keep-alive sockets close now, busy ones after their response.
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    clearTimeout(force);
    await options.onShutdown?.();
    // Reset links asked for just before are made and queued after their answer.
    await Promise.race([resetLinksSettled(), delay(SHUTDOWN_GRACE_MS)]);
    // The worker hands back unsent claims; a send still in flight gets a bounded wait
    // (an interrupted one is sent again by the next process: at least once).
    await Promise.race([mailWorker.stop(), delay(SHUTDOWN_GRACE_MS)]).catch((error) =>
      logger.error({ err: error }, "mail worker stop failed"),
    );
    await Promise.race([ezeeWorker.stop(), delay(SHUTDOWN_GRACE_MS)]).catch((error) =>
      logger.error({ err: error }, "eZee push worker stop failed"),
    );
    await Promise.race([refundWorker.stop(), delay(SHUTDOWN_GRACE_MS)]).catch((error) =>
      logger.error({ err: error }, "refund worker stop failed"),
    );
    await Promise.race([roomImageWorker.stop(), delay(SHUTDOWN_GRACE_MS)]).catch((error) =>
      logger.error({ err: error }, "room photo worker stop failed"),
    );
    await Promise.race([paymentSweeper.stop(), delay(SHUTDOWN_GRACE_MS)]).catch((error) =>
      logger.error({ err: error }, "payment sweeper stop failed"),
    );
    await Promise.race([mediaSweeper.stop(), delay(SHUTDOWN_GRACE_MS)]).catch((error) =>
      logger.error({ err: error }, "media clean-up stop failed"),
    );
    await Promise.race([retentionWorker.stop(), delay(SHUTDOWN_GRACE_MS)]).catch((error) =>
      logger.error({ err: error }, "retention stop failed"),
    );
    await Promise.race([alertWorker.stop(), delay(SHUTDOWN_GRACE_MS)]).catch((error) =>
      logger.error({ err: error }, "alert worker stop failed"),
    );
    await pageCacheListener.stop();
    mailTransport.close();
    if (services.localBackupToken) await removeBackupEndpoint(env.dataDir).catch(() => {});
    // Closing PGlite checkpoints it; its directory lock goes only after that.
    await database.close().catch((error) => logger.error({ err: error }, "database close failed"));
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
