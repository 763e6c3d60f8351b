/** Room photos in the admin: upload, reorder, delete. The public pages read the same rows. */
import { asc, eq, sql } from "drizzle-orm";
import type { AppServices } from "../context";
import { roomImages, roomTypes } from "../db/schema";
import { AppError, notFound } from "../errors";
import { audit } from "./auth/admins";
import { invalidateReadCache } from "./read-cache";
import {
  inspectImage,
  MAX_FILES_PER_UPLOAD,
  removeStoredImage,
  type StoredImage,
  storeImage,
  UploadRejected,
} from "./uploads";

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
): Promise<number> {
  await requireRoom(services, roomId);
  if (files.length === 0) throw new AppError("validation", "Choose at least one image.");
  if (files.length > MAX_FILES_PER_UPLOAD) {
    throw new AppError("validation", `Upload at most ${MAX_FILES_PER_UPLOAD} images at a time.`);
  }
  try {
    for (const file of files) await inspectImage(file.name, file.bytes);
  } catch (error) {
    if (error instanceof UploadRejected) throw new AppError("validation", error.message);
    throw error;
  }
  const stored: StoredImage[] = [];
  for (const file of files)
    stored.push(await storeImage(services.env.dataDir, `rooms/${roomId}`, file.bytes));
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
    await Promise.all(stored.map((image) => removeStoredImage(services.env.dataDir, image.src)));
    throw error;
  }
  invalidateReadCache(services.db);
  return stored.length;
}

/** New order as the old positions (0-based, in display order), e.g. [1, 0, 2]. */
export async function reorderRoomImages(
  services: Pick<AppServices, "db">,
  roomId: number,
  imageOrder: number[],
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
    const sorted = [...imageOrder].sort((a, b) => a - b);
    if (imageOrder.length !== images.length || sorted.some((value, index) => value !== index)) {
      throw new AppError("validation", "imageOrder must list every current position exactly once.");
    }
    for (const [position, oldIndex] of imageOrder.entries()) {
      await tx.update(roomImages).set({ position }).where(eq(roomImages.id, images[oldIndex]!.id));
    }
    await audit(tx, adminId, "reorder_images", "room_type", String(roomId), { imageOrder });
  });
  invalidateReadCache(services.db);
}

export async function deleteRoomImage(
  services: Pick<AppServices, "db" | "env">,
  roomId: number,
  index: number,
  adminId: number,
): Promise<void> {
  const images = await listRoomImages(services, roomId);
  const image = images[index];
  if (!image) throw notFound("Image not found");
  await services.db.transaction(async (tx) => {
    await tx.delete(roomImages).where(eq(roomImages.id, image.id));
    // Close the gap so positions stay 0..n-1.
    for (const [position, other] of images.filter((i) => i.id !== image.id).entries()) {
      if (other.position !== position) {
        await tx.update(roomImages).set({ position }).where(eq(roomImages.id, other.id));
      }
    }
    await audit(tx, adminId, "delete_image", "room_type", String(roomId), { src: image.src });
  });
  await removeStoredImage(services.env.dataDir, image.src);
  invalidateReadCache(services.db);
}
