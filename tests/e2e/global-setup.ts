/**
 * Renders the demo illustrations once per test run into a cache folder; servers
 * started by the tests copy them (tests/e2e/server.ts#freshDataDir) instead of
 * rendering 130 images each.
 */
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureDemoMedia } from "../../demo/seed/media";

export const MEDIA_CACHE = path.join(tmpdir(), "pwani-e2e-media-cache");

export default async function setup() {
  mkdirSync(MEDIA_CACHE, { recursive: true });
  await ensureDemoMedia(MEDIA_CACHE);
}
