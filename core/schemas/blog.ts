/**
 * Journal posts of the admin: one schema for the create and
 * edit forms in the browser and for the multipart API on the server, with the
 * exact messages staff are shown. Content is HTML from the editor; the server sanitises it
 * (server/services/platform/sanitize-html.ts) and checks its text length again afterwards.
 */
import { LANGUAGES } from "../i18n/languages";
import { z } from "../zod";
import { multiLine, singleLine } from "./text";
import { versionField } from "./version";

export const BLOG_MESSAGES = {
  title: "Title must be at least 5 characters",
  titleMax: "Title must be at most 200 characters",
  slugMin: "Slug must be at least 3 characters",
  slugPattern: "Slug can only contain lowercase letters, numbers, and hyphens",
  slugEdges: "Slug must start and end with a letter or a number, e.g. low-tide-walk",
  slugMax: "Slug must be at most 120 characters",
  excerpt: "Excerpt must be at least 10 characters",
  excerptMax: "Excerpt must be at most 500 characters",
  content: "Content must be at least 50 characters",
  contentMax: "Content is too long (at most 200,000 characters of HTML)",
  author: "Author name is required",
  authorMax: "Author name must be at most 100 characters",
  category: "Category is required",
  categoryMax: "Category must be at most 60 characters",
  tags: "Use at most 20 tags of up to 40 characters each",
  slugTaken: (slug: string) =>
    `A post with the slug "${slug}" already exists. Choose another slug.`,
  slugRedirects: (slug: string) =>
    `"${slug}" is a former address of another post and redirects there. Choose another slug.`,
  coverTooLarge: "The cover image must be 2 MB or smaller.",
  coverType: "The cover image must be a PNG or JPG image.",
  imageTooLarge: "The image must be 2 MB or smaller.",
  imageType: "The image must be a PNG or JPG image.",
  createFailed: "Failed to create blog post",
  updateFailed: "Failed to update blog post",
  loadFailed: "Failed to load blog post. Please try again.",
  deleteFailed: "Failed to delete blog post. Please try again.",
  statusFailed: "Failed to update blog post status. Please try again.",
} as const;

/** New posts are by and about "Resort Life" unless staff change it. */
export const BLOG_DEFAULT_AUTHOR = "Resort Life";
export const BLOG_DEFAULT_CATEGORY = "Resort Life";
/** Cover images and images inside posts: PNG or JPG, at most 2 MB. */
export const BLOG_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const SLUG_PATTERN = /^[a-z0-9-]+$/;
/** A hyphen only between letters or numbers: "---" or "-reef-" is no address. */
export const SLUG_EDGES = /^[a-z0-9](?:.*[a-z0-9])?$/;

/** Lowercase, punctuation removed, spaces to hyphens (accents folded). */
export function slugify(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120);
}

/** The visible text of an HTML fragment (tags dropped, entities counted as one character). */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, "_")
    .replace(/\s+/g, " ")
    .trim();
}

/** Tags arrive as a JSON list text (the API), a comma-separated text (the form) or a list. */
export function parseTags(value: unknown): string[] {
  let list: unknown[] = [];
  if (Array.isArray(value)) list = value;
  else if (typeof value === "string") {
    const text = value.trim();
    if (text.startsWith("[")) {
      try {
        const parsed: unknown = JSON.parse(text);
        list = Array.isArray(parsed) ? parsed : [];
      } catch {
        list = text.replace(/^\[|\]$/g, "").split(",");
      }
    } else list = text.split(",");
  }
  const tags = list
    .map((item) => (typeof item === "string" ? item.trim() : ""))
    .filter((item) => item.length > 0);
  return [...new Set(tags)];
}

/** "true", "on", "1" or true (checkboxes, multipart text, JSON) */
const flag = z.preprocess(
  (value) =>
    typeof value === "string" ? ["true", "on", "1"].includes(value.toLowerCase()) : value,
  z.boolean().default(false),
);

export const BlogPostInputSchema = z.object({
  title: singleLine(BLOG_MESSAGES.title)
    .min(5, BLOG_MESSAGES.title)
    .max(200, BLOG_MESSAGES.titleMax),
  slug: singleLine(BLOG_MESSAGES.slugMin)
    .min(3, BLOG_MESSAGES.slugMin)
    .max(120, BLOG_MESSAGES.slugMax)
    .regex(SLUG_PATTERN, BLOG_MESSAGES.slugPattern)
    .regex(SLUG_EDGES, BLOG_MESSAGES.slugEdges),
  excerpt: multiLine(BLOG_MESSAGES.excerpt)
    .min(10, BLOG_MESSAGES.excerpt)
    .max(500, BLOG_MESSAGES.excerptMax),
  content: z
    .string({ message: BLOG_MESSAGES.content })
    .max(200_000, BLOG_MESSAGES.contentMax)
    .refine((html) => htmlText(html).length >= 50, BLOG_MESSAGES.content),
  author: singleLine(BLOG_MESSAGES.author)
    .min(2, BLOG_MESSAGES.author)
    .max(100, BLOG_MESSAGES.authorMax),
  category: singleLine(BLOG_MESSAGES.category)
    .min(2, BLOG_MESSAGES.category)
    .max(60, BLOG_MESSAGES.categoryMax),
  tags: z
    .preprocess(
      parseTags,
      z.array(singleLine().max(40, BLOG_MESSAGES.tags)).max(20, BLOG_MESSAGES.tags),
    )
    .default([]),
  published: flag,
  /** Shown among the three large panels of /blog (newest featured first). */
  featured: flag,
  /** The language the post is written in (one language per post). */
  language: z.enum(LANGUAGES).default("en"),
});

export type BlogPostInput = z.infer<typeof BlogPostInputSchema>;
/** An edit also sends the version of the post it loaded. */
export const BlogPostUpdateSchema = BlogPostInputSchema.extend({ version: versionField });
export type BlogPostUpdate = z.infer<typeof BlogPostUpdateSchema>;

/** The administrator's view of a post (drafts included). */
export interface AdminBlogPostDto {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  tags: string[];
  language: string;
  published: boolean;
  featured: boolean;
  coverImage: string | null;
  publishedAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const BlogPublishSchema = z.object({ published: z.boolean() });

/** Field messages of a failed parse, the first one per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "body")] ??= issue.message;
  return errors;
}

/**
 * The errors a form shows after staff change some fields: a changed field keeps its
 * error only while it is still invalid (with the current message), so a fixed field
 * is cleared at once; other fields keep theirs until the next submit. Same schema as
 * the submit; the same object comes back when nothing changes.
 */
export function refreshFieldErrors(
  shown: Record<string, string>,
  changed: readonly string[],
  values: Record<string, unknown>,
): Record<string, string> {
  const watched = changed.filter((name) => shown[name]);
  if (watched.length === 0) return shown;
  const parsed = BlogPostInputSchema.safeParse(values);
  const now = parsed.success ? {} : fieldErrors(parsed.error);
  const next = { ...shown };
  for (const name of watched) {
    const message = now[name];
    if (message) next[name] = message;
    else delete next[name];
  }
  return watched.every((name) => next[name] === shown[name]) ? shown : next;
}
