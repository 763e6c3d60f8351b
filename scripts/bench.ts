/**
 * Load benchmark of the booking path on both databases (`npm run bench`).
 *
 *   tsx scripts/bench.ts [--duration 10] [--connections 50] [--warmup 2] [--db pglite,postgres]
 *
 * For PGlite (a fresh temporary DATA_DIR) and PostgreSQL (a fresh database on the server
 * of BENCH_DATABASE_URL, else TEST_DATABASE_URL; skipped when neither is set): migrates,
 * seeds the demo content and a year of existing bookings (about two thirds of the rooms
 * sold each night, a few peak nights sold out), starts the production server as users do
 * (`NODE_ENV=production node build/server/index.js`), warms up, then measures with autocannon
 * GET /api/rooms/available and POST /api/bookings, stops the server and checks that no
 * night is overbooked and that bookings and inventory agree. Prints a table per database,
 * writes bench-results.json. The targets are informational; the exit code is 1 only when
 * something is broken (unexpected answers, overbooking, a crash).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import { DEFAULT_SITE_SETTINGS } from "../core/settings";
import type { RoomTypeDto } from "../core/types";
import { pricingPolicy } from "../server/services/availability";
import { type FillSummary, fillYearOfBookings } from "./bench/fill";
import {
  LOAD_EMAIL_DOMAIN,
  type LoadStats,
  REQUEST_TIMEOUT_SECONDS,
  runAvailability,
  runBookings,
} from "./bench/load";
import {
  type BenchServer,
  createBenchDatabase,
  type DatabaseTarget,
  migrateAndSeed,
  openTarget,
  startBenchServer,
} from "./bench/server";
import { type Verification, verifyInventory } from "./bench/verify";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS_FILE = path.join(ROOT, "bench-results.json");

export const TARGETS = {
  availabilityP95Ms: 20,
  bookingsPerSecond: 200,
  connections: 50,
} as const;

type DatabaseName = "pglite" | "postgres";

interface Options {
  duration: number;
  warmup: number;
  connections: number;
  databases: DatabaseName[];
}

interface TargetCheck {
  target: string;
  value: string;
  met: boolean;
}

interface DatabaseResult {
  database: DatabaseName;
  skipped?: string;
  fill?: FillSummary & { seconds: number };
  warmup?: { availability: LoadStats; bookings: LoadStats };
  availability?: LoadStats;
  bookings?: LoadStats;
  verification?: Verification;
  targets: TargetCheck[];
  /** Anything that means the system (or the benchmark) is broken: exit 1. */
  failures: string[];
}

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: "string", default: "10" },
      warmup: { type: "string", default: "2" },
      connections: { type: "string", default: String(TARGETS.connections) },
      db: { type: "string", default: "pglite,postgres" },
    },
  });
  const positive = (name: string, raw: string | undefined, min: number) => {
    const value = Number(raw);
    if (!Number.isFinite(value) || value < min)
      throw new Error(`--${name} takes a number >= ${min}`);
    return value;
  };
  const databases = (values.db ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of databases) {
    if (name !== "pglite" && name !== "postgres") {
      throw new Error(`--db takes pglite and/or postgres, not ${name}`);
    }
  }
  return {
    duration: positive("duration", values.duration, 1),
    warmup: positive("warmup", values.warmup, 0),
    connections: Math.round(positive("connections", values.connections, 1)),
    databases: databases as DatabaseName[],
  };
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

async function canConnect(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

function checkTargets(result: DatabaseResult): TargetCheck[] {
  const checks: TargetCheck[] = [];
  if (result.availability) {
    const p95 = result.availability.latencyMs.p95;
    checks.push({
      target: `availability p95 < ${TARGETS.availabilityP95Ms} ms at ${result.availability.connections} connections`,
      value: `${p95} ms`,
      met: p95 < TARGETS.availabilityP95Ms,
    });
  }
  if (result.bookings) {
    const rate = result.bookings.okPerSecond;
    checks.push({
      target: `bookings >= ${TARGETS.bookingsPerSecond}/s (201 Created per second)`,
      value: `${rate}/s`,
      met: rate >= TARGETS.bookingsPerSecond,
    });
  }
  const timeouts = (result.availability?.timeouts ?? 0) + (result.bookings?.timeouts ?? 0);
  if (result.availability || result.bookings) {
    checks.push({
      target: `no request unanswered after ${REQUEST_TIMEOUT_SECONDS} s`,
      value: `${timeouts} timeouts`,
      met: timeouts === 0,
    });
  }
  if (result.verification) {
    const v = result.verification;
    checks.push({
      target: "zero overbooking, bookings and inventory agree",
      value: `${v.overbookedNights} overbooked, ${v.mismatchedNights} mismatched nights`,
      met: v.overbookedNights === 0 && v.mismatchedNights === 0,
    });
  }
  return checks;
}

function loadFailures(name: string, stats: LoadStats): string[] {
  if (stats.errors === 0) return [];
  const kinds = Object.entries(stats.errorKinds)
    .map(([kind, count]) => `${count} x ${kind}`)
    .join(", ");
  return [
    `${name}: ${stats.errors} unexpected answers (${kinds}); e.g. ${stats.errorSamples[0] ?? ""}`,
  ];
}

/** Waits until the server answers /api/health promptly again (its backlog is done). */
async function drain(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    const ok = await fetch(`${url}/api/health`)
      .then(async (response) => (await response.text()) !== "" && response.ok)
      .catch(() => false);
    if (ok && performance.now() - started < 100) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

async function benchDatabase(
  database: DatabaseName,
  options: Options,
  adminUrl: string | undefined,
): Promise<DatabaseResult> {
  const result: DatabaseResult = { database, targets: [], failures: [] };
  if (database === "postgres") {
    if (!adminUrl) {
      result.skipped =
        "neither BENCH_DATABASE_URL nor TEST_DATABASE_URL is set (e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres)";
      console.log(`\n[postgres] skipped: ${result.skipped}`);
      return result;
    }
    const problem = await canConnect(adminUrl);
    if (problem) {
      result.failures.push(
        `cannot connect to ${new URL(adminUrl).host}: ${problem} (start it with: pg_ctlcluster --skip-systemctl-redirect 15 main start)`,
      );
      return result;
    }
  }
  const log = (line: string) => console.log(`[${database}] ${line}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), `pwani-bench-${database}-`));
  const pgDatabase =
    database === "postgres" && adminUrl ? await createBenchDatabase(adminUrl) : undefined;
  const target: DatabaseTarget = { dataDir, databaseUrl: pgDatabase?.url };
  let server: BenchServer | undefined;
  try {
    console.log("");
    log(pgDatabase ? `database ${pgDatabase.name}` : `DATA_DIR ${dataDir}`);
    const policy = pricingPolicy(DEFAULT_SITE_SETTINGS);
    let started = performance.now();
    const handle = await openTarget(target);
    try {
      await migrateAndSeed(handle);
      const fill = await fillYearOfBookings(handle.db, policy);
      result.fill = { ...fill, seconds: seconds(started) };
      log(
        `migrated, seeded and filled in ${result.fill.seconds} s: ${fill.bookings} bookings, ` +
          `${(fill.occupancy * 100).toFixed(1)} % of ${fill.capacityNights} room-nights sold, ` +
          `${fill.soldOutNights} room type-nights sold out (${fill.from} to ${fill.to})`,
      );
    } finally {
      await handle.close();
    }

    started = performance.now();
    server = await startBenchServer(target);
    log(`server up at ${server.url} in ${seconds(started)} s`);
    const rooms = (await (await fetch(`${server.url}/api/rooms`)).json()) as RoomTypeDto[];
    if (!Array.isArray(rooms) || rooms.length === 0)
      throw new Error("GET /api/rooms gave no rooms");

    if (options.warmup > 0) {
      const warm = { url: server.url, connections: 10, duration: options.warmup };
      log(`warm-up: ${options.warmup} s per endpoint at 10 connections`);
      result.warmup = {
        availability: await runAvailability(warm),
        bookings: await runBookings(warm, rooms, policy),
      };
      result.failures.push(
        ...loadFailures("warm-up availability", result.warmup.availability),
        ...loadFailures("warm-up bookings", result.warmup.bookings),
      );
    }
    const load = { url: server.url, connections: options.connections, duration: options.duration };
    log(`GET /api/rooms/available: ${options.duration} s at ${options.connections} connections`);
    result.availability = await runAvailability(load);
    log(`POST /api/bookings: ${options.duration} s at ${options.connections} connections`);
    result.bookings = await runBookings(load, rooms, policy);
    result.failures.push(
      ...loadFailures("availability", result.availability),
      ...loadFailures("bookings", result.bookings),
    );

    // Autocannon stops with requests in flight; let the server finish them before SIGTERM
    // (tsx kills a child that does not acknowledge the signal within a few ms).
    await drain(server.url);
    // PGlite belongs to one process: stop the server before opening its DATA_DIR.
    const code = await server.stop();
    const stoppedServer = server;
    server = undefined;
    if (code !== 0) {
      result.failures.push(
        `the server exited with ${code} on SIGTERM:\n${stoppedServer.logs.slice(-10).join("\n")}`,
      );
    }
    const check = await openTarget(target);
    try {
      result.verification = await verifyInventory(check.db, LOAD_EMAIL_DOMAIN);
    } finally {
      await check.close();
    }
    const v = result.verification;
    const created = (result.warmup?.bookings.ok ?? 0) + result.bookings.ok;
    // Answers still in flight when a run stopped, or given up on (timeouts), were not
    // counted; their bookings may exist.
    const inFlight =
      (result.warmup ? 10 + result.warmup.bookings.timeouts : 0) +
      options.connections +
      result.bookings.timeouts;
    log(
      `verified: ${v.bookings} bookings (${v.loadBookings} made by the runs, ${created} answered 201), ` +
        `${v.inventoryRows} inventory rows, ${v.overbookedNights} overbooked, ${v.mismatchedNights} mismatched nights`,
    );
    if (v.overbookedNights > 0) result.failures.push(`${v.overbookedNights} nights overbooked`);
    if (v.mismatchedNights > 0) {
      result.failures.push(
        `${v.mismatchedNights} nights where bookings and inventory disagree: ${v.examples.join("; ")}`,
      );
    }
    if (v.bookings - v.loadBookings !== result.fill?.bookings) {
      result.failures.push(
        `${v.bookings - v.loadBookings} pre-filled bookings in the database, expected ${result.fill?.bookings}`,
      );
    }
    if (v.loadBookings < created || v.loadBookings > created + inFlight) {
      result.failures.push(
        `${v.loadBookings} bookings made by the runs in the database, but ${created} answers were 201 ` +
          `(at most ${inFlight} more could have been in flight)`,
      );
    }
  } catch (error) {
    result.failures.push(
      `benchmark aborted: ${error instanceof Error ? error.message : String(error)}`,
    );
    if (server) {
      result.failures.push(`server logs:\n${server.logs.slice(-10).join("\n")}`);
    }
  } finally {
    await server?.stop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    await pgDatabase?.drop().catch((error: unknown) => {
      result.failures.push(`could not drop ${pgDatabase.name}: ${String(error)}`);
    });
  }
  result.targets = checkTargets(result);
  return result;
}

function printResult(result: DatabaseResult) {
  console.log(`\n=== ${result.database} ===`);
  if (result.skipped) {
    console.log(`skipped: ${result.skipped}`);
    return;
  }
  const rows: Record<string, Record<string, string | number>> = {};
  const add = (name: string, stats: LoadStats | undefined) => {
    if (!stats) return;
    rows[name] = {
      "req/s": stats.requestsPerSecond,
      "2xx/s": stats.okPerSecond,
      "p50 ms": stats.latencyMs.p50,
      "p95 ms": stats.latencyMs.p95,
      "p99 ms": stats.latencyMs.p99,
      "max ms": stats.latencyMs.max,
      "2xx": stats.ok,
      "409 unavailable": stats.unavailable,
      errors: stats.errors,
      timeouts: stats.timeouts,
    };
  };
  add("GET /api/rooms/available", result.availability);
  add("POST /api/bookings", result.bookings);
  if (Object.keys(rows).length > 0) console.table(rows);
  for (const check of result.targets) {
    console.log(`  ${check.met ? "met   " : "MISSED"}  ${check.target}: ${check.value}`);
  }
  for (const failure of result.failures) console.error(`  FAILURE  ${failure}`);
}

async function main(): Promise<number> {
  let options: Options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(
      `${error instanceof Error ? error.message : String(error)}\n` +
        "usage: tsx scripts/bench.ts [--duration 10] [--connections 50] [--warmup 2] [--db pglite,postgres]",
    );
    return 2;
  }
  process.chdir(ROOT); // runServer starts build/server/index.js from the working directory
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
  const startedAt = new Date().toISOString();
  const results: DatabaseResult[] = [];
  for (const database of options.databases) {
    results.push(await benchDatabase(database, options, adminUrl));
  }
  for (const result of results) printResult(result);

  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify(
      {
        startedAt,
        finishedAt: new Date().toISOString(),
        machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
        options,
        targets: TARGETS,
        results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nFigures written to ${RESULTS_FILE}`);
  const failures = results.flatMap((result) => result.failures);
  if (failures.length > 0) {
    console.error(`${failures.length} failure(s): see above.`);
    return 1;
  }
  const checks = results.flatMap((result) => result.targets);
  const missed = checks.filter((check) => !check.met);
  console.log(
    checks.length === 0
      ? "Nothing was measured."
      : missed.length === 0
        ? "Every target met."
        : `${missed.length} target(s) missed (informational; nothing is broken).`,
  );
  return 0;
}

const code = await main().catch((error: unknown) => {
  console.error(error);
  return 1;
});
process.exit(code);
