/**
 * Once per test run: puts the demo illustrations in a cache folder, and seeds the demo
 * hotel into a template PGlite folder. Servers started by the tests copy both
 * (tests/e2e/server.ts#freshDataDir, #startServer) instead of placing 130 images and
 * creating, migrating and seeding a database each (about 4 s a server).
 */
import { mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseEnv } from "~server/env";
import { ensureDemoMedia } from "../../demo/seed/media";
import { prepareDemo } from "../../demo/seed/start";

export const MEDIA_CACHE = path.join(tmpdir(), "pwani-e2e-media-cache");
export const DEMO_TEMPLATE = path.join(tmpdir(), "pwani-e2e-demo-template");

export default async function setup() {
  mkdirSync(MEDIA_CACHE, { recursive: true });
  await ensureDemoMedia(MEDIA_CACHE);
  // Made anew each run, so it always has this checkout's migrations and seed.
  rmSync(DEMO_TEMPLATE, { recursive: true, force: true });
  mkdirSync(DEMO_TEMPLATE, { recursive: true });
  const env = parseEnv({
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: DEMO_TEMPLATE,
    DATABASE_URL: "",
    SEED_DEMO: "1",
    SKIP_DEMO_MEDIA: "1",
    PUBLIC_URL: "http://127.0.0.1:3000",
  });
  await prepareDemo(env);
}
