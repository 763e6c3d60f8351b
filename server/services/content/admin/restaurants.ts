/**
 * Restaurants, their à-la-carte dishes and the printed menus' page images in the
 * admin. Staff add, edit and delete restaurants; deleting one deletes its dishes with it
 * (the printed menus are per kind, shared by all, and stay), and a guest's message about
 * it keeps the restaurant's name (contact_messages.topic_name).
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { defaultMenuKinds } from "~core/menu-kinds";
import {
  type MenuItemInput,
  type MenuItemUpdate,
  RESTAURANT_MESSAGES,
  type RestaurantCreateInput,
  type RestaurantInput,
} from "~core/schemas/admin-content";
import type { MenuKind } from "~core/types";
import type { AppServices } from "../../../context";
import type { Database } from "../../../db/client";
import { pgErrorCode } from "../../../db/faults";
import { menuItems, menuPages, menus, restaurants } from "../../../db/schema";
import { AppError, notFound, stale } from "../../../errors";
import { audit } from "../../admin/admins";
import { type IncomingFile, removeImages, storeImageBatch, writeOrder } from "./common";

type Services = Pick<AppServices, "db" | "env">;

export async function listAdminRestaurants(db: Database) {
  return db.select().from(restaurants).orderBy(asc(restaurants.sortOrder), asc(restaurants.id));
}

export async function adminRestaurant(db: Database, id: number) {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.id, id));
  if (!row) return null;
  const items = await db
    .select()
    .from(menuItems)
    .where(eq(menuItems.restaurantId, id))
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
  return { ...row, items };
}

export async function updateRestaurant(
  services: Services,
  id: number,
  { version, ...input }: RestaurantInput,
  adminId: number,
) {
  const oldImage = await services.db.transaction(async (tx) => {
    const [old] = await tx.select().from(restaurants).where(eq(restaurants.id, id)).for("update");
    if (!old) throw notFound("Restaurant not found");
    if (old.version !== version) throw stale(old);
    await tx
      .update(restaurants)
      .set({ ...input, updatedAt: sql`now()`, version: sql`${restaurants.version} + 1` })
      .where(and(eq(restaurants.id, id), eq(restaurants.version, version)));
    await audit(tx, adminId, "update", "restaurant", String(id), { name: input.name });
    return old.image;
  });
  if (oldImage && oldImage !== input.image) await removeImages(services, [oldImage]);
}

const slugTaken = (slug: string) =>
  new AppError("conflict", RESTAURANT_MESSAGES.slugTaken(slug), {
    slug: RESTAURANT_MESSAGES.slugTaken(slug),
  });

/** Adds a restaurant at the end of the list; a slug in use is refused (409, on the field). */
export async function createRestaurant(
  services: Services,
  input: RestaurantCreateInput,
  adminId: number,
) {
  try {
    return await services.db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(eq(restaurants.slug, input.slug));
      if (taken) throw slugTaken(input.slug);
      const [last] = await tx
        .select({ max: sql<number>`coalesce(max(${restaurants.sortOrder}), -1)::int` })
        .from(restaurants);
      const [row] = await tx
        .insert(restaurants)
        .values({
          ...input,
          menuKinds: input.menuKinds ?? defaultMenuKinds(input.name),
          sortOrder: (last?.max ?? -1) + 1,
        })
        .returning();
      await audit(tx, adminId, "create", "restaurant", String(row!.id), { slug: row!.slug });
      return row!;
    });
  } catch (error) {
    // Two staff adding the same slug at once: the unique index refuses the second.
    if (pgErrorCode(error) === "23505") throw slugTaken(input.slug);
    throw error;
  }
}

/** Deletes a restaurant and its dishes (their pictures too). */
export async function deleteRestaurant(services: Services, id: number, adminId: number) {
  const images = await services.db.transaction(async (tx) => {
    const dishes = await tx
      .select({ image: menuItems.image })
      .from(menuItems)
      .where(eq(menuItems.restaurantId, id));
    const [row] = await tx.delete(restaurants).where(eq(restaurants.id, id)).returning();
    if (!row) throw notFound("Restaurant not found");
    await audit(tx, adminId, "delete", "restaurant", String(id), {
      slug: row.slug,
      name: row.name,
      dishes: dishes.length,
    });
    return [row.image, ...dishes.map((dish) => dish.image)];
  });
  await removeImages(services, images);
}

// ---------------------------------------------------------------- à-la-carte dishes

async function requireRestaurant(db: Pick<Database, "select">, id: number) {
  const [row] = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.id, id));
  if (!row) throw notFound("Restaurant not found");
}

export async function createMenuItem(
  services: Services,
  restaurantId: number,
  input: MenuItemInput,
  adminId: number,
) {
  return services.db.transaction(async (tx) => {
    await requireRestaurant(tx, restaurantId);
    const [last] = await tx
      .select({ max: sql<number>`coalesce(max(${menuItems.sortOrder}), -1)::int` })
      .from(menuItems)
      .where(eq(menuItems.restaurantId, restaurantId));
    const [row] = await tx
      .insert(menuItems)
      .values({ ...input, restaurantId, sortOrder: (last?.max ?? -1) + 1 })
      .returning();
    await audit(tx, adminId, "create", "menu_item", String(row!.id), { restaurantId });
    return row!;
  });
}

export async function updateMenuItem(
  services: Services,
  restaurantId: number,
  id: number,
  { version, ...input }: MenuItemUpdate,
  adminId: number,
) {
  const oldImage = await services.db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.id, id), eq(menuItems.restaurantId, restaurantId)))
      .for("update");
    if (!old) throw notFound("Dish not found");
    if (old.version !== version) throw stale(old);
    await tx
      .update(menuItems)
      .set({ ...input, version: sql`${menuItems.version} + 1` })
      .where(and(eq(menuItems.id, id), eq(menuItems.version, version)));
    await audit(tx, adminId, "update", "menu_item", String(id), { price: input.price });
    return old.image;
  });
  if (oldImage && oldImage !== input.image) await removeImages(services, [oldImage]);
}

export async function reorderMenuItems(
  services: Services,
  restaurantId: number,
  ids: number[],
  adminId: number,
) {
  await services.db.transaction(async (tx) => {
    await requireRestaurant(tx, restaurantId);
    await writeOrder(
      tx,
      {
        table: menuItems,
        id: menuItems.id,
        order: menuItems.sortOrder,
        scope: eq(menuItems.restaurantId, restaurantId),
      },
      ids,
    );
    await audit(tx, adminId, "reorder", "menu_item", undefined, { restaurantId, ids });
  });
}

export async function deleteMenuItem(
  services: Services,
  restaurantId: number,
  id: number,
  adminId: number,
) {
  const deleted = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(menuItems)
      .where(and(eq(menuItems.id, id), eq(menuItems.restaurantId, restaurantId)))
      .returning();
    if (!row) throw notFound("Dish not found");
    await audit(tx, adminId, "delete", "menu_item", String(id), { restaurantId });
    return row;
  });
  await removeImages(services, [deleted.image]);
}

// ---------------------------------------------------------------- printed menu pages

export async function listMenuPagesByKind(db: Database) {
  const rows = await db.select().from(menus).orderBy(asc(menus.id));
  const pages = await db
    .select()
    .from(menuPages)
    .orderBy(asc(menuPages.position), asc(menuPages.id));
  return rows.map((menu) => ({
    id: menu.id,
    kind: menu.kind,
    title: menu.title,
    pages: pages.filter((page) => page.menuId === menu.id),
  }));
}

/** The menu of a kind, created on first use (a fresh database may lack one). */
async function menuOf(db: Database, kind: MenuKind): Promise<number> {
  const [row] = await db.select({ id: menus.id }).from(menus).where(eq(menus.kind, kind));
  if (row) return row.id;
  const title = { en: `${kind[0]?.toUpperCase()}${kind.slice(1)} menu` };
  const [created] = await db
    .insert(menus)
    .values({ kind, title })
    .onConflictDoNothing()
    .returning({ id: menus.id });
  if (created) return created.id;
  return menuOf(db, kind);
}

export async function uploadMenuPages(
  services: Services,
  kind: MenuKind,
  files: IncomingFile[],
  adminId: number,
): Promise<number> {
  const menuId = await menuOf(services.db, kind);
  // A printed menu can run to many pages: allow bigger batches than photos.
  const stored = await storeImageBatch(services, `menus/${kind}`, files, 20);
  try {
    await services.db.transaction(async (tx) => {
      const [last] = await tx
        .select({ max: sql<number>`coalesce(max(${menuPages.position}), -1)::int` })
        .from(menuPages)
        .where(eq(menuPages.menuId, menuId));
      let position = (last?.max ?? -1) + 1;
      await tx
        .insert(menuPages)
        .values(stored.map((image) => ({ menuId, position: position++, ...image })));
      await audit(tx, adminId, "upload_images", "menu", kind, { count: stored.length });
    });
  } catch (error) {
    await removeImages(
      services,
      stored.map((image) => image.src),
    );
    throw error;
  }
  return stored.length;
}

export async function reorderMenuPages(
  services: Services,
  kind: MenuKind,
  ids: number[],
  adminId: number,
) {
  const menuId = await menuOf(services.db, kind);
  await services.db.transaction(async (tx) => {
    const scope = eq(menuPages.menuId, menuId);
    await writeOrder(
      tx,
      { table: menuPages, id: menuPages.id, order: menuPages.position, scope },
      ids,
    );
    await audit(tx, adminId, "reorder", "menu", kind, { ids });
  });
}

export async function deleteMenuPage(
  services: Services,
  kind: MenuKind,
  id: number,
  adminId: number,
) {
  const menuId = await menuOf(services.db, kind);
  const deleted = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(menuPages)
      .where(and(eq(menuPages.id, id), eq(menuPages.menuId, menuId)))
      .returning();
    if (!row) throw notFound("Menu page not found");
    // Close the gap so positions stay 0..n-1.
    const rest = await tx
      .select({ id: menuPages.id, position: menuPages.position })
      .from(menuPages)
      .where(eq(menuPages.menuId, menuId))
      .orderBy(asc(menuPages.position), asc(menuPages.id));
    for (const [position, page] of rest.entries()) {
      if (page.position !== position) {
        await tx.update(menuPages).set({ position }).where(eq(menuPages.id, page.id));
      }
    }
    await audit(tx, adminId, "delete_image", "menu", kind, { src: row.src });
    return row;
  });
  await removeImages(services, [deleted.src]);
}
