/**
 * Backups while the site serves: an owner downloads one from the admin (other roles 403,
 * no session 401) while transactions keep writing, and `npm run backup`'s local endpoint
 * answers only to the token the site wrote. The embedded download is restored into a new
 * DATA_DIR and opened: the bookings and the uploaded image are there, and no transaction
 * is cut in half.
 */
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { asc, eq, like } from "drizzle-orm";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminRole } from "~core/admin-roles";
import type { Database } from "~server/db/client";
import { openDatabase } from "~server/db/open";
import { bookings, roomTypes } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { restoreBackup } from "~server/services/ops/backup";
import { apiSignIn } from "../helpers/admin-requests";
import { createTestApp, type TestApp } from "../helpers/test-app";

const PASSWORD = "a long password!";
const IMAGE = "rooms/1/0123456789abcdef01234567.webp";
let t: TestApp;
let dataDir: string;
const dirs: string[] = [];
const cookies: Record<AdminRole, string> = { owner: "", front_office: "", content_editor: "" };
const image = randomBytes(4000);

async function tempDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "pwani-live-backup-"));
  dirs.push(dir);
  return dir;
}

async function insertBooking(db: Pick<Database, "select" | "insert">, guest: string) {
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
    email: "live@example.com",
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

beforeAll(async () => {
  dataDir = await tempDir();
  t = await createTestApp({ DATA_DIR: dataDir });
  // The test database is made after the env: PostgreSQL's address goes in as the site's would.
  if (t.database.url) t.services.env = { ...t.services.env, databaseUrl: t.database.url };
  for (const role of ["owner", "front_office", "content_editor"] as const) {
    const email = `${role}-backup@example.com`;
    await createAdmin(t.database.db, { email, name: role, password: PASSWORD, role });
    const signedIn = await apiSignIn(t, email, PASSWORD);
    expect(signedIn.status).toBe(200);
    cookies[role] = signedIn.cookie;
  }
  await insertBooking(t.database.db, "Zawadi");
  await mkdir(path.dirname(path.join(dataDir, "uploads", IMAGE)), { recursive: true });
  await writeFile(path.join(dataDir, "uploads", IMAGE), image);
}, 120_000);

afterAll(async () => {
  await t?.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const download = (cookie: string) =>
  t.app.request("/api/admin/backup", { headers: cookie ? { cookie } : {} });

/** Saves a download and lists the archive's entries. */
async function save(response: Response): Promise<{ file: string; entries: string[] }> {
  const file = path.join(await tempDir(), "download.tar.gz");
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
  const entries: string[] = [];
  await tar.t({ file, onReadEntry: (entry) => void entries.push(entry.path) });
  return { file, entries };
}

describe("the admin's backup download", () => {
  it("is refused without a session (401) and to front office and content editors (403)", async () => {
    expect((await download("")).status).toBe(401);
    for (const role of ["front_office", "content_editor"] as const) {
      const response = await download(cookies[role]);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: "role_refused" });
    }
  });

  it("gives an owner one archive of the database and the uploads while transactions run", async () => {
    // Each transaction writes two bookings: a copy taken inside one would hold an odd number.
    let writing = true;
    const writes = (async () => {
      let n = 0;
      while (writing && n < 200) {
        n++;
        await t.database.db.transaction(async (tx) => {
          await insertBooking(tx, `Pair${n}`);
          await insertBooking(tx, `Pair${n}`);
        });
      }
      return n;
    })();
    const response = await download(cookies.owner);
    writing = false;
    expect(await writes).toBeGreaterThan(0);

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/gzip");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const name = /attachment; filename="(pwani-backup-\d{8}T\d{6}Z\.tar\.gz)"/.exec(
      response.headers.get("content-disposition") ?? "",
    )?.[1];
    expect(name).toBeDefined();
    const { file, entries } = await save(response);
    expect(entries).toContain("manifest.json");
    expect(entries).toContain(`uploads/${IMAGE}`);
    expect(entries).toContain(
      t.database.kind === "pglite" ? "database/pglite.tar" : "database/postgres.dump",
    );
    // Nothing is left behind in DATA_DIR/backups.
    const left = await import("node:fs/promises").then((fs) =>
      fs.readdir(path.join(dataDir, "backups")),
    );
    expect(left).toEqual([]);

    if (t.database.kind !== "pglite") return;
    const target = { dataDir: await tempDir(), databaseUrl: undefined };
    const summary = await restoreBackup(target, file);
    expect(summary).toMatchObject({ kind: "pglite", uploadFiles: 1 });
    expect(await readFile(path.join(target.dataDir, "uploads", IMAGE))).toEqual(image);
    const restored = await openDatabase(target);
    try {
      const [zawadi] = await restored.db
        .select()
        .from(bookings)
        .where(eq(bookings.firstName, "Zawadi"));
      expect(zawadi).toMatchObject({ totalAmount: 41_400, status: "confirmed" });
      const pairs = await restored.db
        .select({ name: bookings.firstName })
        .from(bookings)
        .where(like(bookings.firstName, "Pair%"));
      expect(pairs.length % 2).toBe(0);
      const perName = new Map<string, number>();
      for (const { name } of pairs) perName.set(name, (perName.get(name) ?? 0) + 1);
      expect([...perName.values()].every((count) => count === 2)).toBe(true);
    } finally {
      await restored.close();
    }
  }, 120_000);
});

describe("npm run backup's local endpoint", () => {
  const local = (authorization?: string) =>
    t.app.request("/api/ops/backup", { headers: authorization ? { authorization } : {} });

  it("does not exist unless the site wrote a token", async () => {
    t.services.localBackupToken = undefined;
    expect((await local("Bearer anything")).status).toBe(404);
  });

  it("answers only to the site's token", async () => {
    const token = randomBytes(32).toString("base64url");
    t.services.localBackupToken = token;
    try {
      expect((await local()).status).toBe(401);
      expect((await local(`Bearer ${token.slice(0, -1)}x`)).status).toBe(401);
      const response = await local(`Bearer ${token}`);
      expect(response.status).toBe(200);
      expect((await save(response)).entries).toContain("manifest.json");
    } finally {
      t.services.localBackupToken = undefined;
    }
  }, 120_000);
});
