/**
 * Journal management: drafts and published posts,
 * create and edit with a cover image, publish or unpublish, delete, and images
 * placed inside a post. Content is sanitised before it is stored; every change is
 * written to the audit log.
 */
import { and, count, desc, eq, ilike, like, or, type SQL, sql } from "drizzle-orm";
import {
  type AdminBlogPostDto,
  BLOG_IMAGE_MAX_BYTES,
  BLOG_MESSAGES,
  type BlogPostInput,
  type BlogPostUpdate,
  htmlText,
} from "~core/schemas/blog";
import type { AppServices } from "../../context";
import {
  blogPosts,
  blogSlugRedirects,
  galleryImages,
  heroSlides,
  roomImages,
} from "../../db/schema";
import { AppError, notFound, stale } from "../../errors";
import { audit } from "../admin/admins";
import { fileStore } from "../platform/file-store";
import {
  allOf,
  FIRST_PAGE,
  type PageQuery,
  type Paging,
  paged,
  timestampRange,
} from "../platform/paging";
import { sanitizePostHtml } from "../platform/sanitize-html";
import {
  inspectImage,
  loadSharp,
  removeStoredImage,
  storeImage,
  UploadRejected,
} from "../platform/uploads";
import { referencedImages } from "./admin/orphan-media";

type Services = Pick<AppServices, "db" | "env">;
type Row = typeof blogPosts.$inferSelect;

export type { AdminBlogPostDto };

export function toAdminDto(row: Row): AdminBlogPostDto {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: sanitizePostHtml(row.content),
    author: row.author,
    category: row.category,
    tags: row.tags,
    language: row.language,
    published: row.published,
    featured: row.featured,
    coverImage: row.coverImage,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export type BlogStatusFilter = "all" | "published" | "drafts";

/**
 * The management table: newest first, searched in title, excerpt, author and category,
 * by the day written (hotel time), a page at a time.
 */
export async function listAdminPosts(
  services: Pick<AppServices, "db">,
  filter: { q?: string; status?: string; from?: string; to?: string } = {},
  page: PageQuery = FIRST_PAGE,
): Promise<{ rows: AdminBlogPostDto[]; paging: Paging }> {
  const conditions: (SQL | undefined)[] = [];
  const q = filter.q?.trim().slice(0, 100);
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(blogPosts.title, like),
        ilike(blogPosts.excerpt, like),
        ilike(blogPosts.author, like),
        ilike(blogPosts.category, like),
      ),
    );
  }
  if (filter.status === "published") conditions.push(eq(blogPosts.published, true));
  if (filter.status === "drafts") conditions.push(eq(blogPosts.published, false));
  conditions.push(...timestampRange(blogPosts.createdAt, filter.from, filter.to));
  const where = allOf(conditions);
  const { rows, paging } = await paged(
    page,
    async () => (await services.db.select({ n: count() }).from(blogPosts).where(where))[0]?.n ?? 0,
    (limit, offset) =>
      services.db
        .select()
        .from(blogPosts)
        .where(where)
        .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
        .limit(limit)
        .offset(offset),
  );
  return { rows: rows.map(toAdminDto), paging };
}

export async function getAdminPost(
  services: Pick<AppServices, "db">,
  id: number,
): Promise<AdminBlogPostDto | null> {
  const [row] = await services.db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row ? toAdminDto(row) : null;
}

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * A cover or an image inside a post: PNG or JPG by content (the name and the
 * declared type are ignored) and at most 2 MB, then the shared pixel checks.
 */
async function inspectBlogImage(
  file: UploadedFile,
  messages: { tooLarge: string; type: string },
): Promise<void> {
  if (file.bytes.byteLength > BLOG_IMAGE_MAX_BYTES)
    throw new AppError("validation", messages.tooLarge);
  let format: string | undefined;
  const sharp = await loadSharp();
  try {
    format = (await sharp(file.bytes, { limitInputPixels: false }).metadata()).format;
  } catch {
    throw new AppError("validation", messages.type);
  }
  if (format !== "png" && format !== "jpeg") throw new AppError("validation", messages.type);
  try {
    await inspectImage(file.name, file.bytes);
  } catch (error) {
    if (error instanceof UploadRejected) throw new AppError("validation", error.message);
    throw error;
  }
}

const COVER_MESSAGES = { tooLarge: BLOG_MESSAGES.coverTooLarge, type: BLOG_MESSAGES.coverType };

/** Cleans the content and checks that enough text is left once it is clean. */
function cleanContent(html: string): string {
  const clean = sanitizePostHtml(html);
  if (htmlText(clean).length < 50) {
    throw new AppError("validation", BLOG_MESSAGES.content, { content: BLOG_MESSAGES.content });
  }
  return clean;
}

/**
 * A slug is free when no other post uses it now and it is not the former slug of
 * another post. Former slugs stay reserved for their post (its old links redirect
 * there): a new post may not take one, so an old link can never be turned to a
 * different story. The post itself may take its old slug back; deleting it frees them.
 */
async function assertSlugFree(services: Pick<AppServices, "db">, slug: string, exceptId?: number) {
  const [other] = await services.db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(eq(blogPosts.slug, slug));
  if (other && other.id !== exceptId) {
    throw new AppError("conflict", BLOG_MESSAGES.slugTaken(slug), {
      slug: BLOG_MESSAGES.slugTaken(slug),
    });
  }
  const [moved] = await services.db
    .select({ postId: blogSlugRedirects.postId })
    .from(blogSlugRedirects)
    .where(eq(blogSlugRedirects.slug, slug));
  if (moved && moved.postId !== exceptId) {
    throw new AppError("conflict", BLOG_MESSAGES.slugRedirects(slug), {
      slug: BLOG_MESSAGES.slugRedirects(slug),
    });
  }
}

/** A unique-slug race lost between the check and the write: the same 409. */
function slugConflict(error: unknown, slug: string): never {
  const code =
    (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  if (code === "23505") {
    throw new AppError("conflict", BLOG_MESSAGES.slugTaken(slug), {
      slug: BLOG_MESSAGES.slugTaken(slug),
    });
  }
  throw error;
}

export async function createPost(
  services: Services,
  input: BlogPostInput,
  cover: UploadedFile | null,
  adminId: number,
): Promise<AdminBlogPostDto> {
  const content = cleanContent(input.content);
  await assertSlugFree(services, input.slug);
  if (cover) await inspectBlogImage(cover, COVER_MESSAGES);
  const stored = cover ? await storeImage(fileStore(services), "blog", cover.bytes) : null;
  try {
    const row = await services.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(blogPosts)
        .values({
          ...input,
          content,
          coverImage: stored?.src ?? null,
          coverWidth: stored?.width ?? null,
          coverHeight: stored?.height ?? null,
          publishedAt: input.published ? new Date() : null,
        })
        .returning();
      await audit(tx, adminId, "create_post", "blog_post", String(created!.id), {
        slug: input.slug,
        published: input.published,
      });
      return created!;
    });
    return toAdminDto(row);
  } catch (error) {
    if (stored) await removeStoredImage(fileStore(services), stored.src);
    slugConflict(error, input.slug);
  }
}

/** Saves an edit made from `version` of the post; an older version is refused (409, current post). */
export async function updatePost(
  services: Services,
  id: number,
  { version, ...input }: BlogPostUpdate,
  cover: UploadedFile | null,
  keepExistingCoverImage: boolean,
  adminId: number,
): Promise<AdminBlogPostDto> {
  const [current] = await services.db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!current) throw notFound("Blog post not found");
  if (current.version !== version) throw stale(toAdminDto(current));
  const content = cleanContent(input.content);
  await assertSlugFree(services, input.slug, id);
  if (cover) await inspectBlogImage(cover, COVER_MESSAGES);
  const stored = cover ? await storeImage(fileStore(services), "blog", cover.bytes) : null;
  // A new file replaces the cover; without one, the cover stays unless staff removed it.
  const coverImage = stored ? stored.src : keepExistingCoverImage ? current.coverImage : null;
  const coverSize = stored
    ? { coverWidth: stored.width, coverHeight: stored.height }
    : coverImage
      ? { coverWidth: current.coverWidth, coverHeight: current.coverHeight }
      : { coverWidth: null, coverHeight: null };
  try {
    const row = await services.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(blogPosts)
        .set({
          ...input,
          content,
          coverImage,
          ...coverSize,
          publishedAt: input.published && !current.publishedAt ? new Date() : current.publishedAt,
          updatedAt: new Date(),
          version: sql`${blogPosts.version} + 1`,
        })
        .where(and(eq(blogPosts.id, id), eq(blogPosts.version, version)))
        .returning();
      if (!updated) {
        // Saved by someone else since the read above.
        const [now] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id));
        if (!now) throw notFound("Blog post not found");
        throw stale(toAdminDto(now));
      }
      if (current.slug !== input.slug) {
        // Taking an old slug back: it is the address again, no longer a redirect.
        await tx
          .delete(blogSlugRedirects)
          .where(and(eq(blogSlugRedirects.slug, input.slug), eq(blogSlugRedirects.postId, id)));
        // A slug that was public (the post was published at some time) keeps answering.
        if (current.publishedAt) {
          await tx
            .insert(blogSlugRedirects)
            .values({ slug: current.slug, postId: id })
            .onConflictDoNothing();
        }
      }
      await audit(tx, adminId, "update_post", "blog_post", String(id), {
        slug: input.slug,
        published: input.published,
        cover: stored ? "replaced" : coverImage ? "kept" : "none",
      });
      return updated;
    });
    // A replaced or removed cover, and images taken out of the text, go with their files
    // unless something else still shows them (this post's new text, another post, content).
    const kept = new Set(postUploads(row));
    const dropped = postUploads(current).filter((src) => !kept.has(src));
    for (const src of await unusedUploads(services, dropped)) {
      await removeStoredImage(fileStore(services), src);
    }
    return toAdminDto(row);
  } catch (error) {
    if (stored) await removeStoredImage(fileStore(services), stored.src);
    slugConflict(error, input.slug);
  }
}

/** Publish or unpublish (the first publication sets the date shown on the post). */
export async function setPostPublished(
  services: Pick<AppServices, "db">,
  id: number,
  published: boolean,
  adminId: number,
): Promise<AdminBlogPostDto> {
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(blogPosts)
      .set({
        published,
        ...(published ? { publishedAt: sql`coalesce(${blogPosts.publishedAt}, now())` } : {}),
        updatedAt: new Date(),
        version: sql`${blogPosts.version} + 1`,
      })
      .where(eq(blogPosts.id, id))
      .returning();
    if (!row) throw notFound("Blog post not found");
    await audit(
      tx,
      adminId,
      published ? "publish_post" : "unpublish_post",
      "blog_post",
      String(id),
    );
    return toAdminDto(row);
  });
}

/** Journal uploads a post names: its cover and the images in its HTML (any variant). */
const BLOG_UPLOAD = /\/uploads\/blog\/([0-9a-f]{24})(?:-\d+w)?\.(?:webp|avif)/g;

function postUploads(row: Pick<Row, "coverImage" | "content">): string[] {
  const names = [...`${row.coverImage ?? ""} ${row.content}`.matchAll(BLOG_UPLOAD)].map(
    (match) => match[1] as string,
  );
  return [...new Set(names)].map((name) => `/uploads/blog/${name}.webp`);
}

/**
 * The journal uploads of a deleted post that nothing else uses: not another post
 * (cover or HTML), not any other content that names an image (the same list the
 * unused-media clean-up keeps, plus rooms, gallery and hero slides).
 */
async function unusedUploads(services: Pick<AppServices, "db">, sources: string[]) {
  if (sources.length === 0) return [];
  const { db } = services;
  const [content, rooms, gallery, hero] = await Promise.all([
    referencedImages(db),
    db.select({ src: roomImages.src }).from(roomImages),
    db.select({ src: galleryImages.src }).from(galleryImages),
    db.select({ src: heroSlides.image }).from(heroSlides),
  ]);
  const used = new Set([...content, ...[...rooms, ...gallery, ...hero].map((row) => row.src)]);
  const unused: string[] = [];
  for (const src of sources) {
    if (used.has(src)) continue;
    const name = src.slice("/uploads/blog/".length, -".webp".length);
    const [other] = await db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(or(eq(blogPosts.coverImage, src), like(blogPosts.content, `%/uploads/blog/${name}%`)))
      .limit(1);
    if (!other) unused.push(src);
  }
  return unused;
}

/** Deletes a post with its former slugs and the uploaded images only it used. */
export async function deletePost(services: Services, id: number, adminId: number): Promise<void> {
  const row = await services.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    if (!deleted) throw notFound("Blog post not found");
    await audit(tx, adminId, "delete_post", "blog_post", String(id), { slug: deleted.slug });
    return deleted;
  });
  for (const src of await unusedUploads(services, postUploads(row))) {
    await removeStoredImage(fileStore(services), src);
  }
}

/** An image placed inside a post by the editor; returns the stored /uploads/ address. */
export async function uploadPostImage(
  services: Services,
  file: UploadedFile,
  adminId: number,
): Promise<{ src: string; width: number; height: number }> {
  await inspectBlogImage(file, {
    tooLarge: BLOG_MESSAGES.imageTooLarge,
    type: BLOG_MESSAGES.imageType,
  });
  const stored = await storeImage(fileStore(services), "blog", file.bytes);
  await audit(services.db, adminId, "upload_post_image", "blog_post", undefined, {
    src: stored.src,
  });
  return stored;
}
