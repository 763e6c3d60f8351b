/** Images uploaded into admin forms that were never saved are removed after a day, and only those. */
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventPackages, testimonials } from "~server/db/schema";
import { uploadMedia } from "~server/services/content/admin/media";
import { ORPHAN_MIN_AGE_MS, removeOrphanMedia } from "~server/services/content/admin/orphan-media";
import { diskFileStore } from "~server/services/platform/file-store";
import { storeImage } from "~server/services/platform/uploads";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let dataDir = "";

beforeAll(async () => {
  t = await createTestApp();
  dataDir = mkdtempSync(path.join(tmpdir(), "pwani-orphans-"));
  t.services.env = { ...t.services.env, dataDir };
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: "#c2603d" } })
    .png()
    .toBuffer();

async function upload(folder: string): Promise<string> {
  const [stored] = await uploadMedia(t.services, folder, [
    { name: "x.png", bytes: new Uint8Array(await photo()) },
  ]);
  return stored!.src;
}

const fileOf = (src: string) => path.join(dataDir, src.slice(1));
/** The image and every variant stored beside it. */
const filesOf = (src: string) => {
  const base = path.basename(src, ".webp");
  return readdirSync(path.dirname(fileOf(src))).filter((name) => name.startsWith(base));
};
function age(src: string, ms: number) {
  const when = new Date(Date.now() - ms);
  for (const name of filesOf(src))
    utimesSync(path.join(path.dirname(fileOf(src)), name), when, when);
}

describe("unused uploads", () => {
  it("removes old images no row names, with their variants, and keeps the rest", async () => {
    const photoInUse = await upload("testimonials");
    const packageImage = await upload("packages");
    const abandoned = await upload("testimonials");
    const abandonedDish = await upload("dishes");
    const justUploaded = await upload("social");
    // A gallery image is not a form upload: its folder is never swept.
    const gallery = await storeImage(
      diskFileStore(dataDir),
      "gallery",
      new Uint8Array(await photo()),
    );
    expect(filesOf(abandoned).length).toBeGreaterThan(2); // the 480 and 960 px variants too

    await t.database.db.insert(testimonials).values({
      name: "Halima S.",
      location: { en: "Malindi" },
      content: { en: "A lovely, quiet week by the pool." },
      rating: 5,
      image: photoInUse,
    });
    await t.database.db.insert(eventPackages).values({
      slug: "sundowner",
      title: { en: "Sundowner" },
      price: { en: "KSh 2,500 per guest" },
      priceAmount: 2500,
      priceUnit: "person",
      groupSize: { en: "20 to 60 guests" },
      description: { en: "Drinks at sunset on the terrace." },
      features: [{ en: "Welcome drink" }],
      addOns: [],
      images: [packageImage],
    });
    for (const src of [photoInUse, packageImage, abandoned, abandonedDish, gallery.src]) {
      age(src, ORPHAN_MIN_AGE_MS + 60_000);
    }

    const result = await removeOrphanMedia(t.services);
    expect(result.removed.sort()).toEqual([abandoned, abandonedDish].sort());
    for (const src of [abandoned, abandonedDish]) {
      expect(existsSync(fileOf(src))).toBe(false);
      expect(filesOf(src)).toEqual([]);
    }
    for (const src of [photoInUse, packageImage, justUploaded, gallery.src]) {
      expect(existsSync(fileOf(src)), src).toBe(true);
    }

    // A second run finds nothing more to do.
    expect((await removeOrphanMedia(t.services)).removed).toEqual([]);
  });
});
