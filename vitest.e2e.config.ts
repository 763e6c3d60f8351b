import { defineConfig } from "vitest/config";
import { pathAliases } from "./path-aliases.ts";

// Browser and process tests against the production build (npm run build first).
// Two files at a time: each starts its own server on a free port with its own data folder
// (tests/e2e/server.ts), and much of a browser test is waiting on the other process, so two
// cores finish the suite in about two thirds of the time. The long single tests (every
// admin screen through axe, 73 XSS payloads) get room for the shared CPU.
export default defineConfig({
  resolve: { alias: pathAliases },
  test: {
    name: "e2e",
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 240_000,
    hookTimeout: 180_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
