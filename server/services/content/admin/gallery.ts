/**
 * The gallery in the admin: its categories (added, named in seven languages, ordered,
 * removed when empty), and its images: upload (the room photos' safe pipeline), alt text
 * in seven languages, category, order within a category, delete. /gallery and
 * GET /api/gallery read the same rows, so changes show at once.
 */
import { and, asc, count, eq, sql } from "drizzle-orm";
import {
  GALLERY_CATEGORY_MESSAGES,
  type GalleryCategoryCreateInput,
  type GalleryCategoryInput,
  type GalleryImageUpdate,
  type GalleryUploadFields,
} from "~core/schemas/admin-content";
import { slugify } from "~core/schemas/blog";
import type { AppServices } from "../../../context";
import type { Database } from "../../../db/client";
import { pgErrorCode } from "../../../db/faults";
import { galleryCategories, galleryImages } from "../../../db/schema";
import { AppError, notFound, stale } from "../../../errors";
import { audit } from "../../admin/admins";
import type { Transaction } from "../../mail/outbox";
import { type IncomingFile, removeImages, storeImageBatch, writeOrder } from "./common";

type Services = Pick<AppServices, "db" | "env">;

// ---------------------------------------------------------------- categories

/** The categories in their order, each with how many images it holds. */
export async function listGalleryCategories(db: Database) {
  return db
    .select({
      id: galleryCategories.id,
      slug: galleryCategories.slug,
      name: galleryCategories.name,
      version: galleryCategories.version,
      images: sql<number>`(select count(*) from ${galleryImages} where ${galleryImages.category} = ${galleryCategories.slug})::int`,
    })
    .from(galleryCategories)
    .orderBy(asc(galleryCategories.sortOrder), asc(galleryCategories.id));
}

const slugTaken = (slug: string) =>
  new AppError("conflict", GALLERY_CATEGORY_MESSAGES.slugTaken(slug), {
    slug: GALLERY_CATEGORY_MESSAGES.slugTaken(slug),
  });

/** Adds a category at the end; a slug in use is refused (409, on the field). */
export async function createGalleryCategory(
  db: Database,
  input: GalleryCategoryCreateInput,
  adminId: number,
) {
  // No slug given: the English name's ("Pool area" -> "pool-area").
  const slug = input.slug ?? slugify(input.name.en).slice(0, 60).replace(/-+$/, "");
  if (!slug) {
    throw new AppError("validation", GALLERY_CATEGORY_MESSAGES.slugRequired, {
      slug: GALLERY_CATEGORY_MESSAGES.slugPattern,
    });
  }
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: galleryCategories.id })
        .from(galleryCategories)
        .where(eq(galleryCategories.slug, slug));
      if (taken) throw slugTaken(slug);
      const [last] = await tx
        .select({ max: sql<number>`coalesce(max(${galleryCategories.sortOrder}), -1)::int` })
        .from(galleryCategories);
      const [row] = await tx
        .insert(galleryCategories)
        .values({ slug, name: input.name, sortOrder: (last?.max ?? -1) + 1 })
        .returning();
      await audit(tx, adminId, "create", "gallery_category", String(row!.id), { slug: row!.slug });
      return row!;
    });
  } catch (error) {
    // Two staff adding the same slug at once: the unique index refuses the second.
    if (pgErrorCode(error) === "23505") throw slugTaken(slug);
    throw error;
  }
}

/** A category's row, locked for the rest of the transaction; 404 when it is gone. */
async function lockCategory(tx: Transaction, id: number) {
  const [row] = await tx
    .select()
    .from(galleryCategories)
    .where(eq(galleryCategories.id, id))
    .for("update");
  if (!row) throw notFound("Category not found");
  return row;
}

/** Renames a category (its slug stays); a save from an older version is refused (409). */
export async function updateGalleryCategory(
  db: Database,
  id: number,
  input: GalleryCategoryInput,
  adminId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockCategory(tx, id);
    if (row.version !== input.version) throw stale(row);
    await tx
      .update(galleryCategories)
      .set({ name: input.name, version: sql`${galleryCategories.version} + 1` })
      .where(eq(galleryCategories.id, id));
    await audit(tx, adminId, "update", "gallery_category", String(id), {
      languages: Object.keys(input.name),
    });
  });
}

/** Removes a category that holds no image (409 naming the count otherwise). */
export async function deleteGalleryCategory(db: Database, id: number, adminId: number) {
  await db.transaction(async (tx) => {
    const row = await lockCategory(tx, id);
    const [held] = await tx
      .select({ n: count() })
      .from(galleryImages)
      .where(eq(galleryImages.category, row.slug));
    if ((held?.n ?? 0) > 0)
      throw new AppError("conflict", GALLERY_CATEGORY_MESSAGES.inUse(held!.n));
    try {
      await tx.delete(galleryCategories).where(eq(galleryCategories.id, id));
    } catch (error) {
      // An image uploaded into it meanwhile: the foreign key refuses.
      if (pgErrorCode(error) === "23503")
        throw new AppError("conflict", GALLERY_CATEGORY_MESSAGES.inUse(1));
      throw error;
    }
    await audit(tx, adminId, "delete", "gallery_category", String(id), { slug: row.slug });
  });
}

/** The categories in a new order (their ids, first to last). */
export async function reorderGalleryCategories(db: Database, ids: number[], adminId: number) {
  await db.transaction(async (tx) => {
    await writeOrder(
      tx,
      { table: galleryCategories, id: galleryCategories.id, order: galleryCategories.sortOrder },
      ids,
    );
    await audit(tx, adminId, "reorder", "gallery_category", undefined, { ids });
  });
}

/** The categories' slugs, for the fields' check (galleryFieldsSchemas). */
export async function galleryCategorySlugs(db: Database): Promise<string[]> {
  const rows = await db.select({ slug: galleryCategories.slug }).from(galleryCategories);
  return rows.map((row) => row.slug);
}

/** Refuses an image's category that does not exist (400 on the field), inside a transaction. */
async function requireCategory(tx: Pick<Database, "select">, slug: string) {
  const [row] = await tx
    .select({ id: galleryCategories.id })
    .from(galleryCategories)
    .where(eq(galleryCategories.slug, slug))
    .for("share");
  if (!row) {
    throw new AppError("validation", GALLERY_CATEGORY_MESSAGES.category, {
      category: GALLERY_CATEGORY_MESSAGES.category,
    });
  }
}

// ---------------------------------------------------------------- images

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
  // Before the files are processed: a category that does not exist wastes no work.
  await requireCategory(services.db, fields.category);
  const stored = await storeImageBatch(services, "gallery", files);
  try {
    return await services.db.transaction(async (tx) => {
      await requireCategory(tx, fields.category);
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
      await requireCategory(tx, input.category);
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
