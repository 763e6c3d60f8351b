/**
 * Renders the generated demo illustrations to WebP under DATA_DIR/uploads/demo,
 * once: files already there are kept, so restarts cost nothing.
 */
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import sharp from "sharp";
import { ART_KEYS, renderArt } from "./art";

export const DEMO_MEDIA_PREFIX = "/uploads/demo";
/** Narrower variant for phones and cards, beside the full-size file. */
export const DEMO_SMALL_WIDTH = 640;

export function demoMediaUrl(key: string): string {
  return `${DEMO_MEDIA_PREFIX}/${key}.webp`;
}

export function demoMediaSize(key: string): { width: number; height: number } {
  const { width, height } = renderArt(key);
  return { width, height };
}

async function renderOne(key: string, directory: string): Promise<boolean> {
  const full = path.join(directory, `${key}.webp`);
  const small = path.join(directory, `${key}-${DEMO_SMALL_WIDTH}w.webp`);
  if (existsSync(full) && existsSync(small)) return false;
  mkdirSync(path.dirname(full), { recursive: true });
  const art = renderArt(key);
  const image = sharp(Buffer.from(art.svg), { density: 72 });
  await image.clone().webp({ quality: 78 }).toFile(full);
  await image.clone().resize({ width: DEMO_SMALL_WIDTH }).webp({ quality: 75 }).toFile(small);
  return true;
}

/** Returns how many illustrations were rendered now. */
export async function ensureDemoMedia(dataDir: string, logger?: Logger): Promise<number> {
  const directory = path.join(dataDir, "uploads", "demo");
  const pending = ART_KEYS.filter(
    (key) => !existsSync(path.join(directory, `${key}-${DEMO_SMALL_WIDTH}w.webp`)),
  );
  if (pending.length === 0) return 0;
  logger?.info({ count: pending.length }, "rendering demo illustrations (first start only)");
  let rendered = 0;
  const queue = [...pending];
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      if (await renderOne(key, directory)) rendered++;
    }
  };
  await Promise.all([worker(), worker()]);
  return rendered;
}
