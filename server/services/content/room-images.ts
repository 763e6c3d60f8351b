/** Room photos in the admin: upload, reorder, delete. The public pages read the same rows. */
import { createHmac } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { LANGUAGES, type LocalizedText } from "~core/i18n/languages";
import type { AppServices } from "../../context";
import type { Database } from "../../db/client";
import { jobs, roomImages, roomTypes } from "../../db/schema";
import { AppError, notFound, stale } from "../../errors";
import { pageContentChanged } from "../../page-cache";
import { audit } from "../admin/admins";
import { fileStore } from "../platform/file-store";
import { startIntervalWorker } from "../platform/interval-worker";
import { claimJobs, completeJob, enqueueJob, failJob } from "../platform/job-queue";
import { invalidateReadCache } from "../platform/read-cache";
import {
  inspectImages,
  MAX_FILES_PER_UPLOAD,
  removeStoredImage,
  type StoredImage,
  storeImage,
  storeImageVariants,
  UploadRejected,
} from "../platform/uploads";

/**
 * An upload writes only the full-size WebP (the photo shows at once); the AVIF and the
 * 480/960 px variants are made by this queue's job, one per photo, keyed by its src.
 */
export const ROOM_IMAGE_QUEUE = "room-image-variants";
const variantsKey = (src: string) => `${ROOM_IMAGE_QUEUE}:${src}`;

/**
 * Where a photo's variants are: "ready" (made, or the photo predates the queue), "waiting"
 * (queued), "processing" (a worker has it), "failed" (given up: the full-size photo still shows).
 */
export type RoomImageState = "waiting" | "processing" | "ready" | "failed";

const stateOf = sql<RoomImageState>`case
  when ${jobs.status} is null or ${jobs.status} = 'done' then 'ready'
  when ${jobs.status} = 'running' then 'processing'
  when ${jobs.status} = 'failed' then 'failed'
  else 'waiting' end`;

/** A room's photos in order, each with the state of its variants (see RoomImageState). */
export async function listRoomImages(services: Pick<AppServices, "db">, roomId: number) {
  const rows = await services.db
    .select({ image: roomImages, state: stateOf })
    .from(roomImages)
    .leftJoin(jobs, eq(jobs.dedupeKey, sql`${ROOM_IMAGE_QUEUE} || ':' || ${roomImages.src}`))
    .where(eq(roomImages.roomTypeId, roomId))
    .orderBy(asc(roomImages.position), asc(roomImages.id));
  return rows.map(({ image, state }) => ({ ...image, state }));
}

/** Of these photos, the ones whose narrower variants do not exist yet (public pages skip them). */
export async function roomImagesWithoutVariants(
  db: Database,
  srcs: string[],
): Promise<Set<string>> {
  if (srcs.length === 0) return new Set();
  const rows = await db
    .select({ key: jobs.dedupeKey })
    .from(jobs)
    .where(and(inArray(jobs.dedupeKey, srcs.map(variantsKey)), sql`${jobs.status} <> 'done'`));
  const pending = new Set(rows.map((row) => row.key));
  return new Set(srcs.filter((src) => pending.has(variantsKey(src))));
}

/** This process's worker, kicked after an upload so the variants start at once. */
let worker: { kick(): void } | undefined;

/** Makes the variants of queued photos; returns true when it may have more to do. */
export async function runRoomImageJobs(
  services: Pick<AppServices, "db" | "env" | "logger" | "pageCache">,
  options: { limit?: number } = {},
): Promise<boolean> {
  const limit = options.limit ?? 2;
  const claimed = await claimJobs(services.db, ROOM_IMAGE_QUEUE, limit, 180);
  for (const job of claimed) {
    const src = String(job.payload.src);
    try {
      const made = await storeImageVariants(fileStore(services), src);
      // Deleted while its variants were made: remove what this job wrote.
      const [still] = await services.db
        .select({ id: roomImages.id })
        .from(roomImages)
        .where(eq(roomImages.src, src));
      if (made && !still) await removeStoredImage(fileStore(services), src);
      await completeJob(services.db, job.id);
      await pageContentChanged(services, "room-images");
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await failJob(services.db, job, message);
      services.logger.warn({ src, err: message }, "room photo variants failed");
    }
  }
  return claimed.length === limit;
}

/** Polls the queue (every process may run one: jobs are claimed, never shared). */
export function startRoomImageWorker(
  services: Pick<AppServices, "db" | "env" | "logger" | "pageCache">,
  intervalMs = 5_000,
) {
  const started = startIntervalWorker({
    name: "room photo variants",
    intervalMs,
    logger: services.logger,
    run: () => runRoomImageJobs(services),
  });
  worker = started;
  return {
    kick: started.kick,
    async stop() {
      if (worker === started) worker = undefined;
      await started.stop();
    },
  };
}

async function requireRoom(services: Pick<AppServices, "db">, roomId: number) {
  const [room] = await services.db
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .where(eq(roomTypes.id, roomId));
  if (!room) throw notFound("Room not found");
}

/**
 * Stores several photos of a room. Every file is checked first: one bad file
 * refuses the whole upload and nothing is stored.
 */
export async function uploadRoomImages(
  services: Pick<AppServices, "db" | "env">,
  roomId: number,
  files: { name: string; bytes: Uint8Array }[],
  adminId: number,
  /**
   * The request's Idempotency-Key: the same request sent again (a retry after a lost
   * answer) finds its photos stored and stores no second copy.
   */
  idempotencyKey?: string,
): Promise<number> {
  await requireRoom(services, roomId);
  if (files.length === 0)
    throw new AppError("validation", "Please select at least one image to upload");
  if (files.length > MAX_FILES_PER_UPLOAD) {
    throw new AppError("validation", `Upload at most ${MAX_FILES_PER_UPLOAD} images at a time.`);
  }
  try {
    await inspectImages(files);
  } catch (error) {
    if (error instanceof UploadRejected) throw new AppError("validation", error.message);
    throw error;
  }
  const names = idempotencyKey
    ? files.map((_, index) =>
        createHmac("sha256", services.env.appSecret)
          .update(`room-upload:${roomId}:${idempotencyKey}:${index}`)
          .digest("hex")
          .slice(0, 24),
      )
    : null;
  if (names) {
    const srcs = names.map((name) => `/uploads/rooms/${roomId}/${name}.webp`);
    const existing = await services.db
      .select({ src: roomImages.src })
      .from(roomImages)
      .where(and(eq(roomImages.roomTypeId, roomId), inArray(roomImages.src, srcs)));
    // Stored by the first request (its rows commit together): a replay.
    if (existing.length > 0) return existing.length;
  }
  const stored: StoredImage[] = [];
  try {
    for (const [index, file] of files.entries()) {
      stored.push(
        await storeImage(
          fileStore(services),
          `rooms/${roomId}`,
          file.bytes,
          names?.[index],
          "later",
        ),
      );
    }
  } catch (error) {
    await Promise.all(stored.map((image) => removeStoredImage(fileStore(services), image.src)));
    // The same key being processed by a request still running (its files exist): the
    // client asks again shortly and then gets the first request's answer. Files left by
    // an attempt that died are removed by the daily clean-up of unused uploads.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") {
      throw new AppError("conflict", "This upload is already being processed.");
    }
    throw error;
  }
  try {
    await services.db.transaction(async (tx) => {
      const [last] = await tx
        .select({ max: sql<number>`coalesce(max(${roomImages.position}), -1)::int` })
        .from(roomImages)
        .where(eq(roomImages.roomTypeId, roomId));
      let position = (last?.max ?? -1) + 1;
      await tx
        .insert(roomImages)
        .values(stored.map((image) => ({ roomTypeId: roomId, position: position++, ...image })));
      for (const image of stored) {
        await enqueueJob(
          tx as unknown as Database,
          ROOM_IMAGE_QUEUE,
          { src: image.src },
          { dedupeKey: variantsKey(image.src), maxAttempts: 5 },
        );
      }
      await audit(tx, adminId, "upload_images", "room_type", String(roomId), {
        count: stored.length,
      });
    });
  } catch (error) {
    // No row points at the new files: remove them rather than leave orphans.
    await Promise.all(stored.map((image) => removeStoredImage(fileStore(services), image.src)));
    throw error;
  }
  invalidateReadCache(services.db);
  worker?.kick();
  return stored.length;
}

/** The photos of a room as the admin screen lists them (the current list of a 409). */
const imageList = (images: (typeof roomImages.$inferSelect)[]) =>
  images.map((image) => ({ id: image.id, src: image.src, width: image.width }));

/**
 * Puts a room's photos in a new order: `ids` are every photo's id, first to last. A
 * list that is not exactly the current photos (one was added or deleted meanwhile)
 * is refused with 409 and the current list, so a stale screen cannot misplace one.
 */
export async function reorderRoomImages(
  services: Pick<AppServices, "db">,
  roomId: number,
  ids: number[],
  adminId: number,
): Promise<void> {
  await requireRoom(services, roomId);
  await services.db.transaction(async (tx) => {
    const images = await tx
      .select()
      .from(roomImages)
      .where(eq(roomImages.roomTypeId, roomId))
      .orderBy(asc(roomImages.position), asc(roomImages.id))
      .for("update");
    const current = new Set(images.map((image) => image.id));
    if (
      ids.length !== current.size ||
      new Set(ids).size !== ids.length ||
      !ids.every((id) => current.has(id))
    ) {
      throw stale({ images: imageList(images) });
    }
    for (const [position, id] of ids.entries()) {
      await tx.update(roomImages).set({ position }).where(eq(roomImages.id, id));
    }
    await audit(tx, adminId, "reorder_images", "room_type", String(roomId), { ids });
  });
  invalidateReadCache(services.db);
}

/**
 * Saves a photo's alt text in every language at once (the admin form sends all seven);
 * an empty language is dropped, so the page falls back to the room's name there.
 */
export async function updateRoomImageAlt(
  services: Pick<AppServices, "db" | "logger" | "pageCache">,
  roomId: number,
  imageId: number,
  alt: Partial<LocalizedText>,
  adminId: number,
): Promise<void> {
  const kept: Partial<LocalizedText> = {};
  for (const lang of LANGUAGES) {
    const text = alt[lang]?.trim();
    if (text) kept[lang] = text;
  }
  await services.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(roomImages)
      .set({ alt: kept })
      .where(and(eq(roomImages.id, imageId), eq(roomImages.roomTypeId, roomId)))
      .returning({ id: roomImages.id });
    if (!updated) throw notFound("Image not found");
    await audit(tx, adminId, "image_alt", "room_type", String(roomId), { imageId });
  });
  await pageContentChanged(services, "room-images");
}

/** Deletes one photo of a room by its id (never by position: a stale screen's position may name another). */
export async function deleteRoomImage(
  services: Pick<AppServices, "db" | "env">,
  roomId: number,
  imageId: number,
  adminId: number,
): Promise<void> {
  await requireRoom(services, roomId);
  const image = await services.db.transaction(async (tx) => {
    const images = await tx
      .select()
      .from(roomImages)
      .where(eq(roomImages.roomTypeId, roomId))
      .orderBy(asc(roomImages.position), asc(roomImages.id))
      .for("update");
    const image = images.find((item) => item.id === imageId);
    if (!image) {
      throw new AppError("not_found", "Image not found", undefined, { images: imageList(images) });
    }
    await tx.delete(roomImages).where(eq(roomImages.id, image.id));
    // Close the gap so positions stay 0..n-1.
    for (const [position, other] of images.filter((i) => i.id !== image.id).entries()) {
      if (other.position !== position) {
        await tx.update(roomImages).set({ position }).where(eq(roomImages.id, other.id));
      }
    }
    await audit(tx, adminId, "delete_image", "room_type", String(roomId), { src: image.src });
    return image;
  });
  await removeStoredImage(fileStore(services), image.src);
  invalidateReadCache(services.db);
}
