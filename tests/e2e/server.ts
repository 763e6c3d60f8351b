/**
 * Starts the real production server (`node build/server/index.js`, the build `npm run serve`
 * runs) as a child process; with `--dev`, the development server (`tsx server/dev.ts`).
 * `startServer` seeds the demo hotel first; `runServer` starts the process only.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { EnvError, parseEnv } from "~server/env";
import { prepareDemo } from "../../demo/seed/start";

export interface RunningServer {
  url: string;
  process: ChildProcess;
  logs: string[];
  /** Sends a signal and resolves with the exit code and how long the exit took. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
}

const TSX = path.resolve("node_modules/.bin/tsx");
const MEDIA_CACHE = path.join(tmpdir(), "pwani-e2e-media-cache");
/** The demo hotel seeded once per run into PGlite (tests/e2e/global-setup.ts). */
const DEMO_TEMPLATE = path.join(tmpdir(), "pwani-e2e-demo-template", "pglite");

/** A new DATA_DIR with the demo illustrations already rendered (by the global setup). */
export function freshDataDir(name = "pwani-e2e-"): string {
  const dir = mkdtempSync(path.join(tmpdir(), name));
  const cached = path.join(MEDIA_CACHE, "uploads");
  if (existsSync(cached)) cpSync(cached, path.join(dir, "uploads"), { recursive: true });
  return dir;
}

/** The `--` flags of package.json's `serve` script, before the entry it runs. */
export function serveFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as {
    scripts: Record<string, string>;
  };
  const words = (scripts.serve ?? "").split(/\s+/);
  const entry = words.indexOf("build/server/index.js");
  return words.slice(0, entry).filter((word) => word.startsWith("--"));
}

export function runServer(
  env: Record<string, string>,
  args: string[] = [],
): {
  child: ChildProcess;
  logs: string[];
  exited: Promise<number | null>;
} {
  const dev = args.includes("--dev");
  const rest = args.filter((arg) => arg !== "--dev");
  const entry = dev ? "server/dev.ts" : "build/server/index.js";
  // Node's flags as `npm run serve` gives them (package.json): the heap's sizes
  // (docs/deploy.md), so tests and the benchmark run the server as production does.
  const flags = dev ? [] : serveFlags();
  const child = spawn(dev ? TSX : process.execPath, [...flags, entry, ...rest], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  const collect = (chunk: Buffer) => logs.push(...chunk.toString().split("\n").filter(Boolean));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, logs, exited };
}

/**
 * Seeds the demo hotel into the server's database first, as `npm start` does (SEED_DEMO: "0"
 * starts an empty hotel), then starts the server and waits until it listens.
 */
export async function startServer(
  env: Record<string, string>,
  options: { args?: string[]; timeoutMs?: number } = {},
): Promise<RunningServer> {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const demoEnv = (() => {
    try {
      return parseEnv({ SEED_DEMO: "1", ...process.env, NODE_ENV: "production", ...env });
    } catch (error) {
      if (error instanceof EnvError) return null; // the server itself refuses to start
      throw error;
    }
  })();
  if (demoEnv) {
    // A new embedded database that is to hold the demo starts as the run's seeded copy;
    // prepareDemo then finds it migrated and seeded (and still applies anything missing).
    const target = path.join(demoEnv.dataDir, "pglite");
    if (
      demoEnv.seedDemo &&
      !demoEnv.databaseUrl &&
      existsSync(DEMO_TEMPLATE) &&
      !existsSync(target)
    ) {
      cpSync(DEMO_TEMPLATE, target, { recursive: true });
    }
    await prepareDemo(demoEnv);
  }
  const { child, logs, exited } = runServer(env, options.args);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${logs.join("\n")}`)),
      timeoutMs,
    );
    let exitedEarly = false;
    const check = () => {
      if (exitedEarly) return;
      for (const line of logs) {
        if (!line.startsWith("{")) continue;
        const entry = JSON.parse(line) as { msg?: string; port?: number };
        if (entry.msg?.startsWith("listening") && entry.port) {
          clearTimeout(timer);
          resolve(entry.port);
          return;
        }
      }
      setTimeout(check, 50);
    };
    void exited.then((code) => {
      exitedEarly = true;
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${logs.join("\n")}`));
    });
    check();
  });
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    logs,
    async stop(signal = "SIGTERM") {
      const started = Date.now();
      child.kill(signal);
      const code = await exited;
      return { code, ms: Date.now() - started };
    },
  };
}

/**
 * A new empty database on a PostgreSQL server (TEST_DATABASE_URL by default);
 * drop() removes it even while something is still connected.
 */
export async function createPostgresDatabase(
  adminUrl = process.env.TEST_DATABASE_URL!,
  prefix = "pwani_e2e",
): Promise<{
  url: string;
  name: string;
  drop: () => Promise<void>;
}> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Waits for an e-mail in DATA_DIR/mail (the .eml outbox) that contains `text`. */
export async function waitForMail(
  dataDir: string,
  text: string,
  timeoutMs = 20_000,
): Promise<string> {
  const dir = path.join(dataDir, "mail");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      for (const file of readdirSync(dir).filter((f) => f.endsWith(".eml"))) {
        const content = readFileSync(path.join(dir, file), "utf8");
        if (content.includes(text)) return content;
      }
    } catch {
      // The directory appears with the first message.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail containing ${text}`);
}
