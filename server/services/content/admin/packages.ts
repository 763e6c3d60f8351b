/** Event packages in the admin: create, edit, reorder, hide, delete (/packages reads the same rows). */
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { EventPackageInput, EventPackageUpdate } from "~core/schemas/admin-content";
import type { AppServices } from "../../../context";
import type { Database } from "../../../db/client";
import { eventPackages } from "../../../db/schema";
import { notFound, stale } from "../../../errors";
import { audit } from "../../admin/admins";
import { removeImages, setRowVisible, writeOrder } from "./common";

type Services = Pick<AppServices, "db" | "env">;

export async function listAdminPackages(db: Database) {
  return db
    .select()
    .from(eventPackages)
    .orderBy(asc(eventPackages.sortOrder), asc(eventPackages.id));
}

export async function adminPackage(db: Database, id: number) {
  const [row] = await db.select().from(eventPackages).where(eq(eventPackages.id, id));
  return row ?? null;
}

/** "Baby Shower Package" -> "baby-shower-package"; the contact form links by slug. */
export function slugify(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "package";
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A slug from the English title that no other package uses (-2, -3 … on a clash). */
async function freeSlug(tx: Tx, title: string, exceptId?: number): Promise<string> {
  const base = slugify(title);
  const taken = new Set(
    (
      await tx
        .select({ slug: eventPackages.slug })
        .from(eventPackages)
        .where(exceptId ? ne(eventPackages.id, exceptId) : undefined)
    ).map((row) => row.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

export async function createPackage(services: Services, input: EventPackageInput, adminId: number) {
  return services.db.transaction(async (tx) => {
    const [last] = await tx
      .select({ max: sql<number>`coalesce(max(${eventPackages.sortOrder}), -1)::int` })
      .from(eventPackages);
    const [row] = await tx
      .insert(eventPackages)
      .values({
        ...input,
        slug: await freeSlug(tx, input.title.en),
        sortOrder: (last?.max ?? -1) + 1,
      })
      .returning();
    await audit(tx, adminId, "create", "event_package", String(row!.id), { slug: row!.slug });
    return row!;
  });
}

/**
 * Saves a package; its slug stays (links to the contact form keep working). A save
 * from an older version is refused with the current package (409).
 */
export async function updatePackage(
  services: Services,
  id: number,
  { version, ...input }: EventPackageUpdate,
  adminId: number,
) {
  const { row, dropped } = await services.db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(eventPackages)
      .where(eq(eventPackages.id, id))
      .for("update");
    if (!old) throw notFound("Package not found");
    if (old.version !== version) throw stale(old);
    const [row] = await tx
      .update(eventPackages)
      .set({ ...input, updatedAt: sql`now()`, version: sql`${eventPackages.version} + 1` })
      .where(and(eq(eventPackages.id, id), eq(eventPackages.version, version)))
      .returning();
    await audit(tx, adminId, "update", "event_package", String(id), {
      slug: old.slug,
      isVisible: input.isVisible,
    });
    return { row: row!, dropped: old.images.filter((src) => !input.images.includes(src)) };
  });
  await removeImages(services, dropped);
  return row;
}

export async function setPackageVisible(
  services: Services,
  id: number,
  isVisible: boolean,
  adminId: number,
) {
  await setRowVisible(
    services.db,
    {
      table: eventPackages,
      id: eventPackages.id,
      entity: "event_package",
      missing: "Package not found",
      touch: true,
    },
    id,
    isVisible,
    adminId,
  );
}

export async function reorderPackages(services: Services, ids: number[], adminId: number) {
  await services.db.transaction(async (tx) => {
    await writeOrder(
      tx,
      { table: eventPackages, id: eventPackages.id, order: eventPackages.sortOrder },
      ids,
    );
    await audit(tx, adminId, "reorder", "event_package", undefined, { ids });
  });
}

export async function deletePackage(services: Services, id: number, adminId: number) {
  const deleted = await services.db.transaction(async (tx) => {
    const [row] = await tx.delete(eventPackages).where(eq(eventPackages.id, id)).returning();
    if (!row) throw notFound("Package not found");
    await audit(tx, adminId, "delete", "event_package", String(id), { slug: row.slug });
    return row;
  });
  await removeImages(services, deleted.images);
}
