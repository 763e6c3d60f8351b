/**
 * `npm run backup` / `npm run restore`: a round trip through a real data directory
 * (PGlite on disk, or two fresh PostgreSQL databases) and the archives a restore refuses.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import pg from "pg";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~server/db/client";
import { runMigrations } from "~server/db/migrate";
import { openDatabase } from "~server/db/open";
import { bookings, roomTypes } from "~server/db/schema";
import { testDatabaseKind } from "~server/db/test-database";
import { createBackup, restoreBackup } from "~server/services/ops/backup";
import { seedDemoContent } from "../../demo/seed";

const SLOW = 120_000;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "pwani-backup-test-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

interface Site {
  dataDir: string;
  databaseUrl: string | undefined;
}

/** Migrates and seeds the site's database, adds a booking and writes an uploaded image. */
async function prepareSite(site: Site, guest: string): Promise<Buffer> {
  const database = await openDatabase(site);
  try {
    await runMigrations(database.db, database.kind);
    await seedDemoContent(database.db);
    await insertBooking(database.db, guest);
  } finally {
    await database.close();
  }
  const image = randomBytes(3000);
  await writeUpload(site, "rooms/1/0123456789abcdef01234567.webp", image);
  return image;
}

async function writeUpload(site: Site, relative: string, bytes: Buffer) {
  const file = path.join(site.dataDir, "uploads", relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

async function insertBooking(db: Database, guest: string) {
  const [room] = await db.select().from(roomTypes).orderBy(asc(roomTypes.id)).limit(1);
  await db.insert(bookings).values({
    reference: `PB-${randomBytes(4).toString("hex").toUpperCase()}`,
    accessTokenHash: randomBytes(32).toString("hex"),
    roomTypeId: room!.id,
    checkIn: "2031-03-10",
    checkOut: "2031-03-13",
    nights: 3,
    adults: 2,
    roomCount: 1,
    firstName: guest,
    lastName: "Mwangi",
    email: `${guest.toLowerCase()}@example.com`,
    phone: "+254700000000",
    address: "1 Beach Road",
    city: "Mombasa",
    country: "KE",
    nightlyRate: 12_000,
    subtotal: 36_000,
    taxes: 5_400,
    totalAmount: 41_400,
    status: "confirmed",
  });
}

async function readBookings(site: Site) {
  const database = await openDatabase(site);
  try {
    return await database.db.select().from(bookings).orderBy(asc(bookings.id));
  } finally {
    await database.close();
  }
}

/** Every file under a directory with its SHA-256: a restore that refuses must not change it. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    result[path.relative(dir, file)] = createHash("sha256")
      .update(await readFile(file))
      .digest("hex");
  }
  return result;
}

/** Unpacks an archive, lets `change` edit it and packs it again. */
async function repack(archive: string, change: (dir: string) => Promise<void>): Promise<string> {
  const dir = await tempDir();
  await tar.x({ file: archive, cwd: dir });
  await change(dir);
  const out = path.join(await tempDir(), "changed.tar.gz");
  await tar.c({ gzip: true, cwd: dir, file: out }, await readdir(dir));
  return out;
}

const kind = testDatabaseKind();

describe.runIf(kind === "pglite")("backup and restore, embedded database", () => {
  let source: Site;
  let image: Buffer;
  let archive: string;

  beforeAll(async () => {
    source = { dataDir: await tempDir(), databaseUrl: undefined };
    image = await prepareSite(source, "Amina");
    archive = (await createBackup(source, { now: new Date("2031-01-02T03:04:05.678Z") })).file;
  }, SLOW);

  it(
    "restores the bookings, the images and the app secret into an empty data directory",
    async () => {
      expect(archive).toBe(
        path.join(source.dataDir, "backups", "pwani-backup-20310102T030405Z.tar.gz"),
      );
      expect((await stat(archive)).mode & 0o077).toBe(0);
      await writeFile(path.join(source.dataDir, "app-secret"), "s".repeat(48));
      const withSecret = (await createBackup(source, { out: path.join(await tempDir(), "b.tgz") }))
        .file;

      const target: Site = { dataDir: await tempDir(), databaseUrl: undefined };
      const summary = await restoreBackup(target, withSecret);

      const expected = await readBookings(source);
      expect(expected.map((b) => b.firstName)).toEqual(["Amina"]);
      expect(await readBookings(target)).toEqual(expected);
      expect(summary).toMatchObject({ kind: "pglite", bookings: 1, uploadFiles: 1 });
      expect(
        await readFile(path.join(target.dataDir, "uploads/rooms/1/0123456789abcdef01234567.webp")),
      ).toEqual(image);
      expect(await readFile(path.join(target.dataDir, "app-secret"), "utf8")).toBe("s".repeat(48));
      // Nothing of the restore's own work is left behind.
      expect((await readdir(target.dataDir)).sort()).toEqual(["app-secret", "pglite", "uploads"]);
    },
    SLOW,
  );

  it(
    "refuses a data directory that holds a database unless --force is given, changing nothing",
    async () => {
      const target: Site = { dataDir: await tempDir(), databaseUrl: undefined };
      await prepareSite(target, "Baraka");
      const before = await snapshot(target.dataDir);

      await expect(restoreBackup(target, archive)).rejects.toThrow(
        /already holds a database .*--force/,
      );
      expect(await snapshot(target.dataDir)).toEqual(before);
      expect((await readBookings(target)).map((b) => b.firstName)).toEqual(["Baraka"]);

      const summary = await restoreBackup(target, archive, { force: true });
      expect(summary.bookings).toBe(1);
      expect(await readBookings(target)).toEqual(await readBookings(source));
    },
    SLOW,
  );

  it("refuses uploads in the target without --force", async () => {
    const target: Site = { dataDir: await tempDir(), databaseUrl: undefined };
    await writeUpload(target, "blog/cover.webp", Buffer.from("mine"));
    await expect(restoreBackup(target, archive)).rejects.toThrow(/already holds uploaded files/);
    expect(await readdir(target.dataDir)).toEqual(["uploads"]);
  });

  it("refuses garbage and changed archives before touching the target", async () => {
    const target: Site = { dataDir: await tempDir(), databaseUrl: undefined };
    const garbage = path.join(await tempDir(), "garbage.tar.gz");
    await writeFile(garbage, randomBytes(4096));
    await expect(restoreBackup(target, garbage)).rejects.toThrow(/not a readable backup archive/);

    const changedImage = await repack(archive, (dir) =>
      writeFile(path.join(dir, "uploads/rooms/1/0123456789abcdef01234567.webp"), "evil"),
    );
    await expect(restoreBackup(target, changedImage)).rejects.toThrow(
      /damaged or was changed: uploads\/rooms\/1\/0123456789abcdef01234567\.webp does not match/,
    );

    const extraFile = await repack(archive, (dir) =>
      writeFile(path.join(dir, "uploads/extra.webp"), "x"),
    );
    await expect(restoreBackup(target, extraFile)).rejects.toThrow(/extra\.webp is not listed/);

    const withLink = await repack(archive, (dir) =>
      symlink("/etc/passwd", path.join(dir, "uploads/passwd.webp")),
    );
    await expect(restoreBackup(target, withLink)).rejects.toThrow(
      /not a backup archive: it holds uploads\/passwd\.webp/,
    );

    const noManifest = await repack(archive, (dir) => rm(path.join(dir, "manifest.json")));
    await expect(restoreBackup(target, noManifest)).rejects.toThrow(/no readable manifest\.json/);

    const newer = await repack(archive, async (dir) => {
      const file = path.join(dir, "manifest.json");
      const manifest = JSON.parse(await readFile(file, "utf8"));
      manifest.database.migrations = 999;
      await writeFile(file, JSON.stringify(manifest));
    });
    await expect(restoreBackup(target, newer)).rejects.toThrow(/newer version of the site/);

    expect(await readdir(target.dataDir)).toEqual([]);
  });

  it("refuses an embedded archive for a PostgreSQL site", async () => {
    const target: Site = {
      dataDir: await tempDir(),
      databaseUrl: "postgres://nobody@127.0.0.1:1/none",
    };
    await expect(restoreBackup(target, archive)).rejects.toThrow(
      /holds an embedded \(PGlite\) database but this site uses a PostgreSQL one/,
    );
  });

  describe("while the site runs (another process holds the PGlite lock)", () => {
    let holder: ChildProcess;
    beforeAll(() => {
      holder = spawn("sleep", ["60"], { stdio: "ignore" });
      cleanups.push(async () => holder.kill());
    });

    it("refuses to back up and to restore", async () => {
      await writeFile(path.join(source.dataDir, "pglite.lock"), String(holder.pid));
      try {
        const out = path.join(await tempDir(), "while-running.tar.gz");
        await expect(createBackup(source, { out })).rejects.toThrow(
          /is in use \(the site is running\): download the backup from the admin \(Backups\), or stop the site first/,
        );
        await expect(stat(out)).rejects.toThrow();
        await expect(restoreBackup(source, archive, { force: true })).rejects.toThrow(
          /stop the site first/,
        );
      } finally {
        await rm(path.join(source.dataDir, "pglite.lock"), { force: true });
      }
      expect((await readBookings(source)).map((b) => b.firstName)).toEqual(["Amina"]);
    });
  });
});

describe.runIf(kind === "postgres")("backup and restore, PostgreSQL", () => {
  const adminUrl = process.env.TEST_DATABASE_URL as string;

  async function freshDatabase(): Promise<string> {
    const name = `pwani_backup_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`).finally(() => admin.end());
    cleanups.push(async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup
        .query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        .finally(() => cleanup.end());
    });
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  }

  let source: Site;
  let image: Buffer;
  let archive: string;

  beforeAll(async () => {
    source = { dataDir: await tempDir(), databaseUrl: await freshDatabase() };
    image = await prepareSite(source, "Amina");
    archive = (await createBackup(source)).file;
  }, SLOW);

  it(
    "restores the bookings and the images into an empty database and data directory",
    async () => {
      const target: Site = { dataDir: await tempDir(), databaseUrl: await freshDatabase() };
      const summary = await restoreBackup(target, archive);

      const expected = await readBookings(source);
      expect(expected.map((b) => b.firstName)).toEqual(["Amina"]);
      expect(await readBookings(target)).toEqual(expected);
      expect(summary).toMatchObject({ kind: "postgres", bookings: 1, uploadFiles: 1 });
      expect(
        await readFile(path.join(target.dataDir, "uploads/rooms/1/0123456789abcdef01234567.webp")),
      ).toEqual(image);
    },
    SLOW,
  );

  it(
    "refuses a database that has tables unless --force is given",
    async () => {
      const target: Site = { dataDir: await tempDir(), databaseUrl: await freshDatabase() };
      await prepareSite(target, "Baraka");
      const before = await snapshot(target.dataDir);

      await expect(restoreBackup(target, archive)).rejects.toThrow(
        /already holds a database with \d+ tables: give --force/,
      );
      expect((await readBookings(target)).map((b) => b.firstName)).toEqual(["Baraka"]);
      expect(await snapshot(target.dataDir)).toEqual(before);

      await restoreBackup(target, archive, { force: true });
      expect(await readBookings(target)).toEqual(await readBookings(source));
    },
    SLOW,
  );

  it("refuses a PostgreSQL archive for an embedded data directory", async () => {
    const target: Site = { dataDir: await tempDir(), databaseUrl: undefined };
    await expect(restoreBackup(target, archive)).rejects.toThrow(
      /holds a PostgreSQL database but this site uses an embedded \(PGlite\) one/,
    );
    expect(await readdir(target.dataDir)).toEqual([]);
  });

  it("names the package to install when pg_dump is missing", async () => {
    await expect(
      createBackup(source, { out: path.join(await tempDir(), "x.tgz"), pgBinDir: "/nonexistent" }),
    ).rejects.toThrow(/pg_dump was not found: .*postgresql-client/);
  });
});
