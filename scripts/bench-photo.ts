/**
 * How long a 5 MB room photo takes (`npm run bench:photo`): the upload's answer (checks and
 * the full-size WebP) and the background job that makes the AVIF and 480/960 px variants,
 * beside the old all-at-once processing for comparison. The photo is generated (a 12 MP
 * JPEG of noise, about 5 MB), written to a temporary file store and removed afterwards.
 * Prints the figures; nothing is asserted (they depend on the machine and its load).
 *
 *   tsx scripts/bench-photo.ts [--runs 3]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { diskFileStore } from "~server/services/platform/file-store";
import {
  inspectImage,
  loadSharp,
  storeImage,
  storeImageVariants,
} from "~server/services/platform/uploads";

const { values } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const runs = Math.max(1, Number(values.runs) || 3);

/** A 4032 x 3024 JPEG of blurred noise, about 5 MB (a phone photo's size and pixel count). */
async function fiveMegabytePhoto(): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: "#7a9",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .blur(0.7)
    .jpeg({ quality: 90 })
    .toBuffer();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (list: number[]) =>
  [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pwani-bench-photo-"));
  try {
    const store = diskFileStore(dataDir);
    const photo = await fiveMegabytePhoto();
    console.log(`photo: 4032 x 3024 JPEG, ${(photo.byteLength / 1024 / 1024).toFixed(2)} MB`);
    const answer: number[] = [];
    const job: number[] = [];
    const before: number[] = [];
    for (let run = 0; run < runs; run++) {
      let start = performance.now();
      await inspectImage("photo.jpg", photo);
      const stored = await storeImage(store, "bench", photo, undefined, "later");
      answer.push(performance.now() - start);
      start = performance.now();
      await storeImageVariants(store, stored.src);
      job.push(performance.now() - start);
      start = performance.now();
      await inspectImage("photo.jpg", photo);
      await storeImage(store, "bench", photo);
      before.push(performance.now() - start);
    }
    console.log(`runs: ${runs} (median)`);
    console.log(`  upload answer (checks + full-size WebP): ${seconds(median(answer))}`);
    console.log(`  background job (AVIF + 480/960 px):      ${seconds(median(job))}`);
    console.log(`  all at once, as before this change:      ${seconds(median(before))}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
