import { defineConfig } from "vitest/config";
import { pathAliases } from "./path-aliases.ts";

// Browser and process tests against the production build (npm run build first).
export default defineConfig({
  resolve: { alias: pathAliases },
  test: {
    name: "e2e",
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
