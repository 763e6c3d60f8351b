/**
 * The demo illustrations under DATA_DIR/uploads/demo: WebP and AVIF, each with
 * its narrower variants. They are committed, rendered, in demo/media (`npm run demo:media`
 * renders them again after a drawing changes), so a first start only copies them; a file
 * missing there is rendered from its drawing. Files already in DATA_DIR are kept.
 */

import { existsSync, mkdirSync } from "node:fs";
import { copyFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import sharp from "sharp";
import { hasAvif, IMAGE_VARIANT_WIDTHS } from "~core/images";
import { ART_KEYS, renderArt } from "./art";

export const DEMO_MEDIA_PREFIX = "/uploads/demo";

/** The committed, rendered illustrations (the same tree as DATA_DIR/uploads/demo). */
export const COMMITTED_MEDIA = path.join(import.meta.dirname, "..", "media");

export function demoMediaUrl(key: string): string {
  return `${DEMO_MEDIA_PREFIX}/${key}.webp`;
}

const sizes = new Map<string, { width: number; height: number }>();

/** The pixel size of an illustration (rendering its SVG takes milliseconds: kept per key). */
export function demoMediaSize(key: string): { width: number; height: number } {
  let size = sizes.get(key);
  if (!size) {
    const { width, height } = renderArt(key);
    size = { width, height };
    sizes.set(key, size);
  }
  return { ...size };
}

interface MediaFile {
  path: string;
  width?: number;
  format: "webp" | "avif";
}

/**
 * Every file one illustration needs: the full size and each narrower variant,
 * in WebP, and in AVIF too where core/images.ts says the pages offer it.
 */
export function files(key: string, directory: string): MediaFile[] {
  const { width } = renderArt(key);
  const formats: MediaFile["format"][] = hasAvif(demoMediaUrl(key)) ? ["webp", "avif"] : ["webp"];
  return formats.flatMap((format) => [
    { path: path.join(directory, `${key}.${format}`), format },
    ...IMAGE_VARIANT_WIDTHS.filter((w) => w < width).map((w) => ({
      path: path.join(directory, `${key}-${w}w.${format}`),
      width: w,
      format,
    })),
  ]);
}

async function renderOne(key: string, directory: string, committed?: string): Promise<boolean> {
  const needed = files(key, directory).filter((file) => !existsSync(file.path));
  if (needed.length === 0) return false;
  mkdirSync(path.join(directory, path.dirname(key)), { recursive: true });
  const missing: MediaFile[] = [];
  for (const file of needed) {
    const copy = committed && path.join(committed, path.relative(directory, file.path));
    if (copy && existsSync(copy)) await copyFile(copy, file.path);
    else missing.push(file);
  }
  if (missing.length === 0) return true;
  const image = sharp(Buffer.from(renderArt(key).svg), { density: 72 });
  for (const file of missing) {
    const pipeline = file.width ? image.clone().resize({ width: file.width }) : image.clone();
    const encoded =
      file.format === "avif"
        ? pipeline.avif({ quality: file.width ? 50 : 55, effort: 3 })
        : pipeline.webp({ quality: file.width ? 74 : 78 });
    await encoded.toFile(file.path);
  }
  return true;
}

/**
 * Returns how many illustrations were put in place now, copied from demo/media or rendered
 * (files already there are kept).
 */
export async function ensureDemoMedia(
  dataDir: string,
  logger?: Logger,
  committed: string | undefined = COMMITTED_MEDIA,
): Promise<number> {
  const directory = path.join(dataDir, "uploads", "demo");
  const pending = ART_KEYS.filter((key) =>
    files(key, directory).some((file) => !existsSync(file.path)),
  );
  if (pending.length === 0) return 0;
  logger?.info({ count: pending.length }, "placing the demo illustrations (first start only)");
  let rendered = 0;
  const queue = [...pending];
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      if (await renderOne(key, directory, committed)) rendered++;
    }
  };
  await Promise.all([worker(), worker()]);
  return rendered;
}

/** Renders every illustration afresh into demo/media (`npm run demo:media`). */
export async function renderCommittedMedia(target = COMMITTED_MEDIA): Promise<number> {
  const staging = `${target}.render`;
  await rm(staging, { recursive: true, force: true });
  const count = await ensureDemoMedia(staging, undefined, undefined);
  await rm(target, { recursive: true, force: true });
  await rename(path.join(staging, "uploads", "demo"), target);
  await rm(staging, { recursive: true, force: true });
  return count;
}
