/**
 * Load benchmark of the public pages and the booking path on both databases (`npm run bench`).
 *
 *   tsx scripts/bench.ts [--duration 10] [--connections 50] [--warmup 2] [--db pglite,postgres]
 *
 * For PGlite (a fresh temporary DATA_DIR) and PostgreSQL (a fresh database on the server
 * of BENCH_DATABASE_URL, else TEST_DATABASE_URL; skipped when neither is set): migrates,
 * seeds the demo content and a year of existing bookings (about two thirds of the rooms
 * sold each night, a few peak nights sold out), starts the production server as users do
 * (`NODE_ENV=production node build/server/index.js`), warms up, then measures with autocannon
 * GET /api/rooms/available, the 12-month price calendar GET /api/rooms/{id}/availability
 * (one connection: the time one answer takes), POST /api/bookings and a guest's dated search
 * (`/rooms?checkIn&checkOut&adults=2`, 10 connections), then the public pages `/`, `/rooms` and
 * `/rooms/1` with the page cache on, the very same bytes served by nginx in the same run (when
 * Debian's nginx is installed), and the pages again on a server started with PAGE_CACHE=off;
 * records the server's memory after the load; stops the server and checks that no
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
import { DEFAULT_SITE_SETTINGS } from "~core/settings";
import type { RoomTypeDto } from "~core/types";
import { pricingPolicy } from "~server/services/booking/availability";
import { type FillSummary, fillYearOfBookings } from "./bench/fill";
import {
  CALENDAR_CONNECTIONS,
  LOAD_EMAIL_DOMAIN,
  type LoadStats,
  REQUEST_TIMEOUT_SECONDS,
  runAvailability,
  runBookings,
  runCalendar,
  runDatedSearch,
  SEARCH_CONNECTIONS,
} from "./bench/load";
import { type Nginx, PAGES, pageBodies, rssMb, runPage, startNginx } from "./bench/pages";
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
  /** The 12-month price calendar of one room type (GET /api/rooms/{id}/availability). */
  calendarP95Ms: 50,
  bookingsPerSecond: 200,
  connections: 50,
  /** Cached public pages: at least this share of nginx's requests per second, same run. */
  cachedShareOfNginx: 0.25,
  cachedP99Ms: 50,
  /** The rooms page searched for dates (never cached), at SEARCH_CONNECTIONS connections. */
  datedSearchP95Ms: 200,
  rssMb: { pglite: 350, postgres: 250 },
  maxLatencyMs: 2000,
} as const;

type PageStats = Record<string, LoadStats>;

interface PagesResult {
  cached: PageStats;
  nginx?: PageStats;
  nginxVersion?: string;
  /** Why there is no nginx figure. */
  nginxSkipped?: string;
  uncached: PageStats;
  /** Resident memory of the server after its load, per server (cache on, cache off). */
  rssMb: { cached: number | null; uncached: number | null };
}

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
  calendar?: LoadStats;
  bookings?: LoadStats;
  verification?: Verification;
  /** GET /rooms?checkIn&checkOut&adults=2 on varied dates, on the server with its page cache. */
  search?: LoadStats;
  pages?: PagesResult;
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

function checkTargets(result: DatabaseResult, options: Options): TargetCheck[] {
  const checks: TargetCheck[] = [];
  if (result.availability) {
    const p95 = result.availability.latencyMs.p95;
    checks.push({
      target: `availability p95 < ${TARGETS.availabilityP95Ms} ms at ${result.availability.connections} connections`,
      value: `${p95} ms`,
      met: p95 < TARGETS.availabilityP95Ms,
    });
  }
  if (result.calendar) {
    const p95 = result.calendar.latencyMs.p95;
    checks.push({
      target: `12-month price calendar p95 < ${TARGETS.calendarP95Ms} ms at ${result.calendar.connections} connections`,
      value: `${p95} ms`,
      met: result.calendar.ok > 0 && p95 < TARGETS.calendarP95Ms,
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
  if (result.search) {
    checks.push({
      target: `dated search /rooms?checkIn&checkOut p95 < ${TARGETS.datedSearchP95Ms} ms at ${SEARCH_CONNECTIONS} connections`,
      value: `${result.search.latencyMs.p95} ms (${result.search.requestsPerSecond} req/s)`,
      met: result.search.ok > 0 && result.search.latencyMs.p95 < TARGETS.datedSearchP95Ms,
    });
  }
  const pages = result.pages;
  if (pages) {
    for (const page of PAGES) {
      const cached = pages.cached[page];
      const nginx = pages.nginx?.[page];
      if (cached && nginx) {
        const share =
          nginx.requestsPerSecond > 0 ? cached.requestsPerSecond / nginx.requestsPerSecond : 0;
        checks.push({
          target: `cached ${page} >= ${TARGETS.cachedShareOfNginx} of nginx's req/s`,
          value: `${share.toFixed(3)} (${cached.requestsPerSecond} vs ${nginx.requestsPerSecond} req/s)`,
          met: share >= TARGETS.cachedShareOfNginx,
        });
      } else if (cached) {
        checks.push({
          target: `cached ${page} >= ${TARGETS.cachedShareOfNginx} of nginx's req/s`,
          value: `not measured: ${pages.nginxSkipped ?? "no nginx figure"}`,
          met: false,
        });
      }
      if (cached) {
        checks.push({
          target: `cached ${page} p99 < ${TARGETS.cachedP99Ms} ms`,
          value: cached.responses > 0 ? `${cached.latencyMs.p99} ms` : "no answers",
          met: cached.responses > 0 && cached.latencyMs.p99 < TARGETS.cachedP99Ms,
        });
      }
    }
    const limit = TARGETS.rssMb[result.database];
    const rss = Math.max(pages.rssMb.cached ?? 0, pages.rssMb.uncached ?? 0);
    checks.push({
      target: `server RSS after the load < ${limit} MB`,
      value: `${pages.rssMb.cached ?? "?"} MB (cache on), ${pages.rssMb.uncached ?? "?"} MB (cache off)`,
      met: rss > 0 && rss < limit,
    });
  }
  const runs = [
    result.availability,
    result.bookings,
    ...Object.values(pages?.cached ?? {}),
    ...Object.values(pages?.uncached ?? {}),
    result.search,
  ].filter((stats): stats is LoadStats => Boolean(stats));
  if (runs.length > 0) {
    const slowest = Math.max(...runs.map((stats) => stats.latencyMs.max));
    checks.push({
      target: `no request over ${TARGETS.maxLatencyMs} ms at ${options.connections} connections`,
      value: `slowest ${slowest} ms`,
      met: slowest <= TARGETS.maxLatencyMs,
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

/** Each public page: a short warm-up at 10 connections, then the measured run. */
async function measurePages(
  url: string,
  options: Options,
  log: (line: string) => void,
  label: string,
): Promise<PageStats> {
  const stats: PageStats = {};
  // Every page is warmed before any is measured: the pages share most of their code, and
  // warming each just before its own run measured the first page on a colder JIT than
  // the others (a server in production has long been warm).
  if (options.warmup > 0) {
    for (const page of PAGES) {
      await runPage({ url, connections: 10, duration: Math.min(options.warmup, 2) }, page);
    }
  }
  for (const page of PAGES) {
    log(`${label} GET ${page}: ${options.duration} s at ${options.connections} connections`);
    stats[page] = await runPage(
      { url, connections: options.connections, duration: options.duration },
      page,
    );
  }
  return stats;
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
    log(
      `GET /api/rooms/{id}/availability (12 months): ${options.duration} s at ${CALENDAR_CONNECTIONS} connections`,
    );
    result.calendar = await runCalendar(
      { ...load, connections: CALENDAR_CONNECTIONS },
      rooms.map((room) => room.id),
    );
    log(`POST /api/bookings: ${options.duration} s at ${options.connections} connections`);
    result.bookings = await runBookings(load, rooms, policy);
    result.failures.push(
      ...loadFailures("availability", result.availability),
      ...loadFailures("price calendar", result.calendar),
      ...loadFailures("bookings", result.bookings),
    );

    // A guest's dated search: the rooms page for dates, which no cache keeps.
    log(
      `GET /rooms?checkIn&checkOut&adults=2: ${options.duration} s at ${SEARCH_CONNECTIONS} connections`,
    );
    result.search = await runDatedSearch({ ...load, connections: SEARCH_CONNECTIONS });
    result.failures.push(...loadFailures("dated search", result.search));

    // The public pages, cached, and the very same bytes from nginx.
    await drain(server.url);
    const pages: PagesResult = {
      cached: {},
      uncached: {},
      rssMb: { cached: null, uncached: null },
    };
    result.pages = pages;
    const bodies = await pageBodies(server.url);
    pages.cached = await measurePages(server.url, options, log, "cached");
    pages.rssMb.cached = rssMb(server.process.pid);
    let nginx: Nginx | null = null;
    try {
      nginx = await startNginx(bodies);
      if (nginx) {
        pages.nginxVersion = nginx.version;
        pages.nginx = await measurePages(nginx.url, options, log, "nginx");
      } else {
        pages.nginxSkipped = "nginx is not installed (apt-get install -y nginx-light)";
        log(pages.nginxSkipped);
      }
    } finally {
      await nginx?.stop();
    }
    for (const [name, stats] of Object.entries({ ...pages.cached })) {
      result.failures.push(...loadFailures(`cached ${name}`, stats));
    }

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

    // The same pages rendered on every request: a server started with PAGE_CACHE=off.
    server = await startBenchServer(target, { PAGE_CACHE: "off" });
    log(`server with PAGE_CACHE=off up at ${server.url}`);
    const uncached = await measurePages(server.url, options, log, "uncached");
    if (result.pages) {
      result.pages.uncached = uncached;
      result.pages.rssMb.uncached = rssMb(server.process.pid);
    }
    for (const [name, stats] of Object.entries(uncached)) {
      result.failures.push(...loadFailures(`uncached ${name}`, stats));
    }
    await drain(server.url);
    await server.stop();
    server = undefined;
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
  result.targets = checkTargets(result, options);
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
  add("GET /api/rooms/{id}/availability (12 months)", result.calendar);
  add("POST /api/bookings", result.bookings);
  add("GET /rooms?checkIn&checkOut&adults=2 (dated search)", result.search);
  for (const page of PAGES) {
    add(`GET ${page} (cached)`, result.pages?.cached[page]);
    add(`GET ${page} (nginx)`, result.pages?.nginx?.[page]);
    add(`GET ${page} (PAGE_CACHE=off)`, result.pages?.uncached[page]);
  }
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
