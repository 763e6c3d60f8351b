/**
 * Images uploaded into an admin form that was never saved (a testimonial photo, a dish
 * picture, then Cancel) stay in the file store. Once a day the files of the media
 * folders that no row names any more, and that are older than a day (a form may still be
 * open), are removed with their variants.
 */
import type { AppServices } from "../../../context";
import {
  eventPackages,
  menuItems,
  restaurants,
  socialPosts,
  testimonials,
} from "../../../db/schema";
import { fileStore, pruneUploadCache } from "../../platform/file-store";
import { startIntervalWorker } from "../../platform/interval-worker";
import { hitRateLimit } from "../../platform/rate-limit";
import { removeStoredImage } from "../../platform/uploads";
import { MEDIA_FOLDERS } from "./media";

type Services = Pick<AppServices, "db" | "env" | "logger">;

/** A file this young may belong to a form still being filled in. */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60_000;
const STORED_NAME = /^[0-9a-f]{24}\.webp$/;

/** Every image address the content rows hold (whatever folder it is in). */
export async function referencedImages(db: Services["db"]): Promise<Set<string>> {
  const [people, posts, places, dishes, packages] = await Promise.all([
    db.select({ src: testimonials.image }).from(testimonials),
    db.select({ src: socialPosts.image }).from(socialPosts),
    db.select({ src: restaurants.image }).from(restaurants),
    db.select({ src: menuItems.image }).from(menuItems),
    db.select({ images: eventPackages.images }).from(eventPackages),
  ]);
  const sources = [
    ...[...people, ...posts, ...places, ...dishes].map((row) => row.src),
    ...packages.flatMap((row) => row.images),
  ];
  return new Set(sources.filter((src): src is string => typeof src === "string"));
}

export async function removeOrphanMedia(
  services: Services,
  now = Date.now(),
): Promise<{ checked: number; removed: string[] }> {
  const referenced = await referencedImages(services.db);
  const store = fileStore(services);
  const removed: string[] = [];
  let checked = 0;
  for (const folder of MEDIA_FOLDERS) {
    const files = await store.list(folder);
    for (const { file, storedMs } of files) {
      if (!STORED_NAME.test(file.slice(folder.length + 1))) continue;
      checked++;
      const src = `/uploads/${file}`;
      if (referenced.has(src)) continue;
      if (now - storedMs < ORPHAN_MIN_AGE_MS) continue;
      await removeStoredImage(store, src);
      removed.push(src);
    }
  }
  return { checked, removed };
}

/**
 * Runs the clean-up about once a day across all processes: the shared `rate_limits` row
 * lets one process in per window (started by server/run.ts only, like the other workers).
 * With the shared store every process also drops, each hour, its disk copies of files
 * deleted elsewhere (server/services/platform/file-store.ts).
 */
export function startOrphanMediaSweeper(services: Services, intervalMs = 60 * 60_000) {
  return startIntervalWorker({
    name: "media clean-up",
    intervalMs,
    logger: services.logger,
    runAtStart: false,
    run: async () => {
      const pruned = await pruneUploadCache(services).catch((error) => {
        services.logger.error({ err: error }, "upload cache prune failed");
        return [];
      });
      if (pruned.length > 0) {
        services.logger.info({ pruned: pruned.length }, "dropped cached copies of deleted uploads");
      }
      const turn = await hitRateLimit(services.db, "mediaSweep", "all");
      if (!turn.allowed) return;
      const result = await removeOrphanMedia(services);
      if (result.removed.length > 0) {
        services.logger.info(
          { removed: result.removed.length, checked: result.checked },
          "removed images no content uses",
        );
      }
    },
  });
}
