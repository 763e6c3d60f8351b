/**
 * The Resort Journal as guests see it: published posts only, content cleaned again
 * on the way out (sanitize-html.ts). With no published post the journal is empty
 * (no built-in sample stories, whose links would answer 404).
 */
import { and, count, desc, eq, ne, notInArray, sql } from "drizzle-orm";
import type { BlogPostDto } from "~core/types";
import type { Database } from "../../db/client";
import { blogPosts, blogSlugRedirects } from "../../db/schema";
import { sanitizePostHtml } from "../platform/sanitize-html";

export const FEATURED_POST_COUNT = 3;
export const RELATED_POST_COUNT = 3;
/** Cards per step of the More Stories grid. */
export const MORE_STORIES_PAGE_SIZE = 9;

type Row = typeof blogPosts.$inferSelect;

export function toDto(row: Row): BlogPostDto {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: sanitizePostHtml(row.content),
    imagePath: row.coverImage,
    imageWidth: row.coverImage ? row.coverWidth : null,
    imageHeight: row.coverImage ? row.coverHeight : null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    author: row.author,
    category: row.category,
    tags: row.tags,
    language: row.language,
    featured: row.featured,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const isPublished = eq(blogPosts.published, true);
const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.id)] as const;

export async function countPublishedPosts(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(blogPosts).where(isPublished);
  return row?.n ?? 0;
}

export async function listFeaturedPosts(db: Database): Promise<BlogPostDto[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(and(isPublished, eq(blogPosts.featured, true)))
    .orderBy(...newestFirst)
    .limit(FEATURED_POST_COUNT);
  return rows.map(toDto);
}

export async function getPublishedPost(db: Database, slug: string): Promise<BlogPostDto | null> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublished));
  return row ? toDto(row) : null;
}

export interface JournalPage {
  featured: BlogPostDto[];
  /** One step of the More Stories grid (the published posts not featured above). */
  more: BlogPostDto[];
  page: number;
  pageCount: number;
}

/** /blog: the featured panels and one page of More Stories (page counts from 1). */
export async function journalPage(db: Database, page: number): Promise<JournalPage> {
  const size = MORE_STORIES_PAGE_SIZE;
  const featured = await listFeaturedPosts(db);
  const shownIds = featured.map((post) => post.id);
  const others =
    shownIds.length > 0 ? and(isPublished, notInArray(blogPosts.id, shownIds)) : isPublished;
  const [total] = await db.select({ n: count() }).from(blogPosts).where(others);
  const pageCount = Math.max(1, Math.ceil((total?.n ?? 0) / size));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db
    .select()
    .from(blogPosts)
    .where(others)
    .orderBy(...newestFirst)
    .limit(size)
    .offset((current - 1) * size);
  return { featured, more: rows.map(toDto), page: current, pageCount };
}

/** The post page: a published post, or null (a 404). */
export async function findJournalPost(db: Database, slug: string): Promise<BlogPostDto | null> {
  if (!/^[a-z0-9-]{3,200}$/.test(slug)) return null;
  return getPublishedPost(db, slug);
}

/**
 * A former slug of a published post: its current slug, for a permanent redirect
 * (null when the slug never moved or its post is not published now).
 */
export async function findMovedPostSlug(db: Database, slug: string): Promise<string | null> {
  if (!/^[a-z0-9-]{3,200}$/.test(slug)) return null;
  const [row] = await db
    .select({ slug: blogPosts.slug })
    .from(blogSlugRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, blogSlugRedirects.postId))
    .where(and(eq(blogSlugRedirects.slug, slug), isPublished));
  return row && row.slug !== slug ? row.slug : null;
}

/** Up to three other posts, the same category first, then the newest. */
export async function listRelatedPosts(db: Database, post: BlogPostDto): Promise<BlogPostDto[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(and(isPublished, ne(blogPosts.id, post.id)))
    .orderBy(
      sql`case when ${blogPosts.category} = ${post.category} then 0 else 1 end`,
      ...newestFirst,
    )
    .limit(RELATED_POST_COUNT);
  return rows.map(toDto);
}

/** The newest published posts (the 404 page's suggestions, the RSS feed). */
export async function listRecentPosts(db: Database, limit: number): Promise<BlogPostDto[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(isPublished)
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toDto);
}
