/**
 * The benchmark's processes and databases: a fresh PostgreSQL database, the demo seed
 * applied before the server starts, and the production server started exactly as
 * `npm run serve` does (through tests/e2e/server.ts#runServer).
 */
import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import type { DatabaseHandle } from "~server/db/client";
import { runMigrations } from "~server/db/migrate";
import { openDatabase } from "~server/db/open";
import { seedDemoContent } from "../../demo/seed";
import { createPostgresDatabase, runServer } from "../../tests/e2e/server";

export interface BenchServer {
  url: string;
  process: ChildProcess;
  logs: string[];
  stop(): Promise<number | null>;
}

/** Where a database lives: PGlite under dataDir, or PostgreSQL at databaseUrl. */
export interface DatabaseTarget {
  dataDir: string;
  databaseUrl?: string;
}

/** Opens the target the way the server does (PGlite: under DATA_DIR/pglite, locked). */
export function openTarget(target: DatabaseTarget): Promise<DatabaseHandle> {
  return openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
}

/** Applies the migrations and the demo seed, as `npm start` does before the server starts. */
export async function migrateAndSeed(database: DatabaseHandle): Promise<void> {
  await database.withExclusiveLock(async (db) => {
    await runMigrations(db, database.kind);
    await seedDemoContent(db);
  });
}

/** A TCP port that was free a moment ago (the server needs a known port: LOG_LEVEL=warn hides "listening"). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `NODE_ENV=production node build/server/index.js`, ready once /api/health answers ok. */
export async function startBenchServer(
  target: DatabaseTarget,
  extraEnv: Record<string, string> = {},
  timeoutMs = 120_000,
): Promise<BenchServer> {
  const port = await freePort();
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: target.dataDir,
    SKIP_DEMO_MEDIA: "1",
    LOG_LEVEL: "warn",
    // autocannon books hundreds of stays a second from one address.
    BOOKING_RATE_LIMIT: "0",
  };
  if (target.databaseUrl) {
    env.DATABASE_URL = target.databaseUrl;
    // PostgreSQL needs an explicit secret (server/env.ts).
    env.APP_SECRET = "benchmark secret, never used outside this run";
  } else env.DATABASE_URL = ""; // never inherit one from the shell for the PGlite run
  const { child, logs, exited } = runServer({ ...env, ...extraEnv });
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exitCode !== undefined) {
      throw new Error(`the server exited with ${exitCode}:\n${logs.slice(-20).join("\n")}`);
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not become healthy:\n${logs.slice(-20).join("\n")}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok && ((await response.json()) as { status?: string }).status === "ok") break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  return {
    url,
    process: child,
    logs,
    async stop() {
      if (exitCode !== undefined) return exitCode;
      child.kill("SIGTERM");
      return exited;
    },
  };
}

/** A new empty database on the server of adminUrl; drop() removes it (even if still connected). */
export function createBenchDatabase(adminUrl: string) {
  return createPostgresDatabase(adminUrl, "pwani_bench");
}
