import { defineConfig } from "vitest/config";
import { pathAliases } from "./path-aliases.ts";

// Database tests (*.db.test.ts) run once on PGlite and, when TEST_DATABASE_URL
// is set, once more on PostgreSQL. In CI PostgreSQL is required, not skipped.
const postgresUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI === "true" && !postgresUrl) {
  throw new Error("CI needs TEST_DATABASE_URL: the database tests must also run on PostgreSQL.");
}

const dbProject = (name: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name: `db-${name}`,
    include: ["server/**/*.db.test.ts", "tests/api/**/*.db.test.ts"],
    env: { TEST_DB: name },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  resolve: { alias: pathAliases },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "core/**/*.test.ts",
            "server/**/*.test.ts",
            "demo/**/*.test.ts",
            "app/**/*.test.{ts,tsx}",
            "tests/unit/**/*.test.ts",
          ],
          exclude: ["**/*.db.test.ts", "**/node_modules/**"],
        },
      },
      dbProject("pglite"),
      ...(postgresUrl ? [dbProject("postgres")] : []),
    ],
  },
});
