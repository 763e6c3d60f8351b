/** Testimonials (home page) and stored social posts (the feed's last fallback) in the admin. */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type {
  SocialPostInput,
  SocialPostUpdate,
  TestimonialInput,
  TestimonialUpdate,
} from "~core/schemas/admin-content";
import type { AppServices } from "../../../context";
import { socialPosts, testimonials } from "../../../db/schema";
import { notFound, stale } from "../../../errors";
import { audit } from "../../admin/admins";
import { removeImages, setRowVisible, writeOrder } from "./common";

type Services = Pick<AppServices, "db" | "env">;

export async function listAdminTestimonials(db: AppServices["db"]) {
  return db.select().from(testimonials).orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
}

export async function createTestimonial(
  services: Services,
  input: TestimonialInput,
  adminId: number,
) {
  return services.db.transaction(async (tx) => {
    const [last] = await tx
      .select({ max: sql<number>`coalesce(max(${testimonials.sortOrder}), -1)::int` })
      .from(testimonials);
    const [row] = await tx
      .insert(testimonials)
      .values({ ...input, sortOrder: (last?.max ?? -1) + 1 })
      .returning();
    await audit(tx, adminId, "create", "testimonial", String(row!.id), { name: input.name });
    return row!;
  });
}

export async function updateTestimonial(
  services: Services,
  id: number,
  { version, ...input }: TestimonialUpdate,
  adminId: number,
) {
  const { row, oldImage } = await services.db.transaction(async (tx) => {
    const [old] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for("update");
    if (!old) throw notFound("Testimonial not found");
    if (old.version !== version) throw stale(old);
    const [row] = await tx
      .update(testimonials)
      .set({ ...input, version: sql`${testimonials.version} + 1` })
      .where(and(eq(testimonials.id, id), eq(testimonials.version, version)))
      .returning();
    await audit(tx, adminId, "update", "testimonial", String(id), {
      name: input.name,
      isVisible: input.isVisible,
    });
    return { row: row!, oldImage: old.image };
  });
  if (oldImage && oldImage !== input.image) await removeImages(services, [oldImage]);
  return row;
}

export async function setTestimonialVisible(
  services: Services,
  id: number,
  isVisible: boolean,
  adminId: number,
) {
  const target = { table: testimonials, id: testimonials.id, entity: "testimonial" };
  await setRowVisible(
    services.db,
    { ...target, missing: "Testimonial not found" },
    id,
    isVisible,
    adminId,
  );
}

export async function reorderTestimonials(services: Services, ids: number[], adminId: number) {
  await services.db.transaction(async (tx) => {
    await writeOrder(
      tx,
      { table: testimonials, id: testimonials.id, order: testimonials.sortOrder },
      ids,
    );
    await audit(tx, adminId, "reorder", "testimonial", undefined, { ids });
  });
}

export async function deleteTestimonial(services: Services, id: number, adminId: number) {
  const deleted = await services.db.transaction(async (tx) => {
    const [row] = await tx.delete(testimonials).where(eq(testimonials.id, id)).returning();
    if (!row) throw notFound("Testimonial not found");
    await audit(tx, adminId, "delete", "testimonial", String(id), { name: row.name });
    return row;
  });
  await removeImages(services, [deleted.image]);
}

// ---------------------------------------------------------------- stored social posts

export async function listAdminSocialPosts(db: AppServices["db"]) {
  return db
    .select()
    .from(socialPosts)
    .orderBy(
      desc(sql`coalesce(${socialPosts.postedAt}, ${socialPosts.createdAt})`),
      desc(socialPosts.id),
    );
}

const postValues = (input: SocialPostInput) => ({
  image: input.image,
  caption: input.caption,
  link: input.link,
  likes: input.likes,
  isVisible: input.isVisible,
  // Noon UTC: the same calendar day in Nairobi and in every guest's time zone nearby.
  postedAt: new Date(`${input.postedAt}T12:00:00Z`),
});

export async function createSocialPost(
  services: Services,
  input: SocialPostInput,
  adminId: number,
) {
  return services.db.transaction(async (tx) => {
    const [row] = await tx.insert(socialPosts).values(postValues(input)).returning();
    await audit(tx, adminId, "create", "social_post", String(row!.id));
    return row!;
  });
}

export async function updateSocialPost(
  services: Services,
  id: number,
  { version, ...input }: SocialPostUpdate,
  adminId: number,
) {
  const { row, oldImage } = await services.db.transaction(async (tx) => {
    const [old] = await tx.select().from(socialPosts).where(eq(socialPosts.id, id)).for("update");
    if (!old) throw notFound("Social post not found");
    if (old.version !== version) throw stale(old);
    const [row] = await tx
      .update(socialPosts)
      .set({ ...postValues(input), version: sql`${socialPosts.version} + 1` })
      .where(and(eq(socialPosts.id, id), eq(socialPosts.version, version)))
      .returning();
    await audit(tx, adminId, "update", "social_post", String(id), { isVisible: input.isVisible });
    return { row: row!, oldImage: old.image };
  });
  if (oldImage !== input.image) await removeImages(services, [oldImage]);
  return row;
}

export async function setSocialPostVisible(
  services: Services,
  id: number,
  isVisible: boolean,
  adminId: number,
) {
  const target = { table: socialPosts, id: socialPosts.id, entity: "social_post" };
  await setRowVisible(
    services.db,
    { ...target, missing: "Social post not found" },
    id,
    isVisible,
    adminId,
  );
}

export async function deleteSocialPost(services: Services, id: number, adminId: number) {
  const deleted = await services.db.transaction(async (tx) => {
    const [row] = await tx.delete(socialPosts).where(eq(socialPosts.id, id)).returning();
    if (!row) throw notFound("Social post not found");
    await audit(tx, adminId, "delete", "social_post", String(id));
    return row;
  });
  await removeImages(services, [deleted.image]);
}
