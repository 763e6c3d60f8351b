/**
 * The demo hotel is seeded only when asked: the step `npm start` and `npm run dev` run
 * before the server (demo/seed/start.ts) leaves the database empty without SEED_DEMO.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, count, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { runMigrations } from "~server/db/migrate";
import { openDatabase } from "~server/db/open";
import { rooms, roomTypes } from "~server/db/schema";
import { createTestDatabase, testDatabaseKind } from "~server/db/test-database";
import { EnvError, parseEnv } from "~server/env";
import { prepareDemo } from "../../demo/seed/start";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A new, never started hotel: its environment (PGlite directory or PostgreSQL database). */
async function freshHotel(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pwani-demo-seed-"));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const base = { NODE_ENV: "production", DATA_DIR: dataDir, SKIP_DEMO_MEDIA: "1" };
  if (testDatabaseKind() !== "postgres") return base;
  const database = await createTestDatabase();
  cleanups.push(() => database.destroy());
  return { ...base, DATABASE_URL: database.url!, APP_SECRET: "s".repeat(40) };
}

/** What the server does at start (server/run.ts), then the number of room types. */
async function startAndCountRooms(env: ReturnType<typeof parseEnv>): Promise<number> {
  const database = await openDatabase(env);
  try {
    await database.withExclusiveLock((db) => runMigrations(db, database.kind));
    const [rooms] = await database.db.select({ n: count() }).from(roomTypes);
    return rooms!.n;
  } finally {
    await database.close();
  }
}

/** Each room type's inventory and its rooms by number. */
async function roomNumbers(env: ReturnType<typeof parseEnv>) {
  const database = await openDatabase(env);
  try {
    const types = await database.db.select().from(roomTypes).orderBy(asc(roomTypes.sortOrder));
    return await Promise.all(
      types.map(async (type) => ({
        total: type.totalRooms,
        numbers: (
          await database.db
            .select({ number: rooms.number })
            .from(rooms)
            .where(eq(rooms.roomTypeId, type.id))
            .orderBy(asc(rooms.number))
        ).map((room) => room.number),
      })),
    );
  } finally {
    await database.close();
  }
}

describe("SEED_DEMO", () => {
  it("unset: the step does nothing and the hotel starts with no room", async () => {
    const env = parseEnv(await freshHotel());
    expect(env.seedDemo).toBe(false);
    expect(await prepareDemo(env)).toBeNull();
    expect(await startAndCountRooms(env)).toBe(0);
  });

  it("0: the same, even where `npm start` would default it on", async () => {
    const env = parseEnv({ ...(await freshHotel()), SEED_DEMO: "0" });
    expect(await prepareDemo(env)).toBeNull();
    expect(await startAndCountRooms(env)).toBe(0);
  });

  it("1: seeds the demo rooms once, and a second start seeds nothing more", async () => {
    const env = parseEnv({ ...(await freshHotel()), SEED_DEMO: "1" });
    expect(await prepareDemo(env)).toEqual({ seeded: true, bookings: 0, rendered: 0 });
    expect(await prepareDemo(env)).toEqual({ seeded: false, bookings: 0, rendered: 0 });
    expect(await startAndCountRooms(env)).toBe(5);
    // Every room of the inventory has its number, one floor per room type.
    const types = await roomNumbers(env);
    for (const type of types) expect(type.numbers).toHaveLength(type.total);
    expect(types[0]!.numbers[0]).toBe("201");
    expect(types.at(-1)!.numbers.at(-1)).toBe(`6${String(types.at(-1)!.total).padStart(2, "0")}`);
  });

  it("`npm run db:seed` (force) seeds whatever SEED_DEMO says", async () => {
    const env = parseEnv(await freshHotel());
    expect(await prepareDemo(env, { force: true })).toEqual({
      seeded: true,
      bookings: 0,
      rendered: 0,
    });
    expect(await startAndCountRooms(env)).toBe(5);
  });

  it("refuses a value it does not understand", () => {
    expect(() => parseEnv({ SEED_DEMO: "yes", DATA_DIR: tmpdir() })).toThrow(EnvError);
    expect(() => parseEnv({ SEED_DEMO: "yes", DATA_DIR: tmpdir() })).toThrow(/SEED_DEMO/);
  });
});
