/**
 * The Resort Journal as guests see it: published posts only, content cleaned again
 * on the way out (sanitize-html.ts), and the built-in sample posts while the
 * database holds no published post at all (spec 001 section 4).
 */
import { and, count, desc, eq, ne, notInArray, sql } from "drizzle-orm";
import type { BlogPostDto } from "../../core/types";
import type { Database } from "../db/client";
import { blogPosts } from "../db/schema";
import { blogPosts as seedPosts } from "../db/seed/content/blog";
import { demoMediaSize, demoMediaUrl } from "../db/seed/media";
import { sanitizePostHtml } from "./sanitize-html";

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

/**
 * The built-in sample posts (the demo journal, in English): shown only while the
 * database has no published post, so a fresh site never opens on an empty journal.
 * Ids are negative so they can never be mistaken for rows.
 */
export function samplePosts(): BlogPostDto[] {
  return seedPosts
    .map((post, index) => ({
      id: -(index + 1),
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      content: sanitizePostHtml(post.content),
      imagePath: demoMediaUrl(post.coverImage),
      imageWidth: demoMediaSize(post.coverImage).width,
      imageHeight: demoMediaSize(post.coverImage).height,
      publishedAt: new Date(post.publishedAt).toISOString(),
      author: post.author,
      category: post.category,
      tags: post.tags,
      language: post.language,
      featured: post.featured,
      createdAt: new Date(post.publishedAt).toISOString(),
      updatedAt: new Date(post.publishedAt).toISOString(),
    }))
    .sort((a, b) => (b.publishedAt ?? "").localeCompare(a.publishedAt ?? ""));
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
  /** True when these are the built-in samples (the database has no published post). */
  samples: boolean;
}

/** /blog: the featured panels and one page of More Stories (page counts from 1). */
export async function journalPage(db: Database, page: number): Promise<JournalPage> {
  const size = MORE_STORIES_PAGE_SIZE;
  if ((await countPublishedPosts(db)) === 0) {
    const samples = samplePosts();
    const featured = samples.filter((post) => post.featured).slice(0, FEATURED_POST_COUNT);
    const rest = samples.filter((post) => !featured.includes(post));
    const pageCount = Math.max(1, Math.ceil(rest.length / size));
    const current = Math.min(Math.max(1, page), pageCount);
    const more = rest.slice((current - 1) * size, current * size);
    return { featured, more, page: current, pageCount, samples: true };
  }
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
  return { featured, more: rows.map(toDto), page: current, pageCount, samples: false };
}

/** The post page: a published post, or a sample while the journal has no published post. */
export async function findJournalPost(
  db: Database,
  slug: string,
): Promise<{ post: BlogPostDto; sample: boolean } | null> {
  if (!/^[a-z0-9-]{3,200}$/.test(slug)) return null;
  const post = await getPublishedPost(db, slug);
  if (post) return { post, sample: false };
  // A draft's slug is never answered with a sample of the same name.
  const [exists] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(eq(blogPosts.slug, slug));
  if (exists || (await countPublishedPosts(db)) > 0) return null;
  const sample = samplePosts().find((candidate) => candidate.slug === slug);
  return sample ? { post: sample, sample: true } : null;
}

/** Up to three other posts, the same category first, then the newest. */
export async function listRelatedPosts(
  db: Database,
  post: BlogPostDto,
  sample: boolean,
): Promise<BlogPostDto[]> {
  if (sample) {
    const others = samplePosts().filter((candidate) => candidate.slug !== post.slug);
    return [
      ...others.filter((candidate) => candidate.category === post.category),
      ...others.filter((candidate) => candidate.category !== post.category),
    ].slice(0, RELATED_POST_COUNT);
  }
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
  if (rows.length === 0) return samplePosts().slice(0, limit);
  return rows.map(toDto);
}
