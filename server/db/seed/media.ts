/**
 * Renders the generated demo illustrations to WebP under DATA_DIR/uploads/demo,
 * once: files already there are kept, so restarts cost nothing.
 */
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import sharp from "sharp";
import { IMAGE_VARIANT_WIDTHS } from "../../../core/images";
import { ART_KEYS, renderArt } from "./art";

export const DEMO_MEDIA_PREFIX = "/uploads/demo";

export function demoMediaUrl(key: string): string {
  return `${DEMO_MEDIA_PREFIX}/${key}.webp`;
}

export function demoMediaSize(key: string): { width: number; height: number } {
  const { width, height } = renderArt(key);
  return { width, height };
}

/** Every file one illustration needs: the full size and each narrower variant. */
function files(key: string, directory: string): { path: string; width?: number }[] {
  const full = path.join(directory, `${key}.webp`);
  const { width } = renderArt(key);
  return [
    { path: full },
    ...IMAGE_VARIANT_WIDTHS.filter((w) => w < width).map((w) => ({
      path: path.join(directory, `${key}-${w}w.webp`),
      width: w,
    })),
  ];
}

async function renderOne(key: string, directory: string): Promise<boolean> {
  const missing = files(key, directory).filter((file) => !existsSync(file.path));
  if (missing.length === 0) return false;
  mkdirSync(path.join(directory, path.dirname(key)), { recursive: true });
  const image = sharp(Buffer.from(renderArt(key).svg), { density: 72 });
  for (const file of missing) {
    const pipeline = file.width ? image.clone().resize({ width: file.width }) : image.clone();
    await pipeline.webp({ quality: file.width ? 74 : 78 }).toFile(file.path);
  }
  return true;
}

/** Returns how many illustrations were rendered now (files already there are kept). */
export async function ensureDemoMedia(dataDir: string, logger?: Logger): Promise<number> {
  const directory = path.join(dataDir, "uploads", "demo");
  const pending = ART_KEYS.filter((key) =>
    files(key, directory).some((file) => !existsSync(file.path)),
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
