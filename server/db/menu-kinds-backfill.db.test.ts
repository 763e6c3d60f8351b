/**
 * Migration 0026 stores each existing restaurant's printed menus: the ones its name chose
 * until then. Its SQL must agree with the rule new restaurants start from (core/menu-kinds.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultMenuKinds } from "~core/menu-kinds";
import { restaurants } from "./schema";
import { createTestDatabase, type TestDatabase } from "./test-database";

const MIGRATION = path.join(import.meta.dirname, "migrations", "0026_demo_as_data.sql");
const NAMES = [
  "Sunset Bar",
  "BARISTA LOUNGE",
  "Pergola Café",
  "Garden CAFE",
  "Cafe\u0301 Noir",
  "Bahari Restaurant",
  "The Garden",
];

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.destroy();
});

describe("migration 0026 (restaurants.menu_kinds)", () => {
  it("gives every existing restaurant the menus its name showed before", async () => {
    // Rows as they stood before the migration: no choice stored yet.
    await t.db.insert(restaurants).values(
      NAMES.map((name, index) => ({
        slug: `r-${index}`,
        name,
        description: { en: "A place to eat by the sea." },
        cuisine: [],
        hours: { en: "All day" },
        dressCode: { en: "Casual" },
      })),
    );
    const backfill = readFileSync(MIGRATION, "utf8")
      .split("--> statement-breakpoint")
      .find((statement) => statement.trim().startsWith("-- Every restaurant keeps"));
    expect(backfill).toBeDefined();
    await t.db.execute(sql.raw(backfill!));
    const rows = await t.db.select().from(restaurants).orderBy(asc(restaurants.id));
    expect(rows.map((row) => [row.name, row.menuKinds])).toEqual(
      NAMES.map((name) => [name, defaultMenuKinds(name)]),
    );
    // The check refuses a kind the site has no printed menu for.
    await expect(
      t.db.execute(sql`UPDATE restaurants SET menu_kinds = ARRAY['dessert']`),
    ).rejects.toThrow();
  });
});
