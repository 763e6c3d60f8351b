/**
 * Backup and restore (`npm run backup`, `npm run restore ARCHIVE`): one tar.gz holding
 * manifest.json (with a SHA-256 of every file), the database and DATA_DIR/uploads, plus
 * DATA_DIR/app-secret when the site generated one (stored provider keys and booking
 * links need it). The embedded database is dumped with PGlite's own dumpDataDir(): by the
 * running site itself (the admin's download, or `npm run backup` asking it through
 * DATA_DIR/backup-endpoint.json), or by the script when the site is stopped (PGlite belongs
 * to one process). PostgreSQL with pg_dump's custom format, also while the site runs.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import {
  copyFile,
  link,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import * as tar from "tar";
import type { DatabaseKind, EmbeddedDatabase } from "../../db/client";
import { DataDirLockedError, lockDataDirectory } from "../../db/pglite-lock";
import type { Env } from "../../env";
import {
  BackupError,
  type BackupManifest,
  DB_FILES,
  exists,
  extract,
  listFiles,
  readJournal,
  readManifest,
  SECRET_FILE,
  sha256,
  verifyContents,
} from "./backup-archive";

export { BackupError, type BackupManifest } from "./backup-archive";

/** The embedded database is held by the running site: ask it (backup-endpoint.json). */
export class SiteRunningError extends BackupError {}

type BackupEnv = Pick<Env, "dataDir" | "databaseUrl">;

const KIND_NAMES = { pglite: "an embedded (PGlite)", postgres: "a PostgreSQL" } as const;

export interface BackupOptions {
  /** Where to write the archive (default DATA_DIR/backups/pwani-backup-<UTC time>.tar.gz). */
  out?: string;
  /** Directory of pg_dump/pg_restore (default: found on PATH). */
  pgBinDir?: string;
  now?: Date;
  /**
   * The running site's own PGlite client: the dump is taken by the process that holds
   * the database, between two of its transactions, without stopping it.
   */
  live?: EmbeddedDatabase;
}

/** The archive's name for a backup made at `now`: pwani-backup-20310102T030405Z.tar.gz. */
export function backupFileName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return `pwani-backup-${stamp}.tar.gz`;
}

export async function createBackup(
  env: BackupEnv,
  options: BackupOptions = {},
): Promise<{ file: string; manifest: BackupManifest }> {
  const kind: DatabaseKind = env.databaseUrl ? "postgres" : "pglite";
  const now = options.now ?? new Date();
  const file = path.resolve(options.out ?? path.join(env.dataDir, "backups", backupFileName(now)));
  if (await exists(file)) throw new BackupError(`${file} already exists: choose another --out.`);
  // Held to the end: the site cannot start (and change uploads) halfway through. The
  // running site holds it already when it makes the backup itself.
  const release = kind === "pglite" && !options.live ? lockForMaintenance(env.dataDir) : () => {};

  // Staged inside DATA_DIR so uploads can be hard-linked instead of copied.
  const staging = path.join(env.dataDir, "backups", `.staging-${randomBytes(6).toString("hex")}`);
  try {
    await mkdir(path.join(env.dataDir, "backups"), { recursive: true, mode: 0o700 });
    await mkdir(path.join(staging, "database"), { recursive: true });
    const dbFile = path.join(staging, DB_FILES[kind]);
    const migrations =
      kind === "postgres"
        ? await dumpPostgres(env.databaseUrl as string, dbFile, options.pgBinDir)
        : options.live
          ? await dumpLivePglite(options.live, dbFile)
          : await dumpPglite(env.dataDir, dbFile);
    const secret = path.join(env.dataDir, SECRET_FILE);
    if (!env.databaseUrl && (await exists(secret)))
      await copyFile(secret, path.join(staging, SECRET_FILE));
    const uploads = path.join(env.dataDir, "uploads");
    for (const relative of await listFiles(uploads)) {
      const target = path.join(staging, "uploads", relative);
      await mkdir(path.dirname(target), { recursive: true });
      await link(path.join(uploads, relative), target).catch(() =>
        copyFile(path.join(uploads, relative), target),
      );
    }

    const contents = [];
    for (const relative of await listFiles(staging)) {
      const full = path.join(staging, relative);
      contents.push({ path: relative, size: (await stat(full)).size, sha256: await sha256(full) });
    }
    const journal = await readJournal();
    const manifest: BackupManifest = {
      format: "pwani-backup",
      formatVersion: 1,
      createdAt: now.toISOString(),
      database: { kind, migrations },
      app: journal,
      contents,
    };
    await writeFile(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);

    // Written beside the target and renamed: a failed backup leaves no half archive.
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.partial-${randomBytes(4).toString("hex")}`;
    try {
      const entries = [
        "manifest.json",
        ...(await readdir(staging)).filter((n) => n !== "manifest.json"),
      ];
      await tar.c(
        { gzip: true, cwd: staging, portable: true, file: partial, mode: 0o600 },
        entries,
      );
      await rename(partial, file);
    } finally {
      await rm(partial, { force: true });
    }
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
    release();
  }
}

export interface RestoreOptions {
  /** Replace a database that has tables, or an embedded data directory that is not empty. */
  force?: boolean;
  pgBinDir?: string;
}

export interface RestoreSummary {
  kind: DatabaseKind;
  createdAt: string;
  bookings: number;
  /** Files restored under DATA_DIR/uploads (images and their sizes). */
  uploadFiles: number;
  /** PostgreSQL: uploaded files held in the database (stored_files), when that table exists. */
  storedFiles: number | null;
  appSecretRestored: boolean;
}

export async function restoreBackup(
  env: BackupEnv,
  archive: string,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  const kind: DatabaseKind = env.databaseUrl ? "postgres" : "pglite";
  const source = path.resolve(archive);
  if (!(await exists(source))) throw new BackupError(`${source} does not exist.`);

  const release = kind === "pglite" ? lockForMaintenance(env.dataDir) : () => {};
  const staging = path.join(env.dataDir, `.restore-${randomBytes(6).toString("hex")}`);
  try {
    await mkdir(staging, { recursive: true, mode: 0o700 });
    // First the manifest alone: a wrong or foreign archive is refused before unpacking it all.
    await extract(source, staging, (entry) => entry === "manifest.json");
    const manifest = await readManifest(staging, source);
    if (manifest.database.kind !== kind) {
      throw new BackupError(
        `${source} holds ${KIND_NAMES[manifest.database.kind]} database but this site uses ` +
          `${KIND_NAMES[kind]} one (${kind === "postgres" ? "DATABASE_URL is set" : "DATABASE_URL is not set"}): ` +
          "restore it where the same kind of database is configured.",
      );
    }
    const known = (await readJournal()).migrations;
    if (manifest.database.migrations > known) {
      throw new BackupError(
        `${source} was made by a newer version of the site (${manifest.database.migrations} migrations, ` +
          `this one knows ${known}): update the site first.`,
      );
    }
    if (!options.force) await refuseIfNotEmpty(env, kind);

    await extract(source, staging, (entry) => entry !== "manifest.json");
    await verifyContents(staging, manifest, source);

    const dbFile = path.join(staging, DB_FILES[kind]);
    let bookings: number;
    let storedFiles: number | null = null;
    if (kind === "pglite") {
      const fresh = path.join(staging, "pglite-restored");
      const client = new PGlite(fresh, { loadDataDir: new Blob([await readFile(dbFile)]) });
      try {
        await client.waitReady;
        bookings = (await countRows((q) => client.query(q), "public.bookings")) ?? 0;
      } finally {
        await client.close();
      }
      await replaceDirectory(path.join(env.dataDir, "pglite"), fresh, staging);
    } else {
      await runProgram(options.pgBinDir, "pg_restore", env.databaseUrl as string, [
        "--clean",
        "--if-exists",
        "--no-owner",
        "--no-privileges",
        "--single-transaction",
        "--exit-on-error",
        dbFile,
      ]);
      const client = new pg.Client({ connectionString: env.databaseUrl });
      await client.connect();
      try {
        bookings = (await countRows((q) => client.query(q), "public.bookings")) ?? 0;
        storedFiles = await countRows((q) => client.query(q), "public.stored_files");
      } finally {
        await client.end();
      }
    }

    const uploads = path.join(staging, "uploads");
    await mkdir(uploads, { recursive: true });
    const uploadFiles = (await listFiles(uploads)).length;
    await replaceDirectory(path.join(env.dataDir, "uploads"), uploads, staging);
    const appSecretRestored = manifest.contents.some((c) => c.path === SECRET_FILE);
    if (appSecretRestored) {
      await writeFile(
        path.join(env.dataDir, SECRET_FILE),
        await readFile(path.join(staging, SECRET_FILE)),
        { mode: 0o600 },
      );
    }
    return {
      kind,
      createdAt: manifest.createdAt,
      bookings,
      uploadFiles,
      storedFiles,
      appSecretRestored,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
    release();
  }
}

/** The PGlite lock, or one sentence saying the site must be stopped. */
function lockForMaintenance(dataDir: string): () => void {
  try {
    return lockDataDirectory(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new SiteRunningError(
      `The embedded database in ${dataDir} is in use (the site is running): download the backup ` +
        "from the admin (Backups), or stop the site first.",
    );
  }
}

async function dumpPglite(dataDir: string, target: string): Promise<number> {
  const directory = path.join(dataDir, "pglite");
  if (!(await exists(path.join(directory, "PG_VERSION")))) {
    throw new BackupError(`There is no embedded database in ${directory}: nothing to back up.`);
  }
  const client = new PGlite(directory);
  try {
    await client.waitReady;
    const migrations = await countRows((q) => client.query(q), "drizzle.__drizzle_migrations");
    const dump = await client.dumpDataDir("none");
    await writeFile(target, new Uint8Array(await dump.arrayBuffer()));
    return migrations ?? 0;
  } finally {
    await client.close();
  }
}

/**
 * The dump of the database this process serves. Inside a transaction of PGlite's own:
 * the site's other transactions wait for it, so the copy falls between two of them, and
 * dumpDataDir holds PGlite's query lock while it reads the files.
 */
async function dumpLivePglite(client: EmbeddedDatabase, target: string): Promise<number> {
  const migrations = await countRows((q) => client.query(q), "drizzle.__drizzle_migrations");
  const dump = await client.transaction(() => client.dumpDataDir("none"));
  await writeFile(target, new Uint8Array(await dump.arrayBuffer()));
  return migrations ?? 0;
}

/**
 * A backup made by the running site for download: its file name, size and bytes. The
 * archive is unlinked as soon as it is open, so nothing stays behind in DATA_DIR.
 */
export async function backupForDownload(
  env: BackupEnv,
  live: EmbeddedDatabase | undefined,
  pgBinDir?: string,
): Promise<{ name: string; size: number; body: ReadableStream<Uint8Array> }> {
  const now = new Date();
  const name = backupFileName(now);
  const directory = path.join(
    env.dataDir,
    "backups",
    `.download-${randomBytes(6).toString("hex")}`,
  );
  try {
    await mkdir(directory, { recursive: true, mode: 0o700 });
    const { file } = await createBackup(env, {
      out: path.join(directory, name),
      now,
      live,
      pgBinDir,
    });
    const handle = await open(file, "r");
    const { size } = await handle.stat();
    const stream = createReadStream("", { fd: handle });
    return {
      name,
      size,
      body: Readable.toWeb(stream) as ReadableStream<Uint8Array>,
    };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

async function dumpPostgres(url: string, target: string, binDir?: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let migrations: number | null;
  try {
    migrations = await countRows((q) => client.query(q), "drizzle.__drizzle_migrations");
  } finally {
    await client.end();
  }
  await runProgram(binDir, "pg_dump", url, ["--format=custom", `--file=${target}`]);
  return migrations ?? 0;
}

/** Rows of a table, or null when it does not exist. */
async function countRows(
  query: (text: string) => Promise<{ rows: unknown[] }>,
  table: string,
): Promise<number | null> {
  const { rows } = await query(`SELECT to_regclass('${table}') IS NOT NULL AS "exists"`);
  if (!(rows[0] as { exists: boolean }).exists) return null;
  const result = await query(`SELECT count(*)::int AS n FROM ${table}`);
  return (result.rows[0] as { n: number }).n;
}

/** Runs pg_dump or pg_restore on a DATABASE_URL; the password goes in PGPASSWORD, not argv. */
function runProgram(
  binDir: string | undefined,
  program: "pg_dump" | "pg_restore",
  url: string,
  args: string[],
): Promise<void> {
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = "";
  // biome-ignore lint/style/noProcessEnv: the client programs need PATH, HOME and PG* settings.
  const childEnv = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  const command = binDir ? path.join(binDir, program) : program;
  return new Promise((resolve, reject) => {
    const child = spawn(command, [`--dbname=${address.toString()}`, ...args], {
      env: childEnv,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      if (stderr.length < 8000) stderr += chunk.toString();
    });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new BackupError(
              `${program} was not found: install the PostgreSQL client programs ` +
                "(Debian/Ubuntu package postgresql-client, the server's major version or newer).",
            )
          : error,
      ),
    );
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${program} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

async function refuseIfNotEmpty(env: BackupEnv, kind: DatabaseKind) {
  let holds: string | null = null;
  if (kind === "pglite") {
    const db = path.join(env.dataDir, "pglite");
    if ((await readdir(db).catch(() => [])).length > 0) holds = `a database (${db})`;
  } else {
    const client = new pg.Client({ connectionString: env.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
      );
      if ((rows[0]?.n ?? 0) > 0) holds = `a database with ${rows[0]?.n} tables`;
    } finally {
      await client.end();
    }
  }
  const uploads = path.join(env.dataDir, "uploads");
  if (!holds && (await listFiles(uploads)).length > 0) holds = `uploaded files (${uploads})`;
  if (holds) {
    throw new BackupError(
      `The target already holds ${holds}: give --force to replace it (npm run restore -- ARCHIVE --force), or restore into an empty one.`,
    );
  }
}

/** Moves `fresh` to `target`; what was there goes into `trash` (deleted with it). */
async function replaceDirectory(target: string, fresh: string, trash: string) {
  if (await exists(target)) await rename(target, path.join(trash, `old-${path.basename(target)}`));
  await rename(fresh, target);
}
