/**
 * The gallery in the admin: upload (the room photos' safe pipeline), alt text in
 * seven languages, category, order within a category, delete. /gallery and
 * GET /api/gallery read the same rows, so changes show at once.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { GalleryImageUpdate, GalleryUploadFields } from "~core/schemas/admin-content";
import type { AppServices } from "../../../context";
import { galleryImages } from "../../../db/schema";
import { notFound, stale } from "../../../errors";
import { audit } from "../../admin/admins";
import { type IncomingFile, removeImages, storeImageBatch, writeOrder } from "./common";

type Services = Pick<AppServices, "db" | "env">;

export async function listAdminGallery(db: AppServices["db"]) {
  return db
    .select()
    .from(galleryImages)
    .orderBy(asc(galleryImages.sortOrder), asc(galleryImages.id));
}

/** Stores a batch in one category with the same alt texts; new images go last. */
export async function uploadGalleryImages(
  services: Services,
  fields: GalleryUploadFields,
  files: IncomingFile[],
  adminId: number,
): Promise<number[]> {
  const stored = await storeImageBatch(services, "gallery", files);
  try {
    return await services.db.transaction(async (tx) => {
      const [last] = await tx
        .select({ max: sql<number>`coalesce(max(${galleryImages.sortOrder}), -1)::int` })
        .from(galleryImages);
      let sortOrder = (last?.max ?? -1) + 1;
      const rows = await tx
        .insert(galleryImages)
        .values(
          stored.map((image) => ({
            category: fields.category,
            alt: fields.alt,
            sortOrder: sortOrder++,
            ...image,
          })),
        )
        .returning({ id: galleryImages.id });
      await audit(tx, adminId, "upload_images", "gallery", undefined, {
        category: fields.category,
        count: rows.length,
      });
      return rows.map((row) => row.id);
    });
  } catch (error) {
    // No row points at the new files: remove them rather than leave orphans.
    await removeImages(
      services,
      stored.map((image) => image.src),
    );
    throw error;
  }
}

export async function updateGalleryImage(
  services: Services,
  id: number,
  input: GalleryImageUpdate,
  adminId: number,
): Promise<void> {
  await services.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(galleryImages)
      .where(eq(galleryImages.id, id))
      .for("update");
    if (!row) throw notFound("Image not found");
    if (row.version !== input.version) throw stale(row);
    let sortOrder = row.sortOrder;
    if (row.category !== input.category) {
      // Moving to another category puts the image last there.
      const [last] = await tx
        .select({ max: sql<number>`coalesce(max(${galleryImages.sortOrder}), -1)::int` })
        .from(galleryImages);
      sortOrder = (last?.max ?? -1) + 1;
    }
    await tx
      .update(galleryImages)
      .set({
        category: input.category,
        alt: input.alt,
        sortOrder,
        version: sql`${galleryImages.version} + 1`,
      })
      .where(and(eq(galleryImages.id, id), eq(galleryImages.version, input.version)));
    await audit(tx, adminId, "update", "gallery", String(id), {
      category: input.category,
      languages: Object.keys(input.alt),
    });
  });
}

/** The images of one category in a new order (their ids, first to last). */
export async function reorderGallery(
  services: Services,
  category: GalleryUploadFields["category"],
  ids: number[],
  adminId: number,
): Promise<void> {
  await services.db.transaction(async (tx) => {
    await writeOrder(
      tx,
      {
        table: galleryImages,
        id: galleryImages.id,
        order: galleryImages.sortOrder,
        scope: eq(galleryImages.category, category),
        keys: "existing",
      },
      ids,
    );
    await audit(tx, adminId, "reorder", "gallery", undefined, { category, ids });
  });
}

export async function deleteGalleryImage(services: Services, id: number, adminId: number) {
  const [row] = await services.db.transaction(async (tx) => {
    const deleted = await tx.delete(galleryImages).where(eq(galleryImages.id, id)).returning();
    if (deleted.length === 0) throw notFound("Image not found");
    await audit(tx, adminId, "delete", "gallery", String(id), { src: deleted[0]?.src });
    return deleted;
  });
  await removeImages(services, [row?.src]);
}
