/**
 * The committed illustrations (demo/media) are complete and current: a first start copies
 * them instead of drawing, so a missing or stale file would be drawn at every first start
 * (or show at the wrong size). `npm run demo:media` renders them again.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ART_KEYS } from "./art";
import { COMMITTED_MEDIA, demoMediaSize, files } from "./media";

const committed = () =>
  readdirSync(COMMITTED_MEDIA, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(COMMITTED_MEDIA, path.join(entry.parentPath, entry.name)))
    .sort();

describe("demo/media", () => {
  it("holds exactly the files the illustrations need, no more", () => {
    const expected = ART_KEYS.flatMap((key) =>
      files(key, COMMITTED_MEDIA).map((file) => path.relative(COMMITTED_MEDIA, file.path)),
    ).sort();
    expect(expected.length).toBeGreaterThan(ART_KEYS.length);
    expect(committed()).toEqual(expected);
  });

  it("has each full-size picture at its drawing's size", async () => {
    const wrong: string[] = [];
    for (const key of ART_KEYS) {
      const { width, height } = await sharp(path.join(COMMITTED_MEDIA, `${key}.webp`)).metadata();
      const drawn = demoMediaSize(key);
      if (width !== drawn.width || height !== drawn.height) {
        wrong.push(`${key}: ${width}x${height}, drawn ${drawn.width}x${drawn.height}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
