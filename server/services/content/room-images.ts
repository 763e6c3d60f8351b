/** Room photos in the admin: upload, reorder, delete. The public pages read the same rows. */
import { createHmac } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { AppServices } from "../../context";
import { roomImages, roomTypes } from "../../db/schema";
import { AppError, notFound, stale } from "../../errors";
import { audit } from "../admin/admins";
import { fileStore } from "../platform/file-store";
import { invalidateReadCache } from "../platform/read-cache";
import {
  inspectImages,
  MAX_FILES_PER_UPLOAD,
  removeStoredImage,
  type StoredImage,
  storeImage,
  UploadRejected,
} from "../platform/uploads";

export async function listRoomImages(services: Pick<AppServices, "db">, roomId: number) {
  return services.db
    .select()
    .from(roomImages)
    .where(eq(roomImages.roomTypeId, roomId))
    .orderBy(asc(roomImages.position), asc(roomImages.id));
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
        await storeImage(fileStore(services), `rooms/${roomId}`, file.bytes, names?.[index]),
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
