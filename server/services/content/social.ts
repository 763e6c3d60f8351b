/**
 * The social feed sources:
 * - the web feed: a JSON or RSS address of the account (SOCIAL_FEED_URL), as
 *   feed-widget services provide;
 * - the Instagram API with Instagram Login (INSTAGRAM_ACCESS_TOKEN, a long-lived
 *   token), read from `/me/media` and cached for 15 minutes;
 * - posts stored in the database.
 * No source may slow a page: outbound calls time out after a few seconds and any
 * failure becomes an empty list. A verification ("checkpoint") link a source
 * reports is kept in app_meta, so every process can show it.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { CHECKPOINT_POST_ID, type SocialPostDto } from "~core/social";
import type { Database } from "../../db/client";
import { appMeta, socialPosts } from "../../db/schema";

export const OUTBOUND_TIMEOUT_MS = 3000;
export const GRAPH_CACHE_MS = 15 * 60 * 1000;
/** A failed graph call is retried after a minute, not on every page view. */
const GRAPH_FAILURE_CACHE_MS = 60 * 1000;
const CHECKPOINT_KEY = "social:checkpoint_url";
const MAX_POSTS = 12;

export interface SocialConfig {
  feedUrl: string | undefined;
  accessToken: string | undefined;
  /** https://graph.instagram.com (tests point it at a fake server). */
  graphUrl: string;
}

async function fetchWithTimeout(url: string, timeoutMs = OUTBOUND_TIMEOUT_MS): Promise<Response> {
  return fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { Accept: "application/json, application/rss+xml, application/xml;q=0.9" },
    redirect: "follow",
  });
}

const isWebUrl = (value: unknown): boolean => {
  if (typeof value !== "string") return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Instagram's checkpoint links are sometimes relative (/challenge/…). */
function absoluteCheckpoint(value: unknown): string | null {
  if (typeof value !== "string" || !value) return null;
  if (value.startsWith("/")) return `https://www.instagram.com${value}`;
  return isWebUrl(value) ? value : null;
}

function normalise(raw: Record<string, unknown>, index: number): SocialPostDto | null {
  const id = text(raw.id) || text(raw.guid) || String(index + 1);
  const image =
    text(raw.image) || text(raw.media_url) || text(raw.thumbnail_url) || text(raw.imageUrl);
  const usable = isWebUrl(image) || image.startsWith("/uploads/");
  if (id !== CHECKPOINT_POST_ID && !usable) return null;
  const link = text(raw.link) || text(raw.permalink) || text(raw.url);
  const when = text(raw.timestamp) || text(raw.createdAt) || text(raw.date);
  const likes = Number(raw.likes ?? raw.like_count ?? 0);
  return {
    id,
    image,
    caption: text(raw.caption) || text(raw.title) || text(raw.description),
    link: id === CHECKPOINT_POST_ID ? absoluteCheckpoint(link) : isWebUrl(link) ? link : null,
    timestamp: Number.isNaN(Date.parse(when))
      ? new Date(0).toISOString()
      : new Date(when).toISOString(),
    likes: Number.isFinite(likes) && likes > 0 ? Math.floor(likes) : 0,
  };
}

const decodeXml = (value: string) =>
  value
    .replace(/^<!\[CDATA\[([\s\S]*)\]\]>$/, "$1")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();

/** The few RSS 2.0 elements a photo feed uses; anything else is ignored. */
export function parseRss(xml: string): Record<string, unknown>[] {
  const items = xml.match(/<item[\s>][\s\S]*?<\/item>/g) ?? [];
  return items.map((item) => {
    const tag = (name: string) => {
      const match = item.match(new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`));
      return match ? decodeXml(match[1]!) : "";
    };
    const attr = (name: string) =>
      item.match(new RegExp(`<${name}\\s[^>]*url="([^"]+)"`))?.[1]?.replace(/&amp;/g, "&") ?? "";
    const description = tag("description");
    return {
      id: tag("guid") || tag("link"),
      link: tag("link"),
      caption:
        tag("title") ||
        description
          .replace(/<[^>]*>/g, " ")
          .replace(/\s+/g, " ")
          .trim(),
      timestamp: tag("pubDate"),
      image:
        attr("media:content") ||
        attr("enclosure") ||
        attr("media:thumbnail") ||
        (description.match(/<img[^>]+src="([^"]+)"/)?.[1] ?? ""),
    };
  });
}

async function recordCheckpoint(db: Database, url: string | null): Promise<void> {
  if (!url) return;
  await db
    .insert(appMeta)
    .values({ key: CHECKPOINT_KEY, value: url })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: url, updatedAt: new Date() } });
}

export async function getCheckpointUrl(db: Database): Promise<string | null> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, CHECKPOINT_KEY));
  return row?.value ?? null;
}

/** A checkpoint answer of either shape Instagram sends, or null. */
function checkpointOf(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const value = body as { checkpoint_url?: unknown; challenge?: { url?: unknown } };
  return absoluteCheckpoint(value.checkpoint_url) ?? absoluteCheckpoint(value.challenge?.url);
}

/** The web feed (JSON list, `{data|items|posts: [...]}` or RSS); [] when unset or failing. */
export async function readWebFeed(
  db: Database,
  config: SocialConfig,
  logger: Logger,
): Promise<SocialPostDto[]> {
  if (!config.feedUrl) return [];
  try {
    const response = await fetchWithTimeout(config.feedUrl);
    const body = await response.text();
    let raw: unknown;
    if (/^\s*[[{]/.test(body)) {
      raw = JSON.parse(body);
      await recordCheckpoint(db, checkpointOf(raw));
      if (!Array.isArray(raw)) {
        const value = raw as Record<string, unknown>;
        raw = value.data ?? value.items ?? value.posts ?? [];
      }
    } else {
      raw = parseRss(body);
    }
    if (!response.ok || !Array.isArray(raw)) return [];
    const posts = raw
      .filter((item): item is Record<string, unknown> => !!item && typeof item === "object")
      .map(normalise)
      .filter((post): post is SocialPostDto => post !== null);
    const checkpoint = posts.find((post) => post.id === CHECKPOINT_POST_ID);
    if (checkpoint) await recordCheckpoint(db, absoluteCheckpoint(checkpoint.link));
    // The checkpoint entry stays in the list: the browser reads its link too.
    return posts.slice(0, MAX_POSTS + 1);
  } catch (error) {
    logger.warn({ err: error }, "social: the web feed failed");
    return [];
  }
}

const graphCache = new WeakMap<Database, { key: string; until: number; posts: SocialPostDto[] }>();

/** The Instagram API feed, cached 15 minutes per database handle; [] when unset or failing. */
export async function readGraphFeed(
  db: Database,
  config: SocialConfig,
  logger: Logger,
  now = Date.now(),
): Promise<SocialPostDto[]> {
  if (!config.accessToken) return [];
  const key = `${config.graphUrl}|${config.accessToken}`;
  const cached = graphCache.get(db);
  if (cached && cached.key === key && cached.until > now) return cached.posts;
  const url = new URL("/me/media", config.graphUrl);
  url.searchParams.set(
    "fields",
    "id,caption,media_type,media_url,thumbnail_url,permalink,timestamp,like_count",
  );
  url.searchParams.set("limit", String(MAX_POSTS));
  url.searchParams.set("access_token", config.accessToken);
  let posts: SocialPostDto[] = [];
  let ok = false;
  try {
    const response = await fetchWithTimeout(url.toString());
    const body = (await response.json().catch(() => null)) as {
      data?: Record<string, unknown>[];
      error?: { code?: number; message?: string };
    } | null;
    await recordCheckpoint(db, checkpointOf(body));
    if (response.ok && Array.isArray(body?.data)) {
      posts = body.data
        .map((item) => ({
          ...item,
          // media_url is missing for some videos: the thumbnail, else nothing.
          image:
            text(item.media_url) && item.media_type !== "VIDEO"
              ? item.media_url
              : (item.thumbnail_url ?? item.media_url),
        }))
        .map(normalise)
        .filter((post): post is SocialPostDto => post !== null && post.id !== CHECKPOINT_POST_ID);
      ok = true;
    } else {
      // Code 190: the token expired or was revoked; staff must generate a new one.
      logger.warn(
        { status: response.status, code: body?.error?.code },
        "social: the Instagram API refused the feed request",
      );
    }
  } catch (error) {
    logger.warn({ err: error }, "social: the Instagram API did not answer");
  }
  graphCache.set(db, { key, until: now + (ok ? GRAPH_CACHE_MS : GRAPH_FAILURE_CACHE_MS), posts });
  return posts;
}

/** Forgets the cached graph feed (tests, and staff after changing the token). */
export function clearGraphCache(db: Database): void {
  graphCache.delete(db);
}

export async function listStoredPosts(db: Database): Promise<SocialPostDto[]> {
  const rows = await db
    .select()
    .from(socialPosts)
    .where(and(eq(socialPosts.isVisible, true)))
    // Staff may date a post (posted_at); older rows fall back to when they were stored.
    .orderBy(
      desc(sql`coalesce(${socialPosts.postedAt}, ${socialPosts.createdAt})`),
      desc(socialPosts.id),
    )
    .limit(MAX_POSTS);
  return rows.map((row) => ({
    id: `stored-${row.id}`,
    image: row.image,
    caption: row.caption,
    link: row.link,
    timestamp: (row.postedAt ?? row.createdAt).toISOString(),
    likes: row.likes,
  }));
}
