import { and, desc, eq } from "drizzle-orm";
import type { BlogPostDto } from "../../core/types";
import type { Database } from "../db/client";
import { blogPosts } from "../db/schema";

export const FEATURED_POST_COUNT = 3;

function toDto(row: typeof blogPosts.$inferSelect): BlogPostDto {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    imagePath: row.coverImage,
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

export async function listFeaturedPosts(db: Database): Promise<BlogPostDto[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.published, true), eq(blogPosts.featured, true)))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(FEATURED_POST_COUNT);
  return rows.map(toDto);
}

export async function getPublishedPost(db: Database, slug: string): Promise<BlogPostDto | null> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true)));
  return row ? toDto(row) : null;
}
